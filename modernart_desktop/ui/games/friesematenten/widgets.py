"""The smaller pieces of the Friesematenten table: the income breakdown and the
discard pile browser."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.games.friesematenten.components import CARDS, DECK_VERSION
from modernart_desktop.ui.access.quiet import set_text
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.cards import CardWidget

translate = QCoreApplication.translate


class IncomePanel(QFrame):
    """What the seat on screen will receive at the next income, line by line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("IncomeBox")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 6, 10, 6)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        self.labels: list[QLabel] = []  # the rows shown, left and right of each
        # every row made so far: a new income reuses them (a label per row made again at
        # each move flooded a screen reader, issue 34), the rest wait hidden
        self._made: list[tuple[QLabel, QLabel]] = []

    def rows(self) -> list[tuple[str, str]]:
        out = []
        for k in range(0, len(self.labels), 2):
            out.append((self.labels[k].text(), self.labels[k + 1].text()))
        return out

    def set_income(self, income: dict[str, Any] | None, view: dict[str, Any]) -> None:
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
        for c, cost, paid in income.get("upkeep", ()):
            if paid:
                rows.append(
                    (N.card_name(c) + " — " + translate("FrieseTable", "upkeep"), "−" + N.money(cost), "")
                )
            else:
                rows.append(
                    (N.card_name(c) + " — " + translate("FrieseTable", "upkeep unpaid: discarded"), "", "")
                )
        rows.append(
            (translate("FrieseTable", "Total"), N.money(income.get("net", income["total"])), "IncomeTotal")
        )
        while len(self._made) < len(rows):
            left, right = QLabel(self), QLabel(self)
            right.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(left, len(self._made), 0)
            self.grid.addWidget(right, len(self._made), 1)
            self._made.append((left, right))
        for (left, right), (text, amount, obj) in zip(self._made, rows, strict=False):
            for label, words in ((left, text), (right, amount)):
                if label.objectName() != obj:  # (its look: a heading, the total, a line)
                    label.setObjectName(obj)
                    label.style().unpolish(label)
                    label.style().polish(label)
                set_text(label, words)
                label.show()
                self.labels.append(label)
        for left, right in self._made[len(rows) :]:
            left.hide()
            right.hide()


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

    def set_cards(self, cards: list[int], choosable: set[int], deck: int = DECK_VERSION) -> None:
        order = sorted(set(cards), key=lambda c: (CARDS[c].type, c))
        if order != [w.card for w in self.widgets]:  # the same cards keep their widgets
            for w in self.widgets:
                w.hide()
                w.deleteLater()
            self.widgets = []
            for k, card in enumerate(order):
                w = CardWidget(card, 96, self.inner)
                w.clicked.connect(self._picked)
                self.grid.addWidget(w, k // 6, k % 6)
                w.show()
                self.widgets.append(w)
        for w in self.widgets:
            w.set_deck(deck)
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
