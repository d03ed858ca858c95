"""Invariant: whatever order the steps are visited in, a replay's view at step k is the
view of the match rebuilt from its first k actions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.core.replay import Replay
from tests.after.helpers import play

_GAMES = registry.available()


@given(
    game=st.sampled_from(_GAMES),
    seed=st.integers(0, 2**31),
    every=st.integers(1, 40),
    jumps=st.lists(st.floats(0, 1), min_size=1, max_size=12),
)
def test_any_visit_order_gives_the_view_of_the_rebuilt_prefix(game, seed, every, jumps):
    players = registry.get(game).min_players + seed % 2
    match = Match.new(game, players, seed=seed)
    play(match, seed)
    replay = Replay(match, every)
    for fraction in jumps:
        k = round(fraction * replay.length)
        prefix = Match.replay(game, players, match.options, seed, list(match.log[:k]))
        seat = k % players
        assert replay.view_at(k, seat) == prefix.view_for(seat)
        assert replay.view_at(k, None) == prefix.view_for(None)


@given(game=st.sampled_from(_GAMES), seed=st.integers(0, 2**31), fraction=st.floats(0, 1))
def test_the_revealed_view_holds_every_seats_secrets(game, seed, fraction):
    """Each seat's own view is recoverable from the revealed view: a value it sees is
    either the revealed one, fills a hidden slot there, or is listed under per_seat."""
    players = registry.get(game).max_players
    match = Match.new(game, players, seed=seed)
    play(match, seed)
    replay = Replay(match)
    k = round(fraction * replay.length)
    revealed = replay.revealed_view_at(k)
    for seat in range(players):
        view = replay.view_at(k, seat)
        for key, value in view.items():
            if key in revealed["per_seat"]:
                assert revealed["per_seat"][key][seat] == value
            elif isinstance(value, list) and any(v is None for v in replay.view_at(k, None)[key] or []):
                assert all(v is None or v == r for v, r in zip(value, revealed[key])), key
            elif not isinstance(value, dict):
                assert revealed[key] == value, key
