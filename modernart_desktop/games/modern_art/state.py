"""Modern Art game state: plain data, cheap to clone for AI search."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.components import ARTISTS, ROUNDS

# Phases
OFFER: Final = "offer"  # the auctioneer chooses a card to offer
DOUBLE_OFFER: Final = "double"  # a double is on the table: who adds a second card?
AUCTION: Final = "auction"  # bidding on the offered card(s)
MYSTERY: Final = "mystery"  # 3-player variant: the auctioneer may reveal a mystery card
OVER: Final = "over"


@dataclass(slots=True)
class Auction:
    type: int  # auction type that governs the bidding
    cards: list[int]
    auctioneer: int  # receives the money (or pays the bank if it wins)
    original: int  # who offered the first card (differs after a double)
    high_bid: int = 0
    high_bidder: int = -1
    passed: list[bool] = field(default_factory=list)  # open auction
    order: list[int] = field(default_factory=list)  # once-around / fixed price speakers
    pos: int = 0
    sealed: list[int | None] = field(default_factory=list)  # sealed commitments
    price: int = -1  # fixed price, -1 until named

    def clone(self) -> Auction:
        return Auction(
            self.type,
            list(self.cards),
            self.auctioneer,
            self.original,
            self.high_bid,
            self.high_bidder,
            list(self.passed),
            list(self.order),
            self.pos,
            list(self.sealed),
            self.price,
        )


@dataclass(slots=True)
class ModernArtState:
    num_players: int
    mystery: bool
    open_money: bool
    rng: Rng
    round: int = 0
    phase: str = OFFER
    deck: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    mystery_hand: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    bought: list[list[int]] = field(default_factory=list)  # paintings bought this round
    counts: list[int] = field(default_factory=lambda: [0] * len(ARTISTS))  # offered this round
    unsold: list[int] = field(default_factory=list)  # offered, owned by nobody
    discard: list[int] = field(default_factory=list)
    tokens: list[list[int]] = field(default_factory=lambda: [[0] * len(ARTISTS) for _ in range(ROUNDS)])
    turn: int = 0  # the seat whose turn it is to offer
    last_offerer: int = 0  # who offered the latest card (next round starts left of it)
    double_card: int = -1
    double_from: int = -1  # who offered the double
    double_ask: int = -1  # who is being asked to add a second card
    auction: Auction | None = None
    mystery_seat: int = -1
    history: list[dict[str, Any]] = field(default_factory=list)  # public: finished auctions
    round_results: list[dict[str, Any]] = field(default_factory=list)  # public: scoring per round

    def clone(self) -> ModernArtState:
        return ModernArtState(
            self.num_players,
            self.mystery,
            self.open_money,
            self.rng.clone(),
            self.round,
            self.phase,
            list(self.deck),
            [list(h) for h in self.hands],
            list(self.mystery_hand),
            list(self.money),
            [list(b) for b in self.bought],
            list(self.counts),
            list(self.unsold),
            list(self.discard),
            [list(r) for r in self.tokens],
            self.turn,
            self.last_offerer,
            self.double_card,
            self.double_from,
            self.double_ask,
            self.auction.clone() if self.auction else None,
            self.mystery_seat,
            list(self.history),
            list(self.round_results),
        )
