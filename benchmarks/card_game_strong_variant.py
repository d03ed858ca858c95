"""Try a variant of the card game's Strong search against three Normal seats (a
developer's tool for tuning; `modernart tournament` and benchmarks/ai_strength.py
measure the published figures).

Every variant plays the same deals in the same seats (a game's deal and the
variant's seat depend only on the game's number), so two variants are compared
on equal luck. Budgets are in rollouts only (no seconds cap), so a run does not
depend on the machine's load; decision times are CPU seconds of the variant.

Besides the win rate it prints the mean margin over the best rival (points),
which varies far less than a win and so tells variants apart in fewer games.

Run: nice python benchmarks/card_game_strong_variant.py GAMES [KEY=VALUE ...] [--jobs N] [--first G]
Keys: rollouts, width, margin_scale, whole_game, prune_z, min_worlds, keep_first_z,
win_weight, own_weights (changes to the Normal weights, as a dict) and any other
CardGameKit or SearchAgent keyword.
e.g. nice python benchmarks/card_game_strong_variant.py 100 rollouts=240 width=6 --jobs 2
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar, cast

from modernart_desktop.ai.search import Budget, SearchAgent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.ai.stats import percentile, wilson_interval
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.ai.agents import (
    KEEP_FIRST_Z,
    NORMAL,
    STRONG_BUDGET,
    STRONG_WEIGHTS,
    make_normal,
)
from modernart_desktop.games.modern_art_card_game.ai.search_kit import CardGameKit
from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame

T = TypeVar("T")
R = TypeVar("R")
GAME_ID = "modern_art_card_game"
PLAYERS = 4
KIT_KEYS = set(inspect.signature(CardGameKit.__init__).parameters) - {"self", "game"}
AGENT_KEYS = set(inspect.signature(SearchAgent.__init__).parameters) - {
    "self",
    "name",
    "kit",
    "budget",
    "seed",
    "clock",
}


def make_variant(seed: int, settings: dict[str, Any]) -> SearchAgent:
    kit_args = {k: v for k, v in settings.items() if k in KIT_KEYS}
    agent_args = {k: v for k, v in settings.items() if k in AGENT_KEYS}
    kit_args.setdefault("width", 4)  # Strong's settings unless the variant says otherwise
    own = kit_args.get("own_weights", STRONG_WEIGHTS)
    # own_weights={'horizon': 1.5}: changes to the Normal weights for the searching seat
    kit_args["own_weights"] = dataclasses.replace(NORMAL, **own) if isinstance(own, dict) else own
    agent_args.setdefault("keep_first_z", KEEP_FIRST_Z)
    kit = CardGameKit(cast(ModernArtCardGame, registry.get(GAME_ID)), **kit_args)
    budget = Budget(rollouts=int(settings.get("rollouts", STRONG_BUDGET.rollouts or 120)))
    return SearchAgent("variant", kit, budget, seed, clock=time.process_time, **agent_args)


class _CpuTimed:
    def __init__(self, agent: SearchAgent, sink: list[float]) -> None:
        self.agent = agent
        self.name = agent.name
        self.needs_view = True
        self.sink = sink

    def choose(self, view: Any, legal: Any) -> Any:
        t0 = time.process_time()
        action = self.agent.choose(view, legal)
        self.sink.append(time.process_time() - t0)
        return action


def one_game(args: tuple[int, dict[str, Any]]) -> tuple[float, int, list[float]]:
    """(win share, margin over the best rival, decision CPU seconds) of game g."""
    g, settings = args
    seat = g % PLAYERS
    match = Match.new(GAME_ID, PLAYERS, seed=1000 + g // PLAYERS)
    agents: list[Any] = [make_normal(g * 7 + s) for s in range(PLAYERS)]
    times: list[float] = []
    agents[seat] = _CpuTimed(make_variant(g, settings), times)
    play_match(match, agents, seed=g)
    result = match.result()
    share = 1 / len(result.winners) if seat in result.winners else 0.0
    scores = result.scores
    margin = scores[seat] - max(p for s, p in enumerate(scores) if s != seat)
    return share, margin, times


def run_tasks(work: Callable[[T], R], tasks: list[T], jobs: int) -> list[R]:
    """`work` over `tasks` in order, in `jobs` worker processes (1: in this one)."""
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(work, tasks, chunksize=1))
    return [work(t) for t in tasks]


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for a single value)."""
    sem = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return statistics.mean(values), sem


def parse(argv: list[str]) -> tuple[int, dict[str, Any], int, int]:
    games = int(argv[0])
    jobs, first = 1, 0
    settings: dict[str, Any] = {}
    rest = argv[1:]
    while rest:
        arg = rest.pop(0)
        if arg == "--jobs":
            jobs = int(rest.pop(0))
        elif arg == "--first":
            first = int(rest.pop(0))
        else:
            key, _, value = arg.partition("=")
            settings[key] = ast.literal_eval(value)
    unknown = set(settings) - KIT_KEYS - AGENT_KEYS - {"rollouts"}
    if unknown:
        raise SystemExit(f"unknown settings: {sorted(unknown)}")
    return games, settings, jobs, first


def main() -> None:
    games, settings, jobs, first = parse(sys.argv[1:])
    started = time.perf_counter()
    outcomes = run_tasks(one_game, [(g, settings) for g in range(first, first + games)], jobs)
    wins = sum(o[0] for o in outcomes)
    low, high = wilson_interval(wins, games)
    margins = [o[1] for o in outcomes]
    margin, sem = mean_and_error(margins)
    times = [t for o in outcomes for t in o[2]]
    print(
        f"{settings or 'baseline'}: games {first}-{first + games - 1}: wins {wins / games:.3f} "
        f"[{low:.3f}-{high:.3f}]; margin {margin:+.2f} +- {sem:.2f}; "
        f"decision CPU median {percentile(times, 50):.3f} s p95 {percentile(times, 95):.3f} s; "
        f"wall {time.perf_counter() - started:.0f} s"
    )
    print("per-game", " ".join(f"{o[0]:.2g}/{o[1]}" for o in outcomes))


if __name__ == "__main__":
    main()
