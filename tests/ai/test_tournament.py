"""The tournament command: seats rotate so no agent profits from a seat, and it
prints win rates with 95% intervals, mean money and decision times."""

from __future__ import annotations

import json
from collections import Counter

from modernart_desktop.ai.stats import percentile, wilson_interval
from modernart_desktop.ai.tournament import TournamentSpec, run_tournament, schedule
from modernart_desktop.cli import main


def test_a_small_tournament_runs_and_prints_its_table(capsys):
    code = main(
        [
            "tournament",
            "--game",
            "modern_art",
            "--players",
            "4",
            "--agents",
            "strong,normal,easy,random",
            "--games",
            "4",
            "--seed",
            "1",
            "--budget-scale",
            "0.01",
            "--quiet",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    print(out)
    lines = out.splitlines()
    assert lines[0].startswith("tournament: modern_art, 4 players, 4 games")
    for name in ("strong", "normal", "easy", "random"):
        assert any(line.startswith(name) for line in lines)
    assert "95% CI" in lines[1] and "decision median" in lines[1] and "decision p95" in lines[1]
    assert lines[-1].startswith("total wall time:")


def test_json_gives_the_same_figures_per_agent(capsys):
    assert (
        main(["tournament", "--agents", "normal,random,random,random", "--games", "8", "--json", "--quiet"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 8 and data["wall_s"] >= 0
    by_name = {a["name"]: a for a in data["agents"]}
    assert set(by_name) == {"normal", "random"}
    for a in data["agents"]:
        assert set(a) >= {
            "name",
            "wins",
            "games",
            "win_rate",
            "ci_low",
            "ci_high",
            "mean_score",
            "median_decision_s",
            "p95_decision_s",
        }
        assert a["ci_low"] <= a["win_rate"] <= a["ci_high"]
    # Three random entrants are pooled: one seat-game each.
    assert by_name["normal"]["games"] == 8 and by_name["random"]["games"] == 24
    assert by_name["normal"]["wins"] + by_name["random"]["wins"] == 8


def test_seats_rotate_so_every_agent_sits_everywhere_on_the_same_deals():
    spec = TournamentSpec("modern_art", 4, ("strong", "normal", "easy", "random"), games=16)
    tasks = schedule(spec)
    seats = Counter((t.seating[s], s) for t in tasks for s in range(4))
    assert set(seats.values()) == {4}  # each entrant in each seat, equally often
    for block in range(4):
        games = tasks[block * 4 : (block + 1) * 4]
        assert len({t.match_seed for t in games}) == 1  # one deal per block of rotations
    assert len({t.match_seed for t in tasks}) == 4
    # Every other block reverses the order: no one always sits left of the same rival.
    left_of = Counter((t.seating[s], t.seating[(s + 1) % 4]) for t in tasks for s in range(4))
    assert left_of[(0, 1)] > 0 and left_of[(1, 0)] > 0


def test_worker_processes_do_not_change_the_result():
    spec = dict(game="modern_art", players=3, agents=("normal", "easy", "random"), games=6, seed=4)
    one = run_tournament(TournamentSpec(**spec, jobs=1))
    two = run_tournament(TournamentSpec(**spec, jobs=2))
    assert [(o.scores, o.winners) for o in one.outcomes] == [(o.scores, o.winners) for o in two.outcomes]


def test_bad_arguments_are_one_line_errors(capsys):
    assert main(["tournament", "--agents", "normal,grandmaster,random,random"]) == 2
    assert "unknown AI level 'grandmaster'" in capsys.readouterr().err
    assert main(["tournament", "--players", "3", "--agents", "normal,random"]) == 2
    assert "2 agents for 3 players" in capsys.readouterr().err


def test_interval_and_percentile_helpers():
    low, high = wilson_interval(40, 100)
    assert 0.30 < low < 0.40 < high < 0.50
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    assert percentile([3, 1, 2], 50) == 2
    assert percentile(list(range(101)), 95) == 95
    assert percentile([], 50) == 0.0
