"""Try a variant of an AI level against three seats of another level, on the very games
the strength table plays (`ai.tournament`'s schedule: shared deals, seats rotated), a
game at a time, each outcome appended to a JSON-lines log (rerun the command to resume).
A developer's tool for choosing a level's settings; `benchmarks/ai_strength.py` measures
the published figures.

The variant is a registered level's factory called with keyword options (whatever that
factory takes: `budget`, `width`, ... see the game's `ai/agents.py`), so two variants with
the same seed meet the same deals in the same seats and differ only in their settings.
The summary prints the win share with its interval, the mean margin over the best rival
(a quieter figure than wins), and the variant's decision times (wall and CPU).

Run:     nice -n 10 python benchmarks/level_variant.py run LOG --game G --level expert \\
             --against strong --games 24 [--seed 1] [--opt rollouts=400] [--opt width=5]
         (a level the game does not offer: --factory modernart_desktop.games.G.ai.expert:make_expert)
Summary: python benchmarks/level_variant.py summary LOG [LOG ...]   (paired on shared games;
         a row's log under benchmarks/strength/ is read too)
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.ai.stats import percentile, wilson_interval
from modernart_desktop.ai.tournament import TournamentSpec, schedule
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match

PLAYERS = 4


class _Clocked:
    """Wall and CPU time of each decision of the agent it wraps."""

    def __init__(self, agent: Any, wall: list[float], cpu: list[float]) -> None:
        self.agent = agent
        self.name = agent.name
        self.needs_view = agent.needs_view
        self.wall = wall
        self.cpu = cpu

    def choose(self, view: Any, legal: Any) -> Any:
        w0, c0 = time.perf_counter(), time.thread_time()
        action = self.agent.choose(view, legal)
        self.wall.append(time.perf_counter() - w0)
        self.cpu.append(time.thread_time() - c0)
        return action


def _options(items: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        key, _, value = item.partition("=")
        try:
            out[key.strip()] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            out[key.strip()] = value
    return out


def _factory(args: argparse.Namespace) -> Callable[..., Any]:
    """The challenger's factory: a registered level's, or `--factory module:function` (a
    level the game does not offer, e.g. an Expert shown to be no stronger than Strong)."""
    if args.factory is None:
        return partial(make_agent, args.game, args.level)
    module, _, name = args.factory.partition(":")
    made: Callable[..., Any] = getattr(importlib.import_module(module), name)
    return made


def run(args: argparse.Namespace) -> None:
    log = Path(args.log)
    options = _options(args.opt)
    head = {
        "game": args.game,
        "level": args.level,
        "against": args.against,
        "options": options,
        "seed": args.seed,
    }
    if log.exists():
        lines = log.read_text().splitlines()
        if json.loads(lines[0]) != head:
            sys.exit(f"{log} was started with other settings: {lines[0]}")
        done = {json.loads(line)["index"] for line in lines[1:]}
    else:
        log.parent.mkdir(parents=True, exist_ok=True)
        log.write_text(json.dumps(head) + "\n")
        done = set()
    game = registry.get(args.game)
    factory = _factory(args)
    spec = TournamentSpec(
        args.game,
        PLAYERS,
        (args.level,) + (args.against,) * (PLAYERS - 1),
        args.games,
        args.seed,
        game.normalize_options(PLAYERS, None),
    )
    for task in schedule(spec):
        if task.index in done:
            continue
        started = time.perf_counter()
        mine = task.seating.index(0)
        agents = []
        wall: list[float] = []
        cpu: list[float] = []
        for seat in range(PLAYERS):
            if seat == mine:
                agent = factory(task.agent_seeds[seat], **options)
                agents.append(_Clocked(agent, wall, cpu))
            else:
                agents.append(make_agent(args.game, args.against, task.agent_seeds[seat]))
        match = Match.new(args.game, PLAYERS, spec.options, seed=task.match_seed)
        play_match(match, agents, seed=task.driver_seed)
        result = match.result()
        record = {
            "index": task.index,
            "seat": mine,
            "scores": list(result.scores),
            "winners": list(result.winners),
            "wall": wall,
            "cpu": cpu,
            "game_s": time.perf_counter() - started,
            "load": os.getloadavg()[0],
        }
        with log.open("a") as f:
            f.write(json.dumps(record) + "\n")
        print(
            f"game {task.index + 1}/{args.games}: {'won' if mine in result.winners else 'lost'}, "
            f"{record['game_s']:.0f} s",
            file=sys.stderr,
            flush=True,
        )


def _load(path: str) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """A log of this script, or a row's log of benchmarks/ai_strength.py (the same games:
    a variant is compared with the level it would replace on the very same deals)."""
    lines = Path(path).read_text().splitlines()
    head = json.loads(lines[0])
    games = {r["index"]: r for r in map(json.loads, lines[1:])}
    if "opponent" in head:  # a strength row
        head = {**head, "against": head["opponent"], "options": {}}
        for r in games.values():
            r["seat"] = r["seating"].index(0)
            r["wall"] = [t / 1e6 for t in r["decision_us"][r["seat"]]]
            r["cpu"] = [t / 1e6 for t in r["decision_cpu_us"][r["seat"]]]
            r["game_s"] = r["wall_s"]
    return head, games


def _share(r: dict[str, Any]) -> float:
    return 1.0 / len(r["winners"]) if r["seat"] in r["winners"] else 0.0


def _margin(r: dict[str, Any]) -> float:
    scores = r["scores"]
    return scores[r["seat"]] - max(s for i, s in enumerate(scores) if i != r["seat"])


def summary(args: argparse.Namespace) -> None:
    logs = [_load(path) for path in args.log]
    shared = set.intersection(*(set(games) for _, games in logs)) if len(logs) > 1 else set(logs[0][1])
    for path, (head, games) in zip(args.log, logs):
        rows = [games[i] for i in sorted(shared)]
        if not rows:
            print(f"{path}: no games")
            continue
        wins = sum(map(_share, rows))
        low, high = wilson_interval(wins, len(rows))
        margins = [_margin(r) for r in rows]
        wall = [t for r in rows for t in r["wall"]]
        cpu = [t for r in rows for t in r["cpu"]]
        loads = [r["load"] for r in rows]
        print(
            f"{path}: {head['level']} {head['options']} vs 3 {head['against']}: "
            f"{wins:g}/{len(rows)} = {wins / len(rows):.1%} [{low:.1%}-{high:.1%}], "
            f"margin {statistics.mean(margins):+.1f} (se {_se(margins):.1f}), "
            f"decision wall median {percentile(wall, 50):.2f} s p95 {percentile(wall, 95):.2f} s, "
            f"cpu median {percentile(cpu, 50):.2f} s p95 {percentile(cpu, 95):.2f} s, "
            f"load {min(loads):.1f}-{max(loads):.1f}"
        )
    if len(logs) == 2 and shared:
        a, b = (logs[0][1], logs[1][1])
        diffs = [_share(a[i]) - _share(b[i]) for i in sorted(shared)]
        mdiffs = [_margin(a[i]) - _margin(b[i]) for i in sorted(shared)]
        same = sum(1 for i in shared if a[i]["scores"] == b[i]["scores"])
        print(
            f"paired over {len(shared)} games ({same} identical): wins {statistics.mean(diffs):+.3f} "
            f"(se {_se(diffs):.3f}), margin {statistics.mean(mdiffs):+.1f} (se {_se(mdiffs):.1f})"
        )


def _se(xs: list[float]) -> float:
    return statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("log")
    r.add_argument("--game", required=True)
    r.add_argument("--level", required=True)
    r.add_argument("--against", required=True)
    r.add_argument("--games", type=int, required=True)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--opt", action="append", default=[], metavar="KEY=VALUE")
    r.add_argument(
        "--factory", default=None, metavar="MODULE:FUNCTION", help="build the challenger with this"
    )
    s = sub.add_parser("summary")
    s.add_argument("log", nargs="+")
    args = parser.parse_args()
    (run if args.command == "run" else summary)(args)


if __name__ == "__main__":
    main()
