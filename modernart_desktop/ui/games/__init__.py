"""Table plug-ins: everything the app shows of a game, keyed by the game's stable id.

Each `ui/games/<id>/__init__.py` defines `PLUGIN = TablePlugin(...)` and declares it as
an entry point of the `modernart_desktop.tables` group in pyproject.toml; the shell
(start page, new-game and host dialogs, table page) never names a particular game.
A game whose engine is registered but which has no table plug-in is "coming soon".
See README.md in this folder.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget

    from modernart_desktop.core.events import Event
    from modernart_desktop.ui.games.base import GameTable

GROUP = "modernart_desktop.tables"


def _no_reason(view: dict[str, Any]) -> str | None:
    return None


def _no_help(key: str, value: Any = None) -> str:
    return ""


@dataclass(frozen=True)
class TablePlugin:
    game_id: str
    # -- how the start page, the dialogs and the lobby present the game --
    title: Callable[[], str]  # translated title ("Rules of …", the table page, save lists)
    blurb: Callable[[], str]  # one translated sentence on the game's card
    designer: str
    # A strip of gallery wall for the game's card: paint the whole rect (painter, rect, seed).
    paint_cover: Callable[[QPainter, QRectF, int], None]
    # The start page's header art when this game is the one featured (painter, rect, dpr);
    # the shell has drawn the felt behind it.
    paint_banner: Callable[[QPainter, QRectF, float], None]
    # -- the table --
    create_table: Callable[[QWidget | None], GameTable]
    # One log line for an event as `viewer` may see it (None: not worth a line).
    describe_event: Callable[[Event, list[str], int | None], str | None]
    # A readable reason for a refusal code this game raises (None: use the shell's).
    describe_refusal: Callable[[str, dict], str | None]
    # The label of a table option in the new-game and host dialogs.
    option_label: Callable[[str], str]
    # A final score as the game writes it (money, points).
    format_score: Callable[[int], str]
    # Public event codes that hold the AI seats until the table has shown them
    # (the table then asks for its own pause while its dialog is open).
    pause_on: frozenset[str] = frozenset()
    # Hot-seat: why the curtain calls the next player, from the public view (e.g. several
    # seats enter secret bids one after another); None: the curtain's plain call.
    curtain_reason: Callable[[dict[str, Any]], str | None] = _no_reason
    # "<game> in a minute": a widget for the start page before the first game (or None).
    create_guide: Callable[[QWidget | None], QWidget] | None = None
    # A line under a table option in the new-game and host dialogs saying what it does
    # with the value chosen ("" for none): (key, value) -> text.
    option_help: Callable[[str, Any], str] = _no_help
    # Where the game comes among the playable ones (lower first).
    order: int = 100
    # A move in a few words, as the coach's hint and review name it: (action, the AI's
    # plan with it or None, the view it is made from, the seats' names) -> "Offer Koriko
    # (open auction)".
    describe_choice: Callable[[Any, Any, dict[str, Any], list[str]], str] | None = None
    # "Learn to play": the guided first game's script (ui/tutorial/script.py), data next
    # to the table (`ui/games/<id>/tutorial.py`); None: the game has none yet.
    tutorial: Callable[[], Any] | None = None

    def default_table_name(self) -> str:
        """A new LAN table's name until the host types one."""
        return self.title()


def lazy(target: str) -> Callable[..., Any]:
    """`"package.module:name"` as a function that imports the module on its first call
    (a plug-in is found at start-up without loading its widgets)."""
    module, _, name = target.partition(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


class DuplicateTable(ValueError):
    """Two table plug-ins claim the same game id."""


_TABLES: dict[str, TablePlugin] = {}
_loaded = False


def register_table(plugin: TablePlugin) -> TablePlugin:
    """Add a table plug-in (entry points do this; tests may add their own)."""
    existing = _TABLES.get(plugin.game_id)
    if existing is not None and existing is not plugin:
        raise DuplicateTable(f"a table for {plugin.game_id!r} is registered twice")
    _TABLES[plugin.game_id] = plugin
    return plugin


def load_all() -> None:
    """Load every table plug-in declared in the `modernart_desktop.tables` group."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    try:
        for ep in entry_points(group=GROUP):
            plugin = ep.load()
            if not isinstance(plugin, TablePlugin):
                raise TypeError(f"entry point {ep.name} = {ep.value} is not a TablePlugin")
            register_table(plugin)
    except BaseException:
        _loaded = False
        raise


def table_for(game_id: str) -> TablePlugin | None:
    load_all()
    return _TABLES.get(game_id)


def registered() -> list[str]:
    load_all()
    return sorted(_TABLES)
