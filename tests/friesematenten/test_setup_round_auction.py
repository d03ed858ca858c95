"""Rulings R1-R13: set-up, the round, auctions, timing windows, immediate use."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.games.friesematenten.actions import Assign, Bid, Done, PassBid, PlayCard
from modernart_desktop.games.friesematenten.components import MIN_BID
from modernart_desktop.games.friesematenten.positions import (
    at_auction,
    at_turn,
    at_window,
    cid,
    position,
    settle,
)
from modernart_desktop.games.friesematenten.state import AUCTION, OVER, TURNS, WINDOW

from .helpers import accounted, acting, vp, where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r1_deck_is_15_per_player_rest_set_aside_unseen(game, players):
    state, _ = game.setup(players, {}, seed=7)
    assert len(state.deck) + len(state.market) == 15 * players
    assert len(state.aside) == 60 - 15 * players
    assert accounted(state)
    view = game.view_for(state, 0)
    assert "aside" not in view and view["aside_size"] == 60 - 15 * players
    assert all(c not in state.aside for c, *_ in view["market"])


def test_r1_the_set_aside_cards_are_secret_while_the_game_lasts_and_the_end_record_shows_them():
    """R1 says "while the game lasts": views carry only how many cards are set aside (the
    contract's secrets walk holds every view to it); once the game is over, its record
    (seed and log, sent to every peer) replays to the same set-aside cards and deck."""
    from modernart_desktop.core.match import Match
    from modernart_desktop.core.rng import Rng

    match = Match.new("friesematenten", 3, None, 12)
    rng = Rng(4)
    while not match.is_over():
        seat = min(match.active_seats())
        legal = match.legal_actions(seat)
        choices = list(legal) or [legal.ranges[0].make(legal.ranges[0].lo)]
        match.apply(seat, choices[rng.randbelow(len(choices))])
        view = match.view_for(seat)
        assert "aside" not in view and not isinstance(view.get("deck"), list)  # ("deck": the version)
    again = Match.from_record(match.to_record())
    assert again.state.aside == match.state.aside and again.state.deck == match.state.deck


def test_r2_start_money_secret_marker_random_market_players_plus_3(game):
    markers = set()
    for seed in range(12):
        state, _ = game.setup(3, {}, seed=seed)
        markers.add(state.marker)
        assert state.money == [60, 60, 60]
        assert len(state.market) == 6
    assert len(markers) > 1
    view = game.view_for(state, 1)
    assert view["money"] == 60 and view["all_money"] is None
    assert game.view_for(state, None)["money"] is None


def test_r3_refill_moves_unsold_to_front_marks_them_left_over(game):
    state = position(
        2,
        market=["pommesbude", "protzige_uhr"],
        deck=["stahlwerk", "autowerk", "kredithai", "streik", "skandal", "einspruch"],
    )
    state.offered = [True, True]
    game._next_round(state, [])
    assert state.market[:2] == [cid("pommesbude"), cid("protzige_uhr")]
    assert state.leftover == [True, True, False, False, False]
    assert len(state.market) == 5 and not state.last_round


def test_r4_marker_holder_opens_at_min_bid_passes_final_last_bidder_wins(game):
    state = at_auction(game, position(3, market=["pommesbude", "protzige_uhr"], marker=1))
    assert acting(game, state) == 1
    with pytest.raises(IllegalAction) as err:
        game.apply(state, 1, Bid(8))
    assert err.value.code == "bid/too_low"
    game.apply(state, 1, Bid(9))
    game.apply(state, 2, PassBid())
    game.apply(state, 0, Bid(12))
    assert acting(game, state) == 1  # seat 2 passed for good
    game.apply(state, 1, PassBid())
    assert where(state, "pommesbude") == "empire0"
    assert state.money[0] == 48 and state.marker == 0


def test_r4_bids_are_not_limited_by_money_and_a_default_reauctions_without_the_defaulter(game):
    state = at_auction(game, position(3, market=["stahlwerk", "protzige_uhr"], marker=0, money=[20, 60, 60]))
    game.apply(state, 0, Bid(50))  # more than seat 0 holds: allowed (bluff)
    game.apply(state, 1, PassBid())
    events = game.apply(state, 2, PassBid())
    assert any(e.code == "auction/default" and e.params["seat"] == 0 for e in events)
    assert state.money[0] == 0 and state.marker == 0  # all money to the bank, marker stays
    assert state.phase == AUCTION and state.auction.excluded == [True, False, False]
    assert acting(game, state) == 1  # the marker holder is out: the next player clockwise opens
    game.apply(state, 1, Bid(36))
    game.apply(state, 2, PassBid())
    assert where(state, "stahlwerk") == "empire1" and state.money[1] == 24 and state.marker == 1


def _both_default(game, second):
    """2p: seat 0 wins Stahlwerk at 50 with 20 and defaults; seat 1 (holding 10) is
    the only one left in the re-auction and plays `second`."""
    state = at_auction(game, position(2, market=["stahlwerk", "protzige_uhr"], marker=0, money=[20, 10]))
    game.apply(state, 0, Bid(50))
    game.apply(state, 1, PassBid())
    game.apply(state, 1, second)
    return state


def test_r4_a_default_is_public_the_defaulter_is_known_to_have_no_money(game):
    bid = _both_default(game, Bid(MIN_BID[cid("stahlwerk")]))  # seat 1 cannot pay either
    passed = _both_default(game, PassBid())
    stahlwerk = cid("stahlwerk")
    for state in (bid, passed):  # either way the card is unsold and the next one is up
        assert state.market[0] == stahlwerk and state.auction.card == cid("protzige_uhr")
    # ... but the table saw seat 1 default: seat 0's view tells the two apart
    assert game.view_for(bid, 0)["defaults"] == [[0, stahlwerk], [1, stahlwerk]]
    assert game.view_for(passed, 0)["defaults"] == [[0, stahlwerk]]
    assert game.view_for(bid, 0)["broke"] == [True, True]
    assert game.view_for(passed, 0)["broke"] == [True, False]
    # a world consistent with seat 0's knowledge keeps the defaulters' money at 0
    for seed in range(5):
        assert game.vary_secrets(bid, 0, seed).money == [0, 0]
        assert game.vary_secrets(passed, None, seed).money[0] == 0


def test_r4_what_the_table_knows_of_a_defaulter_ends_when_money_may_come_in(game):
    state = at_auction(
        game,
        position(2, empires={0: ["kredithai"]}, market=["stahlwerk", "protzige_uhr"], money=[20, 60]),
    )
    game.apply(state, 0, Bid(50))
    game.apply(state, 1, PassBid())
    game.apply(state, 0, Done())  # no loan before paying: default
    assert state.broke == [True, False] and state.money[0] == 0
    game.apply(state, 1, Bid(36))  # the re-auction: seat 1 alone
    assert where(state, "stahlwerk") == "empire1"
    assert acting(game, state) == 0  # the hammer window: Kredithai is a lightning card
    game.apply(state, 0, PlayCard(cid("kredithai")))  # a loan: money the table cannot count
    assert state.broke == [False, False] and game.view_for(state, 1)["defaults"] == [[0, cid("stahlwerk")]]


def test_r4_last_player_without_a_bid_may_bid_the_minimum(game):
    state = at_auction(game, position(2, market=["pommesbude"], marker=0))
    game.apply(state, 0, PassBid())
    r = game.legal_actions(state, 1).range_of("bid")
    assert (r.lo, r.hi) == (9, 9)


def test_r4_everyone_passing_leaves_the_card_unsold(game):
    state = at_auction(game, position(2, market=["pommesbude", "protzige_uhr"], marker=0))
    game.apply(state, 0, PassBid())
    game.apply(state, 1, PassBid())
    assert state.market[0] == cid("pommesbude") and state.offered[0]
    assert state.auction.card == cid("protzige_uhr")


def test_r5_marker_moves_only_to_an_auction_winner(game):
    state = at_window(
        position(
            3, empires={2: ["hinterzimmerdeal"]}, market=["pommesbude", "baeckerei", "protzige_uhr"], marker=0
        )
    )
    settle(game, state)
    assert acting(game, state) == 2
    game.apply(state, 2, PlayCard(cid("hinterzimmerdeal"), target=cid("baeckerei")))
    assert where(state, "baeckerei") == "empire2" and state.money[2] == 42 and state.marker == 0


def test_r6_unsold_twice_goes_to_the_discard_pile_at_once(game):
    state = at_auction(
        game, position(2, market=["pommesbude", "protzige_uhr"], leftover=["pommesbude"], marker=0)
    )
    game.apply(state, 0, PassBid())
    game.apply(state, 1, PassBid())
    assert where(state, "pommesbude") == "discard"


def test_r6_a_card_skipped_by_injunction_counts_as_unsold(game):
    state = at_window(
        position(2, empires={0: ["einstweilige_verfuegung"]}, market=["pommesbude", "protzige_uhr"])
    )
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("einstweilige_verfuegung"), target=cid("pommesbude")))
    assert state.offered[0] and where(state, "pommesbude") == "market"
    assert state.phase == AUCTION and state.auction.card == cid("protzige_uhr")


def test_r7_backroom_deal_must_be_payable_on_the_spot(game):
    state = at_window(position(2, empires={0: ["hinterzimmerdeal"]}, market=["privatinsel"], money=[60, 60]))
    settle(game, state)
    play = PlayCard(cid("hinterzimmerdeal"), target=cid("privatinsel"))
    assert play not in game.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as err:
        game.apply(state, 0, play)
    assert err.value.code == "money/insufficient"


def test_r7_a_card_bought_by_backroom_deal_may_be_used_at_once(game):
    state = at_window(
        position(2, empires={0: ["hinterzimmerdeal"], 1: ["stahlwerk"]}, market=["streik", "protzige_uhr"])
    )
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("hinterzimmerdeal"), target=cid("streik")))
    assert state.prompts[-1].kind == "immediate" and acting(game, state) == 0
    game.apply(state, 0, PlayCard(cid("streik"), target=cid("stahlwerk")))
    assert cid("stahlwerk") in state.strike


def test_r8_phase_two_turn_plays_assigns_and_demolishes_once(game):
    state = at_turn(
        position(
            3,
            empires={
                0: ["taschendieb", "skandal", "bauland", "pommesbude", "baeckerei"],
                1: ["protzige_uhr"],
            },
        ),
        0,
    )
    legal = game.legal_actions(state, 0)
    played = {a.card for a in legal.of_kind("play_card")}
    assert cid("taschendieb") in played and cid("skandal") not in played  # hammer: not in phase 2
    assert legal.of_kind("assign") and len(legal.of_kind("demolish")) == 2
    game.apply(state, 0, Assign(cid("bauland"), player=0))
    game.apply(state, 0, legal.of_kind("demolish")[0])
    assert not game.legal_actions(state, 0).of_kind("demolish")  # once per round
    assert game.active_seats(state) == {0}


def test_r8_round_one_has_no_phase_two_questions(game):
    state, _ = game.setup(4, {}, seed=3)
    assert state.phase == AUCTION  # nobody owns anything: turns and the first window pass by themselves


def test_r9_no_hammer_card_during_an_auction(game):
    state = at_auction(
        game, position(2, empires={0: ["skandal"], 1: ["protzige_uhr"]}, market=["pommesbude"])
    )
    assert not game.legal_actions(state, 0).of_kind("play_card")


def test_r9c_last_hammer_window_comes_before_the_end_check(game):
    # Seat 1 has 44 VP; seat 0's Skandal after the last auction takes them below 40.
    state = position(
        2, empires={0: ["skandal"], 1: ["privatinsel", "luxusvilla", "haarlocke"]}, market=[], marker=0
    )
    state = at_window(state)
    settle(game, state)
    assert state.phase == WINDOW and acting(game, state) == 0
    game.apply(state, 0, PlayCard(cid("skandal"), player=1))
    assert acting(game, state) == 1  # the victim chooses which symbol to lose
    game.apply(state, 1, game.legal_actions(state, 1).of_kind("discard_status")[0])
    assert vp(state, 1) < 40 and state.phase != OVER


def test_r9c_the_final_window_opens_even_with_an_empty_market(game):
    state = at_window(position(2, empires={0: ["hausverbot"]}, market=[]))
    settle(game, state)
    assert state.phase == WINDOW and state.window.kind == "hammer"


def test_r10_money_bag_window_opens_before_income_only_for_bag_and_lightning(game):
    state = at_window(position(2, empires={0: ["subventionen", "skandal", "kredithai"]}), "bag")
    settle(game, state)
    cards = {a.card for a in game.legal_actions(state, 0).of_kind("play_card")}
    assert cards == {cid("subventionen"), cid("kredithai")}
    game.apply(state, 0, PlayCard(cid("subventionen")))
    while state.phase == WINDOW:
        game.apply(state, acting(game, state), Done())
    assert state.money[0] == 60 + 30 + 25 and state.phase == TURNS and state.round == 3


def test_r11c_lightning_on_your_bidding_turn_before_you_bid(game):
    state = at_auction(game, position(2, empires={0: ["kredithai"]}, market=["pommesbude"], money=[5, 60]))
    assert cid("kredithai") in {a.card for a in game.legal_actions(state, 0).of_kind("play_card")}
    game.apply(state, 0, PlayCard(cid("kredithai")))
    assert state.money[0] == 35 and acting(game, state) == 0  # still seat 0's turn to bid


def test_r11d_loan_shark_between_winning_and_paying_saves_a_default(game):
    state = at_auction(
        game, position(2, empires={0: ["kredithai"]}, market=["stahlwerk", "protzige_uhr"], money=[20, 60])
    )
    game.apply(state, 0, Bid(40))
    game.apply(state, 1, PassBid())
    assert state.prompts[-1].kind == "pay" and acting(game, state) == 0
    game.apply(state, 0, PlayCard(cid("kredithai")))  # no other lightning card: paying follows at once
    assert where(state, "stahlwerk") == "empire0" and state.money[0] == 10


def test_r12_an_action_card_won_may_be_used_at_once_whatever_its_symbol(game):
    state = at_auction(game, position(2, empires={1: ["stahlwerk"]}, market=["streik", "pommesbude"]))
    game.apply(state, 0, Bid(5))
    game.apply(state, 1, PassBid())
    assert state.prompts[-1].kind == "immediate"
    game.apply(state, 0, PlayCard(cid("streik"), target=cid("stahlwerk")))
    assert cid("stahlwerk") in state.strike and where(state, "streik") == "removed"


def test_r12_not_used_at_once_it_stays_unused_in_the_empire(game):
    state = at_auction(game, position(2, empires={1: ["stahlwerk"]}, market=["streik", "pommesbude"]))
    game.apply(state, 0, Bid(5))
    game.apply(state, 1, PassBid())
    game.apply(state, 0, Done())
    assert (
        where(state, "streik") == "empire0"
        and cid("streik") in game.view_for(state, 1)["empires"][0]["unused"]
    )


def test_r12_an_influence_card_won_may_be_assigned_at_once(game):
    state = at_auction(game, position(2, empires={0: ["stahlwerk"]}, market=["supermanager", "pommesbude"]))
    game.apply(state, 0, Bid(24))
    game.apply(state, 1, PassBid())
    game.apply(state, 0, Assign(cid("supermanager"), host=cid("stahlwerk")))
    assert state.host_card[cid("supermanager")] == cid("stahlwerk")


def test_r13_an_action_card_needs_legal_targets(game):
    state = at_turn(position(2, empires={0: ["feindliche_uebernahme"]}), 0)  # nobody owns a factory
    assert not game.legal_actions(state, 0).of_kind("play_card")


def test_r13_used_action_cards_leave_the_game_and_unused_ones_count_nothing(game):
    state = at_turn(position(2, empires={0: ["subventionen", "kredithai"]}), 0)
    assert game.view_for(state, 0)["empires"][0]["vp"] == 0
    game.apply(state, 0, PlayCard(cid("kredithai")))
    assert where(state, "kredithai") == "removed"


def test_r4_the_bid_range_is_not_limited_by_money_but_tells_the_bidder_what_it_holds(game):
    state = at_auction(game, position(3, market=["stahlwerk", "protzige_uhr"], marker=0, money=[20, 60, 60]))
    r = game.legal_actions(state, 0).range_of("bid")
    assert (r.lo, r.hi, r.afford) == (36, 999, 20)
