"""The card game's Normal player, decision by decision, and the pieces the search
builds on. A card is worth its artist's tokens if the artist ranks in the round's
top three; in the last round a card kept is worth nothing."""

from __future__ import annotations

from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.actions import AddBonus, FinishBonus, PlayCard
from modernart_desktop.games.modern_art_card_game.ai.agents import make_normal
from modernart_desktop.games.modern_art_card_game.ai.heuristic import (
    Weights,
    choose,
    hard_values,
    soft_values,
)
from modernart_desktop.games.modern_art_card_game.ai.outlook import predicted_scores
from modernart_desktop.games.modern_art_card_game.ai.search_kit import WIN_WEIGHT, CardGameKit
from modernart_desktop.games.modern_art_card_game.ai.situation import from_view
from modernart_desktop.games.modern_art_card_game.components import CARD_ARTIST
from modernart_desktop.games.modern_art_card_game.positions import arrange
from modernart_desktop.games.modern_art_card_game.state import BONUS, OVER

LM, YOKO, CP, KG, KRYPTO = range(5)


def new(players: int, round_: int = 0, bonus_cards: bool = True, **layout) -> Match:
    match = Match.new("modern_art_card_game", players, {"bonus_cards": bonus_cards}, seed=3)
    match.state.round = round_
    arrange(match.state, **layout)
    return match


def ask(match: Match, seat: int):
    return make_normal(1).choose(match.view_for(seat), match.legal_actions(seat))


def test_without_spread_the_ranking_is_exact_and_a_tie_goes_to_the_lower_number():
    counts = [3, 3, 5, 1, 0]
    values, tokens = soft_values(counts, [0.0] * 5, [0, 0, 4, 2, 0])
    assert values == hard_values(counts, [0, 0, 4, 2, 0])[0]
    assert tokens == [2, 1, 3, 0, 0]  # Lite Metal ahead of Yoko on the tie
    assert values == [2, 1, 7, 0, 0]  # Karl Gitter's 2 count only if it ranks


def test_with_spread_an_artist_one_card_short_of_the_top_three_is_worth_something():
    counts = [4, 4, 4, 3, 0]
    exact, _ = soft_values(counts, [0.0] * 5, [0] * 5)
    spread, _ = soft_values(counts, [1.0] * 5, [0] * 5)
    assert exact[KG] == 0 and 0 < spread[KG] < spread[CP]


def test_last_round_pushes_the_artist_with_tokens_it_holds_many_of():
    """Kept cards are worth nothing after round 4: five Krypto in hand and Krypto's
    tokens make Krypto the artist to back, not a lone Yoko."""
    match = new(
        4,
        round_=3,
        hands=[[KRYPTO] * 5 + [YOKO], [LM, CP], [LM, KG], [CP, KG]],
        displays=[[], [YOKO], [LM], [CP]],
        extra=KG,
        turn=0,
    )
    match.state.value_tokens[0][KRYPTO] = 3
    match.state.value_tokens[1][KRYPTO] = 1
    action = ask(match, 0)
    assert isinstance(action, PlayCard) and CARD_ARTIST[action.card] == KRYPTO


def test_ends_the_round_when_its_paintings_lead_it():
    match = new(
        3,
        hands=[[YOKO, LM, KG], [CP, KG, LM], [CP, LM, KG]],
        displays=[[YOKO, YOKO, YOKO], [CP, YOKO], [LM]],
        extra=YOKO,
        turn=0,
    )
    assert match.state.face_up[YOKO] == 5  # the sixth ends the round
    action = ask(match, 0)
    assert isinstance(action, PlayCard) and CARD_ARTIST[action.card] == YOKO


def test_last_round_adds_every_bonus_card_that_scores():
    match = new(
        3, round_=3, hands=[[YOKO, LM], [CP], [CP]], displays=[[YOKO, YOKO], [CP], [LM]], extra=KG, turn=0
    )
    _score_now(match)
    assert match.state.phase == BONUS and match.state.scoring.values[YOKO] > 0
    assert isinstance(ask(match, 0), AddBonus)


def test_early_a_one_point_bonus_card_is_kept_for_later_rounds():
    """Round 1 of a 5-player game: cards will run short, and a card worth 1 now is
    worth more in a later round."""
    match = new(
        5,
        hands=[[KG, LM], [CP], [CP], [LM], [YOKO]],
        displays=[[KG, KG], [CP, CP], [YOKO, YOKO, YOKO], [], []],
        extra=CP,
        turn=0,
    )
    _score_now(match)
    assert match.state.scoring.values[KG] == 1
    assert ask(match, 0) == FinishBonus()


def _score_now(match: Match) -> None:
    """End the round here, as if the last card had just been played."""
    game = match.game
    events: list = []
    game._end_round(match.state, "face_up_limit", events)  # the engine's own scoring step


def test_between_rounds_more_cards_in_hand_promise_more_points():
    match = new(
        4, round_=1, hands=[[LM] * 6, [LM] * 3, [CP] * 3, [KG] * 3], displays=[[], [], [], []], extra=KG
    )
    predicted = predicted_scores(match.state)
    assert predicted[0] > predicted[1]


def test_rollouts_stop_when_the_round_is_scored_unless_asked_for_the_whole_game():
    match = new(4, round_=1, hands=[[LM], [CP], [KG], [YOKO]], displays=[[], [], [], []], extra=KG)
    start = match.state.clone()
    later = start.clone()
    later.round = 2
    assert CardGameKit(match.game).rollout_done(later, start)
    assert not CardGameKit(match.game, whole_game=True).rollout_done(later, start)
    assert not CardGameKit(match.game).rollout_done(start.clone(), start)


def test_the_search_plays_to_win_a_narrow_loss_is_worth_little_and_a_tie_shares_the_win():
    match = new(4, round_=3, hands=[[LM], [CP], [KG], [YOKO]], displays=[[], [], [], []], extra=KG)
    over = match.state.clone()
    over.phase = OVER
    over.scores = [60, 59, 40, 60]
    kit = CardGameKit(match.game)
    tied_winner, narrow_loser, far_loser = (kit.utility(over, s) for s in (0, 1, 2))
    assert tied_winner > 0.5 * WIN_WEIGHT  # half the win, and level with the best rival
    assert narrow_loser < 1.0 - WIN_WEIGHT  # one point short is still a loss
    assert far_loser < narrow_loser
    assert CardGameKit(match.game, win_weight=1.0).utility(over, 0) == 0.5


def test_the_searching_seat_judges_its_own_moves_by_its_weights_and_the_others_as_normal_seats():
    hoarder = Weights(keep_value=40.0)  # keeps every card it can: plays unlike a Normal seat
    match = Match.new("modern_art_card_game", 4, seed=5)
    kit = CardGameKit(match.game, width=1, own_weights=hoarder)
    normal = make_normal(0)
    differed = 0
    for _ in range(40):
        if match.is_over():
            break
        seat = sorted(match.active_seats())[0]
        view, legal = match.view_for(seat), match.legal_actions(seat)
        (first,) = kit.candidates(view, legal, Rng(1))
        own_choice = choose(from_view(view), legal, hoarder)
        assert first.action == own_choice
        assert kit.rollout_action(match.state, seat, Rng(1), None) == own_choice
        other = (seat + 1) % 4
        if match.legal_actions(other):
            assert kit.rollout_action(match.state, other, Rng(1), None) == normal.choose(
                match.view_for(other), match.legal_actions(other)
            )
        differed += own_choice != normal.choose(view, legal)
        match.apply(seat, normal.choose(view, legal))
    assert differed  # the test saw the two judgements disagree
