"""`modernart tournament`: pit AI levels against each other and measure them.

    modernart tournament --game modern_art --players 4 \\
        --agents strong,normal,normal,normal --games 400 --seed 1 --jobs 2 [--json]
"""

from __future__ import annotations

import argparse
import json
import sys

from modernart_desktop.cli import CliError, add_option_arg, command, parse_table_options


def _args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", default="modern_art")
    p.add_argument("--players", type=int, default=4)
    p.add_argument(
        "--agents",
        required=True,
        help="comma-separated AI levels, one per player (random, easy, normal, strong, expert)",
    )
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    add_option_arg(p)
    p.add_argument(
        "--budget-scale",
        type=float,
        default=None,
        help="multiply the search levels' thinking budgets (e.g. 0.25 for a quick run)",
    )
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")


@command("tournament", "play AI levels against each other and report win rates and decision times", _args)
def _tournament(args: argparse.Namespace) -> int:
    from modernart_desktop.ai.levels import levels_for
    from modernart_desktop.ai.tournament import TournamentSpec, format_table, run_tournament
    from modernart_desktop.core import registry

    registry.get(args.game)  # an unknown game: one clear line
    agents = tuple(a.strip() for a in args.agents.split(",") if a.strip())
    known = set(levels_for(args.game)) | {"random"}
    unknown = [a for a in agents if a not in known]
    if unknown:
        raise CliError(
            f"unknown AI level {unknown[0]!r} for {args.game} (choose from {', '.join(sorted(known))})"
        )
    if len(agents) != args.players:
        raise CliError(f"--agents names {len(agents)} agents for {args.players} players")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    if args.budget_scale is not None and args.budget_scale <= 0:
        raise CliError("--budget-scale must be positive")
    options = parse_table_options(args.game, args.players, args.option)
    spec = TournamentSpec(
        args.game, args.players, agents, args.games, args.seed, options, args.jobs, args.budget_scale
    )

    def progress(done: int, total: int) -> None:
        if not args.quiet and (done == total or done % max(1, total // 20) == 0):
            print(f"  {done}/{total} games", file=sys.stderr, flush=True)

    result = run_tournament(spec, progress)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(format_table(result))
    return 0
