"""Stepping through a finished match: any step's view, both ways, cheaply.

Step k (0..n) is the state after the first k actions of the log; step 0 is the
set-up. Only a finished match may be opened: a replay shows every seat's view
and the revealed view, which would give away hidden information mid-game.

Speed: one pass over the log keeps a clone of the state every `every` steps; a
step is reached from the working state when it lies ahead within reach, else
from the nearest snapshot at or before it. Moving back costs at most `every`
actions, moving forward one (benchmarks/replay_speed.py has the figures).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game
from modernart_desktop.core.match import LogEntry, Match
from modernart_desktop.core.persistence import load_match

DEFAULT_EVERY = 8


class ReplayRefused(Exception):
    """A match that cannot be replayed (stable code, like IllegalAction)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        details = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.code} ({details})" if details else self.code


@dataclass(frozen=True, slots=True)
class _Cursor:
    step: int
    state: Any


class Replay:
    """A finished match opened for stepping. Views are fresh dicts; states never leak."""

    def __init__(self, match: Match, every: int = DEFAULT_EVERY) -> None:
        if not match.is_over():
            raise ReplayRefused("replay/not_over", step=match.seq)
        if every < 1:
            raise ValueError("every must be at least 1")
        self.game: Game[Any] = match.game
        self.num_players = match.num_players
        self.options = dict(match.options)
        self.seed = match.seed  # (with the options and the log: the match, e.g. for a review)
        self.meta = dict(match.meta)
        self.log: list[LogEntry] = list(match.log)
        self.every = every
        self._events_by_step: list[list[Event]] = [[] for _ in range(len(self.log) + 1)]
        for seq, event in match.events:
            self._events_by_step[seq].append(event)
        self._snapshots: list[Any] = []
        fresh = Match.new(match.game_id, match.num_players, match.options, match.seed)
        state = fresh.state
        for k, entry in enumerate(self.log):
            if k % every == 0:
                self._snapshots.append(self.game.clone(state))
            self.game.apply(state, entry.seat, entry.action)
        if len(self.log) % every == 0:
            self._snapshots.append(self.game.clone(state))
        self._final = state
        self._cursor = _Cursor(len(self.log), self.game.clone(state))

    @classmethod
    def open(cls, path: Path | str, every: int = DEFAULT_EVERY) -> Replay:
        """A save file's match (SaveFileError if unreadable, ReplayRefused if not over)."""
        return cls(load_match(path), every)

    # -- where ---------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game.game_id

    @property
    def length(self) -> int:
        """n: the last step (the number of actions)."""
        return len(self.log)

    def match(self) -> Match:
        """The finished match rebuilt from its seed and log (a fresh one each time)."""
        return Match.replay(self.game_id, self.num_players, self.options, self.seed, self.log, self.meta)

    def round_starts(self) -> list[int]:
        """Steps at which a round starts (after the action that started it), in order."""
        codes = self.game.round_start_events
        return [k for k, events in enumerate(self._events_by_step) if any(e.code in codes for e in events)]

    def round_of_step(self, k: int) -> int:
        """How many round starts are at or before step k, minus one (-1: before the first)."""
        return sum(1 for r in self.round_starts() if r <= k) - 1

    # -- what happened -------------------------------------------------------------------
    def entry(self, k: int) -> LogEntry:
        """The action that led to step k (k in 1..n)."""
        self._check(k)
        if k == 0:
            raise IndexError("step 0 is the set-up, no action led to it")
        return self.log[k - 1]

    def events_at(self, k: int, seat: int | None = None, revealed: bool = False) -> list[Event]:
        """The log lines of step k (what its action caused) as `seat` saw them, or all."""
        self._check(k)
        return [e for e in self._events_by_step[k] if revealed or e.visible_to(seat)]

    def events_until(
        self, k: int, seat: int | None = None, revealed: bool = False
    ) -> list[tuple[int, Event]]:
        """The whole log up to step k as (step, event): the log panel's lines."""
        self._check(k)
        return [
            (s, e) for s in range(k + 1) for e in self._events_by_step[s] if revealed or e.visible_to(seat)
        ]

    # -- what it looked like ---------------------------------------------------------------
    def view_at(self, k: int, seat: int | None) -> dict[str, Any]:
        """The table at step k as `seat` saw it (None: a spectator)."""
        return self.game.view_for(self._state(k), seat)

    def revealed_view_at(self, k: int) -> dict[str, Any]:
        """The table at step k with everything face up (the game is over: nothing to hide)."""
        return self.game.revealed_view(self._state(k))

    def state_at(self, k: int) -> Any:
        """A clone of the state at step k (for tools; the UI needs only views)."""
        return self.game.clone(self._state(k))

    def final_state(self) -> Any:
        return self.game.clone(self._final)

    def _check(self, k: int) -> None:
        if not isinstance(k, int) or not 0 <= k <= len(self.log):
            raise IndexError(f"step {k!r} is outside 0..{len(self.log)}")

    def _state(self, k: int) -> Any:
        self._check(k)
        cur = self._cursor
        base = (k // self.every) * self.every
        if k == cur.step:
            return cur.state
        if cur.step < k and cur.step >= base:
            step, state = cur.step, cur.state  # ahead within reach: keep going
        elif k == len(self.log):
            self._cursor = _Cursor(k, self.game.clone(self._final))
            return self._cursor.state
        else:
            step, state = base, self.game.clone(self._snapshots[base // self.every])
        for entry in self.log[step:k]:
            self.game.apply(state, entry.seat, entry.action)
        self._cursor = _Cursor(k, state)
        return state


def round_series(replay: Replay) -> list[list[int]]:
    """Every seat's running score (or money) after each round of a finished match.

    The game's own `round_scores` if it gives one; otherwise `result(state).scores`
    sampled when each later round starts (one point per round start, a skipped
    round repeats the scores), and once at the end for the last round."""
    own = replay.game.round_scores(replay._final)
    if own is not None:
        return [list(r) for r in own]
    codes = replay.game.round_start_events
    series: list[list[int]] = []
    seen_first = False
    for k in range(replay.length + 1):
        starts = sum(1 for e in replay.events_at(k, revealed=True) if e.code in codes)
        for _ in range(starts):
            if seen_first:
                series.append(list(replay.game.result(replay._state(k)).scores))
            seen_first = True
    if seen_first:
        series.append(list(replay.game.result(replay._final).scores))
    return series
