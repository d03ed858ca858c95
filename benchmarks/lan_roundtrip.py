"""LAN speed on loopback (127.0.0.1 only): a 5-player Modern Art table with five TCP
clients. For every accepted action it measures the round trip from one client's
command to the moment all five clients hold the new view, and the bytes the host
sent per accepted action per client (what we send: view diffs; and, for
comparison, what full views would have cost).

Run: python benchmarks/lan_roundtrip.py [games] [--no-save | --no-fsync]
  --no-save   skip the host's save after every action
  --no-fsync  save after every action, but without flushing it to the disk (os.fsync
              made a no-op in this process): the save then survives a crash of the
              host process, not a crash of the machine; shows what the fsync costs

The host and the five clients share one process and one core's event loop here,
so each round trip also pays for five clients decoding their update one after
another: on a real LAN each peer decodes on its own machine.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import msgpack

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.net.client import LanClient
from modernart_desktop.net.host import HostConfig, LanHost
from modernart_desktop.net.seats import LanSeat

BIND = "127.0.0.1"  # never anything else
PLAYERS = 5


async def one_game(seed: int, save_dir: Path | None) -> tuple[list[float], int, int, int]:
    """(round trips in seconds, accepted actions, bytes sent to clients, bytes if full views)."""
    config = HostConfig(think_delay=0.0, autostart=True, use_clock=False)
    save = save_dir / f"bench-{seed}.msgpack" if save_dir else None
    host = LanHost.new(
        "modern_art",
        PLAYERS,
        seed=seed,
        seats=[LanSeat() for _ in range(PLAYERS)],
        config=config,
        save_path=save,
    )
    await host.serve(BIND, 0)
    clients = [LanClient(BIND, host.port, f"P{i}") for i in range(PLAYERS)]
    for c in clients:
        await c.connect()
        c.set_ready(True)
    await asyncio.gather(*(c.wait_until(lambda c: c.view is not None) for c in clients))
    start_bytes = sum(p.conn.bytes_sent for p in host.peers)
    full_bytes = 0
    agents = [RandomAgent(seed * 10 + i) for i in range(PLAYERS)]
    trips: list[float] = []
    while not host.table.is_over():
        mover = min(s for s in range(PLAYERS) if clients[s].my_turn())
        c = clients[mover]
        action = agents[mover].choose(None, c.legal)
        target = c.seq + 1
        t0 = time.perf_counter()
        c.send_action(action)
        await asyncio.gather(*(x.wait_until(lambda x, t=target: x.seq >= t, 10) for x in clients))
        trips.append(time.perf_counter() - t0)
        # what a full view per update would have weighed, for comparison
        for seat in range(PLAYERS):
            full_bytes += 4 + len(
                msgpack.packb(
                    {
                        "t": "snapshot",
                        "seq": host.table.seq,
                        "view": host.table.view_for(seat),
                        "legal": None,
                        "log": [],
                    }
                )
            )
    sent = sum(p.conn.bytes_sent for p in host.peers) - start_bytes
    actions = host.table.seq
    for c in clients:
        await c.close()
    await host.close()
    return trips, actions, sent, full_bytes


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


async def main(games: int, save: bool, fsync: bool) -> None:
    trips: list[float] = []
    actions = sent = full = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(games):
            t, a, s, f = await one_game(seed + 1, Path(tmp) if save else None)
            trips += t
            actions += a
            sent += s
            full += f
    ms = [t * 1000 for t in trips]
    print(
        f"LAN round trip on {BIND}, {PLAYERS} clients, {games} games, {len(ms)} accepted actions, "
        f"host saves after every action: {('yes, with fsync' if fsync else 'yes, no fsync') if save else 'no'}"
    )
    print(f"  machine load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(
        f"  command -> all {PLAYERS} clients hold the new view: median {statistics.median(ms):.2f} ms, "
        f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms"
    )
    print(
        f"  bytes sent per accepted action per client: {sent / actions / PLAYERS:.0f} "
        f"(full views would be {full / actions / PLAYERS:.0f})"
    )


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    fsync = "--no-fsync" not in sys.argv
    if not fsync:
        os.fsync = lambda fd: None  # this process only: see the docstring
    asyncio.run(main(int(args[0]) if args else 5, "--no-save" not in sys.argv, fsync))
