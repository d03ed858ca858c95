"""Under the final podium: why the game ended, and each player's VP, money (revealed
now: secret until the end), factories and status symbols; a tie on VP goes to money."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

QSS = """
QWidget#FrieseFinal QLabel { color: #2b2418; }
QLabel#FinalTitle { font-size: 12pt; font-weight: 800; color: #3a2a10; }
QLabel#FinalHead { font-weight: 700; color: #6b5a36; }
QLabel#FinalWinner { font-weight: 800; color: #8b5a00; }
"""


class FrieseFinal(QWidget):
    def __init__(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> None:
        super().__init__()
        self.setObjectName("FrieseFinal")
        self.setStyleSheet(QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        result = view.get("result") or {}
        ended = result.get("ended_by")
        self.title = QLabel(self)
        self.title.setObjectName("FinalTitle")
        self.title.setWordWrap(True)
        if ended == "vp":
            self.title.setText(translate("FrieseFinal", "The game ended when an empire reached 40 VP."))
        else:
            self.title.setText(
                translate("FrieseFinal", "The game ended when the deck ran out for the second time.")
            )
        box.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        heads = (
            translate("FrieseFinal", "Player"),
            translate("FrieseFinal", "VP"),
            translate("FrieseFinal", "Money"),
            translate("FrieseFinal", "Factories"),
            translate("FrieseFinal", "Status symbols"),
        )
        for c, text in enumerate(heads):
            label = QLabel(text, self)
            label.setObjectName("FinalHead")
            grid.addWidget(label, 0, c)
        money = view.get("all_money") or [None] * len(names)
        self.rows: list[list[str]] = []
        for r, seat in enumerate(ranking, start=1):
            empire = view["empires"][seat]
            row = [
                names[seat] if seat < len(names) else "?",
                N.points(empire["vp"]),
                N.money(money[seat]) if money[seat] is not None else "—",
                str(len(empire["factories"])),
                str(len(empire["status"])),
            ]
            self.rows.append(row)
            for c, text in enumerate(row):
                label = QLabel(text, self)
                if seat in winners:
                    label.setObjectName("FinalWinner")
                if c:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(label, r, c)
        box.addLayout(grid)
        if (
            len(winners) == 1
            and len({view["empires"][s]["vp"] for s in ranking[:2]}) == 1
            and len(ranking) > 1
        ):
            tie = QLabel(
                fill(
                    translate("FrieseFinal", "Tied on VP: {name} wins with more money."),
                    name=names[winners[0]],
                ),
                self,
            )
            tie.setWordWrap(True)
            box.addWidget(tie)
