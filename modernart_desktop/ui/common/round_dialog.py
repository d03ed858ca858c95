"""The frame of a round's scoring dialog, the same for every game: a title, why the
round ended, a table of the artists (picture and name, count, place, value), a
rule, a table of the seats, and Continue. A game's dialog fills in its columns and
sets every text in `retranslate()`, which the frame calls again on a language switch."""

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

# The artists' table: its header keys, then f"count{a}", f"place{a}", f"value{a}" per artist.
ARTIST_HEADS = ("h_artist", "h_count", "h_place", "h_value")


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
        self.artists = QGridLayout()
        self.artists.setHorizontalSpacing(18)
        self.artists.setVerticalSpacing(4)
        box.addLayout(self.artists)
        self.under_artists = QVBoxLayout()  # a game's notes on the ranking
        box.addLayout(self.under_artists)
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

    def add_artist_rows(self, artist_names: Sequence[str], picture: Callable[[int, float], QPixmap]) -> None:
        """The artists' table: a header, then a row per artist (its picture and name,
        then the count, place and value labels the game fills in)."""
        center = Qt.AlignmentFlag.AlignCenter
        for col, key in enumerate(ARTIST_HEADS):
            self.artists.addWidget(
                self.label(key, "Head", Qt.AlignmentFlag.AlignLeft if col == 0 else center), 0, col
            )
        dpr = self.devicePixelRatioF()
        for a, artist in enumerate(artist_names):
            cell = QWidget(self)
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            pic = QLabel(cell)
            pic.setPixmap(picture(a, dpr))
            row.addWidget(pic)
            name = QLabel(artist, cell)
            name.setObjectName("Value")
            row.addWidget(name)
            row.addStretch(1)
            self.artists.addWidget(cell, a + 1, 0)
            self.artists.addWidget(self.label(f"count{a}", "Value", center), a + 1, 1)
            self.artists.addWidget(self.label(f"place{a}", "", center), a + 1, 2)
            self.artists.addWidget(self.label(f"value{a}", "Value", center), a + 1, 3)

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
