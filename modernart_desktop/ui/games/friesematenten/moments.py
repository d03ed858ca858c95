"""Every effect seen on the Friesematenten board, not only in the log: between two
views the table works out what moved (a card won from the market, stolen, swapped,
given away, burnt or demolished, an action card played on its target, a default, the
income) and this overlay shows it: the cards fly from where they were to where they
went, with a line saying what happened; your own income is shown line by line (the
others' stays secret: only what the table sees is shown), as the engine paid it (its
`income/paid` event: several moves may lie between two views).

A moment lasts a second or two, scaled by the pace setting (0: none); a click skips
it. The table holds the computer players while it plays, as the other games do."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from modernart_desktop.core.events import Event
from modernart_desktop.games.friesematenten.components import ACTIONS, BY_KEY, DECK_VERSION
from modernart_desktop.ui.common import moment_overlay as common
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.cards import RATIO, face_pixmap
from modernart_desktop.ui.texts import fill, seat_name

translate = QCoreApplication.translate

FLIGHT_SECONDS = 1.2  # at normal pace
INCOME_SECONDS = 1.5  # (a click or a key ends it sooner)
GOLD = QColor("#e0b84f")
STAMP = QColor("#c0392b")


@dataclass
class Flight:
    card: int
    start: QRectF  # in the overlay's coordinates
    end: QRectF | None  # None: the card leaves the game where it is (it fades)
    via: QRectF | None = None  # a played action card first reaches its target
    begin: float = 0.05  # when it sets off and lands, as shares of the moment
    land: float = 0.7


@dataclass
class Moment:
    flights: list[Flight] = field(default_factory=list)
    headline: str = ""
    lines: list[tuple[str, str]] = field(default_factory=list)  # (what, amount): your income
    stamp: str = ""
    seconds: float = FLIGHT_SECONDS
    deck: int = DECK_VERSION

    def empty(self) -> bool:
        return not (self.flights or self.headline or self.lines)


def places(view: dict[str, Any]) -> dict[int, tuple[str, int]]:
    """Where each visible card is: ("market", -1), ("empire", seat), ("discard", -1)."""
    out: dict[int, tuple[str, int]] = {}
    for m in view["market"]:
        out[m[0]] = ("market", -1)
    for seat, e in enumerate(view["empires"]):
        for f in e["factories"]:
            out[f[0]] = ("empire", seat)
            for i in f[3]:
                out[i] = ("empire", seat)
        for s in e["status"]:
            out[s[0]] = ("empire", seat)
            for i in s[2]:
                out[i] = ("empire", seat)
        for c in e["on_player"] + e["unassigned"] + e["unused"]:
            out[c] = ("empire", seat)
    for c in view["discard"]:
        out[c] = ("discard", -1)
    return out


def moment_between(
    before: dict[str, Any],
    after: dict[str, Any],
    rects_before: dict[int, QRectF],
    rects_after: dict[int, QRectF],
    discard_rect: QRectF,
    names: list[str],
    viewer: int | None,
    news: Sequence[Event] = (),
) -> Moment:
    """What happened between two views of the same game, as a moment to show. `news`:
    the viewer's events between them, where the numbers told come from (several moves
    may lie between two views: the income is the engine's `income/paid`, never the
    preview of a view from before the last moves)."""
    moment = Moment(deck=after.get("deck", DECK_VERSION))
    headlines: list[str] = []

    def name(seat: int) -> str:
        return seat_name(names, seat)

    old, new = places(before), places(after)
    played = after.get("plays", [])[len(before.get("plays", [])) :]
    played_cards = {p[1] for p in played}
    for actor, card, target, second, player in played:
        start = rects_before.get(card)
        aim = (rects_before.get(target) or rects_after.get(target)) if target >= 0 else None
        if aim is None and second >= 0:
            aim = rects_before.get(second) or rects_after.get(second)
        if start is not None:
            moment.flights.append(Flight(card, start, None, aim, 0.05, 0.45))
        text = fill(
            translate("FrieseMoments", "{name} plays {card}"), name=name(actor), card=N.card_name(card)
        )
        if target >= 0:
            text += " → " + N.card_name(target)
        elif player >= 0:
            text += " → " + name(player)
        headlines.append(text)
    for card, was in old.items():
        now = new.get(card)
        if now == was or card in played_cards or card not in rects_before:
            continue
        start = rects_before[card]
        if now is None:  # out of the game (demolished, used) or back into the box
            moment.flights.append(Flight(card, start, None))
            if was[0] == "empire" and card not in ACTIONS:
                headlines.append(
                    fill(translate("FrieseMoments", "{card} leaves the game"), card=N.card_name(card))
                )
        elif now[0] == "discard":
            moment.flights.append(Flight(card, start, discard_rect))
            if was[0] == "empire":
                headlines.append(
                    fill(translate("FrieseMoments", "{card} is discarded"), card=N.card_name(card))
                )
        elif card in rects_after:
            moment.flights.append(Flight(card, start, rects_after[card]))
            if was[0] == "empire" and now[0] == "empire":
                headlines.append(
                    fill(
                        translate("FrieseMoments", "{card}: {old} → {new}"),
                        card=N.card_name(card),
                        old=name(was[1]),
                        new=name(now[1]),
                    )
                )
    if played:  # what the card did follows once it has reached its target
        for flight in moment.flights:
            if flight.via is None:
                flight.begin, flight.land = 0.5, 0.92
    new_defaults = after.get("defaults", [])[len(before.get("defaults", [])) :]
    for seat, card in new_defaults:
        moment.stamp = translate("FrieseMoments", "DEFAULT")
        headlines.append(
            fill(
                translate("FrieseMoments", "{name} cannot pay for {card}: all their money goes to the bank."),
                name=name(seat),
                card=N.card_name(card),
            )
        )
    paid = [e.params for e in news if e.code == "income/paid" and e.params.get("seat") == viewer]
    if paid and viewer is not None:
        moment.lines = income_lines(paid[-1])
        moment.seconds = INCOME_SECONDS
        headlines.append(translate("FrieseMoments", "Income"))
    moment.headline = "  ·  ".join(headlines[:3])
    return moment


def income_lines(income: dict[str, Any]) -> list[tuple[str, str]]:
    """Your payout, line by line (as the income panel shows it), from the engine's
    breakdown (`income/paid`'s parameters, or the view's `income` preview)."""
    lines = [(translate("FrieseMoments", "Base income"), N.money(income["base"]))]
    for f, amount in income["factories"]:
        lines.append((N.card_name(f), N.money(amount)))
    if income["cronyism"]:
        lines.append((N.card_name(BY_KEY["vetternwirtschaft"]), "+" + N.money(income["cronyism"])))
    if income["subsidy"]:
        lines.append((N.card_name(BY_KEY["subventionen"]), "+" + N.money(income["subsidy"])))
    if income["loan"]:
        lines.append((translate("FrieseMoments", "Loan repayment"), "−" + N.money(income["loan"])))
    lines.append((translate("FrieseMoments", "You receive"), N.money(income["total"])))
    return lines


def _phase(t: float, start: float, end: float) -> float:
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    x = (t - start) / (end - start)
    return x * x * (3 - 2 * x)


def _lerp(a: QRectF, b: QRectF, k: float) -> QRectF:
    return QRectF(
        a.left() + (b.left() - a.left()) * k,
        a.top() + (b.top() - a.top()) * k,
        a.width() + (b.width() - a.width()) * k,
        a.height() + (b.height() - a.height()) * k,
    )


class FlightOverlay(common.MomentOverlay):
    """Covers the table while a moment plays (clicks skip it); hidden otherwise."""

    moment: Moment | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "FrieseMoment", see_through=True)
        self.note_room: QRectF | None = None  # where your income's note stands (the stage)

    def play(self, moment: Moment, scale: float) -> bool:
        """Show `moment` for its time at this pace; False (nothing shown) at pace 0."""
        if moment.empty():
            return False
        shown = self.run(
            moment, moment.seconds * scale, translate("FrieseMoments", "Click to go on"), moment.headline
        )
        app = QCoreApplication.instance()
        if shown and app is not None:
            app.installEventFilter(self)  # any key sends it away too (and still does its work)
        return shown

    def stop(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and self.playing():
            self.stop()
        return False

    def sizeHint(self) -> QSize:
        return QSize(600, 400)

    def paintEvent(self, event: QPaintEvent) -> None:
        moment = self.moment
        if moment is None:
            return
        t = self.progress
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        for flight in moment.flights:
            self._paint_flight(p, flight, t, dpr, moment.deck)
        self._paint_words(p, moment, t)
        p.end()

    def _paint_flight(self, p: QPainter, f: Flight, t: float, dpr: float, deck: int) -> None:
        start = f.start
        if f.via is not None:  # to the target, a flash, then gone
            k = _phase(t, f.begin, f.land)
            aim = QRectF(
                f.via.center().x() - start.width() / 2,
                f.via.center().y() - start.height() / 2,
                start.width(),
                start.height(),
            )
            rect = _lerp(start, aim, k)
            opacity = 1.0 - _phase(t, f.land + 0.1, f.land + 0.3)
            if k >= 1:
                p.save()
                p.setOpacity(opacity)
                p.setPen(QPen(GOLD, 4))
                p.setBrush(Qt.BrushStyle.NoBrush)
                grow = 6 + 10 * _phase(t, f.land, f.land + 0.25)
                p.drawRoundedRect(f.via.adjusted(-grow, -grow, grow, grow), 10, 10)
                p.restore()
        elif f.end is not None:
            k = _phase(t, f.begin, f.land)
            rect = _lerp(start, f.end, k)
            opacity = 1.0
        else:  # leaves the game: it shrinks and fades where it was
            k = _phase(t, f.begin + 0.15, f.land + 0.05)
            rect = start.adjusted(
                start.width() * 0.3 * k,
                start.height() * 0.3 * k,
                -start.width() * 0.3 * k,
                -start.height() * 0.3 * k,
            )
            opacity = 1.0 - k
        if opacity <= 0 or rect.width() < 4:
            return
        width = max(8, round(rect.width()))
        size = QSize(width, round(width * RATIO))
        p.save()
        p.setOpacity(opacity)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(QRectF(rect.left() + 4, rect.top() + 6, size.width(), size.height()), 6, 6)
        p.drawPixmap(QPointF(rect.left(), rect.top()), face_pixmap(f.card, size, dpr, deck))
        p.restore()

    def _fonts(self) -> tuple[QFont, QFont]:
        height = self.height()
        big = QFont(self.font())
        big.setBold(True)
        big.setPixelSize(max(14, min(24, round(height / 32))))
        small = QFont(self.font())
        small.setPixelSize(max(12, min(18, round(height / 42))))
        return big, small

    def _boxes(self, moment: Moment) -> tuple[QRectF | None, QRectF | None]:
        """Where the headline's band and the lines' panel go (None: not shown). Your
        income (lines, no card in flight) stands in `note_room` (the stage, idle while
        the income is paid), so the market and your empire stay in sight."""
        rect = QRectF(self.rect())
        big, small = self._fonts()
        fm, fm_small = QFontMetricsF(big), QFontMetricsF(small)
        band_h = fm.height() * 1.8
        line_h = fm_small.height() + 6
        panel_h = line_h * len(moment.lines) + 16 if moment.lines else 0.0
        band = panel = None
        room = rect
        if moment.lines and not moment.flights and self.note_room is not None:
            room = self.note_room.intersected(rect)
            total = (band_h + 10 if moment.headline else 0) + panel_h
            top = max(rect.top() + 4, room.center().y() - total / 2)
        else:
            top = rect.height() * 0.4
        middle = room.center().x()
        if moment.headline:
            width = min(room.width() - 16, fm.horizontalAdvance(moment.headline) + 40)
            band = QRectF(middle - width / 2, top, width, band_h)
            top = band.bottom() + 10
        if moment.lines:
            width = min(room.width() - 16, 380.0)
            panel = QRectF(middle - width / 2, top, width, panel_h)
        return band, panel

    def words_rect(self, moment: Moment) -> QRectF:
        """All the words `moment` shows, in the overlay's coordinates."""
        band, panel = self._boxes(moment)
        out = QRectF()
        for box in (band, panel):
            if box is not None:
                out = out.united(box)
        return out

    def _paint_words(self, p: QPainter, moment: Moment, t: float) -> None:
        fade = min(_phase(t, 0.0, 0.1), 1.0 - _phase(t, 0.9, 1.0))
        if fade <= 0:
            return
        big, small = self._fonts()
        fm, fm_small = QFontMetricsF(big), QFontMetricsF(small)
        band, panel = self._boxes(moment)
        p.save()
        p.setOpacity(fade)
        if band is not None:
            p.setPen(QPen(QColor(224, 184, 79, 160), 1.5))
            p.setBrush(QColor(20, 14, 6, 225))
            p.drawRoundedRect(band, 10, 10)
            p.setFont(big)
            p.setPen(QColor("#ffe9a8"))
            p.drawText(
                band.adjusted(14, 0, -14, 0),
                Qt.AlignmentFlag.AlignCenter,
                fm.elidedText(moment.headline, Qt.TextElideMode.ElideRight, band.width() - 28),
            )
            if moment.stamp:
                self._paint_stamp(p, moment.stamp, QPointF(band.right() - 30, band.top() - 4), big)
        if panel is not None:
            rows = len(moment.lines)
            line_h = fm_small.height() + 6
            p.setPen(QPen(QColor(224, 184, 79, 160), 1.5))
            p.setBrush(QColor(20, 14, 6, 235))
            p.drawRoundedRect(panel, 10, 10)
            p.setFont(small)
            for i, (what, amount) in enumerate(moment.lines):
                shown = _phase(t, 0.08 + 0.55 * i / rows, 0.14 + 0.55 * i / rows)
                if shown <= 0:
                    continue
                p.setOpacity(fade * shown)
                last = i == rows - 1
                p.setPen(QColor("#9be08a") if last else QColor("#f4ecd8"))
                row = QRectF(panel.left() + 14, panel.top() + 8 + i * line_h, panel.width() - 28, line_h)
                p.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, what)
                p.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, amount)
        p.restore()

    def _paint_stamp(self, p: QPainter, word: str, at: QPointF, font: QFont) -> None:
        p.save()
        p.translate(at)
        p.rotate(-12)
        f = QFont(font)
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 110)
        fm = QFontMetricsF(f)
        w, h = fm.horizontalAdvance(word) + 20, fm.height() + 8
        frame = QRectF(-w / 2, -h / 2, w, h)
        p.setPen(QPen(STAMP, 3))
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawRoundedRect(frame, 5, 5)
        p.setFont(f)
        p.setPen(STAMP)
        p.drawText(frame, Qt.AlignmentFlag.AlignCenter, word)
        p.restore()
