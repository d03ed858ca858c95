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
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QLineEdit,
    QRadioButton,
)

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


# Letters an amount box lets through to the table's shortcuts (H: the hint, R: what happened
# since your last decision, T: the time left on the clock).
LETTER_KEYS_OVER_AMOUNTS = (Qt.Key.Key_H, Qt.Key.Key_R, Qt.Key.Key_T)


class AmountBoxesLetLettersThrough(QObject):
    """An amount box (a spin box: digits only) has the focus all through an auction, and
    a text box claims every letter before the shortcuts see it: H, the hint's key, did
    nothing there. In an amount box a letter can never be typed, so such a letter goes
    to the shortcuts. A text box (a name, a chat line) still types it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not _is_amount_box(watched):
            return False
        assert isinstance(event, QKeyEvent)
        modifiers = event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        )
        if event.key() not in LETTER_KEYS_OVER_AMOUNTS or modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        event.ignore()  # not claimed: the key is tried as a shortcut
        return True


def _is_amount_box(widget: QObject) -> bool:
    if isinstance(widget, QLineEdit):  # a spin box's own text field
        return isinstance(widget.parent(), QAbstractSpinBox)
    return isinstance(widget, QAbstractSpinBox)


def install_letter_keys_over_amounts(app: QApplication) -> None:
    """Once per application (every main window calls it)."""
    if app.findChild(AmountBoxesLetLettersThrough) is None:
        app.installEventFilter(AmountBoxesLetLettersThrough(app))
