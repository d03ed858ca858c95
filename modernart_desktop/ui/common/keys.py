"""Enter presses the focused button, everywhere in the app.

Qt presses a focused push button with Space only; Enter does it inside a dialog (for
"auto default" push buttons) but not on the main window, where the tables live, nor
for custom buttons (a lollipop, a card). Players expect Enter to press what has the
keyboard focus (the README promises "Enter bids"), so one application-wide filter
does it for every table and dialog, instead of each widget handling the key.

Left alone: check boxes and radio buttons (Enter keeps a dialog's default action
there), and buttons that give Enter a meaning of their own (property HANDLES_ENTER,
e.g. a card in the hand, which Enter plays at once).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QRadioButton

HANDLES_ENTER = "handlesEnter"  # a button property: its own keyPressEvent answers Enter

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterPressesButtons(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QAbstractButton):
            return False
        assert isinstance(event, QKeyEvent)
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() not in _ENTER_KEYS or modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        button = watched
        if (
            button is not QApplication.focusWidget()
            or isinstance(button, QCheckBox | QRadioButton)
            or button.property(HANDLES_ENTER)
            or not (button.isEnabled() and button.isVisible())
        ):
            return False
        if not event.isAutoRepeat():  # a held key presses once
            button.click()
        return True


def install_enter_key(app: QApplication) -> None:
    """Once per application (every main window calls it)."""
    if app.findChild(EnterPressesButtons) is None:
        app.installEventFilter(EnterPressesButtons(app))
