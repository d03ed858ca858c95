"""The headless command line: simulate, replay, and one-line errors with exit code 2."""

from __future__ import annotations

import subprocess
import sys

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.cli import main
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import save_match


def test_simulate_reports_games_actions_and_speed(capsys):
    assert main(["simulate", "--game", "modern_art", "--players", "4", "--games", "20", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "games finished: 20 of 20" in out
    assert "actions:" in out and "games per second" in out


def test_replay_prints_the_final_result(tmp_path, capsys):
    match = play_match(
        Match.new("modern_art", 3, seed=5, meta={"names": ["Ann", "Bo", "Cy"]}),
        [RandomAgent(i) for i in range(3)],
        seed=5,
    )
    path = tmp_path / "done.mad"
    save_match(path, match)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    winner = match.meta["names"][match.result().winners[0]]
    assert f"{winner}: {max(match.result().scores)}" in out and "winner" in out


def _run(*args):
    return subprocess.run([sys.executable, "-m", "modernart_desktop", *args], capture_output=True, text=True)


def test_errors_are_one_clear_line_and_exit_code_2(tmp_path):
    bad = tmp_path / "bad.mad"
    bad.write_bytes(b"\x00\x01garbage")
    for args in (
        ["simulate", "--game", "chess"],
        ["simulate", "--players", "9"],
        ["replay", str(bad)],
        ["replay", str(tmp_path / "missing.mad")],
    ):
        out = _run(*args)
        assert out.returncode == 2, args
        assert "Traceback" not in out.stderr
        assert len(out.stderr.strip().splitlines()) == 1 and "error" in out.stderr


def test_table_options_are_taken_generically_and_checked_against_the_game(capsys):
    """`--option KEY=VALUE` (repeatable) replaces per-game flags such as `--mystery`."""
    args = ["simulate", "--game", "modern_art", "--players", "3", "--games", "2", "--seed", "3"]
    assert main([*args, "--option", "mystery_hand=true", "--option", "open_money=yes"]) == 0
    assert "games finished: 2 of 2" in capsys.readouterr().out
    assert main([*args, "--option", "sealed_everything=true"]) == 2
    err = capsys.readouterr().err
    assert "modern_art has no option 'sealed_everything'" in err and "mystery_hand" in err
    assert main([*args, "--option", "mystery_hand=maybe"]) == 2
    assert "option mystery_hand is true or false, not 'maybe'" in capsys.readouterr().err
    assert main([*args, "--option", "mystery_hand"]) == 2
    assert "--option wants KEY=VALUE" in capsys.readouterr().err
    four = ["simulate", "--game", "modern_art", "--players", "4", "--games", "1"]
    assert main([*four, "--option", "mystery_hand=true"]) == 2
    assert "not available with 4 players" in capsys.readouterr().err
    assert main([*four, "--option", "open_clock=99"]) == 2
    assert "option open_clock must be between 0 and 60" in capsys.readouterr().err
    assert main([*four, "--option", "open_clock=soon"]) == 2
    assert "option open_clock is a whole number, not 'soon'" in capsys.readouterr().err
