"""The look of the shell (start page, dialogs): warm paper, gold and ink; and what
every game's table shares (its buttons, the seat marks)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def repolish(widget: QWidget) -> None:
    """Apply the style sheet again after a dynamic property changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def set_flag(widget: QWidget, name: str, value: bool) -> None:
    """Set a property the style sheet selects on (e.g. [active="true"])."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        repolish(widget)


APP_QSS = """
QMainWindow, QDialog, QWidget#StartBody { background: #f4ecd8; }
QWidget { color: #2b2418; }
QMenuBar { background: #e9dcb8; color: #2b2418; }
QMenuBar::item:selected { background: #e0b84f; }
QMenu { background: #fbf6e8; color: #2b2418; border: 1px solid #cdbb8c; }
QMenu::item:selected { background: #e0b84f; }
QMenu::item:disabled { color: #a89a78; }
QLabel#PageTitle { font-size: 26pt; font-weight: 800; color: #3a2a10; }
QLabel#PageSubtitle { font-size: 12pt; color: #6b5a36; }
QLabel#SectionTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#CardTitle { font-size: 14pt; font-weight: 800; color: #2b2418; }
QLabel#Muted { color: #7a6a4a; }
QLabel#Blurb { color: #3e3424; }
QFrame#GameCard { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 12px; }
QFrame#GameCard[playable="false"] { background: #efe6cf; border: 1px dashed #cdbb8c; }
QFrame#GameCard[playable="false"] QLabel { color: #9a8c6c; }
QFrame#ContinueCard { background: #203f30; border-radius: 12px; }
QFrame#ContinueCard QLabel { color: #f4ecd8; }
QFrame#ContinueCard QLabel#CardTitle { color: #f5d77a; }
QPushButton { background: #e9dcb8; color: #2b2418; border: 1px solid #8b7a4e; border-radius: 7px;
              padding: 6px 16px; font-weight: 600; }
QPushButton:hover { background: #f6ebcb; }
QPushButton:pressed { background: #d6c69b; }
QPushButton:disabled { background: #efe6cf; color: #a89a78; border-color: #d8c9a0; }
QPushButton:focus { border: 2px solid #b8860b; }
QPushButton#Primary, QPushButton:default { background: #e0b84f; border-color: #8b6a1e; }
QPushButton#Primary:hover, QPushButton:default:hover { background: #f0c95f; }
QPushButton#Primary:disabled { background: #efe6cf; color: #a89a78; border-color: #d8c9a0; }
QListWidget { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 8px; }
QListWidget::item { padding: 6px; }
QListWidget::item:selected { background: #e0b84f; color: #2b2418; }
QLineEdit, QComboBox { background: #fffdf6; border: 1px solid #b8a77a; border-radius: 5px;
                       padding: 4px 6px; min-height: 20px; }
QLineEdit:disabled, QComboBox:disabled { background: #efe6cf; color: #a89a78; }
QComboBox QAbstractItemView { background: #fffdf6; selection-background-color: #e0b84f; }
QGroupBox { font-weight: 700; border: 1px solid #d8c9a0; border-radius: 8px; margin-top: 14px; padding-top: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #6b5a36; }
QCheckBox { spacing: 8px; }
QCheckBox:disabled { color: #a89a78; }
QScrollArea { background: transparent; border: none; }
"""

# Buttons and marks on a dark game table (each table adds its own colours).
TABLE_QSS = """
QLabel#Thinking { color: #f5d77a; font-style: italic; }
QLabel#Role { background: #e0b84f; color: #231c0c; border-radius: 8px; padding: 1px 8px; font-weight: 700; }
QPushButton {
    background: #e9dcb8; color: #2b2418; border: 1px solid #8b7a4e; border-radius: 7px;
    padding: 6px 14px; font-weight: 600;
}
QPushButton:hover { background: #f6ebcb; }
QPushButton:pressed { background: #d6c69b; }
QPushButton:disabled { background: rgba(233, 220, 184, 70); color: rgba(43, 36, 24, 110); border-color: rgba(139,122,78,80); }
QPushButton:focus { border: 2px solid #f5d77a; }
QPushButton#Primary { background: #e0b84f; border-color: #8b6a1e; }
QPushButton#Primary:hover { background: #f0c95f; }
QPushButton#Primary:disabled { background: rgba(224,184,79,70); }
"""
