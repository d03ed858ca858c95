"""Modern Art on the start page: its gallery wall and a hand of five paintings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPixmap

from modernart_desktop.games.modern_art.components import CARD_ARTIST, CARD_TYPE
from modernart_desktop.ui.common.cover import paint_fan, paint_wall
from modernart_desktop.ui.games.modern_art.cards import card_pixmap, paint_mini

WALL = "#7a1f2b"
HUNG = (4, 0, 3)  # the artists on the wall


def paint_cover(p: QPainter, rect: QRectF, seed: int) -> None:
    pictures = [lambda p, r, a=a, i=i: paint_mini(p, r, a, seed + i * 13) for i, a in enumerate(HUNG)]
    paint_wall(p, rect, WALL, pictures)


def paint_banner(p: QPainter, rect: QRectF, dpr: float) -> None:
    """One card of each artist, each with its own artist's auction."""
    picks = [
        next(c for c in range(len(CARD_ARTIST)) if CARD_ARTIST[c] == a and CARD_TYPE[c] == a)
        for a in range(5)
    ]
    paint_fan(p, rect, QSize(88, 125), [_card(c, dpr) for c in picks])


def _card(card: int, dpr: float) -> Callable[[QSize], QPixmap]:
    """One card of the fan, drawn at whatever size the fan asks for."""
    return lambda size: card_pixmap(card, size, dpr)
