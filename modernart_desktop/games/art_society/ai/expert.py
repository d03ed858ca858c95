"""Art Society's Expert: not offered, because it is not shown to beat Strong.

Against three Strong seats (fair share 25%), on the strength table's own games: Expert
as it was (five candidates, 200 rollouts, two rounds ahead) won 0 of 4 in an earlier
run; six candidates and 300 rollouts won 1 of 5 (mean margin -1.4 points, standard
error 1.2); the same reading the others' committed lollipops as evidence (a committed
lollipop is the heuristic's choice for that seat with probability 0.6, `read_bids`)
1 of 5 (-3.2, 1.1); and rollouts in which every seat weighs every spot as Normal does
(`full_rollouts`) 1 of 7 (-4.0, 0.9); Strong's own three candidates with 150 rollouts
two rounds ahead 1 of 5 (-4.4, 3.8). A wider or longer search on the same judgement of
a wall plays no better than Strong's, and mostly a little worse. The factory stays so a
benchmark can try it again (`benchmarks/level_variant.py --factory ...expert:make_expert`);
OFFERED turns the level on once a 100-game row shows it.

Its own module so that tuning it leaves Strong's code (and so Strong's measured row
in docs/ai-strength.md) untouched: `ai.strength.level_sources`."""

from __future__ import annotations

from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.core.actions import LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society.actions import Bid
from modernart_desktop.games.art_society.ai.agents import GAME_ID, game
from modernart_desktop.games.art_society.ai.heuristic import NORMAL, Policy
from modernart_desktop.games.art_society.ai.search_kit import ArtSocietyKit
from modernart_desktop.games.art_society.state import BID, ArtSocietyState

# Whether the app offers Expert in this game: only where it is shown to beat Strong
# (docs/ai-strength.md); the benchmarks can build it either way.
OFFERED = False
EXPERT_BUDGET = Budget(rollouts=200, seconds=2.5)


class BidReadingKit(ArtSocietyKit):
    """Strong's kit whose worlds read the others' committed lollipops as evidence: a
    player who has already chosen chose as a player thinks (everything the choice rests
    on is public here: the tiles on offer, the walls, the lollipops left), so a
    committed lollipop is the heuristic's choice for that seat with probability
    `lean`, else any of its lollipops (the plain sampler draws them all alike)."""

    def __init__(self, game: Any, lean: float = 0.6, full_rollouts: bool = False, **kit: Any) -> None:
        super().__init__(game, **kit)
        self.lean = lean
        self.thinker = Policy(game, NORMAL)
        if full_rollouts:  # every seat weighs every spot in rollouts, as Normal does
            self.fast = self.thinker

    def sample_world(self, view: dict[str, Any], rng: Rng) -> ArtSocietyState:
        world = super().sample_world(view, rng)
        if world.phase != BID or not self.lean:
            return world
        seat = view["seat"]
        for s, committed in enumerate(view["committed"]):
            if s == seat or not committed or rng.random() >= self.lean:
                continue
            # the lollipop the sampler drew goes back; the heuristic's choice is taken
            hand = world.hands[s] + [world.bids[s]]
            legal = LegalActions(tuple(Bid(v) for v in sorted(hand)))
            choice = self.thinker.choose(world, s, legal, rng)
            pick = choice.lollipop if isinstance(choice, Bid) else world.bids[s]
            hand.remove(pick)
            world.hands[s], world.bids[s] = hand, pick
        return world


def make_expert(
    seed: int,
    budget: Budget | None = None,
    budget_scale: float = 1.0,
    rollouts: int | None = None,
    read_bids: float = 0.0,
    full_rollouts: bool = False,
    **kit: Any,
) -> SearchAgent:
    budget = (budget or EXPERT_BUDGET).scaled(budget_scale)
    if rollouts is not None:
        budget = Budget(rollouts, budget.seconds)
    kit.setdefault("width", 5)
    kit.setdefault("rounds", 2)
    if read_bids or full_rollouts:
        engine: ArtSocietyKit = BidReadingKit(game(), read_bids, full_rollouts, **kit)
    else:
        engine = ArtSocietyKit(game(), **kit)
    return SearchAgent("expert", engine, budget, seed)


def register() -> None:
    if OFFERED:
        register_level(GAME_ID, "expert", make_expert)
