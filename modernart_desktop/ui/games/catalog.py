"""The games the app lists: every table plug-in, then the games still coming.

A game is playable when both its rules engine (`core/registry.py`) and its table
plug-in (`ui/games/__init__.py`) are installed. Everything about a playable game
comes from its plug-in. The games announced but without a table yet are a small
data list below (title, designer, players, one sentence, a wall colour): a game
whose engine is registered without a table stays "coming soon" everywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from modernart_desktop.core import registry
from modernart_desktop.core.errors import UnknownGame
from modernart_desktop.ui import games
from modernart_desktop.ui.common.cover import paint_plain_picture, paint_wall

translate = QCoreApplication.translate


@dataclass(frozen=True)
class CatalogEntry:
    game_id: str
    title: Callable[[], str]
    designer: str
    players: tuple[int, int]
    blurb: Callable[[], str]
    paint_cover: Callable[[QPainter, QRectF, int], None]

    def playable(self) -> bool:
        """Playable when both its rules engine and its table plug-in are installed."""
        return self.game_id in registry.available() and games.table_for(self.game_id) is not None


@dataclass(frozen=True)
class Coming:
    """A game announced on the start page before its table exists."""

    game_id: str
    title: Callable[[], str]
    designer: str
    players: tuple[int, int]
    blurb: Callable[[], str]
    wall: str
    pictures: tuple[str, ...]  # colours of the pictures on its wall


COMING: tuple[Coming, ...] = (
    Coming(
        "art_society",
        lambda: translate("Catalog", "Art Society"),
        "Mitch Wallace",
        (2, 4),
        lambda: translate(
            "Catalog",
            "Bid for paintings and hang them on your gallery wall; what nobody buys goes to the museum.",
        ),
        "#3b4a6b",
        ("#c8553d", "#f2c14e"),
    ),
    Coming(
        "friesematenten",
        lambda: translate("Catalog", "Friesematenten"),
        "Friedemann Friese",
        (2, 4),
        lambda: translate(
            "Catalog",
            "Bid for factories, status symbols and influence: the first empire worth 40 points wins.",
        ),
        "#5a4a2a",
        ("#6a994e", "#e9c46a", "#bc4749"),
    ),
)


def _players(game_id: str, fallback: tuple[int, int]) -> tuple[int, int]:
    try:
        game = registry.get(game_id)
    except UnknownGame:
        return fallback
    return (game.min_players, game.max_players)


def _from_plugin(plugin: games.TablePlugin) -> CatalogEntry:
    return CatalogEntry(
        plugin.game_id,
        plugin.title,
        plugin.designer,
        _players(plugin.game_id, (0, 0)),
        plugin.blurb,
        plugin.paint_cover,
    )


def _from_coming(c: Coming) -> CatalogEntry:
    def cover(p: QPainter, rect: QRectF, seed: int) -> None:
        pictures = [paint_plain_picture(colour, seed + i) for i, colour in enumerate(c.pictures)]
        paint_wall(p, rect, c.wall, pictures)

    return CatalogEntry(c.game_id, c.title, c.designer, _players(c.game_id, c.players), c.blurb, cover)


def games_listed() -> list[CatalogEntry]:
    """The table plug-ins in their order, then the games announced without a table,
    then any other registered engine without a table (by its id)."""
    plugins = sorted(
        (p for gid in games.registered() if (p := games.table_for(gid)) is not None),
        key=lambda p: (p.order, p.game_id),
    )
    listed = [_from_plugin(p) for p in plugins]
    known = {e.game_id for e in listed}
    listed += [_from_coming(c) for c in COMING if c.game_id not in known]
    known |= {c.game_id for c in COMING}
    for game_id in registry.available():
        if game_id not in known:
            listed.append(
                _from_coming(Coming(game_id, partial(str, game_id), "", (0, 0), str, "#555555", ()))
            )
    return listed


def entry(game_id: str) -> CatalogEntry | None:
    return next((g for g in games_listed() if g.game_id == game_id), None)


def title(game_id: str) -> str:
    e = entry(game_id)
    return e.title() if e else game_id


def featured(preferred: str | None) -> str | None:
    """The game the start page shows: `preferred` if it can be played, else the first
    playable one (None: nothing can be played)."""
    playable = [e.game_id for e in games_listed() if e.playable()]
    if preferred in playable:
        return preferred
    return playable[0] if playable else None
