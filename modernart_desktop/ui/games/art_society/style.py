"""Colours of the Art Society table: a dark green gallery with cream walls."""

from __future__ import annotations

from PySide6.QtGui import QColor

from modernart_desktop.ui import theme

WALL = QColor("#2d3a32")
WALL_DARK = QColor("#18201b")

TABLE_QSS = (
    theme.TABLE_QSS
    + """
QWidget#ArtSocietyTable { background: transparent; }
QFrame#SeatBox, QFrame#PromptBox {
    background: rgba(12, 16, 13, 170); border: 1px solid rgba(224, 184, 79, 55); border-radius: 10px;
}
QFrame#SeatBox[active="true"] { border: 2px solid #e0b84f; }
QFrame#PromptBox[mine="true"] { border: 2px solid #e0b84f; background: rgba(58, 48, 20, 215); }
QLabel { color: #ece6d6; }
QLabel#SeatName { font-weight: 700; font-size: 11pt; color: #fff6dc; }
QLabel#Muted { color: #c3bda9; }
QLabel#Prompt { font-size: 12pt; color: #fff6dc; }
QLabel#Hover { color: #f5d77a; font-weight: 600; }
QPushButton#Lollipop { min-width: 34px; min-height: 22px; padding: 3px 2px; font-weight: 800; border-radius: 13px; }
QPushButton#Lollipop[chosen="true"] { background: #e0b84f; color: #2b2418; }
QPushButton#Lollipop[played="true"] {
    background: transparent; color: rgba(236, 230, 214, 150); border: 1px dashed rgba(236, 230, 214, 90);
    text-decoration: line-through; font-weight: 600;
}
QPushButton#Choice { padding: 2px 6px; }
QPushButton#Lollipop:focus, QPushButton#Choice:focus {
    border: 3px solid #1f5fbf; background: #fff6dc; color: #1b2a4a;
}
QPushButton:focus { border: 3px solid #1f5fbf; }
QPushButton#Primary:focus { border: 3px solid #1f5fbf; }
QTableWidget { background: #fbf6e8; color: #2b2418; gridline-color: #d8c9a0; }
"""
)
