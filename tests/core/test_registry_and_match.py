"""The registry of games by stable id, and the match (state + seq + log)."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.errors import IllegalAction, InvalidOptions, UnknownGame
from modernart_desktop.core.match import Match


def test_games_register_by_stable_id():
    assert "modern_art" in registry.available()
    assert registry.get("modern_art").game_id == "modern_art"
    with pytest.raises(UnknownGame):
        registry.get("chess")


def test_options_are_checked_and_defaults_filled():
    game = registry.get("modern_art")
    assert game.normalize_options(4, None) == {"mystery_hand": False, "open_money": False, "open_clock": 20}
    for bad in ({"nope": 1}, {"open_money": "yes"}, {"open_clock": 999}):
        with pytest.raises(InvalidOptions):
            game.normalize_options(4, bad)
    with pytest.raises(InvalidOptions):
        game.normalize_options(6, None)


def test_a_match_counts_accepted_actions_and_logs_them():
    match = Match.new("modern_art", 3, seed=4)
    seat = next(iter(match.active_seats()))
    action = next(iter(match.legal_actions(seat)))
    match.apply(seat, action)
    assert match.seq == 1 and match.log[0].seat == seat and match.log[0].action == action


def test_a_refused_action_changes_nothing_in_the_match():
    match = Match.new("modern_art", 3, seed=4)
    idle = next(s for s in range(3) if s not in match.active_seats())
    before = match.state.clone()
    with pytest.raises(IllegalAction) as exc:
        match.apply_wire(idle, {"kind": "pass"})
    assert exc.value.code in ("turn/not_active", "action/not_now")
    assert match.seq == 0 and match.state == before and match.log == []


def test_the_same_seed_and_actions_give_the_same_game():
    a = Match.new("modern_art", 4, seed=99)
    b = Match.new("modern_art", 4, seed=99)
    assert a.state == b.state
    assert a.view_for(2) == b.view_for(2)


def test_the_shared_rule_helpers_are_not_a_game():
    # games/common holds helpers both Modern Art games use; discovery imports it and
    # must find nothing to register.
    import importlib

    before = registry.available()
    importlib.import_module("modernart_desktop.games.common")
    importlib.import_module("modernart_desktop.games.common.ranking")
    importlib.import_module("modernart_desktop.games.common.turns")
    assert registry.available() == before
    assert "common" not in before
