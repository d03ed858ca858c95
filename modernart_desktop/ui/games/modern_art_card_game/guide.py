"""The card game in a minute: a round in three steps and the five symbols, each with its
pictogram, for the start page (a newcomer sees it before the first game)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from modernart_desktop.games.modern_art_card_game.components import SYMBOLS
from modernart_desktop.ui.common.guide import GuideTexts, QuickGuideFrame, painted
from modernart_desktop.ui.games.modern_art_card_game.cards import paint_symbol
from modernart_desktop.ui.games.modern_art_card_game.names import symbol_hint, symbol_name

translate = QCoreApplication.translate

# The symbols worth explaining (a plain card does nothing more).
SHOWN = tuple(i for i, s in enumerate(SYMBOLS) if s != "plain")


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _texts() -> GuideTexts:
    return GuideTexts(
        translate("CardGameGuide", "Modern Art: The Card Game in a minute"),
        (
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
        ),
        [(_capitalised(symbol_name(symbol)), symbol_hint(symbol)) for symbol in SHOWN],
    )


class QuickGuide(QuickGuideFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        pictures = [painted(partial(paint_symbol, symbol=symbol)) for symbol in SHOWN]
        super().__init__(pictures, _texts, parent)
