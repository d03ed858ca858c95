"""The final ranking: every seat's score (money is revealed now), winners marked."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.ui.common.layout import button_row

translate = QCoreApplication.translate

QSS = """
QDialog#ResultDialog { background: #f4ecd8; }
QLabel { color: #2b2418; font-size: 12pt; }
QLabel#Title { font-size: 20pt; font-weight: 800; color: #3a2a10; }
QLabel#Winner { font-weight: 800; color: #8b5a00; }
QLabel#Head { font-weight: 700; color: #6b5a36; font-size: 10pt; }
QPushButton { background: #e0b84f; color: #2b2418; border: 1px solid #8b6a1e; border-radius: 7px;
              padding: 7px 22px; font-weight: 700; }
QPushButton:hover { background: #f0c95f; }
"""


class ResultDialog(QDialog):
    def __init__(self, names: list[str], scores: list[int], winners: list[int],
                 format_score: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResultDialog")
        self.setStyleSheet(QSS)
        self.setModal(True)
        self.setMinimumWidth(460)
        self.names, self.scores, self.winners = list(names), list(scores), list(winners)
        self.format_score = format_score
        self.ranking = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
        box = QVBoxLayout(self)
        box.setContentsMargins(26, 20, 26, 20)
        box.setSpacing(12)
        self.title = QLabel(self)
        self.title.setObjectName("Title")
        box.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        self.head = [QLabel(self) for _ in range(3)]
        for col, label in enumerate(self.head):
            label.setObjectName("Head")
            grid.addWidget(label, 0, col)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        place = 0
        for i, seat in enumerate(self.ranking):
            if i == 0 or scores[seat] != scores[self.ranking[i - 1]]:
                place = i + 1
            cells = (QLabel(f"{place}.", self), QLabel(names[seat], self), QLabel(format_score(scores[seat]), self))
            cells[2].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, cell in enumerate(cells):
                if seat in winners:
                    cell.setObjectName("Winner")
                grid.addWidget(cell, i + 1, col)
            self.rows.append(cells)
        box.addLayout(grid)
        self.ok = QPushButton(self)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        box.addLayout(button_row(self.ok))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ResultDialog", "Final ranking"))
        if len(self.winners) > 1:
            self.title.setText(translate("ResultDialog", "A shared victory!"))
        else:
            self.title.setText(translate("ResultDialog", "%1 wins!").replace("%1", self.names[self.winners[0]])
                               if self.winners else translate("ResultDialog", "Final ranking"))
        for label, text in zip(self.head, (translate("ResultDialog", "Place"), translate("ResultDialog", "Player"),
                                           translate("ResultDialog", "Final score"))):
            label.setText(text)
        for (place, name, score), seat in zip(self.rows, self.ranking):
            score.setText(self.format_score(self.scores[seat]))
        self.ok.setText(translate("ResultDialog", "Back to the table"))

    def table_rows(self) -> list[tuple[str, str]]:
        """(name, score text) from first to last, as shown."""
        return [(name.text(), score.text()) for _place, name, score in self.rows]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
