"""Friesematenten's card faces, drawn by us: a colour per type (red factories, yellow
status symbols, blue influence, green actions), an icon, the name in the UI language
and the numbers that matter in big figures (VP top left, production or the timing
top right, the minimum bid at the foot). `CardWidget` is one card on the table."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from modernart_desktop.games.friesematenten.components import CARDS
from modernart_desktop.ui.games.friesematenten import names as N

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


def _fit_font(text: str, width: float, px: float, lines: int = 2) -> QFont:
    """The largest font up to `px` in which `text` fits `lines` lines of `width`."""
    size = px
    while size > 6:
        f = _font(size)
        fm = QFontMetricsF(f)
        words = text.split()
        if all(fm.horizontalAdvance(w) <= width for w in words):
            used, line = 1, ""
            for w in words:
                trial = f"{line} {w}".strip()
                if fm.horizontalAdvance(trial) > width:
                    used, line = used + 1, w
                else:
                    line = trial
            if used <= lines:
                return f
        size -= 0.5
    return _font(6)


def paint_card(p: QPainter, rect: QRectF, card: int, dim: bool = False) -> None:
    info = CARDS[card]
    fill, dark = COLOURS[info.type]
    w = rect.width()
    r = w * 0.08
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(dark, max(1.0, w / 40)))
    p.setBrush(fill)
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), r, r)
    # the paper window with the icon; the badges sit on its upper corners
    h = rect.height()
    inner = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.05, w * 0.86, h * 0.45)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PAPER)
    p.drawRoundedRect(inner, r * 0.6, r * 0.6)
    _paint_icon(p, inner.adjusted(w * 0.1, h * 0.12, -w * 0.1, -h * 0.02), info.type, dark)
    # the name under the window, up to two lines
    name_rect = QRectF(rect.left() + w * 0.04, rect.top() + h * 0.51, w * 0.92, h * 0.29)
    text_colour = INK if info.type == "status" else QColor("white")
    p.setPen(text_colour)
    p.setFont(_fit_font(N.card_name(card), name_rect.width(), w * 0.13))
    p.drawText(name_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, N.card_name(card))
    # the numbers
    badge = w * 0.3
    if info.type in ("factory", "status"):
        _badge(p, QRectF(rect.left() + w * 0.04, rect.top() + w * 0.04, badge, badge), str(info.vp), "vp")
    if info.type == "factory":
        _badge(
            p,
            QRectF(rect.right() - w * 0.04 - badge, rect.top() + w * 0.04, badge, badge),
            str(info.production),
            "coin",
        )
    if info.type == "action" and info.timing:
        paint_timing(
            p,
            QRectF(rect.right() - w * 0.04 - badge, rect.top() + w * 0.04, badge, badge),
            timing_symbol(card),
        )
    # minimum bid at the foot
    foot = QRectF(rect.left(), rect.top() + h * 0.8, w, h * 0.17)
    p.setPen(text_colour)
    p.setFont(_font(w * 0.17))
    p.drawText(foot, Qt.AlignmentFlag.AlignCenter, N.money(info.min_bid))
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 20, 20, 120))
        p.drawRoundedRect(rect, r, r)
    p.restore()


def paint_tucked_name(p: QPainter, rect: QRectF, card: int, share: float, dim: bool = False) -> None:
    """The name of a card lying under another, in the strip of it that shows (its
    bottom `share`), over the foot where the minimum bid was."""
    info = CARDS[card]
    fill, dark = COLOURS[info.type]
    w, h = rect.width(), rect.height()
    # the whole part that shows, inside the border (the printed name and bid go)
    strip = QRectF(rect.left() + w * 0.04, rect.bottom() - h * share, w * 0.92, h * share - h * 0.04)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawRect(strip)
    strip.adjust(0, h * 0.02, 0, -h * 0.01)
    p.setPen(INK if info.type == "status" else QColor("white"))
    p.setFont(_fit_font(N.card_name(card), strip.width(), w * 0.13))
    p.drawText(strip, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, N.card_name(card))
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 20, 20, 120))
        p.drawRect(strip)
    p.restore()


def _badge(p: QPainter, rect: QRectF, text: str, kind: str) -> None:
    p.save()
    if kind == "vp":  # a laurel-gold disc: victory points
        p.setBrush(QColor("#fff3c4"))
        p.setPen(QPen(QColor("#6b4f00"), max(1.0, rect.width() / 12)))
        p.drawEllipse(rect)
        colour = QColor("#3a2a00") if not text.startswith("-") else QColor("#a01010")
    else:  # a coin: production
        p.setBrush(QColor("#d9a520"))
        p.setPen(QPen(QColor("#5c4300"), max(1.0, rect.width() / 12)))
        p.drawEllipse(rect)
        colour = QColor("#2a1d00")
    p.setPen(colour)
    p.setFont(_font(rect.height() * (0.6 if len(text) < 3 else 0.48)))
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
            QRectF(c.x() - s * 0.42, c.y() - s * 0.12, s * 0.84, s * 0.62), Qt.AlignmentFlag.AlignCenter, "$"
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


def _paint_icon(p: QPainter, rect: QRectF, kind: str, ink: QColor) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    side = min(rect.width(), rect.height()) * 0.78
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    x, y, s = box.left(), box.top(), side
    if kind == "factory":  # a saw-tooth roof and a chimney
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
        p.setBrush(PAPER)
        for i in range(3):
            p.drawRect(QRectF(x + s * (0.08 + 0.2 * i), y + s * 0.62, s * 0.1, s * 0.14))
    elif kind == "status":  # a crown
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
    elif kind == "influence":  # a handshake, simplified: two hands meeting
        p.drawEllipse(QRectF(x + s * 0.12, y + s * 0.1, s * 0.3, s * 0.3))
        p.drawEllipse(QRectF(x + s * 0.58, y + s * 0.1, s * 0.3, s * 0.3))
        p.drawRoundedRect(QRectF(x + s * 0.02, y + s * 0.45, s * 0.5, s * 0.5), s * 0.15, s * 0.15)
        p.drawRoundedRect(QRectF(x + s * 0.48, y + s * 0.45, s * 0.5, s * 0.5), s * 0.15, s * 0.15)
        p.setPen(QPen(PAPER, max(1.0, s / 18)))
        p.drawLine(QPointF(x + s * 0.5, y + s * 0.5), QPointF(x + s * 0.5, y + s * 0.95))
    else:  # action: a pointing arrow
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


class CardWidget(QWidget):
    """One card on the table. `choosable`: a click picks it (a target, a card to bid
    on); `lit`: an action card playable now, its timing symbol shines; `selected`:
    the card whose target is being chosen."""

    clicked = Signal(int)

    def __init__(self, card: int, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.choosable = False
        self.lit = False
        self.selected = False
        self.dim = False
        self.mark = ""  # a small ribbon: "left over", "now"
        self.tuck = 0.0  # tucked under a host card: the share of its height that shows
        self.setFixedSize(QSize(width, round(width * RATIO)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.refresh_tooltip()

    def set_width(self, width: int) -> None:
        size = QSize(width, round(width * RATIO))
        if self.size() != size:
            self.setFixedSize(size)
            self.update()

    def refresh_tooltip(self) -> None:
        info = CARDS[self.card]
        head = N.card_name(self.card) + " — " + N.type_name(info.type)
        if info.type == "factory":
            head += f" ({N.sector_name(info.sector)})"
        lines = [head]
        if info.type == "action":
            lines.append(N.card_timing(self.card))
        text = N.effect_text(self.card)
        if text:
            lines.append(text)
        self.setToolTip("\n".join(lines))
        self.setAccessibleName(N.card_name(self.card))  # (a screen reader's name for the card)
        self.setAccessibleDescription("\n".join(lines))

    def set_tuck(self, share: float) -> None:
        """Lying under a host card with only its bottom `share` showing (0: not
        tucked): the name moves into that strip, the minimum bid (paid long ago) goes."""
        if share != self.tuck:
            self.tuck = share
            self.update()

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
            self.choosable, self.lit, self.selected, self.dim, self.mark = choosable, lit, selected, dim, mark
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if choosable or lit else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and (self.choosable or self.lit)
            and self.rect().contains(event.position().toPoint())
        ):
            self.clicked.emit(self.card)
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        paint_card(p, rect, self.card, self.dim)
        w = rect.width()
        if self.tuck:
            paint_tucked_name(p, rect, self.card, self.tuck, self.dim)
        if self.lit and CARDS[self.card].timing:
            badge = w * 0.3
            paint_timing(
                p,
                QRectF(rect.right() - w * 0.04 - badge, rect.top() + w * 0.04, badge, badge),
                timing_symbol(self.card),
                lit=True,
            )
        if self.choosable or self.lit or self.selected:
            frame = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
            if self.choosable:  # a target: a wide glowing rim nobody can miss
                p.setPen(QPen(QColor(255, 214, 90, 110), 7))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(frame.adjusted(2, 2, -2, -2), w * 0.09, w * 0.09)
            colour = QColor("#ffffff") if self.selected else GOLD
            p.setPen(QPen(colour, 3.5 if self.selected or self.choosable else 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(frame, w * 0.09, w * 0.09)
        if self.mark:
            p.setFont(_font(max(8.0, w * 0.11)))
            fm = QFontMetricsF(p.font())
            tw = fm.horizontalAdvance(self.mark) + 8
            band = QRectF(rect.center().x() - tw / 2, rect.top() + rect.height() * 0.45, tw, fm.height() + 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(30, 30, 30, 210))
            p.drawRoundedRect(band, 3, 3)
            p.setPen(QColor("#ffe9a8"))
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.mark)
        p.end()
