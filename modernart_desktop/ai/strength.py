"""The published AI strength table: every registered game, every AI level against
three of the level below, written as one Markdown document (docs/ai-strength.md).

Nothing here names a game or a level: the games come from the registry and their
levels from `ai.levels`, so a new game with AI appears in the table by registering.
The games themselves are played by `ai.tournament` (seat rotation, shared deals).

A row is measured into its own log (JSON lines, one game a line, appended as each game
ends), so a long run can stop at any moment and resume where it stopped, a row at a
time if need be. Every game records the commit it was played on; a row whose levels'
code has changed since (`level_sources`) is stale and is measured again from its first
game, so no row of the table predates a change to either of its levels.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import platform
import subprocess
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from modernart_desktop.ai.tournament import (
    AgentSummary,
    GameOutcome,
    GameTask,
    TournamentSpec,
    play_game,
    schedule,
    summarize,
)

BASELINE = "random"
# Besides the ladder (each level against the one below), the heuristic level is also
# measured against Random: the figure players ask for first ("does it beat random play?").
EXTRA_PAIRS: tuple[tuple[str, str], ...] = (("normal", "random"),)
PREFERRED_PLAYERS = 4  # one challenger against three opponents
FAIR_SHARE_PLAYERS = PREFERRED_PLAYERS
REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True, slots=True)
class Pairing:
    game: str
    players: int
    level: str
    opponent: str

    def agents(self) -> tuple[str, ...]:
        return (self.level,) + (self.opponent,) * (self.players - 1)

    @property
    def log_name(self) -> str:
        return f"{self.game}.{self.level}-vs-{self.opponent}.jsonl"


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


# ---------------------------------------------------------------------- the code of a level
def level_sources(game_id: str, level: str) -> list[str]:
    """The files (relative to the repository; git pathspecs) whose change changes how
    `level` plays `game_id`: the search and the game's whole AI package, except the
    modules that belong to a level above it alone (named after it, e.g. `ai/expert.py`:
    tuning Expert does not move Strong's row). Neither the engine nor Random play is
    listed: `engine_digest` replays seeded games of Normal and Random seats, so a change
    to either that changes a game stales its rows, and one that keeps every game (a
    faster rule, a cheaper random draw) does not."""
    from modernart_desktop.ai.levels import LEVELS
    from modernart_desktop.core import registry

    if level == BASELINE:
        return []
    package = type(registry.get(game_id)).__module__.rsplit(".", 1)[0].replace(".", "/")
    above = LEVELS[LEVELS.index(level) + 1 :] if level in LEVELS else ()
    return [
        "modernart_desktop/ai/search.py",
        f"{package}/ai",
        *(f":(exclude){package}/ai/{higher}*.py" for higher in above),
    ]


def _settings(head: dict[str, Any]) -> dict[str, Any]:
    """A row's settings that can change its games: a table option no rule reads (a host's
    clock, `OptionSpec.plays` False) is left out, so a new default for it keeps the row."""
    from modernart_desktop.core import registry

    quiet = {o.key for o in registry.get(head["game"]).options if not o.plays}
    options = {k: v for k, v in head["options"].items() if k not in quiet}
    return {**head, "options": options}


def pairing_sources(p: Pairing) -> list[str]:
    """The challenger's sources: the level below it uses no more than they do."""
    return level_sources(p.game, p.level)


def _git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=False)


def head_commit() -> str | None:
    done = _git("rev-parse", "HEAD")
    return done.stdout.strip() if done.returncode == 0 else None


def uncommitted(paths: Sequence[str]) -> list[str]:
    """Files among `paths` that differ from the commit (a row measured on them could not
    say which code it measured)."""
    done = _git("status", "--porcelain", "--", *paths)
    return [line[3:] for line in done.stdout.splitlines()] if done.returncode == 0 else []


def changed_since(commit: str, paths: Sequence[str]) -> bool:
    """The code under `paths` differs between `commit` and the working tree's commit in
    something that can change play: a Python file's docstrings and comments do not
    count (its syntax tree without them is compared), any other change does."""
    done = _git("diff", "--name-only", commit, "HEAD", "--", *paths)
    if done.returncode != 0:
        return True  # an unknown commit: nothing can be vouched for
    for name in done.stdout.split():
        if not name.endswith(".py") or _code_of(commit, name) != _code_of("HEAD", name):
            return True
    return False


class _AnnotatedAssignments(ast.NodeTransformer):
    """`N: Final = 5` read as `N = 5` outside class bodies: there an annotation on an
    assignment changes nothing that runs. In a class body it may (it makes a dataclass
    field of a class attribute), so there the annotated form stays apart. Imports from
    `typing` are left out: the names they bring are read by annotations, and code that
    uses one at run time shows that use where it is."""

    def __init__(self) -> None:
        self.in_class = False

    def visit_ImportFrom(self, node: ast.ImportFrom) -> ast.AST | None:
        return None if node.module == "typing" else node

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        outer, self.in_class = self.in_class, True
        self.generic_visit(node)
        self.in_class = outer
        return node

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        outer, self.in_class = self.in_class, False
        self.generic_visit(node)
        self.in_class = outer
        return node

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if self.in_class or node.value is None:
            return node
        return ast.Assign(targets=[node.target], value=node.value)


def _code_of(commit: str, path: str) -> str | None:
    """A Python file's syntax tree at `commit` without its docstrings and its type
    annotations (None: no such file or not Python that parses). An annotation changes no
    decision: it is read by mypy, and by a compiled build only to refuse a wrong type; an
    annotated name (a dataclass field) keeps its place, only its type is dropped, and an
    assignment outside a class body is the same with or without one (`Final` constants)."""
    shown = _git("show", f"{commit}:{path}")
    if shown.returncode != 0:
        return None
    try:
        tree = _AnnotatedAssignments().visit(ast.parse(shown.stdout))
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            del body[0]  # the docstring: words, not play
            if not body:
                body.append(ast.Pass())
        if isinstance(node, ast.arg):
            node.annotation = None
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
        elif isinstance(node, ast.AnnAssign):
            node.annotation = ast.Constant(None)
    return ast.dump(tree)


ENGINE_GAMES = 12
_DIGESTS: dict[tuple[str, int, str], str] = {}


def engine_digest(game_id: str, players: int, options: dict[str, Any]) -> str:
    """What the game's rules (and its Normal level) do, as a digest of a few seeded games
    of Normal and Random seats: the same digest, the same games. A change to the engine
    that keeps every seeded game (a faster rule) keeps it; a new ruling or new card data
    changes it, and so stales the game's rows, whose code diff would not show it."""
    from modernart_desktop.ai.levels import make_agent
    from modernart_desktop.ai.selfplay import play_match
    from modernart_desktop.core.match import Match

    key = (game_id, players, json.dumps(options, sort_keys=True))
    known = _DIGESTS.get(key)
    if known is not None:
        return known
    h = hashlib.sha256()
    for g in range(ENGINE_GAMES):
        match = Match.new(game_id, players, options, seed=5000 + g)
        seats = ["normal" if (s + g) % 2 == 0 else "random" for s in range(players)]
        agents = [make_agent(game_id, level, 77 * g + s) for s, level in enumerate(seats)]
        play_match(match, agents, seed=g)
        h.update(json.dumps([e.to_wire() for e in match.log]).encode())
        h.update(repr(match.result().scores).encode())
    _DIGESTS[key] = digest = h.hexdigest()[:16]
    return digest


# ---------------------------------------------------------------------- a row's log
@dataclass(slots=True)
class Stamp:
    """When and on which code one game of a row was played."""

    commit: str
    finished: str  # UTC, "YYYY-MM-DD HH:MM"
    load: float | None  # 1-minute load average as the game ended
    engine: str = ""  # engine_digest of the game's rules when it was played


@dataclass(slots=True)
class RowLog:
    pairing: Pairing
    seed: int
    options: dict[str, Any]
    outcomes: list[GameOutcome] = field(default_factory=list)
    stamps: list[Stamp] = field(default_factory=list)

    def head(self) -> dict[str, Any]:
        p = self.pairing
        return {
            "game": p.game,
            "players": p.players,
            "level": p.level,
            "opponent": p.opponent,
            "seed": self.seed,
            "options": self.options,
        }

    def summary(self, name: str) -> AgentSummary:
        agents = self.pairing.agents()
        return next(a for a in summarize(agents, self.outcomes) if a.name == name)

    def commits(self) -> list[str]:
        return list(dict.fromkeys(s.commit for s in self.stamps))

    def stale(self) -> bool:
        """Its levels' code or its game's rules changed since some of its games."""
        paths = pairing_sources(self.pairing)
        if any(c == "unknown" or "+" in c or changed_since(c, paths) for c in self.commits()):
            return True
        now = engine_digest(self.pairing.game, self.pairing.players, self.options)
        return any(s.engine != now for s in self.stamps)


def _micros(o: GameOutcome, times: list[list[float]]) -> list[list[int]]:
    """The challenger's decision times in whole microseconds (the opponents' are not
    kept: the table shows the challenger's, and the logs stay small)."""
    return [[round(t * 1e6) for t in ts] if o.seating[seat] == 0 else [] for seat, ts in enumerate(times)]


def _outcome_line(o: GameOutcome, stamp: Stamp) -> str:
    return json.dumps(
        {
            "index": o.index,
            "seating": list(o.seating),
            "scores": list(o.scores),
            "winners": list(o.winners),
            "decision_us": _micros(o, o.decision_times),
            "decision_cpu_us": _micros(o, o.decision_cpu),
            "wall_s": round(o.wall_s, 2),
            "commit": stamp.commit,
            "finished": stamp.finished,
            "load": stamp.load,
            "engine": stamp.engine,
        }
    )


def read_row(path: Path) -> RowLog:
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    row = RowLog(
        Pairing(head["game"], head["players"], head["level"], head["opponent"]), head["seed"], head["options"]
    )
    seen: set[int] = set()
    for line in lines[1:]:
        if not line.strip():
            continue
        try:
            d = json.loads(line)
        except json.JSONDecodeError:  # a line cut short when a run was killed
            continue
        if d["index"] in seen:
            continue
        seen.add(d["index"])
        row.outcomes.append(
            GameOutcome(
                d["index"],
                tuple(d["seating"]),
                tuple(d["scores"]),
                tuple(d["winners"]),
                [[t / 1e6 for t in ts] for ts in d["decision_us"]],
                d["wall_s"],
                [[t / 1e6 for t in ts] for ts in d["decision_cpu_us"]],
            )
        )
        row.stamps.append(Stamp(d["commit"], d["finished"], d["load"], d.get("engine", "")))
    order = sorted(range(len(row.outcomes)), key=lambda i: row.outcomes[i].index)
    row.outcomes = [row.outcomes[i] for i in order]
    row.stamps = [row.stamps[i] for i in order]
    return row


def read_rows(log_dir: Path) -> list[RowLog]:
    return [read_row(path) for path in sorted(log_dir.glob("*.jsonl"))]


def _play_task(args: tuple[TournamentSpec, GameTask]) -> GameOutcome:
    return play_game(*args)


def measure_row(
    pairing: Pairing,
    games: int,
    seed: int,
    jobs: int,
    log_dir: Path,
    progress: Callable[[str], None] | None = None,
    require_committed: bool = True,
) -> RowLog:
    """Play the row's games that its log lacks (up to `games`), appending each as it ends.
    A log started with other settings, or whose levels' code changed since, starts over.
    The levels' code must be committed (the row names its commit) unless
    `require_committed` is False (tests, trials)."""
    from modernart_desktop.core import registry

    say = progress or (lambda _text: None)
    options = registry.get(pairing.game).normalize_options(pairing.players, None)
    path = log_dir / pairing.log_name
    row = RowLog(pairing, seed, options)
    if path.exists():
        old = read_row(path)
        if _settings(old.head()) != _settings(row.head()):
            say(f"{path.name}: started with other settings; measuring it again")
        elif old.stale():
            say(f"{path.name}: its levels changed since it was measured; measuring it again")
        else:
            row, options = old, old.options  # (the row goes on as it began)
    paths = pairing_sources(pairing)
    dirty = uncommitted(paths)
    if dirty and require_committed:
        raise RuntimeError(f"commit these first (the row must name the code it measured): {', '.join(dirty)}")
    # Games on uncommitted code name no commit of their own: such a row is always stale.
    commit = (head_commit() or "unknown") + ("+uncommitted" if dirty else "")
    done = {o.index for o in row.outcomes}
    spec = TournamentSpec(pairing.game, pairing.players, pairing.agents(), games, seed, options, jobs)
    todo = [t for t in schedule(spec) if t.index not in done]
    if not todo:
        return row
    log_dir.mkdir(parents=True, exist_ok=True)
    if not row.outcomes:
        path.write_text(json.dumps(row.head()) + "\n", encoding="utf-8")

    engine = engine_digest(pairing.game, pairing.players, options)

    def keep(outcome: GameOutcome) -> None:
        stamp = Stamp(commit, time.strftime("%Y-%m-%d %H:%M", time.gmtime()), _load(), engine)
        with path.open("a", encoding="utf-8") as f:
            f.write(_outcome_line(outcome, stamp) + "\n")
        row.outcomes.append(outcome)
        row.stamps.append(stamp)
        say(f"{pairing.game}: {pairing.level} vs {pairing.opponent} {len(row.outcomes)}/{games}")

    if jobs <= 1:
        for task in todo:
            keep(play_game(spec, task))
    else:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")  # no inherited threads or Qt state
        with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
            futures = [pool.submit(_play_task, (spec, task)) for task in todo]
            for future in as_completed(futures):
                keep(future.result())
    return read_row(path)


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


# ---------------------------------------------------------------------- the document
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


def _span(stamps: Sequence[Stamp]) -> str:
    first, last = min(s.finished for s in stamps), max(s.finished for s in stamps)
    if first == last:
        return first
    return f"{first} - {last[11:]}" if first[:10] == last[:10] else f"{first} - {last}"


def _loads(stamps: Sequence[Stamp]) -> str:
    loads = [s.load for s in stamps if s.load is not None]
    return f"{min(loads):.1f}-{max(loads):.1f}" if loads else "?"


@dataclass(frozen=True, slots=True)
class Header:
    command: str
    seed: int
    jobs: int
    machine: str


def render(
    rows: Iterable[RowLog],
    header: Header,
    wanted: Callable[[Pairing], int],
    notes: dict[str, str] | None = None,
    expected: Sequence[Pairing] = (),
    stale: Callable[[RowLog], bool] = RowLog.stale,
) -> str:
    """The document: how it was made, then per game its rows, when and on which code each
    was measured, and whether each rung of its ladder is shown. `wanted(p)` is the row's
    game count; `expected` lists the rows the registry asks for (missing ones are named);
    `notes` holds hand-written text per game id ("" for the preamble)."""
    notes = notes or {}
    rows = [r for r in rows if r.outcomes]
    all_stamps = [s for r in rows for s in r.stamps]
    lines = [
        "# How strong are the computer players?",
        "",
        "Each AI level plays against three players of the level below it (and Normal also",
        "against three Random players). Seats rotate over blocks of games that share one deal,",
        "so every player plays every seat of the same cards. A shared win counts as a share.",
        "With four players the fair share is 25%: a level is stronger than its opponents when",
        "the lower end of its 95% interval (Wilson) lies above that.",
        "",
        f"- Command (it plays every game a row still lacks, resumes where a run stopped, and writes this page): `{header.command}`",
        f"- Seed: {header.seed}; worker processes: {header.jobs}",
        f"- Machine: {header.machine}",
    ]
    if all_stamps:
        lines.append(
            f"- Games played: {_span(all_stamps)} UTC; load average (1 min) as games ended: {_loads(all_stamps)}"
        )
    lines += [
        "- Decision times are the challenger's own decisions: wall clock, and the CPU time of",
        "  the deciding thread (the machine was shared with other work: wall times grow with",
        "  the load, CPU times do not).",
        "- Each row names the commit its games were played on; a row whose levels' code changed",
        "  since is measured again from its first game, so no row predates its levels.",
        "",
    ]
    if notes.get(""):
        lines += [notes[""].strip(), ""]
    have = {r.pairing for r in rows}
    missing = [p for p in expected if p not in have]
    short = [r for r in rows if len(r.outcomes) < wanted(r.pairing)]
    old = [r for r in rows if stale(r)]
    if missing or short or old:
        parts = [f"{p.game} {p.level} against {p.opponent} (not measured)" for p in missing]
        parts += [
            f"{r.pairing.game} {r.pairing.level} against {r.pairing.opponent} "
            f"({len(r.outcomes)} of {wanted(r.pairing)} games)"
            for r in short
        ]
        parts += [f"{r.pairing.game} {r.pairing.level} against {r.pairing.opponent} (stale)" for r in old]
        lines += ["**Incomplete:** " + "; ".join(parts) + ". Rerun the command to finish them.", ""]
    by_game: dict[str, list[RowLog]] = {}
    for row in sorted(rows, key=lambda r: (r.pairing.game, _ladder_rank(r.pairing))):
        by_game.setdefault(row.pairing.game, []).append(row)
    for game_id, game_rows in by_game.items():
        lines += [f"## `{game_id}` ({game_rows[0].pairing.players} players)", ""]
        if notes.get(game_id):
            lines += [notes[game_id].strip(), ""]
        lines += [
            "| level | against three | games | wins | win rate | 95% interval | mean score "
            "| opponents' mean score | decision median | decision p95 | CPU median | CPU p95 |",
            "|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|",
        ]
        for row in game_rows:
            p = row.pairing
            me = row.summary(p.level)
            them = row.summary(p.opponent)
            lines.append(
                f"| {p.level} | {p.opponent} | {me.games} | {me.wins:g} | {_pct(me.win_rate)} "
                f"| {_pct(me.ci_low)} - {_pct(me.ci_high)} | {me.mean_score:.1f} "
                f"| {them.mean_score:.1f} | {_secs(me.median_decision_s)} | {_secs(me.p95_decision_s)} "
                f"| {_secs(me.median_cpu_s)} | {_secs(me.p95_cpu_s)} |"
            )
        lines += ["", "| row | measured (UTC) | load | code |", "|---|---|---|---|"]
        for row in game_rows:
            p = row.pairing
            code = ", ".join(c[:10] for c in row.commits()) + (" (**stale**)" if stale(row) else "")
            lines.append(
                f"| {p.level} vs {p.opponent} | {_span(row.stamps)} | {_loads(row.stamps)} | {code} |"
            )
        rungs = []
        for row in game_rows:
            p = row.pairing
            me = row.summary(p.level)
            if me.ci_low > 1.0 / p.players:
                verdict = "shown"
            elif len(row.outcomes) < wanted(p):
                verdict = f"pending, {len(row.outcomes)} of {wanted(p)} games"
            else:
                verdict = "**not shown**"
            rungs.append(f"{p.level} over {p.opponent} {verdict} ({_pct(me.ci_low)})")
        lines += [
            "",
            "Ladder (lower end of the interval against the fair share): " + "; ".join(rungs) + ".",
            "",
        ]
    return "\n".join(lines)


def read_notes(path: Path) -> dict[str, str]:
    """Hand-written text for the document: a preamble, then sections headed ``## `game_id` ``."""
    if not path.exists():
        return {}
    notes: dict[str, list[str]] = {"": []}
    key = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## `") and line.rstrip().endswith("`"):
            key = line.strip()[4:-1]
            notes[key] = []
            continue
        notes[key].append(line)
    return {k: "\n".join(v).strip() for k, v in notes.items()}
