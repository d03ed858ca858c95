"""Modern Art: The Card Game component data (RULINGS.md section 2).

Data only: the rules read these tables, so a correction is an edit here.
"""

from __future__ import annotations

from typing import Final

# Artists in tie-break order: the lowest number on the artist card wins a tie.
ARTISTS: Final = ("lite_metal", "yoko", "christin_p", "karl_gitter", "krypto")
ARTIST_NAMES: Final = ("Lite Metal", "Yoko", "Christin P.", "Karl Gitter", "Krypto")  # proper nouns
ARTIST_CARD_COUNTS: Final = (17, 18, 19, 20, 21)  # also the number printed on each artist card

# Symbols printed on the masterpiece cards.
PLAIN: Final = 0
DRAW: Final = 1
SECOND_UP: Final = 2
SECOND_DOWN: Final = 3
SIMULTANEOUS: Final = 4
AWARD: Final = 5
SYMBOLS: Final = ("plain", "draw", "second_up", "second_down", "simultaneous", "award")

# Symbol cards per artist (the same for every artist); every other card is plain.
SYMBOL_CARDS_PER_ARTIST: Final[dict[int, int]] = {
    DRAW: 1,
    SECOND_UP: 1,
    SECOND_DOWN: 2,
    SIMULTANEOUS: 1,
    AWARD: 1,
}

HAND_SIZE: Final = 13
# Cards dealt to every hand at the start of rounds 1-4, by player count.
DEAL: Final[dict[int, tuple[int, int, int, int]]] = {
    2: (HAND_SIZE, 6, 6, 3),
    3: (HAND_SIZE, 6, 6, 0),
    4: (HAND_SIZE, 4, 4, 0),
    5: (HAND_SIZE, 2, 2, 0),
}

ROUNDS: Final = 4
VALUE_TOKENS: Final = (3, 2, 1)  # first, second and third artist of a round (4 of each in the box)
AWARD_TOKENS: Final = 5  # in the whole game
AWARD_VALUE: Final = 2


def face_up_to_end_round(num_players: int) -> int:
    """Face-up cards of one artist (extra card included) that end a round."""
    return 5 if num_players == 2 else 6


def _build_cards() -> tuple[tuple[int, int], ...]:
    cards: list[tuple[int, int]] = []
    for artist, count in enumerate(ARTIST_CARD_COUNTS):
        symbol_cards = sum(SYMBOL_CARDS_PER_ARTIST.values())
        cards.extend([(artist, PLAIN)] * (count - symbol_cards))
        for symbol, n in SYMBOL_CARDS_PER_ARTIST.items():
            cards.extend([(artist, symbol)] * n)
    return tuple(cards)


# Card id -> (artist, symbol). Ids run artist by artist: plain cards first, then symbols.
CARDS: Final = _build_cards()
NUM_CARDS: Final = len(CARDS)
CARD_ARTIST: Final = tuple(a for a, _ in CARDS)
CARD_SYMBOL: Final = tuple(s for _, s in CARDS)
# Cards of one artist and symbol are interchangeable: their shared "kind".
CARD_KIND: Final = tuple(a * len(SYMBOLS) + s for a, s in CARDS)

assert NUM_CARDS == 95
assert all(CARD_ARTIST.count(a) == n for a, n in enumerate(ARTIST_CARD_COUNTS))
