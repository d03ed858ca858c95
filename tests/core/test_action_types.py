"""Every offer is in whole thousands: the rules core, not only the wire codec, refuses
an action whose fields are not exactly their declared types (a float, a bool for a
number), whoever calls `Game.apply` (the UI, an AI, a test, the host)."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, SealedBid, SetPrice
from modernart_desktop.games.modern_art_card_game.actions import PlayCard


def _match_at(auction_type: str) -> Match:
    """A 4-player Modern Art match, played at random until an auction of that type runs."""
    rng = Rng(3)
    for seed in range(50):
        match = Match.new("modern_art", 4, seed=seed)
        while not match.is_over():
            view = match.view_for(None)
            if (
                view["auction"]
                and view["auction"]["type"] == auction_type
                and view["auction"]["price"] is None
            ):
                return match
            seat = sorted(match.active_seats())[0]
            legal = match.legal_actions(seat)
            options = list(legal.actions) + [r.make(r.lo) for r in legal.ranges]
            match.apply(seat, options[rng.randbelow(len(options))])
    raise AssertionError(f"no {auction_type} auction found")


def _refused_as_malformed(match: Match, seat: int, action: object) -> None:
    record = (match.seq, len(match.log), len(match.events), match.view_for(None))
    with pytest.raises(IllegalAction) as refused:
        match.apply(seat, action)  # type: ignore[arg-type]
    assert refused.value.code == "action/malformed"
    assert refused.value.params["reason"] == "type"
    assert (match.seq, len(match.log), len(match.events), match.view_for(None)) == record


@pytest.mark.parametrize("amount", [5.5, True, "5", None])
def test_a_bid_in_an_open_auction_must_be_a_whole_number(amount):
    match = _match_at("open")
    seat = sorted(match.active_seats())[0]
    _refused_as_malformed(match, seat, Bid(amount))  # type: ignore[arg-type]
    match.apply(seat, Bid(match.legal_actions(seat).ranges[0].lo))  # a whole amount is fine


@pytest.mark.parametrize("amount", [2.5, False])
def test_a_sealed_bid_must_be_a_whole_number(amount):
    match = _match_at("sealed")
    seat = sorted(match.active_seats())[0]
    _refused_as_malformed(match, seat, SealedBid(amount))  # type: ignore[arg-type]


def test_a_fixed_price_must_be_a_whole_number():
    match = _match_at("fixed")
    seat = sorted(match.active_seats())[0]
    _refused_as_malformed(match, seat, SetPrice(7.0))  # type: ignore[arg-type]


def test_a_card_is_named_by_its_number_not_by_a_bool():
    # True == 1: without the type check, card 1 in hand would be played as "True".
    for seed in range(40):
        match = Match.new("modern_art", 3, seed=seed)
        seat = next(iter(match.active_seats()))
        if 1 in match.state.hands[seat]:
            _refused_as_malformed(match, seat, OfferCard(True))  # type: ignore[arg-type]
            break
    else:
        raise AssertionError("no deal with card 1 in the first hand")
    card_game = Match.new("modern_art_card_game", 3, seed=1)
    seat = next(iter(card_game.active_seats()))
    card = card_game.state.hands[seat][0]
    _refused_as_malformed(card_game, seat, PlayCard(float(card)))  # type: ignore[arg-type]


def test_a_seat_is_a_seat_number_not_a_bool():
    match = Match.new("modern_art", 3, seed=2)
    seat = next(iter(match.active_seats()))
    action = match.legal_actions(seat).actions[0]
    for bad in (True, False, float(seat)):
        with pytest.raises(IllegalAction) as refused:
            match.apply(bad, action)  # type: ignore[arg-type]
        assert refused.value.code == "seat/invalid"
    assert match.seq == 0
