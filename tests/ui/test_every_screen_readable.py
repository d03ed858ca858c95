"""A player can read every text on every screen: each table of the four games (the fewest
and the most players, early and late, a decision of the player's own), each dialog, the
new-game dialog of each game, the history and a replay of each game, halfway and at its
end, at 1280×720 and 1920×1080, in English, Polish and French. Nothing is cut off, squeezed,
laid over another text, shortened without its whole text one hover away, or drawn too small
to read (tests/ui/clipping.py measures labels, buttons and the texts the boards paint).

Each size and language is one run of packaging/screens.py in a process of its own, on a
real screen of that size (Qt's offscreen platform)."""

from __future__ import annotations

import pytest

from tests.ui.test_dialogs_fit import screens

GAMES = ("modern_art", "modern_art_card_game", "art_society", "friesematenten")


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_every_text_on_every_screen_can_be_read(tmp_path, size, lang):
    shown = screens(size, lang, 1, tmp_path)
    names = {s["name"] for s in shown}
    for game_id in GAMES:
        assert {f"{game_id}_table", f"{game_id}_table_over", f"replay_{game_id}_middle"} <= names, game_id
        assert f"new_game_dialog_{game_id}" in names or game_id == "modern_art"
        assert sum(name.startswith(f"{game_id}_table_") for name in names) >= 3, game_id
    unreadable = {s["name"]: s["problems"] for s in shown if s["problems"]}
    assert not unreadable, "\n".join(
        f"{name}: {p}" for name, problems in unreadable.items() for p in problems
    )
