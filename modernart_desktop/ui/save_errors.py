"""Why a saved game does not open, in the player's language (the start page, the
history and a LAN table's resume all say it the same way)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.ui import games, texts
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate


def save_error_text(exc: SaveFileError) -> str:
    """Why a save does not open, in words: a move that a rule fixed since refuses is
    named (the game's own reason); anything else says what the file's problem is."""
    if exc.code == "save/rules_changed":
        plugin = games.table_for(str(exc.params.get("game")))
        refusal = str(exc.params.get("refusal"))
        params = dict(exc.params.get("refusal_params") or {})
        reason = (plugin.describe_refusal(refusal, params) if plugin is not None else None) or texts.refusal(
            refusal, params
        )
        return fill(
            translate(
                "MainWindow",
                "This game was saved by an earlier version of Modern Art Desktop, and a rule "
                "fixed since then refuses its move {step}: {reason} It cannot be resumed or "
                "replayed; its place in your history and its result stay as they were.",
            ),
            step=exc.params.get("step", "?"),
            reason=reason,
        )
    return translate("MainWindow", "This saved game cannot be opened: %1").replace("%1", str(exc))
