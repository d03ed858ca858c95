"""One framed, schema-checked, heart-beating link over an asyncio stream.

Both ends use it. Pings and pongs are answered here and never reach the owner
(but they are counted: a peer's frames and its pings each have a rate limit when
the owner gives buckets); a peer that stays silent past `timeout` is treated as
gone; a peer that does not read what we send (the write buffer keeps growing) is
dropped rather than let it eat the host's memory.

Closing on purpose (`abort`: an `error` or a `bye`) ends our side of the stream
first and reads what the peer still had in flight, briefly: a socket closed
with unread data sends a reset, and a reset can destroy our last frame before
the peer's program reads it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from modernart_desktop.net.codec import decode_payload, encode_frame, read_frame
from modernart_desktop.net.limits import (
    ERROR_DRAIN,
    LINGER_BYTES,
    LINGER_SECONDS,
    MAX_BACKLOG,
    TokenBucket,
)
from modernart_desktop.net.protocol import ProtocolError, wire_params

log = logging.getLogger(__name__)

__all__ = ["MAX_BACKLOG", "Connection", "ConnectionClosed"]


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
        msg_bucket: TokenBucket | None = None,
        ping_bucket: TokenBucket | None = None,
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.recv_cap = recv_cap
        self.send_cap = send_cap
        self.check = check  # the schema the peer's messages must fit
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.msg_bucket = msg_bucket  # every frame the peer sends
        self.ping_bucket = ping_bucket  # the peer's pings, each of which we answer
        self.bytes_sent = 0
        self.bytes_received = 0
        self.frames_sent = 0
        self.closed = False
        self.close_reason: str | None = None
        self._ping_n = 0
        self._reading = False  # a task is waiting in recv()
        self._lingering = False  # abort() waits for the peer's end of the stream
        self._linger_done = asyncio.Event()  # the peer's end came (or we stopped waiting)
        self._discarding = False
        self._peer_closed = False  # we read the peer's end of the stream
        self.lingered_bytes = 0  # what the peer sent after we closed, read and dropped
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
        return self.send_frame(encode_frame(msg, self.send_cap))

    def send_frame(self, frame: bytes) -> bool:
        """Queue one frame already encoded (the same bytes for many peers: spectators)."""
        if self.closed:
            return False
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
        bad frame or message (or a flood), ConnectionClosed when the link is gone."""
        while True:
            if self.closed:
                if self._lingering:  # abort() in another task waits for the peer's end
                    await self._discard_until_eof()
                raise ConnectionClosed(self.close_reason or "closed")
            self._reading = True
            try:
                payload = await read_frame(self.reader, self.recv_cap)
            except asyncio.IncompleteReadError as exc:
                if self.closed:
                    self._peer_ended()
                    continue
                if exc.partial:  # the peer stopped in the middle of a frame
                    raise ProtocolError("frame/truncated") from None
                self._shut("eof")
                raise ConnectionClosed(self.close_reason or "eof") from None
            except (ConnectionError, OSError):
                self._peer_ended()
                self._shut("reset")
                raise ConnectionClosed(self.close_reason or "reset") from None
            except ProtocolError:
                if self.closed:  # a bad header while we close: no matter now
                    continue
                raise
            finally:
                self._reading = False
            if self.closed:  # it came while we were closing: dropped
                self.lingered_bytes += len(payload) + 4
                continue
            self.bytes_received += len(payload) + 4
            self._last_heard = asyncio.get_running_loop().time()
            if self.msg_bucket is not None and not self.msg_bucket.take():
                raise ProtocolError("flood/messages", rate=self.msg_bucket.rate, burst=self.msg_bucket.burst)
            msg = self.check(decode_payload(payload, self.recv_cap))
            tag = msg["t"]
            if tag == "ping":
                if self.ping_bucket is not None and not self.ping_bucket.take():
                    raise ProtocolError(
                        "flood/pings", rate=self.ping_bucket.rate, burst=self.ping_bucket.burst
                    )
                self.send({"t": "pong", "n": msg["n"]})
                continue
            if tag == "pong":
                continue
            return msg

    # -- closing --------------------------------------------------------------------------
    async def abort(self, code: str, params: dict[str, Any] | None = None, tag: str = "error") -> None:
        """Tell the peer why, then close so that it can read it: our last frame is
        handed to the network (at most ERROR_DRAIN seconds), our side of the stream
        ends (the peer reads an orderly end after it), and what the peer still
        sends is read and dropped until it closes too, for at most LINGER_SECONDS
        and LINGER_BYTES; only then is the socket closed."""
        if self.closed:
            await self.wait_closed()
            return
        msg: dict[str, Any] = {"t": tag, "code": code}
        if tag != "bye":
            msg["params"] = wire_params(params or {})
        self._mark_closed(code)  # nothing else goes out after this frame, pings included
        try:
            self.writer.write(encode_frame(msg, self.send_cap))
            self.frames_sent += 1
            await asyncio.wait_for(self.writer.drain(), ERROR_DRAIN)
            if self.writer.can_write_eof():
                self.writer.write_eof()
        except Exception:  # the peer is already gone (or will not read): just close
            self._close_transport(hard=True)
            await self.wait_closed()
            return
        self._lingering = True
        with contextlib.suppress(TimeoutError):
            if self._reading:  # the owner's recv() reads (and drops) on our behalf
                await asyncio.wait_for(self._linger_done.wait(), LINGER_SECONDS)
            else:
                await asyncio.wait_for(self._discard_until_eof(), LINGER_SECONDS)
        self._lingering = False
        self._linger_done.set()
        # the peer ended (clean close), or it kept sending past the bounds (reset)
        self._close_transport(hard=not self._peer_closed)
        await self.wait_closed()

    async def _discard_until_eof(self) -> None:
        """Read and drop what the peer sends until its end of the stream (or LINGER_BYTES)."""
        if self._discarding:  # one reader at a time: the other one tells us
            await self._linger_done.wait()
            return
        self._discarding = True
        try:
            while self.lingered_bytes <= LINGER_BYTES:
                chunk = await self.reader.read(64 * 1024)
                if not chunk:
                    self._peer_ended()
                    return
                self.lingered_bytes += len(chunk)
        except (ConnectionError, OSError):
            self._peer_ended()
            return
        finally:
            self._discarding = False
        self._linger_done.set()  # too much: stop waiting, the socket is cut

    def _peer_ended(self) -> None:
        self._peer_closed = True
        self._linger_done.set()

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
        self._mark_closed(reason)
        self._close_transport(hard)

    def _mark_closed(self, reason: str) -> None:
        self.closed = True
        self.close_reason = reason
        if self._beat is not None and self._beat is not asyncio.current_task():
            self._beat.cancel()

    def _close_transport(self, hard: bool) -> None:
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
