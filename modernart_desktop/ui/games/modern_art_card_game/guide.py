"""The card game in a minute: a round in three steps and the five symbols, each with its
pictogram, for the start page (a newcomer sees it before the first game)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art_card_game.components import SYMBOLS
from modernart_desktop.ui.common.cards import small_picture
from modernart_desktop.ui.games.modern_art_card_game.cards import paint_symbol
from modernart_desktop.ui.games.modern_art_card_game.names import symbol_hint, symbol_name

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

# The symbols worth explaining (a plain card does nothing more).
SHOWN = tuple(i for i, s in enumerate(SYMBOLS) if s != "plain")


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
        for col, symbol in enumerate(SHOWN):
            head = QHBoxLayout()
            head.setSpacing(6)
            picture = QLabel(self)
            picture.setPixmap(small_picture(partial(paint_symbol, symbol=symbol), dpr, 26, 26))
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
        self.title.setText(translate("CardGameGuide", "Modern Art: The Card Game in a minute"))
        texts = (
            translate(
                "CardGameGuide",
                "In turn, each player lays one painting from their hand in front of them; "
                "a symbol on it lets them do a little more.",
            ),
            translate(
                "CardGameGuide",
                "When one artist has six paintings on the table (five with two players), the "
                "round ends. The three artists shown most gain value tokens of 3, 2 and 1, "
                "which stay with them for the whole game.",
            ),
            translate(
                "CardGameGuide",
                "Each painting of those three artists earns all their tokens in points. "
                "After four rounds, the most points win.",
            ),
        )
        for label, text in zip(self.steps, texts):
            label.setText(text)
        for (name, hint), symbol in zip(self.symbols, SHOWN):
            text = symbol_name(symbol)
            name.setText(text[:1].upper() + text[1:])
            hint.setText(symbol_hint(symbol))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
