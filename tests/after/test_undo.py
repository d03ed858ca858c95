"""A fair undo: a seat takes back its last decision only while nothing hidden has
reached it since; the match after undo is the match before that decision."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.undo import GAME_OVER, NOTHING, PRIVATE, REVEALED, can_undo, undo
from modernart_desktop.games.modern_art_card_game import components as CG
from tests.after.helpers import play, table_picture


def _decide(match: Match, seed: int, wanted) -> tuple[int, dict]:
    """Play until `wanted(match, seat, action)`; picture the table, then make that decision."""
    found = play(match, seed, stop=wanted)
    assert found is not None, "the game ended before the situation arose"
    seat, action = found
    before = table_picture(match)
    match.apply(seat, action)
    return seat, before


def _assert_undo_restores(match: Match, seat: int, before: dict) -> None:
    assert can_undo(match, seat) == (True, "")
    back = undo(match, seat)
    assert table_picture(back) == before


def _open_auction_bid(m, seat, action):
    return action.kind == "bid" and m.view_for(None)["auction"]["type"] == "open"


def test_modern_art_a_plain_bid_in_an_open_auction_can_be_taken_back():
    match = Match.new("modern_art", 4, seed=21)
    seat, before = _decide(match, 21, _open_auction_bid)
    _assert_undo_restores(match, seat, before)


def test_modern_art_undo_also_takes_back_the_other_seats_moves_since():
    """Another seat passes after my bid: nothing hidden came out, my bid and its pass go."""
    match = Match.new("modern_art", 4, seed=21)
    seat, before = _decide(match, 21, _open_auction_bid)
    other = play(match, 5, stop=lambda m, s, a: s != seat and a.kind == "pass")
    assert other is not None
    match.apply(*other)
    _assert_undo_restores(match, seat, before)


def test_modern_art_a_sealed_bid_not_yet_revealed_can_be_taken_back():
    """Only the seat itself knows its sealed bid (the echo of its own choice reveals nothing)."""
    match = Match.new("modern_art", 4, seed=7)

    def first_sealed_bid(m, seat, action):
        return action.kind == "sealed_bid" and not any(m.view_for(None)["auction"]["committed"])

    seat, before = _decide(match, 7, first_sealed_bid)
    _assert_undo_restores(match, seat, before)


def test_modern_art_refused_once_the_sealed_bids_are_revealed():
    match = Match.new("modern_art", 4, seed=7)

    def last_sealed_bid(m, seat, action):
        auction = m.view_for(None)["auction"]
        return action.kind == "sealed_bid" and auction["committed"].count(False) == 1

    seat, _ = _decide(match, 7, last_sealed_bid)
    assert any(e.code == "sealed/revealed" for q, e in match.events if q == match.seq)
    for s in range(4):  # every seat that bid has now seen the others' bids
        if any(entry.seat == s for entry in match.log):
            assert can_undo(match, s) == (False, REVEALED)
    with pytest.raises(IllegalAction) as refused:
        undo(match, seat)
    assert refused.value.code == REVEALED


def test_modern_art_refused_after_a_new_round_is_dealt():
    """The action that ends a round deals new hands: its author received cards."""
    match = Match.new("modern_art", 3, seed=9)
    seat, _ = _decide(
        match, 9, lambda m, s, a: False if m.view_for(None)["round"] > 0 else _ends_round(m, s, a)
    )
    allowed, reason = can_undo(match, seat)
    assert not allowed and reason in (PRIVATE, REVEALED)
    assert any(e.code == "hand/dealt" and e.to == seat for q, e in match.events if q == match.seq)


def _ends_round(m, seat, action) -> bool:
    trial = Match.replay(m.game_id, m.num_players, m.options, m.seed, list(m.log))
    events = trial.apply(seat, action)
    return any(e.code == "round/start" for e in events)


def test_card_game_refused_after_drawing_a_card():
    """Playing a card with the draw symbol puts an unknown card in the seat's hand."""
    match = Match.new("modern_art_card_game", 3, seed=5)

    def plays_a_draw_card(m, seat, action):
        return (
            action.kind == "play"
            and CG.CARD_SYMBOL[action.card] == CG.DRAW
            and not _ends_round(m, seat, action)
        )

    seat, _ = _decide(match, 5, plays_a_draw_card)
    assert any(e.code == "card/drawn" for q, e in match.events if q == match.seq)
    assert can_undo(match, seat) == (False, PRIVATE)


def test_card_game_a_face_down_card_can_be_taken_back_until_it_is_revealed():
    match = Match.new("modern_art_card_game", 3, seed=3)

    def face_down(m, seat, action):
        return action.kind == "play_second" and m.view_for(None)["phase"] == "second_down"

    seat, before = _decide(match, 3, face_down)
    _assert_undo_restores(match, seat, before)
    # Scoring turns every face-down card over: from then on no undo for that seat.
    play(match, 3, stop=lambda m, s, a: m.view_for(None)["phase"] == "bonus" or m.is_over())
    assert not match.is_over()
    assert can_undo(match, seat) == (False, REVEALED)


def test_card_game_refused_after_the_simultaneous_cards_are_revealed():
    match = Match.new("modern_art_card_game", 3, seed=2)

    def last_commit(m, seat, action):
        sim = m.view_for(None)["simultaneous"]
        return (
            action.kind == "commit"
            and sum(t and not c for t, c in zip(sim["taking_part"], sim["committed"])) == 1
        )

    seat, _ = _decide(match, 2, last_commit)
    assert can_undo(match, seat) == (False, REVEALED)


def test_nothing_to_undo_before_a_seats_first_decision_and_never_after_the_end():
    match = Match.new("modern_art", 3, seed=1)
    first = next(iter(match.active_seats()))
    others = [s for s in range(3) if s != first]
    assert can_undo(match, others[0]) == (False, NOTHING)
    play(match, 1)
    assert can_undo(match, first) == (False, GAME_OVER)


def test_undo_leaves_the_original_match_untouched():
    match = Match.new("modern_art", 4, seed=21)
    seat, _ = _decide(match, 21, _open_auction_bid)
    picture = table_picture(match)
    undo(match, seat)
    assert table_picture(match) == picture


def test_modern_art_refused_after_a_mystery_card_is_drawn():
    """Three players with the mystery hand: revealing a mystery card draws it at random."""
    match = Match.new("modern_art", 3, {"mystery_hand": True}, seed=4)
    seat, _ = _decide(match, 4, lambda m, s, a: a.kind == "reveal_mystery" and not _ends_round(m, s, a))
    assert [e.code for q, e in match.events if q == match.seq][0] == "mystery/revealed"
    assert can_undo(match, seat) == (False, REVEALED)


def test_modern_art_skipping_the_mystery_card_can_be_taken_back():
    match = Match.new("modern_art", 3, {"mystery_hand": True}, seed=4)
    seat, before = _decide(match, 4, lambda m, s, a: a.kind == "skip_mystery")
    _assert_undo_restores(match, seat, before)
