"""What a painting is worth: projections of the round's ranking.

A painting's value is known only when its round ends (the artist's tokens so far
if the artist finishes in the top three, else nothing). Until then we project:
the cards already offered, the cards the seat holds and the unseen cards other
hands probably hold give each artist an expected final count; the round is
likely to end when the first artist reaches five; the nearer that moment, the
surer the ranking. From that, each artist's chance of finishing first, second or
third gives the expected value of one of its paintings.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from modernart_desktop.ai.ranking import places_ahead
from modernart_desktop.games.modern_art.ai.knowledge import NUM_ARTISTS, Perspective
from modernart_desktop.games.modern_art.components import CARD_ARTIST, CARDS_TO_END_ROUND, VALUE_TOKENS
from modernart_desktop.games.modern_art.rules import ModernArt

_LEFT_BIAS: Final = 0.05  # ties go to the artist further left on the board
# How unsure a projected count is: a base plus a share of the offers still to come.
SPREAD_BASE: Final = 0.3
SPREAD_PER_OFFER: Final = 0.3


_CACHE: Final[dict[tuple[int, ...], list[float]]] = {}
_CACHE_LIMIT: Final = 50_000


def projected_values(p: Perspective, counts: list[int] | None = None) -> list[float]:
    """Expected end-of-round value of one painting of each artist, seen by `p.seat`.

    Memoized: the same position is valued many times (every raise of an auction,
    every rollout through the same start)."""
    counts = p.counts if counts is None else counts
    prev = p.prev
    own = p.own
    key = (*counts, *prev, *own, *p.unseen, p.others_in_hands)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    values = _CACHE[key] = _project(
        counts, prev, own, p.unseen, p.others_in_hands, p.unseen_cards, len(p.hand)
    )
    return values


def _project(
    counts: list[int],
    prev: list[int],
    own: list[int],
    unseen: list[int],
    others_in_hands: int,
    unseen_cards: int,
    hand_size: int,
) -> list[float]:
    share = others_in_hands / unseen_cards if unseen_cards else 0.0
    hold = [own[a] + unseen[a] * share for a in range(NUM_ARTISTS)]
    in_hands = hand_size + others_in_hands
    # Offers still to come: until the first artist is expected to reach five.
    remaining = float(in_hands)
    for a in range(NUM_ARTISTS):
        if hold[a] > 0:
            need = max(0, CARDS_TO_END_ROUND - counts[a])
            remaining = min(remaining, need * in_hands / hold[a])
    frac = remaining / in_hands if in_hands else 0.0
    cap = CARDS_TO_END_ROUND
    proj = [min(cap, counts[a] + hold[a] * frac) for a in range(NUM_ARTISTS)]
    spread = SPREAD_BASE + SPREAD_PER_OFFER * math.sqrt(remaining)
    ranked = [a for a in range(NUM_ARTISTS) if proj[a] > 0.0]
    # ahead[b][a]: probability that b finishes ahead of a (ties go to the left artist).
    ahead = [[0.0] * NUM_ARTISTS for _ in range(NUM_ARTISTS)]
    exp = math.exp
    for i, b in enumerate(ranked):
        for a in ranked[i + 1 :]:  # b < a: b wins ties
            q = 1.0 / (1.0 + exp(-(proj[b] - proj[a] + _LEFT_BIAS) / spread))
            ahead[b][a] = q
            ahead[a][b] = 1.0 - q
    t1, t2, t3 = VALUE_TOKENS
    values = [0.0] * NUM_ARTISTS
    for a in ranked:
        p0, p1, p2 = places_ahead(ahead, a, ranked)  # only 0, 1 or 2 artists ahead pay
        values[a] = p0 * (prev[a] + t1) + p1 * (prev[a] + t2) + p2 * (prev[a] + t3)
    return values


def final_values(p: Perspective, counts: Sequence[int]) -> list[int]:
    """Exact values if the round ended now with `counts` (the engine's own ranking)."""
    return ModernArt.painting_values(p, list(counts))


def relative_holdings(p: Perspective, values: Sequence[float]) -> float:
    """The seat's paintings minus the average of the other seats' paintings."""
    mine = 0.0
    others = 0.0
    seat = p.seat
    for s, cards in enumerate(p.bought):
        if not cards:
            continue
        worth = 0.0
        for c in cards:
            worth += values[CARD_ARTIST[c]]
        if s == seat:
            mine = worth
        else:
            others += worth
    return mine - others / max(1, p.players - 1)


def lot_value(cards: Sequence[int], values: Sequence[float]) -> float:
    return sum(values[CARD_ARTIST[c]] for c in cards)
