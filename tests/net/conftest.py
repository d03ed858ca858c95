"""Shared set-ups for the LAN tests: every socket on 127.0.0.1, fast agents, tiny delays."""

from __future__ import annotations

import asyncio
import os
import socket
import struct
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import msgpack
import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.match import Match
from modernart_desktop.net.agent_player import AgentPlayer
from modernart_desktop.net.client import LanClient
from modernart_desktop.net.host import HostConfig, LanHost
from modernart_desktop.net.seats import AI, LanSeat

LOOPBACK = "127.0.0.1"
assert os.environ.get("MODERNART_BIND") == LOOPBACK  # tests/conftest.py sets it


def run(coro: Any, timeout: float = 60.0) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


def fast_config(**overrides: Any) -> HostConfig:
    base = dict(think_delay=0.0, heartbeat=0.5, heartbeat_timeout=3.0, autostart=True, hello_timeout=2.0)
    base.update(overrides)
    return HostConfig(**base)


async def start_host(
    *,
    players: int = 4,
    ai: int = 2,
    seed: int = 11,
    save_path: Any = None,
    options: dict[str, Any] | None = None,
    **config: Any,
) -> LanHost:
    """A host on 127.0.0.1: the first `players - ai` seats open, the rest random AIs."""
    seats = [LanSeat() for _ in range(players - ai)] + [
        LanSeat(AI, f"Bot {i + 1}", "random") for i in range(ai)
    ]
    host = LanHost.new(
        "modern_art",
        players,
        options=options,
        seed=seed,
        seats=seats,
        config=fast_config(**config),
        save_path=save_path,
    )
    await host.serve(LOOPBACK, 0)
    return host


async def join(host_or_port: Any, name: str, **kwargs: Any) -> LanClient:
    port = host_or_port if isinstance(host_or_port, int) else host_or_port.port
    kwargs.setdefault("heartbeat", 0.5)
    kwargs.setdefault("timeout", 3.0)
    kwargs.setdefault("backoff_min", 0.05)
    client = LanClient(LOOPBACK, port, name, **kwargs)
    await client.connect()
    return client


def agent_player(client: LanClient, seed: int, think_delay: float = 0.0) -> AgentPlayer:
    return AgentPlayer(client, RandomAgent(seed), think_delay=think_delay)


def replay_of(host: LanHost) -> Match:
    record = host.table.match.to_record()
    return Match.replay(record["game"], record["players"], record["options"], record["seed"], record["log"])


# -- raw sockets, for speaking the protocol by hand (blocking, short timeouts) ---------------
def frame(obj: Any) -> bytes:
    payload = msgpack.packb(obj, use_bin_type=True)
    return struct.pack("!I", len(payload)) + payload


def read_frames(sock: socket.socket, until_eof: bool = True, timeout: float = 3.0) -> list[Any]:
    """Every message the host sends until it closes the link (or the timeout)."""
    sock.settimeout(timeout)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
            if not until_eof:
                break
    except (TimeoutError, ConnectionResetError):
        pass
    out = []
    while len(data) >= 4:
        (n,) = struct.unpack("!I", data[:4])
        if len(data) < 4 + n:
            break
        out.append(msgpack.unpackb(data[4 : 4 + n], raw=False))
        data = data[4 + n :]
    return out


def hello(name: str = "Raw", role: str = "spectator", **extra: Any) -> dict[str, Any]:
    msg = {
        "t": "hello",
        "proto": [1, 1],
        "app": "test",
        "name": name,
        "role": role,
        "password": None,
        "token": None,
    }
    msg.update(extra)
    return msg


def raw_connect(port: int) -> socket.socket:
    sock = socket.create_connection((LOOPBACK, port), timeout=3.0)
    assert sock.getsockname()[0] == LOOPBACK
    return sock


# -- a recording relay, for checking what the host sends down a link byte by byte --------
class Relay:
    """A TCP relay on 127.0.0.1 that records what the host sends down each link."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.downstream: list[bytearray] = []
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._link, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def _link(self, c_reader: asyncio.StreamReader, c_writer: asyncio.StreamWriter) -> None:
        h_reader, h_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        record = bytearray()
        self.downstream.append(record)

        async def pump(reader, writer, tape):
            try:
                while data := await reader.read(65536):
                    if tape is not None:
                        tape.extend(data)
                    writer.write(data)
                    await writer.drain()
            except (ConnectionError, asyncio.CancelledError):
                pass
            finally:
                writer.close()

        await asyncio.gather(pump(c_reader, h_writer, None), pump(h_reader, c_writer, record))

    async def close(self) -> None:
        assert self.server is not None
        self.server.close()


def decode_all(data: bytes) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    pos = 0
    while pos < len(data):
        (n,) = struct.unpack("!I", data[pos : pos + 4])
        out.append(msgpack.unpackb(data[pos + 4 : pos + 4 + n], raw=False))
        pos += 4 + n
    return out


async def record_a_game(
    game_id: str, seed: int, levels: tuple[str, str], ai_level: str = "easy"
) -> dict[str, Any]:
    """A 3-player game of `game_id` on 127.0.0.1 with every byte the host sends to seat 0
    and to a spectator recorded by a relay; seat 1 plays on a direct link, seat 2 is an AI
    on the host. Returns the host's record, the tapes and the resume tokens."""
    from modernart_desktop.ai.levels import make_agent

    seats = [LanSeat(), LanSeat(), LanSeat(AI, "Bot", ai_level)]
    host = LanHost.new(game_id, 3, seed=seed, seats=seats, config=fast_config())
    await host.serve(LOOPBACK, 0)
    relay = Relay(host.port)
    relay_port = await relay.start()
    ann = await join(relay_port, "Ann")  # recorded: seat 0
    bob = await join(host, "Bob")  # direct: seat 1
    spy = await join(relay_port, "Eve", spectator=True)  # recorded: a spectator
    for c in (ann, bob):
        c.set_ready(True)
    players = [
        AgentPlayer(c, make_agent(game_id, lvl, 5 + i)) for i, (c, lvl) in enumerate(zip((ann, bob), levels))
    ]
    await asyncio.gather(*(p.run() for p in players))
    await spy.wait_until(lambda c: c.over, 10)
    out = dict(
        record=host.table.match.to_record(),
        tokens=[ann.token, bob.token],
        tapes=[bytes(r) for r in relay.downstream],
        seats=[ann.seat, spy.seat],
    )
    for c in (ann, bob, spy):
        await c.close()
    await host.close()
    await relay.close()
    return out


def check_stream(
    messages: list[dict[str, Any]],
    seat: int | None,
    record: dict[str, Any],
    secrets: Callable[[Match, dict[str, Any], dict[str, Any]], None],
) -> int:
    """Follow what one link received against the game replayed from the host's log: every
    snapshot and update gives exactly the view, events and legal moves the rules give `seat`
    at that point; `secrets(match, msg, view)` then spells out the game's own secrets."""
    from modernart_desktop.net.views import apply_diff, legal_to_wire

    match = Match.new(record["game"], record["players"], record["options"], record["seed"])
    log = list(record["log"])
    view: dict[str, Any] | None = None
    checked = 0
    for msg in messages:
        if msg["t"] == "record":  # the whole match, but only once the game is over
            assert match.seq == len(log) and match.is_over(), "the record came before the end"
            assert set(msg["record"]["meta"]) == {"names"}
            continue
        if msg["t"] not in ("snapshot", "update"):
            assert msg["t"] in {"welcome", "seats", "chat", "clock", "refused", "bye", "ping", "pong"}, msg[
                "t"
            ]
            continue
        while match.seq < msg["seq"]:
            entry_seat, wire = log[match.seq]
            match.apply_wire(entry_seat, wire)
        events = [[s, e.to_wire()] for s, e in match.events_for(seat)]
        if msg["t"] == "snapshot":
            view = msg["view"]
            assert msg["log"] == events
        else:
            view = apply_diff(view, msg["set"], msg["append"], msg["del"])
            assert msg["events"] == [ev for ev in events if ev[0] > msg["prev"]]
        assert view == match.view_for(seat)
        assert msg["legal"] == (legal_to_wire(match.legal_actions(seat)) if seat is not None else None)
        secrets(match, msg, view)
        checked += 1
    return checked


@pytest.fixture(scope="session")
def kit() -> SimpleNamespace:
    return SimpleNamespace(
        run=run,
        start_host=start_host,
        join=join,
        agent_player=agent_player,
        replay_of=replay_of,
        fast_config=fast_config,
        frame=frame,
        read_frames=read_frames,
        hello=hello,
        raw_connect=raw_connect,
        LOOPBACK=LOOPBACK,
        Relay=Relay,
        decode_all=decode_all,
        record_a_game=record_a_game,
        check_stream=check_stream,
    )
