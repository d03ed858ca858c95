"""Friesematenten's Expert: not offered, because it is not shown to beat Strong.

Against three Strong seats (fair share 25%): Expert as it was (four candidates, 200
rollouts) won 17.5% of 40 games; comparing the heuristic's best moves (not the first
legal ones), seven bid limits and 400 rollouts won 1 of 5 with a mean margin of -14
points (standard error 6): more search on the same judgement of a round's end plays
worse, as if it found the judgement's errors rather than better moves. Rollouts to the
game's end (`long_sight`, judged by the result itself) bind the 2.8 s cap at 150
rollouts and lost the one game they finished. Dealing the others' money around what
their fortunes suggest (`read_money`, half the error of Strong's guess) with Strong's
three candidates and 200 rollouts lost all 4 games it played, by 15.5 points on average
(standard error 2.3): here more rollouts on the same judgement of a round's end play
worse, whatever the worlds. The factory stays so a benchmark can try
it again (`benchmarks/level_variant.py --factory ...expert:make_expert`); OFFERED turns
the level on once a 100-game row shows it.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

import math
from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.ai.agents import GAME_ID, game
from modernart_desktop.games.friesematenten.ai.search_kit import FrieseKit
from modernart_desktop.games.friesematenten.state import FState

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = False
EXPERT_BUDGET = Budget(rollouts=200, seconds=2.2)


# Another seat's money from what anyone can see of it (money_features), fitted on 200
# games of Normal seats by benchmarks/friesematenten_money_fit.py (seed 1), and the fit's
# error on held-out positions there: 31.3, where Strong's guess (its own money) errs by
# 42.7 and the money itself varies by 40.4.
MONEY_FIT = (6.577, 14.367, 0.092, -3.051, -0.088, -1.555, 0.258)
MONEY_ERROR = 31.3
_SPREAD = MONEY_ERROR * math.sqrt(6.0)  # a triangular spread with that standard deviation


def money_features(state: FState, seat: int, my_money: int) -> list[float]:
    """[1, round, income to come, cards owned, their minimum bids, VP, my money]: what
    every player can see of `seat`'s fortunes (its money itself is secret, R2)."""
    owned = [c for c, o in enumerate(state.owner) if o == seat]
    min_bid = state.card_set.min_bid
    return [
        1.0,
        float(state.round),
        float(B.income_breakdown(state, seat)["total"]),
        float(len(owned)),
        float(sum(min_bid[c] for c in owned)),
        float(B.player_vp(state, seat)),
        float(my_money),
    ]


class ExpertKit(FrieseKit):
    """Strong's kit, optionally (`read_money`) dealing the others' secret money around
    what their fortunes suggest (MONEY_FIT, give or take its error) and at least the bid
    a seat stands on in the auction under way (no level bids beyond its money), instead
    of around this seat's own money; and optionally (`long_sight`) rolling out `rounds`
    rounds past the current one (None: to the game's end, judged by the result itself)."""

    def __init__(
        self,
        game: Any,
        read_money: bool = False,
        long_sight: bool = False,
        rounds: int | None = None,
        **kit: Any,
    ) -> None:
        super().__init__(game, **kit)
        self.read_money = read_money
        self.long_sight = long_sight
        self.rounds = rounds

    def sample_world(self, view: dict[str, Any], rng: Rng) -> FState:
        world = super().sample_world(view, rng)
        if not self.read_money or view.get("all_money") is not None:
            return world
        me = view["seat"]
        auction = view["auction"]
        for s in range(world.num_players):
            if s == me or view["broke"][s]:
                continue
            guess = sum(c * x for c, x in zip(MONEY_FIT, money_features(world, s, view["money"])))
            money = guess + _SPREAD * (rng.random() + rng.random() - 1.0)
            if auction is not None and auction["high_seat"] == s:
                money = max(money, auction["high"])
            world.money[s] = max(0, round(money))
        return world

    def rollout_done(self, state: FState, start: FState) -> bool:
        if not self.long_sight:
            return super().rollout_done(state, start)
        if self.rounds is None:
            return bool(self.game.is_over(state))
        return bool(self.game.is_over(state)) or state.round > start.round + self.rounds


def make_expert(
    seed: int,
    budget: Budget | None = None,
    budget_scale: float = 1.0,
    rollouts: int | None = None,
    seconds: float | None = None,
    **kit: Any,
) -> SearchAgent:
    budget = budget or EXPERT_BUDGET
    budget = Budget(rollouts or budget.rollouts, seconds or budget.seconds).scaled(budget_scale)
    kit.setdefault("width", 4)
    return SearchAgent("expert", ExpertKit(game(), **kit), budget, seed)


def register() -> None:
    if OFFERED:
        register_level(GAME_ID, "expert", make_expert)
