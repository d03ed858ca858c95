"""Modern Art in a minute: the round in three steps and the five auctions, each with
its symbol, for the start page (a newcomer sees it before the first game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from modernart_desktop.games.modern_art.components import AUCTION_TYPES
from modernart_desktop.ui.common.guide import GuideTexts, PictureFactory, QuickGuideFrame
from modernart_desktop.ui.games.modern_art.auction import SymbolLabel
from modernart_desktop.ui.games.modern_art.names import auction_hint, auction_name

translate = QCoreApplication.translate


def _symbol(index: int) -> PictureFactory:
    def make(parent: QWidget) -> QWidget:
        symbol = SymbolLabel(parent)
        symbol.set_symbol(index, 26)
        return symbol

    return make


def _texts() -> GuideTexts:
    return GuideTexts(
        translate("QuickGuide", "Modern Art in a minute"),
        (
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
        ),
        [(auction_name(kind), auction_hint(kind)) for kind in AUCTION_TYPES],
    )


class QuickGuide(QuickGuideFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__([_symbol(i) for i in range(len(AUCTION_TYPES))], _texts, parent)
