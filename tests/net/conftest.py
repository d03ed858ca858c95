"""Shared set-ups for the LAN tests: every socket on 127.0.0.1, fast agents, tiny delays."""

from __future__ import annotations

import asyncio
import os
import socket
import struct
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
    )
