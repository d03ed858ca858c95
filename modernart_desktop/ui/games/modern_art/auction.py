"""The auction area: the card(s) on the block and one panel per kind of decision.

Every control is enabled from the `LegalActions` the engine gave for the seat
on screen, and every click emits one of those actions: a panel never decides
what is legal itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.core.actions import Action
from modernart_desktop.games.modern_art.actions import (
    Bid,
    Buy,
    DeclineSecond,
    Pass,
    RevealMystery,
    SealedBid,
    SetPrice,
    SkipMystery,
)
from modernart_desktop.games.modern_art.components import (
    ARTIST_NAMES,
    AUCTION_TYPES,
    CARD_ARTIST,
    CARD_KIND,
    CARD_TYPE,
)
from modernart_desktop.ui import texts
from modernart_desktop.ui.access.quiet import DecorBar, set_text
from modernart_desktop.ui.common.amount import AmountInput
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games.base import TableCtx
from modernart_desktop.ui.games.modern_art.cards import paint_symbol
from modernart_desktop.ui.games.modern_art.moments import MomentOverlay
from modernart_desktop.ui.games.modern_art.names import auction_hint, auction_name
from modernart_desktop.ui.games.modern_art.widgets import CardShowcase
from modernart_desktop.ui.texts import counted, fill
from modernart_desktop.ui.theme import repolish

translate = QCoreApplication.translate


class Ctx(TableCtx):
    """What a panel needs to draw itself: the view of the seat on screen and its legal actions."""

    @property
    def auction(self) -> dict[str, Any] | None:
        return self.view.get("auction")

    def card_action(self, kind: str, card: int | None) -> Action | None:  # type: ignore[override]  # kind_of is fixed here
        """The legal action of `kind` for `card` (identical cards are one choice)."""
        return super().card_action(kind, card, CARD_KIND)


BUTTON_HEIGHT = "designHeight"


def _button(text: str = "", primary: bool = False, parent: QWidget | None = None) -> QPushButton:
    b = QPushButton(text, parent)
    b.setAutoDefault(True)  # Enter presses the focused button, as Space does
    if primary:
        b.setObjectName("Primary")
    b.setMinimumHeight(34)
    b.setProperty(BUTTON_HEIGHT, 34)  # (grows with the page's zoom: AuctionArea.apply_zoom)
    return b


class ChipRow(QWidget):
    """One chip per seat: a name and a state (current, passed, high bidder, done)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self._chips: list[QLabel] = []
        self._layout.addStretch(1)

    def set_chips(self, chips: list[tuple[str, str]]) -> None:
        while len(self._chips) < len(chips):
            chip = QLabel(self)
            chip.setObjectName("Chip")
            self._layout.insertWidget(len(self._chips), chip)
            self._chips.append(chip)
        for i, chip in enumerate(self._chips):
            if i < len(chips):
                text, state = chips[i]
                chip.setText(text)
                if chip.property("state") != state:
                    chip.setProperty("state", state)
                    repolish(chip)
                chip.show()
            else:
                chip.hide()

    def texts(self) -> list[str]:
        return [c.text() for c in self._chips if not c.isHidden()]


class Panel(QWidget):
    intent = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(8)
        self.status = QLabel(self)
        self.status.setObjectName("Status")
        self.status.setWordWrap(True)
        self.box.addWidget(self.status)
        # The controls sit at the panel's foot, right above the hand: whatever the text
        # above them says (and however long it is in this language), they never move.
        self.box.addStretch(1)
        self._ctx: Ctx | None = None

    def update_from(self, ctx: Ctx) -> None:
        self._ctx = ctx

    def focus_target(self) -> QWidget | None:
        """Where the keyboard goes when this panel becomes the seat's decision."""
        return None

    def retranslate(self) -> None:
        if self._ctx is not None:
            self.update_from(self._ctx)

    def _emit(self, action: Action | None) -> None:
        ctx = self._ctx
        if action is not None and ctx is not None and action in ctx.legal:
            self.intent.emit(action)


def _waiting(ctx: Ctx, seat: int | None) -> str:
    if seat is not None and seat in ctx.thinking:
        return fill(translate("AuctionPanels", "{name} is thinking…"), name=ctx.name(seat))
    return fill(translate("AuctionPanels", "Waiting for {name}…"), name=ctx.name(seat))


class OfferPanel(Panel):
    """The auctioneer picks a painting from the hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        self.offer = _button(primary=True, parent=self)
        self.offer.clicked.connect(
            lambda: self._emit(self._ctx.card_action("offer", self._ctx.selected) if self._ctx else None)
        )
        row.addWidget(self.offer)
        row.addStretch(1)
        self.box.addLayout(row)

    def update_from(self, ctx: Ctx) -> None:
        super().update_from(ctx)
        mine = bool(ctx.legal.of_kind("offer"))
        self.offer.setVisible(mine)
        self.offer.setText(translate("AuctionPanels", "&Offer this painting"))
        self.offer.setEnabled(ctx.card_action("offer", ctx.selected) is not None)
        if mine:
            self.status.setText(
                translate(
                    "AuctionPanels",
                    "Your turn to be the auctioneer: choose a painting "
                    "from your hand (double click offers it at once).",
                )
            )
        else:
            self.status.setText(
                _waiting(ctx, ctx.view.get("turn"))
                + " "
                + translate("AuctionPanels", "(choosing a painting to auction)")
            )


class DoublePanel(Panel):
    """A double is on the block: the offer to add a second card travels clockwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chips = ChipRow(self)
        self.box.addWidget(self.chips)
        row = QHBoxLayout()
        self.add = _button(primary=True, parent=self)
        self.add.clicked.connect(
            lambda: self._emit(self._ctx.card_action("add_second", self._ctx.selected) if self._ctx else None)
        )
        self.decline = _button(parent=self)
        self.decline.clicked.connect(lambda: self._emit(DeclineSecond()))
        row.addWidget(self.add)
        row.addWidget(self.decline)
        row.addStretch(1)
        self.box.addLayout(row)

    def update_from(self, ctx: Ctx) -> None:
        super().update_from(ctx)
        double = ctx.view.get("double") or {}
        original, asking = double.get("original"), double.get("asking")
        n = ctx.view["players"]
        chips = []
        if original is not None:
            for i in range(n):
                seat = (original + i) % n
                state = "current" if seat == asking else ""
                chips.append((ctx.name(seat), state))
        self.chips.set_chips(chips)
        artist = ARTIST_NAMES[CARD_ARTIST[double["card"]]] if double.get("card") is not None else ""
        mine = DeclineSecond() in ctx.legal
        self.add.setText(translate("AuctionPanels", "&Add this painting"))
        self.decline.setText(translate("AuctionPanels", "Add &nothing"))
        self.add.setVisible(mine)
        self.decline.setVisible(mine)
        self.add.setEnabled(ctx.card_action("add_second", ctx.selected) is not None)
        self.decline.setEnabled(mine)
        if mine and asking == original:
            text = fill(
                translate(
                    "AuctionPanels",
                    "You may add a second {artist} painting (not a double): "
                    "both are then sold in its auction.",
                ),
                artist=artist,
            )
        elif mine:
            text = fill(
                translate(
                    "AuctionPanels",
                    "{name} added nothing. Add a {artist} painting (not a double) "
                    "and you become the auctioneer of both: the money goes to you.",
                ),
                name=ctx.name(original),
                artist=artist,
            )
        else:
            text = (
                _waiting(ctx, asking)
                + " "
                + fill(
                    translate("AuctionPanels", "(deciding whether to add a second {artist})"), artist=artist
                )
            )
        if mine and not self.add.isEnabled() and ctx.legal.of_kind("add_second"):
            text += " " + translate(
                "AuctionPanels",
                "Click the painting in your hand, then add it (a double click adds it at once).",
            )
        self.status.setText(text)

    def focus_target(self) -> QWidget | None:
        return self.decline if self.decline.isEnabled() else None


class ClockBar(QWidget):
    """The open auction's clock: going once, going twice, sold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel(self)
        self.text.setObjectName("ClockText")
        self.bar = DecorBar(self)  # drawn only: no value changes for a screen reader
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(8)
        layout.addWidget(self.text)
        layout.addWidget(self.bar, 1)
        self._seconds = 0.0
        self._elapsed = QElapsedTimer()
        self._tick = QTimer(self)
        self._tick.setInterval(100)
        self._tick.timeout.connect(self._refresh)
        self.hide()

    def start(self, seconds: float) -> None:
        self._seconds = max(0.1, seconds)
        self._elapsed.start()
        self._tick.start()
        self.show()
        self._refresh()

    def stop(self) -> None:
        self._tick.stop()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._elapsed.isValid():
            self._refresh()  # (the words, without waiting for the next tick)
        super().changeEvent(event)

    def _refresh(self) -> None:
        left = max(0.0, 1.0 - self._elapsed.elapsed() / 1000.0 / self._seconds)
        self.bar.setValue(round(left * 1000))
        if left > 2 / 3:
            set_text(self.text, translate("AuctionPanels", "Bidding…"))
        elif left > 1 / 3:
            set_text(self.text, translate("AuctionPanels", "Going once…"))
        elif left > 0:
            set_text(self.text, translate("AuctionPanels", "Going twice…"))
        else:
            set_text(self.text, translate("AuctionPanels", "Sold!"))
            self._tick.stop()


class BidPanel(Panel):
    """Open and once-around auctions: the standing bid, a bid entry, pass."""

    bid: QPushButton  # the entry's Enter clicks it, so it is named before it is made

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        top = QHBoxLayout()
        self.high = QLabel(self)
        self.high.setObjectName("BigNumber")
        self.high_by = QLabel(self)
        self.high_by.setObjectName("Muted")
        top.addWidget(self.high)
        top.addWidget(self.high_by)
        top.addStretch(1)
        self.box.addLayout(top)
        self.chips = ChipRow(self)
        self.box.addWidget(self.chips)
        self.clock = ClockBar(self)
        self.box.addWidget(self.clock)
        row = QHBoxLayout()
        # What the player typed is never replaced under their fingers (a rival's bid
        # raised the minimum meanwhile): an amount below the minimum is refused in words
        # here, next to the box, and stays for the player to change.
        self.amount = AmountInput(self, free_below=True)
        self.amount.submitted.connect(lambda _v: self.bid.click())
        self.bid = _button(primary=True, parent=self)
        self.bid.clicked.connect(self._bid)
        self.pass_ = _button(parent=self)
        self.pass_.clicked.connect(lambda: self._emit(Pass()))
        row.addWidget(self.amount)
        row.addWidget(self.bid)
        row.addWidget(self.pass_)
        row.addStretch(1)
        self.box.addLayout(row)
        self.too_low = QLabel(self)
        self.too_low.setObjectName("Refusal")
        self.too_low.setWordWrap(True)
        self.too_low.hide()
        self.box.addWidget(self.too_low)
        self._too_low_at: tuple[int, int] | None = None  # (typed, minimum) the refusal words
        self.amount.changed.connect(lambda v: self.too_low.hide() if v >= self.amount.minimum() else None)

    def _bid(self) -> None:
        typed, least = self.amount.value(), self.amount.minimum()
        if typed < least:
            self._too_low_at = (typed, least)
            self._word_too_low()
            self.too_low.show()
            self.amount.spin.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.too_low.hide()
        self.amount.forget_typed()
        self._emit(Bid(typed))

    def _word_too_low(self) -> None:
        if self._too_low_at is None:
            return
        typed, least = self._too_low_at
        self.too_low.setText(
            fill(
                translate(
                    "AuctionPanels",
                    "Not sent: your {typed} is below the lowest bid allowed now, {least}. "
                    "Type a higher amount, or pass.",
                ),
                typed=texts.money(typed),
                least=texts.money(least),
            )
        )

    def update_from(self, ctx: Ctx) -> None:
        previous = self._ctx
        super().update_from(ctx)
        auc = ctx.auction or {}
        high, bidder = auc.get("high_bid", 0), auc.get("high_bidder")
        n = ctx.view["players"]
        self.high.setText(
            texts.money(high) if bidder is not None else translate("AuctionPanels", "No bid yet")
        )
        self.high_by.setText(
            fill(translate("AuctionPanels", "highest bid: {name}"), name=ctx.name(bidder))
            if bidder is not None
            else ""
        )
        chips = []
        if auc.get("type") == "open":
            passed = auc.get("passed") or [False] * n
            for seat in range(n):
                if seat == bidder:
                    chips.append(
                        (
                            fill(
                                translate("AuctionPanels", "{name}: {amount}"),
                                name=ctx.name(seat),
                                amount=texts.money(high),
                            ),
                            "high",
                        )
                    )
                elif passed[seat]:
                    chips.append(
                        (fill(translate("AuctionPanels", "{name}: passed"), name=ctx.name(seat)), "passed")
                    )
                else:
                    chips.append((ctx.name(seat), ""))
        else:
            order, pos = auc.get("order") or [], auc.get("pos", 0)
            for i, seat in enumerate(order):
                chips.append((ctx.name(seat), "current" if i == pos else ("done" if i < pos else "")))
        self.chips.set_chips(chips)
        rng = ctx.legal.range_of("bid")
        can_pass = Pass() in ctx.legal
        mine = can_pass or rng is not None
        self.bid.setText(translate("AuctionPanels", "&Bid"))
        self.pass_.setText(translate("AuctionPanels", "&Pass"))
        for w in (self.amount, self.bid, self.pass_):
            w.setVisible(mine)
        if rng is not None:
            keep = previous is not None and previous.auction == ctx.auction and self.amount.isEnabled()
            self.amount.set_range(rng.lo, rng.hi, self.amount.value() if keep else rng.lo)
        else:
            self.amount.forget_typed()  # (the decision is over: the next one starts afresh)
        if rng is None or self.amount.value() >= self.amount.minimum():
            self.too_low.hide()
        elif self._too_low_at is not None and not self.too_low.isHidden():
            self._too_low_at = (self.amount.value(), self.amount.minimum())
            self._word_too_low()
        self.amount.setEnabled(rng is not None)
        self.bid.setEnabled(rng is not None)
        self.pass_.setEnabled(can_pass)
        viewer = ctx.viewer
        if mine and rng is None:
            self.status.setText(translate("AuctionPanels", "You cannot top this bid with your money: pass."))
        elif mine and auc.get("type") == "once":
            self.status.setText(
                translate("AuctionPanels", "Your turn: bid higher or pass. You speak only once.")
            )
        elif mine:
            self.status.setText(
                translate("AuctionPanels", "Bid higher or pass. A new bid lets everyone bid again.")
            )
        elif viewer is not None and viewer == bidder:
            self.status.setText(translate("AuctionPanels", "You hold the highest bid."))
        elif auc.get("type") == "open" and viewer is not None and (auc.get("passed") or [False] * n)[viewer]:
            self.status.setText(translate("AuctionPanels", "You passed. If someone bids, you may bid again."))
        elif auc.get("type") == "once":
            order, pos = auc.get("order") or [], auc.get("pos", 0)
            self.status.setText(_waiting(ctx, order[pos] if pos < len(order) else None))
        else:
            self.status.setText(translate("AuctionPanels", "The others are bidding…"))

    def on_clock(self, seconds: float | None) -> None:
        if seconds is None:
            self.clock.stop()
        else:
            self.clock.start(seconds)

    def focus_target(self) -> QWidget | None:
        return self.amount.spin if self.bid.isEnabled() else self.pass_


class SealedPanel(Panel):
    """Everyone closes a fist on one bid; all fists open together."""

    commit: QPushButton  # the entry's Enter clicks it, so it is named before it is made

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chips = ChipRow(self)
        self.box.addWidget(self.chips)
        row = QHBoxLayout()
        self.amount = AmountInput(self)
        self.amount.submitted.connect(lambda _v: self.commit.click())
        self.commit = _button(primary=True, parent=self)
        self.commit.clicked.connect(lambda: self._emit(SealedBid(self.amount.value())))
        row.addWidget(self.amount)
        row.addWidget(self.commit)
        row.addStretch(1)
        self.box.addLayout(row)
        self.mine = QLabel(self)
        self.mine.setObjectName("Money")
        policy = self.mine.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # its line is kept: the fist button stays put
        self.mine.setSizePolicy(policy)
        self.box.addWidget(self.mine)

    def update_from(self, ctx: Ctx) -> None:
        previous = self._ctx
        super().update_from(ctx)
        auc = ctx.auction or {}
        committed = auc.get("committed") or []
        chips = []
        for seat, done in enumerate(committed):
            if done:
                chips.append(
                    (fill(translate("AuctionPanels", "{name}: fist closed"), name=ctx.name(seat)), "done")
                )
            else:
                chips.append((fill(translate("AuctionPanels", "{name}: deciding"), name=ctx.name(seat)), ""))
        self.chips.set_chips(chips)
        rng = ctx.legal.range_of("sealed_bid")
        self.commit.setText(translate("AuctionPanels", "Close my &fist on this bid"))
        for w in (self.amount, self.commit):
            w.setVisible(rng is not None)
        if rng is not None:
            keep = previous is not None and previous.auction == ctx.auction
            self.amount.set_range(rng.lo, rng.hi, self.amount.value() if keep else rng.lo)
        self.amount.setEnabled(rng is not None)
        self.commit.setEnabled(rng is not None)
        my_bid = auc.get("my_bid")
        self.mine.setVisible(my_bid is not None)
        if my_bid is not None:
            self.mine.setText(
                fill(
                    translate("AuctionPanels", "Your sealed bid: {amount}"),
                    amount=texts.money(my_bid) if my_bid else translate("AuctionPanels", "no bid"),
                )
            )
        if rng is not None:
            self.status.setText(
                translate(
                    "AuctionPanels",
                    "Choose your secret bid (0 means no bid). Nobody sees it until every fist is closed.",
                )
            )
        else:
            self.status.setText(translate("AuctionPanels", "Waiting for the other fists to close…"))

    def focus_target(self) -> QWidget | None:
        return self.amount.spin if self.commit.isEnabled() else None


class FixedPanel(Panel):
    """The auctioneer names a price; then each seat in turn buys or passes."""

    set_price: QPushButton  # the entry's Enter clicks it, so it is named before it is made

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        top = QHBoxLayout()
        self.price = QLabel(self)
        self.price.setObjectName("BigNumber")
        top.addWidget(self.price)
        top.addStretch(1)
        self.box.addLayout(top)
        self.chips = ChipRow(self)
        self.box.addWidget(self.chips)
        row = QHBoxLayout()
        self.amount = AmountInput(self)
        self.amount.submitted.connect(lambda _v: self.set_price.click())
        self.set_price = _button(primary=True, parent=self)
        self.set_price.clicked.connect(lambda: self._emit(SetPrice(self.amount.value())))
        self.buy = _button(primary=True, parent=self)
        self.buy.clicked.connect(lambda: self._emit(Buy()))
        self.pass_ = _button(parent=self)
        self.pass_.clicked.connect(lambda: self._emit(Pass()))
        for w in (self.amount, self.set_price, self.buy, self.pass_):
            row.addWidget(w)
        row.addStretch(1)
        self.box.addLayout(row)

    def update_from(self, ctx: Ctx) -> None:
        super().update_from(ctx)
        auc = ctx.auction or {}
        price = auc.get("price")
        rng = ctx.legal.range_of("set_price")
        naming = rng is not None
        buying = Pass() in ctx.legal
        self.set_price.setText(translate("AuctionPanels", "&Set this price"))
        self.buy.setText(
            fill(translate("AuctionPanels", "&Buy for {amount}"), amount=texts.money(price or 0))
        )
        self.pass_.setText(translate("AuctionPanels", "&Pass"))
        self.amount.setVisible(naming)
        self.set_price.setVisible(naming)
        self.buy.setVisible(buying)
        self.pass_.setVisible(buying)
        if rng is not None:
            self.amount.set_range(rng.lo, rng.hi, min(rng.hi, max(rng.lo, self.amount.value() or rng.lo)))
        self.amount.setEnabled(naming)
        self.set_price.setEnabled(naming)
        self.buy.setEnabled(Buy() in ctx.legal)
        self.pass_.setEnabled(buying)
        self.price.setText(
            texts.money(price) if price is not None else translate("AuctionPanels", "No price yet")
        )
        order, pos = auc.get("order") or [], auc.get("pos", 0)
        self.chips.set_chips(
            [
                (
                    ctx.name(s),
                    "current"
                    if price is not None and i == pos
                    else ("passed" if price is not None and i < pos else ""),
                )
                for i, s in enumerate(order)
            ]
            if price is not None
            else []
        )
        if naming:
            self.status.setText(
                translate(
                    "AuctionPanels",
                    "Name your price. If nobody buys, you must buy the painting yourself at that price.",
                )
            )
        elif buying and Buy() not in ctx.legal:
            self.status.setText(translate("AuctionPanels", "You do not have enough money to buy: pass."))
        elif buying:
            self.status.setText(translate("AuctionPanels", "Your turn: buy at this price or pass."))
        elif price is None:
            self.status.setText(
                _waiting(ctx, auc.get("auctioneer")) + " " + translate("AuctionPanels", "(naming a price)")
            )
        else:
            self.status.setText(_waiting(ctx, order[pos] if pos < len(order) else None))

    def focus_target(self) -> QWidget | None:
        if self.set_price.isEnabled():
            return self.amount.spin
        return self.buy if self.buy.isEnabled() else self.pass_


class MysteryPanel(Panel):
    """3-player variant: after an auction, its auctioneer may reveal a mystery card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        self.reveal = _button(primary=True, parent=self)
        self.reveal.clicked.connect(lambda: self._emit(RevealMystery()))
        self.skip = _button(parent=self)
        self.skip.clicked.connect(lambda: self._emit(SkipMystery()))
        row.addWidget(self.reveal)
        row.addWidget(self.skip)
        row.addStretch(1)
        self.box.addLayout(row)

    def update_from(self, ctx: Ctx) -> None:
        super().update_from(ctx)
        mine = RevealMystery() in ctx.legal
        self.reveal.setText(translate("AuctionPanels", "&Reveal a mystery card"))
        self.skip.setText(translate("AuctionPanels", "&Leave it"))
        self.reveal.setVisible(mine)
        self.skip.setVisible(mine)
        self.reveal.setEnabled(mine)
        self.skip.setEnabled(SkipMystery() in ctx.legal)
        left = ctx.view.get("mystery_size") or 0
        if mine:
            self.status.setText(
                counted(
                    lambda k: translate(
                        "AuctionPanels",
                        "You may turn up a random card of the mystery hand "
                        "(%n left). It counts as offered and belongs to "
                        "nobody.",
                        "",
                        k,
                    ),
                    left,
                )
            )
        else:
            self.status.setText(
                _waiting(ctx, ctx.view.get("mystery_seat"))
                + " "
                + translate("AuctionPanels", "(the mystery hand)")
            )

    def focus_target(self) -> QWidget | None:
        return self.reveal if self.reveal.isEnabled() else self.skip


class IdlePanel(Panel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def update_from(self, ctx: Ctx) -> None:
        super().update_from(ctx)
        result = ctx.view.get("result") if ctx.view.get("phase") == "over" else None
        if result is None:
            self.status.setText("")
            return
        winners = result.get("winners") or []
        best = max(result.get("scores") or [0])
        self.status.setText(
            fill(
                translate("AuctionPanels", "The game is over. Most money: {names}, {amount}."),
                names=", ".join(ctx.name(s) for s in winners),
                amount=texts.money(best),
            )
        )


class SymbolLabel(QLabel):
    """A QLabel showing an auction symbol (drawn, so it is sharp at any scale)."""

    def set_symbol(self, auction: int | None, size: int = 30) -> None:
        """`size` in the 1280×720 layout's pixels (the page's zoom applies)."""
        self.setVisible(auction is not None)
        if auction is None:
            self.clear()
            return
        size = px(self, size)
        dpr = self.devicePixelRatioF()
        pix = QPixmap(round(size * dpr), round(size * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        paint_symbol(p, QRectF(0, 0, size, size), auction)
        p.end()
        self.setPixmap(pix)
        self.setFixedSize(QSize(size, size))


class AuctionArea(QFrame):
    """The middle of the table: what is on the block and what may be done about it."""

    intent = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AuctionArea")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 12, 14, 12)
        outer.setSpacing(16)
        self.showcase = CardShowcase(self)
        outer.addWidget(self.showcase)
        col = QVBoxLayout()
        col.setSpacing(6)
        head = QHBoxLayout()
        self.symbol = SymbolLabel(self)
        self.title = QLabel(self)
        self.title.setObjectName("AuctionTitle")
        head.addWidget(self.symbol)
        head.addWidget(self.title)
        head.addStretch(1)
        col.addLayout(head)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("Muted")
        self.subtitle.setWordWrap(True)
        col.addWidget(self.subtitle)
        self.hint = QLabel(self)  # how this auction works (left out on a short window)
        self.hint.setObjectName("Muted")
        self.hint.setWordWrap(True)
        col.addWidget(self.hint)
        self.stack = QStackedWidget(self)
        self.panels: dict[str, Panel] = {
            "offer": OfferPanel(),
            "double": DoublePanel(),
            "bid": BidPanel(),
            "sealed": SealedPanel(),
            "fixed": FixedPanel(),
            "mystery": MysteryPanel(),
            "idle": IdlePanel(),
        }
        for panel in self.panels.values():
            self.stack.addWidget(panel)
            panel.intent.connect(self.intent)
        self.last_sale = QLabel(self)
        self.last_sale.setObjectName("LastSale")
        self.last_sale.setWordWrap(True)
        col.addWidget(self.last_sale)
        # Last: the panels, whose buttons keep to the area's foot (see Panel).
        col.addWidget(self.stack, 1)
        outer.addLayout(col, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._ctx: Ctx | None = None
        self.moment = MomentOverlay(self)

    def resizeEvent(self, event) -> None:
        self.moment.setGeometry(self.rect())
        self._fit()
        super().resizeEvent(event)

    def current_panel(self) -> Panel:
        return self.stack.currentWidget()  # type: ignore[return-value]  # the stack holds only Panels

    def panel_key(self, view: dict[str, Any]) -> str:
        phase = view.get("phase")
        if phase == "offer":
            return "offer"
        if phase == "double":
            return "double"
        if phase == "mystery":
            return "mystery"
        if phase == "auction":
            kind = (view.get("auction") or {}).get("type", "")
            return {"open": "bid", "once": "bid", "sealed": "sealed", "fixed": "fixed"}.get(kind, "idle")
        return "idle"

    def update_from(self, ctx: Ctx) -> None:
        self._ctx = ctx
        view = ctx.view
        key = self.panel_key(view)
        panel = self.panels[key]
        panel.update_from(ctx)
        self.stack.setCurrentWidget(panel)
        auc = view.get("auction")
        double = view.get("double")
        hint = ""
        if auc is not None:
            kind = auc["type"]
            cards = auc["cards"]
            self.symbol.set_symbol(AUCTION_TYPES.index(kind))
            self.title.setText(
                fill(
                    translate("AuctionPanels", "{auction}: {artist}"),
                    auction=auction_name(kind),
                    artist=ARTIST_NAMES[CARD_ARTIST[cards[0]]],
                )
            )
            sub = fill(translate("AuctionPanels", "Auctioneer: {name}"), name=ctx.name(auc["auctioneer"]))
            if auc.get("original") is not None and auc["original"] != auc["auctioneer"]:
                sub += " · " + fill(
                    translate("AuctionPanels", "took over the double from {name}"),
                    name=ctx.name(auc["original"]),
                )
            if len(cards) == 2:
                sub += " · " + translate("AuctionPanels", "two paintings, one price")
            self.subtitle.setText(sub)
            hint = auction_hint(kind)
            self.showcase.set_cards(cards)
        elif double is not None:
            self.symbol.set_symbol(CARD_TYPE[double["card"]])
            self.title.setText(
                fill(
                    translate("AuctionPanels", "{auction}: {artist}"),
                    auction=auction_name("double"),
                    artist=ARTIST_NAMES[CARD_ARTIST[double["card"]]],
                )
            )
            self.subtitle.setText(
                fill(translate("AuctionPanels", "Offered by {name}"), name=ctx.name(double["original"]))
            )
            hint = auction_hint("double")
            cards = [double["card"]]
            if ctx.selected is not None and ctx.card_action("add_second", ctx.selected) is not None:
                cards.append(ctx.selected)  # preview the pair you are about to make
            self.showcase.set_cards(cards)
        else:
            self.symbol.set_symbol(None)
            preview = ctx.selected if key == "offer" and ctx.card_action("offer", ctx.selected) else None
            self.showcase.set_cards([preview] if preview is not None else [])
            if key == "offer":
                self.title.setText(
                    fill(
                        translate("AuctionPanels", "{name} is the auctioneer"),
                        name=ctx.name(view.get("turn")),
                    )
                )
                self.subtitle.setText("")
                hint = auction_hint(AUCTION_TYPES[CARD_TYPE[preview]]) if preview is not None else ""
            elif key == "mystery":
                self.showcase.set_cards([None])  # the mystery hand, face down
                self.title.setText(translate("AuctionPanels", "The mystery hand"))
                self.subtitle.setText("")
            else:
                self.title.setText(
                    translate("AuctionPanels", "Game over") if view.get("phase") == "over" else ""
                )
                self.subtitle.setText("")
        self.subtitle.setVisible(bool(self.subtitle.text()))
        self.showcase.setVisible(key != "idle")  # nothing on the block once the game is over
        self.hint.setText(hint)
        self.last_sale.setText(self._last_sale_text(ctx))
        self._fit()

    # Below this height the area keeps to what a decision needs: the hint on how the
    # auction works moves to the title's tooltip, the last sale is left to the log.
    COMPACT_HEIGHT = 320

    def apply_zoom(self, zoom: float) -> None:
        """The page's zoom (ui/common/zoom.py): the panels' buttons and the symbol grow."""
        for button in self.findChildren(QPushButton):
            height = button.property(BUTTON_HEIGHT)
            if isinstance(height, int):
                button.setMinimumHeight(px(self, height))
        for bar in self.findChildren(ClockBar):
            bar.bar.setFixedHeight(px(self, 8))
        if self._ctx is not None:
            self.update_from(self._ctx)  # (the symbol is drawn again at its new size)

    def _fit(self) -> None:
        compact = self.height() < px(self, self.COMPACT_HEIGHT)
        self.hint.setVisible(bool(self.hint.text()) and not compact)
        self.title.setToolTip(self.hint.text() if compact else "")
        self.last_sale.setVisible(bool(self.last_sale.text()) and not compact)

    def _last_sale_text(self, ctx: Ctx) -> str:
        history = ctx.view.get("history") or []
        if not history or history[-1].get("round") != ctx.view.get("round"):
            return ""
        h = history[-1]
        artist = ARTIST_NAMES[CARD_ARTIST[h["cards"][0]]]
        count = len(h["cards"])
        what = artist if count == 1 else fill(translate("AuctionPanels", "{artist} ×2"), artist=artist)
        if h.get("free"):
            text = fill(
                translate("AuctionPanels", "Last sale: nobody bid, {name} keeps {what} for free."),
                name=ctx.name(h["buyer"]),
                what=what,
            )
        elif h.get("to_bank"):
            text = fill(
                translate("AuctionPanels", "Last sale: {name} buys {what} for {amount} (paid to the bank)."),
                name=ctx.name(h["buyer"]),
                what=what,
                amount=texts.money(h["price"]),
            )
        else:
            text = fill(
                translate("AuctionPanels", "Last sale: {name} buys {what} from {seller} for {amount}."),
                name=ctx.name(h["buyer"]),
                what=what,
                seller=ctx.name(h["auctioneer"]),
                amount=texts.money(h["price"]),
            )
        if h.get("bids") is not None:
            bids = "  ".join(f"{ctx.name(s)} {texts.money(b)}" for s, b in enumerate(h["bids"]))
            text += "\n" + fill(translate("AuctionPanels", "Sealed bids revealed: {bids}"), bids=bids)
        return text

    def on_clock(self, seconds: float | None) -> None:
        panel = self.panels["bid"]
        assert isinstance(panel, BidPanel)
        panel.on_clock(seconds)

    def retranslate(self) -> None:
        if self._ctx is not None:
            self.update_from(self._ctx)
