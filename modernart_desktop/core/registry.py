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


class PatchedGame(TypeError):
    """A game whose instance has one of its class's methods replaced on it. Where the
    engines run compiled (build_info: the wheel, the bundle) their code calls the class's
    own methods and never sees such a replacement, so a tool or plug-in that patched an
    engine's method would silently change nothing there; it is refused on every build.
    Derive a class from the game's and override the method instead."""


def check_not_patched(game: Game[Any]) -> None:
    """Raise PatchedGame if a method of `game`'s class is replaced on the instance."""
    try:
        own = vars(game)
    except TypeError:  # no instance dictionary: nothing can be replaced on it
        return
    if not own:
        return
    patched = sorted(name for name in own if callable(getattr(type(game), name, None)))
    if patched:
        raise PatchedGame(
            f"game {game.game_id!r}: {', '.join(patched)} replaced on the instance; the compiled "
            f"engines would not call the replacement: derive a class from {type(game).__name__} instead"
        )


def register(game: Game[Any]) -> Game[Any]:
    """Add `game`; a second, different game under the same id is an error."""
    check_not_patched(game)
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
        game = _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
    check_not_patched(game)
    return game


def available() -> list[str]:
    load_all()
    return sorted(_GAMES)
