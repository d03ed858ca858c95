"""The published AI strength table (docs/ai-strength.md): every registered game with
AI levels, each level against three of the level below and Normal against three
Random, written with the seed, the game counts and the machine it ran on."""

from __future__ import annotations

from pathlib import Path

import pytest

from modernart_desktop.ai.levels import levels_for
from modernart_desktop.ai.strength import Header, Pairing, measure_row, pairings, players_for, render
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


def test_the_report_names_seed_counts_machine_and_figures(tmp_path):
    chosen = [p for p in pairings(["modern_art"]) if p.opponent == "random"]
    rows = [measure_row(p, 4, seed=7, jobs=1, log_dir=tmp_path, require_committed=False) for p in chosen]
    header = Header("python benchmarks/ai_strength.py --games 4", 7, 1, "2 cores (test machine)")
    text = render(rows, header, lambda p: 4, stale=lambda r: False)
    assert "Seed: 7" in text and "2 cores (test machine)" in text and "load average" in text
    assert "`python benchmarks/ai_strength.py --games 4`" in text
    for p in chosen:
        row = next(line for line in text.splitlines() if line.startswith(f"| {p.level} | {p.opponent} | 4 |"))
        assert row.count("%") == 3  # win rate and both ends of the interval
        assert row.rstrip().endswith("ms |")  # heuristic decisions take milliseconds
        assert f"| {p.level} vs {p.opponent} | " in text  # when and on which code


def test_a_row_resumes_where_its_log_stopped_and_starts_over_once_its_levels_changed(tmp_path, monkeypatch):
    """A long run can stop at any game; a row never mixes games of older code."""
    import modernart_desktop.ai.strength as strength

    pairing = Pairing("modern_art", 4, "normal", "random")
    row = measure_row(pairing, 2, seed=3, jobs=1, log_dir=tmp_path, require_committed=False)
    first = [o.scores for o in row.outcomes]
    monkeypatch.setattr(strength, "changed_since", lambda commit, paths: False)
    monkeypatch.setattr(strength, "head_commit", lambda: "c1")
    monkeypatch.setattr(strength, "uncommitted", lambda paths: [])
    path = tmp_path / pairing.log_name
    path.write_text(path.read_text().replace(row.stamps[0].commit, "c1"))  # as if committed
    row = measure_row(pairing, 4, seed=3, jobs=1, log_dir=tmp_path)
    assert [o.index for o in row.outcomes] == [0, 1, 2, 3]
    assert [o.scores for o in row.outcomes[:2]] == first  # kept, not played again
    assert row.commits() == ["c1"] and not row.stale()

    digest = strength.engine_digest
    monkeypatch.setattr(strength, "engine_digest", lambda *args: "a new ruling")
    assert row.stale()  # the rules changed what the seeded games do: the code diff alone misses it
    monkeypatch.setattr(strength, "engine_digest", digest)
    assert not row.stale()

    monkeypatch.setattr(strength, "changed_since", lambda commit, paths: commit == "c1")
    monkeypatch.setattr(strength, "head_commit", lambda: "c2")
    assert row.stale()
    row = measure_row(pairing, 2, seed=3, jobs=1, log_dir=tmp_path)
    assert row.commits() == ["c2"] and len(row.outcomes) == 2  # measured again from its first game
    assert [o.scores for o in row.outcomes] == first  # the same deals and seeds


def test_a_row_is_measured_on_committed_code_or_says_it_was_not(tmp_path, monkeypatch):
    import modernart_desktop.ai.strength as strength

    monkeypatch.setattr(strength, "uncommitted", lambda paths: ["modernart_desktop/ai/search.py"])
    pairing = Pairing("modern_art", 4, "normal", "random")
    with pytest.raises(RuntimeError, match="commit these first"):
        measure_row(pairing, 1, seed=3, jobs=1, log_dir=tmp_path)
    row = measure_row(pairing, 1, seed=3, jobs=1, log_dir=tmp_path, require_committed=False)
    assert row.commits()[0].endswith("+uncommitted") and row.stale()


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
    argv += ["--logs", str(tmp_path / "logs"), "--notes", str(tmp_path / "none.md"), "--allow-uncommitted"]
    assert bench.main(argv) == 0
    rows = [line for line in report.read_text(encoding="utf-8").splitlines() if line.startswith("| normal |")]
    assert sorted(row.split("|")[2].strip() for row in rows) == ["easy", "random"]
    text = report.read_text(encoding="utf-8")
    assert "| strong" not in text
    assert "strong against normal (not measured)" in text  # the document names what is missing
    assert "--level" not in text  # it names the whole command, which resumes every row


def test_words_in_a_levels_code_do_not_stale_its_rows_but_code_does(tmp_path, monkeypatch):
    """A docstring, a comment or a type annotation changes no decision; any statement may."""
    import modernart_desktop.ai.strength as strength

    versions = {
        "old": '"""A level."""\n\ndef limit(x):\n    # half\n    return x / 2\n',
        "words": '"""A level, explained better."""\n\ndef limit(x):\n    """Half of it."""\n    return x / 2\n',
        "types": '"""A level."""\n\ndef limit(x: float) -> float:\n    y: float = x / 2\n    return y\n',
        "typed": '"""A level."""\n\ndef limit(x: int) -> int:\n    y: int = x / 2\n    return y\n',
        "code": '"""A level."""\n\ndef limit(x):\n    return x / 3\n',
        "const": 'HALF = 2\n\n\nclass Bid:\n    kind = "bid"\n',
        "final": 'from typing import Final\n\nHALF: Final = 2\n\n\nclass Bid:\n    kind = "bid"\n',
        "field": 'HALF = 2\n\n\nclass Bid:\n    kind: str = "bid"\n',
    }

    class Shown:
        def __init__(self, text):
            self.returncode, self.stdout = 0, text

    def fake_git(*args):
        if args[0] == "diff":
            return Shown("pkg/ai/level.py\n")
        commit = args[1].split(":")[0]
        return Shown(versions[commit if commit != "HEAD" else head])

    monkeypatch.setattr(strength, "_git", fake_git)
    head = "words"
    assert not strength.changed_since("old", ["pkg/ai"])
    head = "code"
    assert strength.changed_since("old", ["pkg/ai"])
    head = "typed"
    assert not strength.changed_since("types", ["pkg/ai"])  # only the types differ
    assert strength.changed_since("old", ["pkg/ai"])  # a new statement (y = ...) is code
    head = "final"
    assert not strength.changed_since("const", ["pkg/ai"])  # a module constant made Final
    head = "field"
    assert strength.changed_since("const", ["pkg/ai"])  # in a class body it may be a new field


def test_a_new_default_for_a_table_setting_no_rule_reads_keeps_the_rows(tmp_path, monkeypatch):
    """Modern Art's open-auction clock went from 8 s to 20 s: only a host's timer reads it,
    so a row measured under 8 s goes on (and goes on under 8 s); a rule option starts over."""
    import json

    import modernart_desktop.ai.strength as strength

    pairing = Pairing("modern_art", 4, "normal", "random")
    measure_row(pairing, 1, seed=3, jobs=1, log_dir=tmp_path, require_committed=False)
    path = tmp_path / pairing.log_name
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])
    assert head["options"]["open_clock"] == 20
    head["options"]["open_clock"] = 8  # as the published rows were measured
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
    monkeypatch.setattr(strength, "changed_since", lambda commit, paths: False)
    row = measure_row(pairing, 1, seed=3, jobs=1, log_dir=tmp_path, require_committed=False)
    assert len(row.outcomes) == 1 and row.options["open_clock"] == 8  # kept

    head["options"]["open_money"] = True  # a rule: the row starts over
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
    row = measure_row(pairing, 1, seed=3, jobs=1, log_dir=tmp_path, require_committed=False)
    assert row.options["open_money"] is False and row.options["open_clock"] == 20
