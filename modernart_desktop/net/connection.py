"""One framed, schema-checked, heart-beating link over an asyncio stream.

Both ends use it. Pings and pongs are answered here and never reach the owner;
a peer that stays silent past `timeout` is treated as gone; a peer that does not
read what we send (the write buffer keeps growing) is dropped rather than let
it eat the host's memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from modernart_desktop.net.codec import decode_payload, encode_frame, read_frame
from modernart_desktop.net.protocol import ProtocolError, wire_params

log = logging.getLogger(__name__)

MAX_BACKLOG = 4 * 1024 * 1024  # bytes queued for a peer that does not read


class ConnectionClosed(Exception):
    """The link is gone (EOF, reset, heartbeat timeout or closed by us)."""

    def __init__(self, reason: str = "closed") -> None:
        super().__init__(reason)
        self.reason = reason


class Connection:
    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        recv_cap: int,
        send_cap: int,
        check: Callable[[Any], dict[str, Any]],
        heartbeat: float = 2.0,
        timeout: float = 8.0,
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.recv_cap = recv_cap
        self.send_cap = send_cap
        self.check = check  # the schema the peer's messages must fit
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.bytes_sent = 0
        self.bytes_received = 0
        self.frames_sent = 0
        self.closed = False
        self.close_reason: str | None = None
        self._ping_n = 0
        loop = asyncio.get_running_loop()
        self._last_heard = loop.time()
        self._beat: asyncio.Task[None] | None = None
        if heartbeat > 0:
            self._beat = asyncio.ensure_future(self._heartbeat())

    @property
    def peer(self) -> str:
        addr = self.writer.get_extra_info("peername")
        return f"{addr[0]}:{addr[1]}" if addr else "?"

    # -- sending ------------------------------------------------------------------------
    def send(self, msg: dict[str, Any]) -> bool:
        """Queue one message; False if the link is closed (or just got closed as too slow)."""
        if self.closed:
            return False
        frame = encode_frame(msg, self.send_cap)
        try:
            self.writer.write(frame)
        except (ConnectionError, RuntimeError):
            self._shut("reset")
            return False
        self.bytes_sent += len(frame)
        self.frames_sent += 1
        transport = self.writer.transport
        if transport.get_write_buffer_size() > MAX_BACKLOG:
            log.warning("peer %s does not read; dropping it", self.peer)
            self._shut("conn/slow", hard=True)
            return False
        return True

    async def drain(self) -> None:
        if not self.closed:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.writer.drain()

    # -- receiving ----------------------------------------------------------------------
    async def recv(self) -> dict[str, Any]:
        """The next message (pings and pongs handled here). Raises ProtocolError for a
        bad frame or message, ConnectionClosed when the link is gone."""
        while True:
            if self.closed:
                raise ConnectionClosed(self.close_reason or "closed")
            try:
                payload = await read_frame(self.reader, self.recv_cap)
            except asyncio.IncompleteReadError as exc:
                if exc.partial:  # the peer stopped in the middle of a frame
                    raise ProtocolError("frame/truncated") from None
                self._shut("eof")
                raise ConnectionClosed(self.close_reason or "eof") from None
            except (ConnectionError, OSError):
                self._shut("reset")
                raise ConnectionClosed(self.close_reason or "reset") from None
            except asyncio.CancelledError:
                raise
            self.bytes_received += len(payload) + 4
            self._last_heard = asyncio.get_running_loop().time()
            msg = self.check(decode_payload(payload, self.recv_cap))
            tag = msg["t"]
            if tag == "ping":
                self.send({"t": "pong", "n": msg["n"]})
                continue
            if tag == "pong":
                continue
            return msg

    # -- closing --------------------------------------------------------------------------
    async def abort(self, code: str, params: dict[str, Any] | None = None, tag: str = "error") -> None:
        """Tell the peer why (best effort), then close."""
        if not self.closed:
            msg: dict[str, Any] = {"t": tag, "code": code}
            if tag != "bye":
                msg["params"] = wire_params(params or {})
            self.send(msg)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.writer.drain(), 1.0)
        self._shut(code)
        await self.wait_closed()

    async def close(self) -> None:
        self._shut("closed")
        await self.wait_closed()

    async def wait_closed(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.writer.wait_closed(), 1.0)

    def _shut(self, reason: str, hard: bool = False) -> None:
        """Close the link. `hard`: drop what is still queued instead of waiting for the
        peer to read it (a close would keep a non-reader's backlog, and our reader
        blocked, until the peer reads)."""
        if self.closed:
            return
        self.closed = True
        self.close_reason = reason
        if self._beat is not None and self._beat is not asyncio.current_task():
            self._beat.cancel()
        with contextlib.suppress(Exception):
            if hard:
                self.writer.transport.abort()
            else:
                self.writer.close()

    # -- heartbeats -----------------------------------------------------------------------
    async def _heartbeat(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while not self.closed:
                await asyncio.sleep(self.heartbeat)
                if loop.time() - self._last_heard > self.timeout:
                    log.info("peer %s silent for %.1f s: closing", self.peer, self.timeout)
                    self._shut("heartbeat/timeout")
                    # wake a reader blocked on this dead link
                    self.reader.feed_eof()
                    return
                self._ping_n += 1
                self.send({"t": "ping", "n": self._ping_n})
        except asyncio.CancelledError:
            pass
