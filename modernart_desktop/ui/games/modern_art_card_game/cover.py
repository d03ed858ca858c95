"""The card game on the start page: its gallery wall and a hand of five cards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QBrush, QPainter, QPen, QPixmap

from modernart_desktop.games.modern_art_card_game.components import CARD_ARTIST, CARD_SYMBOL, SYMBOLS
from modernart_desktop.ui.common.cover import paint_fan, paint_wall
from modernart_desktop.ui.games.modern_art_card_game.cards import card_pixmap, paint_artwork
from modernart_desktop.ui.games.modern_art_card_game.style import ARTIST_COLORS, ARTIST_DARK

WALL = "#203f30"
HUNG = (1, 2, 4, 3)  # the artists on the wall


def _framed(p: QPainter, rect: QRectF, artist: int, seed: int) -> None:
    p.save()
    p.setPen(QPen(ARTIST_DARK[artist], max(1.0, rect.width() / 14)))
    p.setBrush(QBrush(ARTIST_COLORS[artist]))
    p.drawRect(rect)
    paint_artwork(p, rect.adjusted(1.5, 1.5, -1.5, -1.5), artist, seed)
    p.restore()


def paint_cover(p: QPainter, rect: QRectF, seed: int) -> None:
    pictures = [lambda p, r, a=a, i=i: _framed(p, r, a, seed + i * 13) for i, a in enumerate(HUNG)]
    paint_wall(p, rect, WALL, pictures)


def paint_banner(p: QPainter, rect: QRectF, dpr: float) -> None:
    """One card of each artist, each with another symbol."""
    picks = []
    for a in range(5):
        symbol = (a + 1) % len(SYMBOLS)
        cards = [c for c in range(len(CARD_ARTIST)) if CARD_ARTIST[c] == a]
        picks.append(next((c for c in cards if CARD_SYMBOL[c] == symbol), cards[0]))
    paint_fan(p, rect, QSize(88, 125), [_card(c, dpr) for c in picks])


def _card(card: int, dpr: float) -> Callable[[QSize], QPixmap]:
    """One card of the fan, drawn at whatever size the fan asks for."""
    return lambda size: card_pixmap(card, size, dpr)
