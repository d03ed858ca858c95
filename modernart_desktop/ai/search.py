"""Determinized search over sampled worlds, generic over games.

An agent sees only its view. To look ahead it asks the game's `SearchKit` to
deal the hidden parts (other hands, the deck, secret bids not yet revealed) in a
way consistent with that view, giving one possible full state: a "world". Each
root candidate is played out in the same worlds with the same rollout seeds
(common random numbers, so candidates are compared on equal luck) by the game's
own engine, every seat following the kit's fast heuristic policy. Candidates
that fall clearly behind are dropped as evidence grows (successive pruning), and
the best average utility wins.

This is perfect-information Monte Carlo over information-set samples: the root
decision is made under the seat's uncertainty (worlds vary in what it cannot
see), and a candidate may carry a *plan* (e.g. "bid up to 40 in this open
auction") that the seat keeps following in rollouts and, afterwards, in the real
game without searching again.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.game import Game
from modernart_desktop.core.rng import Rng


@dataclass(frozen=True, slots=True)
class Budget:
    """How long one decision may think. `rollouts` bounds the work (reproducible);
    `seconds` caps the deciding thread's CPU time (a safety net: when it binds, the
    decision depends on the machine's speed, though not on what else it is doing).
    At least one must be set."""

    rollouts: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.rollouts is None and self.seconds is None:
            raise ValueError("a budget needs rollouts or seconds")

    def scaled(self, factor: float) -> Budget:
        return Budget(
            None if self.rollouts is None else max(1, int(self.rollouts * factor)),
            None if self.seconds is None else self.seconds * factor,
        )


@dataclass(frozen=True, slots=True)
class Candidate:
    """A root choice: the action to play now and an optional plan to keep."""

    action: Action
    plan: Any = None


class SearchKit(Protocol):
    """What a game contributes to search. Everything here sees the seat's view or
    a sampled world; the real state never reaches an agent."""

    @property
    def game(self) -> Game[Any]:
        """The game's engine, used to play rollouts (read-only, so a kit may narrow it)."""

    def candidates(self, view: dict[str, Any], legal: LegalActions, rng: Rng) -> Sequence[Candidate]:
        """The root choices worth comparing (a few, all legal)."""

    def sample_world(self, view: dict[str, Any], rng: Rng) -> Any:
        """A full game state that agrees with `view` in everything it shows."""

    def rollout_action(self, state: Any, seat: int, rng: Rng, plan: Any) -> Action:
        """A fast, legal heuristic action for `seat` in a simulated world; `plan` is
        the root seat's commitment (None for every other seat)."""

    def utility(self, state: Any, seat: int) -> float:
        """How good a rollout's end is for `seat`, in [0, 1]."""

    def rollout_done(self, state: Any, start: Any) -> bool:
        """Stop a rollout here (game over or the kit's horizon); `start` is the world."""

    def follow_plan(self, plan: Any, view: dict[str, Any], legal: LegalActions) -> Action | None:
        """The plan's next action in the real game, or None when it no longer applies."""

    def same_decision(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        """Nothing the seat's decision rests on changed between the two views (other
        seats only committed simultaneous choices): an answer found for one holds for
        the other."""


@dataclass(slots=True)
class SearchStats:
    """Figures about the last decision (for benchmarks and the tournament)."""

    candidates: int = 0
    rollouts: int = 0
    worlds: int = 0
    seconds: float = 0.0
    searched: bool = False


@dataclass(slots=True)
class Weighed:
    """What one search found: each candidate's utility world by world. Every candidate
    still `alive` played all `worlds`; a pruned one, the worlds before it was dropped
    (so `results[i][w]` and `results[j][w]` are always the same world and seed)."""

    candidates: list[Candidate]
    results: list[list[float]]
    alive: list[int]
    worlds: int
    rollouts: int

    def mean(self, i: int) -> float | None:
        played = self.results[i]
        return sum(played) / len(played) if played else None

    def lead(self, i: int, j: int) -> tuple[float, float]:
        """(mean, standard error) of how much candidate i beats j over the worlds
        both played (see `SearchAgent._lead`); no evidence at all: (0, infinity)."""
        if not self.results[i] or not self.results[j]:
            return 0.0, math.inf
        return SearchAgent._lead(i, j, self.results)


MAX_ROLLOUT_ACTIONS = 20_000
_NEVER = threading.Event()  # a stop signal nobody sets (plain `choose`)
# Pruning: utilities lie in [0, 1]; until evidence says otherwise, assume a paired
# difference varies like this (worth PRIOR_WEIGHT observations).
PRIOR_VARIANCE = 0.05
PRIOR_WEIGHT = 2.0


class SearchAgent:
    """A seeded agent that searches sampled worlds within a budget."""

    needs_view = True

    def __init__(
        self,
        name: str,
        kit: SearchKit,
        budget: Budget,
        seed: int = 0,
        prune_z: float = 2.0,
        min_worlds: int = 6,
        keep_first_z: float = 0.0,
        # CPU seconds of the deciding thread: other work on the machine slows a decision
        # down but does not change it (a wall clock would cut it short under load)
        clock: Callable[[], float] = time.thread_time,
    ) -> None:
        self.name = name
        self.kit = kit
        self.budget = budget
        self.clock = clock  # seconds (thread CPU time); tests pass a fake one
        self.rng = Rng(seed)
        self.prune_z = prune_z
        self.min_worlds = min_worlds
        # The kit's first candidate (its heuristic's choice) stays unless another beats
        # it by this many standard errors: thin evidence should not overrule it.
        self.keep_first_z = keep_first_z
        self.plan: Any = None
        self.last = SearchStats()

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        return self.choose_until(view, legal, _NEVER)

    def choose_until(self, view: dict[str, Any] | None, legal: LegalActions, stop: threading.Event) -> Action:
        """`choose`, ending the search early once `stop` is set (the runner no longer
        needs the answer: the seat was handed back or the table closed). The answer
        is then the best found so far, or the kit's first candidate."""
        if view is None:
            raise ValueError("a search agent needs its view")
        started = self.clock()
        if self.plan is not None:
            action = self.kit.follow_plan(self.plan, view, legal)
            if action is not None and action in legal:
                self.last = SearchStats(seconds=self.clock() - started)
                return action
            self.plan = None
        candidates = list(self.kit.candidates(view, legal, self.rng))
        if not candidates:
            raise ValueError("the kit offered no candidate")
        if len(candidates) == 1:
            chosen = candidates[0]
            self.last = SearchStats(candidates=1, seconds=self.clock() - started)
        else:
            chosen = self._search(view, candidates, started, stop)
        self.plan = chosen.plan
        return chosen.action

    def answer_stands(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        return self.kit.same_decision(thought_on, now)

    # ------------------------------------------------------------------ the search
    def _search(
        self, view: dict[str, Any], candidates: list[Candidate], started: float, stop: threading.Event
    ) -> Candidate:
        weighed = self.weigh(view, candidates, stop, started)
        best = self.pick(weighed)
        self.last = SearchStats(
            candidates=len(candidates),
            rollouts=weighed.rollouts,
            worlds=weighed.worlds,
            seconds=self.clock() - started,
            searched=True,
        )
        return candidates[best]

    def weigh(
        self,
        view: dict[str, Any],
        candidates: Sequence[Candidate],
        stop: threading.Event = _NEVER,
        started: float | None = None,
    ) -> Weighed:
        """Play every candidate out in the same sampled worlds, pruning the clearly
        worse, within the budget (counted from `started`). The coach reads the whole
        record (ai/coach.py); a decision only needs `pick`."""
        seat = view["seat"]
        budget = self.budget
        clock = self.clock
        if started is None:
            started = clock()
        deadline = math.inf if budget.seconds is None else started + budget.seconds
        max_rollouts = budget.rollouts
        k = len(candidates)
        alive = list(range(k))
        results: list[list[float]] = [[] for _ in range(k)]  # utilities per world, aligned
        rollouts = worlds = 0
        next_prune = self.min_worlds
        out_of_time = False
        while not out_of_time:
            if max_rollouts is not None and rollouts + len(alive) > max_rollouts and worlds > 0:
                break
            world = self.kit.sample_world(view, self.rng)
            seed = self.rng.next_u64()
            for i in alive:
                # The cap holds inside a world too: with many candidates and long
                # rollouts one world alone can take seconds.
                if clock() >= deadline or stop.is_set():
                    out_of_time = True
                    break
                results[i].append(self._rollout(world, seat, candidates[i], seed))
                rollouts += 1
            if out_of_time:
                for i in alive:  # a world not played by every candidate would unpair them
                    del results[i][worlds:]
                break
            worlds += 1
            if worlds >= next_prune and len(alive) > 1:
                alive = self._prune(alive, results)
                next_prune = worlds + max(2, worlds // 2)
            if len(alive) == 1:
                break
        return Weighed(list(candidates), results, alive, worlds, rollouts)

    def pick(self, weighed: Weighed) -> int:
        """The index of the candidate this agent plays after `weigh`."""
        results, alive = weighed.results, weighed.alive
        if weighed.worlds == 0:
            return 0  # no time for a single world: the kit's first choice (its heuristic's)
        best = max(alive, key=lambda i: (sum(results[i]) / len(results[i]), -i))
        if self.keep_first_z and best != 0 and 0 in alive and not self._clearly_better(best, 0, results):
            best = 0
        return best

    @staticmethod
    def _lead(i: int, j: int, results: list[list[float]]) -> tuple[float, float]:
        """(mean, standard error) of how much candidate i beats j, paired world by world
        (same world, same seed). A small prior variance: a few identical outcomes are
        not certainty."""
        diffs = [a - b for a, b in zip(results[i], results[j])]
        n = len(diffs)
        mean = sum(diffs) / n
        var = (sum((d - mean) ** 2 for d in diffs) + PRIOR_VARIANCE * PRIOR_WEIGHT) / (n - 1 + PRIOR_WEIGHT)
        return mean, math.sqrt(var / n)

    def _clearly_better(self, i: int, j: int, results: list[list[float]]) -> bool:
        mean, se = self._lead(i, j, results)
        return mean > self.keep_first_z * se

    def _prune(self, alive: list[int], results: list[list[float]]) -> list[int]:
        """Drop candidates that trail the leader by more than `prune_z` standard errors
        of the paired differences."""
        best = max(alive, key=lambda i: sum(results[i]))
        keep = []
        for i in alive:
            if i != best:
                mean, se = self._lead(best, i, results)
                if mean > self.prune_z * se:
                    continue
            keep.append(i)
        return keep

    def _rollout(self, world: Any, seat: int, candidate: Candidate, seed: int) -> float:
        kit = self.kit
        game = kit.game
        state = game.clone(world)
        rng = Rng(seed)
        game.apply(state, seat, candidate.action)
        plan = candidate.plan
        for _ in range(MAX_ROLLOUT_ACTIONS):
            if kit.rollout_done(state, world):
                return kit.utility(state, seat)
            active = game.active_seats(state)
            if len(active) == 1:
                (mover,) = active
            else:
                movers = sorted(active)
                mover = movers[rng.randbelow(len(movers))]
            action = kit.rollout_action(state, mover, rng, plan if mover == seat else None)
            game.apply(state, mover, action)
        raise RuntimeError("a rollout did not finish")
