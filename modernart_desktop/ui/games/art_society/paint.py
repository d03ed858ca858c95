"""Art Society's tiles, drawn by us with QPainter: each painting type has its own colour
(Okabe-Ito, distinguishable with the common colour-vision deficiencies) AND its own
picture and corner symbol (a skyline, a head, a vase, hills), so no one needs colour
to tell them apart; each frame style has its own pattern too (dots, solid, double
line, grain). Decor tiles show their shields."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from modernart_desktop.games.art_society import components as C

TYPE_COLOURS = (QColor("#0072B2"), QColor("#D55E00"), QColor("#E69F00"), QColor("#009E73"))
FRAME_COLOURS = (QColor("#c9a227"), QColor("#2a211c"), QColor("#b9c0c8"), QColor("#8a5a2b"))
WALL_COLOUR = QColor("#e9e1cf")
WALL_LINE = QColor("#cfc3a6")
STAR_COLOUR = QColor("#b08d2f")
EYELINE_COLOUR = QColor(120, 150, 200, 40)
DECOR_COLOUR = QColor("#f3ead2")
SHIELD_COLOUR = QColor("#6d4c9f")


def type_symbol(p: QPainter, centre: QPointF, size: float, ptype: int, colour: QColor | None = None) -> None:
    """The type's symbol in a white disc: city life a skyline, portrait a head and
    shoulders, still life a vase, landscape two hills."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = size / 2
    p.setPen(QPen(QColor("#222"), max(0.6, size / 16)))
    p.setBrush(QColor("#fffdf6"))
    p.drawEllipse(centre, r, r)
    ink = colour or TYPE_COLOURS[ptype].darker(130)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    x, y = centre.x(), centre.y()
    u = size / 10
    if ptype == 0:  # skyline: three towers
        for dx, h in ((-3, 4), (-0.6, 6), (1.8, 3)):
            p.drawRect(QRectF(x + dx * u, y + 3 * u - h * u, 2 * u, h * u))
    elif ptype == 1:  # head and shoulders
        p.drawEllipse(QPointF(x, y - 1.4 * u), 1.8 * u, 1.8 * u)
        path = QPainterPath(QPointF(x - 3.4 * u, y + 3.4 * u))
        path.quadTo(QPointF(x, y - 1.5 * u), QPointF(x + 3.4 * u, y + 3.4 * u))
        path.closeSubpath()
        p.drawPath(path)
    elif ptype == 2:  # a vase
        path = QPainterPath(QPointF(x - 1 * u, y - 3.5 * u))
        path.lineTo(x + 1 * u, y - 3.5 * u)
        path.quadTo(QPointF(x + 4 * u, y + 1 * u), QPointF(x + 1.5 * u, y + 3.5 * u))
        path.lineTo(x - 1.5 * u, y + 3.5 * u)
        path.quadTo(QPointF(x - 4 * u, y + 1 * u), QPointF(x - 1 * u, y - 3.5 * u))
        p.drawPath(path)
    else:  # two hills
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(x - 4 * u, y + 3 * u),
                    QPointF(x - 1.5 * u, y - 2.5 * u),
                    QPointF(x + 0.5 * u, y + 0.5 * u),
                    QPointF(x + 1.8 * u, y - 1 * u),
                    QPointF(x + 4 * u, y + 3 * u),
                ]
            )
        )
    p.restore()


def _picture(p: QPainter, r: QRectF, ptype: int, seed: int) -> None:
    """The canvas inside the frame: a scene of the type in its colour."""
    rnd = random.Random(seed)
    base = TYPE_COLOURS[ptype]
    p.save()
    p.setClipRect(r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(base.lighter(175))
    p.drawRect(r)
    w, h = r.width(), r.height()
    if ptype == 0:  # a street of towers with windows
        x = r.left()
        while x < r.right():
            bw = w * rnd.uniform(0.12, 0.24)
            bh = h * rnd.uniform(0.35, 0.85)
            p.setBrush(base.darker(rnd.choice((100, 125, 150))))
            p.drawRect(QRectF(x, r.bottom() - bh, bw, bh))
            p.setBrush(QColor(255, 240, 180, 170))
            step = max(3.0, bw / 3)
            for wy in range(int(bh // step) - 1):
                p.drawRect(QRectF(x + bw * 0.25, r.bottom() - bh + step * (wy + 0.5), bw * 0.18, step * 0.4))
            x += bw + w * 0.02
    elif ptype == 1:  # a sitter: head and shoulders on a plain ground
        p.setBrush(base.lighter(135))
        p.drawRect(QRectF(r.left(), r.top(), w, h * 0.55))
        p.setBrush(base.darker(140))
        p.drawEllipse(QRectF(r.center().x() - w * 0.38, r.top() + h * 0.62, w * 0.76, h * 0.6))
        p.setBrush(QColor("#f0c9a0"))
        p.drawEllipse(QPointF(r.center().x(), r.top() + h * 0.42), w * 0.18, h * 0.2)
        p.setBrush(base.darker(180))
        p.drawChord(QRectF(r.center().x() - w * 0.2, r.top() + h * 0.2, w * 0.4, h * 0.3), 0, 180 * 16)
    elif ptype == 2:  # a table with a vase and fruit
        p.setBrush(base.darker(160))
        p.drawRect(QRectF(r.left(), r.top() + h * 0.7, w, h * 0.3))
        p.setBrush(base.darker(110))
        p.drawEllipse(QRectF(r.center().x() - w * 0.14, r.top() + h * 0.35, w * 0.28, h * 0.4))
        p.drawRect(QRectF(r.center().x() - w * 0.06, r.top() + h * 0.22, w * 0.12, h * 0.2))
        for k in range(3):
            p.setBrush(QColor.fromHsv((rnd.randrange(0, 60) + k * 100) % 360, 160, 220))
            p.drawEllipse(QPointF(r.left() + w * (0.2 + 0.25 * k), r.top() + h * 0.72), w * 0.07, w * 0.07)
    else:  # hills under a sun
        p.setBrush(QColor(255, 230, 140))
        p.drawEllipse(QPointF(r.left() + w * rnd.uniform(0.2, 0.8), r.top() + h * 0.25), w * 0.1, w * 0.1)
        for k, shade in enumerate((110, 140, 175)):
            p.setBrush(base.darker(shade))
            top = r.top() + h * (0.45 + 0.15 * k)
            path = QPainterPath(QPointF(r.left(), r.bottom()))
            path.lineTo(r.left(), top + h * rnd.uniform(0, 0.1))
            path.quadTo(QPointF(r.left() + w * rnd.uniform(0.2, 0.8), top - h * 0.2), QPointF(r.right(), top))
            path.lineTo(r.right(), r.bottom())
            p.drawPath(path)
    p.restore()


def _frame(p: QPainter, outer: QRectF, inner: QRectF, frame: int) -> None:
    """The frame band between `outer` and `inner`, with its style's pattern."""
    colour = FRAME_COLOURS[frame]
    p.save()
    path = QPainterPath()
    path.addRect(outer)
    path.addRect(inner)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)
    band = (outer.width() - inner.width()) / 2
    if frame == 0:  # gilded: a row of beads
        p.setBrush(colour.lighter(150))
        step = max(4.0, band * 1.6)
        mid = outer.adjusted(band / 2, band / 2, -band / 2, -band / 2)
        x = mid.left()
        while x <= mid.right():
            for y in (mid.top(), mid.bottom()):
                p.drawEllipse(QPointF(x, y), band * 0.22, band * 0.22)
            x += step
        y = mid.top()
        while y <= mid.bottom():
            for x in (mid.left(), mid.right()):
                p.drawEllipse(QPointF(x, y), band * 0.22, band * 0.22)
            y += step
    elif frame == 2:  # silver: a double line
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#5e6872"), max(0.6, band / 6)))
        p.drawRect(outer.adjusted(band * 0.25, band * 0.25, -band * 0.25, -band * 0.25))
        p.drawRect(outer.adjusted(band * 0.7, band * 0.7, -band * 0.7, -band * 0.7))
    elif frame == 3:  # oak: grain lines
        p.setPen(QPen(colour.darker(140), max(0.5, band / 8)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for k in (0.3, 0.65):
            p.drawRect(outer.adjusted(band * k, band * k, -band * k, -band * k))
    else:  # ebony: solid, with a thin light edge
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#6b5d52"), max(0.5, band / 7)))
        p.drawRect(inner.adjusted(-band * 0.2, -band * 0.2, band * 0.2, band * 0.2))
    p.setPen(QPen(QColor(0, 0, 0, 150), 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(outer)
    p.restore()


def paint_tile(p: QPainter, rect: QRectF, tile: int, cell: float) -> None:
    """One tile filling `rect` (its cells at `cell` pixels each)."""
    t = C.TILES[tile]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if t.kind == C.DECOR:
        paint_decor(p, rect, t.shields, cell)
        p.restore()
        return
    band = max(2.0, cell * 0.16)
    outer = rect.adjusted(1, 1, -1, -1)
    inner = outer.adjusted(band, band, -band, -band)
    _picture(p, inner, t.type, tile * 7919)
    _frame(p, outer, inner, t.frame)
    size = max(8.0, min(cell * 0.62, 22.0))
    type_symbol(p, QPointF(inner.left() + size * 0.6, inner.top() + size * 0.6), size, t.type)
    # The value, as on the tile's back: where a cell shows at least 12 pixels, in a text
    # of at least 10 pixels on screen (however the tile is scaled).
    shown = max(abs(p.worldTransform().m11()), abs(p.worldTransform().m12())) or 1.0
    # (a whole painting shown small, as in your assistant's slot, keeps its value too)
    if cell * shown >= 12 or min(rect.width(), rect.height()) * shown >= 22:
        f = p.font()
        f.setPixelSize(max(round(10 / shown), int(size * 0.6)))
        f.setBold(True)
        p.setFont(f)
        bw, bh = max(size * 0.95, f.pixelSize() * 0.75 + 4), max(size * 0.75, f.pixelSize() + 2)
        badge = QRectF(inner.right() - bw - size * 0.05, inner.bottom() - bh - size * 0.05, bw, bh)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 253, 246, 220))
        p.drawRoundedRect(badge, 3, 3)
        p.setPen(QColor("#222"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(t.value))
    if t.start:  # the start painting's gold star
        star(p, QPointF(inner.right() - size * 0.55, inner.top() + size * 0.55), size * 0.45, STAR_COLOUR)
    p.restore()


def paint_decor(p: QPainter, rect: QRectF, count: int, cell: float) -> None:
    r = rect.adjusted(1.5, 1.5, -1.5, -1.5)
    p.setPen(QPen(QColor("#7a6a48"), 1))
    p.setBrush(DECOR_COLOUR)
    p.drawRoundedRect(r, 3, 3)
    # One shield per cell, centred in it.
    horizontal = r.width() >= r.height()
    for k in range(count):
        if horizontal:
            c = QPointF(rect.left() + cell * (k + 0.5), rect.center().y())
        else:
            c = QPointF(rect.center().x(), rect.top() + cell * (k + 0.5))
        shield(p, c, cell * 0.5)


def shield(p: QPainter, centre: QPointF, size: float) -> None:
    x, y, s = centre.x(), centre.y(), size / 2
    path = QPainterPath(QPointF(x - s, y - s))
    path.lineTo(x + s, y - s)
    path.lineTo(x + s, y)
    path.quadTo(QPointF(x + s, y + s * 0.8), QPointF(x, y + s * 1.1))
    path.quadTo(QPointF(x - s, y + s * 0.8), QPointF(x - s, y))
    path.closeSubpath()
    p.setPen(QPen(SHIELD_COLOUR.darker(140), max(0.6, size / 12)))
    p.setBrush(SHIELD_COLOUR)
    p.drawPath(path)


def star(p: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    import math

    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = radius if k % 2 == 0 else radius * 0.45
        pts.append(QPointF(centre.x() + rr * math.cos(a), centre.y() + rr * math.sin(a)))
    p.save()
    p.setPen(QPen(colour.darker(150), max(0.5, radius / 8)))
    p.setBrush(QBrush(colour))
    p.drawPolygon(QPolygonF(pts))
    p.restore()


def paint_wall_grid(p: QPainter, origin: QPointF, cell: float, marks: bool = True) -> None:
    """The empty wall: cells, the eyeline band, the star cells and the corners."""
    p.save()
    w, h = C.COLS * cell, C.ROWS * cell
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(WALL_COLOUR)
    p.drawRect(QRectF(origin.x(), origin.y(), w, h))
    if marks:
        top = min(C.EYELINE_ROWS)
        band = QRectF(origin.x(), origin.y() + top * cell, w, len(C.EYELINE_ROWS) * cell)
        p.setBrush(EYELINE_COLOUR)
        p.drawRect(band)
    p.setPen(QPen(WALL_LINE, 0.8))
    for c in range(C.COLS + 1):
        p.drawLine(QPointF(origin.x() + c * cell, origin.y()), QPointF(origin.x() + c * cell, origin.y() + h))
    for r in range(C.ROWS + 1):
        p.drawLine(QPointF(origin.x(), origin.y() + r * cell), QPointF(origin.x() + w, origin.y() + r * cell))
    if marks:
        for r, c in C.STAR_CELLS:
            star(
                p,
                QPointF(origin.x() + (c + 0.5) * cell, origin.y() + (r + 0.5) * cell),
                cell * 0.3,
                STAR_COLOUR,
            )
        p.setPen(QPen(QColor("#9b3b3b"), max(1.0, cell / 10)))
        for r, c in C.CORNERS:
            x, y = origin.x() + c * cell, origin.y() + r * cell
            q = cell * 0.3
            cx = x if c == 0 else x + cell
            cy = y if r == 0 else y + cell
            dx = q if c == 0 else -q
            dy = q if r == 0 else -q
            p.drawLine(QPointF(cx, cy), QPointF(cx + dx, cy))
            p.drawLine(QPointF(cx, cy), QPointF(cx, cy + dy))
    p.setPen(QPen(QColor("#8d7b55"), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(origin.x(), origin.y(), w, h))
    p.restore()


def paint_wall(
    p: QPainter, origin: QPointF, cell: float, placed: list[list[int]], marks: bool = True
) -> None:
    """A whole wall as a view gives it ([tile, row, col] per hung tile)."""
    paint_wall_grid(p, origin, cell, marks)
    for tile, row, col in placed:
        t = C.TILES[tile]
        paint_tile(
            p, QRectF(origin.x() + col * cell, origin.y() + row * cell, t.w * cell, t.h * cell), tile, cell
        )
