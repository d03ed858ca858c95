"""Shared by the after-the-game tests: play a match with seeded random seats."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.actions import Action
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng

Stop = Callable[[Match, int, Action], bool]


def step(match: Match, agents: list[RandomAgent], order: Rng) -> tuple[int, Action]:
    """The next decision (a seeded draw picks who speaks first when several may act)."""
    seats = sorted(match.active_seats())
    seat = seats[order.randbelow(len(seats))]
    return seat, agents[seat].choose(None, match.legal_actions(seat))


def play(
    match: Match, seed: int, stop: Stop | None = None, after: Callable[[Match], None] | None = None
) -> tuple[int, Action] | None:
    """Play on with random seats; with `stop`, halt before the first decision it accepts
    and return it (not applied). None: the game ended first. `after` runs after each action."""
    agents = [RandomAgent(seed * 31 + s) for s in range(match.num_players)]
    order = Rng(seed ^ 0x5EED)
    while match.active_seats():
        seat, action = step(match, agents, order)
        if stop is not None and stop(match, seat, action):
            return seat, action
        match.apply(seat, action)
        if after is not None:
            after(match)
    return None


def table_picture(match: Match) -> dict[str, Any]:
    """Everything a seat or a spectator could see, plus the log: two equal pictures mean
    no player can tell the two matches apart."""
    seats: list[int | None] = [None, *range(match.num_players)]
    return {
        "views": [match.view_for(s) for s in seats],
        "events": [[(q, e.code, e.params) for q, e in match.events_for(s)] for s in seats],
        "log": [e.to_wire() for e in match.log],
        "seq": match.seq,
    }
