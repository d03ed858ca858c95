"""AI levels by game: each game registers a factory per level it supports.

The app's new-game dialog, the LAN host and the tournament command ask here
for an agent; they never import a game's AI directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from modernart_desktop.ai.agent import Agent, RandomAgent

# The order the app shows them in.
LEVELS = ("easy", "normal", "strong", "expert")

# seed -> agent; factories may take keyword options (e.g. budget_scale for search levels)
AgentFactory = Callable[..., Agent]
_FACTORIES: dict[tuple[str, str], AgentFactory] = {}


def register_level(game_id: str, level: str, factory: AgentFactory) -> None:
    _FACTORIES[(game_id, level)] = factory


def levels_for(game_id: str) -> list[str]:
    from modernart_desktop.core import registry

    registry.load_all()  # games register their AI levels when imported
    return [lvl for lvl in LEVELS if (game_id, lvl) in _FACTORIES]


def offered_level(game_id: str, level: str) -> str:
    """The level a seat that asks for `level` plays at: that level where the game offers
    it, else the strongest level the game offers below it (a save, a LAN roster or a
    remembered choice may name a level this game no longer offers), else its weakest;
    "random" where the game has no AI levels or random play is asked for."""
    offered = levels_for(game_id)
    if level == "random" or not offered:
        return "random"
    if level in offered:
        return level
    if level not in LEVELS:  # not a level at all (a damaged record): the usual choice
        return offered[min(1, len(offered) - 1)]
    below = [lvl for lvl in offered if LEVELS.index(lvl) < LEVELS.index(level)]
    return below[-1] if below else offered[0]


def make_agent(game_id: str, level: str, seed: int, **options: Any) -> Agent:
    """An agent of `level` for `game_id`; "random" is always available.

    `options` go to the level's factory: `budget_scale=0.5` halves a search
    level's thinking budget (levels without a budget ignore it)."""
    from modernart_desktop.core import registry

    registry.load_all()
    if level == "random":
        return RandomAgent(seed)
    try:
        factory = _FACTORIES[(game_id, level)]
    except KeyError:
        raise KeyError(f"no AI level {level!r} for game {game_id!r}") from None
    return factory(seed, **options)
