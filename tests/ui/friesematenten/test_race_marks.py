"""The VP race: scores past 40 each show their own figure, never over a neighbour's
("+46+51") nor over the flag; a token never sits on a tick's figure."""

from __future__ import annotations

import pytest

from modernart_desktop.ui.games.friesematenten.race import VpRace


@pytest.mark.parametrize("height", (40, 56))
@pytest.mark.parametrize("vps", ([46, 51, 12], [41, 44, 47, 52], [0, 5, 10, 40], [3, 4, 20, 21]))
def test_marks_never_cover_each_other(qapp, vps, height):
    race = VpRace()
    race.resize(900, height)
    race.setFixedHeight(height)
    race.set_race(vps, ["Tester", "Ada", "Bruno", "Clara"][: len(vps)])
    tokens = race.token_rects()
    figures = race.figure_rects()
    assert set(figures) == {s for s, v in enumerate(vps) if v > 40}
    boxes = list(figures.values())
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not a.intersects(b), "two figures run into each other"
    goal = race.goal_rect()
    for rect in list(tokens.values()) + boxes:
        assert not rect.intersects(goal), "a mark over the flag"
    for _k, label in race.tick_labels():
        figure = label.adjusted(label.width() / 2 - 8, 0, -(label.width() / 2 - 8), 0)
        assert not any(t.intersects(figure) for t in tokens.values()), "a token over a tick's figure"
    race.grab()  # paints without error
