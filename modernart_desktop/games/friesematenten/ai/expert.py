"""Friesematenten's Expert: not offered, because it is not shown to beat Strong.

Against three Strong seats (fair share 25%): Expert as it was (four candidates, 200
rollouts) won 17.5% of 40 games; comparing the heuristic's best moves (not the first
legal ones), seven bid limits and 400 rollouts won 1 of 5 with a mean margin of -14
points (standard error 6): more search on the same judgement of a round's end plays
worse, as if it found the judgement's errors rather than better moves. Rollouts to the
game's end (`long_sight`, judged by the result itself) bind the 2.8 s cap at 150
rollouts and lost the one game they finished. The factory stays so a benchmark can try
it again (`benchmarks/level_variant.py --factory ...expert:make_expert`); OFFERED turns
the level on once a 100-game row shows it.

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
OFFERED = False
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
