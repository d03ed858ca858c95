"""The published AI strength table (docs/ai-strength.md): every registered game with
AI levels, each level against three of the level below and Normal against three
Random, written with the seed, the game counts and the machine it ran on."""

from __future__ import annotations

from pathlib import Path

from modernart_desktop.ai.levels import levels_for
from modernart_desktop.ai.strength import Pairing, pairings, players_for, render, run_report
from modernart_desktop.core import registry

ROOT = Path(__file__).resolve().parents[2]


def test_every_game_with_ai_gets_the_ladder_and_normal_against_random():
    chosen = pairings()
    for game_id in registry.available():
        rows = [(p.level, p.opponent) for p in chosen if p.game == game_id]
        levels = levels_for(game_id)
        if not levels:
            assert rows == []
            continue
        ladder = ["random", *levels]
        for below, level in zip(ladder, ladder[1:]):
            assert (level, below) in rows
        if "normal" in levels:
            assert ("normal", "random") in rows
        assert len(rows) == len(set(rows))


def test_one_challenger_sits_against_three_of_the_same_opponent():
    p = Pairing("modern_art", 4, "normal", "easy")
    assert p.agents() == ("normal", "easy", "easy", "easy")
    assert players_for(3, 5) == 4 and players_for(2, 3) == 3 and players_for(5, 6) == 5


def test_the_report_names_seed_counts_machine_and_figures():
    chosen = [p for p in pairings(["modern_art"]) if p.opponent == "random"]
    report = run_report(
        chosen, lambda p: 4, seed=7, jobs=1, command="python benchmarks/ai_strength.py --games 4"
    )
    text = render(report, machine_text="2 cores (test machine)")
    assert "Seed: 7" in text and "2 cores (test machine)" in text and "Load average" in text
    assert "`python benchmarks/ai_strength.py --games 4`" in text
    assert "**Small counts:** 4 games per row" in text
    for p in chosen:
        row = next(line for line in text.splitlines() if line.startswith(f"| {p.level} | {p.opponent} | 4 |"))
        assert row.count("%") == 3  # win rate and both ends of the interval
        assert row.rstrip().endswith("ms |")  # heuristic decisions take milliseconds


def test_the_published_table_exists_and_came_from_the_benchmark_command():
    text = (ROOT / "docs" / "ai-strength.md").read_text(encoding="utf-8")
    assert "`python benchmarks/ai_strength.py" in text
    for game_id in registry.available():
        if levels_for(game_id):
            assert f"## `{game_id}`" in text


def test_the_benchmark_can_measure_only_the_rows_of_one_level(tmp_path):
    """After one level changed, only its rows need playing again."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ai_strength", ROOT / "benchmarks" / "ai_strength.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    report = tmp_path / "strength.md"
    argv = ["--game", "modern_art_card_game", "--level", "normal", "--games", "4", "--report", str(report)]
    assert bench.main(argv) == 0
    rows = [line for line in report.read_text(encoding="utf-8").splitlines() if line.startswith("| normal")]
    assert sorted(row.split("|")[2].strip() for row in rows) == ["easy", "random"]
    assert "| strong" not in report.read_text(encoding="utf-8")
    assert "--level normal" in report.read_text(encoding="utf-8")  # the command as run
