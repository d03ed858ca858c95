"""Lay out a position card by card ("A has two Christin P. in front of her...").

For rule tests, screenshots and the in-app rules' examples: a position is built
from the cards that are not yet discarded, so no card is lost or copied.
"""

from __future__ import annotations

from collections.abc import Sequence

from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.state import NOT_IN, PLAY, CardGameState

Spec = tuple[int, int] | int  # (artist, symbol), or an artist alone for a plain card


class Pool:
    """Hands out concrete card ids for (artist, symbol) requests, each id once."""

    def __init__(self, available: Sequence[int]) -> None:
        self.free = sorted(available)

    def take(self, spec: Spec) -> int:
        artist, symbol = spec if isinstance(spec, tuple) else (spec, C.PLAIN)
        for card in self.free:
            if C.CARD_ARTIST[card] == artist and C.CARD_SYMBOL[card] == symbol:
                self.free.remove(card)
                return card
        raise ValueError(f"no {C.ARTISTS[artist]} {C.SYMBOLS[symbol]} card left")

    def take_all(self, specs: Sequence[Spec]) -> list[int]:
        return [self.take(s) for s in specs]


def arrange(
    state: CardGameState,
    *,
    hands: Sequence[Sequence[Spec]],
    displays: Sequence[Sequence[Spec]] = (),
    face_down: Sequence[Sequence[Spec]] = (),
    extra: Spec | None = None,
    turn: int = 0,
    deck_top: Sequence[Spec] = (),
) -> CardGameState:
    """Lay out the current round in place: every card not yet discarded is taken
    back and placed as asked; the rest forms the deck (`deck_top` first). Tokens,
    awards, scores and the round number are kept; `turn` plays next."""
    n = state.num_players
    discarded = set(state.discard)
    pool = Pool([c for c in range(C.NUM_CARDS) if c not in discarded])
    state.hands = [pool.take_all(h) for h in hands]
    state.displays = [pool.take_all(d) for d in (displays or [()] * n)]
    state.face_down = [pool.take_all(f) for f in (face_down or [()] * n)]
    state.extra = pool.take(extra) if extra is not None else -1
    state.deck = pool.take_all(deck_top) + pool.free
    state.face_up = [0] * len(C.ARTISTS)
    for card in [c for d in state.displays for c in d] + ([state.extra] if state.extra >= 0 else []):
        state.face_up[C.CARD_ARTIST[card]] += 1
    state.commits = [NOT_IN] * n
    state.scoring = None
    state.second_artist = -1
    state.phase = PLAY
    state.turn = turn
    return state


def all_cards(state: CardGameState) -> list[int]:
    """Every card wherever it is (deck, hands, table, discard...)."""
    cards = list(state.deck) + list(state.discard)
    cards += [c for h in state.hands for c in h]
    cards += [c for d in state.displays for c in d]
    cards += [c for f in state.face_down for c in f]
    cards += [c for c in state.commits if c >= 0]
    if state.extra >= 0:
        cards.append(state.extra)
    if state.scoring is not None:
        cards += [c for b in state.scoring.bonus for c in b]
    return cards
