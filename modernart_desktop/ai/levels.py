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
