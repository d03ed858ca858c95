"""A Modern Art replay at 1280x720 and 2560x1440, step by step: the banner that warns
'one more … ends the round' stands below the value board, never over its Offered row,
and the other seats' paintings bought this round show as cards with the artist's name
(three or four players: the panels are tall), in stacks that stay inside their panels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tests.ui.test_bought_stacks_fit import _problems
from tests.ui.test_replay_controls import open_replay


def _settle(window) -> None:
    for _ in range(4):
        QApplication.processEvents()
    window.zoom.update()  # (it waits for a resize to settle)
    for _ in range(4):
        QApplication.processEvents()


def _in_table(table, widget) -> QRect:
    return QRect(widget.mapTo(table, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_replay_banner_and_bought_paintings(window, players, size):
    window.resize(*size)
    _settle(window)
    page = open_replay(window, "modern_art", players)
    _settle(window)
    table = page.table
    warned = named = 0
    for step in range(0, page.replay.length + 1, 4):
        page.show_step(step)
        QApplication.processEvents()
        banner = table.round_warning
        if banner.isVisible():
            warned += 1
            board = _in_table(table, table.board)
            shown = _in_table(table, banner)
            assert shown.top() > board.bottom(), f"step {step}: the banner {shown} covers the board {board}"
            assert banner.height() >= banner.heightForWidth(banner.width()), f"step {step}: banner cut"
        for panel in (p for p in table.seat_panels if p.isVisible()):
            strip = panel.paintings
            if strip.groups():
                named += 1
                assert strip.shows_card_faces(), f"step {step}: no names on {strip.tile_size()}"
                assert not _problems(strip), (step, _problems(strip))
    assert warned and named  # (the cases under test came up)
