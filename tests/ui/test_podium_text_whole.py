"""The podium at a game's end reads whole: every step's name and score ("28 punktów",
"14 points") shows in full on its step at every window size and in every language,
however narrow the steps of four or five players are (a score too wide for its step is
drawn smaller, never below 10 points, never cut)."""

from __future__ import annotations

import pytest

from modernart_desktop.ui.common.podium import PodiumStep
from tests.ui.live_tables import finished_match
from tests.ui.test_tables_scale import settle


@pytest.mark.parametrize("lang", ["pl", "fr"])
@pytest.mark.parametrize(
    ("game_id", "players"),
    [("art_society", 4), ("modern_art", 5), ("friesematenten", 4), ("modern_art_card_game", 5)],
)
def test_every_podium_step_shows_its_name_and_score_whole(open_position, shots_dir, game_id, players, lang):
    window, page = open_position(finished_match(game_id, players=players), lang)
    seen = 0
    for size in ((1280, 720), (1920, 1080), (2560, 1440)):
        window.resize(*size)
        settle(window)
        window.grab().save(str(shots_dir / f"podium_{game_id}_{lang}_{size[0]}x{size[1]}.png"))
        for step in window.findChildren(PodiumStep):
            if not step.isVisible():
                continue
            seen += 1
            # The score is drawn smaller where it is wider than its step, but stays readable.
            drawn = step.score.drawn_scale() * step.score.font().pointSizeF()
            assert drawn >= 10, (game_id, lang, size, step.score.text(), drawn)
            assert step.score.height() >= step.score.sizeHint().height(), (game_id, lang, size)
            name = step.name  # a long name wraps onto a second line, whole
            assert name.height() >= name.heightForWidth(name.width()), (game_id, lang, size, name.text())
    assert seen, "no podium was shown"
