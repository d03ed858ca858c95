"""How long "Review my game" takes: a recorded 4-player game of each kind (every seat
played by the Normal level, seed fixed), seat 0's decisions weighed as the app does it
(the Strong level's rollouts without a wall-clock cap, `--workers` processes), then
weighed again with the same seed to show the review repeats exactly. It also says when
the first verdict and the first moment came in (what a player waits for to see anything).

Run: python benchmarks/review_speed.py [--workers 2] [--scale S] [--once] [game ...]
(`--scale` defaults to the app's own, ui/after/review_panel.REVIEW_SCALE.)
The target is 30 s a game on a quiet 2-core machine. Each line says the machine's load
(uptime's averages) before and after, and the CPU seconds the review's processes used:
on a busy machine the wall time says little, the CPU seconds halved (two workers) say
what a quiet 2-core machine would take."""

from __future__ import annotations

import argparse
import math
import os
import time

from modernart_desktop.ai import coach
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match

GAMES = ("modern_art", "modern_art_card_game", "art_society", "friesematenten")


def recorded_game(game_id: str, seed: int = 5) -> Match:
    options = {"open_clock": 0} if game_id == "modern_art" else None
    match = Match.new(game_id, 4, options, seed)
    return play_match(match, [make_agent(game_id, "normal", seed * 10 + s) for s in range(4)], seed=seed)


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} {five:.2f} {fifteen:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--scale", type=float, default=None)
    parser.add_argument("--once", action="store_true", help="skip the second (reproducibility) run")
    args = parser.parse_args()
    if args.scale is None:
        from modernart_desktop.ui.after.review_panel import REVIEW_SCALE

        args.scale = REVIEW_SCALE
    print(f"{os.cpu_count()} cores, {load()}, workers {args.workers}, scale {args.scale}")
    for game_id in args.games:
        match = recorded_game(game_id)
        before = load()
        started = time.perf_counter()
        first: dict[str, float] = {}

        def heard(j: coach.Judgement) -> None:
            first.setdefault("verdict", time.perf_counter() - started)
            if j.verdict == coach.BETTER:
                first.setdefault("moment", time.perf_counter() - started)

        review = coach.review_match(match, 0, budget_scale=args.scale, workers=args.workers, found=heard)
        seconds = time.perf_counter() - started
        moments = review.moments()
        line = (
            f"{game_id:22s} {len(match.log):4d} moves, {review.total:3d} decisions of seat 0: "
            f"{seconds:6.1f} s (CPU {review.cpu_seconds:6.1f} s); {len(moments)} moments, "
            f"{len(review.unsure())} unsure; {before} -> {load()}; first verdict "
            f"{first.get('verdict', math.nan):.1f} s, first moment {first.get('moment', math.nan):.1f} s"
        )
        if not args.once:
            again = coach.review_match(
                match, 0, seed=review.seed, budget_scale=args.scale, workers=args.workers
            )
            line += "; same again: " + ("yes" if again.judgements == review.judgements else "NO")
        print(line, flush=True)
        for m in moments[:3]:
            j = m.judgement
            better = j.better.action if j.better is not None else None
            print(
                f"    move {j.index + 1}: played {j.played}, better {better}: "
                f"+{j.gain:.1f} {review.unit or 'of 100'} (z {j.z:.1f})"
            )


if __name__ == "__main__":
    main()
