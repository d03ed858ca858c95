"""Modern Art late in a round, many paintings bought: every seat's stacks of paintings stay
inside its panel, no artist's stack hides another's, and each shows how many it holds
(a count on it once there is no room to fan them), at 1280x720 and twice as large."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import CARD_ARTIST
from modernart_desktop.ui.common.zoom import zoom_of
from tests.ui import clipping


def _settle(window) -> None:
    for _ in range(4):
        QApplication.processEvents()
    window.zoom.update()  # (it waits for a resize to settle)
    for _ in range(4):
        QApplication.processEvents()


def _bought(k: int) -> list[int]:
    """k paintings of every artist in turn (a seat that bought a lot this round)."""
    by_artist: dict[int, list[int]] = {}
    for card, artist in enumerate(CARD_ARTIST):
        by_artist.setdefault(artist, []).append(card)
    cards = []
    while len(cards) < k:
        for artist in sorted(by_artist):
            if by_artist[artist] and len(cards) < k:
                cards.append(by_artist[artist].pop())
    return cards


def _problems(strip) -> list[str]:
    zoom = zoom_of(strip)
    area = QRectF(0, 0, strip.width() / zoom, strip.height() / zoom).adjusted(-0.5, -0.5, 0.5, 0.5)
    found = []
    stacks = strip.stacks()
    counts = {a: k for a, k in strip.groups()}
    assert {a: k for a, k, _r, _f in stacks} == counts  # every artist bought, with its count
    for i, (artist, _k, rect, _faces) in enumerate(stacks):
        if not area.contains(rect):
            found.append(f"artist {artist}'s stack {rect.getRect()} leaves the strip {area.getRect()}")
        for other, _k2, rect2, _f2 in stacks[i + 1 :]:
            common = rect.intersected(rect2)
            if common.width() > 0.5 and common.height() > 0.5:
                found.append(f"artist {artist}'s stack and artist {other}'s overlap")
    return found


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_many_bought_paintings_stay_inside_every_panel(open_position, players, size):
    window, page = open_position(Match.new("modern_art", players, seed=4))
    window.resize(*size)
    _settle(window)
    table = page.table
    panels = [p for p in table.seat_panels if p.isVisible()]
    for k, panel in enumerate(panels):
        panel.paintings.set_cards(_bought(8 + 2 * k))  # up to five artists, 4 of some
    table.me.paintings.set_cards(_bought(12))
    table._share_painting_size()
    _settle(window)
    for strip in [p.paintings for p in panels] + [table.me.paintings]:
        problems = _problems(strip)
        assert not problems, problems
        for panel in panels:
            if strip is panel.paintings:
                inside = panel.rect().contains(strip.geometry().translated(strip.parentWidget().pos()))
                assert inside, "the strip itself leaves its panel"
    problems = [p for p in clipping.clipped(window) if "PaintingStrip" in p]
    assert not problems, problems
