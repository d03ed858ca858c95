"""Priority windows: "play a card or pass", offered seat by seat.

A window is plain data in a game's state. Its current seat is the one seat that
may act, so the host, the clock, hot-seat's curtain and the AI treat it like any
other turn through the game's `active_seats`. After a play the offer goes round
again from the next seat; the window closes when every seat has passed in a row.
Seats that can do nothing but pass are passed by the engine itself (`settle`),
so nobody is asked a pointless question and a window nobody can use closes at
once.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(slots=True)
class PriorityWindow:
    kind: str  # what the window is for (a game's own tag, e.g. "hammer")
    order: tuple[int, ...]  # seats in priority order, starting with the first to be offered
    pos: int = 0
    passes: int = 0  # consecutive passes since the last play

    @property
    def closed(self) -> bool:
        return not self.order or self.passes >= len(self.order)

    @property
    def seat(self) -> int:
        """The seat being offered the window now (only while open)."""
        return self.order[self.pos]

    def passed(self) -> None:
        self.passes += 1
        self.pos = (self.pos + 1) % len(self.order)

    def played(self) -> None:
        """A play resolved: the offer goes round again from the next seat."""
        self.passes = 0
        self.pos = (self.pos + 1) % len(self.order)

    def settle(self, can_act: Callable[[int], bool]) -> list[int]:
        """Pass every seat in turn that cannot act, until one can or the window
        closes; returns the seats passed this way."""
        skipped = []
        while not self.closed and not can_act(self.seat):
            skipped.append(self.seat)
            self.passed()
        return skipped

    def clone(self) -> PriorityWindow:
        return PriorityWindow(self.kind, self.order, self.pos, self.passes)


@functools.lru_cache(maxsize=256)  # pure and asked at every window and auction
def clockwise_from(first: int, num_players: int, skip: frozenset[int] = frozenset()) -> tuple[int, ...]:
    """Seats clockwise starting at `first`, leaving out `skip`."""
    return tuple(s for s in ((first + i) % num_players for i in range(num_players)) if s not in skip)
