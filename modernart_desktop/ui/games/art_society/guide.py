"""Art Society in a minute, for the start page: a round in three steps and the four kinds
of painting, each with its symbol (the symbols tell them apart without colour)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.common.guide import GuideTexts, QuickGuideFrame, painted
from modernart_desktop.ui.games.art_society.names import type_name
from modernart_desktop.ui.games.art_society.paint import TYPE_COLOURS, type_symbol

translate = QCoreApplication.translate


def _paint_type(p: QPainter, rect: QRectF, ptype: int) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(TYPE_COLOURS[ptype])
    p.drawEllipse(rect)
    type_symbol(p, QPointF(rect.center()), rect.width() * 0.72, ptype)


def _texts() -> GuideTexts:
    return GuideTexts(
        translate("ArtSocietyGuide", "Art Society in a minute"),
        (
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
        ),
        [(type_name(ptype), "") for ptype in range(len(C.TYPES))],
    )


class QuickGuide(QuickGuideFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        pictures = [painted(partial(_paint_type, ptype=ptype)) for ptype in range(len(C.TYPES))]
        super().__init__(pictures, _texts, parent, hints=False)
