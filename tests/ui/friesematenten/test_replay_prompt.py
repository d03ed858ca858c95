"""In a replay the prompt line tells what the seat on show was doing, not "Your bid:
type an amount…" as if it were to be played now (the replay page gives the table no
legal moves)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.core.actions import LegalActions
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn

from .conftest import busy_position, match_of


def test_a_replayed_bid_and_turn_are_told_not_asked(show_match):
    for state, words in (
        (at_auction(registry.get("friesematenten"), busy_position()), "Nina is bidding."),
        (at_turn(busy_position(), 0), "Nina takes their turn."),
    ):
        window, page = show_match(match_of(state))
        table = page.table
        view = page.bridge.view(0)
        assert 0 in view["active"]
        seats = page.session.table.seats
        table.clear()
        table.show_view(view, LegalActions(), seats, 0)
        QApplication.processEvents()
        text = table.prompt.text.text()
        assert text == words, text
        assert not table.prompt.primary.isVisible()
        window.close()
