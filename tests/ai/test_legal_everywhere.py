"""Every level returns a legal action in every kind of position, at 3, 4 and 5
players (and the 3-player mystery hand): which card to offer, a double's second
card, bids in all five auction types, fixed prices, buying, the mystery reveal."""

from __future__ import annotations

from collections import Counter

import pytest

from modernart_desktop.ai.levels import levels_for, make_agent
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.ai.agents import HeuristicAgent, make_strong
from modernart_desktop.games.modern_art.ai.expert import EXPERT_GRID, make_expert
from modernart_desktop.games.modern_art.ai.heuristic import EASY, NORMAL
from modernart_desktop.games.modern_art.ai.search_kit import ModernArtKit

from .conftest import TINY, random_positions

TABLES = [(3, False), (3, True), (4, False), (5, False)]


def test_modern_art_offers_the_four_levels():
    # Expert is not offered: it is not shown to beat Strong (games/modern_art/ai/expert.py)
    assert levels_for("modern_art") == ["easy", "normal", "strong"]


@pytest.mark.parametrize("players,mystery", TABLES)
@pytest.mark.parametrize("style_name", ["easy", "normal"])
def test_heuristic_levels_answer_every_position_legally(modern_art, players, mystery, style_name):
    style = {"easy": EASY, "normal": NORMAL}[style_name]
    agent = HeuristicAgent(style_name, style, seed=players, strict=True)  # strict: no repair
    seen = Counter()
    positions = 0
    for pos in random_positions(players, 12, seed=100 + players, mystery=mystery):
        view = modern_art.view_for(pos.state, pos.seat)
        legal = modern_art.legal_actions(pos.state, pos.seat)
        action = pos.choice = agent.choose(view, legal)
        assert action in legal, (view["phase"], action)
        seen[action.kind] += 1
        positions += 1
    assert positions >= 1000
    expected = {"offer", "bid", "pass", "sealed_bid", "set_price"}
    if mystery:
        expected |= {"reveal_mystery", "skip_mystery"}
    assert expected <= set(seen), seen


@pytest.mark.parametrize("players,mystery", TABLES)
def test_every_search_candidate_and_plan_step_is_legal(modern_art, players, mystery):
    """The search only ever returns one of its candidates or the next step of a plan:
    both are checked in thousands of positions (without the cost of rollouts)."""
    kit = ModernArtKit(modern_art, EXPERT_GRID)
    rng = Rng(players)
    normal = make_agent("modern_art", "normal", seed=1)
    positions = plans = 0
    for pos in random_positions(players, 12, seed=200 + players, mystery=mystery):
        view = modern_art.view_for(pos.state, pos.seat)
        legal = modern_art.legal_actions(pos.state, pos.seat)
        pos.choice = normal.choose(view, legal)
        candidates = kit.candidates(view, legal, rng)
        # Normal's own choice is always weighed (and listed first, so it wins ties).
        assert candidates[0].action == pos.choice
        for c in candidates:
            assert c.action in legal, (view["phase"], c.action)
            if c.plan is not None:
                step = kit.follow_plan(c.plan, view, legal)
                assert step is None or step in legal
                plans += 1
        positions += 1
    assert positions >= 1000 and plans > 0


@pytest.mark.parametrize("players,mystery", TABLES)
@pytest.mark.parametrize("factory", [make_strong, make_expert], ids=["strong", "expert"])
def test_search_levels_answer_positions_legally(modern_art, players, mystery, factory):
    """Full search decisions (tiny budget, rollouts to the end of the round) in the
    positions of a whole game."""
    agent = factory(seed=players, budget=TINY, horizon=0)
    decisions = 0
    for pos in random_positions(players, 1, seed=300 + players, mystery=mystery, follow_share=0.7):
        view = modern_art.view_for(pos.state, pos.seat)
        legal = modern_art.legal_actions(pos.state, pos.seat)
        pos.choice = agent.choose(view, legal)
        assert pos.choice in legal
        decisions += 1
    assert decisions >= 60
