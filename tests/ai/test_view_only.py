"""An AI seat is an ordinary client: it is handed its own view and legal actions,
never the state; the view holds no other seat's hand, money or sealed bid, so
changing those secrets changes neither what the agent gets nor what it does."""

from __future__ import annotations

import msgpack
import pytest

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng

from .conftest import TINY, random_positions


class Spy:
    """Wraps an agent and keeps every object it is handed."""

    def __init__(self, agent):
        self.agent = agent
        self.name = agent.name
        self.needs_view = True
        self.received = []

    def choose(self, view, legal):
        self.received.append(view)
        return self.agent.choose(view, legal)


def _ints(obj):
    """Every int anywhere inside a plain-data object."""
    if isinstance(obj, bool):
        return set()
    if isinstance(obj, int):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(_ints(v) for v in obj.values())) if obj else set()
    if isinstance(obj, (list, tuple)):
        return set().union(*(_ints(v) for v in obj)) if obj else set()
    return set()


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_what_an_agent_receives_is_its_view_and_nothing_more(level):
    match = Match.new("modern_art", 4, seed=11)
    spy_seat = 2
    agents = [make_agent("modern_art", "normal", s) for s in range(4)]
    extra = {"budget": TINY, "horizon": 0} if level == "strong" else {}
    spy = Spy(make_agent("modern_art", level, 5, **extra))
    agents[spy_seat] = spy
    checked = 0
    original_choose = spy.choose

    def checking_choose(view, legal):
        nonlocal checked
        state = match.state
        assert type(view) is dict
        msgpack.packb(view)  # plain data only: no state object can hide inside
        assert view == match.view_for(spy_seat)
        assert view["seat"] == spy_seat
        assert view["hand"] == sorted(state.hands[spy_seat])
        assert [m is None for m in view["money"]] == [s != spy_seat for s in range(4)]
        # No card of another hand, the deck or the mystery hand appears anywhere
        # where a card could be listed.
        secret = set(state.deck) | {c for s, h in enumerate(state.hands) if s != spy_seat for c in h}
        listed = set(view["hand"]) | set(view["discard"]) | set(view["unsold"])
        listed |= {c for b in view["bought"] for c in b}
        assert not secret & listed
        auction = view["auction"]
        if auction is not None and auction["type"] == "sealed":
            assert set(auction) == {
                "type",
                "cards",
                "auctioneer",
                "original",
                "high_bid",
                "high_bidder",
                "passed",
                "order",
                "pos",
                "price",
                "committed",
                "my_bid",
            }
            mine = state.auction.sealed[spy_seat]
            assert auction["my_bid"] == mine
        checked += 1
        return original_choose(view, legal)

    spy.choose = checking_choose
    play_match(match, agents, seed=3)
    assert checked > 20


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_other_seats_secrets_change_neither_the_view_nor_the_decision(modern_art, level):
    """Swap the other hands with the deck, change their money and their sealed bids:
    the seat's view is equal and a same-seeded agent decides the same."""
    extra = {"budget": TINY, "horizon": 0} if level == "strong" else {}
    rng = Rng(4)
    compared = changed = 0
    for pos in random_positions(4, 2, seed=41):
        state, seat = pos.state, pos.seat
        if rng.random() > 0.15:
            continue
        secret = state.clone()
        pool = [c for s, h in enumerate(secret.hands) if s != seat for c in h] + secret.deck
        rng.shuffle(pool)
        for s, h in enumerate(secret.hands):
            if s != seat:
                size = len(h)
                secret.hands[s], pool = pool[:size], pool[size:]
        secret.deck = pool
        secret.money = [m if s == seat else m + 17 * (s + 1) for s, m in enumerate(secret.money)]
        if secret.auction is not None and secret.auction.sealed:
            secret.auction.sealed = [
                b if (s == seat or b is None) else b // 2 + 1 for s, b in enumerate(secret.auction.sealed)
            ]
        changed += any(secret.hands[s] != state.hands[s] for s in range(4) if s != seat)
        view, secret_view = modern_art.view_for(state, seat), modern_art.view_for(secret, seat)
        assert view == secret_view
        legal = modern_art.legal_actions(state, seat)
        assert legal == modern_art.legal_actions(secret, seat)
        a = make_agent("modern_art", level, 9, **extra).choose(view, legal)
        b = make_agent("modern_art", level, 9, **extra).choose(secret_view, legal)
        assert a == b
        compared += 1
    assert compared >= 20 and changed >= 10
