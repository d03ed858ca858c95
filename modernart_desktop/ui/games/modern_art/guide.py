"""Modern Art in a minute: the round in three steps and the five auctions, each with
its symbol, for the start page (a newcomer sees it before the first game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art.components import AUCTION_TYPES
from modernart_desktop.ui.games.modern_art.auction import SymbolLabel
from modernart_desktop.ui.games.modern_art.names import auction_hint, auction_name

translate = QCoreApplication.translate

QSS = """
QFrame#QuickGuide { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 12px; }
QLabel#GuideTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#GuideStep { color: #3e3424; }
QLabel#GuideStepNumber { background: #e0b84f; color: #2b2418; border-radius: 11px; font-weight: 800;
                         min-width: 22px; max-width: 22px; min-height: 22px; max-height: 22px; }
QLabel#GuideAuction { font-weight: 700; color: #2b2418; }
QLabel#GuideHint { color: #6b5a36; }
"""


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
            steps.addWidget(number, 0, Qt.AlignmentFlag.AlignTop)
            steps.addWidget(text, 1)
            self.steps.append(text)
        box.addLayout(steps)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        self.auctions: list[tuple[QLabel, QLabel]] = []
        for i, _kind in enumerate(AUCTION_TYPES):
            head = QHBoxLayout()
            head.setSpacing(6)
            symbol = SymbolLabel(self)
            symbol.set_symbol(i, 26)
            name = QLabel(self)
            name.setObjectName("GuideAuction")
            head.addWidget(symbol)
            head.addWidget(name, 1)
            grid.addLayout(head, 0, i)
            hint = QLabel(self)
            hint.setObjectName("GuideHint")
            hint.setWordWrap(True)
            hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(hint, 1, i)
            grid.setColumnStretch(i, 1)
            self.auctions.append((name, hint))
        box.addLayout(grid)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("QuickGuide", "Modern Art in a minute"))
        texts = (
            translate(
                "QuickGuide",
                "In turn, each player offers a painting from their hand; its symbol says how "
                "it is auctioned. The money goes to the seller (or to the bank if the seller "
                "buys it).",
            ),
            translate(
                "QuickGuide",
                "When the fifth painting of one artist is offered, the round ends. The three "
                "artists offered most gain value: 30, 20 and 10, adding up over the rounds.",
            ),
            translate(
                "QuickGuide",
                "The bank buys every painting of those artists from their owners. After four "
                "rounds, the richest player wins; money stays secret until then.",
            ),
        )
        for label, text in zip(self.steps, texts):
            label.setText(text)
        for (name, hint), kind in zip(self.auctions, AUCTION_TYPES):
            name.setText(auction_name(kind))
            hint.setText(auction_hint(kind))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
