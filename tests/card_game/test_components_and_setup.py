"""The box contents and the set-up, as the rulebook and RULINGS.md section 2 list them."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.errors import InvalidOptions
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.positions import all_cards
from modernart_desktop.games.modern_art_card_game.state import PLAY

GAME_ID = "modern_art_card_game"


def test_the_game_registers_under_its_stable_id():
    assert GAME_ID in registry.available()
    game = registry.get(GAME_ID)
    assert (game.min_players, game.max_players) == (2, 5)


def test_95_masterpieces_17_to_21_per_artist_in_tie_break_order():
    assert C.NUM_CARDS == 95
    assert C.ARTIST_NAMES == ("Lite Metal", "Yoko", "Christin P.", "Karl Gitter", "Krypto")
    for artist, count in enumerate((17, 18, 19, 20, 21)):
        assert C.CARD_ARTIST.count(artist) == count


def test_every_artist_has_exactly_six_symbol_cards():
    for artist in range(5):
        symbols = [C.CARD_SYMBOL[c] for c in range(C.NUM_CARDS) if C.CARD_ARTIST[c] == artist]
        assert symbols.count(C.DRAW) == 1
        assert symbols.count(C.SECOND_UP) == 1
        assert symbols.count(C.SECOND_DOWN) == 2
        assert symbols.count(C.SIMULTANEOUS) == 1
        assert symbols.count(C.AWARD) == 1
        assert len(symbols) - symbols.count(C.PLAIN) == 6


def test_tokens_three_values_and_five_awards_worth_two():
    assert C.VALUE_TOKENS == (3, 2, 1)
    assert (C.AWARD_TOKENS, C.AWARD_VALUE) == (5, 2)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_deals_13_cards_each_and_reveals_an_extra_card(players):
    match = Match.new(GAME_ID, players, seed=11)
    state = match.state
    assert [len(h) for h in state.hands] == [13] * players
    assert state.extra >= 0
    assert state.face_up[C.CARD_ARTIST[state.extra]] == 1 and sum(state.face_up) == 1
    assert len(state.deck) == 95 - 13 * players - 1
    assert sorted(all_cards(state)) == list(range(95))
    assert state.phase == PLAY and match.active_seats() == {state.turn}


def test_the_first_player_is_chosen_at_random_but_replays_the_same():
    firsts = {Match.new(GAME_ID, 4, seed=s).state.turn for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert Match.new(GAME_ID, 4, seed=7).state.turn == Match.new(GAME_ID, 4, seed=7).state.turn


def test_deal_table_for_rounds_two_to_four():
    assert C.DEAL == {2: (13, 6, 6, 3), 3: (13, 6, 6, 0), 4: (13, 4, 4, 0), 5: (13, 2, 2, 0)}


def test_round_limit_is_five_face_up_cards_with_two_players_else_six():
    assert C.face_up_to_end_round(2) == 5
    assert [C.face_up_to_end_round(n) for n in (3, 4, 5)] == [6, 6, 6]


def test_player_counts_outside_two_to_five_are_refused():
    for players in (1, 6):
        with pytest.raises(InvalidOptions):
            Match.new(GAME_ID, players, seed=1)


def test_bonus_cards_option_defaults_on_and_can_be_switched_off():
    game = registry.get(GAME_ID)
    assert game.normalize_options(3, None) == {"bonus_cards": True}
    assert game.normalize_options(3, {"bonus_cards": False}) == {"bonus_cards": False}
    with pytest.raises(InvalidOptions):
        game.normalize_options(3, {"bonus_cards": "yes"})
