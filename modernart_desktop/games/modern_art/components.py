"""Modern Art component data (RULINGS.md section 1): artists, card symbols, deal table.

Data only: the rules read these tables, so a correction is an edit here.
"""

from __future__ import annotations

# Artists in board order: this order breaks every tie in the ranking.
ARTISTS = ("nex", "bahut", "darmoir", "sadland", "koriko")
ARTIST_NAMES = ("Nex", "Bahut", "Darmoir", "Sadland", "Koriko")  # proper nouns, never translated
ARTIST_CARD_COUNTS = (12, 13, 14, 15, 16)

# Auction types, as printed in the cards' corners.
OPEN, ONCE, SEALED, FIXED, DOUBLE = range(5)
AUCTION_TYPES = ("open", "once", "sealed", "fixed", "double")

# How many cards of each artist carry each auction symbol (columns in board order).
SYMBOL_SPLIT: dict[int, tuple[int, ...]] = {
    OPEN: (3, 3, 3, 3, 4),
    ONCE: (3, 2, 3, 3, 3),
    SEALED: (2, 3, 3, 3, 3),
    FIXED: (2, 3, 3, 3, 3),
    DOUBLE: (2, 2, 2, 3, 3),
}

# Cards added to every hand at the start of rounds 1-4.
DEAL: dict[int, tuple[int, int, int, int]] = {
    3: (10, 6, 6, 0),
    4: (9, 4, 4, 0),
    5: (8, 3, 3, 0),
}

START_MONEY = 100  # thousand euro
VALUE_TOKENS = (30, 20, 10)  # first, second and third artist of a round
ROUNDS = 4
CARDS_TO_END_ROUND = 5  # the 5th card of one artist offered ends the round


def _build_cards() -> tuple[tuple[int, int], ...]:
    cards: list[tuple[int, int]] = []
    for artist in range(len(ARTISTS)):
        for auction in range(len(AUCTION_TYPES)):
            cards.extend([(artist, auction)] * SYMBOL_SPLIT[auction][artist])
    return tuple(cards)


# Card id -> (artist, auction type). Ids run artist by artist, symbol by symbol.
CARDS = _build_cards()
NUM_CARDS = len(CARDS)
CARD_ARTIST = tuple(a for a, _ in CARDS)
CARD_TYPE = tuple(t for _, t in CARDS)
# Cards of one artist and symbol are interchangeable: their shared "kind".
CARD_KIND = tuple(a * len(AUCTION_TYPES) + t for a, t in CARDS)

assert NUM_CARDS == 70
assert all(CARD_ARTIST.count(a) == n for a, n in enumerate(ARTIST_CARD_COUNTS))
