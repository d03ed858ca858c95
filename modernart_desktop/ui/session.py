"""A game played on this machine: the host table, its runner, the AI seats, autosave.

Solo, hot-seat and watch-the-AI games all run on `host.Table` + `host.TableRunner`
(DESIGN principle 8): the table applies one action at a time and saves after each,
the runner lets AI seats think in an executor (off the Qt thread) and runs the
open-auction clock. This class only wires them to the Qt bridge.
"""

from __future__ import annotations

import logging
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from modernart_desktop.ai.agent import Agent
from modernart_desktop.ai.levels import levels_for, make_agent, offered_level
from modernart_desktop.core import undo as fair_undo
from modernart_desktop.core.actions import Action
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.game import GameResult
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import load_match
from modernart_desktop.host.runner import TableRunner
from modernart_desktop.host.session import (
    HINTS_ASK,
    SPECTATOR,
    FedByTable,
    Listeners,
    Session,
    TableFeeds,
    count_hint,
)
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table
from modernart_desktop.storage import paths
from modernart_desktop.storage.saves import new_save_path

log = logging.getLogger(__name__)

# The computers moving between two of a player's decisions share this many seconds of
# thinking (a search then plays its best so far); what the screen shows meanwhile (a sale,
# a round's scoring) does not count. Watching the computers, each takes its own budget.
WAIT_TARGET_S = 5.0


def available_levels(game_id: str) -> list[str]:
    """The AI levels to offer: the game's registered ones, or "random" until it has some."""
    return levels_for(game_id) or ["random"]


def seat_level(game_id: str, level: str | None) -> str:
    """The level an AI seat plays at: the one it names if the game offers it (or the
    strongest offered below it, for a level this game no longer offers), else Normal."""
    if level is None:
        offered = available_levels(game_id)
        return offered[min(1, len(offered) - 1)]
    return offered_level(game_id, level)


def _agent_for(game_id: str, level: str | None, seed: int) -> Agent:
    return make_agent(game_id, seat_level(game_id, level), seed)


class LocalSession(QObject, FedByTable):
    """A `host.session.Session` for a game played on this machine."""

    def __init__(self, table: Table, *, think_delay: float = 0.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.humans = [i for i, s in enumerate(table.seats) if s.kind == HUMAN]
        self.hot_seat = len(self.humans) > 1
        self._agents: dict[int, Agent] = {
            seat: _agent_for(self.game_id, info.level, (table.match.seed + 7919 * (seat + 1)) & (2**63 - 1))
            for seat, info in enumerate(table.seats)
            if info.kind == AI
        }
        self._listeners = Listeners()
        self._feeds = TableFeeds(table, [SPECTATOR, *self.humans])
        # Hot-seat has no clock: humans share one screen and act one after another.
        self.runner = TableRunner(
            table,
            dict(self._agents),
            think_delay=think_delay,
            use_clock=not self.hot_seat,
            on_clock=self._listeners.clock,
            wait_target=WAIT_TARGET_S if self.humans else None,
        )
        self._pauses: set[str] = set()
        self._started = False
        self._closed = False

    # -- building -------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        seats: list[SeatInfo],
        options: dict[str, Any] | None = None,
        *,
        seed: int | None = None,
        think_delay: float = 0.0,
        save_path: Path | None = None,
        parent: QObject | None = None,
    ) -> LocalSession:
        match = Match.new(
            game_id, len(seats), options, seed, meta={"created": time.strftime("%Y-%m-%d %H:%M")}
        )
        table = Table(match, seats, save_path or new_save_path(game_id))
        table.save()  # resumable from the very first moment
        return cls(table, think_delay=think_delay, parent=parent)

    @classmethod
    def resume(cls, path: Path, *, think_delay: float = 0.0, parent: QObject | None = None) -> LocalSession:
        """Replay a save (raises SaveFileError if it cannot be read) and carry on."""
        match = load_match(path)
        return cls(Table.resume(match, Path(path)), think_delay=think_delay, parent=parent)

    # -- reading --------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.table.match.game_id

    @property
    def seats(self) -> list[SeatInfo]:
        return self.table.seats

    @property
    def save_path(self) -> Path | None:
        return self.table.save_path

    def names(self) -> list[str]:
        return [s.name for s in self.table.seats]

    def table_paused(self) -> bool:
        return False  # nobody away: a local table never waits for a player

    def confirm_leave(self, parent: Any, proceed: Callable[[], None]) -> None:
        proceed()  # saved after every move: leaving loses nothing and disturbs nobody

    def side_widget(self, parent: Any) -> Any:
        return None

    def is_over(self) -> bool:
        return self.table.is_over()

    def whole_match(self) -> Match | None:
        return self.table.match

    # -- undo -----------------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """The seat at this screen that decided last (hot-seat: whoever it was)."""
        for entry in reversed(self.table.match.log):
            if entry.seat in self.humans:
                return entry.seat
        return None

    def undo_status(self) -> tuple[bool, str]:
        if not self.humans:
            return False, "undo/watching"
        seat = self.undo_seat()
        if seat is None:
            return False, fair_undo.NOTHING
        return fair_undo.can_undo(self.table.match, seat)

    def undo(self) -> bool:
        """Rebuild the match without that decision (and the moves after it); the AI
        seats forget what they were thinking and the save is rewritten."""
        allowed, reason = self.undo_status()
        seat = self.undo_seat()
        if not allowed or seat is None:
            self._listeners.refused(seat, reason, {})
            return False
        earlier = fair_undo.undo(self.table.match, seat)
        self.runner.restart()
        self.table.replace_match(earlier)
        return True

    def result(self) -> GameResult:
        return self.table.match.result()

    # -- hints ----------------------------------------------------------------------
    def hint_status(self) -> tuple[bool, str]:
        """A person playing against the computers may ask; people sharing the screen
        first agree (a hint helps one of them against the others)."""
        if not self.humans:
            return False, "hint/watching"
        if self.hot_seat and not self.table.match.meta.get("hints_agreed"):
            return True, HINTS_ASK
        return True, ""

    def agree_to_hints(self) -> None:
        self.table.match.meta["hints_agreed"] = True
        self.table.save()

    def hint_used(self, seat: int) -> None:
        count_hint(self.table.match.meta, self.table.match.num_players, seat)
        self.table.save()

    # -- running --------------------------------------------------------------------
    def start(self) -> None:
        if not self._started:
            self._started = True
            self.runner.start()

    def set_think_delay(self, seconds: float) -> None:
        self.runner.think_delay = seconds

    def submit(self, seat: int, action: Action, based_on_seq: int | None = None) -> bool:
        """A human seat's intent. A refusal is reported through the bridge, never raised."""
        if seat not in self.humans:
            self._listeners.refused(seat, "seat/invalid", {"seat": seat})
            return False
        try:
            self.table.submit(seat, action, based_on_seq=based_on_seq)
        except IllegalAction as exc:
            self._listeners.refused(seat, exc.code, dict(exc.params))
            return False
        if self.table.is_over():
            self.archive()
        return True

    def pause(self, reason: str) -> None:
        """Hold the AI seats (e.g. while a round's scoring is on screen): they go on
        thinking, and act once every pause has ended."""
        was_paused = bool(self._pauses)
        self._pauses.add(reason)
        self.runner.hold(reason)
        if not was_paused:
            self._listeners.paused(True)

    def resume_play(self, reason: str) -> None:
        if reason not in self._pauses:
            return
        self._pauses.discard(reason)
        self.runner.release(reason)
        if not self._pauses and not self._closed:
            self._listeners.paused(False)

    @property
    def paused(self) -> bool:
        return bool(self._pauses)

    def archive(self) -> None:
        """A finished game leaves the resume list (kept in finished/ for replays)."""
        path = self.table.save_path
        if path is None or not path.exists() or path.parent == paths.finished_dir():
            return
        target = paths.finished_dir() / path.name
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(path), target)
            self.table.save_path = target
        except OSError as exc:
            log.warning("could not archive %s: %s", path, exc)

    def close(self) -> None:
        """Stop the runner; the table was saved after its last action, nothing is lost."""
        if self._closed:
            return
        self._closed = True
        self.runner.stop()
        self._feeds.close()
        if self.table.is_over():
            self.archive()


def _implements_session(session: LocalSession) -> Session:
    """Never called: mypy checks here that the local session implements the protocol."""
    return session
