"""Games by stable id, found through Python entry points (DESIGN principle 17).

A game package declares itself in `pyproject.toml`:

    [project.entry-points."modernart_desktop.games"]
    my_game = "modernart_desktop.games.my_game:GAME"

`load_all()` loads every entry point of that group and registers the `Game` it names;
importing the game's package also registers its AI levels (`ai/levels.py`). Nothing
here names or imports a particular game. Entry points are read from the installed
metadata: after editing them, run `pip install -e .` again.
"""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any

from modernart_desktop.core.errors import UnknownGame
from modernart_desktop.core.game import Game

GROUP = "modernart_desktop.games"

_GAMES: dict[str, Game[Any]] = {}
_loaded = False


class DuplicateGame(ValueError):
    """Two plug-ins claim the same game id."""


def register(game: Game[Any]) -> Game[Any]:
    """Add `game`; a second, different game under the same id is an error."""
    existing = _GAMES.get(game.game_id)
    # (the same class again is the same game: a module imported twice under tests)
    if existing is not None and type(existing) is not type(game):
        raise DuplicateGame(f"game id {game.game_id!r} registered twice")
    _GAMES[game.game_id] = game
    return game


def load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True  # a game package that asks the registry while it loads sees it as loaded
    try:
        seen: dict[str, str] = {}
        for ep in entry_points(group=GROUP):
            game = ep.load()
            if not isinstance(game, Game):
                raise TypeError(f"entry point {ep.name} = {ep.value} is not a Game")
            if game.game_id in seen and seen[game.game_id] != ep.value:
                raise DuplicateGame(
                    f"game id {game.game_id!r} declared by {seen[game.game_id]} and {ep.value}"
                )
            seen[game.game_id] = ep.value
            register(game)
    except BaseException:
        _loaded = False
        raise


def get(game_id: str) -> Game[Any]:
    load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def available() -> list[str]:
    load_all()
    return sorted(_GAMES)
