"""When a round ends: the 6th face-up card of one artist (5 with two players), the
extra card counted and face-down cards not; the ending card's symbol ignored; or
nobody holds a card. And what follows: the next round's first player, deal and
extra card."""

from __future__ import annotations

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.actions import CommitCard, FinishBonus, PlayCard, PlaySecond
from modernart_desktop.games.modern_art_card_game.components import (
    AWARD,
    CARD_ARTIST,
    CARD_SYMBOL,
    DRAW,
    SECOND_DOWN,
    SECOND_UP,
    SIMULTANEOUS,
)
from modernart_desktop.games.modern_art_card_game.positions import all_cards, arrange
from modernart_desktop.games.modern_art_card_game.state import BONUS, PLAY

LM, YOKO, CP, KG, KRYPTO = range(5)


def new(players: int, **layout) -> Match:
    match = Match.new("modern_art_card_game", players, {"bonus_cards": False}, seed=9)
    arrange(match.state, **layout)
    return match


def held(match: Match, seat: int, artist: int, symbol: int = 0) -> int:
    return next(c for c in match.state.hands[seat] if CARD_ARTIST[c] == artist and CARD_SYMBOL[c] == symbol)


def test_sixth_face_up_card_counting_the_extra_card_ends_the_round_with_three_players():
    match = new(
        3, hands=[[YOKO, LM], [YOKO, KG], [CP]], displays=[[YOKO, YOKO], [YOKO], [CP]], extra=YOKO, turn=0
    )
    assert match.state.face_up[YOKO] == 4
    match.apply(0, PlayCard(held(match, 0, YOKO)))
    assert match.state.round == 0 and match.state.phase == PLAY  # 5 Yoko: not yet
    events = match.apply(1, PlayCard(held(match, 1, YOKO)))
    ended = next(e for e in events if e.code == "round/ended")
    assert ended.params["reason"] == "face_up_limit" and ended.params["ended_by"] == 1
    assert ended.params["counts"][YOKO] == 6
    assert match.state.round == 1


def test_fifth_face_up_card_ends_the_round_with_two_players():
    match = new(2, hands=[[YOKO, LM], [KG]], displays=[[YOKO, YOKO], [YOKO]], extra=YOKO, turn=0)
    events = match.apply(0, PlayCard(held(match, 0, YOKO)))
    assert any(e.code == "round/ended" and e.params["counts"][YOKO] == 5 for e in events)
    assert match.state.round == 1


def test_face_down_cards_do_not_count_toward_the_round_end_but_count_at_scoring():
    match = new(
        3,
        hands=[[LM, KG], [KG], [CP]],
        displays=[[YOKO, YOKO], [YOKO], [YOKO]],
        face_down=[[YOKO], [], []],
        extra=YOKO,
        turn=0,
    )
    assert match.state.face_up[YOKO] == 5
    match.apply(0, PlayCard(held(match, 0, LM)))
    assert match.state.round == 0  # six Yoko on the table, but one lies face down
    match.apply(1, PlayCard(held(match, 1, KG)))
    match.apply(2, PlayCard(held(match, 2, CP)))
    match.apply(0, PlayCard(held(match, 0, KG)))  # nobody holds a card now: the round ends
    result = match.state.round_results[0]
    assert result["reason"] == "no_cards"
    assert result["counts"][YOKO] == 6 and result["ranking"][0] == YOKO


def test_the_round_ending_cards_symbol_is_ignored():
    for symbol in (DRAW, SECOND_UP, SECOND_DOWN, SIMULTANEOUS, AWARD):
        match = new(
            3,
            hands=[[(YOKO, symbol), LM, YOKO], [KG], [CP]],
            displays=[[YOKO, YOKO], [YOKO], [YOKO]],
            extra=YOKO,
            turn=0,
        )
        before = len(match.state.deck)
        events = match.apply(0, PlayCard(held(match, 0, YOKO, symbol)))
        codes = [e.code for e in events]
        assert "round/ended" in codes, symbol
        assert not {"card/drew", "second/asking", "simultaneous/start", "award/asking"} & set(codes)
        assert match.state.awards_left == 5
        dealt = 6  # round 2 deals six cards each with three players
        assert len(match.state.deck) == before - 3 * dealt - 1  # only the deal and a new extra card


def test_a_second_face_up_card_can_end_the_round():
    match = new(
        3,
        hands=[[(YOKO, SECOND_UP), YOKO, LM], [KG], [CP]],
        displays=[[YOKO], [YOKO], [YOKO]],
        extra=YOKO,
        turn=0,
    )
    match.apply(0, PlayCard(held(match, 0, YOKO, SECOND_UP)))
    assert match.state.round == 0 and match.state.phase == "second_up"
    events = match.apply(0, PlaySecond(held(match, 0, YOKO)))
    ended = next(e for e in events if e.code == "round/ended")
    assert ended.params["ended_by"] == 0 and ended.params["counts"][YOKO] == 6


def test_simultaneous_cards_revealed_together_can_end_the_round_during_the_players_turn():
    match = new(
        3,
        hands=[[(LM, SIMULTANEOUS), YOKO], [YOKO, KG], [YOKO, CP]],
        displays=[[YOKO], [YOKO], []],
        extra=YOKO,
        turn=0,
    )
    match.apply(0, PlayCard(held(match, 0, LM, SIMULTANEOUS)))
    match.apply(2, CommitCard(held(match, 2, YOKO)))
    match.apply(1, CommitCard(held(match, 1, YOKO)))
    events = match.apply(0, CommitCard(held(match, 0, YOKO)))
    ended = next(e for e in events if e.code == "round/ended")
    assert ended.params["counts"][YOKO] == 6  # all three cards count, even past the limit
    assert ended.params["ended_by"] == 0  # it was seat 0's turn
    assert match.state.turn == 1  # next round: left of the seat that ended the round


def test_the_round_ends_when_no_seat_holds_a_card():
    match = new(3, hands=[[LM], [], [KG]], extra=YOKO, turn=0)
    match.apply(0, PlayCard(held(match, 0, LM)))
    assert match.state.turn == 2  # seat 1 has no card: it no longer takes part
    events = match.apply(2, PlayCard(held(match, 2, KG)))
    ended = next(e for e in events if e.code == "round/ended")
    assert ended.params["reason"] == "no_cards" and ended.params["ended_by"] == 2


def test_seats_without_cards_are_skipped():
    match = new(4, hands=[[LM, LM], [], [], [KG]], extra=YOKO, turn=0)
    match.apply(0, PlayCard(held(match, 0, LM)))
    assert match.active_seats() == {3}
    match.apply(3, PlayCard(held(match, 3, KG)))
    assert match.active_seats() == {0}


def test_next_round_starts_left_of_the_ender_with_a_fresh_deal_and_a_new_extra_card():
    match = new(
        4,
        hands=[[YOKO, LM], [KG], [YOKO, CP], [KRYPTO]],
        displays=[[YOKO, YOKO], [YOKO], [YOKO], []],
        extra=YOKO,
        turn=2,
    )
    hands_before = [len(h) for h in match.state.hands]
    match.apply(2, PlayCard(held(match, 2, YOKO)))
    state = match.state
    assert state.round == 1 and state.phase == PLAY
    assert state.turn == 3
    assert [len(h) for h in state.hands] == [
        hands_before[0] + 4,
        hands_before[1] + 4,
        hands_before[2] - 1 + 4,
        hands_before[3] + 4,
    ]
    assert state.extra >= 0 and sum(state.face_up) == 1
    assert all(d == [] for d in state.displays) and all(f == [] for f in state.face_down)
    assert sorted(all_cards(state)) == list(range(95))


def test_bonus_phase_starts_with_the_seat_that_ended_the_round():
    match = Match.new("modern_art_card_game", 3, seed=9)
    arrange(
        match.state,
        hands=[[YOKO, LM], [KG, LM], [YOKO, CP]],
        displays=[[YOKO, LM], [YOKO, KG], [YOKO, YOKO]],
        extra=YOKO,
        turn=2,
    )
    match.apply(2, PlayCard(held(match, 2, YOKO)))
    assert match.state.phase == BONUS
    assert match.state.scoring.order == [2, 0, 1]
    assert match.active_seats() == {2}
    match.apply(2, FinishBonus())
    assert match.active_seats() == {0}
