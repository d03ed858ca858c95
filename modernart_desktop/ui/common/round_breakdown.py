"""The round-by-round table under a final podium (Modern Art's money, the card game's
points): a title, a legend, and a row per seat in ranking order with a cell per round
and the final figure, every other row on a light band so a row reads across. A game's
subclass gives the words and the cells (`retranslate`) and may give a richer name cell."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

QSS = """
QWidget#FinalBreakdown QLabel { color: #2b2418; }
QLabel#BreakdownTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#BreakdownLegend { color: #6b5a36; }
QLabel#BreakdownHead { font-weight: 700; color: #6b5a36; }
QLabel#BreakdownName { font-weight: 800; font-size: 11pt; }
QLabel#BreakdownFinal { font-weight: 800; font-size: 13pt; color: #2b2418; }
QLabel#BreakdownFinal[winner="true"] { color: #8b5a00; }
"""


class RoundBreakdown(QWidget):
    """The table's frame: `title`, `legend`, `heads` (player, each round, final),
    `cells[(seat, round)]` (rich text) and `finals[seat]`. A subclass fills them in
    `retranslate` and calls it once its own data is set."""

    def __init__(
        self,
        names: list[str],
        ranking: list[int],
        winners: list[int],
        rounds: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("FinalBreakdown")
        self.setStyleSheet(QSS)
        self.names = list(names)
        self.ranking = list(ranking)
        self.winners = list(winners)
        self.rounds = rounds
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
        for col in range(rounds + 2):
            head = QLabel(self)
            head.setObjectName("BreakdownHead")
            head.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(head, 0, col)
            self.heads.append(head)
        self.cells: dict[tuple[int, int], QLabel] = {}
        self.row_names: list[QWidget] = []
        self.finals: dict[int, QLabel] = {}
        top_right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
        for row, seat in enumerate(self.ranking, start=1):
            who = self.name_cell(seat)
            grid.addWidget(who, row, 0, Qt.AlignmentFlag.AlignTop)
            self.row_names.append(who)
            for rnd in range(rounds):
                cell = QLabel(self)
                cell.setTextFormat(Qt.TextFormat.RichText)
                cell.setAlignment(top_right)
                grid.addWidget(cell, row, rnd + 1)
                self.cells[(seat, rnd)] = cell
            final = QLabel(self)
            final.setObjectName("BreakdownFinal")
            final.setProperty("winner", seat in self.winners)
            final.setAlignment(top_right)
            grid.addWidget(final, row, rounds + 1)
            self.finals[seat] = final
        grid.setColumnStretch(0, 1)
        box.addLayout(grid)
        box.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def name_cell(self, seat: int) -> QWidget:
        """The first cell of a seat's row: its name (a subclass may add more under it)."""
        name = QLabel(self.names[seat], self)
        name.setObjectName("BreakdownName")
        return name

    def set_heads(self, player: str, round_head: str, final: str) -> None:
        """The column heads; `round_head` holds {n} for the round's number."""
        self.heads[0].setText(player)
        for rnd in range(self.rounds):
            self.heads[rnd + 1].setText(round_head.replace("{n}", str(rnd + 1)))
        self.heads[self.rounds + 1].setText(final)

    def retranslate(self) -> None:
        """Fill in the words, the cells and the finals (each game's subclass)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 120))
        for row, seat in enumerate(self.ranking):
            if row % 2:
                continue
            top = self.row_names[row].geometry().top() - 3
            bottom = max(self.cells[(seat, r)].geometry().bottom() for r in range(self.rounds)) + 3
            p.drawRoundedRect(QRectF(0, top, self.width(), bottom - top), 6, 6)
        p.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
