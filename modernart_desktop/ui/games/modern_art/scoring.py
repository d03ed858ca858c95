"""The sale at the end of a round: which artists ranked, what a painting is worth,
and what each seat earned (public: paintings are sold to the bank in the open)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art.components import ARTIST_NAMES
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.layout import button_row
from modernart_desktop.ui.texts import fill
from modernart_desktop.ui.games.modern_art.cards import paint_mini
from modernart_desktop.ui.games.modern_art.widgets import PaintingStrip

translate = QCoreApplication.translate

DIALOG_QSS = """
QDialog#ScoringDialog { background: #f4ecd8; }
QLabel { color: #2b2418; }
QLabel#Title { font-size: 17pt; font-weight: 800; color: #3a2a10; }
QLabel#Head { font-weight: 700; color: #6b5a36; }
QLabel#Value { font-weight: 800; font-size: 12pt; color: #2b2418; }
QLabel#Earned { font-weight: 800; font-size: 12pt; color: #1e6b3a; }
QLabel#Muted { color: #7a6a4a; }
QFrame#Rule { background: #cdbb8c; max-height: 1px; min-height: 1px; }
QPushButton { background: #e0b84f; color: #2b2418; border: 1px solid #8b6a1e; border-radius: 7px;
              padding: 7px 22px; font-weight: 700; }
QPushButton:hover { background: #f0c95f; }
"""



def place_name(place: int) -> str:
    return (translate("Scoring", "1st"), translate("Scoring", "2nd"), translate("Scoring", "3rd"))[place]


def tie_decided(counts: list[int], ranking: list[int]) -> bool:
    """Did the board order break a tie that mattered (two artists offered equally often,
    at least one of them ranked)?"""
    return any(counts[a] == counts[b] > 0 and (a in ranking or b in ranking)
               for a in range(len(counts)) for b in range(a + 1, len(counts)))


def _mini_pixmap(artist: int, dpr: float) -> QPixmap:
    pix = QPixmap(round(30 * dpr), round(22 * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_mini(p, QRectF(1, 1, 28, 20), artist, artist + 1000)
    p.end()
    return pix


class RoundScoringDialog(QDialog):
    def __init__(self, result: dict[str, Any], names: list[str], own_money: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoringDialog")
        self.setStyleSheet(DIALOG_QSS)
        self.setModal(True)
        self.result_data = result
        self.names = names
        self.own_money = own_money
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
        # artists: cards offered, place, token, value per painting
        self.artists = QGridLayout()
        self.artists.setHorizontalSpacing(18)
        self.artists.setVerticalSpacing(4)
        box.addLayout(self.artists)
        self.tie_note = QLabel(self)
        self.tie_note.setObjectName("Muted")
        self.tie_note.setWordWrap(True)
        box.addWidget(self.tie_note)
        rule = QFrame(self)
        rule.setObjectName("Rule")
        box.addWidget(rule)
        # seats: paintings and what they earned
        self.seats = QGridLayout()
        self.seats.setHorizontalSpacing(18)
        self.seats.setVerticalSpacing(4)
        box.addLayout(self.seats)
        self.own = QLabel(self)
        self.own.setObjectName("Value")
        box.addWidget(self.own)
        self.ok = QPushButton(self)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        box.addLayout(button_row(self.ok))
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
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            pic = QLabel(cell)
            pic.setPixmap(_mini_pixmap(a, dpr))
            row.addWidget(pic)
            name = QLabel(ARTIST_NAMES[a], cell)
            name.setObjectName("Value")
            row.addWidget(name)
            row.addStretch(1)
            self.artists.addWidget(cell, a + 1, 0)
            self.artists.addWidget(self._label(f"count{a}", "Value", center), a + 1, 1)
            self.artists.addWidget(self._label(f"place{a}", "", center), a + 1, 2)
            self.artists.addWidget(self._label(f"value{a}", "Value", center), a + 1, 3)
        for col, key in enumerate(("h_seat", "h_paintings", "h_earned")):
            self.seats.addWidget(self._label(key, "Head"), 0, col)
        for s, name in enumerate(self.names):
            label = QLabel(name, self)
            label.setObjectName("Value")
            self.seats.addWidget(label, s + 1, 0)
            strip = PaintingStrip(self, thumb=18)
            strip.set_cards(r["paintings"][s])
            strip.setMinimumWidth(200)
            self.seats.addWidget(strip, s + 1, 1)
            self.seats.addWidget(self._label(f"earned{s}", "Earned", Qt.AlignmentFlag.AlignRight), s + 1, 2)

    def retranslate(self) -> None:
        r = self.result_data
        L = self._labels
        self.setWindowTitle(translate("Scoring", "End of round"))
        self.title.setText(fill(translate("Scoring", "Round {n}: the paintings are sold"), n=r["round"] + 1))
        ender = r.get("ended_by")
        if r.get("reason") == "no_cards":
            self.reason.setText(translate("Scoring", "The round ends: nobody has a card left."))
        else:
            self.reason.setText(fill(translate("Scoring", "The round ends: {name} offered the fifth painting of "
                                                           "an artist, which stays unsold."),
                                      name=self.names[ender] if isinstance(ender, int) and ender < len(self.names) else "?"))
        L["h_artist"].setText(translate("Scoring", "Artist"))
        L["h_count"].setText(translate("Scoring", "Offered"))
        L["h_place"].setText(translate("Scoring", "Place"))
        L["h_value"].setText(translate("Scoring", "Value per painting"))
        ranking = r.get("ranking") or []
        for a in range(len(ARTIST_NAMES)):
            L[f"count{a}"].setText(str(r["counts"][a]))
            if a in ranking:
                place = ranking.index(a)
                L[f"place{a}"].setText(fill(translate("Scoring", "{place} (+{token})"), place=place_name(place),
                                             token=texts.money(r["tokens"][a])))
            else:
                L[f"place{a}"].setText("—")
            value = r["values"][a]
            L[f"value{a}"].setText(texts.money(value) if value else translate("Scoring", "worthless"))
        self.tie_note.setVisible(tie_decided(r["counts"], ranking))
        self.tie_note.setText(translate("Scoring", "Equal counts: the artist further left on the board ranks higher."))
        L["h_seat"].setText(translate("Scoring", "Player"))
        L["h_paintings"].setText(translate("Scoring", "Paintings sold to the bank"))
        L["h_earned"].setText(translate("Scoring", "Earned"))
        for s in range(len(self.names)):
            L[f"earned{s}"].setText("+" + texts.money(r["earnings"][s]))
        self.own.setVisible(self.own_money is not None)
        if self.own_money is not None:
            self.own.setText(fill(translate("Scoring", "Your money now: {amount}"), amount=texts.money(self.own_money)))
        self.ok.setText(translate("Scoring", "Continue"))

    def changeEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def earned_texts(self) -> list[str]:
        return [self._labels[f"earned{s}"].text() for s in range(len(self.names))]

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(620, 560)
