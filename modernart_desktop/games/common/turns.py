"""Turn order and dealing for games where seats play from hands of cards, in
clockwise order, skipping seats whose hands are empty."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
