"""The tournament command's games, one at a time, each outcome appended to a JSON-lines
file as soon as it ends, so a long run (Strong against Normal: about a minute a game on a
shared machine) can be stopped at any time and still be summed up.

The games are exactly those of `modernart tournament` with the same spec (same schedule,
seating and seeds, `--jobs 1`): the schedule of N games is the first N games of any
longer one, so the summary of the first N lines equals the command's figures for
`--games N`.

Run:    nice -n 10 python benchmarks/tournament_log.py run LOG --game G --agents a,b,c,d --games N [--seed S]
Resume: the same command again (games already in LOG are skipped).
Sum up: python benchmarks/tournament_log.py summary LOG [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from modernart_desktop.ai.tournament import (
    GameOutcome,
    TournamentResult,
    TournamentSpec,
    format_table,
    play_game,
    schedule,
    summarize,
)


def _spec(args: argparse.Namespace) -> TournamentSpec:
    agents = tuple(args.agents.split(","))
    return TournamentSpec(args.game, len(agents), agents, args.games, seed=args.seed, jobs=1)


def run(args: argparse.Namespace) -> None:
    log = Path(args.log)
    spec = _spec(args)
    done = {json.loads(line)["index"] for line in log.read_text().splitlines()[1:]} if log.exists() else set()
    if not log.exists():
        log.write_text(json.dumps({"game": spec.game, "agents": list(spec.agents), "seed": spec.seed}) + "\n")
    for task in schedule(spec):
        if task.index in done:
            continue
        o = play_game(spec, task)
        with log.open("a") as f:
            f.write(
                json.dumps(
                    {
                        "index": o.index,
                        "seating": o.seating,
                        "scores": o.scores,
                        "winners": o.winners,
                        "decision_times": o.decision_times,
                        "wall_s": o.wall_s,
                    }
                )
                + "\n"
            )
        print(f"game {o.index + 1}/{spec.games}: {o.wall_s:.1f} s", file=sys.stderr, flush=True)


def summary(args: argparse.Namespace) -> None:
    lines = Path(args.log).read_text().splitlines()
    head = json.loads(lines[0])
    outcomes = []
    for line in lines[1:]:
        d = json.loads(line)
        outcomes.append(
            GameOutcome(
                d["index"],
                tuple(d["seating"]),
                tuple(d["scores"]),
                tuple(d["winners"]),
                d["decision_times"],
                d["wall_s"],
            )
        )
    outcomes.sort(key=lambda o: o.index)
    agents = tuple(head["agents"])
    spec = TournamentSpec(head["game"], len(agents), agents, len(outcomes), seed=head["seed"])
    result = TournamentResult(spec, outcomes, summarize(agents, outcomes), sum(o.wall_s for o in outcomes))
    print(json.dumps(result.to_json(), indent=1) if args.json else format_table(result))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("log")
    r.add_argument("--game", required=True)
    r.add_argument("--agents", required=True)
    r.add_argument("--games", type=int, required=True)
    r.add_argument("--seed", type=int, default=1)
    s = sub.add_parser("summary")
    s.add_argument("log")
    s.add_argument("--json", action="store_true")
    args = parser.parse_args()
    (run if args.command == "run" else summary)(args)


if __name__ == "__main__":
    main()
