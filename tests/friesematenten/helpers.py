"""Small helpers shared by the Friesematenten tests."""

from __future__ import annotations

from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.components import NUM_CARDS
from modernart_desktop.games.friesematenten.positions import cid
from modernart_desktop.games.friesematenten.state import FState


def where(state: FState, card: int | str) -> str:
    c = cid(card)
    if state.owner[c] >= 0:
        return f"empire{state.owner[c]}"
    for name in ("deck", "aside", "market", "discard", "removed"):
        if c in getattr(state, name):
            return name
    return "nowhere"


def accounted(state: FState) -> bool:
    """Every card is in exactly one place (R1, R33)."""
    seen = [0] * NUM_CARDS
    for name in ("deck", "aside", "market", "discard", "removed"):
        for c in getattr(state, name):
            seen[c] += 1
    for c in range(NUM_CARDS):
        if state.owner[c] >= 0:
            seen[c] += 1
    return all(n == 1 for n in seen)


def vp(state: FState, seat: int) -> int:
    return B.player_vp(state, seat)


def acting(game, state: FState) -> int:
    (seat,) = game.active_seats(state)
    return seat
