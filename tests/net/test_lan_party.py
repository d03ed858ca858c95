"""A LAN party's spectators (issue 36): one who stops reading stalls nobody, and is
either cut off (`conn/slow`, and comes back to a fresh snapshot) or catches up; the
others, who share one frame per action (built once for all spectators), each get every
action in order and end on the host's own view, one who joins late and one who loses
its link mid-game included. Behaviour only: nothing here is timed tightly."""

from __future__ import annotations

import asyncio
import socket
import struct

import msgpack

from modernart_desktop.net.views import apply_diff


def wire(view):
    return msgpack.unpackb(msgpack.packb(view), raw=False)


class Stalled:
    """A spectator's link with a 4 KiB receive buffer that nobody reads until told to."""

    def __init__(self, kit) -> None:
        self.kit = kit
        self.view = None
        self.seq = -1
        self.codes: list[str] = []

    async def connect(self, port: int) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (self.kit.LOOPBACK, port))
        assert sock.getsockname()[0] == self.kit.LOOPBACK
        self.reader, self.writer = await asyncio.open_connection(sock=sock, limit=4096)
        self.writer.write(self.kit.frame(self.kit.hello("Slow", role="spectator")))

    async def read_until(self, final_seq: int, idle: float = 2.0) -> bool:
        """Read what the host sent; True once at `final_seq`, False at the link's end (or idle)."""
        buf = b""
        while self.seq != final_seq:
            try:
                chunk = await asyncio.wait_for(self.reader.read(65536), idle)
            except (TimeoutError, ConnectionError):
                return False
            if not chunk:
                return False
            buf += chunk
            while len(buf) >= 4:
                (n,) = struct.unpack("!I", buf[:4])
                if len(buf) < 4 + n:
                    break
                msg = msgpack.unpackb(buf[4 : 4 + n], raw=False)
                buf = buf[4 + n :]
                if msg["t"] == "snapshot":
                    self.view, self.seq = msg["view"], msg["seq"]
                elif msg["t"] == "update":
                    assert msg["prev"] == self.seq  # nothing skipped on a link the host kept
                    self.view = apply_diff(self.view, msg["set"], msg["append"], msg["del"])
                    self.seq = msg["seq"]
                elif msg["t"] in ("error", "bye"):
                    self.codes.append(msg["code"])
        return True


def test_a_stalled_spectator_stalls_nobody_and_every_spectator_ends_on_the_hosts_view(kit):
    # (A whole game's spectator feed fits in loopback's socket buffers: the stalled link
    # usually catches up; test_slow_reader.py forces the cut-off.)
    async def scenario():
        host = await kit.start_host(players=3, ai=2, seed=23, think_delay=0.002)
        slow = Stalled(kit)
        await slow.connect(host.port)
        early = await kit.join(host, "Early", spectator=True)
        seqs: list[int] = []
        early.observers.append(lambda what, data: seqs.append(data["seq"]) if what == "view" else None)
        bob = await kit.join(host, "Bob")
        bob.set_ready(True)
        playing = asyncio.ensure_future(kit.agent_player(bob, 5).run())
        await bob.wait_until(lambda c: c.seq >= 10, 20)
        late = await kit.join(host, "Late", spectator=True)
        await late.wait_until(lambda c: c.view is not None, 10)
        late.drop_link()  # comes back by itself, to a fresh snapshot
        await asyncio.wait_for(playing, 60)  # the whole game, while Slow reads nothing
        final = host.table.seq
        host_view = wire(host.table.view_for(None))
        for c in (early, late):
            await c.wait_until(lambda c: c.seq == final, 20)
        out = dict(
            final=final,
            host_view=host_view,
            early=(seqs, wire(early.view), early.reconnects),
            late=(wire(late.view), late.reconnects),
        )
        slow_conns = [p.conn for p in host.peers if p.name == "Slow"]
        caught_up = await slow.read_until(final)
        if not caught_up:  # cut off: it says so, and a fresh link catches up at once
            out["slow_cut"] = (slow_conns == [] or slow_conns[0].close_reason, slow.codes)
            slow.writer.transport.abort()
            slow = Stalled(kit)
            await slow.connect(host.port)
            caught_up = await slow.read_until(final)
        out["slow"] = (caught_up, wire(slow.view))
        slow.writer.transport.abort()
        for c in (early, late, bob):
            await c.close()
        await host.close()
        return out

    out = kit.run(scenario(), timeout=120)
    final, host_view = out["final"], out["host_view"]
    seqs, early_view, early_reconnects = out["early"]
    assert early_reconnects == 0
    assert seqs == list(range(seqs[0], final + 1))  # every action, in order, none twice
    assert early_view == host_view
    late_view, late_reconnects = out["late"]
    assert late_reconnects == 1 and late_view == host_view
    assert out["slow"] == (True, host_view)
    if "slow_cut" in out:  # the host gave a reason, or had already let the link go
        reason, _codes = out["slow_cut"]
        assert reason in (True, "conn/slow")
