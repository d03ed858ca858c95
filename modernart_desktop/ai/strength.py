"""The published AI strength table: every registered game, every AI level against
three of the level below, written as one Markdown document (docs/ai-strength.md).

Nothing here names a game or a level: the games come from the registry and their
levels from `ai.levels`, so a new game with AI appears in the table by registering.
The games themselves are played by `ai.tournament` (seat rotation, shared deals).
"""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from modernart_desktop.ai.tournament import AgentSummary, TournamentResult, TournamentSpec, run_tournament

BASELINE = "random"
# Besides the ladder (each level against the one below), the heuristic level is also
# measured against Random: the figure players ask for first ("does it beat random play?").
EXTRA_PAIRS: tuple[tuple[str, str], ...] = (("normal", "random"),)
PREFERRED_PLAYERS = 4  # one challenger against three opponents


@dataclass(frozen=True, slots=True)
class Pairing:
    game: str
    players: int
    level: str
    opponent: str

    def agents(self) -> tuple[str, ...]:
        return (self.level,) + (self.opponent,) * (self.players - 1)


@dataclass(slots=True)
class Row:
    pairing: Pairing
    result: TournamentResult

    def summary(self, name: str) -> AgentSummary:
        return next(a for a in self.result.agents if a.name == name)


@dataclass(slots=True)
class StrengthReport:
    seed: int
    jobs: int
    command: str
    rows: list[Row] = field(default_factory=list)
    pending: list[Pairing] = field(default_factory=list)  # rows not played (yet)
    load_before: float | None = None  # 1-minute load average: other work slows decisions
    load_after: float | None = None
    started: str = ""
    wall_s: float = 0.0


def players_for(min_players: int, max_players: int) -> int:
    """Four players where the game allows it (one against three), else the nearest count."""
    return max(min_players, min(max_players, PREFERRED_PLAYERS))


def pairings(games: Sequence[str] | None = None) -> list[Pairing]:
    """Every (game, level, level below) to measure, in a stable order: cheap rows first
    within a game (levels are listed weakest first)."""
    from modernart_desktop.ai.levels import levels_for
    from modernart_desktop.core import registry

    out: list[Pairing] = []
    for game_id in games if games is not None else registry.available():
        levels = levels_for(game_id)
        if not levels:
            continue  # a game without AI has no row
        game = registry.get(game_id)
        n = players_for(game.min_players, game.max_players)
        ladder = [BASELINE, *levels]
        pairs = [(ladder[i], ladder[i - 1]) for i in range(1, len(ladder))]
        for level, opponent in EXTRA_PAIRS:
            if level in ladder and opponent in ladder and (level, opponent) not in pairs:
                pairs.insert(ladder.index(level), (level, opponent))
        out.extend(Pairing(game_id, n, level, opponent) for level, opponent in pairs)
    return out


def cheapest_first(chosen: Sequence[Pairing]) -> list[Pairing]:
    """Rows ordered by the challenger's level (the heuristic levels of every game, then
    every game's search levels...), so a run cut short has measured the most rows."""
    from modernart_desktop.ai.levels import LEVELS

    rank = {level: i for i, level in enumerate(LEVELS)}
    return sorted(chosen, key=lambda p: rank.get(p.level, len(rank)))


def run_report(
    chosen: Sequence[Pairing],
    games_for: Callable[[Pairing], int],
    seed: int,
    jobs: int,
    command: str,
    progress: Callable[[Pairing, int, int], None] | None = None,
    after_row: Callable[[StrengthReport], None] | None = None,
) -> StrengthReport:
    """Play every row; `after_row` sees the report after each one (the script rewrites the
    document then, so an interrupted run still leaves every finished row)."""
    from modernart_desktop.core import registry

    report = StrengthReport(seed, jobs, command, started=time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()))
    report.pending = list(chosen)
    report.load_before = _load()
    started = time.perf_counter()
    for pairing in chosen:
        options = registry.get(pairing.game).normalize_options(pairing.players, None)
        spec = TournamentSpec(
            pairing.game, pairing.players, pairing.agents(), games_for(pairing), seed, options, jobs
        )
        step = None if progress is None else (lambda done, total, p=pairing: progress(p, done, total))
        report.rows.append(Row(pairing, run_tournament(spec, step)))
        report.pending.remove(pairing)
        report.wall_s = time.perf_counter() - started
        report.load_after = _load()
        if after_row is not None:
            after_row(report)
    return report


def _load() -> float | None:
    try:
        return os.getloadavg()[0]
    except OSError:  # not available on this system
        return None


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (
        f"{os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}"
    )


def _ladder_rank(p: Pairing) -> tuple[int, int]:
    from modernart_desktop.ai.levels import LEVELS

    order = [BASELINE, *LEVELS]
    return (
        order.index(p.level) if p.level in order else len(order),
        -order.index(p.opponent) if p.opponent in order else 0,
    )


def _pct(x: float) -> str:
    return f"{x * 100:.1f}%"


def _secs(s: float) -> str:
    if s >= 0.1:
        return f"{s:.2f} s"
    return f"{s * 1000:.1f} ms" if s >= 0.001 else f"{s * 1000:.3f} ms"


def render(report: StrengthReport, machine_text: str | None = None) -> str:
    lines = [
        "# How strong are the computer players?",
        "",
        "Each AI level plays against three players of the level below it (and Normal also",
        "against three Random players). Seats rotate over blocks of games that share one deal,",
        "so every player plays every seat of the same cards. A shared win counts as a share.",
        "With four players the fair share is 25%: a level is stronger than its opponents when",
        "the lower end of its 95% interval (Wilson) lies above that.",
        "",
        f"- Command: `{report.command}`",
        f"- Seed: {report.seed}; worker processes: {report.jobs}",
        f"- Machine: {machine_text or machine()}",
        f"- Run: {report.started}, {report.wall_s / 60:.0f} min in all",
        "- Decision times are the challenger's own decisions (wall clock, one process each).",
        *(
            [
                f"- Load average (1 min) at the start and the end: {report.load_before:.1f}, {report.load_after:.1f}"
            ]
            if report.load_before is not None and report.load_after is not None
            else []
        ),
        "",
    ]
    games_counts = sorted({len(r.result.outcomes) for r in report.rows})
    if games_counts and games_counts[-1] < 200:
        lines += [
            f"**Small counts:** {', '.join(map(str, games_counts))} games per row. The intervals are",
            "wide; read the table as a first estimate until it is rerun with more games",
            "(`--games 400`).",
            "",
        ]
    if report.pending:
        lines += [
            "**Incomplete:** rows not played in this run (yet): "
            + ", ".join(f"{p.game} {p.level} against {p.opponent}" for p in report.pending)
            + ".",
            "",
        ]
    by_game: dict[str, list[Row]] = {}
    for row in sorted(report.rows, key=lambda r: (r.pairing.game, _ladder_rank(r.pairing))):
        by_game.setdefault(row.pairing.game, []).append(row)
    for game_id, rows in by_game.items():
        lines += [
            f"## `{game_id}` ({rows[0].pairing.players} players)",
            "",
            "| level | against three | games | wins | win rate | 95% interval | mean score "
            "| opponents' mean score | decision median | decision p95 |",
            "|---|---|---:|---:|---:|---|---:|---:|---:|---:|",
        ]
        for row in rows:
            p = row.pairing
            me = row.summary(p.level)
            them = row.summary(p.opponent)
            lines.append(
                f"| {p.level} | {p.opponent} | {me.games} | {me.wins:g} | {_pct(me.win_rate)} "
                f"| {_pct(me.ci_low)} - {_pct(me.ci_high)} | {me.mean_score:.1f} "
                f"| {them.mean_score:.1f} | {_secs(me.median_decision_s)} | {_secs(me.p95_decision_s)} |"
            )
        lines.append("")
    return "\n".join(lines)
