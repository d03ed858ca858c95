"""The table: the only authority on one match.

It applies one command at a time, checks everything before touching the state
(game not over, right seat, seat active, action legal, not stale), saves after
every accepted action, and tells each listener only what its seat may see.
Pure and synchronous: the asyncio runner, the Qt bridge and the TCP host all
sit on top of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import SaveJournal

HUMAN = "human"
AI = "ai"
REMOTE = "remote"


@dataclass
class SeatInfo:
    name: str
    kind: str = HUMAN  # human (this screen), ai, remote (a LAN peer)
    level: str | None = None  # AI level id, for AI seats
    connected: bool = True

    def to_wire(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_wire(cls, wire: dict[str, Any]) -> SeatInfo:
        return cls(
            str(wire.get("name", "?")),
            str(wire.get("kind", HUMAN)),
            wire.get("level"),
            bool(wire.get("connected", True)),
        )


@dataclass(frozen=True)
class TableUpdate:
    """What one listener learns after a change: its own view and its redacted new events.
    A listener must not change `view`: the spectators' listeners share one."""

    seat: int | None
    seq: int
    view: dict[str, Any]
    events: list[tuple[int, Event]]
    # True: `events` is the whole log again and may go back in time (an undo replaced
    # the match): the listener redraws everything and announces nothing.
    snapshot: bool = False


Listener = Callable[[TableUpdate], None]


@dataclass
class _Subscription:
    seat: int | None
    listener: Listener
    last_seq: int = -1


@dataclass
class Table:
    match: Match
    seats: list[SeatInfo]
    save_path: Path | None = None
    _subs: dict[int, _Subscription] = field(default_factory=dict)
    _next_token: int = 1
    _journal: SaveJournal | None = None

    def __post_init__(self) -> None:
        if len(self.seats) != self.match.num_players:
            raise ValueError("one SeatInfo per seat is needed")
        self.match.meta["seats"] = [s.to_wire() for s in self.seats]
        self.match.meta["names"] = [s.name for s in self.seats]
        # When play began (the history's duration); a resumed match keeps its own.
        self.match.meta.setdefault("started_at", datetime.now(UTC).isoformat(timespec="seconds"))

    @classmethod
    def resume(cls, match: Match, save_path: Path | None = None) -> Table:
        seats = [SeatInfo.from_wire(w) for w in match.meta.get("seats", [])]
        if len(seats) != match.num_players:
            seats = [SeatInfo(f"Seat {i + 1}") for i in range(match.num_players)]
        return cls(match, seats, save_path)

    # -- reading --------------------------------------------------------------------
    @property
    def seq(self) -> int:
        return self.match.seq

    @property
    def game(self) -> Game[Any]:
        return self.match.game

    def view_for(self, seat: int | None) -> dict[str, Any]:
        return self.match.view_for(seat)

    def legal_actions(self, seat: int) -> LegalActions:
        return self.match.legal_actions(seat)

    def active_seats(self) -> frozenset[int]:
        return self.match.active_seats()

    def is_over(self) -> bool:
        return self.match.is_over()

    # -- listening ------------------------------------------------------------------
    def subscribe(self, seat: int | None, listener: Listener, since_seq: int = -1) -> int:
        """Listen as `seat` (None: spectator); you get a first update at once."""
        token = self._next_token
        self._next_token += 1
        sub = _Subscription(seat, listener, since_seq)
        self._subs[token] = sub
        self._notify(sub)
        return token

    def unsubscribe(self, token: int) -> None:
        self._subs.pop(token, None)

    def _notify(
        self, sub: _Subscription, snapshot: bool = False, spectators: dict[Any, Any] | None = None
    ) -> None:
        """`spectators`: what one round of notices already built for seat None (the
        view, and the events after each seq), shared by every spectator's listener."""
        since = -1 if snapshot else sub.last_seq
        if spectators is None or sub.seat is not None:
            events = self.match.events_for(sub.seat, since)
            view = self.match.view_for(sub.seat)
        else:
            if since not in spectators:
                spectators[since] = self.match.events_for(None, since)
            if "view" not in spectators:
                spectators["view"] = self.match.view_for(None)
            events, view = list(spectators[since]), spectators["view"]
        sub.last_seq = self.match.seq
        sub.listener(TableUpdate(sub.seat, self.match.seq, view, events, snapshot))

    def _notify_all(self) -> None:
        # The seats first: the players wait on their update to act; spectators (a LAN
        # party may have thirty: they share one view) and the host's own watchers after.
        subs = list(self._subs.values())
        spectators: dict[Any, Any] = {}
        for sub in [s for s in subs if s.seat is not None] + [s for s in subs if s.seat is None]:
            self._notify(sub, spectators=spectators)

    # -- acting -----------------------------------------------------------------------
    def submit(
        self, seat: int, action: Action, based_on_seq: int | None = None, *, by_clock: bool = False
    ) -> list[Event]:
        """Apply `seat`'s action if it is legal now; IllegalAction (nothing changed) if not.

        `by_clock`: the host's clock sends it (host/runner.py); a clock-only action
        (time ran out) from anyone else is refused, so nobody can fake the clock."""
        if action.clock_only and not by_clock:
            raise IllegalAction("action/clock_only", kind=action.kind)
        if based_on_seq is not None and based_on_seq != self.match.seq:
            raise IllegalAction("action/stale", seq=self.match.seq, based_on=based_on_seq)
        events = self.match.apply(seat, action)
        self.save()
        self._notify_all()
        return events

    def replace_match(self, match: Match) -> None:
        """Carry on from another match of the same game (an undo rebuilt it from the log):
        the save file is rewritten and every listener gets a snapshot (seq may go down)."""
        if match.game_id != self.match.game_id or match.num_players != self.match.num_players:
            raise ValueError("the replacement must be the same game with the same seats")
        match.meta.update({k: v for k, v in self.match.meta.items() if k not in match.meta})
        self.match = match
        self.match.meta["seats"] = [s.to_wire() for s in self.seats]
        self.match.meta["names"] = [s.name for s in self.seats]
        self._journal = None  # a shorter log: the whole file is written again
        self.save()
        for sub in list(self._subs.values()):
            self._notify(sub, snapshot=True)

    def submit_wire(self, seat: int, wire: Any, based_on_seq: int | None = None) -> list[Event]:
        return self.submit(seat, self.match.game.action_from_wire(wire), based_on_seq)

    def set_seat(self, seat: int, info: SeatInfo) -> None:
        """Change who plays a seat (an AI standing in, a peer reconnecting)."""
        self.set_seats([info if i == seat else s for i, s in enumerate(self.seats)])

    def set_seats(self, infos: list[SeatInfo]) -> None:
        """Change who plays each seat, with one save (a LAN table's seats at its start)."""
        if len(infos) != self.match.num_players:
            raise ValueError("one SeatInfo per seat is needed")
        self.seats[:] = infos
        self.match.meta["seats"] = [s.to_wire() for s in self.seats]
        self.match.meta["names"] = [s.name for s in self.seats]
        self.save()

    def save(self) -> None:
        """Bring the save file up to date (an append after an action, see SaveJournal)."""
        if self.save_path is None:
            return
        if self._journal is None or self._journal.path != Path(self.save_path):
            self._journal = SaveJournal(Path(self.save_path))
        self._journal.save(self.match)
