"""The card game's AI: every level plays legal moves from its own view only, the
sampler's worlds agree with the view and differ in what is hidden, the same seed
makes the same decisions, and a small tournament runs."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.levels import levels_for, make_agent
from modernart_desktop.ai.search import Budget
from modernart_desktop.ai.tournament import TournamentSpec, format_table, run_tournament
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.ai.agents import make_strong
from modernart_desktop.games.modern_art_card_game.ai.expert import make_expert
from modernart_desktop.games.modern_art_card_game.ai.sampler import sample_world
from modernart_desktop.games.modern_art_card_game.positions import all_cards

GAME_ID = "modern_art_card_game"
TINY = Budget(rollouts=6)


def random_positions(players: int, games: int, seed: int):
    """(match, seat) at every decision of random games."""
    rng = Rng(seed)
    for _ in range(games):
        match = Match.new(GAME_ID, players, seed=rng.next_u64() >> 1)
        agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
        while not match.is_over():
            seats = sorted(match.active_seats())
            seat = seats[rng.randbelow(len(seats))]
            yield match, seat
            match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))


def test_the_offered_levels():
    # Expert is not offered: it is not shown to beat Strong (ai/expert.py)
    assert levels_for(GAME_ID) == ["easy", "normal", "strong"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_heuristic_levels_return_legal_actions_in_thousands_of_positions(players):
    agents = [make_agent(GAME_ID, level, seed=players) for level in ("easy", "normal")]
    checked = 0
    for match, seat in random_positions(players, 12, seed=players):
        legal = match.legal_actions(seat)
        for agent in agents:
            assert agent.choose(match.view_for(seat), legal) in legal
        checked += 1
    assert checked > 500


@pytest.mark.parametrize("players", [2, 3, 5])
def test_search_levels_return_legal_actions(players):
    agents = [make_strong(1, budget=TINY), make_expert(2, budget=TINY)]
    for i, (match, seat) in enumerate(random_positions(players, 1, seed=40 + players)):
        if i % 4:
            continue  # every fourth position keeps the test short
        legal = match.legal_actions(seat)
        for agent in agents:
            assert agent.choose(match.view_for(seat), legal) in legal


def test_an_agent_is_handed_only_its_own_view():
    seen = []

    class Spy:
        name = "spy"
        needs_view = True

        def choose(self, view, legal):
            seen.append(view)
            return next(iter(legal))

    from modernart_desktop.ai.selfplay import play_match

    match = Match.new(GAME_ID, 3, seed=5)
    play_match(match, [Spy(), RandomAgent(1), RandomAgent(2)], seed=3)
    assert seen and all(v["seat"] == 0 for v in seen)
    for view in seen:
        assert "hands" not in view and "deck" not in view and "rng" not in view
        assert all(f is None or s == 0 or view["phase"] == "bonus" for s, f in enumerate(view["face_down"]))
        sim = view["simultaneous"]
        assert sim is None or sim["my_card"] is None or sim["taking_part"][0]


@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 120))
def test_sampled_worlds_agree_with_the_view_and_vary_what_is_hidden(players, seed, stop):
    for i, (match, seat) in enumerate(random_positions(players, 1, seed)):
        if i < stop:
            continue
        view = match.view_for(seat)
        rng = Rng(seed)
        worlds = [sample_world(view, rng) for _ in range(4)]
        for world in worlds:
            assert match.game.view_for(world, seat) == view  # nothing the seat sees differs
            assert sorted(all_cards(world)) == list(range(95))
        hidden = [
            tuple(tuple(sorted(h)) for s, h in enumerate(w.hands) if s != seat) + (tuple(w.deck),)
            for w in worlds
        ]
        if any(match.state.hands[s] for s in range(players) if s != seat) or match.state.deck:
            assert len(set(hidden)) > 1
        break


def test_the_same_seed_makes_the_same_decisions():
    positions = [
        (m.view_for(s), m.legal_actions(s))
        for i, (m, s) in enumerate(random_positions(4, 1, seed=9))
        if i % 10 == 0
    ]
    for level in ("easy", "normal"):
        a, b = make_agent(GAME_ID, level, seed=4), make_agent(GAME_ID, level, seed=4)
        assert [a.choose(v, l) for v, l in positions] == [b.choose(v, l) for v, l in positions]
    a, b = make_strong(4, budget=TINY), make_strong(4, budget=TINY)
    assert [a.choose(v, l) for v, l in positions[:6]] == [b.choose(v, l) for v, l in positions[:6]]


def test_a_small_tournament_runs_and_prints_its_table(capsys):
    spec = TournamentSpec(GAME_ID, 3, ("normal", "easy", "random"), games=3, seed=2, budget_scale=0.05)
    result = run_tournament(spec)
    table = format_table(result)
    print(table)
    assert [a.games for a in result.agents] == [3, 3, 3]
    assert all(len(o.scores) == 3 for o in result.outcomes)
    assert "normal" in table and "random" in table
