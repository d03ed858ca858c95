"""Position builders for Modern Art rule tests: set up a table the way the
rulebook describes a situation, then play actions through the real engine."""

from __future__ import annotations

from typing import Any

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action
from modernart_desktop.core.events import Event
from modernart_desktop.games.modern_art.components import ARTISTS, AUCTION_TYPES, CARD_ARTIST, CARD_TYPE
from modernart_desktop.games.modern_art.state import ModernArtState


def card_spec(card: int) -> str:
    return f"{ARTISTS[CARD_ARTIST[card]]}/{AUCTION_TYPES[CARD_TYPE[card]]}"


class Position:
    """A Modern Art table with hands, money and turn chosen by the test."""

    def __init__(
        self,
        players: int = 4,
        *,
        turn: int = 0,
        mystery: bool = False,
        open_money: bool = False,
        seed: int = 7,
    ) -> None:
        self.game = registry.get("modern_art")
        self.options = self.game.normalize_options(
            players, {"mystery_hand": mystery, "open_money": open_money}
        )
        self.state: ModernArtState
        self.state, _ = self.game.setup(players, self.options, seed)
        self.state.turn = turn
        # Every hand starts empty: a test deals exactly the cards its situation needs.
        for h in self.state.hands:
            self.state.deck.extend(h)
            h.clear()
        self.events: list[Event] = []

    def take(self, spec: str) -> int:
        """Pull a card "artist/type" out of the deck (or the mystery hand)."""
        artist, kind = spec.split("/")
        a, t = ARTISTS.index(artist), AUCTION_TYPES.index(kind)
        for pile in (self.state.deck, self.state.mystery_hand):
            for c in pile:
                if CARD_ARTIST[c] == a and CARD_TYPE[c] == t:
                    pile.remove(c)
                    return c
        raise AssertionError(f"no {spec} card left in the deck")

    def hand(self, seat: int, *specs: str) -> list[int]:
        """Give `seat` exactly these cards (its old hand goes back to the deck)."""
        self.state.deck.extend(self.state.hands[seat])
        self.state.hands[seat] = [self.take(s) for s in specs]
        return list(self.state.hands[seat])

    def mystery_hand(self, *specs: str) -> None:
        self.state.deck.extend(self.state.mystery_hand)
        self.state.mystery_hand = []
        self.state.mystery_hand = [self.take(s) for s in specs]

    def card_in_hand(self, seat: int, spec: str) -> int:
        for c in self.state.hands[seat]:
            if card_spec(c) == spec:
                return c
        raise AssertionError(f"seat {seat} holds no {spec}")

    def play(self, seat: int, action: Action) -> list[Event]:
        events = self.game.apply(self.state, seat, action)
        self.events.extend(events)
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view_for(self.state, seat)

    def active(self) -> set[int]:
        return set(self.game.active_seats(self.state))

    def legal(self, seat: int):
        return self.game.legal_actions(self.state, seat)

    def codes(self) -> list[str]:
        return [e.code for e in self.events]

    def total_cards(self) -> int:
        s = self.state
        auction = len(s.auction.cards) if s.auction else 0
        double = 1 if s.double_card >= 0 else 0
        return (
            len(s.deck)
            + sum(map(len, s.hands))
            + len(s.mystery_hand)
            + sum(map(len, s.bought))
            + len(s.unsold)
            + len(s.discard)
            + auction
            + double
        )


@pytest.fixture
def position():
    return Position
