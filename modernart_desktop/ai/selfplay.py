"""Drive a whole match with agents, headless: the loop behind `simulate`,
tournaments and many tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Final, Protocol

from modernart_desktop.ai.agent import Agent
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.game import Game
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng

MAX_ACTIONS: Final = 100_000  # a guard against a rules bug looping forever


class _Table(Protocol):
    """What the loop drives: a Match, or a bare state for random games."""

    def active_seats(self) -> frozenset[int]: ...
    def view_for(self, seat: int | None) -> dict[str, Any]: ...
    def legal_actions(self, seat: int) -> LegalActions: ...
    def apply(self, seat: int, action: Action) -> Any: ...


class _Unrecorded:
    """A game state played without a match's log and event list: random games
    only count their actions, so keeping a record of each would be wasted work.
    The same checks (Game.apply) and the same state as a Match; the game's own
    methods are bound to the state once (no extra call per step)."""

    __slots__ = ("active_seats", "view_for", "legal_actions", "apply")

    def __init__(self, game: Game[Any], state: Any) -> None:
        self.active_seats: Callable[[], frozenset[int]] = partial(game.active_seats, state)
        self.view_for: Callable[[int | None], dict[str, Any]] = partial(game.view_for, state)
        self.legal_actions: Callable[[int], LegalActions] = partial(game.legal_actions, state)
        self.apply: Callable[[int, Action], Any] = partial(game.apply, state)


def play_match(
    match: Match,
    agents: Sequence[Agent],
    seed: int = 0,
    on_decision: Callable[[int, Any], None] | None = None,
) -> Match:
    """Play `match` to its end. When several seats may act (an open auction,
    secret bids) a seeded draw decides who speaks first, as at a real table."""
    _drive(match, agents, seed, on_decision)
    return match


def _drive(
    match: _Table,
    agents: Sequence[Agent],
    seed: int,
    on_decision: Callable[[int, Any], None] | None = None,
) -> int:
    """Play to the end; returns the number of actions applied."""
    order_rng = Rng(seed ^ 0x5EED)
    for n in range(MAX_ACTIONS):
        active = match.active_seats()
        if not active:
            return n
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


def play_state(game: Game[Any], state: Any, agents: Sequence[Agent], seed: int = 0) -> int:
    """Play a bare state (no match, no record) to its end, in place, as `play_match`
    would; returns the number of actions applied."""
    return _drive(_Unrecorded(game, state), agents, seed)


def play_random_games(
    game_id: str, players: int, games: int, seed: int, options: dict[str, Any] | None = None
) -> tuple[int, int]:
    """Random legal games; returns (games finished, actions applied)."""
    from modernart_desktop.ai.agent import RandomAgent
    from modernart_desktop.core import registry

    game = registry.get(game_id)
    opts = game.normalize_options(players, options)
    rng = Rng(seed)
    finished = actions = 0
    for _ in range(games):
        # the games Match.new and play_match would play, without recording them
        state, _opening = game.setup(players, opts, rng.next_u64() >> 1)
        agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
        actions += play_state(game, state, agents, seed=rng.next_u64())
        finished += game.is_over(state)
    return finished, actions
