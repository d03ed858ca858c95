"""The rule helpers both Modern Art games share (games/common): one copy of the
artist ranking, the turn order and the deal."""

from __future__ import annotations

from modernart_desktop.core.events import Event
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.common.ranking import top_artists
from modernart_desktop.games.common.turns import (
    deal_in_blocks,
    deal_one_at_a_time,
    first_with_cards,
    give_hands,
    redeal_unseen,
)


def test_artists_rank_by_cards_and_a_tie_goes_to_the_artist_first_on_the_board():
    assert top_artists([2, 4, 4, 0, 1], 3) == [1, 2, 0]
    assert top_artists([0, 0, 1, 0, 0], 3) == [2]  # an artist without a card is not ranked
    assert top_artists([1.5, 0.5, 2.0], 2) == [2, 0]  # the AI ranks expected counts too


def test_the_turn_passes_left_to_the_next_seat_holding_a_card():
    hands = [[1], [], [], [7]]
    assert first_with_cards(hands, 1) == 3
    assert first_with_cards(hands, 0) == 0
    assert first_with_cards([[], []], 1) == -1


def test_dealing_in_blocks_or_one_card_at_a_time():
    deck = list(range(10))
    assert deal_in_blocks(deck, 3, 2) == [[0, 1], [2, 3], [4, 5]] and deck == [6, 7, 8, 9]
    deck = list(range(5))
    # one at a time from seat 1: a short deck leaves the last seats a card short
    assert deal_one_at_a_time(deck, 3, 2, 1) == [[2], [0, 3], [1, 4]] and deck == []


def test_only_the_seat_dealt_to_is_told_its_cards():
    hands: list[list[int]] = [[9], []]
    events: list[Event] = []
    give_hands(hands, [[3, 1], []], events)
    assert hands == [[9, 3, 1], []]
    assert events == [Event("hand/dealt", {"cards": [1, 3]}, to=0)]


def test_redealing_hidden_piles_keeps_their_sizes_and_cards():
    piles = [[1, 2, 3], [], [4, 5], [6]]
    redeal_unseen(piles, Rng(4).shuffle)
    assert [len(p) for p in piles] == [3, 0, 2, 1]
    assert sorted(c for p in piles for c in p) == [1, 2, 3, 4, 5, 6]
