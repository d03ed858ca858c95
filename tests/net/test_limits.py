"""Requests that cost the host more than they cost the sender are rationed per link.

A `sync` is a dozen bytes and is answered by the whole snapshot of a view (with the
log); a `ping` is answered by a `pong`. Both are counted: a flood of either gets a
few answers and then the door (`flood/refused`, `flood/pings`), and a client that
asks for snapshots a little too often is told when to ask again and gets its
snapshot then. Every socket is on 127.0.0.1."""

from __future__ import annotations

import asyncio

import msgpack

from modernart_desktop.net import limits


async def started_table(kit, **config):
    """Modern Art with Ann on seat 0 and two AIs, started; Ann's turns wait for her."""
    host = await kit.start_host(players=3, ai=2, seed=8, **config)
    ann = await kit.join(host, "Ann")
    ann.set_ready(True)
    await ann.wait_until(lambda c: c.view is not None, 5)
    return host, ann


def flood_and_listen(kit, port: int, frames: bytes) -> tuple[list[dict], int, str]:
    """As a raw spectator: send `frames` at once, then read until the host closes.
    Returns the messages after the welcome burst, the bytes received, how it ended."""
    sock = kit.raw_connect(port)
    sock.sendall(kit.frame(kit.hello("Flood")))
    first = kit.read_frames(sock, until_eof=False, timeout=3.0)
    assert first and first[0]["t"] == "welcome"
    sock.sendall(frames)
    sock.settimeout(5.0)
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
    sock.close()
    messages = []
    i = 0
    while i + 4 <= len(data):
        n = int.from_bytes(data[i : i + 4], "big")
        messages.append(msgpack.unpackb(data[i + 4 : i + 4 + n], raw=False))
        i += 4 + n
    return messages, len(data), ending


def test_a_flood_of_sync_requests_gets_a_few_snapshots_then_refusals_then_the_door(kit):
    flood = kit.frame({"t": "sync"}) * 200

    async def scenario():
        host, ann = await started_table(kit)
        messages, received, ending = await asyncio.to_thread(flood_and_listen, kit, host.port, flood)
        out = dict(ann=(ann.status, ann.reconnects), seq=host.table.seq)
        await ann.close()
        await host.close()
        return messages, received, ending, out

    messages, received, ending, out = kit.run(scenario())
    snapshot_size = max(len(kit.frame(m)) for m in messages if m["t"] == "snapshot")
    tags = [m["t"] for m in messages if m["t"] not in ("ping", "pong", "seats", "clock", "update")]
    snapshots = tags.count("snapshot")
    refusals = [m for m in messages if m["t"] == "refused"]
    assert len(flood) == 200 * 12 and snapshot_size > 50 * 12  # an amplifier, even at seq 0
    # a few answered (the burst, and what the rate refilled meanwhile)...
    assert limits.SYNC_BURST <= snapshots <= limits.SYNC_BURST + 2
    # ...then refused with the time to wait, until the refusals themselves close the link
    assert refusals and all(m["code"] == "sync/too_fast" and m["id"] == 0 for m in refusals)
    assert all(0 < m["params"]["retry_after"] <= 1 / limits.SYNC_RATE + 0.1 for m in refusals)
    assert len(refusals) == limits.MAX_REFUSALS + 1
    assert messages[-1]["t"] == "error" and messages[-1]["code"] == "flood/refused"
    assert ending == "eof"
    # what 200 requests could make the host send is bounded: no 200 snapshots
    assert received < (limits.SYNC_BURST + 3) * snapshot_size + 200 * 64
    assert out["ann"] == ("connected", 0)  # the player at the table saw nothing of it


def test_a_flood_of_pings_gets_a_few_pongs_then_the_door(kit):
    flood = b"".join(kit.frame({"t": "ping", "n": i}) for i in range(200))

    async def scenario():
        host, ann = await started_table(kit, heartbeat=30.0)  # no pings of the host's own
        messages, _received, ending = await asyncio.to_thread(flood_and_listen, kit, host.port, flood)
        out = (ann.status, ann.reconnects)
        await ann.close()
        await host.close()
        return messages, ending, out

    messages, ending, ann = kit.run(scenario())
    pongs = [m["n"] for m in messages if m["t"] == "pong"]
    assert limits.PING_BURST <= len(pongs) <= limits.PING_BURST + 2
    assert pongs == list(range(len(pongs)))  # answered in order, each with its own number
    assert messages[-1] == {
        "t": "error",
        "code": "flood/pings",
        "params": {"rate": limits.PING_RATE, "burst": limits.PING_BURST},
    }
    assert ending == "eof"
    assert ann == ("connected", 0)


def test_pings_and_pongs_count_as_messages(kit):
    """Control frames are frames: a link that may send 20 messages cannot send 50 pongs."""

    async def scenario():
        host, ann = await started_table(kit, msg_rate=1.0, msg_burst=20.0)
        unasked = b"".join(kit.frame({"t": "pong", "n": i}) for i in range(50))
        messages, _received, ending = await asyncio.to_thread(flood_and_listen, kit, host.port, unasked)
        await ann.close()
        await host.close()
        return messages, ending

    messages, ending = kit.run(scenario())
    assert messages[-1]["t"] == "error" and messages[-1]["code"] == "flood/messages"
    assert ending == "eof"


def test_a_client_that_asks_too_soon_is_told_when_and_gets_its_snapshot_then(kit):
    async def scenario():
        host, ann = await started_table(kit, sync_rate=0.5, sync_burst=1.0)
        refusals_seen = []
        ann.observers.append(lambda what, data: what == "refused" and refusals_seen.append(data))
        before = ann.snapshots
        ann.request_snapshot()  # the one the bucket holds
        await ann.wait_until(lambda c: c.snapshots == before + 1, 5)
        ann.request_snapshot()  # too soon: refused, asked again when allowed
        await ann.wait_until(lambda c: c.snapshots == before + 2, 5)
        out = dict(
            refused=ann.sync_refusals,
            shown=refusals_seen,
            same=ann.view == host.table.view_for(0),
            link=(ann.status, ann.reconnects),
        )
        await ann.close()
        await host.close()
        return out

    out = kit.run(scenario())
    assert out["refused"] == 1
    assert out["shown"] == []  # the client's own business: no one is shown a refusal
    assert out["same"] and out["link"] == ("connected", 0)
