"""The game contract for Art Society (the shared suite's checks, run here for this game):
random games finish for 2, 3 and 4 players with every tile always accounted for; a match
replays to the same state; every legal action survives the wire and is accepted; illegal
actions (wrong seat, wrong step, off-grid, non-integer or bool fields) are refused with a
code and change nothing; a seat's view does not change when `vary_secrets` changes what it
cannot see; views and events are small msgpack-ready data."""

from __future__ import annotations

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import match_from_bytes, match_to_bytes
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society.actions import (
    Bid,
    Confirm,
    Excess,
    Hang,
    HangDecor,
    HangStart,
    PickStack,
    Take,
)
from modernart_desktop.games.art_society.state import BID

from .conftest import assert_every_tile_once

GAME_ID = "art_society"
tables = st.tuples(st.integers(2, 4), st.integers(0, 2**40))


def play(players: int, seed: int, stop_after: int | None = None, on_step=None) -> Match:
    match = Match.new(GAME_ID, players, seed=seed)
    rng = Rng(seed ^ 0xA57)
    agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
    while not match.is_over() and (stop_after is None or match.seq < stop_after):
        seats = sorted(match.active_seats())
        seat = seats[rng.randbelow(len(seats))]
        match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
        if on_step is not None:
            on_step(match)
    return match


@settings(max_examples=10)
@given(tables)
def test_random_games_finish_with_every_tile_accounted_for(table):
    players, seed = table
    match = play(players, seed, on_step=lambda m: assert_every_tile_once(m.state))
    assert match.is_over()
    result = match.result()
    assert len(result.scores) == players and result.winners
    assert match.state.end_reason in ("full_wall", "excess", "lollipops")


@settings(max_examples=10)
@given(tables)
def test_views_do_not_change_when_hidden_information_varies(table):
    players, seed = table
    game = Match.new(GAME_ID, players, seed=1).game
    rng = Rng(seed)

    def check(match: Match) -> None:
        for seat in [*range(players), None]:
            view = game.view_for(match.state, seat)
            varied = game.vary_secrets(match.state, seat, rng.next_u64())
            assert game.view_for(varied, seat) == view
            packed = msgpack.packb(view)
            assert len(packed) < 4096, len(packed)

    play(players, seed, on_step=check)


def test_vary_secrets_really_varies_an_unrevealed_bid(game):
    match = play(3, 5, stop_after=0)
    while match.state.phase != BID:
        seat = min(match.active_seats())
        match.apply(seat, next(iter(match.legal_actions(seat))))
    match.apply(1, Bid(20))
    seen = {game.vary_secrets(match.state, 0, s).bids[1] for s in range(30)}
    assert len(seen) > 1 and all(b != 0 for b in seen)
    assert {game.vary_secrets(match.state, 1, s).bids[1] for s in range(10)} == {20}


@settings(max_examples=10)
@given(tables, st.integers(0, 300))
def test_a_match_replays_to_the_same_state_through_a_save_file(table, stop_after):
    players, seed = table
    match = play(players, seed, stop_after)
    copy = match_from_bytes(match_to_bytes(match))
    assert copy.state == match.state and copy.seq == match.seq
    for seat in [*range(players), None]:
        assert copy.view_for(seat) == match.view_for(seat)
        assert copy.events_for(seat) == match.events_for(seat)


@settings(max_examples=10)
@given(tables, st.integers(0, 300))
def test_every_legal_action_round_trips_the_wire_and_is_accepted(table, stop_after):
    players, seed = table
    match = play(players, seed, stop_after)
    for seat in sorted(match.active_seats()):
        for action in match.legal_actions(seat):
            assert match.game.action_from_wire(action.to_wire()) == action
            trial = match.state.clone()
            events = match.game.apply(trial, seat, action)
            assert len(msgpack.packb([e.to_wire() for e in events])) < 16384


def _illegal_tries(match: Match) -> list[tuple[int, object]]:
    active = match.active_seats()
    every_kind = [
        HangStart(0, 0),
        PickStack(0),
        PickStack(99),
        Bid(0),
        Bid(21),
        Take(10_000),
        Hang(-1, 0, 0),
        Hang(5, 99, 99),
        HangDecor(9, 0, 0),
        HangDecor(0, -5, 0),
        Excess(),
        Confirm(),
    ]
    tries: list[tuple[int, object]] = []
    for seat in range(match.num_players):
        legal = match.legal_actions(seat)
        tries += [(seat, a) for a in every_kind if a not in legal]
        if seat not in active:
            for other in active:
                tries += [(seat, a) for a in list(match.legal_actions(other))[:5]]
    tries += [(-1, Confirm()), (match.num_players, Confirm()), (0, "not an action")]
    return tries


@settings(max_examples=10)
@given(tables, st.integers(0, 300))
def test_illegal_actions_are_refused_with_a_code_and_change_nothing(table, stop_after):
    players, seed = table
    match = play(players, seed, stop_after)
    before = match.state.clone()
    refused = 0
    for seat, action in _illegal_tries(match):
        with pytest.raises(IllegalAction) as info:
            match.apply(seat, action)  # type: ignore[arg-type]
        assert "/" in info.value.code
        assert match.state == before
        refused += 1
    assert refused > 0


def test_malformed_wire_actions_are_refused():
    match = Match.new(GAME_ID, 2, seed=3)
    for wire in (
        {"kind": "hang_start", "row": 4},
        {"kind": "hang_start", "row": 4.0, "col": 4},
        {"kind": "hang_start", "row": True, "col": 4},
        {"kind": "bid", "lollipop": "7"},
        {"kind": "hang", "tile": 5, "row": 1, "col": 1, "extra": 0},
        {"kind": "teleport"},
        [1, 2],
    ):
        with pytest.raises(IllegalAction):
            match.apply_wire(0, wire)
    assert match.seq == 0


@settings(max_examples=5)
@given(tables)
def test_no_seat_learns_another_seats_bid_before_the_reveal(table):
    """While bids are being committed, nothing another seat may see (its view, its log)
    holds a committed lollipop; after the reveal every bid is public."""
    players, seed = table

    def check(match: Match) -> None:
        state = match.state
        if state.phase != BID:
            return
        for seat in [*range(players), None]:
            view = match.view_for(seat)
            assert view["my_bid"] == (state.bids[seat] or None if seat is not None else None)
            for _, event in match.events_for(seat):
                assert event.to in (None, seat)
                if event.to is None:
                    assert "lollipop" not in event.params

    match = play(players, seed, on_step=check)
    assert match.state.history and all(len(bids) == players for bids in match.state.history)
