"""Modern Art components and set-up (RULINGS.md section 1)."""

from __future__ import annotations

import pytest

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import (
    ARTISTS,
    AUCTION_TYPES,
    CARD_ARTIST,
    CARD_TYPE,
    DEAL,
    NUM_CARDS,
    START_MONEY,
)


def test_the_deck_has_70_cards_nex_12_bahut_13_darmoir_14_sadland_15_koriko_16():
    assert NUM_CARDS == 70
    assert [CARD_ARTIST.count(a) for a in range(5)] == [12, 13, 14, 15, 16]


@pytest.mark.parametrize(
    "symbol, per_artist",
    [
        ("open", [3, 3, 3, 3, 4]),
        ("once", [3, 2, 3, 3, 3]),
        ("sealed", [2, 3, 3, 3, 3]),
        ("fixed", [2, 3, 3, 3, 3]),
        ("double", [2, 2, 2, 3, 3]),
    ],
)
def test_auction_symbols_are_split_as_the_rulings_table_says(symbol, per_artist):
    t = AUCTION_TYPES.index(symbol)
    counts = [sum(1 for c in range(NUM_CARDS) if CARD_ARTIST[c] == a and CARD_TYPE[c] == t) for a in range(5)]
    assert counts == per_artist


@pytest.mark.parametrize("players, first_deal", [(3, 10), (4, 9), (5, 8)])
def test_round_one_deal_and_starting_money(players, first_deal):
    match = Match.new("modern_art", players, seed=11)
    state = match.state
    assert [len(h) for h in state.hands] == [first_deal] * players
    assert state.money == [START_MONEY] * players
    assert len(state.deck) == NUM_CARDS - first_deal * players
    assert DEAL[players][0] == first_deal


def test_the_deal_table_per_round():
    assert DEAL == {3: (10, 6, 6, 0), 4: (9, 4, 4, 0), 5: (8, 3, 3, 0)}


def test_the_first_auctioneer_is_chosen_at_random_from_the_seed():
    firsts = {Match.new("modern_art", 4, seed=s).state.turn for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert Match.new("modern_art", 4, seed=5).state.turn == Match.new("modern_art", 4, seed=5).state.turn


def test_mystery_variant_deals_as_for_four_players_with_a_face_down_fourth_hand():
    match = Match.new("modern_art", 3, {"mystery_hand": True}, seed=3)
    state = match.state
    assert [len(h) for h in state.hands] == [9, 9, 9]
    assert len(state.mystery_hand) == 9
    assert len(state.deck) == 70 - 36


def test_mystery_variant_is_a_three_player_option_only():
    from modernart_desktop.core.errors import InvalidOptions

    with pytest.raises(InvalidOptions):
        Match.new("modern_art", 4, {"mystery_hand": True})


def test_artists_in_board_order():
    assert ARTISTS == ("nex", "bahut", "darmoir", "sadland", "koriko")
