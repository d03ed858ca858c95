"""Art Society agents by level: Easy and Normal (the heuristic), Strong (search over
sampled worlds with heuristic rollouts; Expert's own module says why this game does
not offer it, `expert.py`). Each gets only its view."""

from __future__ import annotations

from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society.ai.heuristic import NORMAL, Policy, Weights
from modernart_desktop.games.art_society.ai.sampler import sample_world
from modernart_desktop.games.art_society.ai.search_kit import ArtSocietyKit

GAME_ID = "art_society"
# Easy: a wide random spread on every judgement, and now and then a whim.
EASY = Weights(noise=6.0, bid_scale=8.0)
EASY_WHIM = 0.1
STRONG_BUDGET = Budget(rollouts=60, seconds=1.0)


def game() -> Any:
    from modernart_desktop.core import registry

    return registry.get(GAME_ID)


class HeuristicAgent:
    """Rebuilds a state from its own view (nothing hidden matters to the heuristic) and
    plays the move the heuristic judges best."""

    needs_view = True

    def __init__(
        self, seed: int = 0, weights: Weights = NORMAL, whim: float = 0.0, name: str = "normal"
    ) -> None:
        self.rng = Rng(seed)
        self.policy = Policy(game(), weights)
        self.whim = whim
        self.name = name

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        actions = legal.actions
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        if view is None:
            raise ValueError("the heuristic agent needs its view")
        if self.whim and view["phase"] in ("bid", "choose") and self.rng.random() < self.whim:
            return actions[self.rng.randbelow(len(actions))]
        state = sample_world(view, self.rng)
        action = self.policy.choose(state, view["seat"], legal, self.rng)
        return action if action in legal else actions[0]


def make_easy(seed: int, **_: Any) -> HeuristicAgent:
    return HeuristicAgent(seed, EASY, EASY_WHIM, name="easy")


def make_normal(seed: int, **_: Any) -> HeuristicAgent:
    return HeuristicAgent(seed, NORMAL, name="normal")


def make_strong(seed: int, budget: Budget | None = None, budget_scale: float = 1.0) -> SearchAgent:
    budget = (budget or STRONG_BUDGET).scaled(budget_scale)
    return SearchAgent("strong", ArtSocietyKit(game(), width=3), budget, seed)


def register() -> None:
    from modernart_desktop.games.art_society.ai import expert

    register_level(GAME_ID, "easy", make_easy)
    register_level(GAME_ID, "normal", make_normal)
    register_level(GAME_ID, "strong", make_strong)
    expert.register()  # Expert decides there whether this game offers it
