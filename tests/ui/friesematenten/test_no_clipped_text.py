"""Nothing is cut off on the Friesematenten table at 1280x720 in English, Polish and
French: a turn, an auction, a target being chosen and an objection."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, cid
from modernart_desktop.games.friesematenten.state import OBJECT, Play, Prompt

from ..test_no_clipped_text import clipped
from .conftest import busy_position, match_of


def _objection():
    state = at_turn(busy_position(), 1)
    state.owner[cid("einspruch")] = 0
    state.owner[cid("feindliche_uebernahme")] = -1
    state.removed.append(cid("feindliche_uebernahme"))
    play = Play(1, cid("feindliche_uebernahme"), cid("stahlwerk"), -1, -1)
    state.prompts.append(Prompt(OBJECT, 0, window=PriorityWindow(OBJECT, (0,)), play=play))
    return state


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_the_friesematenten_table_has_room_for_its_texts(show_match, qtbot, language):
    game = registry.get("friesematenten")
    problems = []
    positions = {
        "turn": at_turn(busy_position(), 0),
        "auction": at_auction(game, busy_position()),
        "objection": _objection(),
    }
    for name, state in positions.items():
        window, page = show_match(match_of(state), language)
        window.resize(1280, 720)
        if name == "turn":
            page.table._my_card_clicked(cid("feindliche_uebernahme"))  # a target being chosen
        problems += [f"{name}: {p}" for p in clipped(page.table)]
        window.close()
    assert not problems, "\n".join(problems)
