"""The sampler deals the hidden parts of a game from one seat's view. Its worlds
agree with the view in everything the view shows (own hand, public cards, public
payments, hand sizes, the auction) and differ in what is hidden."""

from __future__ import annotations

import pytest

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.ai.knowledge import money_from_record
from modernart_desktop.games.modern_art.ai.sampler import InconsistentView, sample_world
from modernart_desktop.games.modern_art.state import AUCTION

from .conftest import random_positions


def _hidden(state, seat):
    return sorted(
        [c for s, h in enumerate(state.hands) if s != seat for c in h] + state.deck + state.mystery_hand
    )


@pytest.mark.parametrize("players,mystery", [(3, False), (3, True), (4, False), (5, False)])
def test_a_world_shows_the_seat_exactly_its_view(modern_art, players, mystery):
    rng = Rng(players)
    checked = 0
    for pos in random_positions(players, 3, seed=60 + players, mystery=mystery):
        state, seat = pos.state, pos.seat
        view = modern_art.view_for(state, seat)
        world = sample_world(view, rng)
        assert modern_art.view_for(world, seat) == view
        # Everyone's money is rebuilt exactly from the public record of payments.
        assert world.money == state.money
        # The same cards are hidden, only placed differently; sizes match.
        assert _hidden(world, seat) == _hidden(state, seat)
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert len(world.deck) == len(state.deck)
        assert len(world.mystery_hand) == len(state.mystery_hand)
        # The world is a real position: the seat has the same choices there.
        assert modern_art.legal_actions(world, seat) == modern_art.legal_actions(state, seat)
        assert modern_art.active_seats(world) == modern_art.active_seats(state)
        checked += 1
    assert checked > 300


def test_money_is_public_through_the_record_of_payments():
    """Money is secret at the table, but every payment is announced: replaying the
    history of auctions and round earnings gives every seat's total exactly."""
    for seed in range(6):
        match = Match.new("modern_art", 3 + seed % 3, seed=seed)
        agents = [
            make_agent("modern_art", "easy" if s % 2 else "normal", s) for s in range(match.num_players)
        ]
        play_match(match, agents, seed=seed)
        view = match.view_for(0)
        assert money_from_record(match.num_players, view["history"], view["rounds"]) == match.state.money


def test_worlds_differ_in_what_is_hidden(modern_art):
    match = Match.new("modern_art", 4, seed=21)
    view = match.view_for(match.state.turn)
    seat = view["seat"]
    worlds = [sample_world(view, Rng(k)) for k in range(8)]
    other_hands = {tuple(tuple(sorted(h)) for s, h in enumerate(w.hands) if s != seat) for w in worlds}
    decks = {tuple(w.deck) for w in worlds}
    assert len(other_hands) == 8 and len(decks) == 8
    assert all(w.hands[seat] == view["hand"] for w in worlds)


def test_unrevealed_sealed_bids_are_filled_and_missing_ones_stay_open(modern_art):
    """Seats that have committed a sealed bid get a plausible amount within their
    money; our own commitment is the one the view shows; uncommitted seats stay open."""
    found = 0
    rng = Rng(3)
    for pos in random_positions(4, 30, seed=77):
        state, seat = pos.state, pos.seat
        auc = state.auction
        if state.phase != AUCTION or auc is None or not auc.sealed:
            continue
        committed = [b is not None for b in auc.sealed]
        if sum(committed) < 2:
            continue
        view = modern_art.view_for(state, seat)
        world = sample_world(view, rng)
        for s, bid in enumerate(world.auction.sealed):
            if not committed[s]:
                assert bid is None
            elif s == seat:
                assert bid == auc.sealed[seat]
            else:
                assert 0 <= bid <= world.money[s]
        found += 1
    assert found >= 10


def test_a_view_that_cannot_be_a_game_is_refused(modern_art):
    match = Match.new("modern_art", 4, seed=2)
    view = match.view_for(0)
    view["deck_size"] += 1  # one hidden place too many for the unseen cards
    with pytest.raises(InconsistentView):
        sample_world(view, Rng(1))
    with pytest.raises(InconsistentView):
        sample_world(match.view_for(None), Rng(1))
