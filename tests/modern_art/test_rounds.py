"""Modern Art: round end, ranking, bank sale, next round, game end, mystery hand."""

from __future__ import annotations

import pytest

from modernart_desktop.games.modern_art.actions import (
    AddSecondCard,
    Bid,
    DeclineSecond,
    OfferCard,
    Pass,
    RevealMystery,
    SealedBid,
    SkipMystery,
)
from modernart_desktop.games.modern_art.components import ARTISTS
from modernart_desktop.games.modern_art.state import DOUBLE_OFFER, MYSTERY, OFFER, OVER


def _counts(pos, **counts):
    pos.state.counts = [counts.get(a, 0) for a in ARTISTS]


def _scored(pos):
    return [e for e in pos.events if e.code == "round/scored"][-1].params


# ---------------------------------------------------------------- round end
def test_the_fifth_card_of_an_artist_ends_the_round_unsold(position):
    pos = position(4, turn=1)
    _counts(pos, sadland=4, nex=1)
    pos.hand(1, "sadland/open", "nex/open")
    pos.hand(2, "bahut/open")
    card = pos.card_in_hand(1, "sadland/open")
    pos.play(1, OfferCard(card))
    result = _scored(pos)
    assert result["reason"] == "fifth_card"
    assert result["unsold"] == [card]
    assert result["counts"][3] == 5
    assert card in pos.state.discard and all(card not in b for b in pos.state.bought)
    assert pos.state.round == 1


def test_a_double_that_is_itself_the_fifth_card_ends_the_round_at_once(position):
    pos = position(4, turn=0)
    _counts(pos, nex=4)
    pos.hand(0, "nex/double", "nex/open")
    pos.hand(1, "bahut/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/double")))
    assert pos.state.round == 1 and pos.state.phase != DOUBLE_OFFER
    assert _scored(pos)["counts"][0] == 5


def test_a_second_card_that_is_the_fifth_leaves_both_cards_unsold(position):
    pos = position(4, turn=0)
    _counts(pos, nex=3)
    pos.hand(0, "nex/double", "bahut/open")
    pos.hand(1, "nex/open", "bahut/open")
    first = pos.card_in_hand(0, "nex/double")
    pos.play(0, OfferCard(first))
    pos.play(0, DeclineSecond())
    second = pos.card_in_hand(1, "nex/open")
    pos.play(1, AddSecondCard(second))
    result = _scored(pos)
    assert sorted(result["unsold"]) == sorted([first, second])
    assert result["ended_by"] == 1
    # The next round starts left of the seat that offered the round-ending card.
    assert pos.state.turn == 2


def test_next_round_starts_left_of_the_seat_that_offered_the_last_card(position):
    pos = position(4, turn=3)
    _counts(pos, koriko=4)
    pos.hand(3, "koriko/open")
    pos.play(3, OfferCard(pos.card_in_hand(3, "koriko/open")))
    assert pos.state.round == 1 and pos.state.phase == OFFER
    assert pos.state.turn == 0


def test_a_seat_without_cards_is_skipped_as_auctioneer_but_still_bids(position):
    pos = position(4, turn=0)
    pos.hand(0, "nex/open", "nex/once")
    pos.hand(
        1,
    )
    pos.hand(2, "bahut/open")
    pos.hand(3, "sadland/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    assert 1 in pos.active()
    pos.play(1, Bid(9))
    for s in (0, 2, 3):
        pos.play(s, Pass())
    assert pos.state.money[1] == 91
    assert pos.state.turn == 2  # seat 1 has no cards: skipped


def test_when_a_card_is_offered_and_nobody_holds_a_card_the_round_ends_and_it_is_unsold(position):
    pos = position(3, turn=0)
    _counts(pos, bahut=2)
    pos.hand(0, "nex/open")
    pos.hand(
        1,
    )
    pos.hand(
        2,
    )
    card = pos.state.hands[0][0]
    pos.play(0, OfferCard(card))
    result = _scored(pos)
    assert result["reason"] == "no_cards"
    assert result["unsold"] == [card]
    assert result["counts"] == [1, 2, 0, 0, 0]  # the unsold card counts


def test_a_round_in_which_nobody_holds_a_card_at_its_start_is_skipped(position):
    pos = position(3, turn=0)
    pos.state.round = 2  # the next round (4) deals nothing
    pos.state.deck.extend(c for h in pos.state.hands for c in h)
    pos.hand(0, "nex/open")
    pos.play(0, OfferCard(pos.state.hands[0][0]))
    assert [e.code for e in pos.events].count("round/skipped") == 1
    assert pos.state.phase == OVER


# ---------------------------------------------------------------- ranking and values
def test_ranking_ties_go_to_the_artist_further_left_on_the_board(position):
    pos = position(4, turn=0)
    _counts(pos, nex=2, bahut=3, darmoir=3, sadland=4, koriko=3)
    pos.hand(0, "sadland/open", "nex/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "sadland/open")))
    result = _scored(pos)
    assert result["ranking"] == [3, 1, 2]  # Sadland, then Bahut before Darmoir and Koriko
    assert result["tokens"] == [0, 20, 10, 30, 0]


def test_artists_with_no_card_offered_are_not_ranked(position):
    pos = position(4, turn=0)
    _counts(pos, koriko=4)
    pos.hand(0, "koriko/open", "nex/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "koriko/open")))
    result = _scored(pos)
    assert result["ranking"] == [4]
    assert result["tokens"] == [0, 0, 0, 0, 30]


def test_paintings_are_sold_to_the_bank_and_discarded_with_cumulative_values(position):
    pos = position(4, turn=0)
    pos.state.tokens[0] = [0, 0, 20, 0, 30]  # round 1 already scored
    pos.state.round = 1
    _counts(pos, darmoir=4, koriko=3, nex=1)
    paintings = [pos.take("darmoir/open"), pos.take("koriko/open"), pos.take("nex/once")]
    pos.state.bought[2] = list(paintings)
    pos.hand(0, "darmoir/once", "bahut/open")
    money = list(pos.state.money)
    pos.play(0, OfferCard(pos.card_in_hand(0, "darmoir/once")))
    result = _scored(pos)
    # Darmoir first (20 + 30), Koriko second (30 + 20), Nex third (10).
    assert result["values"] == [10, 0, 50, 0, 50]
    assert result["earnings"] == [0, 0, 110, 0]
    assert pos.state.money[2] == money[2] + 110
    assert all(not b for b in pos.state.bought)
    assert set(paintings) <= set(pos.state.discard)


def test_an_artist_out_of_the_top_three_is_worth_nothing_despite_earlier_tokens(position):
    pos = position(4, turn=0)
    pos.state.tokens[0] = [30, 0, 0, 0, 0]
    pos.state.round = 1
    _counts(pos, bahut=4, darmoir=3, sadland=2, nex=1)
    pos.state.bought[1] = [pos.take("nex/open")]
    pos.hand(0, "bahut/once", "koriko/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "bahut/once")))
    assert _scored(pos)["earnings"][1] == 0


# ---------------------------------------------------------------- the end
def test_the_game_ends_after_round_four_and_most_money_wins(position):
    pos = position(4, turn=0)
    pos.state.round = 3
    pos.state.money = [150, 210, 90, 120]
    _counts(pos, nex=4)
    pos.hand(0, "nex/open")
    pos.hand(1, "bahut/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    assert pos.state.phase == OVER
    result = pos.game.result(pos.state)
    assert result.winners == (1,)
    assert result.ranking() == [1, 0, 3, 2]
    assert pos.view(2)["money"] == [150, 210, 90, 120]  # all money revealed at the end


def test_a_tie_for_most_money_is_a_shared_win(position):
    pos = position(3, turn=0)
    pos.state.round = 3
    pos.state.money = [180, 180, 90]
    _counts(pos, nex=4)
    pos.hand(0, "nex/open")
    pos.hand(1, "bahut/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    assert pos.game.result(pos.state).winners == (0, 1)


def test_having_no_money_never_ends_the_game(position):
    pos = position(3, turn=0)
    pos.state.money = [0, 0, 0]
    pos.hand(0, "nex/open", "bahut/open")
    pos.hand(1, "sadland/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    assert pos.legal(1).range_of("bid") is None  # cannot bid...
    for s in (0, 1, 2):
        pos.play(s, Pass())
    assert pos.state.phase == OFFER  # ...but play goes on


# ---------------------------------------------------------------- mystery hand (3 players)
def test_mystery_after_an_auction_the_auctioneer_may_reveal_a_mystery_card(position):
    pos = position(3, turn=0, mystery=True)
    pos.mystery_hand("koriko/open", "koriko/once")
    pos.hand(0, "nex/open", "bahut/open")
    pos.hand(1, "sadland/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    for s in (0, 1, 2):
        pos.play(s, Pass())
    assert pos.state.phase == MYSTERY and pos.active() == {0}
    pos.play(0, RevealMystery())
    assert pos.state.counts[4] == 1 and len(pos.state.unsold) == 1
    assert len(pos.state.mystery_hand) == 1
    assert pos.state.phase == OFFER and pos.state.turn == 1


def test_mystery_reveal_is_optional(position):
    pos = position(3, turn=0, mystery=True)
    pos.mystery_hand("koriko/open")
    pos.hand(0, "nex/open", "bahut/open")
    pos.hand(1, "sadland/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    for s in (0, 1, 2):
        pos.play(s, Pass())
    pos.play(0, SkipMystery())
    assert pos.state.counts[4] == 0 and pos.state.turn == 1


def test_a_mystery_card_can_be_the_round_ending_fifth_card(position):
    pos = position(3, turn=0, mystery=True)
    pos.mystery_hand("koriko/double")
    _counts(pos, koriko=4)
    pos.hand(0, "nex/open", "bahut/open")
    pos.hand(1, "sadland/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/open")))
    for s in (0, 1, 2):
        pos.play(s, Pass())
    pos.play(0, RevealMystery())
    result = _scored(pos)
    assert result["counts"][4] == 5 and result["ranking"][0] == 4
    # Revealed double: no second card, and the round ended at once.
    assert pos.state.phase == OFFER and pos.state.round == 1
    assert pos.state.turn == 1  # left of the revealer


def test_a_revealed_mystery_double_gets_no_second_card_and_is_discarded_at_round_end(position):
    pos = position(3, turn=0, mystery=True)
    pos.mystery_hand("nex/double")
    pos.hand(0, "koriko/open", "bahut/open")
    pos.hand(1, "nex/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "koriko/open")))
    for s in (0, 1, 2):
        pos.play(s, Pass())
    pos.play(0, RevealMystery())
    assert pos.state.phase == OFFER  # no double-offer phase for a mystery card
    revealed = pos.state.unsold[0]
    _counts(pos, koriko=4, nex=1)
    pos.hand(1, "koriko/once", "nex/open")
    pos.play(1, OfferCard(pos.card_in_hand(1, "koriko/once")))
    assert revealed in pos.state.discard


def test_the_new_auctioneer_of_a_double_is_the_one_who_may_reveal(position):
    pos = position(3, turn=0, mystery=True)
    pos.mystery_hand("sadland/open")
    pos.hand(0, "nex/double", "bahut/open")
    pos.hand(1, "nex/sealed", "bahut/once")
    pos.hand(2, "koriko/open")
    pos.play(0, OfferCard(pos.card_in_hand(0, "nex/double")))
    pos.play(0, DeclineSecond())
    pos.play(1, AddSecondCard(pos.card_in_hand(1, "nex/sealed")))
    for s in (0, 1, 2):
        pos.play(s, SealedBid(0))
    assert pos.state.phase == MYSTERY and pos.active() == {1}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_always_finish_after_four_rounds(players):
    from modernart_desktop.ai.selfplay import play_random_games

    finished, _ = play_random_games("modern_art", players, 20, seed=players)
    assert finished == 20


def test_each_round_reports_what_every_seat_received_and_paid_in_its_auctions():
    # The score sheet the final breakdown reads: every price is announced, so each
    # round's result says what each seat received as auctioneer from others and paid
    # for paintings, beside what the bank paid it; with the start money they add up
    # to the money revealed at the end.
    from modernart_desktop.ai.agent import RandomAgent
    from modernart_desktop.ai.selfplay import play_match
    from modernart_desktop.core.match import Match
    from modernart_desktop.games.modern_art.components import START_MONEY

    for players, seed in ((3, 21), (4, 22), (5, 23)):
        match = Match.new("modern_art", players, seed=seed)
        play_match(match, [RandomAgent(s) for s in range(players)], seed=seed)
        view = match.view_for(None)
        money = [START_MONEY] * players
        for result in view["rounds"]:
            if result["skipped"]:
                continue
            sales = [h for h in view["history"] if h["round"] == result["round"] and not h["free"]]
            for seat in range(players):
                assert result["paid"][seat] == sum(h["price"] for h in sales if h["buyer"] == seat)
                assert result["sold"][seat] == sum(
                    h["price"] for h in sales if h["auctioneer"] == seat and not h["to_bank"]
                )
                money[seat] += result["sold"][seat] - result["paid"][seat] + result["earnings"][seat]
        assert money == view["money"] == list(match.state.money)
