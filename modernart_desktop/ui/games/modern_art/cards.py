"""Painting cards with QPainter: every artist has a generated style of its own.

No artwork is copied: each card's picture is drawn from a seed (the card id), so
cards of one artist share a recognizable style but are never identical.
Nex paints orbits, Bahut colour fields, Darmoir grids, Sadland horizons and
Koriko shards. The auction symbol sits in two opposite corners, as on the cards
of the board game.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from modernart_desktop.games.modern_art.components import ARTIST_NAMES, CARD_ARTIST, CARD_TYPE
from modernart_desktop.ui.common.cards import CardPictures
from modernart_desktop.ui.games.modern_art.style import ARTIST_COLORS, ARTIST_DARK, AUCTION_COLORS

CARD_RATIO = 1.42  # height / width

# Palettes per artist (board order), picked by the generators below.
_PALETTES = (
    ("#14213d", "#1d3461", "#fca311", "#f6e27f", "#5fa8d3", "#e5e5e5", "#e76f51"),  # Nex
    ("#5a1414", "#8e1f1a", "#d1495b", "#edae49", "#f26c3b", "#3d0c11", "#f2c6a0"),  # Bahut
    ("#f1ead6", "#111111", "#1e8c6e", "#2ec4b6", "#f4d35e", "#0b3d2e", "#e8e1c9"),  # Darmoir
    ("#2a1e5c", "#6c3483", "#c06c84", "#f67280", "#f8b195", "#355c7d", "#ffd6a5"),  # Sadland
    ("#f7efe0", "#e3a21a", "#f25c05", "#1b1b1b", "#ffd166", "#b5651d", "#ef476f"),  # Koriko
)


def _c(hex_code: str, alpha: int = 255) -> QColor:
    color = QColor(hex_code)
    color.setAlpha(alpha)
    return color


# ----------------------------------------------------------------------------- artwork
def _paint_nex(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Orbits: rings and discs floating on a night-blue ground, crossed by fine lines."""
    pal = _PALETTES[0]
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0, _c(pal[1]))
    g.setColorAt(1, _c(pal[0]))
    p.fillRect(r, g)
    p.setPen(QPen(_c(pal[5], 140), max(1.0, r.width() / 120)))
    for _ in range(3):
        a = QPointF(r.left() + rnd.random() * r.width(), r.top())
        b = QPointF(r.left() + rnd.random() * r.width(), r.bottom())
        p.drawLine(a, b)
    for _ in range(rnd.randint(4, 6)):
        cx = r.left() + rnd.uniform(0.15, 0.85) * r.width()
        cy = r.top() + rnd.uniform(0.15, 0.85) * r.height()
        rad = rnd.uniform(0.08, 0.28) * r.width()
        color = _c(rnd.choice(pal[2:5] + (pal[6],)))
        if rnd.random() < 0.5:
            rg = QRadialGradient(QPointF(cx - rad / 3, cy - rad / 3), rad * 1.3)
            rg.setColorAt(0, color.lighter(140))
            rg.setColorAt(1, color)
            p.setBrush(rg)
            p.setPen(Qt.PenStyle.NoPen)
        else:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(color, rad * 0.22))
        p.drawEllipse(QPointF(cx, cy), rad, rad)
        if rnd.random() < 0.5:  # a thin orbit around it
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(_c(pal[5], 170), max(1.0, r.width() / 90)))
            p.drawEllipse(QPointF(cx, cy), rad * 1.5, rad * 1.5)


def _paint_bahut(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Colour fields: two or three soft blocks stacked on a deep warm ground."""
    pal = _PALETTES[1]
    p.fillRect(r, _c(rnd.choice((pal[0], pal[5], pal[1]))))
    blocks = rnd.randint(2, 3)
    margin = r.width() * 0.1
    gap = r.height() * 0.05
    heights = [rnd.uniform(0.6, 1.4) for _ in range(blocks)]
    total = sum(heights)
    usable = r.height() - 2 * margin - gap * (blocks - 1)
    y = r.top() + margin
    for h in heights:
        bh = usable * h / total
        color = _c(rnd.choice(pal[2:5] + (pal[6],)))
        rect = QRectF(r.left() + margin, y, r.width() - 2 * margin, bh)
        g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        g.setColorAt(0, color.lighter(115))
        g.setColorAt(0.5, color)
        g.setColorAt(1, color.darker(115))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(g)
        p.drawRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
        y += bh + gap


def _paint_darmoir(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Grids: a cream canvas cut by black bars, a few cells filled with green, teal, yellow."""
    pal = _PALETTES[2]
    p.fillRect(r, _c(pal[0]))
    xs = sorted({r.left(), r.right(), *(r.left() + rnd.uniform(0.15, 0.85) * r.width() for _ in range(2))})
    ys = sorted({r.top(), r.bottom(), *(r.top() + rnd.uniform(0.12, 0.88) * r.height() for _ in range(3))})
    cells = [(i, j) for i in range(len(xs) - 1) for j in range(len(ys) - 1)]
    rnd.shuffle(cells)
    for i, j in cells[: rnd.randint(3, 5)]:
        p.fillRect(
            QRectF(QPointF(xs[i], ys[j]), QPointF(xs[i + 1], ys[j + 1])),
            _c(rnd.choice((pal[2], pal[3], pal[4], pal[5]))),
        )
    p.setPen(QPen(_c(pal[1]), max(2.0, r.width() / 28)))
    for x in xs[1:-1]:
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
    for y in ys[1:-1]:
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))


def _paint_sadland(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Horizons: a dusk sky, a low sun, layered rolling hills."""
    pal = _PALETTES[3]
    sky = QLinearGradient(r.topLeft(), r.bottomLeft())
    sky.setColorAt(0, _c(pal[0]))
    sky.setColorAt(0.55, _c(pal[2]))
    sky.setColorAt(1, _c(pal[4]))
    p.fillRect(r, sky)
    sun = QPointF(
        r.left() + rnd.uniform(0.25, 0.75) * r.width(), r.top() + rnd.uniform(0.3, 0.45) * r.height()
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_c(pal[6], 230))
    p.drawEllipse(sun, r.width() * 0.16, r.width() * 0.16)
    layers = (pal[3], pal[2], pal[1], pal[5], pal[0])
    for k, color in enumerate(layers):
        base = r.top() + r.height() * (0.5 + 0.11 * k)
        amp = r.height() * rnd.uniform(0.03, 0.07)
        freq = rnd.uniform(1.0, 2.2)
        phase = rnd.uniform(0, math.tau)
        path = QPainterPath(QPointF(r.left(), r.bottom()))
        steps = 24
        for s in range(steps + 1):
            x = r.left() + r.width() * s / steps
            y = base + amp * math.sin(phase + freq * math.tau * s / steps)
            path.lineTo(QPointF(x, y))
        path.lineTo(QPointF(r.right(), r.bottom()))
        path.closeSubpath()
        p.setBrush(_c(color, 235))
        p.drawPath(path)


def _paint_koriko(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Shards: sharp triangles in sun colours, cut by black diagonals."""
    pal = _PALETTES[4]
    p.fillRect(r, _c(pal[0]))
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(rnd.randint(7, 10)):
        pts = [
            QPointF(
                r.left() + rnd.uniform(-0.1, 1.1) * r.width(), r.top() + rnd.uniform(-0.1, 1.1) * r.height()
            )
            for _ in range(3)
        ]
        p.setBrush(_c(rnd.choice(pal[1:3] + pal[4:]), 225))
        p.drawPolygon(QPolygonF(pts))
    p.setPen(QPen(_c(pal[3]), max(1.5, r.width() / 40)))
    for _ in range(2):
        p.drawLine(
            QPointF(r.left() + rnd.random() * r.width(), r.top()),
            QPointF(r.left() + rnd.random() * r.width(), r.bottom()),
        )


_PAINTERS = (_paint_nex, _paint_bahut, _paint_darmoir, _paint_sadland, _paint_koriko)


def paint_artwork(p: QPainter, rect: QRectF, artist: int, seed: int) -> None:
    p.save()
    p.setClipRect(rect)
    _PAINTERS[artist](p, rect, random.Random(seed * 7919 + artist))
    p.restore()


# ----------------------------------------------------------------------------- symbols
def paint_symbol(p: QPainter, rect: QRectF, auction: int) -> None:
    """The auction-type badge: a coloured disc with a white pictogram."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    d = min(rect.width(), rect.height())
    c = rect.center()
    p.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, d / 16)))
    p.setBrush(AUCTION_COLORS[auction])
    p.drawEllipse(c, d / 2 - 0.5, d / 2 - 0.5)
    white = QColor("white")
    u = d / 10  # one unit of the pictogram grid
    pen = QPen(
        white, max(1.2, u * 0.9), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if auction == 0:  # open: a raised bidding paddle
        p.setBrush(white)
        p.drawEllipse(QPointF(c.x(), c.y() - 1.2 * u), 2.1 * u, 2.1 * u)
        p.drawLine(QPointF(c.x(), c.y() + 0.8 * u), QPointF(c.x(), c.y() + 3.4 * u))
    elif auction == 1:  # once around: one turn of an arrow
        arc = QRectF(c.x() - 2.6 * u, c.y() - 2.6 * u, 5.2 * u, 5.2 * u)
        p.drawArc(arc, 100 * 16, 290 * 16)
        tip = QPointF(c.x() - 0.5 * u, c.y() - 2.6 * u)
        p.setBrush(white)
        p.drawPolygon(
            QPolygonF(
                [
                    tip + QPointF(1.6 * u, 0),
                    tip + QPointF(-0.2 * u, -1.3 * u),
                    tip + QPointF(-0.2 * u, 1.3 * u),
                ]
            )
        )
    elif auction == 2:  # sealed: an envelope closed by a seal
        body = QRectF(c.x() - 3 * u, c.y() - 2 * u, 6 * u, 4 * u)
        p.drawRect(body)
        p.drawPolyline(QPolygonF([body.topLeft(), QPointF(c.x(), c.y() + 0.6 * u), body.topRight()]))
        p.setBrush(QColor("#d9432b"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(c.x(), c.y() + 0.6 * u), 1.1 * u, 1.1 * u)
    elif auction == 3:  # fixed price: a price tag
        tag = QPolygonF(
            [
                QPointF(c.x() - 3 * u, c.y() - 1.6 * u),
                QPointF(c.x() + 1.4 * u, c.y() - 1.6 * u),
                QPointF(c.x() + 3.2 * u, c.y()),
                QPointF(c.x() + 1.4 * u, c.y() + 1.6 * u),
                QPointF(c.x() - 3 * u, c.y() + 1.6 * u),
            ]
        )
        p.drawPolygon(tag)
        p.setBrush(white)
        p.drawEllipse(QPointF(c.x() + 1.3 * u, c.y()), 0.45 * u, 0.45 * u)
    else:  # double: two overlapping cards
        p.setBrush(AUCTION_COLORS[4].darker(170))
        p.drawRoundedRect(QRectF(c.x() - 2.8 * u, c.y() - 2.6 * u, 3.4 * u, 4.4 * u), 0.5 * u, 0.5 * u)
        p.setBrush(white)
        p.drawRoundedRect(QRectF(c.x() - 0.6 * u, c.y() - 1.6 * u, 3.4 * u, 4.4 * u), 0.5 * u, 0.5 * u)
    p.restore()


# ----------------------------------------------------------------------------- whole cards
def paint_card(p: QPainter, rect: QRectF, card: int) -> None:
    """A painting card: cream border, framed artwork, name plate, symbol in two corners."""
    artist, auction = CARD_ARTIST[card], CARD_TYPE[card]
    w, h = rect.width(), rect.height()
    radius = w * 0.07
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # shadowless body: the parent draws shadows where it wants them
    p.setPen(QPen(QColor(60, 50, 35, 200), max(1.0, w / 110)))
    body = QLinearGradient(rect.topLeft(), rect.bottomRight())
    body.setColorAt(0, QColor("#fbf5e6"))
    body.setColorAt(1, QColor("#eadfc4"))
    p.setBrush(body)
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    # the artwork in a frame of the artist's colour
    m = w * 0.085
    plate_h = max(h * 0.13, 15.0)  # a name of 9 px at least
    art = QRectF(rect.left() + m, rect.top() + m, w - 2 * m, h - 2 * m - plate_h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ARTIST_DARK[artist])
    p.drawRect(art.adjusted(-w * 0.025, -w * 0.025, w * 0.025, w * 0.025))
    paint_artwork(p, art, artist, card)
    # the name plate
    plate = QRectF(rect.left() + m, art.bottom() + w * 0.045, w - 2 * m, plate_h - w * 0.06)
    p.setBrush(ARTIST_COLORS[artist])
    p.drawRoundedRect(plate, plate.height() * 0.3, plate.height() * 0.3)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(9, int(plate.height() * 0.62)))
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
    if QFontMetricsF(font).horizontalAdvance(ARTIST_NAMES[artist].upper()) > plate.width() - 2:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 96)  # closer, never smaller
    p.setFont(font)
    p.setPen(QColor("white"))
    p.drawText(plate, Qt.AlignmentFlag.AlignCenter, ARTIST_NAMES[artist].upper())
    # the auction symbol in the top-left and (upside down) bottom-right corners
    s = w * 0.27
    paint_symbol(p, QRectF(rect.left() + w * 0.03, rect.top() + w * 0.03, s, s), auction)
    p.translate(rect.right() - w * 0.03, art.bottom() + w * 0.02)
    p.rotate(180)
    paint_symbol(p, QRectF(0, 0, s, s), auction)
    p.restore()


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#7a1f2b"))
    g.setColorAt(1, QColor("#3e0d16"))
    p.setPen(QPen(QColor("#e0b84f"), max(1.0, w / 40)))
    p.setBrush(g)
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.08, w * 0.08)
    inner = rect.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12)
    p.setPen(QPen(QColor(224, 184, 79, 150), max(1.0, w / 70)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    c = inner.center()
    diamond = QPolygonF(
        [
            QPointF(c.x(), c.y() - inner.height() * 0.22),
            QPointF(c.x() + inner.width() * 0.3, c.y()),
            QPointF(c.x(), c.y() + inner.height() * 0.22),
            QPointF(c.x() - inner.width() * 0.3, c.y()),
        ]
    )
    p.setBrush(QColor(224, 184, 79, 90))
    p.drawPolygon(diamond)
    p.restore()


_PICTURES = CardPictures(paint_card, paint_card_back, limit=600)
card_pixmap = _PICTURES.pixmap  # (card or None for the back, size, dpr) -> a cached picture


def paint_mini(p: QPainter, rect: QRectF, artist: int, seed: int = 0) -> None:
    """A tiny framed painting (board headers, paintings bought)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(ARTIST_DARK[artist], max(1.0, rect.width() / 14)))
    p.setBrush(QBrush(ARTIST_COLORS[artist]))
    p.drawRect(rect)
    paint_artwork(p, rect.adjusted(1.5, 1.5, -1.5, -1.5), artist, seed)
    p.restore()
