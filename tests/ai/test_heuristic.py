"""The heuristic player (Normal) and its clumsy sibling (Easy), decision by decision.

A lot is worth what its paintings will pay at the round's end; a bidder gains by
buying below that, the auctioneer is paid by a rival but pays the bank itself."""

from __future__ import annotations

import statistics

from modernart_desktop.games.modern_art.actions import (
    AddSecondCard,
    Bid,
    Buy,
    OfferCard,
    Pass,
    SealedBid,
    SetPrice,
)
from modernart_desktop.games.modern_art.ai.agents import HeuristicAgent, make_easy, make_normal
from modernart_desktop.games.modern_art.ai.heuristic import NORMAL
from modernart_desktop.games.modern_art.ai.knowledge import Perspective
from modernart_desktop.games.modern_art.ai.valuation import projected_values
from modernart_desktop.games.modern_art.components import ARTISTS, CARD_ARTIST

NEX, BAHUT, DARMOIR, SADLAND, KORIKO = range(5)


def _open_auction(table, lot="koriko/open"):
    """Seat 0 offers `lot` in an open auction; Koriko already has 3 cards offered."""
    t = table(4, turn=0)
    t.offered_unsold("koriko/once", "koriko/sealed", "koriko/fixed")
    t.hand(0, lot, "nex/once")
    _rivals_hold_other_cards(t)
    t.play(0, OfferCard(t.state.hands[0][0]))
    return t


def _rivals_hold_other_cards(t):
    t.hand(1, "bahut/open", "darmoir/once")
    t.hand(2, "bahut/sealed", "darmoir/open")
    t.hand(3, "bahut/fixed", "sadland/once")


def _lot_value(t, seat):
    p = Perspective.from_view(t.view(seat))
    return projected_values(p)[KORIKO]


def test_a_painting_of_the_leading_artist_is_worth_about_the_first_token(table):
    t = _open_auction(table)
    values = projected_values(Perspective.from_view(t.view(1)))
    assert 25 <= values[KORIKO] <= 30  # four Koriko offered: almost surely first
    assert values[KORIKO] > max(values[a] for a in range(5) if a != KORIKO)


def test_tokens_of_earlier_rounds_add_to_an_artists_value(table):
    t = _open_auction(table)
    before = _lot_value(t, 1)
    t.state.tokens[0][KORIKO] = 30  # Koriko came first last round... (round index 1 now)
    t.state.round = 1
    assert _lot_value(t, 1) > before + 25


def test_the_auctioneer_never_opens_the_bidding(table):
    """No bid at all gives the auctioneer the lot for free."""
    t = _open_auction(table)
    assert t.ask(make_normal(1), 0) == Pass()


def test_a_bidder_raises_up_to_the_value_and_no_further(table):
    t = _open_auction(table)
    value = _lot_value(t, 1)
    action = t.ask(make_normal(1), 1)
    assert isinstance(action, Bid) and 1 <= action.amount <= value
    t.play(2, Bid(int(value) + 1))
    assert t.ask(make_normal(1), 1) == Pass()


def test_a_bid_never_exceeds_the_bidders_money(table):
    t = _open_auction(table)
    t.state.money[1] = 6
    action = t.ask(make_normal(1), 1)
    assert action == Bid(6) or action.amount <= 6


def test_once_around_the_auctioneer_takes_an_unbid_lot_free(table):
    t = _open_auction(table, lot="koriko/once")
    for s in (1, 2, 3):
        t.play(s, Pass())
    assert t.ask(make_normal(1), 0) == Pass()


def test_once_around_the_auctioneer_buys_back_a_lot_that_goes_too_cheap(table):
    t = _open_auction(table, lot="koriko/once")
    t.play(1, Bid(2))
    t.play(2, Pass())
    t.play(3, Pass())
    assert t.ask(make_normal(1), 0) == Bid(3)


def test_sealed_bids_shade_below_the_value_and_the_auctioneer_bids_less(table):
    t = _open_auction(table, lot="koriko/sealed")
    value = _lot_value(t, 1)
    bidder = t.ask(make_normal(1), 1)
    auctioneer = t.ask(make_normal(1), 0)
    assert isinstance(bidder, SealedBid) and 0.5 * value < bidder.amount < value
    assert auctioneer.amount < bidder.amount


def test_a_fixed_price_is_named_near_the_value_and_bought_only_below_it(table):
    t = _open_auction(table, lot="koriko/fixed")
    value = _lot_value(t, 0)
    price = t.ask(make_normal(1), 0)
    assert isinstance(price, SetPrice) and 0.6 * value <= price.amount <= value
    t.play(0, SetPrice(int(value * 0.5)))
    assert t.ask(make_normal(1), 1) == Buy()
    t2 = _open_auction(table, lot="koriko/fixed")
    t2.play(0, SetPrice(int(value * 1.3)))
    assert t2.ask(make_normal(1), 1) == Pass()


def test_of_two_round_ending_cards_the_one_that_crowns_our_artist_is_played(table):
    """Nex and Bahut both have four cards offered; we bought the Nex, a rival the
    Bahut. Either fifth card ends the round, and the artist that reaches five
    comes first: we play our Nex."""
    t = table(4, turn=0)
    t.bought(0, "nex/open", "nex/once", "nex/sealed", "nex/open")
    t.bought(1, "bahut/open", "bahut/once", "bahut/sealed", "bahut/open")
    t.hand(0, "bahut/fixed", "nex/fixed")
    for s in (1, 2, 3):
        t.hand(s, "koriko/open", "sadland/open")
    nex = next(c for c in t.state.hands[0] if CARD_ARTIST[c] == NEX)
    assert t.ask(make_normal(1), 0) == OfferCard(nex)


def test_a_last_cheap_sale_comes_before_ending_the_round(table):
    """We alone hold a fifth Nex, so the round ends when we choose: first sell the
    Koriko (money in), end the round on a later turn."""
    t = table(4, turn=0)
    t.bought(0, "nex/open", "nex/once", "nex/sealed")
    t.bought(1, "nex/open", "bahut/open", "bahut/once")
    t.hand(0, "nex/fixed", "koriko/open")
    for s in (1, 2, 3):
        t.hand(s, "bahut/fixed", "sadland/open")
    koriko = next(c for c in t.state.hands[0] if CARD_ARTIST[c] == KORIKO)
    assert t.ask(make_normal(1), 0) == OfferCard(koriko)


def test_the_fifth_card_is_kept_when_ending_the_round_favours_a_rival(table):
    t = table(4, turn=0)
    t.bought(1, "nex/open", "nex/once", "nex/sealed", "nex/open")
    t.hand(0, "nex/fixed", "bahut/sealed", "darmoir/open")
    for s in (1, 2, 3):
        t.hand(s, "bahut/fixed", "koriko/open", "sadland/open")
    action = t.ask(make_normal(1), 0)
    assert action != OfferCard(t.state.hands[0][0])


def test_the_auctioneer_of_a_double_adds_a_second_card_of_a_strong_artist(table):
    t = table(4, turn=0)
    t.offered_unsold("koriko/once", "koriko/sealed")
    t.hand(0, "koriko/double", "koriko/open", "nex/once")
    _rivals_hold_other_cards(t)
    t.play(0, OfferCard(t.state.hands[0][0]))
    action = t.ask(make_normal(1), 0)
    assert isinstance(action, AddSecondCard) and ARTISTS[CARD_ARTIST[action.card]] == "koriko"


def test_easy_misjudges_values_where_normal_is_steady(table):
    """Easy's human-like slips: the same sealed auction gets scattered bids."""
    easy_bids, normal_bids = [], []
    for seed in range(30):
        t = _open_auction(table, lot="koriko/sealed")
        easy_bids.append(t.ask(make_easy(seed), 1).amount)
        normal_bids.append(t.ask(make_normal(seed), 1).amount)
    assert len(set(normal_bids)) == 1
    assert statistics.pstdev(easy_bids) > 3
    assert 0.6 < statistics.mean(easy_bids) / normal_bids[0] < 1.6


def test_strict_mode_reports_an_illegal_choice_instead_of_repairing_it(table):
    t = _open_auction(table)
    agent = HeuristicAgent("normal", NORMAL, strict=True)
    legal = t.legal(1)
    view = t.view(1)
    view["auction"]["high_bid"] = 10_000  # a view that disagrees with the legal actions
    action = agent.choose(view, legal)
    assert action in legal  # passing is legal anyway
