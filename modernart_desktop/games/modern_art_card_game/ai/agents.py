"""Agents for Modern Art: The Card Game that need no search: the heuristic player
(Normal) and its error-prone sibling (Easy)."""
from __future__ import annotations

from typing import Any

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.ai.heuristic import Weights, choose
from modernart_desktop.games.modern_art_card_game.ai.situation import from_view

NORMAL = Weights()
# Easy: no look-ahead, a wide random spread on every judgement, and now and then a whim.
EASY = Weights(lookahead=False, noise=4.0)
EASY_WHIM = 0.15


class HeuristicAgent:
    """Reads only its own view; chooses the move the heuristic scores best."""

    needs_view = True

    def __init__(self, seed: int = 0, weights: Weights = NORMAL, whim: float = 0.0,
                 name: str = "normal") -> None:
        self.rng = Rng(seed)
        self.weights = weights
        self.whim = whim
        self.name = name

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        actions = list(legal)
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        if self.whim and self.rng.random() < self.whim:
            return actions[self.rng.randbelow(len(actions))]
        assert view is not None
        return choose(from_view(view), legal, self.weights, self.rng)


def easy_agent(seed: int) -> HeuristicAgent:
    return HeuristicAgent(seed, EASY, EASY_WHIM, name="easy")


def normal_agent(seed: int) -> HeuristicAgent:
    return HeuristicAgent(seed, NORMAL, name="normal")
