"""Art Society AI: the levels offered, every answer legal and taken from the seat's view alone;
the sampler's worlds agree with the view; the heuristic judges a few plain situations
the way a player would."""

from __future__ import annotations

import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.levels import levels_for, make_agent
from modernart_desktop.ai.search import Budget
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society.actions import Bid, Hang, Take, ToAssistant
from modernart_desktop.games.art_society.ai.agents import make_strong
from modernart_desktop.games.art_society.ai.expert import BidReadingKit, make_expert
from modernart_desktop.games.art_society.ai.heuristic import NORMAL, Policy, outlook
from modernart_desktop.games.art_society.ai.sampler import sample_world

from .conftest import Table

GAME_ID = "art_society"


def random_positions(players: int, games: int, seed: int, every: int = 1):
    """(match, seat) at positions of random games, every `every`-th decision."""
    for g in range(games):
        match = Match.new(GAME_ID, players, seed=seed + g)
        rng = Rng(seed + g)
        agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
        step = 0
        while not match.is_over():
            seats = sorted(match.active_seats())
            seat = seats[rng.randbelow(len(seats))]
            if step % every == 0:
                yield match, seat
            step += 1
            match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))


def test_art_society_offers_three_levels():
    # Expert is not offered: it is not shown to beat Strong (ai/expert.py)
    assert levels_for(GAME_ID) == ["easy", "normal", "strong"]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_heuristic_levels_answer_legally_from_the_view(players, level):
    agent = make_agent(GAME_ID, level, seed=players)
    kinds = set()
    for match, seat in random_positions(players, 3, seed=40 + players):
        legal = match.legal_actions(seat)
        action = agent.choose(match.view_for(seat), legal)
        assert action in legal
        kinds.add(action.kind)
    assert {"bid", "take", "hang", "confirm", "pick_stack"} <= kinds


@pytest.mark.parametrize("maker", [make_strong, make_expert])
def test_search_levels_answer_legally_from_the_view(maker):
    agent = maker(5, budget=Budget(rollouts=8))
    for match, seat in random_positions(3, 1, seed=7, every=9):
        legal = match.legal_actions(seat)
        assert agent.choose(match.view_for(seat), legal) in legal


def test_sampled_worlds_show_the_same_view():
    game = Match.new(GAME_ID, 2, seed=1).game
    rng = Rng(3)
    for match, seat in random_positions(4, 2, seed=11):
        view = match.view_for(seat)
        world = sample_world(view, rng)
        assert game.view_for(world, seat) == view


@pytest.mark.pure_build("subclasses a compiled class")
def test_worlds_that_read_the_committed_lollipops_still_show_the_same_view():
    """Expert's worlds (not offered) give a committed seat the heuristic's lollipop, or any
    of its own: never one it has played, and never a change the seat could see."""
    game = Match.new(GAME_ID, 2, seed=1).game
    kit = BidReadingKit(game, lean=1.0)
    rng = Rng(5)
    read = 0
    for match, seat in random_positions(4, 4, seed=12):
        view = match.view_for(seat)
        if view["phase"] != "bid" or not any(c for s, c in enumerate(view["committed"]) if s != seat):
            continue
        world = kit.sample_world(view, rng)
        assert game.view_for(world, seat) == view
        for s, committed in enumerate(view["committed"]):
            if committed and s != seat:
                assert world.bids[s] not in world.hands[s] and world.bids[s] not in [
                    h[s] for h in view["history"]
                ]
                read += 1
    assert read >= 3


def test_heuristic_avoids_a_faux_pas_and_prefers_matching_frames():
    t = Table(2)
    t.painting(0, "city_life", 2, 2, 4, 2, frame="oak")
    t.painting(0, "portrait", 2, 2, 4, 6, frame="oak")
    new = t.take_tile("landscape", 2, 2, frame="oak")
    t.pick_turn(0, [new, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(new))
    policy = Policy(t.game, NORMAL)
    action = policy.choose(t.state, 0, t.game.legal_actions(t.state, 0), Rng(1))
    assert action == Hang(new, 4, 4)  # between the two oak frames: two decor shields


def test_heuristic_keeps_a_painting_with_the_assistant_rather_than_a_faux_pas():
    t = Table(2)
    t.painting(0, "city_life", 2, 2, 4, 4)
    new = t.take_tile("city_life", 2, 2)
    t.pick_turn(0, [new, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(new))
    policy = Policy(t.game, NORMAL)
    assert policy.choose(t.state, 0, t.game.legal_actions(t.state, 0), Rng(1)) == ToAssistant(new)


def test_heuristic_spends_its_lollipops_at_the_end():
    t = Table(2)
    s = t.state
    s.phase = "bid"
    s.hands[0] = [2, 19]
    s.auction = [
        t.take_tile("landscape", 2, 2),
        t.take_tile("portrait", 2, 2),
        t.take_tile("city_life", 5, 5),
    ]
    t.painting(0, "still_life", 2, 2, 4, 4)
    policy = Policy(t.game, NORMAL)
    assert outlook(s).value  # the museum is empty: every type looks average
    action = policy.choose(s, 0, t.game.legal_actions(s, 0), Rng(2))
    assert action == Bid(19)
