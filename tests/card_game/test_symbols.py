"""One test per symbol: draw, second card face up, second card face down,
simultaneous play and award token; plus "symbols on a second card are ignored"."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.actions import (
    CommitCard,
    DeclineSecond,
    PlaceAward,
    PlayCard,
    PlaySecond,
)
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
from modernart_desktop.games.modern_art_card_game.state import PLAY
from modernart_desktop.games.modern_art_card_game.state import SIMULTANEOUS as SIM_PHASE

LM, YOKO, CP, KG, KRYPTO = range(5)


def three_players(**layout) -> Match:
    match = Match.new("modern_art_card_game", 3, seed=5)
    arrange(match.state, **layout)
    return match


def held(match: Match, seat: int, artist: int, symbol: int = 0) -> int:
    return next(c for c in match.state.hands[seat] if CARD_ARTIST[c] == artist and CARD_SYMBOL[c] == symbol)


# -- draw a card ------------------------------------------------------------------------
def test_draw_symbol_takes_the_top_card_of_the_deck_into_the_hand_privately():
    match = three_players(hands=[[(YOKO, DRAW), LM], [KG], [CP]], extra=KRYPTO, deck_top=[(KG, AWARD)])
    top = match.state.deck[0]
    events = match.apply(0, PlayCard(held(match, 0, YOKO, DRAW)))
    assert top in match.state.hands[0] and len(match.state.hands[0]) == 2
    drawn = [e for e in events if e.code == "card/drawn"]
    assert drawn and drawn[0].to == 0 and drawn[0].params["card"] == top
    public = [e for e in events if e.to is None]
    assert all("card" not in e.params or e.code == "card/played" for e in public)
    assert match.state.turn == 1 and match.state.phase == PLAY


def test_draw_symbol_with_an_empty_deck_draws_nothing():
    match = three_players(hands=[[(YOKO, DRAW), LM], [KG], [CP]], extra=KRYPTO)
    match.state.discard.extend(match.state.deck)
    match.state.deck.clear()
    events = match.apply(0, PlayCard(held(match, 0, YOKO, DRAW)))
    assert [e.code for e in events][:2] == ["card/played", "card/deck_empty"]
    assert len(match.state.hands[0]) == 1 and match.state.turn == 1
    assert sorted(all_cards(match.state)) == list(range(95))


# -- second card face up ------------------------------------------------------------------
def test_second_face_up_may_add_a_card_of_the_same_artist_only():
    match = three_players(hands=[[(YOKO, SECOND_UP), YOKO, (YOKO, DRAW), LM], [KG], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, YOKO, SECOND_UP)))
    assert match.state.phase == "second_up" and match.active_seats() == {0}
    legal = match.legal_actions(0)
    assert DeclineSecond() in legal
    assert {CARD_ARTIST[a.card] for a in legal.of_kind("play_second")} == {YOKO}
    with pytest.raises(IllegalAction) as err:
        match.apply(0, PlaySecond(held(match, 0, LM)))
    assert err.value.code == "second/wrong_artist"
    # The second card is a draw card: its symbol is ignored.
    deck_before = len(match.state.deck)
    match.apply(0, PlaySecond(held(match, 0, YOKO, DRAW)))
    assert [CARD_ARTIST[c] for c in match.state.displays[0]] == [YOKO, YOKO]
    assert len(match.state.deck) == deck_before and match.state.face_up[YOKO] == 2
    assert match.state.phase == PLAY and match.state.turn == 1


def test_second_face_up_can_be_declined():
    match = three_players(hands=[[(YOKO, SECOND_UP), YOKO], [KG], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, YOKO, SECOND_UP)))
    match.apply(0, DeclineSecond())
    assert len(match.state.displays[0]) == 1 and len(match.state.hands[0]) == 1
    assert match.state.turn == 1


def test_second_face_up_is_asked_even_without_a_matching_card_so_the_hand_stays_secret():
    match = three_players(hands=[[(YOKO, SECOND_UP), LM], [KG], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, YOKO, SECOND_UP)))
    assert match.state.phase == "second_up"
    assert list(match.legal_actions(0)) == [DeclineSecond()]


def test_second_symbol_on_the_last_card_in_hand_asks_nothing():
    match = three_players(hands=[[(YOKO, SECOND_DOWN)], [KG], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, YOKO, SECOND_DOWN)))
    assert match.state.phase == PLAY and match.state.turn == 1


# -- second card face down ----------------------------------------------------------------
def test_second_face_down_may_add_any_artist_hidden_from_the_others():
    match = three_players(hands=[[(YOKO, SECOND_DOWN), (KG, AWARD), LM], [KG], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, YOKO, SECOND_DOWN)))
    assert match.state.phase == "second_down"
    artists = {CARD_ARTIST[a.card] for a in match.legal_actions(0).of_kind("play_second")}
    assert artists == {KG, LM}
    hidden = held(match, 0, KG, AWARD)
    events = match.apply(0, PlaySecond(hidden))
    assert match.state.face_down[0] == [hidden]
    assert match.state.awards_left == 5  # the face-down card's award symbol is ignored
    assert match.state.face_up[KG] == 0  # face-down cards do not count toward the round end
    assert all(hidden != e.params.get("card") for e in events if e.to is None)
    assert match.view_for(0)["face_down"][0] == [hidden]
    for other in (1, 2, None):
        view = match.view_for(other)
        assert view["face_down"][0] is None and view["face_down_counts"][0] == 1
    assert match.state.turn == 1


# -- simultaneous play --------------------------------------------------------------------
def test_simultaneous_play_every_seat_with_cards_commits_hidden_then_all_are_revealed():
    match = three_players(hands=[[(YOKO, SIMULTANEOUS), LM, CP], [(KG, DRAW), KG], []], extra=KRYPTO, turn=0)
    deck_before = len(match.state.deck)
    match.apply(0, PlayCard(held(match, 0, YOKO, SIMULTANEOUS)))
    assert match.state.phase == SIM_PHASE
    assert match.active_seats() == {0, 1}  # seat 2 holds no card and sits it out
    match.apply(1, CommitCard(held(match, 1, KG, DRAW)))
    # Seat 1's choice is hidden from everyone else, its own view shows it.
    assert match.view_for(1)["simultaneous"]["my_card"] is not None
    for other in (0, 2, None):
        sim = match.view_for(other)["simultaneous"]
        assert sim["my_card"] is None and sim["committed"] == [False, True, False]
    assert match.view_for(0)["displays"][1] == []
    with pytest.raises(IllegalAction):
        match.apply(1, CommitCard(held(match, 1, KG)))  # a commitment is final
    lm = held(match, 0, LM)
    events = match.apply(0, CommitCard(lm))
    revealed = next(e for e in events if e.code == "simultaneous/revealed")
    assert revealed.params["cards"][0] == lm and revealed.params["cards"][2] is None
    assert CARD_ARTIST[revealed.params["cards"][1]] == KG
    assert [CARD_ARTIST[c] for c in match.state.displays[0]] == [YOKO, LM]
    assert [CARD_ARTIST[c] for c in match.state.displays[1]] == [KG]
    assert len(match.state.deck) == deck_before  # the draw symbol on a simultaneous card is ignored
    assert match.state.phase == PLAY and match.state.turn == 1


# -- award token --------------------------------------------------------------------------
def test_award_symbol_puts_a_token_on_any_artist():
    match = three_players(hands=[[(YOKO, AWARD), LM], [KG], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, YOKO, AWARD)))
    assert match.state.phase == "award"
    assert set(match.legal_actions(0)) == {PlaceAward(a) for a in range(5)}
    with pytest.raises(IllegalAction) as err:
        match.apply(0, PlaceAward(5))
    assert err.value.code == "award/unknown_artist"
    match.apply(0, PlaceAward(KRYPTO))  # any artist, not only the card's
    assert match.state.awards == [0, 0, 0, 0, 1] and match.state.awards_left == 4
    assert match.state.turn == 1


def test_award_symbol_does_nothing_once_all_five_tokens_are_placed():
    match = three_players(hands=[[(YOKO, AWARD), LM], [KG], [CP]], extra=KRYPTO)
    match.state.awards = [2, 1, 1, 1, 0]
    match.state.awards_left = 0
    events = match.apply(0, PlayCard(held(match, 0, YOKO, AWARD)))
    assert "award/none_left" in [e.code for e in events]
    assert match.state.phase == PLAY and match.state.turn == 1


def test_award_tokens_stay_on_the_artist_for_the_rest_of_the_game():
    match = three_players(hands=[[(YOKO, AWARD), LM, LM], [KG, KG], [CP, CP]], extra=LM)
    match.apply(0, PlayCard(held(match, 0, YOKO, AWARD)))
    match.apply(0, PlaceAward(KRYPTO))
    # Play out the round (everyone plays plain cards) and check the token is still there after.
    while match.state.round == 0:
        seat = next(iter(match.active_seats()))
        match.apply(seat, next(iter(match.legal_actions(seat))))
    assert match.state.awards[KRYPTO] == 1
