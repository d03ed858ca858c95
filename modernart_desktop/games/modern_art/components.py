"""Modern Art component data (RULINGS.md section 1): artists, card symbols, deal table.

Data only: the rules read these tables, so a correction is an edit here.
"""

from __future__ import annotations

from typing import Final

# Artists in board order: this order breaks every tie in the ranking.
ARTISTS: Final = ("nex", "bahut", "darmoir", "sadland", "koriko")
ARTIST_NAMES: Final = ("Nex", "Bahut", "Darmoir", "Sadland", "Koriko")  # proper nouns, never translated
ARTIST_CARD_COUNTS: Final = (12, 13, 14, 15, 16)

# Auction types, as printed in the cards' corners.
OPEN: Final = 0
ONCE: Final = 1
SEALED: Final = 2
FIXED: Final = 3
DOUBLE: Final = 4
AUCTION_TYPES: Final = ("open", "once", "sealed", "fixed", "double")

# How many cards of each artist carry each auction symbol (columns in board order).
SYMBOL_SPLIT: Final[dict[int, tuple[int, ...]]] = {
    OPEN: (3, 3, 3, 3, 4),
    ONCE: (3, 2, 3, 3, 3),
    SEALED: (2, 3, 3, 3, 3),
    FIXED: (2, 3, 3, 3, 3),
    DOUBLE: (2, 2, 2, 3, 3),
}

# Cards added to every hand at the start of rounds 1-4.
DEAL: Final[dict[int, tuple[int, int, int, int]]] = {
    3: (10, 6, 6, 0),
    4: (9, 4, 4, 0),
    5: (8, 3, 3, 0),
}

START_MONEY: Final = 100  # thousand euro
VALUE_TOKENS: Final = (30, 20, 10)  # first, second and third artist of a round
ROUNDS: Final = 4
CARDS_TO_END_ROUND: Final = 5  # the 5th card of one artist offered ends the round


def _build_cards() -> tuple[tuple[int, int], ...]:
    cards: list[tuple[int, int]] = []
    for artist in range(len(ARTISTS)):
        for auction in range(len(AUCTION_TYPES)):
            cards.extend([(artist, auction)] * SYMBOL_SPLIT[auction][artist])
    return tuple(cards)


# Card id -> (artist, auction type). Ids run artist by artist, symbol by symbol.
CARDS: Final = _build_cards()
NUM_CARDS: Final = len(CARDS)
CARD_ARTIST: Final = tuple(a for a, _ in CARDS)
CARD_TYPE: Final = tuple(t for _, t in CARDS)
# Cards of one artist and symbol are interchangeable: their shared "kind".
CARD_KIND: Final = tuple(a * len(AUCTION_TYPES) + t for a, t in CARDS)

assert NUM_CARDS == 70
assert all(CARD_ARTIST.count(a) == n for a, n in enumerate(ARTIST_CARD_COUNTS))
