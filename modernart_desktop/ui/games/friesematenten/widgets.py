"""The pieces of the Friesematenten table: an empire (cards grouped by type, influence
cards under their hosts), the market row, the auction panel, the income breakdown and
the discard pile browser."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.games.friesematenten.components import CARDS
from modernart_desktop.ui.common.amount import AmountInput
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.cards import RATIO, CardWidget
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate
CAPTION = 15  # the height of a group's caption above its cards
TUCK = 0.36  # the share of an attached card's height that shows under its host


class CardRow(QWidget):
    """Card widgets kept by id, re-used between views (no flicker)."""

    clicked = Signal(int)

    def __init__(self, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_width = width
        self.widgets: dict[int, CardWidget] = {}

    def widget(self, card: int) -> CardWidget:
        w = self.widgets.get(card)
        if w is None:
            w = CardWidget(card, self.card_width, self)
            w.clicked.connect(self.clicked)
            self.widgets[card] = w
        w.set_width(self.card_width)
        return w

    def set_card_width(self, width: int) -> None:
        self.card_width = width
        for w in self.widgets.values():
            w.set_width(width)

    def keep_only(self, cards: set[int]) -> None:
        for card in [c for c in self.widgets if c not in cards]:
            gone = self.widgets.pop(card)
            gone.hide()  # (deleteLater waits for the event loop: a grab meanwhile would show it)
            gone.deleteLater()

    def retranslate(self) -> None:
        for w in self.widgets.values():
            w.refresh_tooltip()
            w.update()


def _caption_font() -> QFont:
    f = QFont()
    f.setPixelSize(11)
    f.setBold(True)
    return f


class EmpireView(CardRow):
    """One player's empire: factories, status symbols (each with its influence cards
    under it), influence on the player, unassigned influence, unused action cards."""

    SMALLEST = 34

    def __init__(self, width: int, parent: QWidget | None = None) -> None:
        super().__init__(width, parent)
        self.base_width = width
        self._groups: list[tuple[str, float, float]] = []  # caption, x, width
        self._empire: dict[str, Any] | None = None
        self._states: dict[int, dict[str, Any]] = {}
        self._roomy = True
        self._natural = QSize(width, CAPTION + round(width * RATIO))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_base_width(self, width: int) -> None:
        self.base_width = width
        self._relayout()

    def sizeHint(self) -> QSize:
        return self._natural

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self._natural.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def set_empire(self, empire: dict[str, Any], states: dict[int, dict[str, Any]]) -> None:
        """`states`: per card, CardWidget.set_state keywords (choosable, lit, ...)."""
        self._empire, self._states = empire, states
        self._relayout()

    def _relayout(self) -> None:
        """The widest cards (up to the base width) with which the empire fits."""
        if self._empire is None:
            return
        width = self.base_width
        room = max(self.width(), 1)
        self._roomy = True
        if self._place(width, measure=True) > room:
            self._roomy = False  # captions are shortened to their cards' width first
            while width > self.SMALLEST and self._place(width, measure=True) > room:
                width -= 2
        self.set_card_width(width)
        total, height = self._place(width, measure=False), self._natural.height()
        self._natural = QSize(total, height)
        self.updateGeometry()

    def _place(self, w: int, measure: bool) -> int:
        """Lay the empire out with cards `w` wide (or only measure it); its width."""
        empire, states = self._empire, self._states
        assert empire is not None
        h = round(w * RATIO)
        under = round(h * TUCK)  # how much of an attached card shows under its host
        gap, group_gap = 3, 10
        x = 0
        deepest = 0
        self._groups = []
        shown: set[int] = set()

        def place(card: int, cx: int, cy: int, tucked: bool = False) -> None:
            if measure:
                return
            widget = self.widget(card)
            widget.move(cx, cy)
            widget.set_tuck(TUCK if tucked else 0.0)
            widget.set_state(**states.get(card, {}))
            widget.show()
            widget.raise_()
            shown.add(card)

        groups: tuple[tuple[str, list[tuple[int, list[int]]]], ...] = (
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
        )
        for index, (caption, cards) in enumerate(groups):
            if not cards and index > 0:  # the factory group always shows its count
                continue
            start = x
            for host, attached in cards:
                # under the host, each a little lower; the deepest first, so each card
                # lies on the one below it and every one shows its strip with its name
                for k, i in reversed(list(enumerate(attached))):
                    place(i, x, CAPTION + under * (k + 1), tucked=True)
                place(host, x, CAPTION)
                deepest = max(deepest, len(attached))
                x += w + gap
            width = max(x - start - gap, w) if cards else w
            # a caption wider than its cards takes their room only while there is room
            wanted = round(QFontMetrics(_caption_font()).horizontalAdvance(caption)) + 4
            if self._roomy:
                width = max(width, wanted)
            self._groups.append((caption, start, width))
            x = start + width + group_gap
        total = max(x - group_gap, w)
        if measure:
            return total
        self.keep_only(shown)
        # stacking: attached cards lie under their hosts, so draw hosts last
        for f in empire["factories"] + empire["status"]:
            if f[0] in self.widgets:
                self.widgets[f[0]].raise_()
        height = CAPTION + h + under * deepest
        self._natural = QSize(total, height)
        self.setFixedHeight(height)
        self.update()
        return total

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setFont(_caption_font())
        p.setPen(QColor("#d9cfb2"))
        metrics = QFontMetrics(p.font())
        for caption, x, width in self._groups:
            shown = metrics.elidedText(caption, Qt.TextElideMode.ElideRight, round(width) + 6)
            p.drawText(
                QRectF(x, 0, width + 8, CAPTION),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
        p.end()


class MarketRow(QFrame):
    """The market: each card with its minimum bid, marked when left over from the last
    round, dimmed once auctioned or skipped this round; the deck and the discard pile."""

    clicked = Signal(int)
    discard_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MarketBox")
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
        self.discard.clicked.connect(self.discard_clicked)
        head.addWidget(self.deck)
        head.addWidget(self.discard)
        box.addLayout(head)
        self.cards = CardRow(96, self)
        self.cards.clicked.connect(self.clicked)
        # as wide as the box lets it be: the cards shrink to fit, none is ever cut off
        self.cards.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        box.addWidget(self.cards)
        self.base_width = 96
        self._shown: list[int] = []

    def set_card_width(self, width: int) -> None:
        self.base_width = width
        self._place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def fitted_width(self, n: int) -> int:
        """The widest card (up to the base width) with which `n` cards fit the row."""
        room = self.contentsRect().width() - 20  # the box's margins
        if n <= 0 or room <= 0:
            return self.base_width
        return max(24, min(self.base_width, (room - 6 * (n - 1)) // n))

    def _place(self) -> None:
        w = self.fitted_width(len(self._shown))
        self.cards.set_card_width(w)
        for k, card in enumerate(self._shown):
            if card in self.cards.widgets:
                self.cards.widgets[card].move(k * (w + 6), 0)
        self.cards.setFixedHeight(round(w * RATIO))

    def set_market(self, view: dict[str, Any], states: dict[int, dict[str, Any]]) -> None:
        current = view["auction"]["card"] if view["auction"] else -1
        shown = set()
        self._shown = [m[0] for m in view["market"]]
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

    def retranslate(self) -> None:
        self.cards.retranslate()


class BidInput(AmountInput):
    """The amount box in the game's own money."""

    def _apply_affixes(self) -> None:
        prefix, suffix = N.money_affixes()
        self.spin.setPrefix(prefix)
        self.spin.setSuffix(suffix)
        for step, button in self.step_buttons.items():
            button.setToolTip(fill(translate("FrieseTable", "Add {money}"), money=N.money(step)))


class AuctionPanel(QFrame):
    """The card on auction, the high bid, who is still in; your bid and pass."""

    bid = Signal(int)
    pass_ = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AuctionBox")
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 8)
        box.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("BoxTitle")
        box.addWidget(self.title)
        row = QHBoxLayout()
        self.card_holder = CardRow(96, self)
        self.card_holder.setFixedSize(96, round(96 * RATIO))
        row.addWidget(self.card_holder, 0, Qt.AlignmentFlag.AlignTop)
        info = QVBoxLayout()
        info.setSpacing(3)
        self.high = QLabel(self)
        self.high.setObjectName("HighBid")
        self.high.setWordWrap(True)
        self.bidders = QLabel(self)
        self.bidders.setWordWrap(True)
        self.bidders.setTextFormat(Qt.TextFormat.RichText)
        info.addWidget(self.high)
        info.addWidget(self.bidders)
        info.addStretch(1)
        row.addLayout(info, 1)
        box.addLayout(row)
        controls = QHBoxLayout()
        self.amount = BidInput(self)
        self.amount.submitted.connect(lambda v: self._bid())
        self.bid_button = QPushButton(self)
        self.bid_button.setObjectName("Primary")
        self.bid_button.clicked.connect(self._bid)
        self.pass_button = QPushButton(self)
        self.pass_button.clicked.connect(self.pass_)
        for button in (self.bid_button, self.pass_button):
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        controls.addWidget(self.amount)
        controls.addWidget(self.bid_button)
        controls.addWidget(self.pass_button)
        controls.addStretch(1)
        box.addLayout(controls)
        self.controls = [self.amount, self.bid_button, self.pass_button]
        self._decision: tuple[int, ...] | None = None  # the bid decision the box was set for

    def set_card_width(self, width: int) -> None:
        self.card_holder.set_card_width(width)
        self.card_holder.setFixedSize(width, round(width * RATIO))

    def _bid(self) -> None:
        if self.bid_button.isEnabled():
            self.bid.emit(self.amount.value())

    def set_auction(self, view: dict[str, Any], names: list[str], bid_range: tuple[int, int] | None) -> None:
        a = view["auction"]
        card = a["card"]
        self.title.setText(fill(translate("FrieseTable", "Auction: {card}"), card=N.card_name(card)))
        w = self.card_holder.widget(card)
        w.move(0, 0)
        w.show()
        self.card_holder.keep_only({card})
        if a["high_seat"] >= 0:
            self.high.setText(
                fill(
                    translate("FrieseTable", "Highest bid: {money} by {name}"),
                    money=N.money(a["high"]),
                    name=names[a["high_seat"]],
                )
            )
        else:
            self.high.setText(
                fill(
                    translate("FrieseTable", "No bid yet. Minimum bid: {money}"), money=N.money(a["min_bid"])
                )
            )
        parts = []
        for s, name in enumerate(names):
            if a["bidders"][s]:
                word = translate("FrieseTable", "in")
                parts.append(f"<b>{name}</b>: {word}" + (" ◀" if a["to_act"] == s else ""))
            elif a["excluded"][s]:
                parts.append(f"<s>{name}</s>: " + translate("FrieseTable", "defaulted"))
            elif a["barred"] == s:
                parts.append(f"<s>{name}</s>: " + translate("FrieseTable", "barred"))
            else:
                parts.append(f"<s>{name}</s>: " + translate("FrieseTable", "passed"))
        self.bidders.setText("<br>".join(parts))
        mine = bid_range is not None
        for c in self.controls:
            c.setVisible(mine)
        if bid_range is None:
            self._decision = None
        else:
            lo, hi = bid_range
            # A new decision (another auction, a higher bid to beat) starts at its minimum
            # legal bid; the same decision drawn again keeps what the player typed.
            decision = (card, a["high"], a["high_seat"], lo, hi)
            keep = decision == self._decision and self.amount.minimum() == lo
            self.amount.set_range(lo, hi, self.amount.value() if keep else lo)
            self._decision = decision
            self.bid_button.setText(translate("FrieseTable", "Bid"))
            self.pass_button.setText(translate("FrieseTable", "Pass"))


class IncomePanel(QFrame):
    """What the seat on screen will receive at the next income, line by line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("IncomeBox")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 6, 10, 6)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        self.labels: list[QLabel] = []

    def rows(self) -> list[tuple[str, str]]:
        out = []
        for k in range(0, len(self.labels), 2):
            out.append((self.labels[k].text(), self.labels[k + 1].text()))
        return out

    def set_income(self, income: dict[str, Any] | None, view: dict[str, Any]) -> None:
        for label in self.labels:
            label.hide()
            label.deleteLater()
        self.labels = []
        if income is None:
            self.hide()
            return
        self.show()
        rows: list[tuple[str, str, str]] = [(translate("FrieseTable", "Next income"), "", "IncomeHead")]
        base = income["base"]
        rows.append(
            (
                translate("FrieseTable", "Base income")
                + (" — " + translate("FrieseTable", "tax raid") if base == 0 else ""),
                N.money(base),
                "",
            )
        )
        payout = view["next_payout"]
        for f, amount in income["factories"]:
            note = ""
            if f in payout["strike"]:
                note = " — " + translate("FrieseTable", "strike")
            elif f in payout["double"]:
                note = " — " + translate("FrieseTable", "extra shift")
            rows.append((N.card_name(f) + note, N.money(amount), ""))
        if income["cronyism"]:
            rows.append((N.card_name(_card("vetternwirtschaft")), "+" + N.money(income["cronyism"]), ""))
        if income["subsidy"]:
            rows.append((N.card_name(_card("subventionen")), "+" + N.money(income["subsidy"]), ""))
        if income["loan"]:
            rows.append((translate("FrieseTable", "Loan repayment"), "−" + N.money(income["loan"]), ""))
        rows.append((translate("FrieseTable", "Total"), N.money(income["total"]), "IncomeTotal"))
        for r, (text, amount, obj) in enumerate(rows):
            left = QLabel(text, self)
            right = QLabel(amount, self)
            right.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for label in (left, right):
                if obj:
                    label.setObjectName(obj)
                self.labels.append(label)
            self.grid.addWidget(left, r, 0)
            self.grid.addWidget(right, r, 1)
            left.show()
            right.show()


def _card(key: str) -> int:
    from modernart_desktop.games.friesematenten.components import BY_KEY

    return BY_KEY[key]


class DiscardDialog(QDialog):
    """The discard pile, card by card; when a card there may be chosen (Bargain bin),
    clicking it chooses it."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DiscardDialog")
        self.setStyleSheet("QDialog#DiscardDialog { background: #2a2620; } QLabel { color: #ece6d6; }")
        box = QVBoxLayout(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setMinimumSize(560, 260)
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setSpacing(6)
        scroll.setWidget(self.inner)
        box.addWidget(scroll)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.widgets: list[CardWidget] = []

    def set_cards(self, cards: list[int], choosable: set[int]) -> None:
        order = sorted(set(cards), key=lambda c: (CARDS[c].type, c))
        if order != [w.card for w in self.widgets]:  # the same cards keep their widgets
            for w in self.widgets:
                w.hide()
                w.deleteLater()
            self.widgets = []
            for k, card in enumerate(order):
                w = CardWidget(card, 84, self.inner)
                w.clicked.connect(self._picked)
                self.grid.addWidget(w, k // 6, k % 6)
                w.show()
                self.widgets.append(w)
        for w in self.widgets:
            w.set_state(choosable=w.card in choosable)
        self.setWindowTitle(translate("FrieseTable", "Discard pile"))
        if choosable:
            self.note.setText(translate("FrieseTable", "Click the card you want to buy."))
        elif cards:
            self.note.setText(
                translate("FrieseTable", "The cards discarded so far (hover for what they do).")
            )
        else:
            self.note.setText(translate("FrieseTable", "The discard pile is empty."))

    def _picked(self, card: int) -> None:
        self.picked.emit(card)
        self.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(translate("FrieseTable", "Discard pile"))
        super().changeEvent(event)
