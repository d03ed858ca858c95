"""Replays: a finished game opened from its save file shows, at every step and in
either direction, exactly what each seat saw live, and everything once revealed."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import SaveJournal
from modernart_desktop.core.replay import Replay, ReplayRefused, round_series
from modernart_desktop.core.reveal import PER_SEAT
from tests.after.helpers import play

CASES = [(g, registry.get(g).min_players) for g in registry.available()] + [("modern_art", 4)]


def _play_recording(game_id: str, players: int, seed: int, tmp_path, options=None):
    """A whole game saved through the journal after every action, as the table does, with
    every seat's view and the revealed view recorded live after each step."""
    match = Match.new(game_id, players, options, seed=seed)
    journal = SaveJournal(tmp_path / "game.modernart")
    live = []

    def record() -> None:
        seat_views = [match.view_for(s) for s in range(players)]
        live.append((seat_views, match.game.revealed_view(match.state)))

    record()
    journal.save(match)

    def after(m):
        journal.save(m)
        record()

    play(match, seed, after=after)
    return match, journal.path, live


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [(g, p, None) for g, p in CASES] + [("modern_art", 3, {"mystery_hand": True})],
)
def test_a_replay_steps_to_every_move_and_back_with_the_views_seen_live(game_id, players, options, tmp_path):
    match, path, live = _play_recording(game_id, players, seed=11, tmp_path=tmp_path, options=options)
    assert match.is_over()
    replay = Replay.open(path, every=8)
    assert replay.length == match.seq == len(live) - 1
    order = list(range(replay.length + 1)) + list(range(replay.length, -1, -1))
    order += [replay.length // 2, 3, replay.length, 0, replay.length - 1]  # jumps too
    for k in order:
        seat_views, revealed = live[k]
        assert [replay.view_at(k, s) for s in range(players)] == seat_views, k
        assert replay.revealed_view_at(k) == revealed, k


def test_an_unfinished_game_cannot_be_opened_as_a_replay(tmp_path):
    match = Match.new("modern_art", 3, seed=2)
    play(match, 2, stop=lambda m, seat, action: m.seq == 20)
    journal = SaveJournal(tmp_path / "half.modernart")
    journal.save(match)
    with pytest.raises(ReplayRefused) as refused:
        Replay.open(journal.path)
    assert refused.value.code == "replay/not_over"


@pytest.mark.parametrize(("game_id", "players"), CASES[:2])
def test_round_starts_are_the_steps_where_the_round_number_changes(game_id, players):
    match = Match.new(game_id, players, seed=4)
    play(match, 4)
    replay = Replay(match)
    starts = replay.round_starts()
    changes = [
        k
        for k in range(1, replay.length + 1)
        if replay.view_at(k, None)["round"] != replay.view_at(k - 1, None)["round"]
    ]
    # The first round starts at the set-up or after the game's opening moves (Art
    # Society's start paintings), never after the round number first changes.
    assert starts and starts[0] <= (changes[0] if changes else replay.length)
    # Every later round start changes the round number, and every change is a round start
    # except, in some games, the final step's move past the last round.
    assert set(starts[1:]) <= set(changes)
    assert [k for k in changes if k not in starts] in ([], [replay.length])


@pytest.mark.parametrize(("game_id", "players"), CASES[:2])
def test_each_steps_log_lines_are_its_actions_events_redacted_per_seat(game_id, players):
    match = Match.new(game_id, players, seed=6)
    play(match, 6)
    replay = Replay(match)
    for k in range(replay.length + 1):
        everything = [e for q, e in match.events if q == k]
        assert replay.events_at(k, revealed=True) == everything
        for seat in range(players):
            assert replay.events_at(k, seat) == [e for e in everything if e.to in (None, seat)]
    assert replay.events_until(replay.length, 0) == match.events_for(0)


def test_the_revealed_view_shows_every_hand_and_fills_hidden_money():
    """Modern Art: money is secret during play; the revealed view lists it for every seat,
    and each seat's hand sits under per_seat."""
    match = Match.new("modern_art", 4, seed=8)
    play(match, 8)
    replay = Replay(match)
    k = replay.round_starts()[1] + 2
    revealed = replay.revealed_view_at(k)
    seat_views = [replay.view_at(k, s) for s in range(4)]
    assert revealed["money"] == [v["money"][s] for s, v in enumerate(seat_views)]
    assert None not in revealed["money"]
    assert revealed[PER_SEAT]["hand"] == [v["hand"] for v in seat_views]
    assert revealed["seat"] is None


def test_the_revealed_view_turns_face_down_cards_over():
    """The card game: a face-down card is known to its owner only; the revealed view shows it."""
    match = Match.new("modern_art_card_game", 3, seed=1)
    found = play(match, 1, stop=lambda m, seat, action: any(m.view_for(None)["face_down_counts"]))
    assert found is not None
    replay_match = Match.replay("modern_art_card_game", 3, match.options, match.seed, list(match.log))
    play(replay_match, 99)
    replay = Replay(replay_match)
    k = match.seq
    revealed = replay.revealed_view_at(k)
    owner = next(s for s, c in enumerate(replay.view_at(k, None)["face_down_counts"]) if c)
    assert replay.view_at(k, None)["face_down"][owner] is None
    assert revealed["face_down"][owner] == replay.view_at(k, owner)["face_down"][owner] != []


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_the_round_series_ends_on_the_final_scores_with_one_point_per_round(game_id, players):
    match = Match.new(game_id, players, seed=12)
    play(match, 12)
    replay = Replay(match)
    series = round_series(replay)
    rounds = match.result().details.get("rounds")
    # A game that keeps a record per round (a list) gives one point per record.
    expected = len(rounds) if isinstance(rounds, list) else len(replay.round_starts())
    assert len(series) == expected
    assert series[-1] == list(match.result().scores)
    if game_id == "modern_art_card_game":  # its rounds are public: each point is the running total
        assert series == [r["totals"] for r in match.result().details["rounds"] if not r["skipped"]]


def test_steps_outside_the_game_are_refused():
    match = Match.new("modern_art", 3, seed=3)
    play(match, 3)
    replay = Replay(match)
    for k in (-1, replay.length + 1):
        with pytest.raises(IndexError):
            replay.view_at(k, 0)
