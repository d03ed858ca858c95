"""The one QObject between a table and the widgets (DESIGN principle 11).

It listens to the table as each seat this screen may show (and as a spectator,
for public announcements), keeps the latest view and the redacted event log per
seat, and turns changes into Qt signals. Updates are coalesced and delivered on
the next turn of the event loop, so a widget is never re-rendered from inside the
click handler that caused the change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.host.table import Table, TableUpdate

SPECTATOR = None


@dataclass
class _SeatFeed:
    token: int | None = None
    seq: int = 0
    view: dict[str, Any] = field(default_factory=dict)
    log: list[tuple[int, Event]] = field(default_factory=list)
    pending: list[tuple[int, Event]] = field(default_factory=list)
    delivered_once: bool = False


class SessionBridge(QObject):
    # seat (int, or None for the spectator feed), new (seq, Event) pairs, first delivery?
    updated = Signal(object, object, bool)
    # seconds when the open-auction clock (re)starts, None when it stops
    clock = Signal(object)
    # seat, refusal code, its parameters
    refused = Signal(object, str, object)
    # public events, delivered at once (inside the table's submit), for what must not
    # wait a turn of the event loop: holding the AI seats before a round's scoring
    announced = Signal(object)

    def __init__(self, table: Table, seats: list[int | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._feeds: dict[int | None, _SeatFeed] = {}
        self._dirty: set[int | None] = set()
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(0)
        self._flush_timer.timeout.connect(self._flush)
        for seat in seats:
            feed = _SeatFeed()
            self._feeds[seat] = feed
            feed.token = table.subscribe(seat, partial(self._on_update, seat))

    def detach(self) -> None:
        for feed in self._feeds.values():
            if feed.token is not None:
                self.table.unsubscribe(feed.token)
                feed.token = None
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

    def legal(self, seat: int | None) -> LegalActions:
        """What `seat` may do in the position it was last shown (empty if the table moved on)."""
        if seat is None or self.table.seq != self._feeds[seat].seq:
            return LegalActions()
        return self.table.legal_actions(seat)

    # -- from the table ------------------------------------------------------------------
    def _on_update(self, seat: int | None, update: TableUpdate) -> None:
        feed = self._feeds[seat]
        feed.seq = update.seq
        feed.view = update.view
        feed.log.extend(update.events)
        feed.pending.extend(update.events)
        if seat is SPECTATOR and update.events:
            self.announced.emit(update.events)
        self._dirty.add(seat)
        if not self._flush_timer.isActive():
            self._flush_timer.start()

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

    # -- from the host runner ------------------------------------------------------------
    def on_clock(self, seconds: float | None) -> None:
        self.clock.emit(seconds)
