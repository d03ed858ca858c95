"""A full LAN party on one host, over 127.0.0.1 only (issue 36, item 4).

One host table plays a whole game of Modern Art (5 seats), then one of Art Society
(4 seats: its most), each seat an AI playing through the real protocol (LanClient +
AgentPlayer), while spectators watch:

  load "0"        no spectators
  load "10"       10 spectators
  load "30"       30 spectators
  load "30+slow"  30 spectators, 10 of them on slow links (5 read a few hundred
                  bytes at a time through a 4 KiB receive buffer, 5 stop reading
                  for seconds at a time), and one that drops its link and
                  reconnects every 2 s (catching up by the snapshot it gets back)

The host, the seats and the spectators run in three processes (as on a LAN, where
each peer decodes on its own machine; here they share 2 cores with whatever else
runs: the load average is printed with every figure).

Measured: for every action, the time from the host applying it (Table._notify_all
starts, in the host process) to its update arriving at each seat (the seats'
process; time.perf_counter is CLOCK_MONOTONIC, one clock for all processes on
Linux): p50/p99/max of the last seat's arrival, per load. Checked: every seat and
every steady spectator received every action (no gap in seq) and holds the host's
final view; each slow or reconnecting spectator was either dropped with a reason
(and came back to a fresh snapshot) or caught up, and ends on the final view. The
host's memory: RSS sampled every 0.2 s, and the bytes queued in its send buffers.

Run: python benchmarks/lan_party.py [--games modern_art,art_society] [--loads 0,10,30,30+slow]
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import multiprocessing as mp
import os
import socket
import statistics
import struct
import sys
import time
from typing import Any

import msgpack

BIND = "127.0.0.1"  # never anything else
SEATS = {"modern_art": 5, "art_society": 4}
THINK = 0.02  # each seat's pause before it acts: actions come one at a time, not in a pile-up
LOADS = {"0": (0, 0), "10": (10, 0), "30": (30, 0), "30+slow": (30, 10)}


def norm(view: Any) -> str:
    """A view as the wire sees it, comparable between host and client."""
    return json.dumps(msgpack.unpackb(msgpack.packb(view), raw=False), sort_keys=True)


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


# -- the host's process ----------------------------------------------------------------------------
def host_main(pipe: Any, game: str, seed: int) -> None:
    asyncio.run(host_run(pipe, game, seed))


async def host_run(pipe: Any, game: str, seed: int) -> None:
    from modernart_desktop.net.host import HostConfig, LanHost
    from modernart_desktop.net.seats import LanSeat

    n = SEATS[game]
    config = HostConfig(think_delay=0.0, autostart=True, use_clock=False, max_spectators=40)
    host = LanHost.new(game, n, seed=seed, seats=[LanSeat() for _ in range(n)], config=config)
    applied: dict[int, float] = {}
    fanout: list[float] = []
    table = host.table
    notify_all = table._notify_all

    def timed_notify_all() -> None:
        t0 = time.perf_counter()
        applied[table.seq] = t0
        notify_all()
        fanout.append(time.perf_counter() - t0)

    table._notify_all = timed_notify_all  # type: ignore[method-assign]
    closes: dict[str, int] = {}
    forget = host._forget

    def counted_forget(peer: Any) -> None:
        reason = peer.conn.close_reason or "?"
        closes[reason] = closes.get(reason, 0) + 1
        forget(peer)

    host._forget = counted_forget  # type: ignore[method-assign]
    await host.serve(BIND, 0)
    samples: list[tuple[float, float, int]] = []  # (time, RSS MiB, bytes queued to peers)
    base = rss_mib()

    async def sampler() -> None:
        while True:
            queued = 0
            for p in host.peers:
                with contextlib.suppress(Exception):
                    queued += p.conn.writer.transport.get_write_buffer_size()
            samples.append((time.perf_counter(), rss_mib(), queued))
            await asyncio.sleep(0.2)

    sampling = asyncio.ensure_future(sampler())
    pipe.send(host.port)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, pipe.recv)  # the parent: "the party is over"
    sampling.cancel()
    views = {str(s): norm(table.view_for(s)) for s in range(n)}
    views["spectator"] = norm(table.view_for(None))
    pipe.send(
        {
            "applied": applied,
            "fanout": fanout,
            "seq": table.seq,
            "over": table.is_over(),
            "views": views,
            "rss_base": base,
            "samples": samples,
            "closes": closes,
            "peers_left": len(host.peers),
        }
    )
    await host.close()


# -- the seats' process ----------------------------------------------------------------------------
def seats_main(pipe: Any, game: str, port: int, seed: int) -> None:
    pipe.send(asyncio.run(seats_run(game, port, seed)))


async def seats_run(game: str, port: int, seed: int) -> dict[str, Any]:
    from modernart_desktop.ai.agent import RandomAgent
    from modernart_desktop.net.agent_player import AgentPlayer
    from modernart_desktop.net.client import LanClient

    n = SEATS[game]
    clients = [LanClient(BIND, port, f"Seat{i}", backoff_min=0.05) for i in range(n)]
    recv: list[dict[int, float]] = [{} for _ in range(n)]
    for i, c in enumerate(clients):
        c.observers.append(lambda what, data, i=i: stamp(recv[i], what, data))
        await c.connect()
    players = [AgentPlayer(c, RandomAgent(seed * 10 + i), think_delay=THINK) for i, c in enumerate(clients)]
    for c in clients:
        c.set_ready(True)
    await asyncio.wait_for(asyncio.gather(*(p.run() for p in players)), 600)
    out = {"recv": recv, "views": [norm(c.view) for c in clients], "seq": [c.seq for c in clients]}
    out["reconnects"] = [c.reconnects for c in clients]
    for c in clients:
        await c.close()
    return out


def stamp(into: dict[int, float], what: str, data: Any) -> None:
    if what == "view":
        into.setdefault(data["seq"], time.perf_counter())


# -- the spectators' process -----------------------------------------------------------------------
def spectators_main(pipe: Any, port: int, steady: int, slow: int, reconnecting: bool) -> None:
    asyncio.run(spectators_run(pipe, port, steady, slow, reconnecting))


class SlowSpectator:
    """A spectator on a bad link, spoken by hand: a 4 KiB receive buffer, and a reader
    that either trickles (`mode` "trickle": 512 bytes every 50 ms) or stalls ("stall":
    reads freely for 1 s, then not at all for 4 s). It pings every second so that the
    host's heartbeat keeps it; when the host drops it, it comes back and starts over
    from the snapshot it is sent."""

    def __init__(self, port: int, name: str, mode: str) -> None:
        self.port, self.name, self.mode = port, name, mode
        self.view: Any = None
        self.seq = -1
        self.drops: list[str] = []
        self.snapshots = 0
        self.stop = False

    async def run(self) -> None:
        from modernart_desktop.net.views import apply_diff

        while not self.stop:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, (BIND, self.port))
            reader, writer = await asyncio.open_connection(sock=sock, limit=4096)
            hello = {"t": "hello", "proto": [1, 1], "app": "lan_party", "name": self.name}
            hello.update(role="spectator", password=None, token=None)
            writer.write(frame(hello))
            pinger = asyncio.ensure_future(self._ping(writer))
            reason = "eof"
            buf = b""
            start = time.monotonic()
            try:
                while not self.stop:
                    if self.mode == "stall" and (time.monotonic() - start) % 5.0 > 1.0:
                        await asyncio.sleep(0.1)  # not reading at all
                        continue
                    chunk = await reader.read(512 if self.mode == "trickle" else 65536)
                    if not chunk:
                        break
                    buf += chunk
                    while len(buf) >= 4:
                        (size,) = struct.unpack("!I", buf[:4])
                        if len(buf) < 4 + size:
                            break
                        msg = msgpack.unpackb(buf[4 : 4 + size], raw=False)
                        buf = buf[4 + size :]
                        if msg["t"] == "snapshot":
                            self.view, self.seq = msg["view"], msg["seq"]
                            self.snapshots += 1
                        elif msg["t"] == "update" and self.view is not None and msg["prev"] == self.seq:
                            self.view = apply_diff(self.view, msg["set"], msg["append"], msg["del"])
                            self.seq = msg["seq"]
                        elif msg["t"] in ("error", "bye"):
                            reason = msg["code"]
                    if self.mode == "trickle":
                        await asyncio.sleep(0.05)
            except (ConnectionError, OSError):
                reason = "reset"
            finally:
                pinger.cancel()
                writer.transport.abort()
            if not self.stop:
                self.drops.append(reason)
                self.view, self.seq = None, -1
                await asyncio.sleep(0.2)

    async def _ping(self, writer: asyncio.StreamWriter) -> None:
        n = 0
        while True:
            await asyncio.sleep(1.0)
            n += 1
            writer.write(frame({"t": "ping", "n": n}))


def frame(obj: Any) -> bytes:
    payload = msgpack.packb(obj, use_bin_type=True)
    return struct.pack("!I", len(payload)) + payload


async def spectators_run(pipe: Any, port: int, steady: int, slow: int, reconnecting: bool) -> None:
    from modernart_desktop.net.client import LanClient

    loop = asyncio.get_running_loop()
    clients = [LanClient(BIND, port, f"Watcher{i}", backoff_min=0.05, spectator=True) for i in range(steady)]
    recv: list[dict[int, float]] = [{} for _ in clients]
    for i, c in enumerate(clients):
        c.observers.append(lambda what, data, i=i: stamp(recv[i], what, data))
        await c.connect()
    slows = [SlowSpectator(port, f"Slow{i}", "trickle" if i % 2 else "stall") for i in range(slow)]
    slow_tasks = [asyncio.ensure_future(s.run()) for s in slows]
    bouncer = None
    if reconnecting:
        bouncer = LanClient(BIND, port, "Bouncer", backoff_min=0.05, spectator=True)
        await bouncer.connect()

        async def bounce() -> None:
            while True:
                await asyncio.sleep(2.0)
                bouncer.drop_link()

        bouncing = asyncio.ensure_future(bounce())
    pipe.send("watching")
    final = await loop.run_in_executor(None, pipe.recv)  # (final seq) once the game is over
    if bouncer is not None:
        bouncing.cancel()
    deadline = time.monotonic() + 20.0  # slow links get this long to catch up
    everyone: list[Any] = clients + slows + ([bouncer] if bouncer else [])
    while time.monotonic() < deadline and any(x.seq != final for x in everyone):
        await asyncio.sleep(0.1)
    out = {
        "steady": [{"recv": recv[i], "seq": c.seq, "view": norm(c.view)} for i, c in enumerate(clients)],
        "slow": [
            {"mode": s.mode, "seq": s.seq, "view": norm(s.view), "drops": s.drops, "snapshots": s.snapshots}
            for s in slows
        ],
    }
    if bouncer is not None:
        out["bouncer"] = {"seq": bouncer.seq, "view": norm(bouncer.view), "reconnects": bouncer.reconnects}
    for s in slows:
        s.stop = True
    for t in slow_tasks:
        t.cancel()
    for c in clients + ([bouncer] if bouncer else []):
        await c.close()
    pipe.send(out)


# -- one party, and the report ---------------------------------------------------------------------
def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def party(game: str, load: str, seed: int) -> dict[str, Any]:
    ctx = mp.get_context("spawn")
    steady_and_slow, slow = LOADS[load]
    h_pipe, h_child = ctx.Pipe()
    host = ctx.Process(target=host_main, args=(h_child, game, seed))
    host.start()
    port = h_pipe.recv()
    spect = None
    if steady_and_slow:
        reconnecting = slow > 0
        steady = steady_and_slow - slow - (1 if reconnecting else 0)
        s_pipe, s_child = ctx.Pipe()
        spect = ctx.Process(target=spectators_main, args=(s_child, port, steady, slow, reconnecting))
        spect.start()
        assert s_pipe.recv() == "watching"
    p_pipe, p_child = ctx.Pipe()
    seats = ctx.Process(target=seats_main, args=(p_child, game, port, seed))
    seats.start()
    played = p_pipe.recv()
    final = max(played["seq"])
    watched = None
    if spect is not None:
        s_pipe.send(final)
        watched = s_pipe.recv()
    h_pipe.send("over")
    hosted = h_pipe.recv()
    for p in (seats, spect, host):
        if p is not None:
            p.join(30)
    return {"played": played, "watched": watched, "hosted": hosted, "load": os.getloadavg()[0]}


def report(game: str, load: str, r: dict[str, Any]) -> list[str]:
    hosted, played, watched = r["hosted"], r["played"], r["watched"]
    applied: dict[int, float] = hosted["applied"]
    final = hosted["seq"]
    problems: list[str] = []
    # every action reached every seat, and every seat holds the host's view
    lasts: list[float] = []
    first = min(applied)
    for seq in range(first + 1, final + 1):
        if seq not in applied:
            continue
        arrivals = [recv.get(seq) for recv in played["recv"]]
        if any(a is None for a in arrivals):
            problems.append(f"seq {seq} missing at a seat")
            continue
        lasts.append((max(arrivals) - applied[seq]) * 1000)  # type: ignore[type-var]
    for s, view in enumerate(played["views"]):
        if view != hosted["views"][str(s)] or played["seq"][s] != final:
            problems.append(f"seat {s} ends on another view")
    spect_lasts: list[float] = []
    notes = []
    if watched is not None:
        for i, w in enumerate(watched["steady"]):
            missing = [q for q in range(first + 1, final + 1) if q in applied and q not in w["recv"]]
            if missing or w["view"] != hosted["views"]["spectator"]:
                problems.append(
                    f"steady spectator {i}: {len(missing)} missing, final view ok: {w['view'] == hosted['views']['spectator']}"
                )
        for seq in range(first + 1, final + 1):
            arrivals = [w["recv"].get(seq) for w in watched["steady"]]
            if seq in applied and all(a is not None for a in arrivals):
                spect_lasts.append((max(arrivals) - applied[seq]) * 1000)  # type: ignore[type-var]
        for w in watched["slow"]:
            if w["seq"] != final or w["view"] != hosted["views"]["spectator"]:
                problems.append(f"slow spectator ({w['mode']}) ends at seq {w['seq']} of {final}")
        drops = [d for w in watched["slow"] for d in w["drops"]]
        if watched["slow"]:
            dropped = sum(1 for w in watched["slow"] if w["drops"])
            notes.append(
                f"slow: {dropped}/{len(watched['slow'])} dropped ({', '.join(sorted(set(drops))) or '-'}), "
                f"all on the final view: {not any('slow' in p for p in problems)}"
            )
        if "bouncer" in watched:
            b = watched["bouncer"]
            ok = b["seq"] == final and b["view"] == hosted["views"]["spectator"]
            notes.append(f"reconnecting spectator: {b['reconnects']} reconnects, caught up: {ok}")
            if not ok:
                problems.append("the reconnecting spectator did not catch up")
    rss = [s[1] for s in hosted["samples"]]
    queued = [s[2] for s in hosted["samples"]]
    fan = [f * 1000 for f in hosted["fanout"]]
    lines = [
        f"{game:11s} {load:8s} load {r['load']:4.1f}  {len(lasts):4d} actions  "
        f"seats' last update p50 {statistics.median(lasts):5.2f} ms p99 {pct(lasts, 0.99):6.2f} max {max(lasts):6.2f}"
        + (
            f"  | steady spectators' last p50 {statistics.median(spect_lasts):5.2f} p99 {pct(spect_lasts, 0.99):6.2f}"
            if spect_lasts
            else ""
        ),
        f"{'':20s} host fan-out per action p50 {statistics.median(fan):.2f} ms p99 {pct(fan, 0.99):.2f}; "
        f"RSS {hosted['rss_base']:.1f} MiB at start, peak {max(rss):.1f}, end {rss[-1]:.1f}; "
        f"queued in its send buffers peak {max(queued) / 1024:.0f} KiB; "
        f"links closed before the end, by reason {hosted['closes']}",
    ]
    lines += [f"{'':20s} {n}" for n in notes]
    lines += [f"{'':20s} PROBLEM: {p}" for p in problems[:10]]
    return lines


def main() -> None:
    args = sys.argv[1:]
    games = ["modern_art", "art_society"]
    loads = list(LOADS)
    if "--games" in args:
        games = args[args.index("--games") + 1].split(",")
    if "--loads" in args:
        loads = args[args.index("--loads") + 1].split(",")
    print(f"LAN party on {BIND}: one host, seats' think time {THINK * 1000:.0f} ms, {os.cpu_count()} cores")
    with open("/proc/loadavg") as f:
        print(f"uptime load at the start: {' '.join(f.read().split()[:3])}")
    for game in games:
        for load in loads:
            for line in report(game, load, party(game, load, seed=7)):
                print(line, flush=True)
    with open("/proc/loadavg") as f:
        print(f"uptime load at the end: {' '.join(f.read().split()[:3])}")


if __name__ == "__main__":
    main()
