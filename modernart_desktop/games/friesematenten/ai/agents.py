"""Friesematenten agents by level: Easy and Normal (the heuristic on a world
sampled from the view), Strong (search over sampled worlds with Normal rollouts;
Expert's own module says why this game does not offer it, `expert.py`). Each agent
gets only its seat's view and the legal actions."""

from __future__ import annotations

from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.ai.heuristic import Weights, choose
from modernart_desktop.games.friesematenten.ai.sampler import state_from_view
from modernart_desktop.games.friesematenten.ai.search_kit import FrieseKit

GAME_ID = "friesematenten"
NORMAL = Weights()
EASY = Weights(aggression=0.8, noise=1.5, margin=0.5)
EASY_WHIM = 0.15
STRONG_BUDGET = Budget(rollouts=60, seconds=0.9)


def game() -> Any:
    from modernart_desktop.core import registry

    return registry.get(GAME_ID)


class HeuristicAgent:
    needs_view = True

    def __init__(
        self, seed: int = 0, weights: Weights = NORMAL, whim: float = 0.0, name: str = "normal"
    ) -> None:
        self.rng = Rng(seed)
        self.weights = weights
        self.whim = whim
        self.name = name

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal.actions) == 1 and not legal.ranges:
            return legal.actions[0]
        if self.whim and self.rng.random() < self.whim and legal.actions:
            return legal.actions[self.rng.randbelow(len(legal.actions))]
        if view is None:
            raise ValueError("the heuristic agent needs its view")
        world = state_from_view(view, self.rng, money_noise=0)
        action = choose(game(), world, view["seat"], legal, self.weights, self.rng)
        return action if action in legal else next(iter(legal))


def make_easy(seed: int, **_: Any) -> HeuristicAgent:
    return HeuristicAgent(seed, EASY, EASY_WHIM, name="easy")


def make_normal(seed: int, **_: Any) -> HeuristicAgent:
    return HeuristicAgent(seed, NORMAL, name="normal")


def make_strong(seed: int, budget: Budget | None = None, budget_scale: float = 1.0) -> SearchAgent:
    budget = (budget or STRONG_BUDGET).scaled(budget_scale)
    return SearchAgent("strong", FrieseKit(game(), width=3), budget, seed)


def register() -> None:
    from modernart_desktop.games.friesematenten.ai import expert

    register_level(GAME_ID, "easy", make_easy)
    register_level(GAME_ID, "normal", make_normal)
    register_level(GAME_ID, "strong", make_strong)
    expert.register()  # Expert decides there whether this game offers it
