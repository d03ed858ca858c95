"""Modern Art agents by level: Easy and Normal (heuristic), Strong (search); Expert's
own module says why this game does not offer it (`expert.py`).

Each agent gets only its seat's view and legal actions (`Agent` protocol).
"""

from __future__ import annotations

import logging
from typing import Any

from modernart_desktop.ai.levels import register_level
from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.ai.heuristic import EASY, NORMAL, HeuristicPolicy, Style
from modernart_desktop.games.modern_art.ai.knowledge import Perspective
from modernart_desktop.games.modern_art.ai.search_kit import STRONG_GRID, ModernArtKit

log = logging.getLogger(__name__)

GAME_ID = "modern_art"
# Per-decision budget. Rollouts bound the work, so a seeded game replays the same
# decisions; the seconds (the deciding thread's CPU time) are a cap for slow machines.
# On this project's 2-core machine the rollouts bind: a game's first offers take the
# longest, about 1.5-2.2 s (median 0.27 s, p95 1.74 s over one game's 67 decisions).
STRONG_BUDGET = Budget(rollouts=240, seconds=2.5)


class HeuristicAgent:
    """Normal (and, with the EASY style, Easy)."""

    needs_view = True

    def __init__(self, name: str, style: Style, seed: int = 0, strict: bool = False) -> None:
        self.name = name
        self.policy = HeuristicPolicy(style, Rng(seed))
        self.strict = strict  # tests: raise instead of repairing an illegal choice

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        if view is None:
            raise ValueError("the heuristic agent needs its view")
        action = self.policy.decide(Perspective.from_view(view))
        if action in legal:
            return action
        if self.strict:
            raise IllegalAction("ai/illegal_choice", action=repr(action))
        log.error("heuristic chose an illegal action %r; playing a safe one", action)
        return safe_action(legal)


def safe_action(legal: LegalActions) -> Action:
    """A harmless legal action: pass if possible, else the lowest amount or the first choice."""
    for a in legal.actions:
        if a.kind in ("pass", "decline_second", "skip_mystery"):
            return a
    if legal.actions:
        return legal.actions[0]
    return legal.ranges[0].make(legal.ranges[0].lo)


def make_easy(seed: int, **_: Any) -> HeuristicAgent:
    return HeuristicAgent("easy", EASY, seed)


def make_normal(seed: int, **_: Any) -> HeuristicAgent:
    return HeuristicAgent("normal", NORMAL, seed)


def game() -> Any:
    from modernart_desktop.core import registry

    return registry.get(GAME_ID)


def make_strong(
    seed: int, budget: Budget | None = None, budget_scale: float = 1.0, horizon: int | None = None
) -> SearchAgent:
    budget = (budget or STRONG_BUDGET).scaled(budget_scale)
    return SearchAgent("strong", ModernArtKit(game(), STRONG_GRID, horizon=horizon), budget, seed)


def register() -> None:
    from modernart_desktop.games.modern_art.ai import expert

    register_level(GAME_ID, "easy", make_easy)
    register_level(GAME_ID, "normal", make_normal)
    register_level(GAME_ID, "strong", make_strong)
    expert.register()  # Expert decides there whether this game offers it
