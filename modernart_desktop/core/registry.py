"""Games register themselves by stable id; adding a game is adding a folder.

`load_all()` imports every package under `modernart_desktop.games`, whose
`__init__` calls `register(...)`. Nothing here names a particular game.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from modernart_desktop.core.errors import UnknownGame
from modernart_desktop.core.game import Game

_GAMES: dict[str, Game[Any]] = {}
_loaded = False


def register(game: Game[Any]) -> Game[Any]:
    existing = _GAMES.get(game.game_id)
    if existing is not None and type(existing) is not type(game):
        raise ValueError(f"game id {game.game_id!r} registered twice")
    _GAMES[game.game_id] = game
    return game


def load_all() -> None:
    global _loaded
    if _loaded:
        return
    import modernart_desktop.games as games_pkg

    for info in pkgutil.iter_modules(games_pkg.__path__):
        if info.ispkg:
            importlib.import_module(f"{games_pkg.__name__}.{info.name}")
    _loaded = True


def get(game_id: str) -> Game[Any]:
    load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def available() -> list[str]:
    load_all()
    return sorted(_GAMES)
