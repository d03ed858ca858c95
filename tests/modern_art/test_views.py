"""What each seat may see: own hand, own money, own sealed bid; nothing of the others'."""

from __future__ import annotations

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import OfferCard, SealedBid


def test_a_seat_sees_its_own_money_only(position):
    pos = position(4)
    pos.state.money = [100, 73, 41, 120]
    assert pos.view(1)["money"] == [None, 73, None, None]


def test_open_money_option_shows_every_total(position):
    pos = position(4, open_money=True)
    pos.state.money = [100, 73, 41, 120]
    assert pos.view(1)["money"] == [100, 73, 41, 120]
    assert pos.view(None)["money"] == [100, 73, 41, 120]


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others(position):
    pos = position(4)
    pos.hand(0, "nex/open", "bahut/once")
    pos.hand(2, "koriko/sealed")
    view = pos.view(0)
    assert view["hand"] == sorted(pos.state.hands[0])
    assert view["hand_sizes"] == [2, 0, 1, 0]
    flat = repr(view)
    assert str(pos.state.hands[2][0]) not in [str(c) for c in view["hand"]]
    assert "hands" not in flat


def test_a_spectator_sees_no_hand_and_no_money(position):
    pos = position(4)
    pos.hand(0, "nex/open")
    view = pos.view(None)
    assert view["hand"] is None and view["seat"] is None
    assert view["money"] == [None] * 4


def test_the_log_is_redacted_per_seat():
    match = Match.new("modern_art", 4, seed=9)
    dealt = [(s, e) for s, e in match.events_for(1) if e.code == "hand/dealt"]
    assert len(dealt) == 1 and dealt[0][1].to == 1
    assert not [e for _, e in match.events_for(None) if e.to is not None]


def test_sealed_amounts_stay_private_in_the_log_until_revealed(position):
    pos = position(3, turn=0)
    pos.hand(0, "darmoir/sealed", "nex/open")
    pos.hand(1, "bahut/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "darmoir/sealed")))
    events = pos.play(1, SealedBid(33))
    public = [e for e in events if e.to is None]
    assert all(33 not in e.params.values() for e in public)
    assert [e.params["amount"] for e in events if e.to == 1] == [33]
