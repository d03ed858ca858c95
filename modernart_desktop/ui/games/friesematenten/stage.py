"""The stage in the middle of the Friesematenten table, as Modern Art's auction block:
the card at stake drawn big, the bids as chips (one per seat: still in, passed, the
high bid, defaulted or barred, the one to act marked by an arrow as well as by its
colour), your amount box with Bid and Pass. Between auctions the stage says what
is going on: the players' turns, a hammer or money-bag window with whose turn it is
to react, the card just won or the action card just played against someone."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.games.friesematenten.components import DECK_VERSION
from modernart_desktop.ui.common.amount import AmountInput
from modernart_desktop.ui.common.zoom import px, zoom_of
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.cards import RATIO, card_details, face_pixmap, paint_timing
from modernart_desktop.ui.games.friesematenten.race import shape_name, token_pixmap
from modernart_desktop.ui.texts import fill
from modernart_desktop.ui.theme import repolish

translate = QCoreApplication.translate


class BidInput(AmountInput):
    """The amount box in the game's own money (euro, as in the rulebook)."""

    def _apply_affixes(self) -> None:
        prefix, suffix = N.money_affixes()
        self.spin.setPrefix(prefix)
        self.spin.setSuffix(suffix)
        self.spin.setToolTip(translate("FrieseTable", "Type an amount, Enter bids it"))
        for step, button in self.step_buttons.items():
            button.setToolTip(fill(translate("FrieseTable", "Add {money}"), money=N.money(step)))
            # The keyboard steps with the arrow keys and Page Up in the box itself: Tab goes
            # straight from the amount to Bid and Pass.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _name_for_readers(self) -> None:
        """The screen reader's names, in the game's words and money."""
        self.spin.setAccessibleName(translate("FrieseTable", "Your bid"))
        self.spin.setAccessibleDescription(translate("FrieseTable", "Type an amount, Enter bids it"))
        for step, button in self.step_buttons.items():
            button.setAccessibleName(fill(translate("FrieseTable", "Add {money}"), money=N.money(step)))


class FitTitle(QLabel):
    """The stage's title: on one line where it fits, in a smaller size where that makes it
    fit, else on two lines (the stage's height goes to the bids)."""

    SIZES = ((14, "StageTitle"), (12.5, "StageTitleM"), (11, "StageTitleS"))  # (the table's style sheet)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        if room <= 0:
            return
        chosen = self.SIZES[-1][1]
        for size, name in self.SIZES:
            font = QFont(self.font())
            font.setPointSizeF(size * zoom_of(self))
            if QFontMetricsF(font).horizontalAdvance(self.text()) <= room - 2:
                chosen = name
                break
        if chosen != self.objectName():
            self.setObjectName(chosen)
            repolish(self)


class BigCard(QWidget):
    """The card on the stage, as large as the stage is tall; a second, smaller card
    beside it with an arrow (an action card and its target). Display only."""

    LARGEST = 250

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.card: int | None = None
        self.target: int | None = None
        self.symbol: str | None = None  # no card at stake: the timing whose window or turn it is
        self.deck = DECK_VERSION
        self.caption = ""
        self.setMinimumHeight(80)
        self._fit()

    def card_width(self) -> int:
        return max(40, min(self.LARGEST, int((self.height() - 8) / RATIO)))

    def _fit(self) -> None:
        w = self.card_width()
        self.setFixedWidth(w + 8 + (round(self.target_width() * 1.1) if self.target is not None else 0))

    def target_width(self) -> int:
        """The target's card beside the big one: half its size, but never too small to read."""
        w = self.card_width()
        return min(w, max(round(w * 0.5), 76))

    def resizeEvent(self, event) -> None:
        self._fit()
        super().resizeEvent(event)

    def set_cards(
        self, card: int | None, target: int | None = None, deck: int = DECK_VERSION, symbol: str | None = None
    ) -> None:
        if (card, target, deck, symbol) != (self.card, self.target, self.deck, self.symbol):
            self.card, self.target, self.deck, self.symbol = card, target, deck, symbol
            self._fit()
            self.update()
        lines = card_details(card, deck) if card is not None else []
        self.setToolTip("\n".join(lines))
        self.setAccessibleName(N.card_name(card) if card is not None else "")
        self.setAccessibleDescription(" ".join(lines[1:]))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.card_width()
        size = QSize(w, round(w * RATIO))
        top = max(4.0, (self.height() - size.height()) / 2)
        rect = QRectF(4, top, size.width(), size.height())
        if self.card is None:
            p.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 8, 8)
            if self.symbol is not None:
                side = w * 0.55
                paint_timing(
                    p,
                    QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side),
                    self.symbol,
                )
            p.end()
            return
        dpr = self.devicePixelRatioF()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(rect.translated(3, 4), 8, 8)
        p.drawPixmap(rect.topLeft(), face_pixmap(self.card, size, dpr, self.deck))
        if self.target is not None:
            tw = self.target_width()
            tsize = QSize(tw, round(tw * RATIO))
            trect = QRectF(rect.right() + w * 0.05 + 0, rect.bottom() - tsize.height(), tw, tsize.height())
            # an arrow from the card to its target
            p.setPen(QPen(QColor("#ffd65a"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            start = QPointF(rect.right() - w * 0.15, rect.top() + w * 0.35)
            end = QPointF(trect.center().x(), trect.top() - 4)
            p.drawLine(start, end)
            p.setBrush(QColor("#ffd65a"))
            p.drawEllipse(end, 4, 4)
            p.drawPixmap(trect.topLeft(), face_pixmap(self.target, tsize, dpr, self.deck))
            p.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(trect.adjusted(-2, -2, 2, 2), 6, 6)
        p.end()


class Chip(QFrame):
    """A seat on the stage: its token, its name and its state in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Chip")
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 8, 2)
        row.setSpacing(4)
        self.token = QLabel(self)
        self.text = QLabel(self)
        self.text.setObjectName("ChipText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)  # a narrow stage (a replay, Polish words): two lines, not cut off
        row.addWidget(self.token)
        row.addWidget(self.text)
        self.seat = -1
        self.words = ""


class ChipRow(QWidget):
    """One chip per seat: the seat's token and name, and its state in words; two to a
    line, so that every chip keeps its words at any width."""

    COLUMNS = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setHorizontalSpacing(6)
        self._layout.setVerticalSpacing(4)
        self._chips: list[Chip] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_chips(self, chips: list[tuple[int, str, str, str]]) -> None:
        """(seat, name, words, state); state: current, passed, high, out or ''."""
        while len(self._chips) < len(chips):
            chip = Chip(self)
            k = len(self._chips)
            self._layout.addWidget(chip, k // self.COLUMNS, k % self.COLUMNS, Qt.AlignmentFlag.AlignLeft)
            self._chips.append(chip)
        self._layout.setColumnStretch(self.COLUMNS, 1)
        dpr = self.devicePixelRatioF()
        for i, chip in enumerate(self._chips):
            if i >= len(chips):
                chip.hide()
                continue
            seat, name, words, state = chips[i]
            pointer = "▶ " if state == "current" else ""
            if chip.seat != seat or chip.token.pixmap().isNull():
                chip.token.setPixmap(token_pixmap(seat, name, px(self, 16), dpr))
            chip.seat, chip.words = seat, words
            chip.text.setText(f"{pointer}<b>{_escape(name)}</b>" + (f": {_escape(words)}" if words else ""))
            spoken = f"{name} ({shape_name(seat)})" + (f": {words}" if words else "")
            if state == "current":
                spoken += " — " + translate("FrieseTable", "to act")
            chip.setAccessibleName(spoken)
            chip.setToolTip(spoken)
            if chip.property("state") != state:
                chip.setProperty("state", state)
                repolish(chip)
                repolish(chip.text)
            chip.show()

    def texts(self) -> list[str]:
        return [c.accessibleName() for c in self._chips if not c.isHidden()]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class AuctionStage(QFrame):
    """The stage (see the module doc). Emits the bids and passes of the seat on screen."""

    bid = Signal(int)
    pass_ = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AuctionBox")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        outer.setSpacing(12)
        self.showcase = BigCard(self)
        outer.addWidget(self.showcase)
        col = QVBoxLayout()
        col.setSpacing(5)
        self.title = FitTitle(self)
        self.title.setObjectName("StageTitle")
        col.addWidget(self.title)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("Muted")
        self.subtitle.setWordWrap(True)
        col.addWidget(self.subtitle)
        high = QHBoxLayout()
        self.high = QLabel(self)
        self.high.setObjectName("BigNumber")
        self.high_by = QLabel(self)
        self.high_by.setObjectName("HighBy")
        self.high_by.setWordWrap(True)
        high.addWidget(self.high)
        high.addWidget(self.high_by, 1)
        col.addLayout(high)
        self.chips = ChipRow(self)
        col.addWidget(self.chips)
        self.note = QLabel(self)  # the last result, or what a window is for
        self.note.setObjectName("StageNote")
        self.note.setWordWrap(True)
        col.addWidget(self.note)
        col.addStretch(1)
        self._col = col
        # The bid controls: the table puts them in its prompt line, beside the words that
        # ask for the bid (every decision is answered in one place); the stage runs them.
        self.controls_box = QWidget(self)
        controls = QHBoxLayout(self.controls_box)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.setSpacing(6)
        self.amount = BidInput(self.controls_box)
        self.amount.submitted.connect(lambda _v: self._bid())
        self.bid_button = QPushButton(self.controls_box)
        self.bid_button.setObjectName("Primary")
        self.bid_button.clicked.connect(self._bid)
        self.pass_button = QPushButton(self.controls_box)
        self.pass_button.clicked.connect(self.pass_)
        for button in (self.bid_button, self.pass_button):
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
            button.setMinimumHeight(32)
        controls.addWidget(self.amount)
        controls.addWidget(self.bid_button)
        controls.addWidget(self.pass_button)
        self.controls_box.hide()
        outer.addLayout(col, 1)
        self.controls = [self.amount, self.bid_button, self.pass_button]
        self._decision: tuple[int, ...] | None = None  # the bid decision the box was set for
        self.setMinimumWidth(300)

    def minimumSizeHint(self) -> QSize:
        return QSize(300, 150)

    def _bid(self) -> None:
        if self.bid_button.isEnabled() and self.bid_button.isVisible():
            self.bid.emit(self.amount.value())

    # -- what is shown -------------------------------------------------------------------
    def show_stage(
        self, view: dict[str, Any], names: list[str], bid_range: tuple[int, int] | None, last: str
    ) -> None:
        deck = view.get("deck", DECK_VERSION)
        a = view["auction"]
        self.high.hide()
        self.high_by.hide()
        self.note.setText(last)
        if a is not None:
            self._show_auction(view, names, a, deck)
        else:
            self._show_between(view, names, deck)
        self._show_controls(a, bid_range)
        self._fit_note()

    def _fit_note(self) -> None:
        """The last auction's words show where they fit under the chips; on a short stage
        they give way (they are in the log and in the stage's tooltip), and then, if the
        chips still lack room, the line under the title does (in the tooltip as well), so
        that nothing ever covers the chips nor squeezes them."""
        hidden = []
        width = self._col.geometry().width()  # (before the layout forgets it, measuring)
        for label in (self.note, self.subtitle):
            label.setVisible(bool(label.text()))
        for label in (self.note, self.subtitle):
            if label.isHidden() or (self._column_fits(width) and not self._squeezed()):
                continue
            label.hide()
            hidden.append(label.text())
        self.setToolTip("\n".join(reversed(hidden)))

    def _squeezed(self) -> bool:
        """Laid out now, a chip or a line of words has less height than its words need."""
        layout = self.layout()
        if layout is None or self.height() <= 0:
            return False
        layout.activate()
        labels: list[QWidget] = [c for c in self.chips.findChildren(Chip) if c.isVisible()]
        labels += [w for w in (self.title, self.subtitle, self.note) if w.isVisible()]
        return any(w.height() < w.heightForWidth(w.width()) for w in labels)

    def _column_fits(self, width: int) -> bool:
        """Whether the title, the bids and the words under them fit the stage's height
        at the column's `width` (asked afresh: the chips' words may have just changed)."""
        for chip in self.chips.findChildren(Chip):
            chip.updateGeometry()
        self.chips.updateGeometry()
        layout = self.chips.layout()
        if layout is not None:
            layout.invalidate()
        self._col.invalidate()
        room = self.contentsRect().height() - 16  # (the stage's own margins)
        if width <= 0 or not self._col.hasHeightForWidth():
            return True
        return self._col.heightForWidth(width) <= room

    def note_shown(self) -> bool:
        return not self.note.isHidden()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_note()

    def _show_auction(self, view: dict[str, Any], names: list[str], a: dict[str, Any], deck: int) -> None:
        card = a["card"]
        self.showcase.set_cards(card, None, deck)
        self.title.setText(fill(translate("FrieseTable", "Auction: {card}"), card=N.card_name(card)))
        left_over = any(m[0] == card and m[2] for m in view["market"])
        sub = fill(translate("FrieseTable", "Minimum bid {money}"), money=N.money(a["min_bid"]))
        if left_over:
            sub += " · " + translate("FrieseTable", "left over: unsold again, it is discarded")
        self.subtitle.setText(sub)
        self.high.show()
        self.high_by.show()
        if a["high_seat"] >= 0:
            self.high.setText(N.money(a["high"]))
            self.high_by.setText(fill(translate("FrieseTable", "by {name}"), name=names[a["high_seat"]]))
        else:  # (in the smaller words' place: the big figure is for an amount)
            self.high.hide()
            self.high_by.setText(translate("FrieseTable", "No bid yet"))
        chips = []
        for s, name in enumerate(names):
            if a["to_act"] == s and a["bidders"][s]:  # (the arrow and the highlight say it: no words)
                chips.append((s, name, N.money(a["high"]) if a["high_seat"] == s else "", "current"))
            elif a["high_seat"] == s:
                chips.append((s, name, N.money(a["high"]), "high"))
            elif a["bidders"][s]:
                chips.append((s, name, translate("FrieseTable", "in"), ""))
            elif a["excluded"][s]:
                chips.append((s, name, translate("FrieseTable", "defaulted"), "out"))
            elif a["barred"] == s:
                chips.append((s, name, translate("FrieseTable", "barred"), "out"))
            else:
                chips.append((s, name, translate("FrieseTable", "passed"), "passed"))
        self.chips.set_chips(chips)

    def _show_between(self, view: dict[str, Any], names: list[str], deck: int) -> None:
        phase = view["phase"]
        prompts = view["prompts"]
        top = prompts[-1] if prompts else None
        card: int | None = None
        target: int | None = None
        symbol: str | None = None
        chips: list[tuple[int, str, str, str]] = []
        if top is not None and "play" in top:  # an action card waits for objections
            actor, card, t, second, player = top["play"]
            target = t if t >= 0 else (second if second >= 0 else None)
            self.title.setText(
                fill(
                    translate("FrieseTable", "{name} plays {card}"), name=names[actor], card=N.card_name(card)
                )
            )
            self.subtitle.setText(
                translate("FrieseTable", "Objection window: the targeted player may object.")
            )
        elif top is not None and top["kind"] in ("pay", "immediate"):
            card = top["card"]
            self.title.setText(
                fill(
                    translate("FrieseTable", "{name} won {card}"),
                    name=names[top["seat"]],
                    card=N.card_name(card),
                )
            )
            self.subtitle.setText(
                fill(translate("FrieseTable", "for {money}"), money=N.money(top["price"]))
                if top["kind"] == "pay"
                else translate("FrieseTable", "It may be used or attached at once.")
            )
        elif phase == "window" and view["window"] is not None:
            w = view["window"]
            symbol = w["kind"]
            self.title.setText(N.window_name(w["kind"]).capitalize())
            self.subtitle.setText(
                translate("FrieseTable", "Hammer and lightning cards may be played now, each player in turn.")
                if w["kind"] == "hammer"
                else translate(
                    "FrieseTable", "Money-bag and lightning cards may be played now, before income."
                )
            )
            order, pos = w["order"], w["pos"]
            for k, s in enumerate(order):
                state = "current" if k == pos % max(1, len(order)) else ""
                chips.append((s, names[s], "", state))
        elif phase == "turns":
            turn = view["turn"]
            symbol = "none"
            self.title.setText(
                fill(translate("FrieseTable", "Round {n}: the players' turns"), n=view["round"])
            )
            self.subtitle.setText(
                translate(
                    "FrieseTable", "Each player in turn may play action cards, attach influence and demolish."
                )
            )
            for k, s in enumerate(turn["order"]):
                if k < turn["pos"]:
                    chips.append((s, names[s], translate("FrieseTable", "done"), "passed"))
                elif k == turn["pos"]:
                    chips.append((s, names[s], "", "current"))
                else:
                    chips.append((s, names[s], "", ""))
        elif phase == "over":
            self.title.setText(translate("FrieseTable", "Game over"))
            self.subtitle.setText("")
        else:
            self.title.setText("")
            self.subtitle.setText("")
        if top is not None and top["kind"] in ("demolish", "scandal"):
            self.title.setText(
                fill(translate("FrieseTable", "{name} must demolish a factory"), name=names[top["seat"]])
                if top["kind"] == "demolish"
                else fill(
                    translate("FrieseTable", "{name} discards a status symbol"), name=names[top["seat"]]
                )
            )
        self.showcase.set_cards(card, target, deck, symbol)
        self.chips.set_chips(chips)
        self.subtitle.setVisible(bool(self.subtitle.text()))

    def _show_controls(self, a: dict[str, Any] | None, bid_range: tuple[int, int] | None) -> None:
        mine = bid_range is not None and a is not None
        self.controls_box.setVisible(mine)
        for c in self.controls:
            c.setVisible(mine)
        if not mine or a is None or bid_range is None:
            self._decision = None
            return
        lo, hi = bid_range
        # A new decision (another auction, a higher bid to beat) starts at its minimum
        # legal bid; the same decision drawn again keeps what the player typed.
        decision = (a["card"], a["high"], a["high_seat"], lo, hi)
        keep = decision == self._decision and self.amount.minimum() == lo
        self.amount.set_range(lo, hi, self.amount.value() if keep else lo)
        self._decision = decision
        self.bid_button.setText(translate("FrieseTable", "&Bid"))
        self.pass_button.setText(translate("FrieseTable", "&Pass"))
        self.bid_button.setAccessibleName(
            fill(translate("FrieseTable", "Bid the amount in the box, at least {money}"), money=N.money(lo))
        )
        self.pass_button.setAccessibleName(translate("FrieseTable", "Pass: out of this auction"))
