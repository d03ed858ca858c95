"""Heartbeats live in the connection layer: a peer that falls silent without closing
(a pulled cable, a frozen machine) is noticed and treated as gone, on both sides."""

from __future__ import annotations

import asyncio
import time


def test_the_host_lets_go_of_a_silent_player_and_holds_the_seat(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=2, heartbeat=0.1, heartbeat_timeout=0.5, autostart=False)
        reader, writer = await asyncio.open_connection(kit.LOOPBACK, host.port)
        writer.write(kit.frame(kit.hello("Quiet", role="player")))
        await asyncio.sleep(0.05)
        assert host.roster[0].connected
        started = time.monotonic()
        # answer nothing from now on (no pong, no message), but keep the socket open
        while host.roster[0].connected and time.monotonic() - started < 5:
            await asyncio.sleep(0.05)
        gone_after = time.monotonic() - started
        data = await reader.read(65536)
        pings = data.count(b"\xa4ping")
        held = (host.roster[0].kind, host.roster[0].name, host.roster[0].connected)
        writer.close()
        await host.close()
        return gone_after, held, pings

    gone_after, held, pings = kit.run(scenario())
    assert 0.4 <= gone_after < 2.0
    assert held == ("remote", "Quiet", False)
    assert pings >= 2


def test_a_client_whose_host_falls_silent_reconnects_by_itself(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=2, autostart=False, heartbeat=0)  # the host never pings
        ann = await kit.join(host, "Ann", heartbeat=0.1, timeout=0.5, backoff_min=0.05)
        # freeze the host's side of the link: it stops reading and writing, keeps the socket
        peer = host.peers[0]
        peer.conn.writer.transport.pause_reading()
        peer.conn.send = lambda msg: True
        await ann.wait_until(lambda c: c.status == "reconnecting", 3)
        await ann.wait_until(lambda c: c.status == "connected" and c.reconnects == 1, 5)
        seat = ann.seat
        await ann.close()
        await host.close()
        return seat

    assert kit.run(scenario()) == 0
