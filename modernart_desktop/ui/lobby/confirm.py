"""Asking the host before the table closes for everyone. The question is a window-modal
box opened without blocking (`open`), so the Qt loop, and with it the network, runs on
while it is up."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate


def ask_to_close(parent: QWidget, text: str, proceed: Callable[[], None]) -> QMessageBox:
    """Show `text`; `proceed()` runs only if the host confirms. Returns the box (tests click it)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("Lan", "Close the table?"),
        text,
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("CloseTableBox")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    close = box.addButton(translate("Lan", "Close the table"), QMessageBox.ButtonRole.DestructiveRole)
    stay = box.addButton(translate("Lan", "Stay"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.setProperty("close_button", close)
    box.setProperty("stay_button", stay)

    def answered(button) -> None:
        if button is close:
            proceed()

    box.buttonClicked.connect(answered)
    box.open()
    return box


def playing_text() -> str:
    return translate(
        "Lan",
        "Leaving closes this table for everyone: the other players will be disconnected. "
        "The game is saved, and you can resume it later from “Host a LAN game”.",
    )


def lobby_text() -> str:
    return translate("Lan", "Closing the table disconnects the players waiting here.")
