"""Colours of the card game's table: one theme colour per artist, a gallery wall."""

from __future__ import annotations

from PySide6.QtGui import QColor

from modernart_desktop.ui import theme

# Tie-break order: Lite Metal, Yoko, Christin P., Karl Gitter, Krypto. (Lite Metal's
# blue is light enough to stay apart from Karl Gitter's green for tritanopes.)
ARTIST_COLORS = (
    QColor("#5a8ac0"),
    QColor("#cf3b34"),
    QColor("#e59a12"),
    QColor("#2e9358"),
    QColor("#7446b8"),
)
ARTIST_DARK = tuple(c.darker(165) for c in ARTIST_COLORS)
SYMBOL_COLOR = QColor("#262220")
TOKEN_COLORS = {3: QColor("#e0b84f"), 2: QColor("#c7ccd3"), 1: QColor("#c58a52")}
AWARD_COLOR = QColor("#b8323c")

WALL = QColor("#2c2f3a")
WALL_DARK = QColor("#1a1c24")
GOLD = QColor("#e0b84f")

TABLE_QSS = (
    theme.TABLE_QSS
    + """
QWidget#CardGameTable { background: transparent; }
QFrame#SeatBox, QFrame#BoardBox, QFrame#PromptBox, QFrame#MyBox, QFrame#SheetBox {
    background: rgba(12, 13, 20, 170); border: 1px solid rgba(224, 184, 79, 55); border-radius: 10px;
}
QFrame#SeatBox[active="true"], QFrame#MyBox[active="true"] { border: 2px solid #e0b84f; }
QFrame#PromptBox[mine="true"] { border: 2px solid #e0b84f; background: rgba(58, 48, 20, 215); }
QLabel { color: #ece6d6; }
QLabel#SeatName { font-weight: 700; font-size: 11pt; color: #fff6dc; }
QLabel#Muted { color: #b3ad9c; }
QLabel#Points { font-weight: 800; font-size: 12pt; color: #f5d77a; }
QLabel#Prompt { font-size: 11pt; color: #fff6dc; }
QScrollArea#PromptWords, QWidget#PromptWordsInside { background: transparent; border: none; }
QLabel#SheetHead { font-weight: 700; color: #d9cfb2; }
QLabel#SheetCell { color: #ece6d6; }
QLabel#SheetTotal { font-weight: 800; color: #f5d77a; }
QPushButton#Artist { padding: 4px 8px; }
"""
)
