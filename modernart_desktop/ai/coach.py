"""The coach: a hint for a seat (what the Strong level would do there, and why) and
the review of a finished game (each of a seat's decisions weighed against the moves
the search would have compared), for every game with a search level.

Pure and headless: a view and the legal actions in, figures out (the UI words them).
Both see only what the seat saw: a hint starts from the seat's view, a review rebuilds
the view the seat had at each of its decisions, and the search samples the rest
(`SearchKit.sample_world`). Seeds come from the position (a hint) or from the review's
own seed and the move's number, so the same question always gets the same answer.

The search chooses by its utilities (each game's kit scores a rollout's end in [0, 1]:
mostly the share of the win, the rest the margin over the best rival). What a player
is told is in the game's own terms, read at the same rollouts' ends (ai/coach_terms.py):
the lead over the strongest rival in money or points, and the chance to win where a
rollout can tell it; the review judges by that lead, which does not flatten out when a
seat is far behind. A difference between two moves is measured on the same worlds and
the same luck (paired), with its standard error: that is how sure the coach may be.
"""

from __future__ import annotations

import bisect
import copyreg
import hashlib
import json
import math
import threading
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from modernart_desktop.ai.coach_terms import Terms, terms_of
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.search import Budget, Candidate, SearchAgent, SearchKit, Weighed
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng


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
SURE_Z = 2.0  # measured again on fresh worlds: about one in forty by luck alone
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


# A review's own search settings per game (the level's factory options): Modern Art's
# rollouts play to the game's end by default; a review stops them one round after the
# decision's, scored by money and a rough worth of the cards in hand as the level's kit
# does at its own horizon (about twice as fast in round 1, and far less noisy, so fewer
# worlds tell a real gain from luck). The other games' rollouts already end with the round.
REVIEW_OPTIONS: dict[str, dict[str, Any]] = {"modern_art": {"horizon": 1}}


def coach_agent(
    game_id: str, seed: int, budget: Budget | None = None, options: dict[str, Any] | None = None
) -> SearchAgent | None:
    """The game's Strong level as a fresh search agent (None: the game has no search
    level). `budget` replaces the level's own (tests keep it tiny; a review drops
    the seconds cap so that it repeats exactly). Its kit is wrapped in a `Recorder`
    where the game has `coach_terms`: the same choices, and a note of what each
    rollout came to in the game's own terms."""
    try:
        agent = make_agent(game_id, COACH_LEVEL, seed, **(options or {}))
    except KeyError:
        return None
    if not isinstance(agent, SearchAgent):
        return None
    if budget is not None:
        agent.budget = budget
    terms = terms_of(game_id)
    if terms is not None:
        agent.kit = Recorder(agent.kit, terms)
    return agent


class Recorder:
    """A game's search kit, unchanged, that also notes at each rollout's end (where the
    search asks for its utility) the seat's lead and share of the win in the game's own
    terms (ai/coach_terms.py). `outcomes` pairs the notes with the search's record."""

    def __init__(self, kit: SearchKit, terms: Terms) -> None:
        self.kit = kit
        self.terms = terms
        self.notes: list[tuple[float, float, float | None]] = []

    @property
    def game(self) -> Any:
        return self.kit.game

    def candidates(self, view: dict[str, Any], legal: LegalActions, rng: Rng) -> Sequence[Candidate]:
        return self.kit.candidates(view, legal, rng)

    def sample_world(self, view: dict[str, Any], rng: Rng) -> Any:
        return self.kit.sample_world(view, rng)

    def rollout_action(self, state: Any, seat: int, rng: Rng, plan: Any) -> Action:
        return self.kit.rollout_action(state, seat, rng, plan)

    def utility(self, state: Any, seat: int) -> float:
        value = self.kit.utility(state, seat)
        self.notes.append((value, *self.terms.measure(self.kit, state, seat)))
        return value

    def rollout_done(self, state: Any, start: Any) -> bool:
        return self.kit.rollout_done(state, start)

    def follow_plan(self, plan: Any, view: dict[str, Any], legal: LegalActions) -> Action | None:
        return self.kit.follow_plan(plan, view, legal)

    def same_decision(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        return self.kit.same_decision(thought_on, now)


@dataclass
class Outcomes:
    """What each candidate's rollouts came to in the game's own terms, world by world
    (aligned with `Weighed.results`: the same worlds and luck, so differences pair)."""

    terms: Terms
    lead: list[list[float]]
    win: list[list[float | None]]

    def mean_lead(self, i: int) -> float | None:
        leads = self.lead[i]
        return sum(leads) / len(leads) if leads else None

    def win_chance(self, i: int) -> float | None:
        """The mean share of the win, where every rollout could tell it."""
        wins = self.win[i]
        if not wins or any(w is None for w in wins):
            return None
        return sum(w for w in wins if w is not None) / len(wins)

    def gain(self, i: int, j: int) -> tuple[float, float]:
        """(mean, standard error) of how much more lead candidate i ends with than j,
        over the worlds both played; a prior spread (`Terms.prior_sd`, worth two worlds)
        keeps a few equal outcomes from looking certain. No evidence: (0, infinity)."""
        diffs = [a - b for a, b in zip(self.lead[i], self.lead[j])]
        n = len(diffs)
        if n == 0:
            return 0.0, math.inf
        mean = sum(diffs) / n
        prior = 2.0 * self.terms.prior_sd**2
        var = (sum((d - mean) ** 2 for d in diffs) + prior) / (n - 1 + 2.0)
        return mean, math.sqrt(var / n)


def weigh(
    agent: SearchAgent, view: dict[str, Any], candidates: Sequence[Candidate], stop: threading.Event
) -> tuple[Weighed, Outcomes | None]:
    """`agent.weigh`, with what its rollouts came to in the game's terms (None: the game
    has none, or the notes do not match the record)."""
    kit = agent.kit
    if isinstance(kit, Recorder):
        kit.notes = []
    weighed = agent.weigh(view, candidates, stop)
    if not isinstance(kit, Recorder):
        return weighed, None
    notes, kit.notes = kit.notes, []
    k = len(candidates)
    lead: list[list[float]] = [[] for _ in range(k)]
    win: list[list[float | None]] = [[] for _ in range(k)]
    at = 0
    # The search plays world by world, each candidate still in the running in order; a
    # pruned candidate's record stops where it was dropped.
    for w in range(weighed.worlds):
        for i in range(k):
            if len(weighed.results[i]) > w:
                if at >= len(notes) or notes[at][0] != weighed.results[i][w]:
                    return weighed, None
                lead[i].append(notes[at][1])
                win[i].append(notes[at][2])
                at += 1
    return weighed, Outcomes(kit.terms, lead, win)


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
    outlook: float | None = None  # the move's outlook out of SCALE (the search's own figure)
    alternative: Candidate | None = None  # the next best move weighed
    alternative_outlook: float | None = None
    gain: float | None = None  # by how much it beats the alternative (paired, out of SCALE)
    gain_se: float | None = None
    worlds: int = 0
    # In the game's own terms (ai/coach_terms.py; None where the game has none):
    unit: str | None = None  # coach_terms.MONEY or POINTS
    lead_gain: float | None = None  # how much more lead over the best rival than the alternative
    lead_gain_se: float | None = None
    min_gain: float = 1.0  # the smallest gain worth a player's attention, in that unit
    win: float | None = None  # the chance to win with this move, 0-1 (None: not known)
    alternative_win: float | None = None

    @property
    def confidence(self) -> str:
        """How sure the coach is that its move beats the alternative: CLEAR, CLOSE or
        EVEN (about as good), in the game's terms where it has them."""
        if self.lead_gain is not None and self.lead_gain_se is not None:
            gain, se, least = self.lead_gain, self.lead_gain_se, self.min_gain
        elif self.gain is not None and self.gain_se is not None:
            gain, se, least = self.gain, self.gain_se, MIN_GAIN
        else:
            return EVEN
        win_gain = (self.win or 0.0) - (self.alternative_win or 0.0)
        if gain >= least and gain >= 2.0 * se:
            return CLEAR
        if gain >= least / 2 or win_gain >= 0.01:
            return CLOSE
        return EVEN


# How sure a hint is, in words
CLEAR = "clear"  # clearly better than the next best
CLOSE = "close"  # better by the search's estimate, but a close call
EVEN = "even"  # about as good as the next best


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
    weighed, outcomes = weigh(agent, view, candidates, stop or _NEVER)
    best = agent.pick(weighed)
    chosen = candidates[best]
    if weighed.worlds == 0:
        return Advice(chosen.action, chosen.plan, UNCOMPARED)
    others = [i for i in range(len(candidates)) if i != best and weighed.results[i]]
    alternative = max(others, key=lambda i: (_mean(weighed, i), -i)) if others else None
    if alternative is None:
        return Advice(chosen.action, chosen.plan, SEARCHED, _outlook(weighed, best), worlds=weighed.worlds)
    lead, se = weighed.lead(best, alternative)
    terms: dict[str, Any] = {}
    if outcomes is not None:
        lead_gain, lead_se = outcomes.gain(best, alternative)
        terms = {
            "unit": outcomes.terms.unit,
            "lead_gain": lead_gain,
            "lead_gain_se": lead_se,
            "min_gain": outcomes.terms.min_gain,
            "win": outcomes.win_chance(best),
            "alternative_win": outcomes.win_chance(alternative),
        }
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
        **terms,
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


PASS_KINDS = frozenset({"pass", "pass_bid"})
BID_KINDS = frozenset({"bid", "sealed_bid", "buy"})
PASS, BID, OTHER = "pass", "bid", "other"


def choice_of(action: Action) -> tuple[str, int | None]:
    """(PASS, BID or OTHER, the amount offered where there is one): a sealed bid of
    nothing is a pass."""
    amount = getattr(action, "amount", None)
    amount = amount if isinstance(amount, int) else None
    if action.kind in PASS_KINDS or (action.kind == "sealed_bid" and amount == 0):
        return PASS, None
    if action.kind in BID_KINDS and (amount is not None or action.kind == "buy"):
        return BID, amount
    return OTHER, None


def is_auction(legal: LegalActions) -> bool:
    """A decision to bid or to pass (an auction the seat could take part in)."""
    kinds = set(legal.kinds())
    return bool(kinds & PASS_KINDS or "sealed_bid" in kinds) and bool(kinds & BID_KINDS)


@dataclass(frozen=True)
class Judgement:
    """The review's word on one decision. Gains are in the game's own terms where it
    has them (`unit`: the lead over the best rival at the end, in money or points),
    else out of SCALE."""

    index: int
    played: Action
    verdict: str  # FINE, BETTER or UNSURE
    better: Candidate | None = None  # the move the search prefers (BETTER and UNSURE)
    gain: float = 0.0  # its lead over the move played
    gain_se: float = 0.0
    worlds: int = 0  # worlds behind the figures
    unit: str | None = None
    auction: bool = False  # the seat could bid or pass here
    win_played: float | None = None  # the chance to win after the move played, 0-1
    win_better: float | None = None  # ... and after the better move
    confirmed: bool = False  # the figures were measured again on fresh worlds (unbiased)
    note: str | None = None  # the game's own name for this kind of mistake (coach_terms)

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

    Judged in the game's own terms: among the candidates the search likes at least as
    well as the move played, the one that ends with the most lead over the best rival
    (money or points). Unlike the search's utility, a lead does not flatten out when
    the seat is far behind, so a losing game's mistakes still show. A suspected better
    move is measured again on fresh worlds (the first comparison picked the best of
    several, which flatters it) and counts as clearly better only if that second
    measure still gives it the game's smallest gain worth telling, `SURE_Z` standard
    errors, and the search does not clearly prefer the move played."""
    stop = stop or _NEVER
    agent = coach_agent(game_id, seed, options=REVIEW_OPTIONS.get(game_id))
    if agent is None:
        return Judgement(decision.index, decision.played, FINE)
    agent.budget = rollouts_only(agent, budget_scale)
    view, played = decision.view, decision.played
    auction = is_auction(decision.legal)
    base: dict[str, Any] = {"auction": auction}
    candidates = list(agent.kit.candidates(view, decision.legal, agent.rng))
    mine = [i for i, c in enumerate(candidates) if c.action == played]
    if not mine:  # a move the search would not even have looked at: weighed as it is
        candidates.append(Candidate(played))
        mine = [len(candidates) - 1]
    if len(candidates) == 1:
        return Judgement(decision.index, played, FINE, **base)
    weighed, outcomes = weigh(agent, view, candidates, stop)
    if weighed.worlds == 0:
        return Judgement(decision.index, played, FINE, **base)
    # The same move with different plans (an open auction's limits): the best of them.
    played_i = max(mine, key=lambda i: (_mean(weighed, i), -i))
    if outcomes is None:
        return _judge_by_utility(
            agent, decision, candidates, weighed, mine, played_i, seed, budget_scale, stop
        )
    terms = outcomes.terms
    base["unit"] = terms.unit
    rivals = [
        i
        for i in range(len(candidates))
        if i not in mine and weighed.results[i] and _paired_mean(weighed, i, played_i) >= 0.0
    ]
    if not rivals:
        return Judgement(decision.index, played, FINE, worlds=weighed.worlds, **base)
    best = max(rivals, key=lambda i: (outcomes.gain(i, played_i)[0], _mean(weighed, i), -i))
    gain, se = outcomes.gain(best, played_i)
    if gain < terms.min_gain:
        return Judgement(decision.index, played, FINE, worlds=weighed.worlds, **base)
    if gain < se:  # a hunch, not worth measuring again
        return Judgement(decision.index, played, UNSURE, candidates[best], gain, se, weighed.worlds, **base)
    # Measure the two again on fresh worlds, without pruning: an unbiased estimate.
    pair = [candidates[best], candidates[played_i]]
    again = SearchAgent(
        "coach",
        agent.kit,  # (primed by `candidates` with this view: a kit may read the table there)
        Budget(rollouts=2 * confirm_worlds(budget_scale)),
        mix_seed(seed, 1),
        prune_z=math.inf,
        min_worlds=10**9,
    )
    measured, found = weigh(again, view, pair, stop)
    if measured.worlds == 0 or found is None:
        return Judgement(decision.index, played, UNSURE, candidates[best], gain, se, weighed.worlds, **base)
    gain2, se2 = found.gain(0, 1)
    edge, edge_se = measured.lead(0, 1)
    if gain2 <= 0:
        verdict = FINE
    elif gain2 >= terms.min_gain and gain2 >= SURE_Z * se2 and edge > -edge_se:
        verdict = BETTER
    else:
        verdict = UNSURE
    return Judgement(
        decision.index,
        played,
        verdict,
        candidates[best],
        gain2,
        se2,
        measured.worlds,
        win_played=found.win_chance(1),
        win_better=found.win_chance(0),
        confirmed=True,
        note=None if terms.note is None else terms.note(view, played, candidates[best].action),
        **base,
    )


def confirm_worlds(budget_scale: float) -> int:
    """Fresh worlds on which a suspected moment is measured again: all of
    `CONFIRM_WORLDS` from a quarter of the level's budget up (a review's own scale), fewer
    only for the tiny budgets of tests."""
    return max(2, int(CONFIRM_WORLDS * min(1.0, 4.0 * budget_scale)))


def _paired_mean(weighed: Weighed, i: int, j: int) -> float:
    """How much the search's utility prefers i to j over the worlds both played."""
    return weighed.lead(i, j)[0]


def _judge_by_utility(
    agent: SearchAgent,
    decision: Decision,
    candidates: list[Candidate],
    weighed: Weighed,
    mine: list[int],
    played_i: int,
    seed: int,
    budget_scale: float,
    stop: threading.Event,
) -> Judgement:
    """A game without `coach_terms`: judged by the search's utility, out of SCALE."""
    played = decision.played
    best = agent.pick(weighed)
    if best in mine:
        return Judgement(decision.index, played, FINE, worlds=weighed.worlds)
    lead, se = weighed.lead(best, played_i)
    if lead * SCALE < MIN_GAIN:
        return Judgement(decision.index, played, FINE, worlds=weighed.worlds)
    if lead < se:
        return Judgement(
            decision.index, played, UNSURE, candidates[best], lead * SCALE, se * SCALE, weighed.worlds
        )
    again = SearchAgent(
        "coach",
        agent.kit,
        Budget(rollouts=2 * confirm_worlds(budget_scale)),
        mix_seed(seed, 1),
        prune_z=math.inf,
        min_worlds=10**9,
    )
    measured = again.weigh(decision.view, [candidates[best], candidates[played_i]], stop)
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
    raise of one auction where passing was better). `judgement` is its biggest;
    `total` what the whole run cost."""

    judgement: Judgement
    indices: tuple[int, ...]
    total: float = 0.0

    @property
    def index(self) -> int:
        return self.judgement.index


# Patterns a review names (the UI words them)
PASSIVE = "passive"  # passed nearly every auction, where bidding was often better
OVERPAID = "overpaid"  # paid more than a lot was worth, again and again
UNDERBID = "underbid"  # bid too little (or passed) where a higher bid was better
SAME_KIND = "same_kind"  # most moments are the same kind of move (which card to offer...)


@dataclass(frozen=True)
class Pattern:
    """What the seat kept doing: `code`, how often (`count` of `out_of`), and the
    decision that shows it best (`index`, a moment's)."""

    code: str
    count: int
    out_of: int
    index: int


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
    unit: str | None = None  # the unit of the gains (None: out of SCALE)
    # (the seat's final score, the winner's), the engine's numbers: what the game was lost by
    final: tuple[int, int] | None = None
    cpu_seconds: float = 0.0  # the work it took, all processes together (benchmarks)

    @property
    def complete(self) -> bool:
        return not self.cancelled and len(self.judgements) == self.total

    def moments(self) -> list[Moment]:
        """Where another move was clearly better, the biggest first."""
        runs: list[list[Judgement]] = []
        previous: Judgement | None = None
        for j in sorted(self.judgements, key=lambda j: j.index):
            if j.verdict == BETTER and previous is not None and runs and _same_kind(previous, j):
                runs[-1].append(j)
            elif j.verdict == BETTER:
                runs.append([j])
            previous = j if j.verdict == BETTER else None
        found = [
            Moment(
                max(run, key=lambda j: (j.gain, -j.index)),
                tuple(j.index for j in run),
                sum(j.gain for j in run),
            )
            for run in runs
        ]
        return sorted(found, key=lambda m: (-m.total, m.index))

    def unsure(self) -> list[Judgement]:
        return [j for j in self.judgements if j.verdict == UNSURE]

    def gained(self) -> float:
        """What the listed moments would have gained in all."""
        return sum(j.gain for j in self.judgements if j.verdict == BETTER)

    def patterns(self) -> list[Pattern]:
        """What the seat kept doing that the review holds against it, the most telling
        first. A pattern rests on the moments listed, or on many suspected ones that
        together are sure: ten passes each perhaps a little worse add up (their gains
        measured again on fresh worlds, summed, against their combined spread)."""
        found: list[Pattern] = []
        auctions = [j for j in self.judgements if j.auction]
        passed = [j for j in auctions if choice_of(j.played)[0] == PASS]
        bids = [j for j in auctions if choice_of(j.played)[0] == BID]
        pass_then_bid = [j for j in self._held_against() if choice_of(j.played)[0] == PASS and _underbid(j)]
        if len(auctions) >= 4 and len(passed) >= 0.7 * len(auctions) and _adds_up(pass_then_bid):
            found.append(Pattern(PASSIVE, len(passed), len(auctions), _biggest(pass_then_bid)))
        over = [j for j in self._held_against() if _overpaid(j)]
        if _adds_up(over):
            found.append(Pattern(OVERPAID, _listed(over), len(bids), _biggest(over)))
        under = [j for j in self._held_against() if _underbid(j) and choice_of(j.played)[0] == BID]
        if _adds_up(under):
            found.append(Pattern(UNDERBID, _listed(under), len(bids), _biggest(under)))
        notes: dict[str, list[Judgement]] = {}
        for j in self._held_against():
            if j.note is not None:
                notes.setdefault(j.note, []).append(j)
        for note, js in sorted(notes.items()):
            if _adds_up(js):
                found.append(Pattern(note, _listed(js), len(js), _biggest(js)))
        better = [j for j in self.judgements if j.verdict == BETTER and j.better is not None]
        rest = [j for j in better if not j.auction and j.note is None]
        if rest:
            kinds: dict[str, list[Judgement]] = {}
            for j in rest:
                kinds.setdefault(j.played.kind, []).append(j)
            kind_list = max(kinds.values(), key=lambda js: (len(js), sum(j.gain for j in js)))
            if len(kind_list) >= 3 and len(kind_list) >= 0.25 * len(better):
                found.append(Pattern(SAME_KIND, len(kind_list), len(better), _biggest(kind_list)))
        return found

    def _held_against(self) -> list[Judgement]:
        """Listed moments, and suspected ones measured again on fresh worlds."""
        return [
            j
            for j in self.judgements
            if j.better is not None and (j.verdict == BETTER or (j.verdict == UNSURE and j.confirmed))
        ]


def _adds_up(js: list[Judgement]) -> bool:
    """Two listed moments or more, or suspected ones whose gains together are sure."""
    if sum(1 for j in js if j.verdict == BETTER) >= 2:
        return True
    if len(js) < 3:
        return False
    total = sum(j.gain for j in js)
    spread = math.sqrt(sum(j.gain_se**2 for j in js))
    return total > 0 and total >= SURE_Z * spread


def _listed(js: list[Judgement]) -> int:
    """How many times: the listed moments, or all the suspected ones where none is listed."""
    return sum(1 for j in js if j.verdict == BETTER) or len(js)


def _action(j: Judgement) -> Action:
    assert j.better is not None
    return j.better.action


def _biggest(js: list[Judgement]) -> int:
    return max(js, key=lambda j: (j.gain, -j.index)).index


def _overpaid(j: Judgement) -> bool:
    kind, amount = choice_of(j.played)
    if kind != BID or j.better is None:
        return False
    other, other_amount = choice_of(j.better.action)
    if other == PASS:
        return True
    plan_limit = getattr(j.better.plan, "limit", None)
    if isinstance(j.better.plan, dict):
        plan_limit = j.better.plan.get("limit")
    better_amount = plan_limit if isinstance(plan_limit, int) else other_amount
    return other == BID and amount is not None and better_amount is not None and better_amount < amount


def _underbid(j: Judgement) -> bool:
    kind, amount = choice_of(j.played)
    if j.better is None or kind == OTHER:
        return False
    other, other_amount = choice_of(j.better.action)
    if other != BID:
        return False
    if kind == PASS:
        return True
    return amount is not None and other_amount is not None and other_amount > amount


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
    found: Callable[[Judgement], None] | None = None,
    known: Mapping[int, Judgement] | None = None,
) -> Review:
    """Weigh every decision `seat` made in the finished `match`, in `workers` processes
    (1: here). `progress(done, total)` follows it and `found(judgement)` hears each
    decision's verdict as it comes (so a panel can list the moments found so far); once
    `stop` is set the review ends, marked cancelled; `only` limits it to those moves of
    the log. The decisions that matter most are weighed first (`first_things_first`);
    `judgements` stay in the order of the game. Each decision has its own seed (the
    review's and its number), and the decisions are shared out among the workers the
    same way every time (or, in a `FORGETFUL` game, to whichever is free: there it
    makes no difference): the same seed and number of workers give the same review.
    `known`: verdicts a review of this match and seat with the same seed and scale already
    reached, by move (one cancelled and started again, or opened again): in a `FORGETFUL`
    game they are taken as they are instead of weighed again (they would come out the
    same), reported first."""
    stop = stop or _NEVER
    seed = review_seed(match) if seed is None else seed
    todo = first_things_first(
        match.game_id, [d for d in decisions_of(match, seat) if only is None or d.index in only]
    )
    terms = terms_of(match.game_id)
    review = Review(
        match.game_id,
        seat,
        seed,
        budget_scale,
        total=len(todo),
        unit=None if terms is None else terms.unit,
        final=final_scores(match, seat),
    )
    total = len(todo)
    if known and match.game_id in FORGETFUL:
        review.judgements = [known[d.index] for d in todo if d.index in known]
        review.judgements.sort(key=lambda j: j.index)
        todo = [d for d in todo if d.index not in known]
        if found is not None:
            for judgement in review.judgements:
                found(judgement)
    kept = len(review.judgements)
    if progress is not None:
        progress(kept, total)
    tasks = [(match.game_id, d, mix_seed(seed, d.index), budget_scale) for d in todo]
    if workers <= 1 or len(tasks) <= 1:
        for done, task in enumerate(tasks, kept + 1):
            judgement, cpu = timed_judge(*task, stop=stop)
            review.cpu_seconds += cpu
            if stop.is_set():  # cut short: its figures are not the review's
                review.cancelled = True
                break
            bisect.insort(review.judgements, judgement, key=lambda j: j.index)
            if found is not None:
                found(judgement)
            if progress is not None:
                progress(done, total)
        return review

    def more(done: int, _of: int) -> None:
        if progress is not None:
            progress(kept + done, total)

    judged = _judge_in_processes(tasks, workers, stop, more, found, shared=match.game_id in FORGETFUL)
    if judged is None:
        review.cancelled = True
    else:
        review.judgements = sorted([*review.judgements, *(j for j, _ in judged)], key=lambda j: j.index)
        review.cpu_seconds = sum(cpu for _, cpu in judged)
    return review


# Games whose search keeps nothing from one decision to the next (a fresh agent for each,
# and only memos of pure functions, such as Modern Art's painting values): a decision's
# figures are the same whichever process weighs it and whatever it weighed before. Their
# decisions go to whichever worker is free (no worker idles while the other still has a
# queue), and the usual moves are weighed from the end of the game back (the quickest
# first: fewer moves left to play out, so the first findings show within seconds).
# Friesematenten's search remembers bid limits per table position (not the whole
# position), so its decisions keep a fixed share-out and the order of the game.
FORGETFUL = frozenset({"modern_art", "modern_art_card_game", "art_society"})


def first_things_first(game_id: str, decisions: list[Decision]) -> list[Decision]:
    """The decisions to weigh first: where the seat did not play what the Normal level
    would have (the search's rollouts play on like Normal, so a move Normal would make
    is seldom far off), in the order of the game; then the usual ones, from the end of
    the game back where the game is `FORGETFUL` (else in the order of the game). Asking
    Normal is cheap."""
    try:
        normal = make_agent(game_id, "normal", 0)
    except KeyError:
        return decisions

    def usual(d: Decision) -> bool:
        try:
            return normal.choose(d.view, d.legal) == d.played
        except Exception:  # a heuristic that cannot answer: weigh the move early
            return False

    backwards = game_id in FORGETFUL
    keyed = [(usual(d), d) for d in decisions]
    keyed.sort(key=lambda k: (k[0], -k[1].index if k[0] and backwards else k[1].index))
    return [d for _, d in keyed]


def timed_judge(
    game_id: str, decision: Decision, seed: int, budget_scale: float, stop: threading.Event | None = None
) -> tuple[Judgement, float]:
    """`judge`, with the CPU seconds it took."""
    started = time.process_time()
    judgement = judge(game_id, decision, seed, budget_scale, stop)
    return judgement, time.process_time() - started


def final_scores(match: Match, seat: int) -> tuple[int, int] | None:
    """(the seat's final score, the winner's) as the engine counts them; None before the end."""
    if not match.is_over():
        return None
    scores = match.game.result(match.state).scores
    return int(scores[seat]), int(max(scores))


def _judge_in_processes(
    tasks: list[tuple[str, Decision, int, float]],
    workers: int,
    stop: threading.Event,
    progress: Callable[[int, int], None] | None,
    found: Callable[[Judgement], None] | None = None,
    *,
    shared: bool = False,
) -> list[tuple[Judgement, float]] | None:
    """Every task judged in `workers` fresh processes (spawned: nothing inherited), the
    k-th task always in process k mod `workers`, each process taking its tasks in order.
    A search may remember things between decisions (Friesematenten's bid limits are
    cached per table position), so a decision's figures can depend on what its process
    weighed before: a fixed share-out keeps a review repeatable for a given number of
    workers. `shared` (a `FORGETFUL` game, where nothing carries over): each task to
    whichever process is free, in order. None once `stop` is set (what is running
    finishes its move, the rest is dropped)."""
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

    context = multiprocessing.get_context("spawn")
    count = min(workers, len(tasks))
    if shared:
        pools = [ProcessPoolExecutor(count, mp_context=context)]
    else:
        pools = [ProcessPoolExecutor(1, mp_context=context) for _ in range(count)]
    try:
        pending: dict[Future[tuple[Judgement, float]], int] = {
            pools[i % len(pools)].submit(timed_judge, *task): i for i, task in enumerate(tasks)
        }
        results: list[tuple[Judgement, float] | None] = [None] * len(tasks)
        done_count = 0
        while pending:
            if stop.is_set():
                return None
            finished, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in finished:
                judged = future.result()
                results[pending.pop(future)] = judged
                if found is not None:
                    found(judged[0])
                done_count += 1
                if progress is not None:
                    progress(done_count, len(tasks))
        return [r for r in results if r is not None]
    finally:
        for pool in pools:  # (a finished review waits for its idle processes to end)
            pool.shutdown(wait=not stop.is_set(), cancel_futures=True)
