"""Friesematenten in a minute: a round in three steps and the four timing symbols of
the action cards, each with its pictogram, for the start page."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.friesematenten.components import TIMINGS
from modernart_desktop.ui.common.cards import small_picture
from modernart_desktop.ui.games.friesematenten.cards import paint_timing

translate = QCoreApplication.translate

QSS = """
QFrame#QuickGuide { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 12px; }
QLabel#GuideTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#GuideStep { color: #3e3424; }
QLabel#GuideStepNumber { background: #e0b84f; color: #2b2418; border-radius: 11px; font-weight: 800;
                         min-width: 22px; max-width: 22px; min-height: 22px; max-height: 22px; }
QLabel#GuideSymbol { font-weight: 700; color: #2b2418; }
QLabel#GuideHint { color: #6b5a36; }
"""


def _paint(p: QPainter, rect: QRectF, timing: str) -> None:
    side = min(rect.width(), rect.height())
    paint_timing(p, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side), timing)


class QuickGuide(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QuickGuide")
        self.setStyleSheet(QSS)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 14, 18, 14)
        box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("GuideTitle")
        box.addWidget(self.title)
        steps = QHBoxLayout()
        steps.setSpacing(18)
        self.steps: list[QLabel] = []
        for n in range(3):
            number = QLabel(str(n + 1), self)
            number.setObjectName("GuideStepNumber")
            number.setAlignment(Qt.AlignmentFlag.AlignCenter)
            text = QLabel(self)
            text.setObjectName("GuideStep")
            text.setWordWrap(True)
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            steps.addWidget(number, 0, Qt.AlignmentFlag.AlignTop)
            steps.addWidget(text, 1)
            self.steps.append(text)
        box.addLayout(steps)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        self.symbols: list[tuple[QLabel, QLabel]] = []
        dpr = self.devicePixelRatioF()
        for col, timing in enumerate(TIMINGS):
            head = QHBoxLayout()
            head.setSpacing(6)
            picture = QLabel(self)
            picture.setPixmap(small_picture(partial(_paint, timing=timing), dpr, 26, 26))
            name = QLabel(self)
            name.setObjectName("GuideSymbol")
            head.addWidget(picture)
            head.addWidget(name, 1)
            grid.addLayout(head, 0, col)
            hint = QLabel(self)
            hint.setObjectName("GuideHint")
            hint.setWordWrap(True)
            hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(hint, 1, col)
            grid.setColumnStretch(col, 1)
            self.symbols.append((name, hint))
        box.addLayout(grid)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("FrieseGuide", "Friesematenten in a minute"))
        texts = (
            translate(
                "FrieseGuide",
                "Each round the market offers a few cards: red factories earn money, yellow status "
                "symbols and some factories earn victory points, blue influence cards change a card "
                "or a player, green action cards are dirty tricks.",
            ),
            translate(
                "FrieseGuide",
                "Every market card is auctioned in turn; the winner pays and takes the start "
                "marker. Your money is secret, and bids may go beyond it, at your own risk.",
            ),
            translate(
                "FrieseGuide",
                "Then everyone collects income from their factories. The game ends when an "
                "empire is worth 40 points or the deck runs out twice.",
            ),
        )
        for label, text in zip(self.steps, texts):
            label.setText(text)
        names = {
            "none": translate("FrieseGuide", "Ring"),
            "hammer": translate("FrieseGuide", "Hammer"),
            "bag": translate("FrieseGuide", "Money bag"),
            "lightning": translate("FrieseGuide", "Lightning"),
        }
        hints = {
            "none": translate("FrieseGuide", "Played on your own turn."),
            "hammer": translate("FrieseGuide", "Played before or after an auction."),
            "bag": translate("FrieseGuide", "Played just before income."),
            "lightning": translate("FrieseGuide", "Played at any moment, even during an auction."),
        }
        for (name, hint), timing in zip(self.symbols, TIMINGS):
            name.setText(names[timing])
            hint.setText(hints[timing])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
