"""What a seat can still expect between a round's end and the game's end, so that
a search may stop its rollouts when the round is scored instead of playing the
whole game out (four times cheaper in round 1, and far less noisy).

The points still to come are predicted from the cards in hand and the tokens
on their artists; the coefficients were fitted by least squares on games of
Normal seats (`benchmarks/card_game_outlook_fit.py` refits them), and so was
how a predicted lead over the best rival turns into a chance to win.
"""

from __future__ import annotations

import math

from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.state import CardGameState

# (players, rounds scored) -> (points per card in hand, points per token point on a
# card in hand, logistic slope of the chance to win on the predicted lead).
OUTLOOK: dict[tuple[int, int], tuple[float, float, float]] = {
    (2, 1): (2.272, 0.819, 0.091),
    (2, 2): (1.400, 0.690, 0.091),
    (2, 3): (0.318, 0.516, 0.121),
    (3, 1): (2.614, 0.769, 0.111),
    (3, 2): (1.705, 0.565, 0.113),
    (3, 3): (0.271, 0.437, 0.160),
    (4, 1): (2.603, 0.799, 0.150),
    (4, 2): (1.680, 0.505, 0.143),
    (4, 3): (0.386, 0.335, 0.177),
    (5, 1): (2.696, 0.811, 0.173),
    (5, 2): (2.057, 0.402, 0.170),
    (5, 3): (0.758, 0.331, 0.214),
}


def hand_features(state: CardGameState, seat: int) -> tuple[int, int]:
    """(cards in hand, the sum over them of their artist's tokens and awards so far)."""
    base = [
        sum(r[a] for r in state.value_tokens) + C.AWARD_VALUE * state.awards[a] for a in range(len(C.ARTISTS))
    ]
    hand = state.hands[seat]
    return len(hand), sum(base[C.CARD_ARTIST[c]] for c in hand)


def predicted_scores(state: CardGameState) -> list[float]:
    """Each seat's points so far plus what its hand promises for the rounds to come
    (the same for everyone beyond that, so only differences matter)."""
    per_card, per_token, _ = OUTLOOK[(state.num_players, state.round)]
    out = []
    for seat in range(state.num_players):
        cards, tokens = hand_features(state, seat)
        out.append(state.scores[seat] + per_card * cards + per_token * tokens)
    return out


def win_chance(state: CardGameState, seat: int) -> tuple[float, float]:
    """(chance to win, predicted lead over the best rival) between two rounds."""
    predicted = predicted_scores(state)
    lead = predicted[seat] - max(p for s, p in enumerate(predicted) if s != seat)
    slope = OUTLOOK[(state.num_players, state.round)][2]
    return 1.0 / (1.0 + math.exp(-slope * lead)), lead
