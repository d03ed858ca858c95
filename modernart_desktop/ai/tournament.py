"""Tournaments between AI levels: seats rotate so no agent profits from a seat.

Games come in blocks of n (one per rotation of the seating) that share one deal,
so every agent plays every seat of the same cards; every other block reverses
the seating order, so nobody always sits to the left of the same opponent. Games
can run in several processes (`jobs`); the result does not depend on it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from modernart_desktop.ai.stats import percentile, wilson_interval
from modernart_desktop.core.rng import Rng


@dataclass(frozen=True, slots=True)
class TournamentSpec:
    game: str
    players: int
    agents: tuple[str, ...]  # AI level per entrant ("random", "easy", "normal", ...)
    games: int
    seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    jobs: int = 1
    budget_scale: float | None = None  # scales search agents' thinking budgets


@dataclass(frozen=True, slots=True)
class GameTask:
    index: int
    seating: tuple[int, ...]  # seating[seat] = entrant index
    match_seed: int
    driver_seed: int
    agent_seeds: tuple[int, ...]  # per seat


@dataclass(slots=True)
class GameOutcome:
    index: int
    seating: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decision_times: list[list[float]]  # per seat, wall clock
    wall_s: float
    # per seat, CPU seconds of the deciding thread: what a decision costs, whatever
    # else the machine is doing (wall times grow with the load, these do not)
    decision_cpu: list[list[float]] = field(default_factory=list)


@dataclass(slots=True)
class AgentSummary:
    name: str
    wins: float
    games: int
    win_rate: float
    ci_low: float
    ci_high: float
    mean_score: float
    median_decision_s: float
    p95_decision_s: float
    decisions: int
    median_cpu_s: float = 0.0
    p95_cpu_s: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "wins": self.wins,
            "games": self.games,
            "win_rate": self.win_rate,
            "ci_low": self.ci_low,
            "ci_high": self.ci_high,
            "mean_score": self.mean_score,
            "median_decision_s": self.median_decision_s,
            "p95_decision_s": self.p95_decision_s,
            "decisions": self.decisions,
            "median_cpu_s": self.median_cpu_s,
            "p95_cpu_s": self.p95_cpu_s,
        }


@dataclass(slots=True)
class TournamentResult:
    spec: TournamentSpec
    outcomes: list[GameOutcome]
    agents: list[AgentSummary]
    wall_s: float

    def to_json(self) -> dict[str, Any]:
        s = self.spec
        return {
            "game": s.game,
            "players": s.players,
            "games": len(self.outcomes),
            "seed": s.seed,
            "jobs": s.jobs,
            "options": dict(s.options),
            "wall_s": self.wall_s,
            "agents": [a.to_json() for a in self.agents],
        }


def schedule(spec: TournamentSpec) -> list[GameTask]:
    n = spec.players
    if len(spec.agents) != n:
        raise ValueError(f"{n} players need {n} agents, got {len(spec.agents)}")
    rng = Rng(spec.seed)
    tasks = []
    block_seed = 0
    for g in range(spec.games):
        block, rotation = divmod(g, n)
        if rotation == 0:
            block_seed = rng.next_u64() >> 1
        base = list(range(n)) if block % 2 == 0 else list(reversed(range(n)))
        seating = tuple(base[(seat + rotation) % n] for seat in range(n))
        tasks.append(
            GameTask(g, seating, block_seed, rng.next_u64(), tuple(rng.next_u64() >> 1 for _ in range(n)))
        )
    return tasks


def play_game(spec: TournamentSpec, task: GameTask) -> GameOutcome:
    """One game of the tournament (runs in a worker process when jobs > 1)."""
    from modernart_desktop.ai.levels import make_agent
    from modernart_desktop.ai.selfplay import play_match
    from modernart_desktop.core.match import Match

    started = time.perf_counter()
    n = spec.players
    extra = {} if spec.budget_scale is None else {"budget_scale": spec.budget_scale}
    agents = [
        make_agent(spec.game, spec.agents[task.seating[seat]], task.agent_seeds[seat], **extra)
        for seat in range(n)
    ]
    times: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    timed = [_Timed(agent, times[seat], cpu[seat]) for seat, agent in enumerate(agents)]
    match = Match.new(spec.game, n, spec.options, seed=task.match_seed)
    play_match(match, timed, seed=task.driver_seed)
    result = match.result()
    return GameOutcome(
        task.index,
        task.seating,
        tuple(result.scores),
        tuple(result.winners),
        times,
        time.perf_counter() - started,
        cpu,
    )


class _Timed:
    """Measures each decision of the agent it wraps (wall clock and the thread's CPU time)."""

    def __init__(self, agent: Any, sink: list[float], cpu_sink: list[float]) -> None:
        self.agent = agent
        self.name = agent.name
        self.needs_view = agent.needs_view
        self.sink = sink
        self.cpu_sink = cpu_sink

    def choose(self, view: Any, legal: Any) -> Any:
        t0, c0 = time.perf_counter(), time.thread_time()
        action = self.agent.choose(view, legal)
        self.sink.append(time.perf_counter() - t0)
        self.cpu_sink.append(time.thread_time() - c0)
        return action


def _play_task(args: tuple[TournamentSpec, GameTask]) -> GameOutcome:
    return play_game(*args)


def run_tournament(
    spec: TournamentSpec, progress: Callable[[int, int], None] | None = None
) -> TournamentResult:
    started = time.perf_counter()
    tasks = schedule(spec)
    outcomes: list[GameOutcome] = []
    if spec.jobs <= 1:
        for task in tasks:
            outcomes.append(play_game(spec, task))
            if progress:
                progress(len(outcomes), len(tasks))
    else:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")  # no inherited threads or Qt state
        with ProcessPoolExecutor(max_workers=spec.jobs, mp_context=ctx) as pool:
            for outcome in pool.map(_play_task, ((spec, t) for t in tasks), chunksize=1):
                outcomes.append(outcome)
                if progress:
                    progress(len(outcomes), len(tasks))
    outcomes.sort(key=lambda o: o.index)
    return TournamentResult(spec, outcomes, summarize(spec.agents, outcomes), time.perf_counter() - started)


def summarize(entrants: Sequence[str], outcomes: Iterable[GameOutcome]) -> list[AgentSummary]:
    """Per agent name (entrants with the same name are pooled, one seat-game each).
    A shared win counts as a share: two winners get half a win each."""
    names = list(dict.fromkeys(entrants))
    wins = {name: 0.0 for name in names}
    games = {name: 0 for name in names}
    scores: dict[str, list[int]] = {name: [] for name in names}
    times: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    for o in outcomes:
        for seat, entrant in enumerate(o.seating):
            name = entrants[entrant]
            games[name] += 1
            scores[name].append(o.scores[seat])
            times[name].extend(o.decision_times[seat])
            if o.decision_cpu:
                cpu[name].extend(o.decision_cpu[seat])
            if seat in o.winners:
                wins[name] += 1.0 / len(o.winners)
    out = []
    for name in names:
        n = games[name]
        low, high = wilson_interval(wins[name], n)
        out.append(
            AgentSummary(
                name=name,
                wins=round(wins[name], 3),
                games=n,
                win_rate=wins[name] / n if n else 0.0,
                ci_low=low,
                ci_high=high,
                mean_score=sum(scores[name]) / n if n else 0.0,
                median_decision_s=percentile(times[name], 50),
                p95_decision_s=percentile(times[name], 95),
                decisions=len(times[name]),
                median_cpu_s=percentile(cpu[name], 50),
                p95_cpu_s=percentile(cpu[name], 95),
            )
        )
    return out


def format_table(result: TournamentResult) -> str:
    s = result.spec
    lines = [
        f"tournament: {s.game}, {s.players} players, {len(result.outcomes)} games, seed {s.seed}, "
        f"jobs {s.jobs}",
        f"{'agent':<10} {'wins':>8} {'games':>6} {'win rate':>9} {'95% CI':>15} {'mean money':>11} "
        f"{'decision median':>16} {'decision p95':>13}",
    ]
    for a in result.agents:
        ci = f"{a.ci_low * 100:5.1f}-{a.ci_high * 100:5.1f}%"
        lines.append(
            f"{a.name:<10} {a.wins:>8g} {a.games:>6} {a.win_rate * 100:>8.1f}% {ci:>15} "
            f"{a.mean_score:>11.1f} {_duration(a.median_decision_s):>16} "
            f"{_duration(a.p95_decision_s):>13}"
        )
    lines.append(f"total wall time: {result.wall_s:.1f} s")
    return "\n".join(lines)


def _duration(seconds: float) -> str:
    return f"{seconds:.3f} s" if seconds >= 0.1 else f"{seconds * 1000:.3f} ms"
