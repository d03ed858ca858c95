"""Masterpiece cards drawn with QPainter: a generated style per artist, no copied art.

Every picture comes from a seed (the card id), so one artist's cards share a
look but are never identical. Lite Metal paints polished metal bars, Yoko ink
circles on paper, Christin P. pop-art dots, Karl Gitter lattices and Krypto
glowing glyphs. A symbol card shows its symbol in a white badge at the top.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
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

from modernart_desktop.games.modern_art_card_game.components import (
    ARTIST_CARD_COUNTS,
    ARTIST_NAMES,
    AWARD,
    CARD_ARTIST,
    CARD_SYMBOL,
    DRAW,
    PLAIN,
    SECOND_DOWN,
    SECOND_UP,
    SIMULTANEOUS,
)
from modernart_desktop.ui.common.cards import CardPictures
from modernart_desktop.ui.games.modern_art_card_game.style import ARTIST_COLORS, ARTIST_DARK, SYMBOL_COLOR

CARD_RATIO = 1.4  # height / width


def _c(code: str, alpha: int = 255) -> QColor:
    color = QColor(code)
    color.setAlpha(alpha)
    return color


# ----------------------------------------------------------------------------- artwork
def _lite_metal(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Polished metal: brushed steel ground, chrome bars and a few rivets."""
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, _c("#d9e2ea"))
    g.setColorAt(0.5, _c("#8fa3b5"))
    g.setColorAt(1, _c("#3d5166"))
    p.fillRect(r, g)
    p.setPen(QPen(_c("#ffffff", 40), 1))
    for i in range(int(r.height() // 3)):
        y = r.top() + i * 3 + rnd.random()
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
    for _ in range(rnd.randint(3, 5)):
        w = r.width() * rnd.uniform(0.12, 0.3)
        h = r.height() * rnd.uniform(0.35, 0.8)
        x = r.left() + rnd.uniform(0, r.width() - w)
        y = r.top() + rnd.uniform(0, r.height() - h)
        bar = QLinearGradient(QPointF(x, y), QPointF(x + w, y))
        base = _c(rnd.choice(("#4f7fae", "#9fb4c8", "#2b3f55", "#c9d6e3", "#e59a12")))
        bar.setColorAt(0, base.darker(150))
        bar.setColorAt(0.35, base.lighter(160))
        bar.setColorAt(1, base.darker(120))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bar)
        p.drawRoundedRect(QRectF(x, y, w, h), w * 0.2, w * 0.2)
    p.setBrush(_c("#f4f7fa", 220))
    for _ in range(4):
        p.drawEllipse(
            QPointF(r.left() + rnd.random() * r.width(), r.top() + rnd.random() * r.height()),
            r.width() * 0.02,
            r.width() * 0.02,
        )


def _yoko(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Ink on rice paper: an open brush circle, a red seal, a few strokes."""
    p.fillRect(r, _c("#f3ecdc"))
    c = QPointF(
        r.center().x() + rnd.uniform(-0.1, 0.1) * r.width(), r.top() + r.height() * rnd.uniform(0.38, 0.5)
    )
    rad = r.width() * rnd.uniform(0.26, 0.36)
    start = rnd.uniform(0, 360)
    for k in range(3):
        p.setPen(
            QPen(
                _c("#1b1b1b", 210 - 50 * k),
                r.width() * (0.07 - 0.018 * k),
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
        )
        p.drawArc(
            QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), int((start + 8 * k) * 16), int(300 * 16)
        )
    p.setPen(QPen(_c("#1b1b1b", 170), r.width() * 0.025, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for _ in range(rnd.randint(2, 3)):
        y = r.top() + r.height() * rnd.uniform(0.72, 0.92)
        x = r.left() + r.width() * rnd.uniform(0.08, 0.5)
        p.drawLine(QPointF(x, y), QPointF(x + r.width() * rnd.uniform(0.2, 0.4), y + rnd.uniform(-3, 3)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_c("#cf3b34"))
    s = r.width() * 0.13
    p.drawRect(QRectF(r.right() - s * 1.5, r.bottom() - s * 1.6, s, s))


def _christin_p(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Pop art: flat colour panels, halftone dots, a bold outlined shape."""
    pal = ("#ffd23f", "#ee4266", "#3bceac", "#540d6e", "#f78c2a", "#0ead69")
    colors = rnd.sample(pal, 3)
    p.fillRect(r, _c(colors[0]))
    split = r.top() + r.height() * rnd.uniform(0.35, 0.6)
    p.fillRect(QRectF(r.left(), split, r.width(), r.bottom() - split), _c(colors[1]))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_c("#ffffff", 120))
    step = max(4.0, r.width() / 11)
    for i in range(int(r.width() / step) + 1):
        for j in range(int((split - r.top()) / step) + 1):
            p.drawEllipse(
                QPointF(r.left() + i * step + (j % 2) * step / 2, r.top() + j * step),
                step * 0.22,
                step * 0.22,
            )
    c = QPointF(r.left() + r.width() * rnd.uniform(0.35, 0.65), split)
    rad = r.width() * rnd.uniform(0.22, 0.3)
    p.setPen(QPen(_c("#111111"), max(1.5, r.width() / 30)))
    p.setBrush(_c(colors[2]))
    if rnd.random() < 0.5:
        p.drawEllipse(c, rad, rad)
    else:
        star = QPolygonF(
            [
                QPointF(
                    c.x() + rad * (1 if k % 2 == 0 else 0.45) * math.cos(math.pi * k / 5 - math.pi / 2),
                    c.y() + rad * (1 if k % 2 == 0 else 0.45) * math.sin(math.pi * k / 5 - math.pi / 2),
                )
                for k in range(10)
            ]
        )
        p.drawPolygon(star)


def _karl_gitter(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Lattices (Gitter): a diagonal mesh over deep green, some cells lit."""
    p.fillRect(r, _c(rnd.choice(("#123524", "#17402c", "#0e2a1e"))))
    step = r.width() / rnd.choice((4, 5, 6))
    lit = ("#2e9358", "#9bd17a", "#f2c14e", "#e8f1e4")
    p.setPen(Qt.PenStyle.NoPen)
    n = int((r.width() + r.height()) / step) + 2
    for i in range(-n, n):
        for j in range(-n, n):
            if rnd.random() < 0.16:
                x = r.left() + (i + j) * step / 2
                y = r.top() + (j - i) * step / 2
                cell = QPolygonF(
                    [
                        QPointF(x, y - step / 2),
                        QPointF(x + step / 2, y),
                        QPointF(x, y + step / 2),
                        QPointF(x - step / 2, y),
                    ]
                )
                p.setBrush(_c(rnd.choice(lit), 200))
                p.drawPolygon(cell)
    p.setPen(QPen(_c("#d8e8d0", 190), max(1.0, r.width() / 45)))
    k = -r.height()
    while k < r.width() + r.height():
        p.drawLine(QPointF(r.left() + k, r.top()), QPointF(r.left() + k + r.height(), r.bottom()))
        p.drawLine(QPointF(r.left() + k + r.height(), r.top()), QPointF(r.left() + k, r.bottom()))
        k += step


def _krypto(p: QPainter, r: QRectF, rnd: random.Random) -> None:
    """Cryptic glyphs glowing on a night-purple ground."""
    g = QRadialGradient(r.center(), r.height() * 0.7)
    g.setColorAt(0, _c("#3a1f66"))
    g.setColorAt(1, _c("#120a22"))
    p.fillRect(r, g)
    glow = rnd.choice(("#5ee6eb", "#c77dff", "#f7f06d"))
    rows = 5
    cell = r.width() / 4
    for row in range(rows):
        for col in range(4):
            if rnd.random() < 0.3:
                continue
            x = r.left() + col * cell + cell * 0.2
            y = r.top() + row * r.height() / rows + cell * 0.15
            s = cell * 0.6
            path = QPainterPath()
            kind = rnd.randint(0, 3)
            if kind == 0:
                path.addEllipse(QRectF(x, y, s, s))
                path.moveTo(x + s / 2, y)
                path.lineTo(x + s / 2, y + s)
            elif kind == 1:
                path.moveTo(x, y + s)
                path.lineTo(x + s / 2, y)
                path.lineTo(x + s, y + s)
                path.moveTo(x + s * 0.25, y + s * 0.55)
                path.lineTo(x + s * 0.75, y + s * 0.55)
            elif kind == 2:
                path.addRect(QRectF(x, y, s, s))
                path.moveTo(x, y)
                path.lineTo(x + s, y + s)
            else:
                path.moveTo(x, y)
                path.lineTo(x + s, y)
                path.lineTo(x, y + s)
                path.lineTo(x + s, y + s)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(_c(glow, 60), max(2.0, r.width() / 16)))
            p.drawPath(path)
            p.setPen(QPen(_c(glow, 235), max(1.0, r.width() / 55)))
            p.drawPath(path)


_PAINTERS = (_lite_metal, _yoko, _christin_p, _karl_gitter, _krypto)


def paint_artwork(p: QPainter, rect: QRectF, artist: int, seed: int) -> None:
    p.save()
    p.setClipRect(rect)
    _PAINTERS[artist](p, rect, random.Random(seed * 104729 + artist))
    p.restore()


# ----------------------------------------------------------------------------- symbols
def _mini_card(p: QPainter, rect: QRectF, fill: QColor) -> None:
    p.setBrush(fill)
    p.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)


def paint_symbol(p: QPainter, rect: QRectF, symbol: int) -> None:
    """A white badge with a dark pictogram for one of the five symbols."""
    if symbol == PLAIN:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    d = min(rect.width(), rect.height())
    c = rect.center()
    u = d / 10
    p.setPen(QPen(SYMBOL_COLOR, max(1.0, d / 18)))
    p.setBrush(QColor("#fbf7ee"))
    p.drawEllipse(c, d / 2 - 0.5, d / 2 - 0.5)
    dark = SYMBOL_COLOR
    pen = QPen(
        dark, max(1.0, u * 0.7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    p.setPen(pen)
    if symbol == DRAW:  # a card and a plus
        _mini_card(p, QRectF(c.x() - 3.2 * u, c.y() - 2.6 * u, 3.4 * u, 5 * u), QColor("#fbf7ee"))
        p.drawLine(QPointF(c.x() + 1.2 * u, c.y()), QPointF(c.x() + 3.8 * u, c.y()))
        p.drawLine(QPointF(c.x() + 2.5 * u, c.y() - 1.3 * u), QPointF(c.x() + 2.5 * u, c.y() + 1.3 * u))
    elif symbol == SECOND_UP:  # two open cards
        _mini_card(p, QRectF(c.x() - 3.4 * u, c.y() - 2.8 * u, 3.6 * u, 5 * u), QColor("#fbf7ee"))
        _mini_card(p, QRectF(c.x() - 0.4 * u, c.y() - 2.0 * u, 3.6 * u, 5 * u), QColor("#fbf7ee"))
        p.drawLine(QPointF(c.x() + 0.6 * u, c.y() + 0.5 * u), QPointF(c.x() + 2.2 * u, c.y() + 0.5 * u))
    elif symbol == SECOND_DOWN:  # an open card and a card back
        _mini_card(p, QRectF(c.x() - 3.4 * u, c.y() - 2.8 * u, 3.6 * u, 5 * u), QColor("#fbf7ee"))
        _mini_card(p, QRectF(c.x() - 0.4 * u, c.y() - 2.0 * u, 3.6 * u, 5 * u), dark)
    elif symbol == SIMULTANEOUS:  # three cards side by side, arrows down together
        for k in (-1, 0, 1):
            _mini_card(
                p, QRectF(c.x() + k * 2.6 * u - 1.0 * u, c.y() - 3.0 * u, 2.0 * u, 3.0 * u), QColor("#fbf7ee")
            )
            p.drawLine(
                QPointF(c.x() + k * 2.6 * u, c.y() + 0.8 * u), QPointF(c.x() + k * 2.6 * u, c.y() + 3.2 * u)
            )
    elif symbol == AWARD:  # a rosette with ribbons
        p.setBrush(QColor("#b8323c"))
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x() - 1.8 * u, c.y()),
                    QPointF(c.x() - 2.6 * u, c.y() + 3.6 * u),
                    QPointF(c.x() - 0.6 * u, c.y() + 2.6 * u),
                ]
            )
        )
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x() + 1.8 * u, c.y()),
                    QPointF(c.x() + 2.6 * u, c.y() + 3.6 * u),
                    QPointF(c.x() + 0.6 * u, c.y() + 2.6 * u),
                ]
            )
        )
        p.setBrush(QColor("#e0b84f"))
        p.drawEllipse(QPointF(c.x(), c.y() - 0.8 * u), 2.4 * u, 2.4 * u)
    p.restore()


# ----------------------------------------------------------------------------- whole cards
def paint_card(p: QPainter, rect: QRectF, card: int) -> None:
    """A masterpiece card: the artist's colour as a frame, the picture, a name band
    with the artist's number, and the symbol badge."""
    artist, symbol = CARD_ARTIST[card], CARD_SYMBOL[card]
    w, h = rect.width(), rect.height()
    radius = w * 0.07
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(30, 26, 20, 220), max(1.0, w / 100)))
    frame = QLinearGradient(rect.topLeft(), rect.bottomRight())
    frame.setColorAt(0, ARTIST_COLORS[artist].lighter(125))
    frame.setColorAt(1, ARTIST_COLORS[artist].darker(115))
    p.setBrush(frame)
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    m = w * 0.07
    band_h = max(h * 0.14, 16.0)  # room for a name of 9 px at least
    art = QRectF(rect.left() + m, rect.top() + m, w - 2 * m, h - 2 * m - band_h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ARTIST_DARK[artist])
    p.drawRect(art.adjusted(-1, -1, 1, 1))
    paint_artwork(p, art, artist, card)
    edge = min(m, 2.5)  # a small card's band runs nearly edge to edge
    band = QRectF(rect.left() + edge, art.bottom() + m * 0.5, w - 2 * edge, band_h - m * 0.2)
    p.setBrush(QColor("#fbf7ee"))
    p.drawRoundedRect(band, band.height() * 0.25, band.height() * 0.25)
    font = QFont()
    font.setBold(True)
    pad = min(band.height() * 0.3, 4.0)
    room = band.width() - 3 * pad
    # In capitals beside the number while they fit at 9 px or more; then the name as
    # written; then without the number (a hand of small cards): never a smudge.
    # Every artist's cards of one size are written alike: the longest name decides.
    name, number = ARTIST_NAMES[artist], str(ARTIST_CARD_COUNTS[artist])
    longest = max(ARTIST_NAMES, key=lambda n: QFontMetricsF(font).horizontalAdvance(n.upper()))
    choices = ((str.upper, True), (str, True), (str, False))
    for case, numbered in choices:
        size = max(9, int(band.height() * 0.5))
        font.setPixelSize(size)
        wide = case(longest) + ("88" if numbered else "")
        while size > 9 and QFontMetricsF(font).horizontalAdvance(wide) > room:
            size -= 1  # long names shrink to fit beside the number
            font.setPixelSize(size)
        if QFontMetricsF(font).horizontalAdvance(wide) <= room:
            break
    name, number = case(name), number if numbered else ""
    while size > 5 and QFontMetricsF(font).horizontalAdvance(name + number) > room:
        size -= 1  # a thumbnail (a dialog's list): the name shrinks rather than spill
        font.setPixelSize(size)
    p.setFont(font)
    p.setPen(ARTIST_DARK[artist])
    p.drawText(
        band.adjusted(pad, 0, -pad, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name
    )
    p.drawText(
        band.adjusted(0, 0, -pad, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, number
    )
    if symbol != PLAIN:
        s = w * 0.34
        paint_symbol(p, QRectF(rect.center().x() - s / 2, rect.top() + m * 1.4, s, s), symbol)
    p.restore()


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    """The back of a masterpiece card (a face-down card, the deck)."""
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#2d2a4a"))
    g.setColorAt(1, QColor("#131226"))
    p.setPen(QPen(QColor("#e0b84f"), max(1.0, w / 40)))
    p.setBrush(g)
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.08, w * 0.08)
    inner = rect.adjusted(w * 0.14, w * 0.14, -w * 0.14, -w * 0.14)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(224, 184, 79, 150), max(1.0, w / 70)))
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    stripe = inner.width() / 5
    for k, color in enumerate(ARTIST_COLORS):  # five artists, five bands
        band = QRectF(
            inner.left() + k * stripe,
            inner.center().y() - inner.height() * 0.18,
            stripe,
            inner.height() * 0.36,
        )
        p.fillRect(band.adjusted(1, 0, -1, 0), QColor(color.red(), color.green(), color.blue(), 190))
    p.restore()


def shown_symbol_rect(rect: QRectF) -> QRectF:
    """Where a shown card carries its symbol: the top left corner, which stays in sight
    when the next card of its stack lies over the rest (shown_fan below)."""
    s = rect.width() * 0.3
    m = rect.width() * 0.04
    return QRectF(rect.left() + m, rect.top() + m, s, s)


def shown_fan(width: float) -> float:
    """How far a shown card of a stack lies from the one before it: its symbol stays in sight."""
    return width * 0.36


def paint_shown_card(p: QPainter, rect: QRectF, card: int) -> None:
    """A card shown on the table this round, drawn for reading from afar: the symbol in
    the top left corner (in sight in a fanned stack) and the artist's name, not in
    capitals and without the number, on a band as wide as the card (at least 9 px)."""
    artist, symbol = CARD_ARTIST[card], CARD_SYMBOL[card]
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(30, 26, 20, 220), 1.0))
    p.setBrush(ARTIST_COLORS[artist])
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.08, w * 0.08)
    m = max(2.0, w * 0.04)
    named = w >= 48  # a dialog's thumbnail keeps to the picture (its list names the cards)
    band_h = max(15.0, h * 0.2) if named else 0.0
    art = QRectF(rect.left() + m, rect.top() + m, w - 2 * m, h - 2 * m - band_h)
    p.setPen(Qt.PenStyle.NoPen)
    paint_artwork(p, art, artist, card)
    if not named:
        if symbol != PLAIN:
            paint_symbol(p, shown_symbol_rect(rect), symbol)
        p.restore()
        return
    band = QRectF(rect.left() + m, art.bottom() + m * 0.5, w - 2 * m, rect.bottom() - art.bottom() - m * 1.5)
    p.setBrush(QColor("#fbf7ee"))
    p.drawRoundedRect(band, 3, 3)
    font = QFont()
    font.setBold(True)
    name = ARTIST_NAMES[artist]
    size = max(9, int(band.height() * 0.62))
    font.setPixelSize(size)
    while size > 9 and QFontMetricsF(font).horizontalAdvance(name) > band.width() - 2:
        size -= 1
        font.setPixelSize(size)
    if QFontMetricsF(font).horizontalAdvance(name) > band.width() - 2:  # closer letters, never smaller
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 90)
    p.setFont(font)
    p.setPen(ARTIST_DARK[artist])
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, name)
    if symbol != PLAIN:
        paint_symbol(p, shown_symbol_rect(rect), symbol)
    p.restore()


_PICTURES = CardPictures(paint_card, paint_card_back, limit=800)
card_pixmap = _PICTURES.pixmap  # (card or None for the back, size, dpr) -> a cached picture
_SHOWN = CardPictures(paint_shown_card, paint_card_back, limit=400)
shown_pixmap = _SHOWN.pixmap  # a card shown on the table (a display), drawn for reading
