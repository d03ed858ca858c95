"""Deal the hidden parts of a Modern Art game, consistently with one seat's view.

Everything the view shows is copied as it is: the seat's own hand and money, the
board, the cards bought, offered, discarded and on the table, hand sizes, deck
and mystery-hand sizes, the history. Everyone's money is rebuilt exactly from
the public record of payments. What the seat cannot see is drawn at random:
the unseen cards are shuffled and dealt to the other hands, the mystery hand and
the deck; sealed bids others have committed but not revealed are filled with
what a heuristic player in their seat would bid; the world's own random
generator (which turns up mystery cards) gets a fresh seed.
"""

from __future__ import annotations

from typing import Any

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.ai.heuristic import HeuristicPolicy
from modernart_desktop.games.modern_art.ai.knowledge import Perspective, money_from_record
from modernart_desktop.games.modern_art.components import AUCTION_TYPES, NUM_CARDS, SEALED
from modernart_desktop.games.modern_art.state import AUCTION, Auction, ModernArtState

_TYPE_INDEX = {name: i for i, name in enumerate(AUCTION_TYPES)}


class InconsistentView(ValueError):
    """The view does not describe a possible game (a bug upstream)."""


def visible_cards(view: dict[str, Any]) -> set[int]:
    """Every card the seat can see or knows the place of."""
    known = set(view["hand"])
    known.update(view["discard"])
    known.update(view["unsold"])
    for cards in view["bought"]:
        known.update(cards)
    if view["auction"] is not None:
        known.update(view["auction"]["cards"])
    if view["double"] is not None:
        known.add(view["double"]["card"])
    return known


def sample_world(
    view: dict[str, Any], rng: Rng, policy: HeuristicPolicy | None = None, bid_noise: float = 0.25
) -> ModernArtState:
    seat = view["seat"]
    if seat is None:
        raise InconsistentView("a spectator's view has no seat to sample for")
    n = view["players"]
    sizes = view["hand_sizes"]
    mystery_size = view["mystery_size"] or 0
    known = visible_cards(view)
    unseen = [c for c in range(NUM_CARDS) if c not in known]
    hidden_slots = sum(sizes) - sizes[seat] + mystery_size + view["deck_size"]
    if len(unseen) != hidden_slots:
        raise InconsistentView(f"{len(unseen)} unseen cards for {hidden_slots} hidden places")
    rng.shuffle(unseen)
    hands: list[list[int]] = []
    pos = 0
    for s in range(n):
        if s == seat:
            hands.append(list(view["hand"]))
        else:
            hands.append(unseen[pos : pos + sizes[s]])
            pos += sizes[s]
    mystery_hand = unseen[pos : pos + mystery_size]
    pos += mystery_size
    deck = unseen[pos:]

    money = money_from_record(n, view["history"], view["rounds"])
    if view["money"][seat] is not None:
        money[seat] = view["money"][seat]
    dbl = view["double"]
    state = ModernArtState(
        num_players=n,
        mystery=bool(view["options"]["mystery_hand"]),
        open_money=bool(view["options"]["open_money"]),
        rng=Rng(rng.next_u64()),
        round=view["round"],
        phase=view["phase"],
        deck=deck,
        hands=hands,
        mystery_hand=mystery_hand,
        money=money,
        bought=[list(b) for b in view["bought"]],
        counts=list(view["counts"]),
        unsold=list(view["unsold"]),
        discard=list(view["discard"]),
        tokens=[list(r) for r in view["tokens"]],
        turn=view["turn"],
        last_offerer=view["last_offerer"],
        double_card=dbl["card"] if dbl else -1,
        double_from=dbl["original"] if dbl else -1,
        double_ask=dbl["asking"] if dbl else -1,
        mystery_seat=-1 if view["mystery_seat"] is None else view["mystery_seat"],
        history=list(view["history"]),
        round_results=list(view["rounds"]),
    )
    auc = view["auction"]
    if auc is not None:
        state.auction = Auction(
            type=_TYPE_INDEX[auc["type"]],
            cards=list(auc["cards"]),
            auctioneer=auc["auctioneer"],
            original=auc["original"],
            high_bid=auc["high_bid"],
            high_bidder=-1 if auc["high_bidder"] is None else auc["high_bidder"],
            passed=list(auc["passed"]),
            order=list(auc["order"]),
            pos=auc["pos"],
            price=-1 if auc["price"] is None else auc["price"],
        )
        if state.auction.type == SEALED and view["phase"] == AUCTION:
            state.auction.sealed = _sealed_bids(state, view, rng, policy, bid_noise)
    return state


def _sealed_bids(
    state: ModernArtState, view: dict[str, Any], rng: Rng, policy: HeuristicPolicy | None, noise: float
) -> list[int | None]:
    """Our own commitment as the view shows it; others' as a heuristic player would bid."""
    seat = view["seat"]
    auc = view["auction"]
    policy = policy or HeuristicPolicy()
    bids: list[int | None] = []
    for s, committed in enumerate(auc["committed"]):
        if not committed:
            bids.append(None)
        elif s == seat:
            bids.append(auc["my_bid"])
        else:
            guess = policy.sealed_bid(Perspective.from_state(state, s)).amount
            factor = 1.0 + noise * (2 * rng.random() - 1)
            bids.append(max(0, min(state.money[s], int(guess * factor))))
    return bids
