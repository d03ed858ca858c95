"""Modern Art words, translated at call time: auction types, cards, option labels."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.modern_art.components import ARTIST_NAMES, AUCTION_TYPES, CARD_ARTIST, CARD_TYPE

translate = QCoreApplication.translate


def auction_name(kind: str | int) -> str:
    """The name of an auction type ("open" or its index)."""
    key = AUCTION_TYPES[kind] if isinstance(kind, int) else kind
    names = {
        "open": translate("Auctions", "Open auction"),
        "once": translate("Auctions", "Once-around auction"),
        "sealed": translate("Auctions", "Sealed auction"),
        "fixed": translate("Auctions", "Fixed-price auction"),
        "double": translate("Auctions", "Double auction"),
    }
    return names.get(key, key)


def auction_hint(kind: str) -> str:
    hints = {
        "open": translate(
            "Auctions",
            "Everyone may bid, in any order, as often as they like. "
            "The auction ends when all others have passed on the highest bid.",
        ),
        "once": translate(
            "Auctions",
            "Starting left of the auctioneer, each player bids once or passes; the auctioneer speaks last.",
        ),
        "sealed": translate(
            "Auctions",
            "Everyone secretly commits one bid at the same time; the highest bid wins when all are revealed.",
        ),
        "fixed": translate(
            "Auctions",
            "The auctioneer names a price; in turn, each player may buy at that "
            "price. If nobody buys, the auctioneer must.",
        ),
        "double": translate(
            "Auctions",
            "The auctioneer may add a second painting of the same artist; "
            "both are then sold together in the second card's auction.",
        ),
    }
    return hints.get(kind, "")


def card_text(card: int) -> str:
    """ "Koriko — open auction": how a card is named in tooltips."""
    return f"{ARTIST_NAMES[CARD_ARTIST[card]]} — {auction_name(CARD_TYPE[card]).lower()}"


def option_label(key: str) -> str:
    labels = {
        "mystery_hand": translate("Options", "Mystery hand (3 players: a fourth hand lies face down)"),
        "open_money": translate("Options", "Open money (everyone's money is shown)"),
        "open_clock": translate("Options", "Open auction clock"),
    }
    return labels.get(key, key)


def option_help(key: str, value: object = None) -> str:  # (value: the one chosen)
    """A line under an option in the new-game dialog: what it does."""
    if key == "open_clock":
        return translate(
            "Options",
            "In an open auction, how many seconds each bid stays open. When they run out, "
            "the highest bidder buys the painting (with no bid, the auctioneer keeps it for "
            "free). Off: no clock, the auction ends once everyone else has passed.",
        )
    return ""
