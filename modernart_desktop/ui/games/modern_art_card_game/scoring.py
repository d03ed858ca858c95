"""The scoring dialog at the end of a round: the artists' ranking and value per
painting, then every seat's paintings (face-down ones revealed), bonus cards,
points this round and total."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.games.modern_art_card_game.cards import paint_artwork
from modernart_desktop.ui.games.modern_art_card_game.widgets import DisplayView
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

DIALOG_QSS = """
QDialog#CardScoringDialog { background: #f4ecd8; }
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



def _artist_pixmap(artist: int, dpr: float) -> QPixmap:
    pix = QPixmap(round(30 * dpr), round(22 * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_artwork(p, QRectF(1, 1, 28, 20), artist, 500 + artist)
    p.end()
    return pix


class RoundScoringDialog(QDialog):
    def __init__(self, result: dict[str, Any], names: list[str], viewer: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardScoringDialog")
        self.setStyleSheet(DIALOG_QSS)
        self.setModal(True)
        self.result_data = result
        self.names = names
        self.viewer = viewer
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
        self.artists.setVerticalSpacing(3)
        box.addLayout(self.artists)
        rule = QFrame(self)
        rule.setObjectName("Rule")
        box.addWidget(rule)
        self.seats = QGridLayout()
        self.seats.setHorizontalSpacing(14)
        self.seats.setVerticalSpacing(3)
        box.addLayout(self.seats)
        row = QHBoxLayout()
        row.addStretch(1)
        self.ok = QPushButton(self)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        row.addWidget(self.ok)
        box.addLayout(row)
        self._labels: dict[str, QLabel] = {}
        self._build()
        self.retranslate()

    def _label(self, key: str, obj: str = "", align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QLabel:
        label = QLabel(self)
        if obj:
            label.setObjectName(obj)
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self._labels[key] = label
        return label

    def _build(self) -> None:
        r = self.result_data
        center = Qt.AlignmentFlag.AlignCenter
        for col, key in enumerate(("h_artist", "h_count", "h_place", "h_value")):
            self.artists.addWidget(self._label(key, "Head", Qt.AlignmentFlag.AlignLeft if col == 0 else center), 0, col)
        dpr = self.devicePixelRatioF()
        for a in range(len(ARTIST_NAMES)):
            cell = QWidget(self)
            line = QHBoxLayout(cell)
            line.setContentsMargins(0, 0, 0, 0)
            pic = QLabel(cell)
            pic.setPixmap(_artist_pixmap(a, dpr))
            line.addWidget(pic)
            name = QLabel(ARTIST_NAMES[a], cell)
            name.setObjectName("Value")
            line.addWidget(name)
            line.addStretch(1)
            self.artists.addWidget(cell, a + 1, 0)
            self.artists.addWidget(self._label(f"count{a}", "Value", center), a + 1, 1)
            self.artists.addWidget(self._label(f"place{a}", "", center), a + 1, 2)
            self.artists.addWidget(self._label(f"value{a}", "Value", center), a + 1, 3)
        for col, key in enumerate(("h_seat", "h_paintings", "h_bonus", "h_points", "h_total")):
            self.seats.addWidget(self._label(key, "Head"), 0, col)
        for s, name in enumerate(self.names):
            label = QLabel(name, self)
            label.setObjectName("Me" if s == self.viewer else "Value")
            self.seats.addWidget(label, s + 1, 0)
            shown = DisplayView(self, card_width=24)
            shown.set_cards(list(r["displays"][s]) + list(r["face_down"][s]), [], 0)
            shown.setMinimumWidth(260)
            self.seats.addWidget(shown, s + 1, 1)
            bonus = DisplayView(self, card_width=24)
            bonus.set_cards(list(r["bonus"][s]), [], 0)
            bonus.setMinimumWidth(90)
            self.seats.addWidget(bonus, s + 1, 2)
            self.seats.addWidget(self._label(f"points{s}", "Earned", Qt.AlignmentFlag.AlignRight), s + 1, 3)
            self.seats.addWidget(self._label(f"total{s}", "Value", Qt.AlignmentFlag.AlignRight), s + 1, 4)

    def retranslate(self) -> None:
        r = self.result_data
        L = self._labels
        self.setWindowTitle(translate("CardGameScoring", "End of round"))
        self.title.setText(fill(translate("CardGameScoring", "Round {n} is scored"), n=r["round"] + 1))
        ender = r.get("ended_by")
        who = self.names[ender] if isinstance(ender, int) and 0 <= ender < len(self.names) else "?"
        if r.get("reason") == "no_cards":
            self.reason.setText(translate("CardGameScoring", "The round ends: nobody has a card left."))
        else:
            self.reason.setText(fill(translate("CardGameScoring", "The round ends on {name}'s turn: an artist "
                                                                   "reached the face-up limit."), name=who))
        L["h_artist"].setText(translate("CardGameScoring", "Artist"))
        L["h_count"].setText(translate("CardGameScoring", "Cards"))
        L["h_place"].setText(translate("CardGameScoring", "Place"))
        L["h_value"].setText(translate("CardGameScoring", "Per painting"))
        ranking = r.get("ranking") or []
        for a in range(len(ARTIST_NAMES)):
            L[f"count{a}"].setText(str(r["counts"][a]))
            if a in ranking:
                L[f"place{a}"].setText(fill(translate("CardGameScoring", "{place} (+{token})"),
                                             place=N.place_name(ranking.index(a)), token=r["value_tokens"][a]))
            else:
                L[f"place{a}"].setText("—")
            value = r["values"][a]
            L[f"value{a}"].setText(str(value) if value else translate("CardGameScoring", "nothing"))
        L["h_seat"].setText(translate("CardGameScoring", "Player"))
        L["h_paintings"].setText(translate("CardGameScoring", "Paintings (face-down ones revealed)"))
        L["h_bonus"].setText(translate("CardGameScoring", "Bonus"))
        L["h_points"].setText(translate("CardGameScoring", "This round"))
        L["h_total"].setText(translate("CardGameScoring", "Total"))
        for s in range(len(self.names)):
            L[f"points{s}"].setText("+" + str(r["points"][s]))
            L[f"total{s}"].setText(str(r["totals"][s]))
        self.ok.setText(translate("CardGameScoring", "Continue"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def points_texts(self) -> list[str]:
        return [self._labels[f"points{s}"].text() for s in range(len(self.names))]

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 560)
