"""How a link ends on purpose, so that the other side knows what to do next.

- A client that broke the protocol reads the host's `error` frame and then an
  orderly end of the stream, even if it had more bytes in flight: the host shuts
  its side, reads and drops what still comes (bounded in time and bytes) and only
  then closes, so the client's system gets no reset that could destroy the frame.
- When the game is over, the host's goodbye says `game/over`, and a client that
  follows the document does not come back; after `host/closing` it does.
Every socket is on 127.0.0.1."""

from __future__ import annotations

import asyncio
import socket
import struct
import threading
import time

import msgpack
import pytest

from modernart_desktop.net import limits
from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import AI, LanSeat

BAD_FRAME = struct.pack("!I", 5) + b"\xc1" * 5  # 0xc1 is never valid msgpack


def read_to_the_end(kit, sock: socket.socket, timeout: float = 5.0) -> tuple[list[dict], str]:
    sock.settimeout(timeout)
    data, ending = b"", "eof"
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        ending = "reset"
    except TimeoutError:
        ending = "still open"
    return unpack_all(data), ending


def unpack_all(data: bytes) -> list[dict]:
    out = []
    while len(data) >= 4:
        (n,) = struct.unpack("!I", data[:4])
        out.append(msgpack.unpackb(data[4 : 4 + n], raw=False))
        data = data[4 + n :]
    return out


@pytest.mark.parametrize("in_flight", [0, 600_000], ids=["alone", "with 600 KB behind it"])
def test_a_client_that_sends_a_bad_frame_reads_the_error_and_an_orderly_end(kit, in_flight):
    def attack(port: int) -> tuple[list[dict], str]:
        sock = kit.raw_connect(port)
        sock.sendall(kit.frame(kit.hello("Oops")))
        welcome = kit.read_frames(sock, until_eof=False)
        assert welcome[0]["t"] == "welcome"
        # more than the host's stream buffer takes in: the rest waits in its socket,
        # which is what turned a plain close into a reset
        sock.sendall(BAD_FRAME + b"x" * in_flight)
        time.sleep(0.3)  # the host has long decided; read only now
        try:
            return read_to_the_end(kit, sock)
        finally:
            sock.close()

    async def scenario():
        host = await kit.start_host(players=3, ai=1)
        messages, ending = await asyncio.to_thread(attack, host.port)
        await host.close()
        return messages, ending

    messages, ending = kit.run(scenario())
    errors = [m for m in messages if m["t"] == "error"]
    assert errors == [{"t": "error", "code": "frame/malformed", "params": {}}]
    assert messages[-1] == errors[0]  # nothing after it, not even a ping
    assert ending == "eof"


def test_a_client_that_keeps_sending_after_its_bad_frame_is_cut_off_in_bounded_time(kit):
    """The host reads and drops at most LINGER_BYTES for at most LINGER_SECONDS, then cuts."""

    def attack(port: int) -> tuple[list[dict], float, int]:
        sock = kit.raw_connect(port)
        sock.sendall(kit.frame(kit.hello("Hose")))
        kit.read_frames(sock, until_eof=False)
        stop = threading.Event()
        sent = 0

        def hose() -> None:
            nonlocal sent
            junk = b"y" * 65536
            try:
                while not stop.is_set():
                    sock.sendall(junk)
                    sent += len(junk)
            except OSError:
                pass

        started = time.monotonic()
        sock.sendall(BAD_FRAME)
        writer = threading.Thread(target=hose, daemon=True)
        writer.start()
        messages, _ending = read_to_the_end(kit, sock, timeout=10.0)
        writer.join(10.0)  # its send fails once the host has cut the link
        elapsed = time.monotonic() - started
        stop.set()
        sock.close()
        return messages, elapsed, sent

    async def scenario():
        host = await kit.start_host(players=3, ai=1)
        out = await asyncio.to_thread(attack, host.port)
        await host.close()
        return out

    messages, elapsed, sent = kit.run(scenario())
    assert [m["code"] for m in messages if m["t"] == "error"] == ["frame/malformed"]
    assert elapsed < limits.ERROR_DRAIN + limits.LINGER_SECONDS + 2.0
    assert sent > limits.LINGER_BYTES // 2  # it really kept sending


def test_a_client_that_stays_silent_after_its_error_is_let_go_after_the_linger(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=1)
        reader, writer = await asyncio.open_connection(kit.LOOPBACK, host.port)
        writer.write(kit.frame(kit.hello("Mute")))
        await asyncio.sleep(0.2)
        assert len(host.peers) == 1
        writer.write(BAD_FRAME)
        started = time.monotonic()
        data = await asyncio.wait_for(reader.read(), 5)  # up to the host's end of stream
        got_end = time.monotonic() - started
        while host.peers and time.monotonic() - started < 10:
            await asyncio.sleep(0.02)
        let_go = time.monotonic() - started
        writer.close()
        await host.close()
        return data, got_end, let_go

    data, got_end, let_go = kit.run(scenario())
    assert b"frame/malformed" in data
    assert got_end < 1.0  # the error and the end of the stream come at once...
    assert limits.LINGER_SECONDS - 0.2 <= let_go < limits.LINGER_SECONDS + 1.5  # ...the socket later


# -- the end of a game -----------------------------------------------------------------------------
def test_after_the_game_the_host_says_game_over_and_a_returning_player_sees_the_result(kit):
    async def scenario():
        seats = [LanSeat(), LanSeat(AI, "Bot 1", "random"), LanSeat(AI, "Bot 2", "random")]
        host = LanHost.new("modern_art", 3, seed=5, seats=seats, config=kit.fast_config())
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann")
        ann.set_ready(True)
        await kit.agent_player(ann, 3).run()
        await asyncio.wait_for(host.finished.wait(), 5)
        await ann.wait_until(lambda c: c.over, 5)
        token = ann.token
        await ann.close()
        # Ann's program comes back with her token after the end
        reader, writer = await asyncio.open_connection(kit.LOOPBACK, host.port)
        writer.write(kit.frame(kit.hello("Ann", role="player", token=token)))
        await asyncio.sleep(0.3)
        closing = asyncio.ensure_future(host.close())
        data = await asyncio.wait_for(reader.read(), 5)
        await closing
        writer.close()
        return data

    messages = unpack_all(kit.run(scenario()))
    tags = [m["t"] for m in messages if m["t"] not in ("ping", "pong")]
    assert tags[:2] == ["welcome", "seats"] and "snapshot" in tags
    assert next(m for m in messages if m["t"] == "seats")["over"] is True
    snapshot = next(m for m in messages if m["t"] == "snapshot")
    assert snapshot["view"]["phase"] == "over" and snapshot["view"]["result"]["winners"]
    assert snapshot["legal"] == {"actions": [], "ranges": []}
    assert messages[-1] == {"t": "bye", "code": "game/over"}


class FakeHost:
    """A host that welcomes every client and at once says goodbye with `code`."""

    def __init__(self, kit, code: str) -> None:
        self.kit = kit
        self.code = code
        self.connections = 0

    async def start(self) -> int:
        self.server = await asyncio.start_server(self.on_client, self.kit.LOOPBACK, 0)
        return self.server.sockets[0].getsockname()[1]

    async def on_client(self, reader, writer) -> None:
        self.connections += 1
        await reader.readexactly(4)  # the hello's length: enough, we do not check it
        welcome = {
            "t": "welcome",
            "proto": 1,
            "app": "fake",
            "seat": None,
            "token": None,
            "table": {"name": "Fake", "game": "modern_art", "players": 3},
        }
        writer.write(self.kit.frame(welcome) + self.kit.frame({"t": "bye", "code": self.code}))
        await writer.drain()
        writer.close()

    async def close(self) -> None:
        self.server.close()
        await self.server.wait_closed()


@pytest.mark.parametrize(
    ("code", "comes_back"),
    [("game/over", False), ("seat/kicked", False), ("seat/taken_over", False), ("host/closing", True)],
)
def test_the_client_comes_back_after_a_goodbye_only_when_there_is_something_to_come_back_to(
    kit, code, comes_back
):
    async def scenario():
        fake = FakeHost(kit, code)
        port = await fake.start()
        client = await kit.join(port, "Ann", spectator=True, backoff_min=0.02, backoff_max=0.05)
        await asyncio.sleep(0.5)  # ten backoffs and more
        out = (client.status, client.close_code, fake.connections)
        await client.close()
        await fake.close()
        return out

    status, close_code, connections = kit.run(scenario())
    if comes_back:
        assert connections >= 3
    else:
        assert (status, close_code, connections) == ("closed", code, 1)
