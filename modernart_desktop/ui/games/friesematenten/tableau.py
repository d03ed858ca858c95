"""Rows of cards on the Friesematenten table, sized by the room they are given: an
empire as a tableau (factories, status symbols with their influence cards lying as
bands over their feet, influence on the player, unassigned influence, unused action
cards) and the market. Both draw their cards as large as their place allows, on one row or two, and
overlap the cards of a group only when nothing else fits; no card is ever cut off."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.games.friesematenten.components import DECK_VERSION, FACTORY_LIMIT
from modernart_desktop.ui.common.zoom import px, zoom_of
from modernart_desktop.ui.games.friesematenten.cards import RATIO, STRIP_LEAST, CardWidget
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate
CAPTION = 16  # the height of a group's caption above its cards
STRIP = 0.17  # an attached card's band, as a share of a card's height (over its host's foot)
READABLE = 54  # side by side down to this width (names still readable); narrower: overlap first
GAP, GROUP_GAP, ROW_GAP = 4, 12, 4
OVERRUN = 1  # how far a caption may run past its group's cards


def band_height(width: int) -> int:
    """The height of an attached card's band on a host `width` wide."""
    return max(STRIP_LEAST, round((width - 4) * RATIO * STRIP))


CAPTION_PX = (11, 10, 9)  # a caption's type: smaller where that makes it read whole


def caption_font(zoom: float = 1.0, pixels: int = CAPTION_PX[0]) -> QFont:
    f = QFont()
    f.setPixelSize(round(pixels * zoom))
    f.setBold(True)
    return f


def fitting_caption_font(caption: str, width: float, zoom: float = 1.0) -> QFont:
    """The largest caption type in which `caption` fits `width` (the smallest if none)."""
    for pixels in CAPTION_PX:
        font = caption_font(zoom, pixels)
        if QFontMetrics(font).horizontalAdvance(caption) <= width:
            return font
    return caption_font(zoom, CAPTION_PX[-1])


class CardRow(QWidget):
    """Card widgets kept by id, re-used between views (no flicker). The arrow keys
    walk from card to card in the order they lie."""

    clicked = Signal(int)

    def __init__(self, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_width = width
        self.deck = DECK_VERSION
        self.widgets: dict[int, CardWidget] = {}
        self.order: list[int] = []  # the cards shown, left to right

    def widget(self, card: int) -> CardWidget:
        w = self.widgets.get(card)
        if w is None:
            w = CardWidget(card, self.card_width, self)
            w.clicked.connect(self.clicked)
            w.step_focus.connect(self._step)
            self.widgets[card] = w
        w.set_width(self.card_width)
        w.set_deck(self.deck)
        return w

    def set_deck(self, deck: int) -> None:
        self.deck = deck
        for w in self.widgets.values():
            w.set_deck(deck)

    def set_card_width(self, width: int) -> None:
        self.card_width = width
        for w in self.widgets.values():
            w.set_width(width)

    def keep_only(self, cards: set[int]) -> None:
        for card in [c for c in self.widgets if c not in cards]:
            gone = self.widgets.pop(card)
            gone.hide()  # (deleteLater waits for the event loop: a grab meanwhile would show it)
            gone.deleteLater()

    def _step(self, card: int, step: int) -> None:
        if card in self.order:
            # the arrows walk the cards that may be used now, when there are any
            usable = [c for c in self.order if c in self.widgets and self.widgets[c].actionable()]
            order = usable if usable and card in usable else self.order
            i = order.index(card) + step
            if 0 <= i < len(order) and order[i] in self.widgets:
                self.widgets[order[i]].setFocus(Qt.FocusReason.TabFocusReason)

    def retranslate(self) -> None:
        for w in self.widgets.values():
            w.refresh_tooltip()
            w.update()


@dataclass
class _Fit:
    width: int
    rows: int
    overlap: float  # 1: cards side by side; less: each card shows this share of its width
    score: float


class EmpireView(CardRow):
    """One player's empire, laid out in the room it is given (see the module doc)."""

    SMALLEST, LARGEST = 30, 150

    def __init__(self, largest: int = 150, parent: QWidget | None = None) -> None:
        super().__init__(60, parent)
        self.largest = largest
        self._groups: list[tuple[str, float, float, float]] = []  # caption, x, y, width
        self._empire: dict[str, Any] | None = None
        self._states: dict[int, dict[str, Any]] = {}
        self.fit = _Fit(60, 1, 1.0, 0.0)
        self.fixed: int | None = None  # the table's card width (set_fixed), or fitted to the room
        self.fixed_rows = 1
        self.bands_under = False  # attached cards hang under their hosts (set_fixed)
        self._height = 0  # the table's wish (set_height), 0: none
        self._arrival: dict[int, int] = {}  # card -> when it came in (its place in its group)
        self._arrived = 0
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def sizeHint(self) -> QSize:
        return QSize(300, self._height or 120)

    def set_height(self, height: int) -> None:
        """The height the table wants for the rows of cards (never more, less in need)."""
        if height != self._height:
            self._height = height
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.setMaximumHeight(height)
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        return QSize(120, CAPTION + 44)

    @property
    def caption(self) -> int:
        """The height of a group's caption, at the page's zoom."""
        return px(self, CAPTION)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def set_empire(self, empire: dict[str, Any], states: dict[int, dict[str, Any]]) -> None:
        """`states`: per card, CardWidget.set_state keywords (choosable, lit, ...)."""
        self._empire, self._states = empire, states
        self._relayout()

    def groups(self) -> list[tuple[str, list[tuple[int, list[int]]]]]:
        """The empire's groups, each card at the end of its group from the view it came in
        (a card joining never pushes the others aside)."""
        groups = self._groups_as_given()
        present = {host for _c, cards in groups for host, _a in cards}
        for card in [c for c in self._arrival if c not in present]:
            del self._arrival[card]  # gone: if it comes back, it comes last
        for _c, cards in groups:
            for host, _a in cards:
                if host not in self._arrival:
                    self._arrival[host] = self._arrived = self._arrived + 1
        return [(c, sorted(cards, key=lambda ha: self._arrival[ha[0]])) for c, cards in groups]

    def _groups_as_given(self) -> list[tuple[str, list[tuple[int, list[int]]]]]:
        empire = self._empire
        assert empire is not None
        return [
            (
                fill(
                    translate("FrieseTable", "Factories {n}/{limit}"),
                    n=empire["factory_count"],
                    limit=empire["factory_limit"],
                ),
                [(f[0], f[3]) for f in empire["factories"]],
            ),
            (translate("FrieseTable", "Status symbols"), [(s[0], s[2]) for s in empire["status"]]),
            (translate("FrieseTable", "On the player"), [(i, []) for i in empire["on_player"]]),
            (translate("FrieseTable", "Unassigned"), [(i, []) for i in empire["unassigned"]]),
            (translate("FrieseTable", "Actions"), [(c, []) for c in empire["unused"]]),
        ]

    @staticmethod
    def _rows(
        groups: list[tuple[str, list[tuple[int, list[int]]]]], rows: int
    ) -> list[list[tuple[str, list]]]:
        shown = [
            (k, g) for k, g in enumerate(groups) if g[1] or k == 0
        ]  # the factories always show their count
        if rows == 1:
            return [[g for _k, g in shown]]
        first = [g for k, g in shown if k < 2]  # factories and status symbols above the rest
        second = [g for k, g in shown if k >= 2]
        if not second and len(first) == 2:  # nothing else: factories above the status symbols
            first, second = first[:1], first[1:]
        return [first, second] if second else [first]

    def _best_fit(self) -> _Fit:
        groups = self.groups()
        room_w, room_h = max(1, self.width()), max(1, self.height())
        best = _Fit(self.SMALLEST, 1, 1.0, -1.0)
        for rows in (1, 2):
            layout = self._rows(groups, rows)
            if rows == 2 and len(layout) < 2:
                continue
            for overlap in (1.0, 0.62, 0.42):
                widths = []
                for row in layout:
                    cards = sum(max(1, len(g[1])) for g in row)
                    spans = sum(1 + overlap * (max(1, len(g[1])) - 1) for g in row)
                    gaps = (GAP * (cards - len(row)) if overlap == 1.0 else 0) + GROUP_GAP * (len(row) - 1)
                    widths.append((room_w - gaps) / max(spans, 1))
                by_height = (room_h - self.caption * len(layout) - ROW_GAP * (len(layout) - 1)) / (
                    RATIO * len(layout)
                )
                w = int(min(min(widths), by_height, self.largest))
                # Cards side by side while they are readable; overlapping ones only when
                # that is the only way to keep them so (and then the least overlap).
                quality = {1.0: 1.0, 0.62: 0.8, 0.42: 0.6}[overlap]
                score = (w if overlap == 1.0 and w >= READABLE else w * quality) - (rows - 1) * 0.5
                if overlap == 1.0 and w >= READABLE:
                    score += 1000
                if score > best.score:
                    best = _Fit(max(self.SMALLEST, w), len(layout), overlap, score)
        return best

    def set_fixed(self, width: int | None, rows: int = 1, bands_under: bool = False) -> None:
        """The table's card width and rows for every empire (one size on the whole table,
        kept as the empire fills: a group that outgrows its room overlaps its cards).
        None: the empire fits its cards to its room itself. `bands_under`: an attached
        card hangs under its host (whose foot stays in sight), in room its row keeps,
        where the table has that height to spare; else it lies over its host's foot."""
        if (width, rows, bands_under) != (self.fixed, self.fixed_rows, self.bands_under):
            self.fixed, self.fixed_rows, self.bands_under = width, rows, bands_under
            self._relayout()

    @staticmethod
    def height_for(width: int, rows: int, caption: int, bands: int | None = None) -> int:
        """The height `rows` rows of cards `width` wide take, with their captions and,
        under the `bands` rows that hold hosts (all, by default), the room of a band (a
        card attached to a host hangs under it: the host stays whole, and no card grows
        smaller when one is attached)."""
        bands = rows if bands is None else bands
        row = caption + round(width * RATIO)
        return rows * row + bands * (band_height(width) + 1) + (rows - 1) * ROW_GAP + 2  # (2: rounding)

    def _hosts(self) -> set[str]:
        """The captions of the groups whose cards may carry attached ones."""
        groups = self.groups()
        return {groups[0][0], groups[1][0]}

    def band_rows(self) -> int:
        """How many of the table's rows of this empire hold hosts (the factories, the
        status symbols), each keeping a band's room under its cards."""
        if not self.bands_under:
            return 0
        if self._empire is None or self.fixed is None:
            return self.fixed_rows
        hosts = self._hosts()
        return sum(1 for row in self._zones(self.fixed_rows) if any(c in hosts for c, _k, _r in row))

    def _zones(self, rows: int) -> list[list[tuple[str, list[tuple[int, list[int]]], int]]]:
        """The groups by row, each with the card places it keeps even while empty (so the
        groups after it do not move as it fills): the factories their limit, the status
        symbols two (more where the row is wide), the rest none."""
        assert self.fixed is not None
        groups = self.groups()
        slot = self.fixed + GAP
        limit = max(FACTORY_LIMIT, self._empire["factory_limit"] if self._empire else FACTORY_LIMIT)
        room = self.width() + GAP
        factories = [(*groups[0], limit)]
        if rows == 1:
            spare = room // slot - limit - 2 - 1  # a place at least for the rest
            extra = max(0, min(1, spare))  # a factory outside the limit
            factories = [(*groups[0], limit + extra)]
            status = [(*groups[1], 2 + max(0, min(3, spare - extra)))]
            return [factories + status + [(*g, 0) for g in groups[2:]]]
        if room // slot >= limit + 2:  # the status symbols beside the factories (two places at least)
            return [factories + [(*groups[1], 2)], [(*g, 0) for g in groups[2:]]]
        return [factories, [(*groups[1], 2)] + [(*g, 0) for g in groups[2:]]]

    @staticmethod
    def _lay_row(
        counts: list[int], reserves: list[int], room: float, w: int, least: Sequence[float] | None = None
    ) -> list[tuple[float, float]]:
        """Each group's (extent, step between its cards) in a row `room` wide: its
        cards side by side in the places it keeps; where the row is too short, first
        the empty places go (never below a group's `least` extent, its caption's room),
        then the groups overlap their cards alike."""
        slot = w + GAP
        gaps = GROUP_GAP * max(0, len(counts) - 1)
        need: list[float] = [k * slot - GAP for k in counts]
        if least is not None:
            need = [max(n, min(lst, r * slot - GAP)) for n, lst, r in zip(need, least, reserves)]
        want = [max(n, r * slot - GAP) for n, r in zip(need, reserves)]
        excess = sum(want) + gaps - room
        if excess <= 0:
            return [(e, float(slot)) for e in want]
        free = sum(wa - n for wa, n in zip(want, need))
        if excess <= free:  # the empty places give way, the last ones first
            extents = [float(e) for e in want]
            for i in reversed(range(len(extents))):
                give = min(excess, extents[i] - need[i])
                extents[i] -= give
                excess -= give
            return [(e, float(slot)) for e in extents]
        # every group overlaps its cards by the same step
        more = sum(k - 1 for k in counts)
        step = (room - gaps - w * len(counts)) / more if more else float(slot)
        step = max(2.0, min(float(slot), step))
        return [(w + (k - 1) * step, step) for k in counts]

    def _relayout(self) -> None:
        if self._empire is None:
            return
        if self.fixed is not None:
            self._relayout_fixed()
            return
        self.fit = fit = self._best_fit()
        self.set_card_width(fit.width)
        w, h = fit.width, round(fit.width * RATIO)
        band = max(STRIP_LEAST, round((w - 4) * RATIO * STRIP))
        states = self._states
        shown: set[int] = set()
        self.order = []
        self._groups = []
        metrics = QFontMetrics(caption_font(zoom_of(self)))
        y = 0
        for row in self._rows(self.groups(), fit.rows):
            x = 0.0
            for caption, cards in row:
                start = x
                step = w * fit.overlap + (GAP if fit.overlap == 1.0 else 0)
                for host, attached in cards:
                    self._place(host, x, y + self.caption, 0.0, states, shown)
                    # over the host's foot, the first lowest, each next one above it
                    for k, i in enumerate(attached):
                        self._place(
                            i,
                            x + 2,
                            y + self.caption + h - (band + 1) * (k + 1) - 2,
                            STRIP,
                            states,
                            shown,
                            w - 4,
                        )
                    self.order.extend([host, *attached])
                    x += step
                span = (x - start - step + w) if cards else w
                wanted = metrics.horizontalAdvance(caption) + 4
                self._groups.append((caption, start, y, max(span, min(wanted, span + GROUP_GAP))))
                x = start + span + GROUP_GAP
            y += self.caption + h + ROW_GAP
        self.keep_only(shown)
        # stacking: later cards of a group lie on earlier ones, attached bands on their hosts
        for card in self.order:
            self.widgets[card].raise_()
        self.update()

    def _relayout_fixed(self) -> None:
        assert self.fixed is not None
        w = self.fixed
        self.fit = _Fit(w, self.fixed_rows, 1.0, 0.0)
        self.set_card_width(w)
        h = round(w * RATIO)
        band = band_height(w)
        metrics = QFontMetrics(caption_font(zoom_of(self)))
        factories = self.groups()[0][0]
        hosts = self._hosts()
        shown: set[int] = set()
        self.order = []
        self._groups = []
        y = 0
        for row in self._zones(self.fixed_rows):
            keeps = self.bands_under and any(c in hosts for c, _k, _r in row)  # (a band's room)
            # the factories always show their count; other groups only with cards
            groups = [(c, cards, r) for c, cards, r in row if cards or r or c == factories]
            counts = [max(1, len(cards)) for _c, cards, _r in groups]
            # an empty place a group keeps gives way to a caption before a caption is cut
            least = [
                metrics.horizontalAdvance(c) + 4 - OVERRUN * (k < len(groups) - 1)
                for k, (c, _cards, _r) in enumerate(groups)
            ]
            laid = self._lay_row(counts, [r for _c, _cards, r in groups], float(self.width()), w, least)
            wide = [
                max(e, metrics.horizontalAdvance(c) + 4) for (e, _s), (c, _cards, _r) in zip(laid, groups)
            ]
            # the room the row has to spare goes to the captions that need it, the first first
            spare = self.width() - sum(e for e, _s in laid) - GROUP_GAP * (len(groups) - 1)
            widened = []
            for wd, (e, st) in zip(wide, laid):
                more = max(0.0, min(wd - e, spare))
                spare -= more
                widened.append((e + more, st))
            laid = widened
            x = 0.0
            for k, ((caption, cards, _r), (extent, step)) in enumerate(zip(groups, laid)):
                for j, (host, attached) in enumerate(cards):
                    cx = x + j * step
                    self._place(host, cx, y + self.caption, 0.0, self._states, shown)
                    # the first under the host (its foot, the minimum bid, in sight) where
                    # the row keeps room for it; else (and any next one) over its foot
                    for a, i in enumerate(attached):
                        over = a if keeps else a + 1  # (bands over the foot, below this one)
                        top = y + self.caption + h - (band + 1) * over - 2
                        self._place(i, cx + 2, top, STRIP, self._states, shown, w - 4)
                    self.order.extend([host, *attached])
                last = k == len(groups) - 1
                # a caption may run a little into the gap after its group, never near the
                # next group (a ring round a card there leaves it clear: ui/common/pointer.py)
                room = (self.width() - x) if last else extent + OVERRUN
                self._groups.append((caption, x, y, room))
                x += extent + GROUP_GAP
            y += self.caption + h + (band + 1 if keeps else 0) + ROW_GAP
        self.keep_only(shown)
        # stacking: later cards of a group lie on earlier ones, attached bands on their hosts
        for card in self.order:
            self.widgets[card].raise_()
        self.update()

    def caption_over(self, card: int) -> QRectF | None:
        """Where the caption of `card`'s group is painted (as wide as its words), in
        this view's coordinates."""
        w = self.widgets.get(card)
        if w is None or not w.isVisible():
            return None
        zoom = zoom_of(self)
        for caption, x, y, width in self._groups:
            if x <= w.x() + 1 <= x + width and abs(w.y() - self.caption - y) <= 1:
                font = fitting_caption_font(caption, round(width), zoom)
                shown = min(width, QFontMetrics(font).horizontalAdvance(caption) + 2)
                return QRectF(x, y, shown, self.caption)
        return None

    def caption_at(self, x: float, y: float) -> str:
        """The whole caption under a point (a caption cut short shows it as a tooltip)."""
        for caption, cx, cy, width in self._groups:
            if cx <= x <= cx + width and cy <= y <= cy + self.caption:
                return caption
        return ""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            caption = self.caption_at(event.pos().x(), event.pos().y())
            if caption:
                QToolTip.showText(event.globalPos(), caption, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def _place(
        self,
        card: int,
        x: float,
        y: float,
        strip: float,
        states: dict[int, dict[str, Any]],
        shown: set[int],
        width: int | None = None,
    ) -> None:
        widget = self.widget(card)
        widget.set_strip(strip)
        if width is not None:
            widget.set_width(width)
        widget.move(round(x), round(y))
        widget.set_state(**states.get(card, {}))
        widget.show()
        shown.add(card)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setPen(QColor("#d9cfb2"))
        zoom = zoom_of(self)
        # a caption in a smaller type where that makes it whole; one still cut short is
        # whole in the tooltip (event() shows the one pointed at)
        short = []
        for caption, x, y, width in self._groups:
            p.setFont(fitting_caption_font(caption, round(width), zoom))
            shown = p.fontMetrics().elidedText(caption, Qt.TextElideMode.ElideRight, round(width))
            if shown != caption:
                short.append(caption)
            p.drawText(
                QRectF(x, y, width + 4, self.caption),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
        p.end()
        tip = "\n".join(short)
        if tip != self.toolTip():
            self.setToolTip(tip)

    def cut_captions(self) -> list[str]:
        """The captions that do not read whole even in the smallest caption type."""
        zoom = zoom_of(self)
        return [
            c
            for c, _x, _y, width in self._groups
            if QFontMetrics(fitting_caption_font(c, round(width), zoom)).horizontalAdvance(c) > round(width)
        ]


class MarketRow(QFrame):
    """The market: each card with its minimum bid, marked when left over from the last
    round, dimmed once auctioned or skipped this round; the deck and the discard pile.
    Its cards take the room there is, one row, never cut off."""

    clicked = Signal(int)
    discard_clicked = Signal()
    LARGEST = 170

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MarketBox")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 8)
        box.setSpacing(4)
        head = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("BoxTitle")
        head.addWidget(self.title)
        head.addStretch(1)
        self.deck = QLabel(self)
        self.deck.setObjectName("Muted")
        self.discard = QPushButton(self)
        self.discard.setObjectName("DiscardButton")
        self.discard.setAutoDefault(True)
        self.discard.clicked.connect(self.discard_clicked)
        head.addWidget(self.deck)
        head.addWidget(self.discard)
        box.addLayout(head)
        self.cards = CardRow(96, self)
        self.cards.clicked.connect(self.clicked)
        self.cards.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        box.addWidget(self.cards, 1)
        self._shown: list[int] = []
        self.fixed: int | None = None

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 120)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def fitted_width(self, n: int) -> int:
        """The widest card with which `n` cards fit the row (its width and height), no
        wider than the table's card width when it set one (`fixed`)."""
        room_w, room_h = self.cards.width(), self.cards.height()
        if n <= 0 or room_w <= 0:
            return 60
        by_width = (room_w - 8 * (n - 1)) // n
        by_height = int(room_h / RATIO)
        return max(24, min(self.fixed or self.LARGEST, by_width, by_height))

    def set_fixed(self, width: int | None) -> None:
        """The table's card width (every card of the table one size), or None."""
        if width != self.fixed:
            self.fixed = width
            self._place()

    def side_margins(self) -> int:
        """The room the market takes beside its cards (its margins and frame)."""
        layout = self.layout()
        assert layout is not None
        m = layout.contentsMargins()
        return m.left() + m.right() + 4

    def head_height(self) -> int:
        """The room the market takes over its cards: its title line and margins."""
        layout = self.layout()
        assert layout is not None
        m = layout.contentsMargins()
        head = max(self.title.sizeHint().height(), self.discard.sizeHint().height())
        return head + m.top() + m.bottom() + layout.spacing() + 2

    def _place(self) -> None:
        n = len(self._shown)
        w = self.fitted_width(n)
        self.cards.set_card_width(w)
        x0 = max(0, (self.cards.width() - (n * (w + 8) - 8)) // 2)
        y0 = max(0, (self.cards.height() - round(w * RATIO)) // 2)
        for k, card in enumerate(self._shown):
            if card in self.cards.widgets:
                self.cards.widgets[card].move(x0 + k * (w + 8), y0)

    def set_market(self, view: dict[str, Any], states: dict[int, dict[str, Any]]) -> None:
        current = view["auction"]["card"] if view["auction"] else -1
        self.cards.set_deck(view.get("deck", DECK_VERSION))
        shown = set()
        self._shown = [m[0] for m in view["market"]]
        self.cards.order = list(self._shown)
        for card, _min_bid, leftover, offered in view["market"]:
            widget = self.cards.widget(card)
            mark = ""
            if card == current:
                mark = translate("FrieseTable", "on auction")
            elif leftover:
                mark = translate("FrieseTable", "left over")
            state = {"dim": offered and card != current, "mark": mark, **states.get(card, {})}
            widget.set_state(**state)
            widget.show()
            shown.add(card)
        self.cards.keep_only(shown)
        self._place()
        self.title.setText(
            fill(translate("FrieseTable", "Market — round {n}"), n=view["round"])
            + ("  ·  " + translate("FrieseTable", "last round") if view["last_round"] else "")
        )
        self.deck.setText(fill(translate("FrieseTable", "Deck: {n}"), n=view["deck_size"]))
        self.discard.setText(fill(translate("FrieseTable", "Discard pile ({n})…"), n=len(view["discard"])))
        self.discard.setAccessibleName(self.discard.text().rstrip("…"))

    def retranslate(self) -> None:
        self.cards.retranslate()
