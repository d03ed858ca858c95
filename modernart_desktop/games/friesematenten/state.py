"""Friesematenten state: plain data, cheap to clone for AI search.

Where a card is: `owner[c]` is the seat whose empire holds it (an attached
influence card belongs to its host's empire, R18), else -1 and the card is in
exactly one of deck, aside, market, discard or removed. An influence card is
attached to a card (`host_card`) or a player (`host_seat`), or unassigned.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.components import CURRENT, NUM_CARDS, CardSet

# Main flow
TURNS: Final = "turns"  # phase 2: one turn per player
WINDOW: Final = "window"  # a hammer (phase 3) or money-bag (phase 4) priority window
AUCTION: Final = "auction"  # phase 3: one card's English auction
AFTER_AUCTION: Final = "after_auction"  # the auction's result is settled, then a hammer window opens
OVER: Final = "over"

# Prompts: questions that interrupt the flow and must be answered first (a stack).
PAY: Final = "pay"  # the winner may play lightning cards before paying (R11d)
IMMEDIATE: Final = "immediate"  # the winner may use or assign the card just won (R12)
DEMOLISH: Final = "demolish"  # over the factory limit: pick a factory to demolish (R14)
SCANDAL: Final = "scandal"  # Skandal's victim picks a status symbol to discard
OBJECT: Final = "object"  # targeted players may play Einspruch (R27)


@dataclass(slots=True)
class Auction:
    card: int
    min_bid: int
    bidders: list[bool]  # still in the auction (not passed, not excluded, not barred)
    excluded: list[bool]  # defaulted on this card (R4)
    barred: int  # Hausverbot victim for this card (-1: none)
    to_act: int
    high: int = 0
    high_seat: int = -1

    def clone(self) -> Auction:
        return Auction(
            self.card,
            self.min_bid,
            list(self.bidders),
            list(self.excluded),
            self.barred,
            self.to_act,
            self.high,
            self.high_seat,
        )


@dataclass(slots=True)
class Play:
    """An action card announced, waiting for objections: (seat, card, targets)."""

    seat: int
    card: int
    target: int
    second: int
    player: int

    def clone(self) -> Play:
        return Play(self.seat, self.card, self.target, self.second, self.player)


@dataclass(slots=True)
class Prompt:
    kind: str
    seat: int
    card: int = -1  # PAY / IMMEDIATE: the card won
    price: int = 0  # PAY: what is owed
    window: PriorityWindow | None = None  # OBJECT
    play: Play | None = None  # OBJECT
    auctioned: bool = False  # PAY: won at auction (moves the marker) or bought by effect

    def clone(self) -> Prompt:
        return Prompt(
            self.kind,
            self.seat,
            self.card,
            self.price,
            self.window.clone() if self.window else None,
            self.play.clone() if self.play else None,
            self.auctioned,
        )


def _no_cards() -> list[int]:
    return [-1] * NUM_CARDS


@dataclass(slots=True)
class FState:
    num_players: int
    rng: Rng
    deck: list[int] = field(default_factory=list)
    aside: list[int] = field(default_factory=list)  # back in the box unseen (R1)
    market: list[int] = field(default_factory=list)  # position order
    leftover: list[bool] = field(default_factory=list)  # per market position
    offered: list[bool] = field(default_factory=list)  # per market position: auctioned/skipped this round
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    owner: list[int] = field(default_factory=_no_cards)
    host_card: list[int] = field(default_factory=_no_cards)
    host_seat: list[int] = field(default_factory=_no_cards)
    money: list[int] = field(default_factory=list)
    marker: int = 0
    round: int = 1
    reshuffled: bool = False
    last_round: bool = False
    ended_by: str = ""  # "vp" | "deck" once over
    phase: str = TURNS
    turn_order: tuple[int, ...] = ()
    turn_pos: int = 0
    demolished: list[bool] = field(default_factory=list)  # voluntary demolition used this round
    window: PriorityWindow | None = None
    auction: Auction | None = None
    barred_next: int = -1  # Hausverbot: bars this seat from the next auction this round
    prompts: list[Prompt] = field(default_factory=list)  # stack: the last is answered first
    # "next income payout" effects (R30)
    strike: list[int] = field(default_factory=list)  # factories
    double: list[int] = field(default_factory=list)  # factories
    taxed: list[bool] = field(default_factory=list)
    subsidy: list[int] = field(default_factory=list)
    loans: list[int] = field(default_factory=list)  # repayments owed per seat (count)
    buyers: list[int] = field(default_factory=_no_cards)  # first buyer of each card (statistics)
    # Public facts about money (R4): the table sees a default, so it knows the game's
    # defaults (seat, card, in order) and that a defaulter has nothing left until it may
    # have received money again (income, a loan, a theft from someone not known broke).
    defaults: list[tuple[int, int]] = field(default_factory=list)
    broke: list[bool] = field(default_factory=list)
    # Influence cards won or bought this round: if not assigned at once, they may be
    # assigned only on a phase-2 turn of a later round (R17). Public, like every empire.
    won_this_round: list[int] = field(default_factory=list)
    # Every action card played, in order, as (seat, card, target, second, player): public
    # (its announcement names its targets, R13), even where its effect is secret (Taschendieb).
    plays: list[tuple[int, int, int, int, int]] = field(default_factory=list)
    card_set: CardSet = CURRENT  # the deck version this match was set up with (immutable, shared)

    def clone(self) -> FState:
        return FState(
            self.num_players,
            self.rng.clone(),
            list(self.deck),
            list(self.aside),
            list(self.market),
            list(self.leftover),
            list(self.offered),
            list(self.discard),
            list(self.removed),
            list(self.owner),
            list(self.host_card),
            list(self.host_seat),
            list(self.money),
            self.marker,
            self.round,
            self.reshuffled,
            self.last_round,
            self.ended_by,
            self.phase,
            self.turn_order,
            self.turn_pos,
            list(self.demolished),
            self.window.clone() if self.window else None,
            self.auction.clone() if self.auction else None,
            self.barred_next,
            [p.clone() for p in self.prompts],
            list(self.strike),
            list(self.double),
            list(self.taxed),
            list(self.subsidy),
            list(self.loans),
            list(self.buyers),
            list(self.defaults),
            list(self.broke),
            list(self.won_this_round),
            list(self.plays),
            self.card_set,
        )
