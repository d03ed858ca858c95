"""Start-page art every game draws the same way: a strip of gallery wall with a few
framed pictures (a game's card), and a hand of cards held up (the page's header).
A game's plug-in says what hangs on the wall and which cards are in the hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient

# Frame sizes along the wall, in turn: portrait, landscape, portrait, landscape.
_FRAMES = ((34, 44), (46, 34), (32, 40), (40, 32))


def paint_wall(
    p: QPainter, rect: QRectF, wall: str, pictures: Sequence[Callable[[QPainter, QRectF], None]]
) -> None:
    """A wall of colour `wall` with one gilt frame per picture, centred."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QRadialGradient(QPointF(rect.center().x(), rect.top()), rect.width() * 0.8)
    g.setColorAt(0, QColor(wall).lighter(135))
    g.setColorAt(1, QColor(wall))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawRoundedRect(rect, 8, 8)
    widths = [_FRAMES[i % 4][0] for i in range(len(pictures))]
    gap = 14
    x = rect.center().x() - (sum(widths) + gap * (len(pictures) - 1)) / 2
    for i, paint in enumerate(pictures):
        w, h = _FRAMES[i % 4]
        frame = QRectF(x, rect.top() + (rect.height() - h) / 2, w, h)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRect(frame.translated(2, 3))
        p.setBrush(QColor("#c9a24a"))
        p.drawRect(frame.adjusted(-3, -3, 3, 3))
        paint(p, frame)
        x += w + gap
    p.restore()


def paint_plain_picture(colour: str, style: int = 0) -> Callable[[QPainter, QRectF], None]:
    """A picture of no game in particular, in `colour`: a sun over a horizon (0), stacked
    colour fields (1) or rings (2)."""

    def paint(p: QPainter, rect: QRectF) -> None:
        base = QColor(colour)
        p.save()
        p.setClipRect(rect)
        p.setBrush(base.lighter(150))
        p.drawRect(rect)
        w, h = rect.width(), rect.height()
        if style % 3 == 0:
            p.setBrush(base)
            p.drawEllipse(QPointF(rect.center().x(), rect.top() + h * 0.4), w * 0.22, w * 0.22)
            p.setBrush(base.darker(150))
            p.drawRect(QRectF(rect.left(), rect.top() + h * 0.62, w, h * 0.38))
        elif style % 3 == 1:
            for i, factor in enumerate((100, 130, 170)):
                p.setBrush(base.darker(factor))
                p.drawRect(
                    QRectF(rect.left() + w * 0.12, rect.top() + h * (0.1 + 0.28 * i), w * 0.76, h * 0.22)
                )
        else:
            for i, factor in enumerate((170, 120, 90)):
                p.setBrush(base.darker(factor) if factor > 100 else base.lighter(130))
                r = w * (0.42 - 0.13 * i)
                p.drawEllipse(rect.center(), r, r)
        p.restore()

    return paint


def paint_fan(
    p: QPainter, rect: QRectF, size: QSize, cards: Sequence[Callable[[QSize], QPixmap]], spread: float = 11
) -> None:
    """Cards held up like a hand: they turn around a point below `rect`."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setPen(Qt.PenStyle.NoPen)
    radius = 320.0
    cx, pivot_y = rect.center().x(), rect.top() + 24 + radius
    middle = (len(cards) - 1) / 2
    for i, card in enumerate(cards):
        p.save()
        p.translate(cx, pivot_y)
        p.rotate((i - middle) * spread)
        p.translate(-size.width() / 2, -radius)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(QRectF(4, 5, size.width(), size.height()), 7, 7)
        p.drawPixmap(QPointF(0, 0), card(size))
        p.restore()
    p.restore()
