"""The end of a Modern Art game, round by round: what each seat received for the
paintings it auctioned, what it paid for the paintings it bought, and what the bank
paid at each round's end, all read from the engine's round results (public: every
payment is announced); the money itself is revealed at the end."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art.components import ROUNDS, START_MONEY
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.round_breakdown import RoundBreakdown
from modernart_desktop.ui.games.modern_art.widgets import PaintingStrip
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

SOLD_COLOR = "#8b5a00"
PAID_COLOR = "#a3302a"
BANK_COLOR = "#1e6b3a"
SOLD_MARK, PAID_MARK, BANK_MARK = "▲", "▼", "■"


@dataclass(frozen=True)
class RoundMoney:
    sold: int  # received from other players for the paintings this seat auctioned
    paid: int  # paid for paintings (to another seat or, as its own auctioneer, to the bank)
    bank: int  # the bank's payment for this seat's paintings at the round's end
    after: int  # money at the end of the round
    played: bool  # False: the round was skipped (nobody held a card)


def money_by_round(view: dict[str, Any]) -> list[list[RoundMoney]]:
    """[seat][round] as the engine reports it: each round's result carries what each
    seat received and paid in that round's auctions and what the bank paid it."""
    n = view["players"]
    results = {r["round"]: r for r in view.get("rounds") or []}
    table: list[list[RoundMoney]] = [[] for _ in range(n)]
    for seat in range(n):
        money = START_MONEY
        for rnd in range(ROUNDS):
            result = results.get(rnd)
            played = result is not None and not result.get("skipped")
            sold = paid = bank = 0
            if result is not None and played:
                sold, paid, bank = result["sold"][seat], result["paid"][seat], result["earnings"][seat]
            money += sold - paid + bank
            table[seat].append(RoundMoney(sold, paid, bank, money, played))
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


class FinalBreakdown(RoundBreakdown):
    """Modern Art's round-by-round money under the final podium; under each name, the
    paintings that seat bought."""

    def __init__(
        self,
        view: dict[str, Any],
        names: list[str],
        ranking: list[int],
        winners: list[int],
        parent: QWidget | None = None,
    ) -> None:
        self._owned = collections(view)
        super().__init__(names, ranking, winners, ROUNDS, parent)
        self.view = view
        self.table = money_by_round(view)
        self.retranslate()

    def name_cell(self, seat: int) -> QWidget:
        who = QWidget(self)
        who_box = QVBoxLayout(who)
        who_box.setContentsMargins(0, 0, 0, 0)
        who_box.setSpacing(2)
        name = QLabel(self.names[seat], who)
        name.setObjectName("BreakdownName")
        who_box.addWidget(name)
        strip = PaintingStrip(who, thumb=12)
        strip.set_cards(self._owned[seat])
        strip.setMinimumWidth(150)
        who_box.addWidget(strip)
        who_box.addStretch(1)
        return who

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
        self.set_heads(
            translate("FinalBreakdown", "Player"),
            translate("FinalBreakdown", "Round {n}"),
            translate("FinalBreakdown", "Final money"),
        )
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
