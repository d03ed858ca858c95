"""The one QObject between a session and the widgets (DESIGN principles 11 and 13).

It listens to any `Session` (a local table, a hosted LAN table, a joined one) as
each feed that screen receives, keeps the latest view and the event log per feed,
and turns changes into Qt signals. Updates are coalesced and delivered on the next
turn of the event loop, so a widget is never re-rendered from inside the click
handler that caused the change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.host.session import SPECTATOR, SeatUpdate, Session

__all__ = ["SPECTATOR", "SessionBridge"]


@dataclass
class _SeatFeed:
    seq: int = -1
    view: dict[str, Any] = field(default_factory=dict)
    log: list[tuple[int, Event]] = field(default_factory=list)
    pending: list[tuple[int, Event]] = field(default_factory=list)
    delivered_once: bool = False
    rewound: bool = False  # the position went back (an undo): redraw everything


class SessionBridge(QObject):
    # seat (int, or None for the spectator feed), new (seq, Event) pairs, first delivery?
    updated = Signal(object, object, bool)
    # seconds when the open-auction clock (re)starts, None when it stops
    clock = Signal(object)
    # seat, refusal code, its parameters
    refused = Signal(object, str, object)
    # public news, delivered at once (inside the change), for what must not wait a
    # turn of the event loop: holding the AI seats before a round's scoring
    announced = Signal(object)
    # this screen's own pause began (True) or ended
    paused_changed = Signal(bool)
    # seats, links or the table's pause changed: redraw
    changed = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._feeds: dict[int | None, _SeatFeed] = {seat: _SeatFeed() for seat in session.watched()}
        self._dirty: set[int | None] = set()
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(0)
        self._flush_timer.timeout.connect(self._flush)
        self._attached = True
        session.subscribe(self)
        # Deleted with its parent while the session lives on: stop being told at once.
        self.destroyed.connect(partial(session.unsubscribe, self))

    def detach(self) -> None:
        if self._attached:
            self._attached = False
            self.session.unsubscribe(self)
        self._flush_timer.stop()

    # -- what the widgets read ----------------------------------------------------------
    def watched(self) -> list[int | None]:
        return list(self._feeds)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._feeds[seat].view

    def seq(self, seat: int | None) -> int:
        return self._feeds[seat].seq

    def log(self, seat: int | None) -> list[tuple[int, Event]]:
        return list(self._feeds[seat].log)

    def take_rewound(self, seat: int | None) -> bool:
        """True once after `seat`'s feed went back in time (the page redraws it whole)."""
        feed = self._feeds.get(seat)
        if feed is None or not feed.rewound:
            return False
        feed.rewound = False
        return True

    def legal(self, seat: int | None) -> LegalActions:
        """What `seat` may do in the position it was last shown (empty if the game moved on)."""
        if seat is None or seat not in self._feeds or self.session.seq() != self._feeds[seat].seq:
            return LegalActions()
        return self.session.legal(seat)

    # -- from the session (SessionListener) --------------------------------------------------
    def session_update(self, seat: int | None, update: SeatUpdate) -> None:
        feed = self._feeds.get(seat)
        if feed is None:
            return
        if update.seq < feed.seq:
            feed.rewound = True
            feed.pending = []
        feed.seq = update.seq
        feed.view = update.view
        if update.snapshot:  # the whole log again: only what was not shown yet is news
            last = feed.log[-1][0] if feed.log else -1
            feed.pending.extend((s, e) for s, e in update.events if s > last)
            feed.log = list(update.events)
        else:
            feed.log.extend(update.events)
            feed.pending.extend(update.events)
            if seat is SPECTATOR and update.events:
                self.announced.emit(update.events)
        self._dirty.add(seat)
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def session_clock(self, seconds: float | None) -> None:
        self.clock.emit(seconds)

    def session_refused(self, seat: int | None, code: str, params: dict[str, Any]) -> None:
        self.refused.emit(seat, code, dict(params))

    def session_paused(self, paused: bool) -> None:
        self.paused_changed.emit(paused)

    def session_changed(self) -> None:
        self.changed.emit()

    # -- delivery ------------------------------------------------------------------------------
    def _flush(self) -> None:
        dirty, self._dirty = self._dirty, set()
        # Spectator first: public announcements (round scoring) come before seat views.
        for seat in sorted(dirty, key=lambda s: -1 if s is None else s):
            feed = self._feeds.get(seat)
            if feed is None:
                continue
            events, feed.pending = feed.pending, []
            first = not feed.delivered_once
            feed.delivered_once = True
            self.updated.emit(seat, events, first)

    def flush_now(self) -> None:
        """Deliver pending updates at once (used when the page is first shown)."""
        if self._dirty:
            self._flush_timer.stop()
            self._flush()
