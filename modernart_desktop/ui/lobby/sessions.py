"""LAN games as the table page sees them: the same face as `LocalSession`.

Both implement `host.session.Session`, so the table page and the game's table
cannot tell them from a local game. `LanHostSession`: this machine hosts; the
person here plays a local seat through the in-process transport
(`LanHost.submit_local`), the host's table feeds the listeners. `LanClientSession`:
this machine joined; the `LanClient`'s updates feed them. Both add what only LAN
play has (for the LAN panel and the waiting room): every seat's link, the
reconnecting state, chat.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import GameResult
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import save_match
from modernart_desktop.host.session import (
    SPECTATOR,
    FedByTable,
    Listeners,
    SeatUpdate,
    Session,
    SessionListener,
    TableFeeds,
)
from modernart_desktop.host.table import AI, HUMAN, REMOTE, SeatInfo
from modernart_desktop.net.client import LanClient
from modernart_desktop.net.host import LanHost
from modernart_desktop.storage import paths
from modernart_desktop.storage.lan_saves import forget_unstarted
from modernart_desktop.ui.lobby import confirm as confirm_texts
from modernart_desktop.ui.lobby import texts
from modernart_desktop.ui.lobby.confirm import ask_to_close

log = logging.getLogger(__name__)


def _spawn(coro: Any) -> None:
    """Run a clean-up coroutine in the (qasync) loop; log, never raise, if it fails."""

    def done(task: asyncio.Task) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.warning("LAN clean-up failed: %s", task.exception())

    asyncio.ensure_future(coro).add_done_callback(done)


class _LanSession(QObject):
    """What both LAN sessions share: their signals, and the pauses this screen's own
    dialogs ask for (a round's scoring on screen). At a LAN table those pauses hold
    nobody else; they only keep this screen's order of events."""

    lan_changed = Signal()  # seats, links, pause: the LAN panel redraws
    chat_received = Signal(object)  # one chat line (dict)
    chat_refused = Signal(str)  # a refusal code for a chat line
    chat_reset = Signal()  # the chat starts over (a client came back)
    lan_notice = Signal(str)  # a LAN-only refusal, told in the LAN panel
    nudged = Signal(float)  # the host nudged this screen's player (seconds the table waited)

    hot_seat = False
    hosting = False  # this machine runs the table (the LAN host's session)
    humans: list[int]  # the seat played at this screen, if any

    def __init__(self, source: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pauses: set[str] = set()
        self._closed = False
        self._source = source  # the LanHost or LanClient this session shows
        self._listeners = Listeners()
        source.observers.append(self._on_source)
        self.lan_changed.connect(self._listeners.changed)

    @property
    def paused(self) -> bool:
        return bool(self._pauses)

    def pause(self, reason: str) -> None:
        was = bool(self._pauses)
        self._pauses.add(reason)
        if not was:
            self._listeners.paused(True)

    def resume_play(self, reason: str) -> None:
        if reason in self._pauses:
            self._pauses.discard(reason)
            if not self._pauses:
                self._listeners.paused(False)

    def table_paused(self) -> bool:
        return self.lan_paused()

    def lan_paused(self) -> bool:
        raise NotImplementedError

    def undo_status(self) -> tuple[bool, str]:
        return False, "undo/lan"  # a table shared over the network never goes back

    def undo(self) -> bool:
        return False

    def hint_status(self) -> tuple[bool, str]:
        """Hints only where the host allowed them for everyone at the table."""
        if not self.humans:
            return False, "hint/watching"
        return (True, "") if self.hints_allowed() else (False, "hint/lan")

    def hints_allowed(self) -> bool:
        return False

    def agree_to_hints(self) -> None:
        pass

    def hint_used(self, seat: int) -> None:
        pass

    def archive(self) -> None:
        """LAN saves stay where the host keeps them (`modernart host --resume` reads them)."""

    def start(self) -> None:
        """Play started with the host's runner; nothing more to do here."""

    def confirm_leave(self, parent: Any, proceed: Callable[[], None]) -> None:
        """A joined table: leaving keeps our seat for our token, nobody else is disturbed."""
        proceed()

    def side_widget(self, parent: Any) -> Any:
        """The LAN panel the table page shows beside the table."""
        from modernart_desktop.ui.lobby.panel import LanPanel

        return LanPanel(self, parent)

    def close(self) -> None:
        """Stop showing the table and let go of the network (in the background)."""
        if self._closed:
            return
        self._closed = True
        self._source.observers.discard(self._on_source)
        self._detach()
        _spawn(self._shutdown())

    def _detach(self) -> None:
        """Stop feeding the listeners."""

    async def _shutdown(self) -> None:
        raise NotImplementedError

    def _on_source(self, what: str, data: Any) -> None:
        raise NotImplementedError


class LanHostSession(_LanSession, FedByTable):
    hosting = True

    def __init__(
        self, host: LanHost, local_seat: int | None, announcer: Any = None, parent: QObject | None = None
    ) -> None:
        super().__init__(host, parent)
        self.host = host
        self.table = host.table
        self.announcer = announcer
        self.local_seat = local_seat
        self.humans = [local_seat] if local_seat is not None else []
        self._feeds = TableFeeds(host.table, [SPECTATOR, *self.humans])
        self.leave_box: Any = None  # the "close the table?" question, while it is up

    # -- what the table page reads ---------------------------------------------------------
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

    def _detach(self) -> None:
        self._feeds.close()

    def is_over(self) -> bool:
        return self.table.is_over()

    def whole_match(self) -> Match | None:
        return self.table.match

    def hints_allowed(self) -> bool:
        return self.host.config.hints

    def result(self) -> GameResult:
        return self.table.match.result()

    # -- LAN facts for the panel -------------------------------------------------------------
    def lan_seats(self) -> list[dict[str, Any]]:
        return [s.to_wire() for s in self.host.roster]

    def lan_paused(self) -> bool:
        return self.host.paused

    def link_status(self) -> str:
        return "hosting"

    def chat_lines(self) -> list[dict[str, Any]]:
        return list(self.host.chat_log)

    def say(self, text: str) -> None:
        text = text.strip()[:500]
        if text:
            self.host.say(self.local_seat, text)

    def my_seat(self) -> int | None:
        return self.local_seat

    def close_code(self) -> str | None:
        return None

    def started(self) -> bool:
        return self.host.started

    # -- acting ------------------------------------------------------------------------------
    def set_think_delay(self, seconds: float) -> None:
        self.host.set_think_delay(seconds)

    def submit(self, seat: int, action: Action, based_on_seq: int | None = None) -> bool:
        try:
            self.host.submit_local(seat, action, based_on_seq)
        except IllegalAction as exc:
            lan_text = texts.lan_refusal(exc.code)
            if lan_text is not None:
                self.lan_notice.emit(lan_text)
            else:
                self._listeners.refused(seat, exc.code, dict(exc.params))
            return False
        return True

    def confirm_leave(self, parent: Any, proceed: Callable[[], None]) -> None:
        """Leaving closes the table for everyone: ask first. A finished game, or one with
        no player connected over the network, closes at once (nobody to disconnect)."""
        connected = any(s.kind == REMOTE and s.connected for s in self.host.roster)
        if self.is_over() or not connected:
            proceed()
            return
        if self.leave_box is not None:
            self.leave_box.raise_()
            return
        self.leave_box = ask_to_close(parent, confirm_texts.playing_text(), proceed)
        self.leave_box.finished.connect(self._leave_box_closed)

    def _leave_box_closed(self) -> None:
        self.leave_box = None

    async def _shutdown(self) -> None:
        """Leaving closes the table for everyone; its save keeps the game."""
        if self.announcer is not None:
            await self.announcer.close()
        await self.host.close()
        if not self.host.started:  # closed in the waiting room: nothing to resume
            forget_unstarted(self.table.save_path)

    def _on_source(self, what: str, data: Any) -> None:
        if what == "chat":
            self.chat_received.emit(data)
        else:
            self.lan_changed.emit()


# -- the client side ---------------------------------------------------------------------------
class LanClientSession(_LanSession):
    def __init__(self, client: LanClient, parent: QObject | None = None) -> None:
        super().__init__(client, parent)
        self.client = client
        self.table = None  # the table lives on the host
        # The host sends the whole match once the game is over (nothing is secret then):
        # kept as a save file, it replays here as a game played on this machine would.
        self._final_match: Match | None = None
        self._final_path: Path | None = None
        self.humans = [client.seat] if client.seat is not None else []
        client.observers.append(self._on_client)

    @property
    def game_id(self) -> str:
        return str(self.client.table.get("game"))

    @property
    def seats(self) -> list[SeatInfo]:
        out = []
        for i, s in enumerate(self.client.seats):
            # the roster's kinds are the table's (host/table.py), LOCAL and OPEN aside
            kind = HUMAN if i == self.client.seat else (AI if s["kind"] == AI else REMOTE)
            out.append(SeatInfo(s["name"], kind, s["level"], s["connected"]))
        return out

    @property
    def save_path(self) -> Path | None:
        return self._final_path

    def names(self) -> list[str]:
        return [s["name"] for s in self.client.seats]

    def active_seats(self) -> list[int]:
        return [int(s) for s in (self.client.view or {}).get("active") or ()]

    def watched(self) -> list[int | None]:
        # The spectator feed mirrors the seat's own: a client has only its own view,
        # and public announcements (a round's scoring) are read from it.
        return [SPECTATOR, *self.humans]

    def seq(self) -> int:
        return self.client.seq

    def legal(self, seat: int | None) -> LegalActions:
        return self.client.legal if seat is not None and seat == self.client.seat else LegalActions()

    def subscribe(self, listener: SessionListener) -> None:
        self._listeners.add(listener)
        if self.client.view is not None:
            self._tell([listener], self.client.log, snapshot=True)

    def unsubscribe(self, listener: SessionListener) -> None:
        self._listeners.discard(listener)

    def _detach(self) -> None:
        self.client.observers.discard(self._on_client)

    def _on_client(self, what: str, data: Any) -> None:
        if what == "view":
            if data["t"] == "snapshot":
                self._tell(list(self._listeners), self.client.log, snapshot=True)
            else:
                self._tell(list(self._listeners), data["events"], snapshot=False)
        elif what == "refused" and texts.lan_refusal(data["code"]) is None:
            self._listeners.refused(self.client.seat, data["code"], dict(data["params"]))
        elif what == "clock":
            self._listeners.clock(data["seconds"])
        elif what == "nudge":
            self.nudged.emit(float(data["waited"]))
        elif what == "record":
            self._keep_record(data["record"])
            self._tell(list(self._listeners), [], snapshot=False)  # now the game is over here too

    def _keep_record(self, record: dict[str, Any]) -> None:
        """Rebuild the finished match from the host's record and save it for replays;
        a record that does not replay (another version's rules) is only logged."""
        try:
            match = Match.from_record(record)
            if not match.is_over():
                raise ValueError("the record does not reach the end of the game")
        except (IllegalAction, KeyError, TypeError, ValueError) as exc:
            log.warning("the host's record of the finished game does not replay: %s", exc)
            return
        # Seat kinds as this screen sees them: the history counts this seat as "you".
        match.meta["seats"] = [{"kind": s.kind, "name": s.name, "level": s.level} for s in self.seats]
        self._final_match = match
        try:
            folder = paths.joined_dir()
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{match.game_id}-{match.seed}{paths.SAVE_SUFFIX}"
            save_match(path, match)
            self._final_path = path
        except OSError as exc:
            log.warning("the finished game could not be saved for replays: %s", exc)

    def _tell(self, listeners: list[SessionListener], wire_events: list, snapshot: bool) -> None:
        events = [(int(s), Event(str(e["code"]), dict(e["params"]))) for s, e in wire_events]
        view = self.client.view or {}
        for listener in listeners:
            for seat in self.watched():
                listener.session_update(seat, SeatUpdate(self.client.seq, view, list(events), snapshot))

    def hints_allowed(self) -> bool:
        return self.client.table.get("hints") is True  # (the host's word, in its welcome)

    def whole_match(self) -> Match | None:
        return self._final_match  # the seed and the log reach a peer only at the end

    def is_over(self) -> bool:
        ended = bool(self.client.over or (self.client.view or {}).get("result"))
        # The host's record follows the last update at once: wait for it, so the end is
        # recorded with its replay (unless the link is gone before it came).
        return ended and (self.client.final_record is not None or self.client.close_code is not None)

    def result(self) -> GameResult:
        result = (self.client.view or {}).get("result") or {}
        return GameResult(tuple(result.get("scores", ())), tuple(result.get("winners", ())))

    def lan_seats(self) -> list[dict[str, Any]]:
        return list(self.client.seats)

    def lan_paused(self) -> bool:
        return self.client.paused

    def link_status(self) -> str:
        return self.client.status

    def chat_lines(self) -> list[dict[str, Any]]:
        return list(self.client.chat)

    def say(self, text: str) -> None:
        self.client.say(text)

    def my_seat(self) -> int | None:
        return self.client.seat

    def close_code(self) -> str | None:
        return self.client.close_code

    def started(self) -> bool:
        return self.client.started and self.client.view is not None

    def set_think_delay(self, seconds: float) -> None:
        pass

    def submit(self, seat: int, action: Action, based_on_seq: int | None = None) -> bool:
        """Sent to the host; a refusal comes back through the bridge."""
        if seat != self.client.seat:
            self._listeners.refused(seat, "seat/not_yours", {"seat": seat})
            return False
        self.client.send_action(action)
        return True

    async def _shutdown(self) -> None:
        """Leaving: the host keeps a started game's seat for our token."""
        await self.client.close()

    def _on_source(self, what: str, data: Any) -> None:
        if what == "chat":
            self.chat_received.emit(data)
        elif what == "welcome":
            self.chat_reset.emit()
        elif what == "refused" and data["code"].startswith("chat/"):
            self.chat_refused.emit(data["code"])
        elif what == "refused" and texts.lan_refusal(data["code"]) is not None:
            self.lan_notice.emit(texts.lan_refusal(data["code"]))
        elif what in ("seats", "status", "bye", "error"):
            self.lan_changed.emit()


def _implements_session(host: LanHostSession, client: LanClientSession) -> list[Session]:
    """Never called: mypy checks here that both LAN sessions implement the protocol."""
    return [host, client]
