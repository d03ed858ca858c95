"""Friesematenten in a minute: a round in three steps and the symbols of the action
cards (the four timings and Objection!'s reaction shield), each with its pictogram,
for the start page."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from modernart_desktop.games.friesematenten.components import TIMINGS
from modernart_desktop.ui.common.guide import GuideTexts, QuickGuideFrame, painted
from modernart_desktop.ui.games.friesematenten.cards import REACTION, paint_timing

translate = QCoreApplication.translate
SYMBOLS = (*TIMINGS, REACTION)


def _paint(p: QPainter, rect: QRectF, timing: str) -> None:
    side = min(rect.width(), rect.height())
    paint_timing(p, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side), timing)


def _texts() -> GuideTexts:
    names = {
        "none": translate("FrieseGuide", "Ring"),
        "hammer": translate("FrieseGuide", "Hammer"),
        "bag": translate("FrieseGuide", "Money bag"),
        "lightning": translate("FrieseGuide", "Lightning"),
        REACTION: translate("FrieseGuide", "Shield"),
    }
    hints = {
        "none": translate("FrieseGuide", "Played on your own turn."),
        "hammer": translate("FrieseGuide", "Played before or after an auction."),
        "bag": translate("FrieseGuide", "Played just before income."),
        "lightning": translate("FrieseGuide", "Played at any moment, even during an auction."),
        REACTION: translate("FrieseGuide", "Only an answer: Objection! cancels a card played against you."),
    }
    return GuideTexts(
        translate("FrieseGuide", "Friesematenten in a minute"),
        (
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
        ),
        [(names[symbol], hints[symbol]) for symbol in SYMBOLS],
    )


class QuickGuide(QuickGuideFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__([painted(partial(_paint, timing=symbol)) for symbol in SYMBOLS], _texts, parent)
