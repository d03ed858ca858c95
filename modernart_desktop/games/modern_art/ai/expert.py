"""Modern Art's Expert: not offered, because it is not shown to beat Strong.

Tried (issue 26; docs/ai-strength.md has the figures): a finer grid of bids with 2.5 times
Strong's rollouts (25.0% of 12 games against three Strong, fair share 25%; 11 wins to
Strong's 17 over 32 games of one each); a learnt value function at a round's end
(benchmarks/modern_art_value_fit.py: it names the winner no better than the rule of
thumb the search already uses, so rollouts cut at a round's end gain nothing from it);
and rollouts cut at the round's end with four times Strong's rollouts (`horizon=0`,
1,000 rollouts): a game of one against three Strong took the shared machine about
45 minutes, and none finished, so it is unmeasured. The factory stays so a benchmark can
try it again (`benchmarks/level_variant.py --factory ...expert:make_expert`); OFFERED
turns the level on once a 100-game row shows it.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.games.modern_art.ai.agents import GAME_ID, game
from modernart_desktop.games.modern_art.ai.search_kit import Grid, ModernArtKit

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = False
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
