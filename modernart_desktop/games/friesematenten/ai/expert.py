"""Friesematenten's Expert level: Strong's search, thinking wider and longer.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.games.friesematenten.ai.agents import GAME_ID, game
from modernart_desktop.games.friesematenten.ai.search_kit import FrieseKit
from modernart_desktop.games.friesematenten.state import FState

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = True
EXPERT_BUDGET = Budget(rollouts=200, seconds=2.2)


class LongSightKit(FrieseKit):
    """Strong's kit whose rollouts run `rounds` rounds past the current one (None: to the
    game's end, judged by the result itself) instead of stopping at the round's end and
    judging the heuristic's standing there."""

    def __init__(self, game: Any, rounds: int | None = None, **kit: Any) -> None:
        super().__init__(game, **kit)
        self.rounds = rounds

    def rollout_done(self, state: FState, start: FState) -> bool:
        if self.rounds is None:
            return bool(self.game.is_over(state))
        return bool(self.game.is_over(state)) or state.round > start.round + self.rounds


def make_expert(
    seed: int,
    budget: Budget | None = None,
    budget_scale: float = 1.0,
    rollouts: int | None = None,
    seconds: float | None = None,
    long_sight: bool = False,
    rounds: int | None = None,
    **kit: Any,
) -> SearchAgent:
    budget = budget or EXPERT_BUDGET
    budget = Budget(rollouts or budget.rollouts, seconds or budget.seconds).scaled(budget_scale)
    kit.setdefault("width", 4)
    engine = LongSightKit(game(), rounds, **kit) if long_sight else FrieseKit(game(), **kit)
    return SearchAgent("expert", engine, budget, seed)


def register() -> None:
    if OFFERED:
        register_level(GAME_ID, "expert", make_expert)
