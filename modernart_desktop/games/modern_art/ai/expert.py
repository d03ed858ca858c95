"""Modern Art's Expert level: Strong's search with a finer grid of bids and more rollouts.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.games.modern_art.ai.agents import GAME_ID, game
from modernart_desktop.games.modern_art.ai.search_kit import Grid, ModernArtKit

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = True
EXPERT_GRID = Grid(
    offers=7,
    open_limits=(0.4, 0.55, 0.7, 0.8, 0.9, 1.0, 1.1, 1.25),
    auctioneer_limits=(0.25, 0.4, 0.55, 0.7),
    once_bids=(0.4, 0.55, 0.7, 0.8, 0.9, 1.0, 1.15),
    sealed_bids=(0.25, 0.4, 0.55, 0.7, 0.8, 0.9, 1.0),
    fixed_prices=(0.45, 0.6, 0.7, 0.8, 0.9, 1.0, 1.15),
)
EXPERT_BUDGET = Budget(rollouts=600, seconds=2.4)


def make_expert(
    seed: int,
    budget: Budget | None = None,
    budget_scale: float = 1.0,
    horizon: int | None = None,
    rollouts: int | None = None,
    seconds: float | None = None,
    keep_first_z: float = 0.0,
) -> SearchAgent:
    budget = budget or EXPERT_BUDGET
    budget = Budget(rollouts or budget.rollouts, seconds or budget.seconds).scaled(budget_scale)
    kit = ModernArtKit(game(), EXPERT_GRID, horizon=horizon)
    return SearchAgent("expert", kit, budget, seed, keep_first_z=keep_first_z)


def register() -> None:
    if OFFERED:
        register_level(GAME_ID, "expert", make_expert)
