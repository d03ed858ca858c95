"""`modernart replay SAVEFILE --seat N --step K`: one seat's view at one step, as text."""

from __future__ import annotations

import json

from modernart_desktop.cli import main
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import save_match
from tests.after.helpers import play


def _saved(tmp_path, finished: bool):
    match = Match.new("modern_art", 3, seed=5, meta={"names": ["Ann", "Bo", "Cy"]})
    play(match, 5, stop=None if finished else (lambda m, s, a: m.seq == 30))
    path = tmp_path / "game.modernart"
    save_match(path, match)
    return match, path


def _view_value(out: str, key: str):
    line = next(x for x in out.splitlines() if x.startswith(f"  {key}: "))
    return json.loads(line.split(": ", 1)[1])


def test_prints_the_hand_that_seat_held_at_that_step_and_nobody_elses(tmp_path, capsys):
    match, path = _saved(tmp_path, finished=True)
    replay_match = Match.replay("modern_art", 3, match.options, match.seed, list(match.log[:40]))
    assert main(["replay", str(path), "--seat", "2", "--step", "40"]) == 0
    out = capsys.readouterr().out
    assert "step 40 of" in out and "seat 2 (Bo)" in out
    assert _view_value(out, "hand") == replay_match.view_for(1)["hand"]
    assert _view_value(out, "money") == replay_match.view_for(1)["money"]


def test_revealed_shows_every_hand(tmp_path, capsys):
    match, path = _saved(tmp_path, finished=True)
    replay_match = Match.replay("modern_art", 3, match.options, match.seed, list(match.log[:12]))
    assert main(["replay", str(path), "--revealed", "--step", "12"]) == 0
    out = capsys.readouterr().out
    hands = json.loads(next(x for x in out.splitlines() if x.startswith("    hand: ")).split(": ", 1)[1])
    assert hands == [replay_match.view_for(s)["hand"] for s in range(3)]


def test_an_unfinished_game_is_refused_with_one_line(tmp_path, capsys):
    _, path = _saved(tmp_path, finished=False)
    assert main(["replay", str(path), "--seat", "1", "--step", "3"]) == 2
    err = capsys.readouterr().err
    assert "not finished" in err and len(err.strip().splitlines()) == 1


def test_a_step_or_seat_out_of_range_is_refused(tmp_path, capsys):
    match, path = _saved(tmp_path, finished=True)
    assert main(["replay", str(path), "--step", str(match.seq + 1)]) == 2
    assert main(["replay", str(path), "--seat", "4"]) == 2
