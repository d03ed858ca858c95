"""The LAN client: joins a table, keeps its seat's view up to date, and comes back
by itself after a drop.

It keeps the resume token the host gave it, checks every update's `prev` against
the seq it holds (a gap means it missed something: it asks for a snapshot), and
after a lost link reconnects with growing pauses and reclaims its seat with the
token. It never applies rules: it shows what the host sends and sends commands.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Callable
from typing import Any

from modernart_desktop import __version__
from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.net.connection import Connection, ConnectionClosed
from modernart_desktop.net.observers import Observers
from modernart_desktop.net.protocol import (
    MAX_CLIENT_FRAME,
    MAX_HOST_FRAME,
    PROTOCOL_MAX,
    PROTOCOL_MIN,
    ROLE_PLAYER,
    ROLE_SPECTATOR,
    ProtocolError,
    check_from_host,
)
from modernart_desktop.net.views import apply_diff, legal_from_wire

log = logging.getLogger(__name__)

# status values
IDLE = "idle"
CONNECTING = "connecting"
CONNECTED = "connected"
RECONNECTING = "reconnecting"
CLOSED = "closed"

# Goodbyes after which coming back makes no sense.
FINAL_CODES = {"seat/kicked", "seat/taken_over", "game/over"}


class JoinFailed(Exception):
    """The host refused us (code from the protocol) or could not be reached ("net/unreachable")."""

    def __init__(self, code: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(code, params or {})
        self.code = code
        self.params = params or {}


class LanClient:
    def __init__(
        self,
        address: str,
        port: int,
        name: str,
        *,
        password: str | None = None,
        token: str | None = None,
        spectator: bool = False,
        reconnect: bool = True,
        backoff_min: float = 0.1,
        backoff_max: float = 5.0,
        give_up_after: float = 120.0,
        heartbeat: float = 2.0,
        timeout: float = 8.0,
        connect_timeout: float = 5.0,
        proto: tuple[int, int] = (PROTOCOL_MIN, PROTOCOL_MAX),
        app: str = __version__,
    ) -> None:
        self.address = address
        self.port = port
        self.name = name
        self.password = password
        self.token = token
        self.spectator = spectator
        self.reconnect = reconnect
        self.backoff_min = backoff_min
        self.backoff_max = backoff_max
        self.give_up_after = give_up_after
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.connect_timeout = connect_timeout
        self.proto = proto
        self.app = app
        # what we know
        self.status = IDLE
        self.close_code: str | None = None  # why we stopped for good
        self.seat: int | None = None
        self.table: dict[str, Any] = {}
        self.game: Any = None
        self.seats: list[dict[str, Any]] = []
        self.started = False
        self.paused = False
        self.over = False
        self.view: dict[str, Any] | None = None
        self.seq = -1
        self.legal = LegalActions()
        self.log: list[tuple[int, dict[str, Any]]] = []
        self.chat: list[dict[str, Any]] = []
        self.nudges = 0  # how many times the host nudged this seat
        self.final_record: dict[str, Any] | None = None  # the whole match, once the game is over
        self.clock: tuple[int, float | None] | None = None
        self.last_refusal: dict[str, Any] | None = None
        self.reconnects = 0
        self.snapshots = 0
        self.sync_refusals = 0  # `sync` rationed by the host: asked again later
        self.observers = Observers()
        self._conn: Connection | None = None
        self._task: asyncio.Task[None] | None = None
        self._awaiting_snapshot = False
        self._next_id = 1
        self._closing = False
        self._sync_retry: asyncio.TimerHandle | None = None
        self._changed = asyncio.Event()

    # -- life cycle ------------------------------------------------------------------------
    async def connect(self) -> None:
        """Join the table. JoinFailed if the host refuses or cannot be reached."""
        self._set_status(CONNECTING)
        try:
            await self._open()
        except JoinFailed as exc:
            self.close_code = exc.code
            self._set_status(CLOSED)
            raise
        self._task = asyncio.ensure_future(self._run())

    async def close(self) -> None:
        """Leave for good (the host keeps a started game's seat for our token)."""
        self._closing = True
        if self._sync_retry is not None:
            self._sync_retry.cancel()
        if self._conn is not None and not self._conn.closed:
            self._conn.send({"t": "bye"})
            await self._conn.drain()
            await self._conn.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self.close_code = self.close_code or "client/closed"
        self._set_status(CLOSED)

    def drop_link(self) -> None:
        """Cut the TCP link abruptly, as a network fault would (tests, the UI's 'reconnect')."""
        if self._conn is not None:
            self._conn.writer.transport.abort()

    # -- acting ------------------------------------------------------------------------------
    def send_action(self, action: Action) -> int:
        """Send an action based on the seq we hold; returns the command id (refusals echo it)."""
        cid = self._next_id
        self._next_id += 1
        self._send(
            {
                "t": "command",
                "id": cid,
                "seq": self.seq,
                "seat": -1 if self.seat is None else self.seat,
                "action": action.to_wire(),
            }
        )
        return cid

    def set_ready(self, ready: bool = True) -> None:
        self._send({"t": "ready", "ready": ready})

    def say(self, text: str) -> None:
        text = text.strip()[:500]
        if text:
            self._send({"t": "chat", "text": text})

    def request_snapshot(self) -> None:
        self._awaiting_snapshot = True
        self._send({"t": "sync"})

    def my_turn(self) -> bool:
        return (
            self.seat is not None
            and self.view is not None
            and not self.paused
            and not self.over
            and self.seat in (self.view.get("active") or ())
            and bool(self.legal)
        )

    async def wait_until(self, predicate: Callable[[LanClient], bool], timeout: float | None = 10.0) -> None:
        """Wait until `predicate(self)` holds (checked after every change)."""

        async def waiter() -> None:
            while not predicate(self):
                await self._changed.wait()

        await asyncio.wait_for(waiter(), timeout)

    # -- the link --------------------------------------------------------------------------------
    async def _open(self) -> None:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(self.address, self.port, limit=MAX_HOST_FRAME * 2),
                self.connect_timeout,
            )
        except (TimeoutError, OSError) as exc:
            raise JoinFailed("net/unreachable", {"error": str(exc)[:100]}) from None
        conn = Connection(
            reader,
            writer,
            recv_cap=MAX_HOST_FRAME,
            send_cap=MAX_CLIENT_FRAME,
            check=check_from_host,
            heartbeat=self.heartbeat,
            timeout=self.timeout,
        )
        conn.send(
            {
                "t": "hello",
                "proto": list(self.proto),
                "app": self.app,
                "name": self.name[:32] or "?",
                "role": ROLE_SPECTATOR if self.spectator else ROLE_PLAYER,
                "password": self.password,
                "token": self.token,
            }
        )
        try:
            msg = await asyncio.wait_for(conn.recv(), self.connect_timeout)
        except (TimeoutError, ConnectionClosed, ProtocolError) as exc:
            await conn.close()
            raise JoinFailed("net/handshake", {"error": str(exc)[:100]}) from None
        if msg["t"] in ("join_refused", "error"):
            await conn.close()
            raise JoinFailed(msg["code"], msg["params"])
        if msg["t"] != "welcome":
            await conn.close()
            raise JoinFailed("net/handshake", {"error": f"unexpected {msg['t']}"})
        try:
            game = registry.get(msg["table"].get("game"))
        except Exception:
            await conn.close()
            raise JoinFailed("game/unknown", {"game": str(msg["table"].get("game"))[:40]}) from None
        self._conn = conn
        self.chat = []  # the host sends its recent chat lines again
        self.seat = msg["seat"]
        if msg["token"]:
            self.token = msg["token"]
        self.table = msg["table"]
        self.game = game
        self._awaiting_snapshot = True  # a started game sends one next
        self._set_status(CONNECTED)
        self._notify("welcome", msg)

    async def _run(self) -> None:
        while True:
            conn = self._conn
            assert conn is not None
            try:
                while True:
                    self._handle(await conn.recv())
            except ProtocolError as exc:
                log.warning("host broke the protocol: %s", exc)
                await conn.abort(exc.code, exc.params)
            except ConnectionClosed:
                pass
            if not self._should_come_back():
                self.close_code = self.close_code or (conn.close_reason or "closed")
                self._set_status(CLOSED)
                return
            if not await self._come_back():
                self._set_status(CLOSED)
                return

    def _should_come_back(self) -> bool:
        return self.reconnect and not self._closing and not self.over and self.close_code not in FINAL_CODES

    async def _come_back(self) -> bool:
        """Reconnect with growing pauses (and a little jitter); False once we give up."""
        self._set_status(RECONNECTING)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.give_up_after
        delay = self.backoff_min
        self.close_code = None
        while loop.time() < deadline and not self._closing:
            await asyncio.sleep(delay * (0.8 + 0.4 * random.random()))
            try:
                await self._open()
                self.reconnects += 1
                return True
            except JoinFailed as exc:
                if exc.code not in ("net/unreachable", "net/handshake", "host/closing"):
                    self.close_code = exc.code
                    return False
            delay = min(delay * 2, self.backoff_max)
        self.close_code = self.close_code or "net/gave_up"
        return False

    def _send(self, msg: dict[str, Any]) -> None:
        if self._conn is not None and not self._conn.closed:
            self._conn.send(msg)

    # -- what the host says -----------------------------------------------------------------------
    def _handle(self, msg: dict[str, Any]) -> None:
        try:
            self._apply(msg)
        except ValueError as exc:  # a diff or legal list that does not fit what we hold
            raise ProtocolError("message/inconsistent", tag=msg["t"], error=str(exc)[:60]) from None

    def _apply(self, msg: dict[str, Any]) -> None:
        tag = msg["t"]
        if tag == "snapshot":
            self.view = msg["view"]
            self.seq = msg["seq"]
            self.log = [(s, e) for s, e in msg["log"]]
            self.legal = legal_from_wire(msg["legal"], self.game)
            self._awaiting_snapshot = False
            self.snapshots += 1
            self._notify("view", msg)
        elif tag == "update":
            if self._awaiting_snapshot:
                return
            if msg["prev"] != self.seq or self.view is None:
                log.info(
                    "gap in updates (have %s, update after %s): asking for a snapshot", self.seq, msg["prev"]
                )
                self.request_snapshot()
                return
            self.view = apply_diff(self.view, msg["set"], msg["append"], msg["del"])
            self.seq = msg["seq"]
            self.log.extend((s, e) for s, e in msg["events"])
            self.legal = legal_from_wire(msg["legal"], self.game)
            self._notify("view", msg)
        elif tag == "seats":
            self.seats = msg["seats"]
            self.started = msg["started"]
            self.paused = msg["paused"]
            self.over = msg["over"]
            self._notify("seats", msg)
        elif tag == "refused":
            if msg["code"] == "sync/too_fast":  # ours to handle: ask again when allowed
                self._sync_refused(msg["params"])
                return
            self.last_refusal = msg
            self._notify("refused", msg)
        elif tag == "chat":
            self.chat.append(msg)
            self._notify("chat", msg)
        elif tag == "clock":
            self.clock = (msg["seq"], msg["seconds"])
            self._notify("clock", msg)
        elif tag == "nudge":
            if msg["seat"] == self.seat:  # the host asks us to come back to the table
                self.nudges += 1
                self._notify("nudge", msg)
        elif tag == "record":
            # The seed travels as text (63 bits, beyond the wire's safe integers).
            self.final_record = {**msg["record"], "seed": int(str(msg["record"].get("seed")))}
            self._notify("record", {"t": "record", "record": self.final_record})
        elif tag in ("bye", "error"):
            self.close_code = msg["code"]
            self._notify(tag, msg)
        elif tag in ("welcome", "join_refused"):
            raise ProtocolError("handshake/repeated")

    def _sync_refused(self, params: dict[str, Any]) -> None:
        self.sync_refusals += 1
        if not self._awaiting_snapshot or self._sync_retry is not None:
            return
        retry_after = params.get("retry_after")
        delay = float(retry_after) if isinstance(retry_after, (int, float)) else 2.0
        conn = self._conn

        def again() -> None:
            self._sync_retry = None
            if self._awaiting_snapshot and self._conn is conn:
                self._send({"t": "sync"})

        self._sync_retry = asyncio.get_running_loop().call_later(min(max(delay, 0.1), 30.0), again)

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self._notify("status", status)

    def _notify(self, what: str, data: Any) -> None:
        self.observers.notify(what, data)
        self._changed.set()
        self._changed = asyncio.Event()
