"""A saved game's label on the start page names the round the table shows: "round 2"
on the label is the round the log announced last ("Round 2 begins"), in every game,
whichever number the game's rules give the first round."""

from __future__ import annotations

import random
import re

import pytest

from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import save_match
from modernart_desktop.storage import paths, saves
from modernart_desktop.ui import games

GAMES = {"modern_art": 4, "modern_art_card_game": 3, "art_society": 3, "friesematenten": 3}


def second_round(game_id: str, players: int) -> Match:
    """Random legal play until the game's second round has begun."""
    match = Match.new(game_id, players, seed=4)
    rnd = random.Random(4)
    for _ in range(5000):
        starts = [e for _s, e in match.events if e.code == "round/start"]
        if starts and match.state.round - match.game.first_round >= 1:
            return match
        seat = min(match.active_seats())
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        match.apply(seat, rnd.choice(legal))
    raise AssertionError("the second round never began")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_saved_games_round_is_the_round_the_table_announced(window, game_id):
    match = second_round(game_id, GAMES[game_id])
    save_match(paths.saves_dir() / f"{game_id}-test{paths.SAVE_SUFFIX}", match)
    plugin = games.table_for(game_id)
    assert plugin is not None
    names = [f"P{s}" for s in range(match.num_players)]
    last_start = [e for _s, e in match.events if e.code == "round/start"][-1]
    announced = plugin.describe_event(last_start, names, None)
    assert announced is not None
    shown = int(re.search(r"\d+", announced).group())

    window.start_page.refresh()
    label = window.start_page.saves_list.item(0).text()
    assert re.search(r"round (\d+)", label).group(1) == str(shown), (label, announced)
    (info,) = saves.unfinished_games()
    assert info.round == shown - 1
