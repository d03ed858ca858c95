"""Short moments on the auction block after a sale: every sealed fist opens at once
and shows its bid, or a "sold" stamp lands on the painting with who bought it and
for how much. Only what the public record says is shown (the sale and, for a sealed
auction, the bids every seat saw revealed).

A moment lasts a second or two, scaled by the animation speed (0: no moments); a
click skips it. The table holds the computer players while it is on screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from modernart_desktop.games.modern_art.components import ARTIST_NAMES, CARD_ARTIST
from modernart_desktop.ui import texts
from modernart_desktop.ui.common import moment_overlay as common
from modernart_desktop.ui.games.modern_art.cards import CARD_RATIO, card_pixmap
from modernart_desktop.ui.texts import fill, seat_name

translate = QCoreApplication.translate

SEALED_SECONDS = 2.8  # at normal speed: fists closed, opening, bids to read, the sale
SALE_SECONDS = 1.6
GOLD = QColor("#e0b84f")
STAMP = QColor("#c0392b")
GLOVE = QColor("#f0d6ae")
GLOVE_LINE = QColor("#8a6a44")


@dataclass(frozen=True)
class Moment:
    """What a moment shows, as text already in the current language."""

    cards: list[int]
    headline: str
    detail: str
    bids: list[tuple[str, str, bool]] | None  # (name, amount, won) for a sealed auction


def sale_moment(sale: dict[str, Any], names: list[str]) -> Moment:
    """The moment for one entry of the view's `history` (a sale or a free painting)."""

    def name(seat: Any) -> str:
        return seat_name(names, seat)

    cards = list(sale["cards"])
    artist = ARTIST_NAMES[CARD_ARTIST[cards[0]]]
    what = artist if len(cards) == 1 else fill(translate("Moments", "two {artist} paintings"), artist=artist)
    if sale.get("free"):
        headline = translate("Moments", "Nobody bid!")
        detail = fill(
            translate("Moments", "{name} keeps {what} for free."), name=name(sale["buyer"]), what=what
        )
    else:
        headline = fill(translate("Moments", "Sold to {name}!"), name=name(sale["buyer"]))
        amount = texts.money(sale["price"])
        if sale.get("to_bank"):
            detail = fill(
                translate("Moments", "{what} for {amount}, paid to the bank."), what=what, amount=amount
            )
        else:
            detail = fill(
                translate("Moments", "{what} for {amount}, paid to {seller}."),
                what=what,
                amount=amount,
                seller=name(sale["auctioneer"]),
            )
    bids = None
    raw = sale.get("bids")
    if raw is not None and max(raw) > 0 and raw.count(max(raw)) > 1:
        detail += " " + translate(
            "Moments",
            "Equal bids: the tied seat nearest the auctioneer (the auctioneer first, then clockwise) wins.",
        )
    if sale.get("bids") is not None:
        won = None if sale.get("free") else sale["buyer"]
        bids = [
            (name(s), texts.money(b) if b else translate("Moments", "no bid"), s == won)
            for s, b in enumerate(sale["bids"])
        ]
    return Moment(cards, headline, detail, bids)


def _phase(t: float, start: float, end: float) -> float:
    """0 before `start`, 1 after `end`, eased in between."""
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    x = (t - start) / (end - start)
    return x * x * (3 - 2 * x)


class MomentOverlay(common.MomentOverlay):
    """Covers the auction area while a moment plays; hidden otherwise."""

    moment: Moment | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "MomentOverlay")

    # -- playing ----------------------------------------------------------------------
    def play(self, moment: Moment, scale: float) -> bool:
        """Show `moment` for its time at this speed; False (nothing shown) at speed 0."""
        seconds = (SEALED_SECONDS if moment.bids is not None else SALE_SECONDS) * scale
        return self.run(moment, seconds, translate("Moments", "Click to go on"))

    def sizeHint(self) -> QSize:
        return QSize(600, 300)

    # -- drawing ----------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        moment = self.moment
        if moment is None:
            return
        t = self.progress
        fade = min(_phase(t, 0.0, 0.08), 1.0 - _phase(t, 0.92, 1.0))
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setOpacity(max(0.0, fade))
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(224, 184, 79, 120), 1.5))
        p.setBrush(QColor(9, 26, 18))
        p.drawRoundedRect(rect, 10, 10)
        if moment.bids is not None:
            self._paint_sealed(p, rect, moment, t)
        else:
            self._paint_sale(p, rect, moment, t)
        p.end()

    def _fonts(self, base: float) -> tuple[QFont, QFont]:
        big = QFont(self.font())
        big.setPixelSize(max(14, round(base)))
        big.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(max(11, round(base * 0.62)))
        return big, small

    def _paint_cards(self, p: QPainter, cards: list[int], left: float, top: float, width: float) -> QRectF:
        size = QSize(round(width), round(width * CARD_RATIO))
        dpr = self.devicePixelRatioF()
        for i, card in enumerate(cards[:2]):
            x, y = left + i * width * 0.45, top + i * 3
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 90))
            p.drawRoundedRect(QRectF(x + 3, y + 4, size.width(), size.height()), 8, 8)
            p.drawPixmap(QPointF(x, y), card_pixmap(card, size, dpr))
        return QRectF(left, top, width * (1.45 if len(cards) > 1 else 1.0), size.height())

    def _paint_sale(self, p: QPainter, rect: QRectF, moment: Moment, t: float) -> None:
        card_w = min(140.0, (rect.height() - 30) / CARD_RATIO)
        cards = self._paint_cards(
            p, moment.cards, rect.left() + 24, rect.top() + (rect.height() - card_w * CARD_RATIO) / 2, card_w
        )
        # the stamp lands on the painting
        land = _phase(t, 0.12, 0.3)
        if land > 0:
            p.save()
            p.translate(cards.center())
            p.rotate(-14)
            zoom = 1.8 - 0.8 * land
            p.scale(zoom, zoom)
            p.setOpacity(p.opacity() * land)
            self._paint_stamp(p, translate("Moments", "SOLD"), card_w * 1.05)
            p.restore()
        big, small = self._fonts(min(30.0, rect.height() / 7))
        text_left = cards.right() + 30
        box = QRectF(text_left, rect.top() + 12, rect.right() - text_left - 16, rect.height() - 24)
        appear = _phase(t, 0.2, 0.38)
        p.setOpacity(p.opacity() * appear)
        p.setFont(big)
        p.setPen(QColor("#ffe28a"))
        fm = QFontMetricsF(big)
        mid = box.center().y()
        p.drawText(
            QRectF(box.left(), mid - fm.height() - 4, box.width(), fm.height() + 4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            fm.elidedText(moment.headline, Qt.TextElideMode.ElideRight, box.width()),
        )
        p.setFont(small)
        p.setPen(QColor("#f4ecd8"))
        p.drawText(
            QRectF(box.left(), mid + 4, box.width(), box.bottom() - mid - 4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            moment.detail,
        )

    def _paint_stamp(self, p: QPainter, word: str, width: float) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 110)
        font.setPixelSize(max(12, round(width / 4)))
        fm = QFontMetricsF(font)
        while fm.horizontalAdvance(word) > width * 0.8 and font.pixelSize() > 10:
            font.setPixelSize(font.pixelSize() - 1)
            fm = QFontMetricsF(font)
        w = fm.horizontalAdvance(word) + 24
        h = fm.height() + 10
        frame = QRectF(-w / 2, -h / 2, w, h)
        p.setPen(QPen(STAMP, 4))
        p.setBrush(QColor(255, 255, 255, 40))
        p.drawRoundedRect(frame, 6, 6)
        p.setPen(QPen(STAMP, 1.5))
        p.drawRoundedRect(frame.adjusted(5, 5, -5, -5), 4, 4)
        p.setFont(font)
        p.setPen(STAMP)
        p.drawText(frame, Qt.AlignmentFlag.AlignCenter, word)

    def _paint_sealed(self, p: QPainter, rect: QRectF, moment: Moment, t: float) -> None:
        bids = moment.bids or []
        big, small = self._fonts(min(24.0, rect.height() / 9))
        fm_big, fm = QFontMetricsF(big), QFontMetricsF(small)
        # what was sold, small, at the left
        card_w = min(76.0, rect.height() / 3.2)
        cards = self._paint_cards(
            p, moment.cards, rect.left() + 18, rect.center().y() - card_w * CARD_RATIO / 2, card_w
        )
        area = QRectF(
            cards.right() + 16, rect.top() + 10, rect.right() - cards.right() - 28, rect.height() - 20
        )
        # one group, centred: title, the hands, each bid on a tag with the name below, the sale
        tag_h, name_h = fm.height() + 8, fm.height() + 2
        result_h = fm_big.height() + fm.height() * 2 + 4
        fixed = fm_big.height() + 16 + 6 + tag_h + 4 + name_h + 14 + result_h
        n = max(1, len(bids))
        slot = min(170.0, area.width() / n)
        hand = max(24.0, min(slot * 0.5, 92.0, (area.height() - fixed) / 1.25))
        total = fixed + hand * 1.25
        top = area.top() + max(0.0, (area.height() - total) / 2)
        title = (
            translate("Moments", "The fists open!")
            if t >= 0.3
            else translate("Moments", "Every fist is closed…")
        )
        p.setFont(big)
        p.setPen(QColor("#fff3cf"))
        p.drawText(
            QRectF(area.left(), top, area.width(), fm_big.height()),
            Qt.AlignmentFlag.AlignCenter,
            fm_big.elidedText(title, Qt.TextElideMode.ElideRight, area.width()),
        )
        hands_top = top + fm_big.height() + 16
        left = area.center().x() - slot * n / 2
        opened = _phase(t, 0.22, 0.36)
        shine = t >= 0.42
        for i, (name, amount, won) in enumerate(bids):
            cx = left + slot * (i + 0.5)
            c = QPointF(cx, hands_top + hand * 0.62)
            if opened < 1:
                p.save()
                p.setOpacity(p.opacity() * (1 - opened))
                _paint_fist(p, c, hand * (1 - 0.2 * opened))
                p.restore()
            if opened > 0:
                p.save()
                p.setOpacity(p.opacity() * opened)
                _paint_open_hand(p, c, hand * (0.8 + 0.2 * opened), won and shine)
                p.restore()
            # the bid, on a tag under the hand (readable once the fist is open)
            tag_w = min(slot - 10, fm.horizontalAdvance(amount) + 20)
            tag = QRectF(cx - tag_w / 2, hands_top + hand * 1.25 + 6, tag_w, tag_h)
            p.save()
            p.setOpacity(p.opacity() * opened)
            p.setPen(QPen(GOLD.darker(150) if won else QColor(255, 255, 255, 80), 1.5))
            p.setBrush(GOLD if won and shine else QColor(255, 255, 255, 40))
            p.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            bold = QFont(small)
            bold.setBold(True)
            p.setFont(bold)
            p.setPen(QColor("#2b2418") if won and shine else QColor("#fff6dc"))
            p.drawText(
                tag,
                Qt.AlignmentFlag.AlignCenter,
                fm.elidedText(amount, Qt.TextElideMode.ElideRight, tag_w - 8),
            )
            p.restore()
            p.setFont(small)
            p.setPen(QColor("#e9dfc4"))
            p.drawText(
                QRectF(cx - slot / 2, tag.bottom() + 4, slot, name_h),
                Qt.AlignmentFlag.AlignCenter,
                fm.elidedText(name, Qt.TextElideMode.ElideRight, slot - 6),
            )
        # the sale, once everyone has seen the bids
        sold = _phase(t, 0.45, 0.6)
        if sold > 0:
            p.save()
            p.setOpacity(p.opacity() * sold)
            result = QRectF(
                area.left(), hands_top + hand * 1.25 + 6 + tag_h + 4 + name_h + 14, area.width(), result_h
            )
            p.setFont(big)
            p.setPen(QColor("#ffe28a"))
            p.drawText(
                QRectF(result.left(), result.top(), result.width(), fm_big.height()),
                Qt.AlignmentFlag.AlignCenter,
                fm_big.elidedText(moment.headline, Qt.TextElideMode.ElideRight, result.width()),
            )
            p.setFont(small)
            p.setPen(QColor("#f4ecd8"))
            p.drawText(
                QRectF(
                    result.left(), result.top() + fm_big.height() + 2, result.width(), fm.height() * 2 + 2
                ),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                moment.detail,
            )
            p.restore()


def _paint_fist(p: QPainter, c: QPointF, size: float) -> None:
    """A closed fist seen from the front: four curled fingers, the thumb across them."""
    u = size / 10
    p.save()
    p.setPen(QPen(GLOVE_LINE, max(1.0, u * 0.35)))
    p.setBrush(GLOVE.darker(108))
    p.drawRoundedRect(
        QRectF(c.x() - 4.2 * u, c.y() - 1.0 * u, 8.4 * u, 6.0 * u), 2.2 * u, 2.2 * u
    )  # back of the hand
    p.setBrush(GLOVE)
    for k in range(4):
        x = c.x() - 4.4 * u + k * 2.2 * u
        p.drawRoundedRect(QRectF(x, c.y() - 3.6 * u, 2.2 * u, 4.8 * u), 1.1 * u, 1.1 * u)
    thumb = QPainterPath()
    thumb.addRoundedRect(QRectF(c.x() - 4.0 * u, c.y() + 0.2 * u, 6.2 * u, 2.0 * u), 1.0 * u, 1.0 * u)
    p.setBrush(GLOVE.lighter(104))
    p.drawPath(thumb)
    p.restore()


def _paint_open_hand(p: QPainter, c: QPointF, size: float, glow: bool) -> None:
    """An open hand, palm up, with a coin on it."""
    u = size / 10
    p.save()
    if glow:  # the winning bid shines
        for k in range(3, 0, -1):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(224, 184, 79, 28 * k))
            p.drawEllipse(QPointF(c.x(), c.y()), 6.5 * u + k * 3, 6.5 * u + k * 3)
    p.setPen(QPen(GLOVE_LINE, max(1.0, u * 0.35)))
    p.setBrush(GLOVE)
    for dx, length, tilt in ((-3.2, 4.4, -14), (-1.1, 5.2, -4), (1.1, 5.0, 4), (3.1, 4.2, 14)):
        p.save()
        p.translate(c.x() + dx * u, c.y() - 0.6 * u)
        p.rotate(tilt)
        p.drawRoundedRect(QRectF(-0.95 * u, -length * u, 1.9 * u, length * u + 1.0 * u), 0.95 * u, 0.95 * u)
        p.restore()
    p.save()  # the thumb, out to the side
    p.translate(c.x() - 4.2 * u, c.y() + 1.6 * u)
    p.rotate(-58)
    p.drawRoundedRect(QRectF(-1.0 * u, -3.8 * u, 2.0 * u, 4.4 * u), 1.0 * u, 1.0 * u)
    p.restore()
    p.drawRoundedRect(
        QRectF(c.x() - 4.3 * u, c.y() - 1.2 * u, 8.6 * u, 5.6 * u), 2.6 * u, 2.6 * u
    )  # the palm
    coin = QPointF(c.x(), c.y() + 1.5 * u)
    p.setPen(QPen(QColor("#8b6a1e"), max(1.0, u * 0.3)))
    p.setBrush(GOLD if glow else QColor("#d9cfb4"))
    p.drawEllipse(coin, 2.0 * u, 2.0 * u)
    p.setPen(QPen(QColor(255, 255, 255, 140), max(1.0, u * 0.25)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(coin.x() - 1.4 * u, coin.y() - 1.4 * u, 2.8 * u, 2.8 * u), 40 * 16, 100 * 16)
    p.restore()
