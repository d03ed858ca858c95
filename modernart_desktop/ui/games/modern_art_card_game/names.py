"""The card game's words, translated at call time: symbols, cards, option labels, points."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.modern_art_card_game.components import (
    ARTIST_NAMES,
    CARD_ARTIST,
    CARD_SYMBOL,
    SYMBOLS,
)
from modernart_desktop.ui.texts import counted

translate = QCoreApplication.translate


def symbol_name(symbol: int | str) -> str:
    key = SYMBOLS[symbol] if isinstance(symbol, int) else symbol
    names = {
        "plain": translate("CardGameNames", "no symbol"),
        "draw": translate("CardGameNames", "draw a card"),
        "second_up": translate("CardGameNames", "second card face up"),
        "second_down": translate("CardGameNames", "second card face down"),
        "simultaneous": translate("CardGameNames", "simultaneous play"),
        "award": translate("CardGameNames", "award token"),
    }
    return names.get(key, key)


def symbol_hint(symbol: int) -> str:
    hints = {
        "draw": translate("CardGameNames", "Take the top card of the deck into your hand."),
        "second_up": translate("CardGameNames", "You may show one more card of the same artist, face up."),
        "second_down": translate(
            "CardGameNames",
            "You may show one more card of any artist, face down: nobody sees it until scoring.",
        ),
        "simultaneous": translate(
            "CardGameNames", "Everyone with cards picks one in secret; all are revealed together."
        ),
        "award": translate(
            "CardGameNames", "Put an award token (2 points) on any artist, for the rest of the game."
        ),
    }
    return hints.get(SYMBOLS[symbol], "")


def artist_name(artist: int) -> str:
    return ARTIST_NAMES[artist]  # proper nouns: the same in every language


def card_text(card: int) -> str:
    """ "Yoko — draw a card": how a card is named in tooltips and the log."""
    symbol = CARD_SYMBOL[card]
    if symbol == 0:
        return ARTIST_NAMES[CARD_ARTIST[card]]
    return f"{ARTIST_NAMES[CARD_ARTIST[card]]} ({symbol_name(symbol)})"


def option_label(key: str) -> str:
    labels = {
        "bonus_cards": translate("CardGameNames", "Bonus cards at scoring (one per artist you show)"),
    }
    return labels.get(key, key)


def points(amount: int) -> str:
    return counted(lambda k: translate("CardGameNames", "%n point(s)", "", k), amount)


def place_name(place: int) -> str:
    return (
        translate("CardGameNames", "1st"),
        translate("CardGameNames", "2nd"),
        translate("CardGameNames", "3rd"),
    )[place]
