"""The contract, part 1: a seeded random game ends, and a match is its seed plus
its log (replaying them rebuilds the same game, views, events and result)."""

from __future__ import annotations

import msgpack

from modernart_desktop.core.match import Match

from .conftest import Config, plain, play, seats_and_spectator

SEEDS = (1, 2)


def test_seeded_random_games_end_with_a_result(config: Config) -> None:
    for seed in SEEDS:
        match = config.new_match(seed)
        steps = sum(1 for _ in play(match, seed))
        assert match.is_over() and steps == len(match.log) == match.seq
        assert match.active_seats() == frozenset()
        assert all(not match.legal_actions(s) for s in range(config.players))
        result = match.result()
        assert len(result.scores) == config.players
        assert result.winners and set(result.winners) <= set(range(config.players))
        msgpack.packb(result.to_wire())


def test_replaying_seed_and_log_rebuilds_the_live_game(config: Config) -> None:
    live = config.new_match(SEEDS[0])
    halfway = None
    for m in play(live, SEEDS[0]):
        if halfway is None and m.seq >= 40:
            halfway = Match.from_record(msgpack.unpackb(msgpack.packb(m.to_record())))
            assert plain(halfway.state) == plain(m.state)
    # The record goes through msgpack as a save file or a resume would.
    record = msgpack.unpackb(msgpack.packb(live.to_record()))
    replayed = Match.from_record(record)
    assert replayed.seq == live.seq and replayed.is_over()
    for seat in seats_and_spectator(live):
        assert replayed.view_for(seat) == live.view_for(seat)
        assert [(s, e.to_wire()) for s, e in replayed.events_for(seat)] == [
            (s, e.to_wire()) for s, e in live.events_for(seat)
        ]
    assert replayed.result() == live.result()
    assert plain(replayed.state) == plain(live.state)
