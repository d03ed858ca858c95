"""Art Society on the start page: a strip of wall with one painting of each type, and
a fan of paintings for the header."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.common.cover import paint_fan, paint_wall
from modernart_desktop.ui.games.art_society.paint import paint_tile

WALL = "#2d3a32"


def _picture(tile: int) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, rect: QRectF) -> None:
        t = C.TILES[tile]
        paint_tile(p, rect, tile, min(rect.width() / t.w, rect.height() / t.h))

    return paint


def _one_per_type(offset: int) -> list[int]:
    out = []
    for ptype in range(len(C.TYPES)):
        tiles = [i for i in C.AUCTION_PAINTINGS if C.TILES[i].type == ptype]
        out.append(tiles[(offset + ptype * 5) % len(tiles)])
    return out


def paint_cover(p: QPainter, rect: QRectF, seed: int) -> None:
    paint_wall(p, rect, WALL, [_picture(t) for t in _one_per_type(seed)])


def paint_banner(p: QPainter, rect: QRectF, dpr: float) -> None:
    paint_fan(p, rect, QSize(88, 125), [_card(t, dpr) for t in _one_per_type(3)])


def _card(tile: int, dpr: float) -> Callable[[QSize], QPixmap]:
    def draw(size: QSize) -> QPixmap:
        pix = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(QColor(Qt.GlobalColor.transparent))
        painter = QPainter(pix)
        paint_tile(painter, QRectF(0, 0, size.width(), size.height()), tile, size.width() / 2)
        painter.end()
        return pix

    return draw
