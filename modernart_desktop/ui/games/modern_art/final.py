"""The end of a Modern Art game, round by round: what each seat received for the
paintings it auctioned, what it paid for the paintings it bought, and what the bank
paid at each round's end. Everything here is in the public record (the sales and
the round results every seat saw); the money itself is revealed at the end."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art.components import ROUNDS, START_MONEY
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.modern_art.widgets import PaintingStrip
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

SOLD_COLOR = "#8b5a00"
PAID_COLOR = "#a3302a"
BANK_COLOR = "#1e6b3a"
SOLD_MARK, PAID_MARK, BANK_MARK = "▲", "▼", "■"

QSS = """
QWidget#FinalBreakdown QLabel { color: #2b2418; }
QLabel#BreakdownTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#BreakdownLegend { color: #6b5a36; }
QLabel#BreakdownHead { font-weight: 700; color: #6b5a36; }
QLabel#BreakdownName { font-weight: 800; font-size: 11pt; }
QLabel#BreakdownFinal { font-weight: 800; font-size: 13pt; color: #2b2418; }
QLabel#BreakdownFinal[winner="true"] { color: #8b5a00; }
"""


@dataclass(frozen=True)
class RoundMoney:
    sold: int  # received from other players for the paintings this seat auctioned
    paid: int  # paid for paintings (to another seat or, as its own auctioneer, to the bank)
    bank: int  # the bank's payment for this seat's paintings at the round's end
    after: int  # money at the end of the round
    played: bool  # False: the round was skipped (nobody held a card)


def money_by_round(view: dict[str, Any]) -> list[list[RoundMoney]]:
    """[seat][round] from the public record: the sales (`history`) and round results."""
    n = view["players"]
    history = view.get("history") or []
    results = {r["round"]: r for r in view.get("rounds") or []}
    money = [START_MONEY] * n
    table: list[list[RoundMoney]] = [[] for _ in range(n)]
    for rnd in range(ROUNDS):
        sales = [h for h in history if h.get("round") == rnd and not h.get("free")]
        result = results.get(rnd)
        played = result is not None and not result.get("skipped")
        for seat in range(n):
            sold = sum(h["price"] for h in sales if h["auctioneer"] == seat and not h["to_bank"])
            paid = sum(h["price"] for h in sales if h["buyer"] == seat)
            bank = result["earnings"][seat] if played else 0  # type: ignore[index]  # played: result is not None
            money[seat] += sold - paid + bank
            table[seat].append(RoundMoney(sold, paid, bank, money[seat], played or bool(sales)))
    return table


def collections(view: dict[str, Any]) -> list[list[int]]:
    """Every painting each seat bought (or kept) during the game."""
    owned: list[list[int]] = [[] for _ in range(view["players"])]
    for h in view.get("history") or []:
        owned[h["buyer"]].extend(h["cards"])
    return owned


def _amount(mark: str, color: str, value: int) -> str:
    shade = color if value else "#b3a480"
    return f'<span style="color:{shade}">{mark}&nbsp;{texts.money(value)}</span>'


class FinalBreakdown(QWidget):
    """The round-by-round table under the final podium."""

    def __init__(
        self,
        view: dict[str, Any],
        names: list[str],
        ranking: list[int],
        winners: list[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("FinalBreakdown")
        self.setStyleSheet(QSS)
        self.view = view
        self.names = list(names)
        self.ranking = list(ranking)
        self.winners = list(winners)
        self.table = money_by_round(view)
        owned = collections(view)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        box.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("BreakdownTitle")
        box.addWidget(self.title)
        self.legend = QLabel(self)
        self.legend.setObjectName("BreakdownLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.legend)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self.heads: list[QLabel] = []
        for col in range(ROUNDS + 2):
            head = QLabel(self)
            head.setObjectName("BreakdownHead")
            head.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(head, 0, col)
            self.heads.append(head)
        self.cells: dict[tuple[int, int], QLabel] = {}
        self.row_names: list[QWidget] = []
        self.finals: dict[int, QLabel] = {}
        for row, seat in enumerate(self.ranking, start=1):
            who = QWidget(self)
            who_box = QVBoxLayout(who)
            who_box.setContentsMargins(0, 0, 0, 0)
            who_box.setSpacing(2)
            name = QLabel(self.names[seat], who)
            name.setObjectName("BreakdownName")
            who_box.addWidget(name)
            strip = PaintingStrip(who, thumb=12)
            strip.set_cards(owned[seat])
            strip.setMinimumWidth(150)
            who_box.addWidget(strip)
            who_box.addStretch(1)
            grid.addWidget(who, row, 0, Qt.AlignmentFlag.AlignTop)
            self.row_names.append(who)
            for rnd in range(ROUNDS):
                cell = QLabel(self)
                cell.setTextFormat(Qt.TextFormat.RichText)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                grid.addWidget(cell, row, rnd + 1)
                self.cells[(seat, rnd)] = cell
            final = QLabel(self)
            final.setObjectName("BreakdownFinal")
            final.setProperty("winner", seat in self.winners)
            final.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(final, row, ROUNDS + 1)
            self.finals[seat] = final
        grid.setColumnStretch(0, 1)
        box.addLayout(grid)
        box.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._grid = grid
        self.retranslate()

    def paintEvent(self, event) -> None:
        """Every other seat's row on a light band, so a row reads across."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 120))
        for row, seat in enumerate(self.ranking):
            if row % 2:
                continue
            top = self.row_names[row].geometry().top() - 3
            bottom = max(self.cells[(seat, r)].geometry().bottom() for r in range(ROUNDS)) + 3
            p.drawRoundedRect(QRectF(0, top, self.width(), bottom - top), 6, 6)
        p.end()

    def retranslate(self) -> None:
        self.title.setText(translate("FinalBreakdown", "Round by round: where the money came from"))
        legend = "&nbsp;&nbsp;·&nbsp;&nbsp;".join(
            (
                f'<span style="color:{SOLD_COLOR}">{SOLD_MARK}</span>&nbsp;'
                + translate("FinalBreakdown", "received as auctioneer"),
                f'<span style="color:{PAID_COLOR}">{PAID_MARK}</span>&nbsp;'
                + translate("FinalBreakdown", "paid for paintings bought"),
                f'<span style="color:{BANK_COLOR}">{BANK_MARK}</span>&nbsp;'
                + translate("FinalBreakdown", "paid by the bank at the round's end"),
                fill(
                    translate("FinalBreakdown", "everyone started with {amount}"),
                    amount=texts.money(START_MONEY),
                ),
            )
        )
        self.legend.setText(legend)
        self.heads[0].setText(translate("FinalBreakdown", "Player"))
        for rnd in range(ROUNDS):
            self.heads[rnd + 1].setText(fill(translate("FinalBreakdown", "Round {n}"), n=rnd + 1))
        self.heads[ROUNDS + 1].setText(translate("FinalBreakdown", "Final money"))
        for seat in self.ranking:
            for rnd in range(ROUNDS):
                line = self.table[seat][rnd]
                cell = self.cells[(seat, rnd)]
                if not line.played:
                    cell.setText(translate("FinalBreakdown", "not played"))
                    continue
                cell.setText(
                    "<br>".join(
                        (
                            _amount(SOLD_MARK, SOLD_COLOR, line.sold),
                            _amount(PAID_MARK, PAID_COLOR, line.paid),
                            _amount(BANK_MARK, BANK_COLOR, line.bank),
                            "<b>"
                            + fill(translate("FinalBreakdown", "= {amount}"), amount=texts.money(line.after))
                            + "</b>",
                        )
                    )
                )
            self.finals[seat].setText(texts.money(self.view["money"][seat]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
