"""Friesematenten on the start page: four cards on a wall, and a fan of one card of
each colour on the header felt."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from modernart_desktop.games.friesematenten.components import BY_KEY
from modernart_desktop.ui.common.cover import paint_fan, paint_wall
from modernart_desktop.ui.games.friesematenten.cards import RATIO, paint_card

WALL = "#5a4a2a"
HUNG = ("stahlwerk", "luxusvilla", "supermanager", "feindliche_uebernahme")
FAN = ("autowerk", "privatinsel", "security", "einspruch", "drogenkartell")


def paint_cover(p: QPainter, rect: QRectF, seed: int) -> None:
    pictures = [lambda p, r, k=k: _framed(p, r, BY_KEY[k]) for k in HUNG]
    paint_wall(p, rect, WALL, pictures)


def _framed(p: QPainter, frame: QRectF, card: int) -> None:
    """A card in a wall frame: whole, upright, centred on a dark mat (the frames are
    portrait and landscape, the cards always portrait; a card squeezed into a
    landscape frame cut its name off)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2a2116"))
    p.drawRect(frame)
    h = frame.height() - 2
    w = min(frame.width() - 2, h / RATIO)
    h = w * RATIO
    paint_card(p, QRectF(frame.center().x() - w / 2, frame.center().y() - h / 2, w, h), card)
    p.restore()


def paint_banner(p: QPainter, rect: QRectF, dpr: float) -> None:
    paint_fan(p, rect, QSize(88, 123), [_card(BY_KEY[k], dpr) for k in FAN])


def _card(card: int, dpr: float) -> Callable[[QSize], QPixmap]:
    def draw(size: QSize) -> QPixmap:
        pix = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        paint_card(painter, QRectF(0, 0, size.width(), size.height()), card)
        painter.end()
        return pix

    return draw
