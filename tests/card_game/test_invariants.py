"""Properties that hold in every game (hypothesis drives random legal games):
cards are conserved, a seat's view never depends on what it may not see, a match
replays to the same state, and illegal actions are refused without any change."""

from __future__ import annotations

import msgpack
import pytest
from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import match_from_bytes, match_to_bytes
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.actions import (
    AddBonus,
    CommitCard,
    DeclineSecond,
    FinishBonus,
    PlaceAward,
    PlayCard,
    PlaySecond,
)
from modernart_desktop.games.modern_art_card_game.positions import all_cards
from modernart_desktop.games.modern_art_card_game.state import BONUS, CardGameState

GAME_ID = "modern_art_card_game"
tables = st.tuples(st.integers(2, 5), st.booleans(), st.integers(0, 2**40))


def play(players: int, bonus: bool, seed: int, stop_after: int | None = None, on_step=None) -> Match:
    """A random legal game (or its first `stop_after` actions)."""
    match = Match.new(GAME_ID, players, {"bonus_cards": bonus}, seed=seed)
    rng = Rng(seed ^ 0xABC)
    agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
    while not match.is_over() and (stop_after is None or match.seq < stop_after):
        seats = sorted(match.active_seats())
        seat = seats[rng.randbelow(len(seats))]
        match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
        if on_step is not None:
            on_step(match)
    return match


def scramble_secrets(state: CardGameState, seat: int | None, rng: Rng) -> CardGameState:
    """Shuffle every card `seat` may not see among the places that hide them."""
    s = state.clone()
    revealed = s.phase == BONUS
    slots: list[tuple[list[int], int]] = [(s.deck, i) for i in range(len(s.deck))]
    for other in range(s.num_players):
        if other == seat:
            continue
        slots += [(s.hands[other], i) for i in range(len(s.hands[other]))]
        if not revealed:
            slots += [(s.face_down[other], i) for i in range(len(s.face_down[other]))]
        if s.commits[other] >= 0:
            slots.append((s.commits, other))
    cards = [lst[i] for lst, i in slots]
    rng.shuffle(cards)
    for (lst, i), card in zip(slots, cards):
        lst[i] = card
    return s


@given(tables)
def test_cards_are_conserved_at_every_step(table):
    players, bonus, seed = table

    def check(match: Match) -> None:
        assert sorted(all_cards(match.state)) == list(range(95))

    match = play(players, bonus, seed, on_step=check)
    assert match.is_over()
    assert len(match.state.round_results) == 4


@given(tables)
def test_views_never_depend_on_hidden_cards(table):
    players, bonus, seed = table
    rng = Rng(seed)
    game = Match.new(GAME_ID, players, seed=1).game

    def check(match: Match) -> None:
        for seat in list(range(players)) + [None]:
            view = game.view_for(match.state, seat)
            other = game.view_for(scramble_secrets(match.state, seat, rng), seat)
            assert view == other
            msgpack.packb(view)  # a view is plain data, ready for the wire

    play(players, bonus, seed, on_step=check)


@given(tables, st.integers(0, 150))
def test_a_match_replays_to_the_same_state_through_a_save_file(table, stop_after):
    players, bonus, seed = table
    match = play(players, bonus, seed, stop_after)
    copy = match_from_bytes(match_to_bytes(match))
    assert copy.state == match.state
    assert copy.seq == match.seq
    for seat in list(range(players)) + [None]:
        assert copy.view_for(seat) == match.view_for(seat)
        assert copy.events_for(seat) == match.events_for(seat)


def _illegal_candidates(match: Match) -> list[tuple[int, object]]:
    state = match.state
    active = match.active_seats()
    inactive = [s for s in range(match.num_players) if s not in active]
    not_held = [c for c in range(95) if all(c not in h for h in state.hands)]
    tries: list[tuple[int, object]] = []
    every_kind = [
        PlayCard(0),
        PlaySecond(0),
        DeclineSecond(),
        CommitCard(0),
        PlaceAward(0),
        AddBonus(0),
        FinishBonus(),
    ]
    for seat in inactive:
        tries += [(seat, a) for a in every_kind]
        tries += [(seat, a) for a in match.legal_actions(sorted(active)[0])] if active else []
    for seat in active:
        legal = match.legal_actions(seat)
        tries += [(seat, a) for a in every_kind if a not in legal]
        if not_held:
            tries += [(seat, cls(not_held[0])) for cls in (PlayCard, PlaySecond, CommitCard, AddBonus)]
        tries += [(seat, PlaceAward(-1)), (seat, PlaceAward(5)), (seat, PlayCard(10**9))]
    tries += [(-1, PlayCard(0)), (match.num_players, FinishBonus()), (0, "not an action")]
    return tries


@given(tables, st.integers(0, 150))
def test_illegal_actions_are_refused_and_change_nothing(table, stop_after):
    players, bonus, seed = table
    match = play(players, bonus, seed, stop_after)
    before = match.state.clone()
    seq = match.seq
    refused = 0
    for seat, action in _illegal_candidates(match):
        legal = match.legal_actions(seat) if 0 <= seat < players else []
        if action in legal:
            continue
        with pytest.raises(IllegalAction):
            match.apply(seat, action)  # type: ignore[arg-type]
        refused += 1
        assert match.state == before and match.seq == seq
    assert refused > 0


@given(tables, st.integers(0, 150))
def test_every_listed_legal_action_is_accepted(table, stop_after):
    players, bonus, seed = table
    match = play(players, bonus, seed, stop_after)
    for seat in sorted(match.active_seats()):
        for action in match.legal_actions(seat):
            trial = Match(match.game, match.num_players, match.options, match.seed, match.state.clone())
            trial.apply(seat, action)
            # An action survives the trip over the wire unchanged.
            assert match.game.action_from_wire(action.to_wire()) == action


def test_malformed_wire_actions_are_refused():
    match = Match.new(GAME_ID, 3, seed=3)
    seat = next(iter(match.active_seats()))
    for wire in (
        {"kind": "play"},
        {"kind": "play", "card": "7"},
        {"kind": "play", "card": True},
        {"kind": "teleport"},
        [1, 2],
        {"kind": "award", "artist": 1, "extra": 0},
    ):
        with pytest.raises(IllegalAction):
            match.apply_wire(seat, wire)
    assert match.seq == 0
