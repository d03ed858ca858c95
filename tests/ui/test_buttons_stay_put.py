"""Buttons do not move under the mouse: when the text above them changes (a longer
question, a hint on the selected card, another language), every action button
keeps its place on the table, so a click never lands on text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import DOUBLE
from modernart_desktop.games.modern_art.state import DOUBLE_OFFER, OFFER

LANGUAGES = ("en", "pl", "fr")
LONG = " ".join(["A much longer instruction than usual, to see what the buttons do."] * 4)


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _place(window, widget) -> QRect:
    _settle()
    assert widget.isVisible()
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def _mine(phase):
    def target(match):
        return match.state.phase == phase and 0 in match.active_seats()

    target.wants = DOUBLE if phase == DOUBLE_OFFER else None
    return target


@pytest.mark.parametrize("language", LANGUAGES)
def test_offer_button_stays_put_while_the_texts_change(open_position, steer_to, language):
    match = steer_to(Match.new("modern_art", 4, seed=11), _mine(OFFER))
    window, page = open_position(match, language)
    table = page.table
    panel = table.auction.current_panel()
    cards = [b for b in table.me.hand.buttons() if b.isEnabled()]
    table.me.hand.select(cards[0].card)  # the offer button is enabled once a card is chosen
    where = _place(window, panel.offer)
    for button in cards:  # each selection shows how that card's auction works, short or long
        table.me.hand.select(button.card)
        assert _place(window, panel.offer) == where
    for text in ("", "Short.", LONG):
        panel.status.setText(text)
        table.auction.hint.setText(text)
        table.auction.last_sale.setText(text)
        assert _place(window, panel.offer) == where


@pytest.mark.parametrize("language", LANGUAGES)
def test_add_and_add_nothing_stay_put_while_the_texts_change(open_position, steer_to, language):
    match = steer_to(Match.new("modern_art", 4, seed=5), _mine(DOUBLE_OFFER))
    window, page = open_position(match, language)
    table = page.table
    panel = table.auction.current_panel()
    where = (_place(window, panel.add), _place(window, panel.decline))
    for button in [b for b in table.me.hand.buttons() if b.isEnabled()] + [None]:
        table.me.hand.select(button.card if button is not None else None)
        assert (_place(window, panel.add), _place(window, panel.decline)) == where
    for text in ("", "Short.", LONG):
        panel.status.setText(text)
        table.auction.subtitle.setText(text)
        table.auction.subtitle.setVisible(bool(text))
        assert (_place(window, panel.add), _place(window, panel.decline)) == where


def show_position(make_window, match, language):
    from modernart_desktop.host.table import REMOTE, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    window = make_window(language)
    names = ("Ada", "Bruno", "Clara")[: match.num_players - 1]
    seats = [SeatInfo("Nina")] + [SeatInfo(n, REMOTE) for n in names]
    window.open_session(LocalSession(Table(match, seats, None)))
    page = window.table_page
    page.bridge.flush_now()
    return window, page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_games_prompt_buttons_stay_put(make_window, language):
    from modernart_desktop.games.modern_art_card_game.positions import arrange

    match = Match.new("modern_art_card_game", 3, seed=4)
    arrange(match.state, hands=[[0, 1, (3, 3), 4], [0], [4]], extra=2, turn=0)
    window, page = show_position(make_window, match, language)
    table = page.table
    prompt = table.prompt
    cards = [b for b in table.me.hand.buttons() if b.isEnabled()]
    table.me.hand.select(cards[0].card)
    where = _place(window, prompt.primary)
    board = _place(window, table.columns[0])
    for button in cards + [None]:  # the symbol hint changes with the selected card
        table.me.hand.select(button.card if button is not None else None)
        assert _place(window, prompt.primary) == where
    for text in ("", "Short.", LONG):
        prompt.text.setText(text)
        prompt.hint.setText(text)
        prompt.hint.setVisible(bool(text))
        assert _place(window, prompt.primary) == where
        assert _place(window, table.columns[0]) == board  # nor does the board jump
