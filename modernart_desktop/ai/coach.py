"""The coach: a hint for a seat (what the Strong level would do there, and why) and
the review of a finished game (each of a seat's decisions weighed against the moves
the search would have compared), for every game with a search level.

Pure and headless: a view and the legal actions in, figures out (the UI words them).
Both see only what the seat saw: a hint starts from the seat's view, a review rebuilds
the view the seat had at each of its decisions, and the search samples the rest
(`SearchKit.sample_world`). Seeds come from the position (a hint) or from the review's
own seed and the move's number, so the same question always gets the same answer.

Outlooks are the search's utilities (each game's kit scores a rollout's end in [0, 1]:
mostly the share of the win, the rest the margin over the best rival) shown out of
`SCALE`. A difference between two moves is measured on the same worlds and the same
luck (paired), with its standard error: that is how sure the coach may be.
"""

from __future__ import annotations

import copyreg
import hashlib
import json
import math
import threading
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.search import Budget, Candidate, SearchAgent, Weighed
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.match import Match


def _candidate_by_fields(c: Candidate) -> tuple[Any, ...]:
    return (Candidate, (c.action, c.plan))


# A judgement crosses back from a worker process by pickle. Compiled (build_info), a frozen
# dataclass such as Candidate is a native class that pickle's default way (set each field
# after creating it) cannot rebuild: it is pickled by its constructor's arguments instead.
# Registered here, where the pickling happens, rather than as a method of Candidate: a
# statement in ai/search.py would stale every Strong row of the strength table.
copyreg.pickle(Candidate, _candidate_by_fields)

SCALE = 100  # an outlook of 0.58 is shown as 58 out of 100
COACH_LEVEL = "strong"
# A review lists a moment when the better move's lead, measured again on fresh worlds,
# is at least this many points (out of SCALE) and this many standard errors.
MIN_GAIN = 2.0
SURE_Z = 2.5
VERY_SURE_Z = 3.5
CONFIRM_WORLDS = 40  # fresh worlds on which a suspected moment is measured again

# Verdicts of a review on one decision.
FINE = "fine"  # the move played was the search's choice, or as good as it can tell
BETTER = "better"  # another move was clearly better by the search's estimate
UNSURE = "unsure"  # another move looked better, but the search cannot tell for sure

_NEVER = threading.Event()


def position_seed(view: dict[str, Any], salt: int = 0) -> int:
    """A seed drawn from what the seat sees (and a salt): the same position always
    gets the same hint, and nothing hidden from the seat can change it."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b(f"{salt}:{text}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & (2**63 - 1)


def mix_seed(seed: int, *parts: int) -> int:
    digest = hashlib.blake2b(":".join(str(p) for p in (seed, *parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & (2**63 - 1)


def coach_agent(game_id: str, seed: int, budget: Budget | None = None) -> SearchAgent | None:
    """The game's Strong level as a fresh search agent (None: the game has no search
    level). `budget` replaces the level's own (tests keep it tiny; a review drops
    the seconds cap so that it repeats exactly)."""
    try:
        agent = make_agent(game_id, COACH_LEVEL, seed)
    except KeyError:
        return None
    if not isinstance(agent, SearchAgent):
        return None
    if budget is not None:
        agent.budget = budget
    return agent


def rollouts_only(agent: SearchAgent, scale: float = 1.0) -> Budget:
    """The agent's rollout budget without its seconds cap (the answer then depends on
    the seed alone, never on how busy the machine is)."""
    rollouts = agent.budget.rollouts
    if rollouts is None:  # a level capped by time only: a fair amount of work instead
        rollouts = 200
    return Budget(rollouts=max(1, int(rollouts * scale)))


# -------------------------------------------------------------------------- the hint
ONLY = "only"  # the search saw one sensible move
SEARCHED = "searched"  # compared with the next best
UNCOMPARED = "uncompared"  # no time to compare: the search's first idea


@dataclass(frozen=True)
class Advice:
    """What the coach would do in the seat's place, and why."""

    action: Action
    plan: Any  # the level's plan with it (e.g. a limit kept through an open auction)
    how: str  # ONLY, SEARCHED or UNCOMPARED
    outlook: float | None = None  # the move's outlook out of SCALE
    alternative: Candidate | None = None  # the next best move weighed
    alternative_outlook: float | None = None
    gain: float | None = None  # by how much it beats the alternative (paired, out of SCALE)
    gain_se: float | None = None
    worlds: int = 0


def advise(
    game_id: str,
    view: dict[str, Any],
    legal: LegalActions,
    *,
    budget: Budget | None = None,
    seed: int | None = None,
    stop: threading.Event | None = None,
) -> Advice | None:
    """What the Strong level would play from `view` (None: the game has no search
    level to ask, or `legal` is empty)."""
    if not legal:
        return None
    agent = coach_agent(game_id, position_seed(view) if seed is None else seed, budget)
    if agent is None:
        return None
    candidates = list(agent.kit.candidates(view, legal, agent.rng))
    if not candidates:
        return None
    if len(candidates) == 1:
        return Advice(candidates[0].action, candidates[0].plan, ONLY)
    weighed = agent.weigh(view, candidates, stop or _NEVER)
    best = agent.pick(weighed)
    chosen = candidates[best]
    if weighed.worlds == 0:
        return Advice(chosen.action, chosen.plan, UNCOMPARED)
    others = [i for i in range(len(candidates)) if i != best and weighed.results[i]]
    alternative = max(others, key=lambda i: (_mean(weighed, i), -i)) if others else None
    if alternative is None:
        return Advice(chosen.action, chosen.plan, SEARCHED, _outlook(weighed, best), worlds=weighed.worlds)
    lead, se = weighed.lead(best, alternative)
    return Advice(
        chosen.action,
        chosen.plan,
        SEARCHED,
        outlook=_outlook(weighed, best),
        alternative=candidates[alternative],
        alternative_outlook=_outlook(weighed, alternative),
        gain=lead * SCALE,
        gain_se=se * SCALE,
        worlds=weighed.worlds,
    )


def advice_stands(game_id: str, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
    """Advice found for view `thought_on` still answers view `now`: the same view, or
    one where the others only committed simultaneous choices (the kit's judgement)."""
    if thought_on == now:
        return True
    agent = coach_agent(game_id, 0)
    return agent is not None and agent.answer_stands(thought_on, now)


def _mean(weighed: Weighed, i: int) -> float:
    mean = weighed.mean(i)
    return -math.inf if mean is None else mean


def _outlook(weighed: Weighed, i: int) -> float | None:
    mean = weighed.mean(i)
    return None if mean is None else mean * SCALE


# -------------------------------------------------------------------------- the review
@dataclass(frozen=True)
class Decision:
    """One decision of a seat as it could see it: the log's `index`-th action (the
    replay shows the position at step `index`, and the move itself at `index + 1`)."""

    index: int
    view: dict[str, Any]
    legal: LegalActions
    played: Action


def decisions_of(match: Match, seat: int) -> list[Decision]:
    """Every decision `seat` made in `match` where it had a choice, with the view it
    had then. The match is rebuilt from its seed and log (no state is shared)."""
    game = match.game
    state, _events = game.setup(match.num_players, match.options, match.seed)
    found: list[Decision] = []
    for index, entry in enumerate(match.log):
        if entry.seat == seat:
            legal = game.legal_actions(state, seat)
            if len(legal) > 1:  # a forced move is no decision
                found.append(Decision(index, game.view_for(state, seat), legal, entry.action))
        game.apply(state, entry.seat, entry.action)
    return found


@dataclass(frozen=True)
class Judgement:
    """The review's word on one decision."""

    index: int
    played: Action
    verdict: str  # FINE, BETTER or UNSURE
    better: Candidate | None = None  # the move the search prefers (BETTER and UNSURE)
    gain: float = 0.0  # its lead over the move played, out of SCALE
    gain_se: float = 0.0
    worlds: int = 0  # worlds behind the figures

    @property
    def z(self) -> float:
        return self.gain / self.gain_se if self.gain_se > 0 else math.inf if self.gain > 0 else 0.0

    @property
    def very_sure(self) -> bool:
        return self.verdict == BETTER and self.z >= VERY_SURE_Z


def judge(
    game_id: str,
    decision: Decision,
    seed: int,
    budget_scale: float = 1.0,
    stop: threading.Event | None = None,
) -> Judgement:
    """Weigh the move played against the search's own candidates from the seat's view.

    A move the search would have liked better is measured again on fresh worlds
    (the first comparison picked the best of several, which flatters it) and counts
    as clearly better only if that second measure still gives it `MIN_GAIN` points
    and `SURE_Z` standard errors."""
    stop = stop or _NEVER
    agent = coach_agent(game_id, seed)
    if agent is None:
        return Judgement(decision.index, decision.played, FINE)
    agent.budget = rollouts_only(agent, budget_scale)
    view, played = decision.view, decision.played
    candidates = list(agent.kit.candidates(view, decision.legal, agent.rng))
    mine = [i for i, c in enumerate(candidates) if c.action == played]
    if not mine:  # a move the search would not even have looked at: weighed as it is
        candidates.append(Candidate(played))
        mine = [len(candidates) - 1]
    if len(candidates) == 1:
        return Judgement(decision.index, played, FINE)
    weighed = agent.weigh(view, candidates, stop)
    if weighed.worlds == 0:
        return Judgement(decision.index, played, FINE)
    best = agent.pick(weighed)
    # The same move with different plans (an open auction's limits): the best of them.
    played_i = max(mine, key=lambda i: (_mean(weighed, i), -i))
    if best in mine:
        return Judgement(decision.index, played, FINE, worlds=weighed.worlds)
    lead, se = weighed.lead(best, played_i)
    if lead * SCALE < MIN_GAIN:
        return Judgement(decision.index, played, FINE, worlds=weighed.worlds)
    if lead < se:  # a hunch, not worth measuring again
        return Judgement(
            decision.index, played, UNSURE, candidates[best], lead * SCALE, se * SCALE, weighed.worlds
        )
    # Measure the two again on fresh worlds, without pruning: an unbiased estimate.
    pair = [candidates[best], candidates[played_i]]
    again = SearchAgent(
        "coach",
        agent.kit,  # (primed by `candidates` with this view: a kit may read the table there)
        Budget(rollouts=2 * max(2, int(CONFIRM_WORLDS * budget_scale))),
        mix_seed(seed, 1),
        prune_z=math.inf,
        min_worlds=10**9,
    )
    measured = again.weigh(view, pair, stop)
    if measured.worlds == 0:
        return Judgement(
            decision.index, played, UNSURE, candidates[best], lead * SCALE, se * SCALE, weighed.worlds
        )
    lead2, se2 = measured.lead(0, 1)
    verdict = BETTER if lead2 * SCALE >= MIN_GAIN and lead2 >= SURE_Z * se2 else UNSURE
    if lead2 <= 0:
        verdict = FINE
    return Judgement(
        decision.index, played, verdict, candidates[best], lead2 * SCALE, se2 * SCALE, measured.worlds
    )


@dataclass(frozen=True)
class Moment:
    """A moment the review lists: one decision, or a run of the seat's decisions in a
    row where the same kind of move was clearly worse than the same other kind (each
    raise of one auction where passing was better). `judgement` is its biggest."""

    judgement: Judgement
    indices: tuple[int, ...]

    @property
    def index(self) -> int:
        return self.judgement.index


@dataclass
class Review:
    """A seat's game, decision by decision. `seed` repeats it exactly."""

    game_id: str
    seat: int
    seed: int
    budget_scale: float
    judgements: list[Judgement] = field(default_factory=list)  # in the order of the game
    total: int = 0  # decisions to weigh
    cancelled: bool = False

    @property
    def complete(self) -> bool:
        return not self.cancelled and len(self.judgements) == self.total

    def moments(self) -> list[Moment]:
        """Where another move was clearly better, the biggest gain first."""
        runs: list[list[Judgement]] = []
        previous: Judgement | None = None
        for j in self.judgements:
            if j.verdict == BETTER and previous is not None and runs and _same_kind(previous, j):
                runs[-1].append(j)
            elif j.verdict == BETTER:
                runs.append([j])
            previous = j if j.verdict == BETTER else None
        found = [
            Moment(max(run, key=lambda j: (j.gain, -j.index)), tuple(j.index for j in run)) for run in runs
        ]
        return sorted(found, key=lambda m: (-m.judgement.gain, m.index))

    def unsure(self) -> list[Judgement]:
        return [j for j in self.judgements if j.verdict == UNSURE]


def _same_kind(a: Judgement, b: Judgement) -> bool:
    return (
        a.better is not None
        and b.better is not None
        and a.played.kind == b.played.kind
        and a.better.action.kind == b.better.action.kind
    )


def review_seed(match: Match) -> int:
    """The default seed of a match's review: the same game gets the same review."""
    return hash_text(f"review:{match.game_id}:{match.seed}:{match.seq}")


def hash_text(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") & (2**63 - 1)


def review_match(
    match: Match,
    seat: int,
    *,
    seed: int | None = None,
    budget_scale: float = 1.0,
    workers: int = 1,
    stop: threading.Event | None = None,
    progress: Callable[[int, int], None] | None = None,
    only: Collection[int] | None = None,
) -> Review:
    """Weigh every decision `seat` made in the finished `match`, in `workers` processes
    (1: here). `progress(done, total)` follows it; once `stop` is set the review ends,
    marked cancelled; `only` limits it to those moves of the log. Each decision has its
    own seed (the review's and its number), and the decisions are shared out among the
    workers the same way every time: the same seed and number of workers give the same
    review."""
    stop = stop or _NEVER
    seed = review_seed(match) if seed is None else seed
    todo = [d for d in decisions_of(match, seat) if only is None or d.index in only]
    review = Review(match.game_id, seat, seed, budget_scale, total=len(todo))
    if progress is not None:
        progress(0, len(todo))
    tasks = [(match.game_id, d, mix_seed(seed, d.index), budget_scale) for d in todo]
    if workers <= 1 or len(tasks) <= 1:
        for done, task in enumerate(tasks, 1):
            judgement = judge(*task, stop=stop)
            if stop.is_set():  # cut short: its figures are not the review's
                review.cancelled = True
                break
            review.judgements.append(judgement)
            if progress is not None:
                progress(done, len(todo))
        return review
    found = _judge_in_processes(tasks, workers, stop, progress)
    if found is None:
        review.cancelled = True
    else:
        review.judgements = found
    return review


def _judge_in_processes(
    tasks: list[tuple[str, Decision, int, float]],
    workers: int,
    stop: threading.Event,
    progress: Callable[[int, int], None] | None,
) -> list[Judgement] | None:
    """Every task judged in `workers` fresh processes (spawned: nothing inherited), the
    k-th task always in process k mod `workers`, each process taking its tasks in order.
    A search may remember things between decisions (Friesematenten's bid limits are
    cached per table position), so a decision's figures can depend on what its process
    weighed before: a fixed share-out keeps a review repeatable for a given number of
    workers. None once `stop` is set (what is running finishes its move, the rest is
    dropped)."""
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

    context = multiprocessing.get_context("spawn")
    pools = [ProcessPoolExecutor(1, mp_context=context) for _ in range(min(workers, len(tasks)))]
    try:
        pending: dict[Future[Judgement], int] = {
            pools[i % len(pools)].submit(judge, *task): i for i, task in enumerate(tasks)
        }
        results: list[Judgement | None] = [None] * len(tasks)
        done_count = 0
        while pending:
            if stop.is_set():
                return None
            finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in finished:
                results[pending.pop(future)] = future.result()
                done_count += 1
                if progress is not None:
                    progress(done_count, len(tasks))
        return [r for r in results if r is not None]
    finally:
        for pool in pools:
            pool.shutdown(wait=False, cancel_futures=True)
