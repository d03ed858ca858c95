"""What a screen needs from a game in progress, wherever the game runs (DESIGN principle 13).

Three kinds of session implement `Session`: a game played on this machine (solo,
hot-seat, watching the computers), a LAN table this machine hosts, and a LAN table
it joined. The table page and every game's table depend on this protocol only; one
Qt bridge (`ui/bridge.py`) turns a session's `SessionListener` calls into signals.
No Qt here: the protocol names no widget type, the few members that take one
(`side_widget`, `confirm_leave`) take it as `Any`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import GameResult
from modernart_desktop.core.match import Match
from modernart_desktop.host.table import SeatInfo, Table, TableUpdate

# The feed of public information (what anyone may see), next to each seat's own.
SPECTATOR = None
# `Session.hint_status`: hints wait until everyone at this screen agrees.
HINTS_ASK = "hint/ask"


def hints_used(meta: dict[str, Any], players: int) -> list[int]:
    """How many hints each seat was shown, as a match's meta records them."""
    counts = meta.get("hints")
    if not isinstance(counts, list):
        return [0] * players
    return [int(c) if isinstance(c, int) and c > 0 else 0 for c in counts[:players]] + [0] * max(
        0, players - len(counts)
    )


def count_hint(meta: dict[str, Any], players: int, seat: int) -> None:
    counts = hints_used(meta, players)
    if 0 <= seat < players:
        counts[seat] += 1
    meta["hints"] = counts


@dataclass(frozen=True)
class SeatUpdate:
    """What one watched seat (or the spectator feed) learns after a change."""

    seq: int
    view: dict[str, Any]
    events: list[tuple[int, Event]] = field(default_factory=list)
    # True: `events` is the whole log again (a LAN client came back after a drop),
    # not news; it replaces what was shown and announces nothing.
    snapshot: bool = False


class SessionListener(Protocol):
    """What a session tells whoever shows it (the Qt bridge)."""

    def session_update(self, seat: int | None, update: SeatUpdate) -> None: ...

    def session_clock(self, seconds: float | None) -> None:
        """The open-auction clock (re)starts for `seconds`, or stops (None)."""

    def session_refused(self, seat: int | None, code: str, params: dict[str, Any]) -> None: ...

    def session_paused(self, paused: bool) -> None:
        """This screen's own pause (a dialog or a moment on screen) began or ended."""

    def session_changed(self) -> None:
        """Something outside the views changed: seats, links, the table's pause."""


class Session(Protocol):
    """A game in progress as this screen sees it."""

    @property
    def game_id(self) -> str: ...

    @property
    def seats(self) -> list[SeatInfo]:
        """Every seat's name and kind (`host.table.HUMAN`, `AI`, `REMOTE`) as this screen sees it."""

    @property
    def humans(self) -> list[int]:
        """The seats played at this screen (empty: watching)."""

    @property
    def hot_seat(self) -> bool:
        """Several people share this screen: the table page hides secrets between them."""

    @property
    def paused(self) -> bool:
        """This screen asked the others to wait (see `pause`)."""

    @property
    def save_path(self) -> Path | None: ...

    def names(self) -> list[str]: ...

    def is_over(self) -> bool: ...

    def result(self) -> GameResult: ...

    def table_paused(self) -> bool:
        """The whole table waits (a LAN player is away): nobody may act."""

    def active_seats(self) -> list[int]:
        """The seats that may act now, as far as this screen knows."""

    def watched(self) -> list[int | None]:
        """The feeds this screen receives: SPECTATOR first, then each seat in `humans`."""

    def seq(self) -> int:
        """The number of the latest position this session knows."""

    def legal(self, seat: int | None) -> LegalActions:
        """What `seat` may do in the latest position (empty for a seat not on this screen)."""

    def subscribe(self, listener: SessionListener) -> None:
        """Start telling `listener`; each watched feed gets a first update at once."""

    def unsubscribe(self, listener: SessionListener) -> None: ...

    def submit(self, seat: int, action: Action, based_on_seq: int | None = None) -> bool:
        """A seat on this screen acts. A refusal goes to the listeners, never raised."""

    def pause(self, reason: str) -> None:
        """Hold what this screen holds (the AI seats of a local game) until `resume_play`."""

    def resume_play(self, reason: str) -> None: ...

    def start(self) -> None: ...

    def close(self) -> None: ...

    def archive(self) -> None:
        """A finished game's save leaves the resume list."""

    def set_think_delay(self, seconds: float) -> None: ...

    def confirm_leave(self, parent: Any, proceed: Callable[[], None]) -> None:
        """Call `proceed` once leaving is agreed (at once when leaving disturbs nobody)."""

    def side_widget(self, parent: Any) -> Any:
        """A widget shown beside the table (a LAN table's links and chat), or None."""

    def whole_match(self) -> Match | None:
        """The match with its seed and log, when it runs on this machine (a local game,
        a hosted LAN table): history and replays read it. None for a joined LAN table."""

    def undo_status(self) -> tuple[bool, str]:
        """(True, "") if the seats at this screen may take back their last decision now,
        else (False, a reason code: `core.undo`'s, or `undo/lan`, `undo/watching`)."""

    def undo(self) -> bool:
        """Take back that decision (the caller asked whoever must agree); False if refused."""

    def hint_status(self) -> tuple[bool, str]:
        """Whether a seat at this screen may ask the coach for a hint (ai/coach.py):
        (True, "") yes; (True, HINTS_ASK) once everyone at this screen agrees (hot-seat);
        (False, a reason code: `hint/watching`, `hint/lan`) no."""

    def agree_to_hints(self) -> None:
        """Everyone at this screen agreed to hints for the rest of the game."""

    def hint_used(self, seat: int) -> None:
        """`seat` was shown a hint (the game's record counts them: the history shows it)."""


class Listeners:
    """A session's listeners, told in the order they subscribed."""

    def __init__(self) -> None:
        self._items: list[SessionListener] = []

    def add(self, listener: SessionListener) -> None:
        self._items.append(listener)

    def discard(self, listener: SessionListener) -> None:
        if listener in self._items:
            self._items.remove(listener)

    def __iter__(self) -> Iterator[SessionListener]:
        return iter(list(self._items))

    def clock(self, seconds: float | None) -> None:
        for listener in self:
            listener.session_clock(seconds)

    def refused(self, seat: int | None, code: str, params: dict[str, Any]) -> None:
        for listener in self:
            listener.session_refused(seat, code, params)

    def paused(self, paused: bool) -> None:
        for listener in self:
            listener.session_paused(paused)

    def changed(self) -> None:
        for listener in self:
            listener.session_changed()


class TableFeeds:
    """Listeners of a session whose table runs in this process: each listener gets
    the table's updates for every watched seat."""

    def __init__(self, table: Table, watched: list[int | None]) -> None:
        self.table = table
        self.watched = list(watched)
        self._tokens: dict[int, tuple[SessionListener, list[int]]] = {}

    def subscribe(self, listener: SessionListener) -> None:
        tokens = [self.table.subscribe(seat, partial(self._tell, listener, seat)) for seat in self.watched]
        self._tokens[id(listener)] = (listener, tokens)

    @staticmethod
    def _tell(listener: SessionListener, seat: int | None, update: TableUpdate) -> None:
        listener.session_update(
            seat, SeatUpdate(update.seq, update.view, list(update.events), update.snapshot)
        )

    def unsubscribe(self, listener: SessionListener) -> None:
        _listener, tokens = self._tokens.pop(id(listener), (None, []))
        for token in tokens:
            self.table.unsubscribe(token)

    def close(self) -> None:
        for listener, _tokens in list(self._tokens.values()):
            self.unsubscribe(listener)

    def legal(self, seat: int | None) -> LegalActions:
        return LegalActions() if seat is None else self.table.legal_actions(seat)


class FedByTable:
    """The Session members of a session whose table runs in this process (solo,
    hot-seat, a hosted LAN table): they read the table and its feeds, nothing else."""

    table: Table
    _feeds: TableFeeds
    _listeners: Listeners

    def active_seats(self) -> list[int]:
        return sorted(self.table.active_seats())

    def watched(self) -> list[int | None]:
        return list(self._feeds.watched)

    def seq(self) -> int:
        return self.table.seq

    def legal(self, seat: int | None) -> LegalActions:
        return self._feeds.legal(seat)

    def subscribe(self, listener: SessionListener) -> None:
        self._listeners.add(listener)
        self._feeds.subscribe(listener)

    def unsubscribe(self, listener: SessionListener) -> None:
        self._listeners.discard(listener)
        self._feeds.unsubscribe(listener)
