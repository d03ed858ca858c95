"""With no room on the wall the prompt says where the painting goes, in every language:
when no painting on offer fits, drag one into your hand (or to a free assistant); once a
painting that fits nowhere is in your hand, the prompt names the hand and the choices."""

from __future__ import annotations

import random

import pytest

from modernart_desktop.core.match import Match
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.host.table import HUMAN, REMOTE
from tests.ui.art_society.test_art_society_no_room import no_room
from tests.ui.art_society.test_art_society_screens import GAME_ID, advance
from tests.ui.art_society.test_art_society_table import open_game

HAND = {"en": ("your hand",), "pl": ("ręki", "ręce"), "fr": ("en main",)}  # (Polish declines it)


def nothing_on_offer_fits() -> Match:
    """Seat 0's pick, nothing taken yet, and no painting on offer fits its wall."""
    for seed in range(1, 300):
        match = Match.new(GAME_ID, 4, seed=seed)

        def test(s) -> bool:
            if not (s.phase == "pick" and s.picker == 0 and not s.took):
                return False
            wall = s.walls[0]
            return all(not G.legal_anchors(wall, C.TILES[t].w, C.TILES[t].h) for t in s.auction)

        try:
            advance(match, random.Random(seed), test)
        except AssertionError:
            continue
        if not match.is_over():
            return match
    raise AssertionError("no position where nothing on offer fits")


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_no_room_prompts_name_the_hand(make_window, qtbot, shots_dir, lang):
    window, page = open_game(make_window, nothing_on_offer_fits(), [HUMAN, REMOTE, REMOTE, REMOTE], lang)
    window.resize(1280, 720)
    qtbot.wait(50)
    window.grab().save(str(shots_dir / f"art_society_nothing_fits_{lang}.png"))
    prompt = page.table.side.prompt.text()
    assert any(word in prompt.lower() for word in HAND[lang]), prompt

    window, page = open_game(make_window, no_room(1), [HUMAN, REMOTE, REMOTE, REMOTE], lang)
    window.resize(1280, 720)
    qtbot.wait(50)
    window.grab().save(str(shots_dir / f"art_society_held_no_room_{lang}.png"))
    prompt = page.table.side.prompt.text()
    assert any(word in prompt.lower() for word in HAND[lang]), prompt
