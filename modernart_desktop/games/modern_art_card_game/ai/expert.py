"""The card game's Expert level: Strong's search, comparing more moves with more rollouts.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.games.modern_art_card_game.ai.agents import GAME_ID, searcher

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = True
EXPERT_BUDGET = Budget(rollouts=400, seconds=2.4)


def make_expert(seed: int, budget: Budget | None = None, budget_scale: float = 1.0) -> SearchAgent:
    return searcher("expert", 6, (budget or EXPERT_BUDGET).scaled(budget_scale), seed)


def register() -> None:
    if OFFERED:
        register_level(GAME_ID, "expert", make_expert)
