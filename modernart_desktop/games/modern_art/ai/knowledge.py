"""What one seat knows, in one small record the Modern Art AI reasons about.

A `Perspective` is built either from the seat's view dict (a real decision) or
from a full state inside a search rollout (a simulated world). Both give the
same fields and nothing more than the seat could know: its own hand, everyone's
money (secret at the table, but every payment is public, so it follows exactly
from the public record: see `money_from_record`), the board, the auction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from modernart_desktop.games.modern_art.components import (
    ARTIST_CARD_COUNTS,
    ARTISTS,
    AUCTION_TYPES,
    CARD_ARTIST,
    START_MONEY,
)
from modernart_desktop.games.modern_art.state import AUCTION, ModernArtState

NUM_ARTISTS: Final = len(ARTISTS)
_TYPE_INDEX: Final = {name: i for i, name in enumerate(AUCTION_TYPES)}


def money_from_record(
    players: int, history: Sequence[dict[str, Any]], rounds: Sequence[dict[str, Any]]
) -> list[int]:
    """Everyone's money, replayed from the public record: the start money, every
    finished auction (the buyer pays; the auctioneer is paid unless the money went
    to the bank) and every round's earnings."""
    money = [START_MONEY] * players
    for h in history:
        if h["free"]:
            continue
        money[h["buyer"]] -= h["price"]
        if not h["to_bank"]:
            money[h["auctioneer"]] += h["price"]
    for r in rounds:
        for seat, amount in enumerate(r.get("earnings") or ()):
            money[seat] += amount
    return money


def artist_histogram(cards: Sequence[int]) -> list[int]:
    hist = [0] * NUM_ARTISTS
    for c in cards:
        hist[CARD_ARTIST[c]] += 1
    return hist


def offered_before(rounds: list[dict[str, Any]]) -> list[int]:
    """Cards of each artist offered in the finished rounds (they are all discarded now)."""
    seen = [0] * NUM_ARTISTS
    for r in rounds:
        counts = r.get("counts")
        if counts:
            for a in range(NUM_ARTISTS):
                seen[a] += counts[a]
    return seen


def tokens_before(tokens: list[list[int]], round_: int) -> list[int]:
    """Each artist's value tokens from the rounds before `round_`."""
    prev = [0] * NUM_ARTISTS
    for r in range(min(round_, len(tokens))):
        row = tokens[r]
        for a in range(NUM_ARTISTS):
            prev[a] += row[a]
    return prev


@dataclass(slots=True)
class Perspective:
    seat: int
    players: int
    round: int
    phase: str
    hand: list[int]  # own cards
    money: list[int]  # everyone's (public through the record)
    counts: list[int]  # cards offered this round per artist
    tokens: list[list[int]]  # value tokens per round per artist
    bought: list[list[int]]  # paintings bought this round per seat
    hand_sizes: list[int]
    unseen: list[int]  # per artist: cards this seat has not seen anywhere
    unseen_cards: int  # their total (others' hands, deck, mystery hand)
    others_in_hands: int  # cards in other seats' hands (+ mystery hand)
    turn: int
    own: list[int]  # own hand per artist
    prev: list[int]  # tokens of the finished rounds per artist
    # the auction on the table (phase "auction"), or -1 / empty
    auc_type: int = -1
    auc_cards: tuple[int, ...] = ()
    auctioneer: int = -1
    original: int = -1
    high_bid: int = 0
    high_bidder: int = -1
    price: int = -1  # fixed price once named
    # a double waiting for a second card (phase "double")
    double_card: int = -1
    double_original: int = -1
    mystery_left: int = 0

    @property
    def n(self) -> int:
        return self.players

    @property
    def my_money(self) -> int:
        return self.money[self.seat]

    @staticmethod
    def from_view(view: dict[str, Any]) -> Perspective:
        seat = view["seat"]
        n = view["players"]
        hand = list(view["hand"])
        money = money_from_record(n, view["history"], view["rounds"])
        own = view["money"][seat]
        if own is not None:
            money[seat] = own  # the view's own figure is authoritative
        counts = list(view["counts"])
        seen = artist_histogram(view["discard"])
        mine = artist_histogram(hand)
        tokens = [list(r) for r in view["tokens"]]
        unseen = [ARTIST_CARD_COUNTS[a] - seen[a] - counts[a] - mine[a] for a in range(NUM_ARTISTS)]
        sizes = list(view["hand_sizes"])
        mystery = view["mystery_size"] or 0
        p = Perspective(
            seat=seat,
            players=n,
            round=view["round"],
            phase=view["phase"],
            hand=hand,
            money=money,
            counts=counts,
            tokens=tokens,
            bought=[list(b) for b in view["bought"]],
            hand_sizes=sizes,
            unseen=unseen,
            unseen_cards=sum(unseen),
            others_in_hands=sum(sizes) - sizes[seat] + mystery,
            turn=view["turn"],
            own=mine,
            prev=tokens_before(tokens, view["round"]),
            mystery_left=mystery,
        )
        auc = view["auction"]
        if auc is not None and view["phase"] == AUCTION:
            p.auc_type = _TYPE_INDEX[auc["type"]]
            p.auc_cards = tuple(auc["cards"])
            p.auctioneer = auc["auctioneer"]
            p.original = auc["original"]
            p.high_bid = auc["high_bid"]
            p.high_bidder = -1 if auc["high_bidder"] is None else auc["high_bidder"]
            p.price = -1 if auc["price"] is None else auc["price"]
        dbl = view["double"]
        if dbl is not None:
            p.double_card = dbl["card"]
            p.double_original = dbl["original"]
        return p

    @staticmethod
    def from_state(state: ModernArtState, seat: int) -> Perspective:
        """The same record inside a simulated world (only public facts and `seat`'s hand).
        Lists are shared with the state, not copied: readers must not change them."""
        hand = state.hands[seat]
        counts = state.counts
        seen = offered_before(state.round_results)
        mine = artist_histogram(hand)
        unseen = [ARTIST_CARD_COUNTS[a] - seen[a] - counts[a] - mine[a] for a in range(NUM_ARTISTS)]
        sizes = [len(h) for h in state.hands]
        mystery = len(state.mystery_hand)
        p = Perspective(
            seat=seat,
            players=state.num_players,
            round=state.round,
            phase=state.phase,
            hand=hand,
            money=state.money,
            counts=counts,
            tokens=state.tokens,
            bought=state.bought,
            hand_sizes=sizes,
            unseen=unseen,
            unseen_cards=sum(unseen),
            others_in_hands=sum(sizes) - sizes[seat] + mystery,
            turn=state.turn,
            own=mine,
            prev=tokens_before(state.tokens, state.round),
            mystery_left=mystery,
        )
        auc = state.auction
        if auc is not None and state.phase == AUCTION:
            p.auc_type = auc.type
            p.auc_cards = tuple(auc.cards)
            p.auctioneer = auc.auctioneer
            p.original = auc.original
            p.high_bid = auc.high_bid
            p.high_bidder = auc.high_bidder
            p.price = auc.price
        if state.double_card >= 0:
            p.double_card = state.double_card
            p.double_original = state.double_from
        return p
