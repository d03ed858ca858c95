"""Art Society in a minute, for the start page: a round in three steps and the four kinds
of painting, each with its symbol (the symbols tell them apart without colour)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.common.cards import small_picture
from modernart_desktop.ui.games.art_society.names import type_name
from modernart_desktop.ui.games.art_society.paint import TYPE_COLOURS, type_symbol

translate = QCoreApplication.translate

QSS = """
QFrame#QuickGuide { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 12px; }
QLabel#GuideTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#GuideStep { color: #3e3424; }
QLabel#GuideStepNumber { background: #e0b84f; color: #2b2418; border-radius: 11px; font-weight: 800;
                         min-width: 22px; max-width: 22px; min-height: 22px; max-height: 22px; }
QLabel#GuideSymbol { font-weight: 700; color: #2b2418; }
"""


def _paint_type(p: QPainter, rect: QRectF, ptype: int) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(TYPE_COLOURS[ptype])
    p.drawEllipse(rect)
    type_symbol(p, QPointF(rect.center()), rect.width() * 0.72, ptype)


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
        self.kinds: list[QLabel] = []
        dpr = self.devicePixelRatioF()
        for ptype in range(len(C.TYPES)):
            head = QHBoxLayout()
            head.setSpacing(6)
            picture = QLabel(self)
            picture.setPixmap(small_picture(partial(_paint_type, ptype=ptype), dpr, 26, 26))
            name = QLabel(self)
            name.setObjectName("GuideSymbol")
            head.addWidget(picture)
            head.addWidget(name, 1)
            grid.addLayout(head, 0, ptype)
            grid.setColumnStretch(ptype, 1)
            self.kinds.append(name)
        box.addLayout(grid)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("ArtSocietyGuide", "Art Society in a minute"))
        texts = (
            translate(
                "ArtSocietyGuide",
                "The auctioneer puts a few paintings up for sale; everyone offers a lollipop in "
                "secret, and the highest picks first.",
            ),
            translate(
                "ArtSocietyGuide",
                "Drag your painting onto your wall: it must touch a tile along an edge. Matching "
                "frames earn decor; two paintings of one kind side by side are a faux pas.",
            ),
            translate(
                "ArtSocietyGuide",
                "The painting nobody takes goes to the museum and makes its kind more "
                "fashionable: at the end, the kinds in fashion score the most.",
            ),
        )
        for label, text in zip(self.steps, texts):
            label.setText(text)
        for ptype, name in enumerate(self.kinds):
            name.setText(type_name(ptype))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
