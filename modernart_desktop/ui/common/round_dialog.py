"""The frame of a round's scoring dialog, the same for every game: a title, why the
round ended, the round's ranking table (a row per ranked thing: its picture and name,
then the columns the game chooses), a rule, a table of the seats, and Continue. A
game's dialog supplies the rows and columns, fills them in and sets every text in
`retranslate()`, which the frame calls again on a language switch."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.ui.common.layout import button_row

DIALOG_QSS = """
QDialog#RoundScoringDialog { background: #f4ecd8; }
QLabel { color: #2b2418; }
QLabel#Title { font-size: 17pt; font-weight: 800; color: #3a2a10; }
QLabel#Head { font-weight: 700; color: #6b5a36; }
QLabel#Value { font-weight: 800; font-size: 12pt; color: #2b2418; }
QLabel#Earned { font-weight: 800; font-size: 12pt; color: #1e6b3a; }
QLabel#Me { font-weight: 800; font-size: 12pt; color: #8b5a00; }
QLabel#Muted { color: #7a6a4a; }
QFrame#Rule { background: #cdbb8c; max-height: 1px; min-height: 1px; }
QPushButton { background: #e0b84f; color: #2b2418; border: 1px solid #8b6a1e; border-radius: 7px;
              padding: 7px 22px; font-weight: 700; }
QPushButton:hover { background: #f0c95f; }
"""


class RoundScoringFrame(QDialog):
    def __init__(self, result: dict[str, Any], names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundScoringDialog")
        self.setStyleSheet(DIALOG_QSS)
        self.setModal(True)
        self.result_data = result
        self.names = names
        self._labels: dict[str, QLabel] = {}
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 18, 22, 18)
        box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("Title")
        box.addWidget(self.title)
        self.reason = QLabel(self)
        self.reason.setObjectName("Muted")
        self.reason.setWordWrap(True)
        box.addWidget(self.reason)
        self.ranking = QGridLayout()
        self.ranking.setHorizontalSpacing(18)
        self.ranking.setVerticalSpacing(4)
        box.addLayout(self.ranking)
        self.under_ranking = QVBoxLayout()  # a game's notes on the ranking
        box.addLayout(self.under_ranking)
        rule = QFrame(self)
        rule.setObjectName("Rule")
        box.addWidget(rule)
        self.seats = QGridLayout()
        self.seats.setHorizontalSpacing(18)
        self.seats.setVerticalSpacing(4)
        box.addLayout(self.seats)
        self.under_seats = QVBoxLayout()  # a game's line for the seat at this screen
        box.addLayout(self.under_seats)
        self.ok = QPushButton(self)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        box.addLayout(button_row(self.ok))

    def label(self, key: str, obj: str = "", align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QLabel:
        """A label the dialog fills (and fills again in another language), found by `key`."""
        label = QLabel(self)
        if obj:
            label.setObjectName(obj)
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self._labels[key] = label
        return label

    def labels(self) -> dict[str, QLabel]:
        return self._labels

    def texts(self, prefix: str) -> list[str]:
        """The texts of one column of the seats' table (keys f"{prefix}{seat}")."""
        return [self._labels[f"{prefix}{s}"].text() for s in range(len(self.names))]

    def add_ranking_rows(
        self,
        heads: Sequence[str],
        names: Sequence[str],
        picture: Callable[[int, float], QPixmap],
        columns: Sequence[tuple[str, str]],
    ) -> None:
        """The ranking table. `heads`: the header labels' keys, one for the name column
        and one per column. A row per name: `picture(row, dpr)` and the name, then per
        column `(prefix, style)` a label keyed f"{prefix}{row}" (style: its object name)."""
        center = Qt.AlignmentFlag.AlignCenter
        for col, key in enumerate(heads):
            self.ranking.addWidget(
                self.label(key, "Head", Qt.AlignmentFlag.AlignLeft if col == 0 else center), 0, col
            )
        dpr = self.devicePixelRatioF()
        for r, text in enumerate(names):
            cell = QWidget(self)
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            pic = QLabel(cell)
            pic.setPixmap(picture(r, dpr))
            row.addWidget(pic)
            name = QLabel(text, cell)
            name.setObjectName("Value")
            row.addWidget(name)
            row.addStretch(1)
            self.ranking.addWidget(cell, r + 1, 0)
            for c, (prefix, style) in enumerate(columns, start=1):
                self.ranking.addWidget(self.label(f"{prefix}{r}", style, center), r + 1, c)

    def ended_by_name(self) -> str:
        """The name of the seat whose move ended the round ("?" if the result has none)."""
        ender = self.result_data.get("ended_by")
        return self.names[ender] if isinstance(ender, int) and 0 <= ender < len(self.names) else "?"

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(620, 560)
