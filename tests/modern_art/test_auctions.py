"""Modern Art: the five auction types, one test per rule (RULINGS.md section 1)."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.games.modern_art.actions import (
    AddSecondCard,
    Bid,
    Buy,
    DeclineSecond,
    OfferCard,
    Pass,
    SealedBid,
    SetPrice,
    TimeUp,
)
from modernart_desktop.games.modern_art.state import AUCTION, DOUBLE_OFFER, OFFER


def _offer(pos, seat, spec, *rest):
    pos.hand(seat, spec, *rest)
    card = pos.card_in_hand(seat, spec)
    pos.play(seat, OfferCard(card))
    return card


# ---------------------------------------------------------------- general auction rules
def test_the_winner_pays_the_auctioneer(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 0, "nex/once", "nex/open")
    pos.play(1, Bid(10))
    pos.play(2, Bid(12))
    pos.play(3, Pass())
    pos.play(0, Pass())
    assert pos.state.money == [112, 100, 88, 100]
    assert pos.state.bought[2] == [card]


def test_an_auctioneer_who_wins_its_own_auction_pays_the_bank(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "nex/once", "nex/open")
    for s in (1, 2, 3):
        pos.play(s, Pass())
    pos.play(0, Bid(7))
    assert pos.state.money == [93, 100, 100, 100]


def test_bids_are_whole_thousands_above_the_high_bid_and_at_most_your_money(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    pos.state.money[2] = 15
    _offer(pos, 0, "nex/open", "nex/open")
    pos.play(1, Bid(10))
    with pytest.raises(IllegalAction) as too_low:
        pos.play(2, Bid(10))
    assert too_low.value.code == "bid/too_low" and too_low.value.params["min"] == 11
    with pytest.raises(IllegalAction) as too_high:
        pos.play(2, Bid(16))
    assert too_high.value.code == "bid/over_money" and too_high.value.params["max"] == 15
    assert pos.legal(2).range_of("bid").lo == 11 and pos.legal(2).range_of("bid").hi == 15


# ---------------------------------------------------------------- open auction
def test_open_auction_everyone_may_bid_at_any_time_including_the_auctioneer(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "nex/open", "nex/once")
    assert pos.active() == {0, 1, 2, 3}
    pos.play(3, Bid(5))
    assert pos.active() == {0, 1, 2}  # the high bidder need not speak
    pos.play(0, Bid(6))
    assert pos.active() == {1, 2, 3}


def test_open_auction_a_new_bid_clears_every_pass(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "nex/open", "nex/once")
    pos.play(1, Bid(5))
    pos.play(2, Pass())
    pos.play(3, Pass())
    assert pos.active() == {0}
    pos.play(0, Bid(8))
    assert pos.active() == {1, 2, 3}
    pos.play(1, Pass())
    pos.play(2, Pass())
    assert pos.state.phase == AUCTION
    pos.play(3, Pass())
    assert pos.state.money[0] == 92  # the auctioneer won: paid the bank


def test_open_auction_ends_when_all_but_the_high_bidder_have_passed(position):
    pos = position(3, turn=1)
    for s in (0, 2):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 1, "sadland/open", "nex/once")
    pos.play(0, Bid(20))
    pos.play(1, Pass())
    pos.play(2, Pass())
    assert pos.state.phase == OFFER
    assert pos.state.bought[0] == [card]
    assert pos.state.money == [80, 120, 100]


def test_open_auction_with_no_bid_the_auctioneer_takes_the_card_free(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 0, "nex/open", "nex/once")
    for s in (0, 1, 2):
        pos.play(s, Pass())
    assert pos.state.bought[0] == [card]
    assert pos.state.money == [100, 100, 100]
    assert "auction/free" in pos.codes()


def test_open_auction_clock_makes_silent_seats_pass(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "nex/open", "nex/once")
    pos.play(2, Bid(4))
    clock = pos.game.clock(pos.state, {"open_clock": 8})
    assert clock is not None and clock.seconds == 8
    assert {seat for seat, _ in clock.actions} == {0, 1}
    assert all(isinstance(a, TimeUp) for _, a in clock.actions)  # passes logged as time ran out
    assert pos.game.clock(pos.state, {"open_clock": 0}) is None


# ---------------------------------------------------------------- once around
def test_once_around_starts_left_of_the_auctioneer_who_speaks_last(position):
    pos = position(4, turn=2)
    for s in (0, 1, 3):
        pos.hand(s, "bahut/open")
    _offer(pos, 2, "nex/once", "nex/open")
    order = []
    for _ in range(4):
        (seat,) = pos.active()
        order.append(seat)
        pos.play(seat, Pass())
    assert order == [3, 0, 1, 2]


def test_once_around_each_seat_speaks_once_and_the_highest_bid_wins(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 0, "koriko/once", "nex/open")
    pos.play(1, Bid(3))
    pos.play(2, Bid(9))
    with pytest.raises(IllegalAction) as low:
        pos.play(3, Bid(9))
    assert low.value.code == "bid/too_low"
    pos.play(3, Pass())
    pos.play(0, Pass())
    assert pos.state.bought[2] == [card]
    assert pos.state.money == [109, 100, 91, 100]


def test_once_around_with_no_bid_the_auctioneer_takes_it_free(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 0, "koriko/once", "nex/open")
    for s in (1, 2, 0):
        pos.play(s, Pass())
    assert pos.state.bought[0] == [card] and pos.state.money == [100] * 3


# ---------------------------------------------------------------- sealed
def test_sealed_bids_are_simultaneous_and_hidden_until_all_are_in(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "darmoir/sealed", "nex/open")
    assert pos.active() == {0, 1, 2, 3}
    pos.play(2, SealedBid(30))
    assert pos.active() == {0, 1, 3}
    other = pos.view(1)["auction"]
    assert other["my_bid"] is None and other["committed"] == [False, False, True, False]
    assert 30 not in [v for v in other.values() if isinstance(v, int)]
    assert pos.view(2)["auction"]["my_bid"] == 30
    assert not [e for e in pos.events if e.code == "sealed/revealed"]
    pos.play(0, SealedBid(0))
    pos.play(1, SealedBid(12))
    pos.play(3, SealedBid(29))
    (reveal,) = [e for e in pos.events if e.code == "sealed/revealed"]
    assert reveal.params["bids"] == [0, 12, 30, 29]
    assert pos.state.money == [130, 100, 70, 100]


def test_sealed_commitment_is_final(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "darmoir/sealed", "nex/open")
    pos.play(1, SealedBid(5))
    with pytest.raises(IllegalAction) as again:
        pos.play(1, SealedBid(8))
    assert again.value.code == "turn/not_active"


@pytest.mark.parametrize(
    "bids, winner",
    [
        ([10, 10, 10, 10], 2),  # the auctioneer (seat 2) is among the tied: it wins
        ([10, 10, 0, 10], 3),  # nearest clockwise from the auctioneer: seat 3
        ([10, 10, 0, 0], 0),  # from seat 2: 3, then 0
        ([0, 10, 0, 0], 1),
    ],
)
def test_sealed_tie_goes_to_the_seat_nearest_the_auctioneer_clockwise_auctioneer_first(
    position, bids, winner
):
    pos = position(4, turn=2)
    for s in (0, 1, 3):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 2, "darmoir/sealed", "nex/open")
    for seat, bid in enumerate(bids):
        pos.play(seat, SealedBid(bid))
    assert pos.state.bought[winner] == [card]


def test_sealed_all_zero_the_auctioneer_takes_it_free(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 0, "darmoir/sealed", "nex/open")
    for s in (0, 1, 2):
        pos.play(s, SealedBid(0))
    assert pos.state.bought[0] == [card] and pos.state.money == [100] * 3


def test_a_seat_with_no_money_can_only_seal_zero(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    pos.state.money[1] = 0
    _offer(pos, 0, "darmoir/sealed", "nex/open")
    r = pos.legal(1).range_of("sealed_bid")
    assert (r.lo, r.hi) == (0, 0)


# ---------------------------------------------------------------- fixed price
def test_fixed_price_is_named_by_the_auctioneer_up_to_its_money(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    pos.state.money[0] = 40
    _offer(pos, 0, "sadland/fixed", "nex/open")
    assert pos.active() == {0}
    r = pos.legal(0).range_of("set_price")
    assert (r.lo, r.hi) == (1, 40)
    with pytest.raises(IllegalAction) as over:
        pos.play(0, SetPrice(41))
    assert over.value.code == "price/over_money"
    with pytest.raises(IllegalAction) as zero:
        pos.play(0, SetPrice(0))
    assert zero.value.code == "price/too_low"


def test_fixed_price_of_zero_only_for_an_auctioneer_without_money(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    pos.state.money[0] = 0
    _offer(pos, 0, "sadland/fixed", "nex/open")
    r = pos.legal(0).range_of("set_price")
    assert (r.lo, r.hi) == (0, 0)


def test_fixed_price_each_seat_in_turn_from_the_left_the_first_buyer_pays_the_auctioneer(position):
    pos = position(4, turn=1)
    for s in (0, 2, 3):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 1, "sadland/fixed", "nex/open")
    pos.play(1, SetPrice(25))
    assert pos.active() == {2}
    pos.play(2, Pass())
    assert pos.active() == {3}
    pos.play(3, Buy())
    assert pos.state.bought[3] == [card]
    assert pos.state.money == [100, 125, 100, 75]
    assert pos.state.phase == OFFER and pos.state.turn == 2


def test_fixed_price_a_buyer_must_afford_the_price(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    pos.state.money[1] = 10
    _offer(pos, 0, "sadland/fixed", "nex/open")
    pos.play(0, SetPrice(20))
    assert [a.kind for a in pos.legal(1).actions] == ["pass"]
    with pytest.raises(IllegalAction) as poor:
        pos.play(1, Buy())
    assert poor.value.code == "buy/cannot_afford"


def test_fixed_price_if_all_pass_the_auctioneer_must_buy_and_pays_the_bank(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 0, "sadland/fixed", "nex/open")
    pos.play(0, SetPrice(18))
    for s in (1, 2, 3):
        pos.play(s, Pass())
    assert pos.state.bought[0] == [card]
    assert pos.state.money == [82, 100, 100, 100]


# ---------------------------------------------------------------- double
def test_double_the_auctioneer_may_add_a_second_card_and_its_type_governs(position):
    pos = position(4, turn=0)
    for s in (1, 2, 3):
        pos.hand(s, "bahut/open")
    first = _offer(pos, 0, "nex/double", "nex/sealed", "bahut/once")
    assert pos.state.phase == DOUBLE_OFFER and pos.active() == {0}
    second = pos.card_in_hand(0, "nex/sealed")
    pos.play(0, AddSecondCard(second))
    assert pos.state.auction.type == 2  # sealed
    assert pos.state.auction.cards == [first, second]
    for seat, bid in enumerate([0, 5, 17, 3]):
        pos.play(seat, SealedBid(bid))
    assert sorted(pos.state.bought[2]) == sorted([first, second])
    assert pos.state.money[0] == 117
    assert pos.state.turn == 1


def test_double_the_second_card_must_be_the_same_artist_and_not_a_double(position):
    pos = position(3, turn=0)
    for s in (1, 2):
        pos.hand(s, "bahut/open")
    _offer(pos, 0, "nex/double", "nex/double", "bahut/open", "nex/open")
    legal = pos.legal(0)
    assert {a.kind for a in legal.actions} == {"add_second", "decline_second"}
    assert [a.card for a in legal.of_kind("add_second")] == [pos.card_in_hand(0, "nex/open")]
    with pytest.raises(IllegalAction) as wrong:
        pos.play(0, AddSecondCard(pos.card_in_hand(0, "bahut/open")))
    assert wrong.value.code == "double/wrong_artist"
    with pytest.raises(IllegalAction) as dbl:
        pos.play(0, AddSecondCard(pos.card_in_hand(0, "nex/double")))
    assert dbl.value.code == "double/second_is_double"


def test_double_offer_travels_clockwise_and_the_adder_becomes_auctioneer(position):
    pos = position(5, turn=0)
    pos.hand(1, "nex/open")
    pos.hand(2, "bahut/open")
    pos.hand(3, "nex/fixed", "koriko/open")
    pos.hand(4, "nex/open")
    _offer(pos, 0, "nex/double", "sadland/open")
    pos.play(0, DeclineSecond())
    assert pos.active() == {1}
    pos.play(1, DeclineSecond())
    assert pos.active() == {2}
    pos.play(2, DeclineSecond())
    pos.play(3, AddSecondCard(pos.card_in_hand(3, "nex/fixed")))
    auc = pos.state.auction
    assert auc.auctioneer == 3 and auc.original == 0 and auc.type == 3  # fixed price
    assert pos.active() == {3}  # the new auctioneer names the price
    pos.play(3, SetPrice(30))
    pos.play(4, Buy())
    assert pos.state.money == [100, 100, 100, 130, 70]
    # Seats 1 and 2 lose their turn: the next auctioneer is left of the new one.
    assert pos.state.turn == 4


def test_double_when_nobody_adds_a_card_the_original_auctioneer_takes_it_free(position):
    pos = position(4, turn=1)
    for s in (0, 2, 3):
        pos.hand(s, "bahut/open")
    card = _offer(pos, 1, "koriko/double", "sadland/open")
    for seat in (1, 2, 3, 0):
        pos.play(seat, DeclineSecond())
    assert pos.state.bought[1] == [card]
    assert pos.state.money == [100] * 4
    assert pos.state.phase == OFFER and pos.state.turn == 2


def test_double_seats_without_cards_are_not_asked(position):
    pos = position(4, turn=0)
    pos.hand(
        1,
    )
    pos.hand(2, "nex/open")
    pos.hand(
        3,
    )
    _offer(pos, 0, "nex/double")  # its last card: the auctioneer cannot add either
    assert pos.active() == {2}


def test_double_the_new_auctioneer_who_wins_pays_the_bank(position):
    pos = position(3, turn=0)
    pos.hand(1, "nex/open", "bahut/open")
    pos.hand(2, "bahut/open")
    _offer(pos, 0, "nex/double", "koriko/open")
    pos.play(0, DeclineSecond())
    pos.play(1, AddSecondCard(pos.card_in_hand(1, "nex/open")))
    for s in (0, 2):
        pos.play(s, Pass())
    pos.play(1, Bid(12))
    pos.play(0, Pass())
    pos.play(2, Pass())
    assert pos.state.money == [100, 88, 100]
    assert len(pos.state.bought[1]) == 2
