"""The AI strength table (docs/ai-strength.md): every registered game with AI levels,
each level against three of the level below, Normal also against three Random.

    nice -n 10 .venv/bin/python benchmarks/ai_strength.py --games 400 --jobs 2 \\
        --report docs/ai-strength.md

Options: --game ID (repeatable: only those games), --games-for LEVEL=N (a different
count for the rows of one challenger level, e.g. expert=100: its games are the slowest),
--level LEVEL (repeatable: only the rows of those challengers, e.g. after one level changed).
Rerun it whenever an AI changes; it is a benchmark, not a CI step.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from modernart_desktop.ai.strength import (
    Pairing,
    StrengthReport,
    cheapest_first,
    pairings,
    render,
    run_report,
)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=400, help="games per row")
    p.add_argument("--games-for", action="append", default=[], metavar="LEVEL=N")
    p.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    p.add_argument("--level", action="append", default=None, help="only this challenger level (repeatable)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--report", type=Path, default=None, help="write the Markdown table here")
    args = p.parse_args(argv)
    overrides: dict[str, int] = {}
    for item in args.games_for:
        level, _, count = item.partition("=")
        overrides[level.strip()] = int(count)
    if args.games < 1 or any(n < 1 for n in overrides.values()):
        p.error("game counts must be at least 1")

    def games_for(pairing: Pairing) -> int:
        return overrides.get(pairing.level, args.games)

    def progress(pairing: Pairing, done: int, total: int) -> None:
        if done == total or done % max(1, total // 10) == 0:
            print(f"  {pairing.game}: {pairing.level} vs {pairing.opponent} {done}/{total}", file=sys.stderr)

    chosen = cheapest_first(pairings(args.game))
    if args.level is not None:
        chosen = [pairing for pairing in chosen if pairing.level in args.level]
    if not chosen:
        p.error("no row to measure: no registered game has AI levels (or none of those levels)")
    raw = sys.argv[1:] if argv is None else argv
    command = shlex.join(["python", "benchmarks/ai_strength.py", *raw])

    def write(report: StrengthReport) -> None:  # after every row: an interrupted run keeps its rows
        if args.report is not None:
            args.report.parent.mkdir(parents=True, exist_ok=True)
            args.report.write_text(render(report) + "\n", encoding="utf-8")
            print(f"written: {args.report} ({len(report.rows)} rows)", file=sys.stderr)

    report = run_report(chosen, games_for, args.seed, args.jobs, command, progress, write)
    print(render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
