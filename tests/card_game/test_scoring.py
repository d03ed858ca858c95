"""Scoring: value tokens 3/2/1 to the three artists with most cards (ties to the lower
number), each card of a top-three artist worth all value and award tokens on it,
bonus cards, four rounds, shared wins. Includes the rulebook's two worked examples."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.actions import AddBonus, FinishBonus, PlaceAward, PlayCard
from modernart_desktop.games.modern_art_card_game.components import AWARD, CARD_ARTIST, CARD_SYMBOL
from modernart_desktop.games.modern_art_card_game.positions import all_cards, arrange
from modernart_desktop.games.modern_art_card_game.state import BONUS, OVER

LM, YOKO, CP, KG, KRYPTO = range(5)
A, B = 0, 1


def held(match: Match, seat: int, artist: int, symbol: int = 0) -> int:
    return next(c for c in match.state.hands[seat] if CARD_ARTIST[c] == artist and CARD_SYMBOL[c] == symbol)


def rulebook_round_one() -> Match:
    """Two players. Christin P. is the extra card; A places an award on Lite Metal and
    then shows the fifth Christin P., which ends the round."""
    match = Match.new("modern_art_card_game", 2, seed=2)
    arrange(
        match.state,
        hands=[[(LM, AWARD), CP], []],
        displays=[[CP, LM], [CP, CP, LM, KG, KG]],
        extra=CP,
        turn=A,
    )
    match.apply(A, PlayCard(held(match, A, LM, AWARD)))
    match.apply(A, PlaceAward(LM))
    match.apply(A, PlayCard(held(match, A, CP)))  # B holds no card: A plays again
    return match


def test_rulebook_example_round_one_a_scores_14_and_b_12():
    match = rulebook_round_one()
    result = match.state.round_results[0]
    assert result["reason"] == "face_up_limit"
    assert [CARD_ARTIST[c] for c in result["displays"][A]].count(CP) == 2
    assert result["counts"][CP] == 5  # the extra card included
    assert result["ranking"] == [CP, LM, KG]
    assert result["values"] == [2 + 2, 0, 3, 1, 0]  # Lite Metal: its award token plus value 2
    assert result["value_tokens"] == [2, 0, 3, 1, 0]
    assert result["points"] == [14, 12]
    assert match.state.scores == [14, 12]


def test_rulebook_example_round_two_corrected_sums_a_16_b_17_christin_ahead_of_karl_on_the_tie():
    match = rulebook_round_one()
    assert match.state.round == 1
    # Round two as the rulebook lays it out: Yoko is the extra card.
    arrange(
        match.state,
        hands=[[YOKO], []],
        displays=[[YOKO, YOKO, KG, CP], [YOKO, KG, KG, CP, CP]],
        extra=YOKO,
        turn=A,
    )
    match.apply(A, PlayCard(held(match, A, YOKO)))  # the fifth Yoko ends the round
    result = match.state.round_results[1]
    assert result["counts"][YOKO] == 5 and result["counts"][CP] == result["counts"][KG] == 3
    assert result["ranking"] == [YOKO, CP, KG]  # Christin P. (19) beats Karl Gitter (20) on the tie
    assert result["values"][YOKO] == 3
    assert result["values"][CP] == 2 + 3
    assert result["values"][KG] == 1 + 1
    assert result["values"][LM] == 0  # tokens on it, but not in this round's top three
    assert result["points"] == [16, 17]
    assert match.state.scores == [14 + 16, 12 + 17]


def scoring_position(players: int = 3, bonus: bool = True, **layout) -> Match:
    match = Match.new("modern_art_card_game", players, {"bonus_cards": bonus}, seed=4)
    arrange(match.state, **layout)
    return match


def test_artists_with_no_card_this_round_get_no_value_token():
    match = scoring_position(2, False, hands=[[YOKO], []], displays=[[YOKO, YOKO], [YOKO, LM]], extra=YOKO)
    match.apply(A, PlayCard(held(match, A, YOKO)))
    result = match.state.round_results[0]
    assert result["ranking"] == [YOKO, LM]
    assert result["value_tokens"] == [2, 3, 0, 0, 0]


def test_award_tokens_count_only_for_a_top_three_artist():
    match = scoring_position(
        3,
        False,
        hands=[[YOKO], [], []],
        displays=[[YOKO, YOKO, KRYPTO], [YOKO, CP, CP], [LM, KG]],
        extra=YOKO,
    )
    match.state.awards = [0, 0, 0, 2, 1]
    match.state.awards_left = 2
    match.apply(A, PlayCard(held(match, A, YOKO)))  # no cards left: the round ends
    result = match.state.round_results[0]
    # Yoko 5, Christin P. 2, then Lite Metal beats Karl Gitter and Krypto on the tie (all 1).
    assert result["ranking"] == [YOKO, CP, LM]
    assert result["values"] == [1, 3, 2, 0, 0]
    assert result["points"] == [3 * 3, 3 + 2 * 2, 1]


def test_face_down_cards_are_revealed_at_scoring_and_score():
    match = scoring_position(
        3,
        False,
        hands=[[YOKO], [], []],
        displays=[[YOKO, YOKO], [YOKO], [KG]],
        face_down=[[KG], [KG], []],
        extra=YOKO,
    )
    match.apply(A, PlayCard(held(match, A, YOKO)))
    result = match.state.round_results[0]
    assert result["counts"][KG] == 3 and result["ranking"][:2] == [YOKO, KG]
    assert result["points"] == [3 * 3 + 2, 3 + 2, 2]


# -- bonus cards ---------------------------------------------------------------------------
def test_bonus_cards_one_per_displayed_artist_scoring_its_value_without_changing_the_ranking():
    match = scoring_position(
        3,
        True,
        hands=[[YOKO, CP, CP, KG, LM], [KRYPTO], []],
        displays=[[YOKO, CP], [YOKO, CP], [YOKO, YOKO, KG]],
        face_down=[[KG], [], []],
        extra=YOKO,
        turn=A,
    )
    match.apply(A, PlayCard(held(match, A, YOKO)))  # sixth Yoko
    assert match.state.phase == BONUS and match.active_seats() == {A}
    scoring = match.view_for(B)["scoring"]
    assert scoring["ranking"] == [YOKO, CP, KG] and scoring["values"] == [0, 3, 2, 1, 0]
    # A's display holds Yoko, Christin P. and (face down, now revealed) Karl Gitter.
    allowed = {CARD_ARTIST[a.card] for a in match.legal_actions(A).of_kind("bonus")}
    assert allowed == {CP, KG}  # no Yoko left in hand; Lite Metal is not in A's display
    with pytest.raises(IllegalAction) as err:
        match.apply(A, AddBonus(held(match, A, LM)))
    assert err.value.code == "bonus/artist_not_displayed"
    match.apply(A, AddBonus(held(match, A, CP)))
    with pytest.raises(IllegalAction) as err:
        match.apply(A, AddBonus(held(match, A, CP)))
    assert err.value.code == "bonus/artist_already_added"
    match.apply(A, AddBonus(held(match, A, KG)))
    assert match.active_seats() == {A}  # A still holds cards: it says when it is done
    match.apply(A, FinishBonus())
    # B holds only a Krypto, not in its display: it is still asked (nothing else is told).
    assert match.active_seats() == {B}
    assert list(match.legal_actions(B)) == [FinishBonus()]
    match.apply(B, FinishBonus())  # C holds no card: not asked
    result = match.state.round_results[0]
    assert result["ranking"] == [YOKO, CP, KG]  # bonus cards do not change the ranking
    assert result["bonus"][A] and len(result["bonus"][A]) == 2
    assert result["points"] == [2 * 3 + 2 + 1 + 2 + 1, 3 + 2, 3 + 3 + 1]
    assert sorted(all_cards(match.state)) == list(range(95))


def test_a_seat_is_moved_on_once_it_has_no_card_left_to_add():
    match = scoring_position(
        2, True, hands=[[YOKO, CP], [CP]], displays=[[YOKO, CP], [YOKO, YOKO, CP]], extra=YOKO, turn=A
    )
    match.apply(A, PlayCard(held(match, A, YOKO)))  # fifth Yoko (two players)
    match.apply(A, AddBonus(held(match, A, CP)))  # A's hand is empty now
    assert match.active_seats() == {B}
    match.apply(B, AddBonus(held(match, B, CP)))  # B has used every artist it may
    assert match.state.round == 1
    assert match.state.round_results[0]["points"] == [3 * 2 + 2 * 2, 3 * 2 + 2 * 2]


def test_bonus_card_of_an_artist_outside_the_top_three_scores_nothing():
    match = scoring_position(
        3,
        True,
        hands=[[YOKO, KRYPTO], [], []],
        displays=[[YOKO, YOKO, KRYPTO], [YOKO, CP, CP], [YOKO, LM, LM, KG, KG]],
        extra=YOKO,
    )
    match.apply(A, PlayCard(held(match, A, YOKO)))
    events = match.apply(A, AddBonus(held(match, A, KRYPTO)))
    added = next(e for e in events if e.code == "bonus/added")
    assert added.params["value"] == 0


def test_without_the_bonus_option_the_round_is_scored_at_once():
    match = scoring_position(
        3, False, hands=[[YOKO, CP], [CP], [CP]], displays=[[YOKO, CP], [YOKO, CP], [YOKO, YOKO]], extra=YOKO
    )
    match.apply(A, PlayCard(held(match, A, YOKO)))
    assert match.state.round == 1 and match.state.round_results[0]["bonus"] == [[], [], []]


# -- the end of the game --------------------------------------------------------------------
def test_after_the_fourth_round_most_points_wins():
    match = scoring_position(
        3, False, hands=[[YOKO], [], []], displays=[[YOKO, YOKO], [YOKO, CP], [YOKO, KG]], extra=YOKO
    )
    match.state.round = 3
    match.state.scores = [20, 25, 24]
    match.apply(A, PlayCard(held(match, A, YOKO)))
    assert match.is_over() and match.state.phase == OVER and match.active_seats() == frozenset()
    result = match.result()
    assert result.scores == (20 + 9, 25 + 3 + 2, 24 + 3 + 1)
    assert result.winners == (1,)
    assert match.view_for(None)["result"] == {"scores": list(result.scores), "winners": [1]}
    with pytest.raises(IllegalAction) as err:
        match.apply(A, PlayCard(0))
    assert err.value.code == "game/over"


def test_equal_best_totals_share_the_win():
    match = scoring_position(2, False, hands=[[YOKO], []], displays=[[YOKO, YOKO], [YOKO, CP]], extra=YOKO)
    match.state.round = 3
    match.state.scores = [10, 14]
    match.apply(A, PlayCard(held(match, A, YOKO)))
    assert match.result().scores == (19, 19) and match.result().winners == (0, 1)


def test_a_round_nobody_holds_a_card_for_is_skipped():
    # Three players get no cards in round four: if every hand is empty, there is no round four.
    match = scoring_position(3, False, hands=[[YOKO], [], []], displays=[[YOKO], [CP], [KG]], extra=YOKO)
    match.state.round = 2
    match.apply(A, PlayCard(held(match, A, YOKO)))
    assert match.is_over()
    assert match.state.round_results[-1] == {"round": 3, "skipped": True}
    assert sorted(all_cards(match.state)) == list(range(95))
