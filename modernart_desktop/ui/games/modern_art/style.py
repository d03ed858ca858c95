"""Colours of the Modern Art table: one theme colour per artist and per auction type."""

from __future__ import annotations

from PySide6.QtGui import QColor

from modernart_desktop.ui import theme

# Board order: Nex, Bahut, Darmoir, Sadland, Koriko. Nex's blue and Sadland's purple
# differ in lightness too, so they stay apart for protanopes and deuteranopes
# (tests/ui/colour_vision.py: at least 11 CIEDE2000 between any two, simulated).
ARTIST_COLORS = (
    QColor("#1c4a9c"),
    QColor("#c83a2c"),
    QColor("#1e8c6e"),
    QColor("#a050d0"),
    QColor("#e3a21a"),
)
ARTIST_DARK = tuple(c.darker(160) for c in ARTIST_COLORS)

# open, once, sealed, fixed, double
AUCTION_COLORS = (
    QColor("#d9532b"),
    QColor("#2d7dd2"),
    QColor("#4a4a5a"),
    QColor("#2e9e5b"),
    QColor("#c9962b"),
)

FELT = QColor("#1f4d3a")
FELT_DARK = QColor("#12301f")
PAPER = QColor("#f4ecd8")
INK = QColor("#2b2622")
GOLD = QColor("#e0b84f")
PANEL = QColor(10, 25, 18, 170)

TABLE_QSS = (
    theme.TABLE_QSS
    + """
QWidget#ModernArtTable { background: transparent; }
QFrame#SeatPanel, QFrame#AuctionArea, QFrame#MyArea {
    background: rgba(8, 22, 16, 175); border: 1px solid rgba(224, 184, 79, 60); border-radius: 10px;
}
QFrame#SeatPanel[active="true"] { border: 2px solid #e0b84f; background: rgba(40, 52, 24, 200); }
QFrame#MyArea[active="true"] { border: 2px solid #e0b84f; }
QLabel { color: #efe6cf; }
QLabel#SeatName { font-weight: 600; font-size: 11pt; color: #fff6dc; }
QLabel#Money { font-weight: 700; font-size: 12pt; color: #f5d77a; }
QLabel#Muted { color: #b9b29c; }
QLabel#AuctionTitle { font-size: 15pt; font-weight: 700; color: #fff3cf; }
QLabel#BigNumber { font-size: 20pt; font-weight: 800; color: #f5d77a; }
QLabel#Status { font-size: 11pt; color: #fff6dc; }
QLabel#LastSale { color: #e9dfc4; background: rgba(255, 255, 255, 18); border-radius: 6px; padding: 4px 8px; }
QLabel#ClockText { font-weight: 700; color: #ffcf70; }
QLabel#Chip { background: rgba(255,255,255,25); border-radius: 9px; padding: 2px 8px; color: #efe6cf; }
QLabel#Chip[state="current"] { background: #e0b84f; color: #231c0c; font-weight: 700; }
QLabel#Chip[state="passed"] { color: #8c8672; }
QLabel#Chip[state="high"] { background: #d9532b; color: white; font-weight: 700; }
QLabel#Chip[state="done"] { background: rgba(255,255,255,45); }
QLabel#RoundWarning { background: #b03a2e; color: white; border-radius: 6px; padding: 3px 8px; font-weight: 700; }
QPushButton#Step { padding: 6px 8px; min-width: 36px; }
QSpinBox {
    background: #fbf6e8; color: #2b2418; border: 1px solid #8b7a4e; border-radius: 6px;
    padding: 4px 6px; font-size: 12pt; font-weight: 700; min-width: 90px;
}
QSpinBox::up-button, QSpinBox::down-button { width: 0px; border: none; }
QSpinBox:disabled { background: rgba(251,246,232,80); color: rgba(43,36,24,120); }
QProgressBar { background: rgba(255,255,255,30); border: none; border-radius: 4px; height: 8px; }
QProgressBar::chunk { background: #f0a030; border-radius: 4px; }
"""
)
