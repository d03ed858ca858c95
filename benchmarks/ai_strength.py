"""The AI strength table (docs/ai-strength.md): every registered game with AI levels,
each level against three of the level below, Normal also against three Random.

    nice -n 10 python benchmarks/ai_strength.py --games 400 --games-for strong=200 \\
        --games-for expert=100 --seed 1 --jobs 1 --report docs/ai-strength.md

Each row is played into its own log under --logs (benchmarks/strength/ by default), one
game a line as it ends: stop the command at any moment and run it again to resume. A
row whose levels' code changed since it was measured starts again from its first game;
the document is written from every log there after each game's row, so it always shows
what is measured so far (and names what is not).

Options: --game ID (repeatable: only those games), --games-for LEVEL=N (a different
count for the rows of one challenger level, e.g. expert=100: its games are the slowest),
--level LEVEL (repeatable: only the rows of those challengers), --notes FILE (hand-written
text per game, included in the document). Rerun it whenever an AI changes; it is a
benchmark, not a CI step.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from modernart_desktop.ai.strength import (
    Header,
    Pairing,
    cheapest_first,
    machine,
    measure_row,
    pairings,
    read_notes,
    read_rows,
    render,
)

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=400, help="games per row")
    p.add_argument("--games-for", action="append", default=[], metavar="LEVEL=N")
    p.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    p.add_argument("--level", action="append", default=None, help="only this challenger level (repeatable)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--logs", type=Path, default=HERE / "strength", help="one log per row (resumable)")
    p.add_argument("--notes", type=Path, default=HERE / "ai_strength_notes.md")
    p.add_argument("--report", type=Path, default=None, help="write the Markdown table here")
    p.add_argument(
        "--render-only", action="store_true", help="write the document from the logs, play nothing"
    )
    p.add_argument(
        "--allow-uncommitted",
        action="store_true",
        help="measure uncommitted code (trials: its rows name no commit)",
    )
    args = p.parse_args(argv)
    overrides: dict[str, int] = {}
    for item in args.games_for:
        level, _, count = item.partition("=")
        overrides[level.strip()] = int(count)
    if args.games < 1 or any(n < 1 for n in overrides.values()):
        p.error("game counts must be at least 1")

    def games_for(pairing: Pairing) -> int:
        return overrides.get(pairing.level, args.games)

    every = pairings()
    chosen = cheapest_first(pairings(args.game))
    if args.level is not None:
        chosen = [pairing for pairing in chosen if pairing.level in args.level]
    if not chosen:
        p.error("no row to measure: no registered game has AI levels (or none of those levels)")
    # The document names the whole command (every row; it resumes what is measured),
    # whichever rows this run was asked to play.
    whole = ["python", "benchmarks/ai_strength.py", "--games", str(args.games)]
    for level, count in overrides.items():
        whole += ["--games-for", f"{level}={count}"]
    whole += ["--seed", str(args.seed), "--jobs", str(args.jobs)]
    if args.report is not None:
        whole += ["--report", str(args.report)]
    header = Header(shlex.join(whole), args.seed, args.jobs, machine())

    def write() -> str:
        known = set(every)
        rows = [r for r in read_rows(args.logs) if r.pairing in known] if args.logs.exists() else []
        text = render(rows, header, games_for, read_notes(args.notes), every)
        if args.report is not None:
            args.report.parent.mkdir(parents=True, exist_ok=True)
            args.report.write_text(text + "\n", encoding="utf-8")
        return text

    def progress(text: str) -> None:
        print(f"  {text}", file=sys.stderr, flush=True)

    if not args.render_only:
        for pairing in chosen:
            measure_row(
                pairing,
                games_for(pairing),
                args.seed,
                args.jobs,
                args.logs,
                progress,
                not args.allow_uncommitted,
            )
            write()
            if args.report is not None:
                print(f"written: {args.report}", file=sys.stderr)
    print(write())
    return 0


if __name__ == "__main__":
    sys.exit(main())
