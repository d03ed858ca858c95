"""Help > Keyboard keys: every key the tables answer, in a read-only text a screen
reader walks line by line (the keys themselves: ui/common/keys.py, the table page)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from modernart_desktop.ui import texts
from modernart_desktop.ui.common.layout import button_row

translate = QCoreApplication.translate


def key_lines() -> list[tuple[str, str]]:
    """(keys, what they do), in the current language."""
    t = translate
    return [
        (t("KeysHelp", "Tab, Shift+Tab"), t("KeysHelp", "Move between the controls of the table.")),
        (
            t("KeysHelp", "Enter"),
            t("KeysHelp", "Press the focused button, play the focused card, or bid the amount typed."),
        ),
        (
            t("KeysHelp", "Arrow keys"),
            t(
                "KeysHelp",
                "Walk your playable cards; in Art Society also the lollipops, the stacks and the "
                "cells of your wall.",
            ),
        ),
        (t("KeysHelp", "Alt + underlined letter"), t("KeysHelp", "Press that button.")),
        (t("KeysHelp", "H"), t("KeysHelp", "Ask the coach for a hint.")),
        (
            t("KeysHelp", "R"),
            t("KeysHelp", "Hear everything that happened since your last decision, in the log's words."),
        ),
        (t("KeysHelp", "T"), t("KeysHelp", "Hear the time left on the clock of an open auction.")),
        (t("KeysHelp", "Esc"), t("KeysHelp", "Art Society: put a painting back.")),
        (t("KeysHelp", "Ctrl+Z"), t("KeysHelp", "Take back your last decision, where the table allows it.")),
        (t("KeysHelp", "F1"), t("KeysHelp", "The rules of the game.")),
    ]


def keys_text() -> str:
    """The whole help as plain lines ("keys: what they do")."""
    return "\n".join(_line(keys, what) for keys, what in key_lines())


def _line(keys: str, what: str, bold: bool = False) -> str:
    if bold:
        keys = f"<b>{html.escape(keys)}</b>"
        what = html.escape(what)
    return texts.fill(translate("KeysHelp", "{keys}: {what}"), keys=keys, what=what)


class KeysHelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("KeysHelpDialog")
        self.setMinimumSize(520, 420)
        box = QVBoxLayout(self)
        self.text = QTextBrowser(self)  # read-only: a screen reader reads it line by line
        box.addWidget(self.text, 1)
        self.close_button = QPushButton(self)
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        box.addLayout(button_row(self.close_button))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("KeysHelp", "Keyboard keys"))
        self.text.setAccessibleName(translate("KeysHelp", "Keyboard keys"))
        rows = "".join(f"<p>{_line(keys, what, bold=True)}</p>" for keys, what in key_lines())
        intro = html.escape(
            translate(
                "KeysHelp",
                "A new decision takes the keyboard focus and is announced to a screen reader, "
                "as is every other player's move.",
            )
        )
        self.text.setHtml(f"<p>{intro}</p>{rows}")
        self.close_button.setText(translate("KeysHelp", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
