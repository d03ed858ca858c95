"""Drive a whole match with agents, headless: the loop behind `simulate`,
tournaments and many tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from modernart_desktop.ai.agent import Agent
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng

MAX_ACTIONS = 100_000  # a guard against a rules bug looping forever


def play_match(
    match: Match,
    agents: Sequence[Agent],
    seed: int = 0,
    on_decision: Callable[[int, Any], None] | None = None,
) -> Match:
    """Play `match` to its end. When several seats may act (an open auction,
    secret bids) a seeded draw decides who speaks first, as at a real table."""
    order_rng = Rng(seed ^ 0x5EED)
    for _ in range(MAX_ACTIONS):
        active = match.active_seats()
        if not active:
            return match
        if len(active) > 1:
            seats = sorted(active)
            seat = seats[order_rng.randbelow(len(seats))]
        else:
            (seat,) = active
        agent = agents[seat]
        view = match.view_for(seat) if agent.needs_view else None
        legal = match.legal_actions(seat)
        action = agent.choose(view, legal)
        if on_decision is not None:
            on_decision(seat, action)
        match.apply(seat, action)
    raise RuntimeError("match did not end within the action guard")


def play_random_games(
    game_id: str, players: int, games: int, seed: int, options: dict[str, Any] | None = None
) -> tuple[int, int]:
    """Random legal games; returns (games finished, actions applied)."""
    from modernart_desktop.ai.agent import RandomAgent

    rng = Rng(seed)
    finished = actions = 0
    for _ in range(games):
        match = Match.new(game_id, players, options, seed=rng.next_u64() >> 1)
        agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
        play_match(match, agents, seed=rng.next_u64())
        finished += match.is_over()
        actions += match.seq
    return finished, actions
