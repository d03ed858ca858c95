"""A peer that stops reading is cut off (`conn/slow`) before what is queued for it
eats the host's memory; its seat is held like any dropped seat, and the others play
on to the end.

Ann's program keeps talking (so the heartbeat never gives up on her) but never reads:
she asks for snapshot after snapshot, and every answer piles up in the host's send
buffer for her link."""

from __future__ import annotations

import asyncio
import socket

from modernart_desktop.net.limits import MAX_BACKLOG


async def silent_reader(kit, port: int):
    """A player's link whose receive window stays tiny and is never read from."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (kit.LOOPBACK, port))
    assert sock.getsockname()[0] == kit.LOOPBACK
    _reader, writer = await asyncio.open_connection(sock=sock, limit=4096)
    writer.write(kit.frame(kit.hello("Ann", role="player")))
    await writer.drain()
    return writer


def test_a_player_who_stops_reading_is_cut_off_and_the_others_play_on(kit):
    async def scenario():
        host = await kit.start_host(
            players=3,
            ai=1,
            seed=17,
            policy="standin",
            standin_delay=0.05,
            msg_rate=1e9,
            msg_burst=1e9,
            sync_rate=1e9,  # snapshots on demand, however many: only her backlog may stop her
            sync_burst=1e9,
            think_delay=0.001,
        )
        writer = await silent_reader(kit, host.port)
        bob = await kit.join(host, "Bob")
        bob.set_ready(True)
        while 0 not in host._seat_peer:
            await asyncio.sleep(0.01)
        conn = host._seat_peer[0].conn
        writer.write(kit.frame({"t": "ready", "ready": True}))
        await bob.wait_until(lambda c: c.view is not None, 5)
        bob_plays = asyncio.ensure_future(kit.agent_player(bob, 4).run())
        # Ann asks for snapshots and never reads one
        sync = kit.frame({"t": "sync"})
        sent = 0
        while not conn.closed and sent < 200_000:
            writer.write(sync * 500)
            sent += 500
            await writer.drain()
            await asyncio.sleep(0)
        for _ in range(200):
            if not host.roster[0].connected:
                break
            await asyncio.sleep(0.01)
        out = dict(
            reason=conn.close_reason,
            queued_for_ann=conn.writer.transport.get_write_buffer_size(),
            sent=conn.bytes_sent,
            held=(host.roster[0].kind, host.roster[0].name, host.roster[0].connected),
        )
        await bob.wait_until(lambda c: c.seats[0]["standin"], 5)
        out["result"] = await asyncio.wait_for(bob_plays, 30)
        out["bob"] = (bob.status, bob.reconnects)
        out["final"] = host.table.match.result()
        writer.transport.abort()
        await bob.close()
        await host.close()
        return out

    out = kit.run(scenario())
    assert out["reason"] == "conn/slow"
    assert out["sent"] > MAX_BACKLOG  # it took a real backlog to cut her off...
    assert out["queued_for_ann"] == 0  # ...and that backlog was let go at once
    assert out["held"] == ("remote", "Ann", False)  # her seat waits for her token
    assert out["bob"] == ("connected", 0)  # Bob never noticed anything but Ann's absence
    final = out["final"]
    assert out["result"] == {"scores": list(final.scores), "winners": list(final.winners)}
