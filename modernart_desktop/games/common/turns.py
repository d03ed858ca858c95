"""Turn order and dealing for games where seats play from hands of cards, in
clockwise order, skipping seats whose hands are empty."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from modernart_desktop.core.actions import Action
from modernart_desktop.core.events import Event


def first_with_cards(hands: Sequence[Sequence[int]], start: int) -> int:
    """The first seat clockwise from `start` (itself included) holding a card; -1 if none."""
    n = len(hands)
    for i in range(n):
        seat = (start + i) % n
        if hands[seat]:
            return seat
    return -1


def distinct_by_kind(cards: Sequence[int], kind_of: Sequence[int]) -> list[int]:
    """One card per kind (`kind_of[card]`), lowest id first: identical cards are the
    same choice, so legal actions list each kind once."""
    seen: set[int] = set()
    out = []
    for c in sorted(cards):
        k = kind_of[c]
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def same_card_choice(a: Action, b: Action, kind_of: Sequence[Any]) -> bool:
    """`a` and `b` are one choice: the same action, or the same kind of action with
    identical cards (the same `kind_of`) and every other field equal. The rule behind
    `distinct_by_kind` for a game's `same_move`."""
    if a == b:
        return True
    if type(a) is not type(b):
        return False
    card_a, card_b = getattr(a, "card", None), getattr(b, "card", None)
    if type(card_a) is not int or type(card_b) is not int:
        return False
    if not (0 <= card_a < len(kind_of) and 0 <= card_b < len(kind_of)) or kind_of[card_a] != kind_of[card_b]:
        return False
    rest_a, rest_b = a.to_wire(), b.to_wire()
    del rest_a["card"], rest_b["card"]
    return rest_a == rest_b


def deal_in_blocks(deck: list[int], num_seats: int, count: int) -> list[list[int]]:
    """`count` cards to each seat in seat order, a block at a time, from the top of `deck`."""
    dealt = []
    for _ in range(num_seats):
        dealt.append(deck[:count])
        del deck[:count]
    return dealt


def deal_one_at_a_time(deck: list[int], num_seats: int, count: int, first: int) -> list[list[int]]:
    """`count` cards to each seat, one at a time clockwise from `first`: a short
    deck is shared as fairly as it can be."""
    dealt: list[list[int]] = [[] for _ in range(num_seats)]
    for _ in range(count):
        for i in range(num_seats):
            if deck:
                dealt[(first + i) % num_seats].append(deck.pop(0))
    return dealt


def give_hands(hands: list[list[int]], dealt: Sequence[list[int]], events: list[Event]) -> None:
    """Add each seat's dealt cards to its hand; only that seat is told which they are."""
    for seat, cards in enumerate(dealt):
        hands[seat].extend(cards)
        if cards:
            events.append(Event("hand/dealt", {"cards": sorted(cards)}, to=seat))


def redeal_unseen(piles: Sequence[list[int]], shuffle: Callable[[list[int]], None]) -> None:
    """Shuffle the cards of `piles` together and refill each pile to its size, in
    place: the hidden cards of several piles (other hands, the draw pile) rearranged."""
    pool = [c for pile in piles for c in pile]
    shuffle(pool)
    pos = 0
    for pile in piles:
        size = len(pile)
        pile[:] = pool[pos : pos + size]
        pos += size
