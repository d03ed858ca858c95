"""Agents are seeded: the same seed gives the same decisions, so a tournament or
a bug report replays exactly."""

from __future__ import annotations

import pytest

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match

from .conftest import TINY


def _game_log(levels, seed, **extra):
    match = Match.new("modern_art", len(levels), seed=seed)
    agents = [
        make_agent("modern_art", lvl, 100 + s, **(extra if lvl == "strong" else {}))
        for s, lvl in enumerate(levels)
    ]
    play_match(match, agents, seed=seed)
    return [(e.seat, e.action) for e in match.log], match.result().scores


@pytest.mark.parametrize("levels", [("easy", "normal", "easy", "normal"), ("normal", "easy", "random")])
def test_same_seed_same_game_for_heuristic_levels(levels):
    assert _game_log(levels, 5) == _game_log(levels, 5)


def test_same_seed_same_decisions_for_search_levels():
    """A rollout budget (no wall-clock cap) makes the search reproducible too."""
    levels = ("strong", "normal", "strong")
    first = _game_log(levels, 8, budget=TINY, horizon=0)
    assert first == _game_log(levels, 8, budget=TINY, horizon=0)


def test_easy_slips_depend_on_its_seed():
    """Easy's human-like mistakes are random: another seed plays another game."""
    a = _game_log(("easy", "easy", "easy"), 3)
    b = _game_log(("easy", "easy", "easy"), 3)
    assert a == b
    match = Match.new("modern_art", 3, seed=3)
    other = [make_agent("modern_art", "easy", 900 + s) for s in range(3)]
    play_match(match, other, seed=3)
    assert [(e.seat, e.action) for e in match.log] != a[0]
