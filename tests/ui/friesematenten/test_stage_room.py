"""On a short stage (2560x1440 at scale 2, French) the last auction's words never cover
the bid chips nor squeeze them: they give way, kept in the stage's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.games.friesematenten.positions import at_auction

from .conftest import busy_position, match_of

LAST = "Dernière enchère : Testeur remporte Montre tape-à-l'œil pour 25 €, après une longue lutte."


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)))
def test_the_last_auction_note_never_covers_the_chips(show_match, size):
    state = at_auction(registry.get("friesematenten"), busy_position())
    window, page = show_match(match_of(state), language="fr")
    window.resize(*size)
    settle()
    stage = page.table.auction
    view = page.bridge.view(0)
    names = ["Testeur", "Ada", "Bruno"]
    stage.show_stage(view, names, None, LAST)
    settle()
    chips = stage.chips
    assert chips.height() >= chips.heightForWidth(chips.width()) - 1 if chips.hasHeightForWidth() else True
    for chip in chips.findChildren(type(chips._chips[0])):
        if chip.isVisible():
            assert chip.height() >= chip.minimumSizeHint().height(), "a chip cut in half"
    if stage.note_shown():
        assert stage.note.geometry().top() >= chips.geometry().bottom(), "the note covers the chips"
        assert stage.toolTip() == ""
    else:
        assert stage.toolTip() == LAST


def test_on_a_roomy_stage_the_note_shows(show_match):
    state = at_auction(registry.get("friesematenten"), busy_position())
    window, page = show_match(match_of(state), language="fr")
    window.resize(1920, 1080)
    settle()
    stage = page.table.auction
    stage.show_stage(page.bridge.view(0), ["Testeur", "Ada", "Bruno"], None, LAST)
    settle()
    assert stage.note_shown(), (
        stage._col.heightForWidth(stage._col.geometry().width()),
        stage.contentsRect().height(),
    )
