"""Build a Friesematenten position by hand: for tests, screenshots and AI checks.

Cards named nowhere go to the deck, so all 60 stay accounted for."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from modernart_desktop.core.events import Event
from modernart_desktop.core.priority import PriorityWindow, clockwise_from
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.components import (
    BY_KEY,
    DECK_VERSION,
    NUM_CARDS,
    START_MONEY,
    card_set,
)
from modernart_desktop.games.friesematenten.state import TURNS, WINDOW, FState

CardRef = int | str


def cid(card: CardRef) -> int:
    return BY_KEY[card] if isinstance(card, str) else card


def position(
    players: int = 3,
    *,
    empires: Mapping[int, Iterable[CardRef]] | None = None,
    on_cards: Mapping[CardRef, CardRef] | None = None,  # influence -> host card
    on_players: Mapping[CardRef, int] | None = None,  # influence -> host seat
    money: Sequence[int] | None = None,
    market: Iterable[CardRef] = (),
    leftover: Iterable[CardRef] = (),
    discard: Iterable[CardRef] = (),
    deck: Iterable[CardRef] | None = None,
    marker: int = 0,
    round: int = 2,
    seed: int = 0,
    version: int = DECK_VERSION,  # the deck version (its cards' numbers)
) -> FState:
    n = players
    state = FState(num_players=n, rng=Rng(seed), card_set=card_set(version))
    placed: set[int] = set()
    for seat, cards in (empires or {}).items():
        for c in cards:
            state.owner[cid(c)] = seat
            placed.add(cid(c))
    for inf, host in (on_cards or {}).items():
        i, h = cid(inf), cid(host)
        state.host_card[i] = h
        state.owner[i] = state.owner[h]
        placed.add(i)
    for inf, seat in (on_players or {}).items():
        i = cid(inf)
        state.host_seat[i] = seat
        state.owner[i] = seat
        placed.add(i)
    left = {cid(c) for c in leftover}
    for c in market:
        state.market.append(cid(c))
        state.leftover.append(cid(c) in left)
        state.offered.append(False)
        placed.add(cid(c))
    state.discard = [cid(c) for c in discard]
    placed.update(state.discard)
    if deck is not None:
        state.deck = [cid(c) for c in deck]
        placed.update(state.deck)
        state.aside = [c for c in range(NUM_CARDS) if c not in placed]
    else:
        state.deck = [c for c in range(NUM_CARDS) if c not in placed]
    state.money = list(money) if money is not None else [START_MONEY] * n
    state.marker = marker
    state.round = round
    state.demolished = [False] * n
    state.taxed = [False] * n
    state.subsidy = [0] * n
    state.loans = [0] * n
    state.broke = [False] * n
    state.phase = TURNS
    state.turn_order = clockwise_from(marker, n)
    state.turn_pos = 0
    return state


def at_turn(state: FState, seat: int) -> FState:
    """Phase 2, on `seat`'s turn."""
    state.phase = TURNS
    state.turn_order = clockwise_from(state.marker, state.num_players)
    state.turn_pos = state.turn_order.index(seat)
    return state


def at_window(state: FState, kind: str = "hammer") -> FState:
    """A hammer or money-bag window just opened (not yet settled)."""
    state.phase = WINDOW
    state.window = PriorityWindow(kind, clockwise_from(state.marker, state.num_players))
    return state


def settle(game: object, state: FState) -> list[Event]:
    """Let the engine pass everyone who cannot act (as after any action)."""
    events: list[Event] = []
    game._advance(state, events)  # type: ignore[attr-defined]
    return events


def at_auction(game: object, state: FState) -> FState:
    """Phase 3: the next market card's auction opened."""
    events: list[Event] = []
    game._next_auction(state, events)  # type: ignore[attr-defined]
    game._advance(state, events)  # type: ignore[attr-defined]
    return state
