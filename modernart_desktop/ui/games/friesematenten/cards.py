"""Friesematenten's card faces, drawn by us. Each of the 60 cards has its own picture
(`pictures.py`) in its type's colour, and colour is never the only sign of the type:
each type has its emblem at the top (a factory roof, a crown, a handshake, an arrow)
and its own weave in the frame (stripes, dots, waves, chevrons). The numbers that
matter are big: VP top left (a minus sign when negative), production top right on a
coin (factories) or the timing symbol (actions), a short line of what the card does,
and the minimum bid at the foot, all as the match's deck version prints them.

`CardWidget` is one card on the table: clickable when it may be chosen or played,
reachable by the keyboard then (Enter or Space picks it, the arrow keys walk the row),
and shown large with its whole text on hover or with the Z key (`CardZoom`)."""

from __future__ import annotations

import atexit
import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.friesematenten.components import CARDS, DECK_VERSION, fee_for_vp
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.pictures import paint_picture
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

RATIO = 1.4  # height / width
COLOURS = {
    "factory": (QColor("#c0392b"), QColor("#7d1f16")),
    "status": (QColor("#e9b824"), QColor("#8a6a0a")),
    "influence": (QColor("#2f6db5"), QColor("#17406f")),
    "action": (QColor("#2e8b57"), QColor("#175434")),
}
PAPER = QColor("#fbf7ec")
INK = QColor("#231f1a")
GOLD = QColor("#ffd65a")


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(max(6, round(px)))
    f.setBold(bold)
    return f


def _fit_font(
    text: str, width: float, px: float, lines: int = 2, bold: bool = True, height: float = 0.0
) -> QFont:
    """The largest font up to `px` in which `text` fits `lines` lines of `width` (and,
    given a `height`, the lines it takes fit that height)."""
    size = px
    words = text.split()
    while size > 6:
        # at each size, the narrower letters of a condensed face before a smaller size
        for stretch in (100, 85, 75, 68):
            f = _font(size, bold)
            if stretch != 100:
                f.setStretch(stretch)
            fm = QFontMetricsF(f)
            room = width - 1.5  # (the painter's wrapping rounds; keep a little margin)
            if all(fm.horizontalAdvance(w) <= room for w in words):
                used, line = 1, ""
                for w in words:
                    trial = f"{line} {w}".strip()
                    if fm.horizontalAdvance(trial) > room:
                        used, line = used + 1, w
                    else:
                        line = trial
                if used <= lines and (height <= 0 or used * fm.lineSpacing() <= height):
                    return f
        size -= 0.5
    return _font(6, bold)


# ----------------------------------------------------------------------------- the face
def _paint_weave(p: QPainter, rect: QRectF, kind: str, radius: float) -> None:
    """The type's own pattern over the frame: stripes (factory), dots (status symbol),
    waves (influence), chevrons (action). Faint, but it tells the types apart without
    their colours."""
    p.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.setClipPath(clip)
    w = rect.width()
    step = max(4.0, w / 9)
    ink = QColor(255, 255, 255, 46) if kind != "status" else QColor(90, 60, 0, 46)
    p.setPen(QPen(ink, max(1.0, w / 60)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    x0, y0, x1, y1 = rect.left(), rect.top(), rect.right(), rect.bottom()
    if kind == "factory":
        k = -rect.height()
        while k < w:
            p.drawLine(QPointF(x0 + k, y1), QPointF(x0 + k + rect.height(), y0))
            k += step
    elif kind == "status":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        r = max(0.8, w / 55)
        row = 0
        y = y0 + step / 2
        while y < y1:
            x = x0 + (step / 2 if row % 2 else 0)
            while x < x1:
                p.drawEllipse(QPointF(x, y), r, r)
                x += step
            y += step * 0.8
            row += 1
    elif kind == "influence":
        y = y0
        while y < y1 + step:
            path = QPainterPath(QPointF(x0, y))
            x = x0
            while x < x1:
                path.quadTo(QPointF(x + step / 2, y - step / 3), QPointF(x + step, y))
                path.quadTo(QPointF(x + step * 1.5, y + step / 3), QPointF(x + step * 2, y))
                x += step * 2
            p.drawPath(path)
            y += step
    else:
        y = y0
        while y < y1 + step:
            x = x0
            while x < x1:
                p.drawPolyline([QPointF(x, y), QPointF(x + step / 2, y - step / 2), QPointF(x + step, y)])
                x += step
            y += step * 0.75
    p.restore()


def paint_emblem(p: QPainter, rect: QRectF, kind: str, ink: QColor) -> None:
    """The type's emblem (a factory roof, a crown, a handshake, an arrow)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    side = min(rect.width(), rect.height()) * 0.78
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    x, y, s = box.left(), box.top(), side
    if kind == "factory":
        path = QPainterPath()
        path.moveTo(x, y + s)
        path.lineTo(x, y + s * 0.45)
        for i in range(3):
            path.lineTo(x + s * (0.22 * i + 0.22), y + s * 0.25)
            path.lineTo(x + s * (0.22 * i + 0.22), y + s * 0.45)
        path.lineTo(x + s * 0.7, y + s * 0.45)
        path.lineTo(x + s * 0.7, y)
        path.lineTo(x + s * 0.86, y)
        path.lineTo(x + s * 0.86, y + s)
        path.closeSubpath()
        p.drawPath(path)
    elif kind == "status":
        path = QPainterPath()
        path.moveTo(x + s * 0.05, y + s * 0.8)
        path.lineTo(x, y + s * 0.28)
        path.lineTo(x + s * 0.28, y + s * 0.52)
        path.lineTo(x + s * 0.5, y + s * 0.18)
        path.lineTo(x + s * 0.72, y + s * 0.52)
        path.lineTo(x + s, y + s * 0.28)
        path.lineTo(x + s * 0.95, y + s * 0.8)
        path.closeSubpath()
        p.drawPath(path)
        p.drawRect(QRectF(x + s * 0.05, y + s * 0.84, s * 0.9, s * 0.1))
    elif kind == "influence":
        p.drawEllipse(QRectF(x + s * 0.12, y + s * 0.1, s * 0.3, s * 0.3))
        p.drawEllipse(QRectF(x + s * 0.58, y + s * 0.1, s * 0.3, s * 0.3))
        p.drawRoundedRect(QRectF(x + s * 0.02, y + s * 0.45, s * 0.5, s * 0.5), s * 0.15, s * 0.15)
        p.drawRoundedRect(QRectF(x + s * 0.48, y + s * 0.45, s * 0.5, s * 0.5), s * 0.15, s * 0.15)
    else:
        path = QPainterPath()
        path.moveTo(x, y + s * 0.38)
        path.lineTo(x + s * 0.55, y + s * 0.38)
        path.lineTo(x + s * 0.55, y + s * 0.15)
        path.lineTo(x + s, y + s * 0.5)
        path.lineTo(x + s * 0.55, y + s * 0.85)
        path.lineTo(x + s * 0.55, y + s * 0.62)
        path.lineTo(x, y + s * 0.62)
        path.closeSubpath()
        p.drawPath(path)
    p.restore()


@dataclass
class FaceText:
    """Where a card's words go on its face and in what size (what `paint_card` paints;
    the tests measure these)."""

    window: float  # the picture window's foot, as a share of the card's height
    name: str
    name_rect: QRectF
    name_font: QFont
    line: str
    band: QRectF
    line_font: QFont | None  # None: no effect line (none, or a card too small for one)


COMPACT = 130  # below this width a card's words take more of it and its picture less


def face_text(card: int, w: float, deck: int = DECK_VERSION) -> FaceText:
    """The name and the short effect line of `card` on a face `w` wide: on a large card
    under a large picture, on a table-sized one (narrower than COMPACT) in bigger type
    over more of the card, the picture smaller."""
    info = N.card_info(card, deck)
    h = w * RATIO
    name = N.card_name(card)
    effect = N.short_effect(card, deck)
    lines = [effect]
    if info.type == "influence":  # where it goes, too, where that fits
        lines = [(effect + " · " if effect else "") + N.attach_short(card)] + ([effect] if effect else [])
    if w >= COMPACT:
        window, name_top, name_h, band_top, band_h = 0.5, 0.505, 0.17, 0.68, 0.135
        name_px, line_px, line_rows = w * 0.125, w * 0.092, 2
    else:
        window, name_top, name_h, band_top, band_h = 0.32, 0.325, 0.235, 0.565, 0.285
        name_px, line_px, line_rows = max(11.0, w * 0.15), max(10.0, w * 0.13), 3
    # below 56 px the effect line could not be read: the name takes its room
    roomy = w >= 56 and bool(lines[0])
    if not roomy:
        name_h = band_top + band_h - name_top
    best: FaceText | None = None
    # a long name may take a third line from the effect's band, and the words may take
    # some of the picture's height, when that reads better
    for lift in (0.0, 0.06, 0.1) if w < COMPACT else (0.0,):
        for borrow in (0.0, 0.075, 0.14) if w < COMPACT and roomy else (0.0,):
            name_rect = QRectF(w * 0.04, h * (name_top - lift), w * 0.92, h * (name_h + borrow))
            name_font = _fit_font(
                name,
                name_rect.width(),
                name_px,
                lines=2 + round(borrow / 0.07) if roomy else 4,
                height=name_rect.height(),
            )
            band = QRectF(w * 0.05, h * (band_top - lift + borrow), w * 0.9, h * (band_h + lift - borrow))
            for line in lines if roomy else [""]:
                line_font = (
                    _fit_font(
                        line,
                        band.width() - w * 0.02,
                        line_px,
                        lines=line_rows,
                        bold=False,
                        height=band.height(),
                    )
                    if line
                    else None
                )
                text = FaceText(window - lift, name, name_rect, name_font, line, band, line_font)
                if best is None or _legibility(text) > _legibility(best) + 0.25:
                    best = text
    assert best is not None
    return best


def _legibility(text: FaceText) -> float:
    """The smaller of a face's two type sizes (the name counts a little more)."""
    name = text.name_font.pixelSize()
    line = text.line_font.pixelSize() if text.line_font is not None else name
    return min(name, line + 0.5) + 0.01 * name


def paint_card(
    p: QPainter, rect: QRectF, card: int, dim: bool = False, deck: int = DECK_VERSION, foot: bool = True
) -> None:
    """The face of `card` as deck version `deck` prints it (`foot`: with its minimum bid;
    without, its foot is left for a ribbon, see CardWidget)."""
    info = N.card_info(card, deck)
    fill_colour, dark = COLOURS[info.type]
    w, h = rect.width(), rect.height()
    r = w * 0.08
    if w < TINY:
        _paint_tiny(p, rect, card, info.key, info.type)
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(QPen(dark, max(1.0, w / 40)))
    p.setBrush(fill_colour)
    body = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    p.drawRoundedRect(body, r, r)
    _paint_weave(p, body, info.type, r)
    # the paper window with the card's own picture; the badges sit on its upper corners.
    # A table-sized card gives its words more of its height (the picture shrinks).
    text = face_text(card, w, deck)
    window = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.05, w * 0.86, h * (text.window - 0.05))
    p.setPen(QPen(dark, max(1.0, w / 70)))
    p.setBrush(PAPER)
    p.drawRoundedRect(window, r * 0.6, r * 0.6)
    picture = window.adjusted(w * 0.1, h * 0.085, -w * 0.1, -h * 0.012)
    paint_picture(p, picture, info.key, dark, fill_colour)
    # the type's emblem, top centre, on a small disc
    em = w * 0.2
    disc = QRectF(rect.center().x() - em / 2, rect.top() + w * 0.035, em, em)
    p.setPen(QPen(dark, max(1.0, w / 80)))
    p.setBrush(PAPER)
    p.drawEllipse(disc)
    paint_emblem(p, disc.adjusted(em * 0.2, em * 0.2, -em * 0.2, -em * 0.2), info.type, dark)
    # the numbers
    badge = w * 0.3
    top_left = QRectF(rect.left() + w * 0.035, rect.top() + w * 0.035, badge, badge)
    top_right = QRectF(rect.right() - w * 0.035 - badge, rect.top() + w * 0.035, badge, badge)
    if info.type in ("factory", "status"):
        _badge(p, top_left, N.signed(info.vp) if info.vp < 0 else str(info.vp), "vp")
    if info.type == "factory":
        _badge(p, top_right, str(info.production), "coin")
    if info.type == "action" and info.timing:
        paint_timing(p, top_right, timing_symbol(card))
    text_colour = INK if info.type == "status" else QColor("white")
    # the name under the window, up to two lines; then what the card does
    name_rect = text.name_rect.translated(rect.topLeft())
    p.setPen(text_colour)
    p.setFont(text.name_font)
    p.drawText(name_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text.name)
    if text.line_font is not None:
        band = text.band.translated(rect.topLeft())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 215))
        p.drawRoundedRect(band, r * 0.5, r * 0.5)
        p.setPen(INK)
        p.setFont(text.line_font)
        p.drawText(
            band.adjusted(w * 0.01, 0, -w * 0.01, 0),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            text.line,
        )
    # the minimum bid at the foot
    bid_rect = foot_rect(rect)
    if foot:
        p.setPen(text_colour)
        p.setFont(_font(max(9.5, w * 0.15)))
        p.drawText(bid_rect, Qt.AlignmentFlag.AlignCenter, N.money(info.min_bid))
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 20, 20, 120))
        p.drawRoundedRect(rect, r, r)
    p.restore()


def foot_rect(rect: QRectF) -> QRectF:
    """Where a card's minimum bid lies, at its foot."""
    w, h = rect.width(), rect.height()
    return QRectF(
        rect.left(),
        rect.top() + h * (0.83 if w >= COMPACT else 0.855),
        w,
        h * (0.15 if w >= COMPACT else 0.13),
    )


STRIP_LEAST = 23  # an attached card's band is never lower than this (two lines of its name)
TINY = 40  # below this width a card shows no words (they could not be read, only cut off)


def _paint_tiny(p: QPainter, rect: QRectF, card: int, key: str, kind: str) -> None:
    """A card too small for words (a thumbnail on the start page): its colour, weave
    and picture only."""
    fill_colour, dark = COLOURS[kind]
    w = rect.width()
    r = w * 0.1
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(dark, max(1.0, w / 30)))
    p.setBrush(fill_colour)
    body = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    p.drawRoundedRect(body, r, r)
    _paint_weave(p, body, kind, r)
    window = QRectF(rect.left() + w * 0.1, rect.top() + rect.height() * 0.12, w * 0.8, w * 0.8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PAPER)
    p.drawRoundedRect(window, r * 0.6, r * 0.6)
    paint_picture(p, window.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06), key, dark, fill_colour)
    em = w * 0.36
    paint_emblem(p, QRectF(rect.center().x() - em / 2, rect.bottom() - em * 1.25, em, em), kind, PAPER)
    p.restore()


_FACES: dict[tuple[int, int, str, int, int, float, bool], QPixmap] = {}
atexit.register(_FACES.clear)  # pixmaps must go before the QApplication does


def face_pixmap(card: int, size: QSize, dpr: float, deck: int = DECK_VERSION, foot: bool = True) -> QPixmap:
    """The face of `card` drawn once per size, language and deck version, and kept."""
    key = (card, deck, N.language(), size.width(), size.height(), round(dpr, 2), foot)
    pix = _FACES.get(key)
    if pix is None:
        pix = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        paint_card(painter, QRectF(0, 0, size.width(), size.height()), card, deck=deck, foot=foot)
        painter.end()
        if len(_FACES) > 900:
            _FACES.clear()
        _FACES[key] = pix
    return pix


def strip_text(rect: QRectF, name: str) -> tuple[QRectF, QFont, int]:
    """Where an attached card's name goes on its band, in which type, on how many lines:
    beside the emblem on one line, else on two; where neither reads (9 px at least),
    over the whole band (the band's colour still tells the type); cut short only when
    even that fails (the whole name one hover away)."""
    em = min(rect.height() * 0.72, rect.width() * 0.22)
    beside = rect.adjusted(em + 4, 0, -2, 0)
    whole = rect.adjusted(2, 0, -2, 0)
    largest = max(9.5, min(rect.height() * 0.55, 13.0))
    for text in (beside, whole):
        for lines in (1, 2):
            font = _fit_font(
                name, text.width(), largest if lines == 1 else 11.0, lines=lines, height=text.height()
            )
            if font.pixelSize() >= 9:
                return text, font, lines
    font = _font(9.5)
    font.setStretch(75)
    return beside, font, 1


def paint_strip(p: QPainter, rect: QRectF, card: int, dim: bool = False) -> None:
    """An attached influence card as it lies over the foot of its host: a band in its
    type's colour with its emblem (so the type shows without the colour) and its name."""
    info = CARDS[card]
    fill_colour, dark = COLOURS[info.type]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(dark, 1.2))
    p.setBrush(fill_colour)
    radius = min(rect.height() / 3, 5.0)
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    em = min(rect.height() * 0.72, rect.width() * 0.22)
    if strip_text(rect, N.card_name(card))[0].left() > rect.left() + em:  # (the name beside it)
        disc = QRectF(rect.left() + 2, rect.center().y() - em / 2, em, em)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PAPER)
        p.drawEllipse(disc)
        paint_emblem(p, disc.adjusted(em * 0.16, em * 0.16, -em * 0.16, -em * 0.16), info.type, dark)
    p.setPen(QColor("white"))
    name = N.card_name(card)
    text, font, lines = strip_text(rect, name)
    p.setFont(font)
    if lines == 1:
        shown = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, text.width())
        p.drawText(text, Qt.AlignmentFlag.AlignCenter, shown)
    else:
        p.drawText(text, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 20, 20, 120))
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


def _badge(p: QPainter, rect: QRectF, text: str, kind: str) -> None:
    p.save()
    if kind == "vp":  # a laurel-gold disc: victory points (a red ring when negative)
        negative = text.startswith("\u2212")
        p.setBrush(QColor("#fff3c4"))
        p.setPen(QPen(QColor("#a01010") if negative else QColor("#6b4f00"), max(1.0, rect.width() / 10)))
        p.drawEllipse(rect)
        colour = QColor("#a01010") if negative else QColor("#3a2a00")
    else:  # a coin: production (money each income)
        p.setBrush(QColor("#d9a520"))
        p.setPen(QPen(QColor("#5c4300"), max(1.0, rect.width() / 12)))
        p.drawEllipse(rect)
        p.setPen(QPen(QColor(255, 240, 180, 160), max(1.0, rect.width() / 24)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(
            rect.width() * 0.12, rect.height() * 0.12, -rect.width() * 0.12, -rect.height() * 0.12
        )
        p.drawEllipse(inner)
        colour = QColor("#2a1d00")
    p.setPen(colour)
    p.setFont(_font(rect.height() * (0.6 if len(text) < 3 else 0.46)))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


REACTION = "reaction"  # Objection!'s symbol: it is never played, only answers a card aimed at you


def timing_symbol(card: int) -> str:
    """The symbol an action card shows: its timing, or the shield of a reaction
    (Objection!, whose data timing says when it may answer, not when it is played)."""
    info = CARDS[card]
    if info.effect("objection") is not None:
        return REACTION
    return info.timing or "none"


def paint_timing(p: QPainter, rect: QRectF, timing: str, lit: bool = False) -> None:
    """The timing symbol in a disc: none (a plain ring), hammer, money bag, lightning,
    or a shield for a reaction. Lit (gold) when the card can be played now."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(GOLD if lit else QColor("#eef3ea"))
    p.setPen(QPen(QColor("#1c3a28"), max(1.0, rect.width() / 12)))
    p.drawEllipse(rect)
    c = rect.center()
    s = rect.width() / 2
    ink = QColor("#1c3a28")
    p.setPen(QPen(ink, max(1.0, s / 5), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    if timing == "hammer":
        p.drawLine(QPointF(c.x() - s * 0.35, c.y() + s * 0.5), QPointF(c.x() + s * 0.2, c.y() - s * 0.15))
        head = QPainterPath()
        p.setBrush(ink)
        p.save()
        p.translate(c.x() + s * 0.2, c.y() - s * 0.2)
        p.rotate(45)
        head.addRect(QRectF(-s * 0.45, -s * 0.18, s * 0.9, s * 0.36))
        p.drawPath(head)
        p.restore()
    elif timing == "bag":
        p.setBrush(ink)
        p.drawEllipse(QRectF(c.x() - s * 0.42, c.y() - s * 0.15, s * 0.84, s * 0.68))
        p.drawLine(QPointF(c.x() - s * 0.15, c.y() - s * 0.45), QPointF(c.x() + s * 0.15, c.y() - s * 0.45))
        p.setPen(GOLD if lit else QColor("#eef3ea"))
        p.setFont(_font(s * 0.6))
        p.drawText(
            QRectF(c.x() - s * 0.42, c.y() - s * 0.12, s * 0.84, s * 0.62), Qt.AlignmentFlag.AlignCenter, "€"
        )
    elif timing == "lightning":
        bolt = QPainterPath()
        pts = [(0.15, -0.6), (-0.3, 0.08), (0.0, 0.08), (-0.15, 0.6), (0.32, -0.12), (0.02, -0.12)]
        bolt.moveTo(c.x() + pts[0][0] * s, c.y() + pts[0][1] * s)
        for x, y in pts[1:]:
            bolt.lineTo(c.x() + x * s, c.y() + y * s)
        bolt.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(bolt)
    elif timing == REACTION:  # a shield: it only answers an action card aimed at you
        shield = QPainterPath()
        shield.moveTo(c.x(), c.y() - s * 0.62)
        shield.cubicTo(
            QPointF(c.x() + s * 0.22, c.y() - s * 0.46),
            QPointF(c.x() + s * 0.4, c.y() - s * 0.46),
            QPointF(c.x() + s * 0.5, c.y() - s * 0.44),
        )
        shield.cubicTo(
            QPointF(c.x() + s * 0.52, c.y() + s * 0.1),
            QPointF(c.x() + s * 0.3, c.y() + s * 0.45),
            QPointF(c.x(), c.y() + s * 0.64),
        )
        shield.cubicTo(
            QPointF(c.x() - s * 0.3, c.y() + s * 0.45),
            QPointF(c.x() - s * 0.52, c.y() + s * 0.1),
            QPointF(c.x() - s * 0.5, c.y() - s * 0.44),
        )
        shield.cubicTo(
            QPointF(c.x() - s * 0.4, c.y() - s * 0.46),
            QPointF(c.x() - s * 0.22, c.y() - s * 0.46),
            QPointF(c.x(), c.y() - s * 0.62),
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(shield)
        # a light bar down the middle, so it reads as a shield, not a blot
        p.setPen(
            QPen(
                GOLD if lit else QColor("#eef3ea"),
                max(1.0, s / 8),
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
        )
        p.drawLine(QPointF(c.x(), c.y() - s * 0.36), QPointF(c.x(), c.y() + s * 0.38))
    else:  # on your own turn: a small hand-less clock face ring
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, s * 0.35, s * 0.35)
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#3b2f1c"), 1.5))
    p.setBrush(QColor("#6b5434"))
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), rect.width() * 0.08, rect.width() * 0.08)
    p.setPen(QPen(QColor("#c9a86a"), 1))
    for i in range(1, 6):
        a = i * math.pi / 6
        c = rect.center()
        d = rect.width() * 0.35
        p.drawLine(
            QPointF(c.x() - d * math.cos(a), c.y() - d * math.sin(a)),
            QPointF(c.x() + d * math.cos(a), c.y() + d * math.sin(a)),
        )
    p.restore()


# ----------------------------------------------------------------------------- words for a card
def card_details(card: int, deck: int = DECK_VERSION) -> list[str]:
    """A card in full, line by line: name and type, the numbers, when it is played,
    what it does (the large card, the tooltip and the screen reader read these)."""
    info = N.card_info(card, deck)
    head = N.card_name(card) + " — " + N.type_name(info.type)
    if info.type == "factory":
        head += f" ({N.sector_name(info.sector)})"
    lines = [head]
    numbers = [fill(translate("FrieseCards", "Minimum bid {money}"), money=N.money(info.min_bid))]
    if info.type in ("factory", "status"):
        numbers.append(N.points(info.vp))
    if info.type == "factory":
        numbers.append(fill(translate("FrieseCards", "production {money}"), money=N.money(info.production)))
        if info.vp < 0:
            numbers.append(
                fill(translate("FrieseCards", "demolition fee {money}"), money=N.money(fee_for_vp(info.vp)))
            )
    lines.append(", ".join(numbers))
    if info.type == "action":
        lines.append(N.card_timing(card))
    text = N.effect_text(card, deck)
    if text:
        lines.append(text)
    return lines


# ----------------------------------------------------------------------------- the large card
class CardZoom(QFrame):
    """The card under the pointer (or the focused one, with Z) shown large, with its
    whole text, beside it: one for the whole app."""

    WIDTH = 230

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("FrieseCardZoom")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setStyleSheet(
            "QFrame#FrieseCardZoom { background: #1d1810; border: 2px solid #e0b84f; border-radius: 10px; }"
            "QLabel { color: #f4ecd8; font-size: 10pt; }"
        )
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        box.setSpacing(6)
        self.picture = QLabel(self)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.picture)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setFixedWidth(self.WIDTH)
        box.addWidget(self.text)
        self.card = -1
        self.deck = DECK_VERSION

    def show_card(self, card: int, deck: int, anchor: QWidget) -> None:
        self.card, self.deck = card, deck
        scale = anchor.devicePixelRatioF()
        size = QSize(self.WIDTH, round(self.WIDTH * RATIO))
        self.picture.setPixmap(face_pixmap(card, size, scale, deck))
        self.text.setText("\n".join(card_details(card, deck)))
        self.adjustSize()
        # beside the card, on the side with room, kept on its screen
        top_left = anchor.mapToGlobal(QPoint(anchor.width() + 8, -20))
        screen = anchor.screen().availableGeometry() if anchor.screen() is not None else None
        if screen is not None:
            if top_left.x() + self.width() > screen.right():
                top_left.setX(anchor.mapToGlobal(QPoint(0, 0)).x() - self.width() - 8)
            top_left.setY(max(screen.top(), min(top_left.y(), screen.bottom() - self.height())))
            top_left.setX(max(screen.left(), top_left.x()))
        self.move(top_left)
        self.show()
        self.raise_()


_ZOOM: list[CardZoom] = []


def card_zoom() -> CardZoom:
    if not _ZOOM:
        _ZOOM.append(CardZoom())
        atexit.register(_ZOOM.clear)
    return _ZOOM[0]


def hide_zoom() -> None:
    if _ZOOM and _ZOOM[0].isVisible():
        _ZOOM[0].hide()


class CardWidget(QWidget):
    """One card on the table. `choosable`: a click picks it (a target, a card to bid
    on); `lit`: an action card playable now, its timing symbol shines; `selected`:
    the card whose target is being chosen."""

    clicked = Signal(int)
    step_focus = Signal(int, int)  # (card, -1 or +1): the arrow keys, to the neighbour card
    HOVER_MS = 450

    def __init__(self, card: int, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.deck = DECK_VERSION
        self.choosable = False
        self.lit = False
        self.selected = False
        self.dim = False
        self.mark = ""  # a small ribbon: "left over", "on auction", "targeted"
        self.strip = 0.0  # attached over a host's foot: the share of a card's height it takes (0: a card)
        self.veiled = False  # flying to this place (moments.py): not drawn until it lands
        self.setFixedSize(QSize(width, round(width * RATIO)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._hover = QTimer(self)
        self._hover.setSingleShot(True)
        self._hover.setInterval(self.HOVER_MS)
        self._hover.timeout.connect(self.show_large)
        self.refresh_tooltip()

    def set_width(self, width: int) -> None:
        size = QSize(
            width, max(STRIP_LEAST, round(width * RATIO * self.strip)) if self.strip else round(width * RATIO)
        )
        if self.size() != size:
            self.setFixedSize(size)
            self.update()

    def set_deck(self, deck: int) -> None:
        if deck != self.deck:
            self.deck = deck
            self.refresh_tooltip()
            self.update()

    def refresh_tooltip(self) -> None:
        """The words for the card (its tooltip is the large card, shown on hover)."""
        details = card_details(self.card, self.deck)
        # (a hover shows the large card with these words: see event())
        self.setToolTip("\n".join(details + ([self.mark] if self.mark else [])))
        self.setAccessibleName(self._spoken_name())
        self.setAccessibleDescription(" ".join(details[1:]))

    def _spoken_name(self) -> str:
        info = CARDS[self.card]
        name = N.card_name(self.card) + ", " + N.type_name(info.type)
        states = []
        if self.lit:
            states.append(translate("FrieseCards", "playable now"))
        if self.choosable:
            states.append(translate("FrieseCards", "can be chosen"))
        if self.selected:
            states.append(translate("FrieseCards", "selected"))
        if self.mark:
            states.append(self.mark)
        if self.dim:
            states.append(translate("FrieseCards", "already auctioned"))
        return name + (" — " + ", ".join(states) if states else "")

    def set_veiled(self, veiled: bool) -> None:
        if veiled != self.veiled:
            self.veiled = veiled
            self.update()

    def set_strip(self, share: float) -> None:
        """Attached to a host: drawn as a band `share` of a card's height, lying over the
        host's foot (an owned card's minimum bid no longer matters); 0: a whole card."""
        if share != self.strip:
            self.strip = share
            self.set_width(self.width())
            self.update()

    def actionable(self) -> bool:
        return self.choosable or self.lit

    def set_state(
        self,
        *,
        choosable: bool = False,
        lit: bool = False,
        selected: bool = False,
        dim: bool = False,
        mark: str = "",
    ) -> None:
        if (choosable, lit, selected, dim, mark) != (
            self.choosable,
            self.lit,
            self.selected,
            self.dim,
            self.mark,
        ):
            if mark != self.mark:
                self.mark = mark
                self.refresh_tooltip()
            self.choosable, self.lit, self.selected, self.dim = choosable, lit, selected, dim
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if choosable or lit else Qt.CursorShape.ArrowCursor
            )
            # Cards that may be picked now are on the keyboard's Tab path; the others
            # take the focus by a click or the arrow keys only.
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if choosable or lit else Qt.FocusPolicy.ClickFocus)
            self.setAccessibleName(self._spoken_name())
            self.update()

    # -- the large card ---------------------------------------------------------------
    def show_large(self) -> None:
        if self.isVisible():
            card_zoom().show_card(self.card, self.deck, self)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover.start()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover.stop()
        hide_zoom()
        super().leaveEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self._hover.stop()
        if _ZOOM and _ZOOM[0].card == self.card and _ZOOM[0].isVisible():
            hide_zoom()
        super().hideEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        hide_zoom()
        self.update()
        super().focusOutEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:  # the large card is the tooltip
            self.show_large()
            return True
        return super().event(event)

    # -- mouse and keys ----------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.actionable()
            and self.rect().contains(event.position().toPoint())
        ):
            hide_zoom()
            self.clicked.emit(self.card)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.actionable():
            hide_zoom()
            self.clicked.emit(self.card)
            return
        if key == Qt.Key.Key_Z:
            if _ZOOM and _ZOOM[0].isVisible() and _ZOOM[0].card == self.card:
                hide_zoom()
            else:
                self.show_large()
            return
        if key == Qt.Key.Key_Escape and _ZOOM and _ZOOM[0].isVisible():
            hide_zoom()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_focus.emit(self.card, -1 if key == Qt.Key.Key_Left else 1)
            return
        super().keyPressEvent(event)

    # -- drawing -----------------------------------------------------------------------
    def mark_lines(self) -> tuple[QFont, list[str]]:
        """The ribbon's words ("Expert en art" on a card it is attached to): on one line
        where they fit, else whole on two ("Expert" / "en art"), cut short only where
        even two lines cannot hold them (the tooltip has them whole)."""
        width = self.rect().width() - 4 - 8
        font = _fit_font(self.mark, width, max(9.5, (self.rect().width() - 4) * 0.12), lines=1)
        if font.pixelSize() >= 9:
            return font, [self.mark]
        words = self.mark.split()
        font = _fit_font(self.mark, width, 9.5, lines=2)
        fm = QFontMetricsF(font)
        if font.pixelSize() >= 9 and len(words) > 1:
            lines = [""]
            for word in words:
                trial = f"{lines[-1]} {word}".strip()
                if fm.horizontalAdvance(trial) > width - 1.5 and lines[-1]:
                    lines.append(word)
                else:
                    lines[-1] = trial
            if len(lines) <= 2:
                return font, lines
        font = _font(9)
        font.setStretch(68)
        fm = QFontMetricsF(font)
        return font, [fm.elidedText(self.mark, Qt.TextElideMode.ElideRight, width + 4)]

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.veiled:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        w = rect.width()
        if self.strip:
            paint_strip(p, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.card, self.dim)
        else:
            size = QSize(round(rect.width()), round(rect.height()))
            p.drawPixmap(
                rect.topLeft(),
                face_pixmap(self.card, size, self.devicePixelRatioF(), self.deck, foot=not self.mark),
            )
            if self.dim:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(20, 20, 20, 120))
                p.drawRoundedRect(rect, w * 0.08, w * 0.08)
        if self.lit and not self.strip and CARDS[self.card].timing:
            badge = w * 0.3
            paint_timing(
                p,
                QRectF(rect.right() - w * 0.035 - badge, rect.top() + w * 0.035, badge, badge),
                timing_symbol(self.card),
                lit=True,
            )
        frame = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = min(w * 0.09, frame.height() / 3)
        if self.choosable or self.lit or self.selected:
            if self.choosable:  # a target: a wide glowing rim nobody can miss
                p.setPen(QPen(QColor(255, 214, 90, 110), 7))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(frame.adjusted(2, 2, -2, -2), radius, radius)
            colour = QColor("#ffffff") if self.selected else GOLD
            # not by colour alone: a target's rim is dashed, a playable card's solid
            style = Qt.PenStyle.DashLine if self.choosable and not self.selected else Qt.PenStyle.SolidLine
            p.setPen(QPen(colour, 3.5 if self.selected or self.choosable else 2.5, style))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(frame, radius, radius)
        if self.hasFocus():  # the keyboard's card: a thick light-blue ring on a dark edge
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(10, 20, 40, 230), 6))
            p.drawRoundedRect(frame.adjusted(1, 1, -1, -1), radius, radius)
            p.setPen(QPen(QColor("#6fd3ff"), 3.5))
            p.drawRoundedRect(frame.adjusted(1, 1, -1, -1), radius, radius)
        if self.mark and not self.strip:
            # a ribbon at the card's foot, in place of its minimum bid (which the stage
            # and the large card show), in type that fits whole
            font, lines = self.mark_lines()
            p.setFont(font)
            fm = QFontMetricsF(p.font())
            tw = min(rect.width(), max(fm.horizontalAdvance(t) for t in lines) + 8)
            foot = foot_rect(rect)
            tall = fm.height() * len(lines) + 2
            band = QRectF(
                rect.center().x() - tw / 2,
                min(foot.center().y() - fm.height() / 2 - 1, rect.bottom() - tall),
                tw,
                tall,
            )
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(30, 30, 30, 220))
            p.drawRoundedRect(band, 3, 3)
            p.setPen(QColor("#ffe9a8"))
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        p.end()


def app_has_zoom() -> bool:
    """For tests: the large card is on screen."""
    return bool(_ZOOM) and _ZOOM[0].isVisible() and QApplication.instance() is not None
