"""Modern Art's round warning ("One more … ends the round.", two lines for two artists)
shows up without moving anything: its room is kept from the start, at 1280x720 and at
2560x1440, in English, Polish and French."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from modernart_desktop.games.modern_art.components import ARTIST_NAMES
from tests.ui.live_tables import live_match
from tests.ui.test_tables_scale import settle


def places(table) -> dict[str, tuple[int, int, int, int]]:
    parts: dict[str, QWidget] = {"auction": table.auction, "me": table.me, "board": table.board}
    parts.update({f"seat{i}": p for i, p in enumerate(table.seat_panels) if p.isVisible()})
    return {name: w.geometry().getRect() for name, w in parts.items()}


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_round_warning_moves_nothing(open_position, shots_dir, lang):
    match = live_match("modern_art", want=lambda m: not any(n == 4 for n in m.view_for(0)["counts"]))
    window, page = open_position(match, lang)
    table = page.table
    for size in ((1280, 720), (2560, 1440)):
        window.resize(*size)
        settle(window)
        view = page.bridge.view(0)
        legal = page.bridge.legal(0)
        assert not table.round_warning.isVisible()
        before = places(table)
        longest = sorted(range(len(ARTIST_NAMES)), key=lambda a: -len(ARTIST_NAMES[a]))[:2]
        warned = copy.deepcopy(view)
        for a in longest:
            warned["counts"][a] = 4  # one more of each ends the round
        table.show_view(warned, legal, page.session.seats, 0)
        for _ in range(3):
            QApplication.processEvents()
        assert table.round_warning.isVisible()
        assert table.round_warning.heightForWidth(table.round_warning.width()) <= table.round_warning.height()
        window.grab().save(str(shots_dir / f"modern_art_round_warning_{lang}_{size[0]}.png"))
        assert places(table) == before, (lang, size)
        table.show_view(view, legal, page.session.seats, 0)
        for _ in range(3):
            QApplication.processEvents()
        assert places(table) == before, (lang, size)
