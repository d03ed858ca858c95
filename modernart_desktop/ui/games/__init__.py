"""Game tables are plug-ins, keyed by the game's stable id.

Each `ui/games/<id>/__init__.py` calls `register_table(...)`; the shell never
names a particular game's widgets. See README.md in this folder.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from modernart_desktop.core.events import Event
    from modernart_desktop.ui.games.base import GameTable


@dataclass(frozen=True)
class TablePlugin:
    game_id: str
    # The table widget for one session.
    create_table: Callable[[QWidget | None], GameTable]
    # One log line for an event as `viewer` may see it (None: not worth a line).
    describe_event: Callable[[Event, list[str], int | None], str | None]
    # A readable reason for a refusal code this game raises (None: use the shell's).
    describe_refusal: Callable[[str, dict], str | None]
    # The label of a table option in the new-game dialog.
    option_label: Callable[[str], str]
    # A final score as the game writes it (money, points).
    format_score: Callable[[int], str]
    # Public event codes that hold the AI seats until the table has shown them
    # (the table then asks for its own pause while its dialog is open).
    pause_on: frozenset[str] = frozenset()


def lazy(target: str) -> Callable[..., Any]:
    """`"package.module:name"` as a function that imports the module on its first call
    (a plug-in registers at start-up without loading its widgets)."""
    module, _, name = target.partition(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


_TABLES: dict[str, TablePlugin] = {}
_loaded = False


def register_table(plugin: TablePlugin) -> TablePlugin:
    _TABLES[plugin.game_id] = plugin
    return plugin


def load_all() -> None:
    """Import every `ui/games/<id>` package; each registers its table."""
    global _loaded
    if _loaded:
        return
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            importlib.import_module(f"{__name__}.{info.name}")
    _loaded = True


def table_for(game_id: str) -> TablePlugin | None:
    load_all()
    return _TABLES.get(game_id)


def registered() -> list[str]:
    load_all()
    return sorted(_TABLES)
