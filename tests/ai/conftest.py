"""Helpers for AI tests: random positions from real games, tiny search budgets."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.search import Budget
from modernart_desktop.core import registry
from modernart_desktop.core.rng import Rng

TINY = Budget(rollouts=12)  # reproducible (no wall-clock cap) and quick


class Position:
    """One decision in a game: the test may set `choice` to have it played."""

    def __init__(self, state: Any, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.choice: Any = None


def random_positions(
    players: int, games: int, seed: int, *, mystery: bool = False, follow_share: float = 0.5
) -> Iterator[Position]:
    """Yield every decision of `games` games. The move played is random, or (with
    probability `follow_share`) the `choice` the test set, so positions cover both
    wild play (broke seats, odd bids) and the tested agent's own play (its plans)."""
    game = registry.get("modern_art")
    options = game.normalize_options(players, {"mystery_hand": mystery})
    rng = Rng(seed)
    for _ in range(games):
        state, _ = game.setup(players, options, rng.next_u64() >> 1)
        randoms = [RandomAgent(rng.next_u64()) for _ in range(players)]
        while not game.is_over(state):
            active = sorted(game.active_seats(state))
            pos = Position(state, active[rng.randbelow(len(active))])
            yield pos
            if pos.choice is not None and rng.random() < follow_share:
                action = pos.choice
            else:
                action = randoms[pos.seat].choose(None, game.legal_actions(state, pos.seat))
            game.apply(state, pos.seat, action)


@pytest.fixture
def modern_art():
    return registry.get("modern_art")


class Table:
    """A Modern Art position chosen by the test: hands, money, what was offered."""

    def __init__(self, players: int = 4, *, turn: int = 0, seed: int = 3) -> None:
        from modernart_desktop.games.modern_art.state import ModernArtState

        self.game = registry.get("modern_art")
        self.state: ModernArtState
        self.state, _ = self.game.setup(players, self.game.normalize_options(players, None), seed)
        self.state.turn = turn
        for h in self.state.hands:
            self.state.deck.extend(h)
            h.clear()

    def take(self, spec: str) -> int:
        from modernart_desktop.games.modern_art.components import (
            ARTISTS,
            AUCTION_TYPES,
            CARD_ARTIST,
            CARD_TYPE,
        )

        artist, kind = spec.split("/")
        a, t = ARTISTS.index(artist), AUCTION_TYPES.index(kind)
        for c in self.state.deck:
            if CARD_ARTIST[c] == a and CARD_TYPE[c] == t:
                self.state.deck.remove(c)
                return c
        raise AssertionError(f"no {spec} left")

    def hand(self, seat: int, *specs: str) -> list[int]:
        self.state.deck.extend(self.state.hands[seat])
        self.state.hands[seat] = [self.take(s) for s in specs]
        return list(self.state.hands[seat])

    def bought(self, seat: int, *specs: str) -> None:
        """`seat` already bought these paintings this round (they count as offered)."""
        from modernart_desktop.games.modern_art.components import CARD_ARTIST

        for spec in specs:
            card = self.take(spec)
            self.state.bought[seat].append(card)
            self.state.counts[CARD_ARTIST[card]] += 1

    def offered_unsold(self, *specs: str) -> None:
        from modernart_desktop.games.modern_art.components import CARD_ARTIST

        for spec in specs:
            card = self.take(spec)
            self.state.unsold.append(card)
            self.state.counts[CARD_ARTIST[card]] += 1

    def play(self, seat: int, action: Any) -> None:
        self.game.apply(self.state, seat, action)

    def view(self, seat: int) -> dict[str, Any]:
        return self.game.view_for(self.state, seat)

    def legal(self, seat: int):
        return self.game.legal_actions(self.state, seat)

    def ask(self, agent: Any, seat: int) -> Any:
        return agent.choose(self.view(seat), self.legal(seat))


@pytest.fixture
def table():
    return Table
