"""The app names only the AI levels a game offers (a level is offered where it is shown
to beat the one below it: docs/ai-strength.md). The new-game dialog lists them, the LAN
commands refuse the others, and a seat that names a level its game no longer offers
(a save, a remembered choice) plays at the strongest offered level below it, under
that level's name."""

from __future__ import annotations

import pytest

from modernart_desktop.ai.levels import LEVELS, levels_for
from modernart_desktop.ai.search import SearchAgent
from modernart_desktop.cli import main
from modernart_desktop.core import registry
from modernart_desktop.host.table import AI, HUMAN, SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.new_game_dialog import NewGameDialog
from modernart_desktop.ui.session import LocalSession


def _without_expert() -> list[str]:
    return [g for g in registry.available() if levels_for(g) and "expert" not in levels_for(g)]


def test_the_new_game_dialog_lists_exactly_the_levels_each_game_offers(qtbot):
    dialog = NewGameDialog("modern_art", "Ada")
    qtbot.addWidget(dialog)
    for game_id in registry.available():
        if not levels_for(game_id):
            continue
        dialog.game.setCurrentIndex(dialog.game.findData(game_id))
        combo = dialog.rows[1].level
        assert [combo.itemData(i) for i in range(combo.count())] == levels_for(game_id)
        names = [combo.itemText(i) for i in range(combo.count())]
        assert names == [texts.level_name(level) for level in levels_for(game_id)]
        assert set(levels_for(game_id)) <= set(LEVELS)


@pytest.mark.parametrize("game_id", _without_expert())
def test_a_remembered_expert_seat_comes_back_as_strong(qtbot, game_id):
    last = {
        "game": game_id,
        "players": 3,
        "seats": [
            {"kind": HUMAN, "name": "Ada", "level": None},
            {"kind": AI, "name": "Bruno", "level": "expert"},
            {"kind": AI, "name": "Clara", "level": "easy"},
        ],
        "options": {},
    }
    dialog = NewGameDialog(game_id, "Ada", last=last)
    qtbot.addWidget(dialog)
    assert dialog.rows[1].level.currentData() == "strong"
    assert dialog.rows[2].level.currentData() == "easy"
    assert "Expert" not in [dialog.rows[1].level.itemText(i) for i in range(dialog.rows[1].level.count())]


@pytest.mark.parametrize("game_id", _without_expert())
def test_a_saved_expert_seat_plays_strong_and_says_so(qtbot, game_id):
    seats = [SeatInfo("Ada", HUMAN), SeatInfo("Bruno", AI, "expert"), SeatInfo("Clara", AI, "normal")]
    session = LocalSession.new(game_id, seats, seed=3)
    agent = session.runner.agents[1]
    assert agent.name == "strong" and isinstance(agent, SearchAgent)
    assert texts.seat_kind(game_id, seats[1]) == "Computer · Strong"
    assert texts.seat_kind(game_id, seats[2]) == "Computer · Normal"


@pytest.mark.parametrize("game_id", _without_expert())
def test_the_lan_host_command_refuses_a_level_the_game_does_not_offer(capsys, game_id):
    players = str(max(3, registry.get(game_id).min_players))
    argv = [
        "host",
        "--game",
        game_id,
        "--players",
        players,
        "--ai",
        "2",
        "--level",
        "expert",
        "--no-advertise",
    ]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "expert" in err and "strong" in err
