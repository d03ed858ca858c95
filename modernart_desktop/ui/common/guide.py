"""The start page's "<game> in a minute": a title, three numbered steps, and a row of
the game's symbols, each with a picture, a name and (optionally) a hint below it.

A game's guide is a `QuickGuideFrame` given the symbols' pictures and a function that
returns its words (called again on a language switch); the frame lays them out, so
every game's guide looks alike and is written once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.ui.common.cards import small_picture

QSS = """
QFrame#QuickGuide { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 12px; }
QLabel#GuideTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#GuideStep { color: #3e3424; }
QLabel#GuideStepNumber { background: #e0b84f; color: #2b2418; border-radius: 11px; font-weight: 800;
                         min-width: 22px; max-width: 22px; min-height: 22px; max-height: 22px; }
QLabel#GuideSymbol { font-weight: 700; color: #2b2418; }
QLabel#GuideHint { color: #6b5a36; }
"""

STEPS = 3
PICTURE_PX = 26

# Makes one symbol's picture as a child of the guide.
PictureFactory = Callable[[QWidget], QWidget]


@dataclass(frozen=True)
class GuideTexts:
    title: str
    steps: Sequence[str]  # three sentences, in order
    symbols: Sequence[tuple[str, str]]  # (name, hint) per picture; hint "" when the guide has none


def painted(paint: Callable[[QPainter, QRectF], None]) -> PictureFactory:
    """A picture drawn by `paint` into a small square."""

    def make(parent: QWidget) -> QWidget:
        label = QLabel(parent)
        label.setPixmap(small_picture(paint, parent.devicePixelRatioF(), PICTURE_PX, PICTURE_PX))
        return label

    return make


class QuickGuideFrame(QFrame):
    def __init__(
        self,
        pictures: Sequence[PictureFactory],
        words: Callable[[], GuideTexts],
        parent: QWidget | None = None,
        hints: bool = True,
    ) -> None:
        super().__init__(parent)
        self.words = words
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
        for n in range(STEPS):
            number = QLabel(str(n + 1), self)
            number.setObjectName("GuideStepNumber")
            number.setAlignment(Qt.AlignmentFlag.AlignCenter)
            text = self._wrapping("GuideStep")
            steps.addWidget(number, 0, Qt.AlignmentFlag.AlignTop)
            steps.addWidget(text, 1)
            self.steps.append(text)
        box.addLayout(steps)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        self.symbols: list[tuple[QLabel, QLabel | None]] = []
        for col, picture in enumerate(pictures):
            head = QHBoxLayout()
            head.setSpacing(6)
            name = QLabel(self)
            name.setObjectName("GuideSymbol")
            head.addWidget(picture(self))
            head.addWidget(name, 1)
            grid.addLayout(head, 0, col)
            hint = self._wrapping("GuideHint") if hints else None
            if hint is not None:
                grid.addWidget(hint, 1, col)
            grid.setColumnStretch(col, 1)
            self.symbols.append((name, hint))
        box.addLayout(grid)
        self.retranslate()

    def _wrapping(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return label

    def retranslate(self) -> None:
        words = self.words()
        self.title.setText(words.title)
        for label, text in zip(self.steps, words.steps):
            label.setText(text)
        for (name, hint), (name_text, hint_text) in zip(self.symbols, words.symbols):
            name.setText(name_text)
            if hint is not None:
                hint.setText(hint_text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
