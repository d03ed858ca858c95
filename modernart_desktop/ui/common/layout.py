"""Small layout helpers shared by the dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton


def button_row(*buttons: QPushButton) -> QHBoxLayout:
    """Buttons at the right-hand end of a dialog, in the order given."""
    row = QHBoxLayout()
    row.addStretch(1)
    for button in buttons:
        row.addWidget(button)
    return row
