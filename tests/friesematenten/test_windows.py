"""Priority windows (core/priority.py) and how Friesematenten uses them: the offer
goes round from the marker holder, a play resolves fully and the offer goes round
again, the window closes when all pass in a row, and a window in which nobody can
play closes by itself."""

from __future__ import annotations

from modernart_desktop.core.priority import PriorityWindow, clockwise_from
from modernart_desktop.games.friesematenten.actions import Done, PlayCard
from modernart_desktop.games.friesematenten.positions import at_window, cid, position, settle
from modernart_desktop.games.friesematenten.state import AUCTION, WINDOW

from .helpers import acting


def test_window_closes_only_after_everyone_passes_in_a_row():
    w = PriorityWindow("hammer", clockwise_from(2, 3))
    assert w.order == (2, 0, 1) and w.seat == 2
    w.passed()
    w.played()  # seat 0 plays: round again from seat 1
    assert w.seat == 1 and not w.closed
    w.passed(), w.passed()
    assert not w.closed and w.seat == 0
    w.passed()
    assert w.closed


def test_settle_passes_seats_that_cannot_act():
    w = PriorityWindow("bag", (0, 1, 2))
    assert w.settle(lambda s: s == 2) == [0, 1] and w.seat == 2
    w.played()
    assert w.settle(lambda s: False) == [0, 1, 2] and w.closed


def test_a_hammer_window_nobody_can_use_closes_by_itself(game):
    state = at_window(position(3, empires={1: ["subventionen"]}, market=["pommesbude"]))
    settle(game, state)
    assert state.phase == AUCTION


def test_the_offer_starts_at_the_marker_and_goes_round_again_after_a_play(game):
    state = at_window(
        position(
            3,
            empires={0: ["hausverbot", "skandal"], 1: ["protzige_uhr"], 2: ["einstweilige_verfuegung"]},
            market=["pommesbude", "baeckerei"],
            marker=2,
        )
    )
    settle(game, state)
    assert acting(game, state) == 2
    game.apply(state, 2, Done())
    assert acting(game, state) == 0
    game.apply(state, 0, PlayCard(cid("hausverbot"), player=1))
    assert acting(game, state) == 2  # seat 1 holds nothing: passed; round again
    game.apply(state, 2, Done())
    game.apply(state, 0, Done())
    assert state.phase == AUCTION


def test_only_the_seat_offered_the_window_may_act(game):
    state = at_window(
        position(2, empires={0: ["skandal"], 1: ["hausverbot", "protzige_uhr"]}, market=["pommesbude"])
    )
    settle(game, state)
    assert state.phase == WINDOW and game.active_seats(state) == {0}
    assert not game.legal_actions(state, 1)


def test_the_view_says_what_the_acting_seat_is_asked(game):
    state = at_window(position(2, empires={0: ["skandal"], 1: ["protzige_uhr"]}, market=["pommesbude"]))
    settle(game, state)
    assert game.view_for(state, 1)["asking"] == {"kind": "hammer", "seat": 0}
    assert game.view_for(state, 0)["playable"] == [cid("skandal")]
    assert game.view_for(state, 1)["playable"] == []
    game.apply(state, 0, Done())
    assert game.view_for(state, 1)["asking"] == {"kind": "bid", "seat": 0}
