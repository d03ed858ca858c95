"""Friesematenten's Expert level: Strong's search, thinking wider and longer.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.games.friesematenten.ai.agents import GAME_ID, game
from modernart_desktop.games.friesematenten.ai.search_kit import FrieseKit

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = True
EXPERT_BUDGET = Budget(rollouts=200, seconds=2.2)


def make_expert(
    seed: int,
    budget: Budget | None = None,
    budget_scale: float = 1.0,
    rollouts: int | None = None,
    **kit: Any,
) -> SearchAgent:
    budget = (budget or EXPERT_BUDGET).scaled(budget_scale)
    if rollouts is not None:
        budget = Budget(rollouts, budget.seconds)
    kit.setdefault("width", 4)
    return SearchAgent("expert", FrieseKit(game(), **kit), budget, seed)


def register() -> None:
    if OFFERED:
        register_level(GAME_ID, "expert", make_expert)
