"""Commands the host refuses, each with its stable code, leaving the table as it was:
a command for another seat, a stale seq, a move out of turn, an illegal amount, an
unknown or malformed action. A flood of commands closes only the flooder's link.

Seats 1 and 2 are people at the host's own screen (the in-process transport), so
the test decides exactly when they move."""

from __future__ import annotations

import asyncio
import random
import struct

import msgpack

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass
from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import LOCAL, LanSeat


async def raw_player(kit, port: int, name: str):
    """A hand-driven LAN player: returns (reader, writer, welcome)."""
    reader, writer = await asyncio.open_connection(kit.LOOPBACK, port)
    writer.write(kit.frame(kit.hello(name, role="player")))
    welcome = await read_msg(reader)
    return reader, writer, welcome


async def read_msg(reader):
    (n,) = struct.unpack("!I", await reader.readexactly(4))
    return msgpack.unpackb(await reader.readexactly(n), raw=False)


async def next_of(reader, tag):
    while True:
        msg = await asyncio.wait_for(read_msg(reader), 3)
        if msg["t"] == tag:
            return msg


def command(seq, seat, action, cid=1):
    return {
        "t": "command",
        "id": cid,
        "seq": seq,
        "seat": seat,
        "action": action if isinstance(action, dict) else action.to_wire(),
    }


async def local_table(kit, **config):
    seats = [LanSeat(), LanSeat(LOCAL, "Lou"), LanSeat(LOCAL, "Liz")]
    limits = {"max_refusals": 1000, "msg_burst": 50, "msg_rate": 10, **config}
    host = LanHost.new("modern_art", 3, seed=4, seats=seats, config=kit.fast_config(**limits))
    await host.serve(kit.LOOPBACK, 0)
    return host


def test_refusals_name_the_rule_and_change_nothing(kit):
    async def scenario():
        host = await local_table(kit)
        reader, writer, welcome = await raw_player(kit, host.port, "Ann")
        seat = welcome["seat"]
        writer.write(kit.frame({"t": "ready", "ready": True}))
        snap = await next_of(reader, "snapshot")
        table = host.table
        # make sure it is a local seat's turn to offer, so Ann (seat 0) is out of turn
        while table.active_seats() == {0}:
            writer.write(kit.frame(command(table.seq, 0, table.legal_actions(0).actions[0])))
            await next_of(reader, "update")
        turn = min(table.active_seats())
        seq = table.seq
        codes = {}
        probes = {
            "another seat": command(seq, turn, table.legal_actions(turn).actions[0]),
            "stale": command(seq - 1, seat, Pass()),
            "out of turn": command(seq, seat, OfferCard(snap["view"]["hand"][0])),
            "unknown kind": command(seq, seat, {"kind": "steal_painting"}),
            "wrong field type": command(seq, seat, {"kind": "bid", "amount": "lots"}),
            "missing field": command(seq, seat, {"kind": "bid"}),
        }
        for i, (what, msg) in enumerate(probes.items()):
            msg["id"] = 100 + i
            writer.write(kit.frame(msg))
            refusal = await next_of(reader, "refused")
            assert refusal["id"] == msg["id"] and refusal["seq"] == seq
            codes[what] = refusal["code"]
        unchanged = table.seq == seq
        # now an illegal amount in an auction Ann may bid in
        host.submit_local(turn, table.legal_actions(turn).actions[0])
        while not (0 in table.active_seats() and table.legal_actions(0).range_of("bid")):
            if table.is_over():
                break
            mover = min(table.active_seats())
            if mover == 0:
                writer.write(kit.frame(command(table.seq, 0, next(iter(table.legal_actions(0))))))
                await next_of(reader, "update")
            else:
                host.submit_local(mover, next(iter(table.legal_actions(mover))))
        low = table.legal_actions(0).range_of("bid").lo - 1
        writer.write(kit.frame(command(table.seq, 0, Bid(low), cid=7)))
        too_low = await next_of(reader, "refused")
        writer.close()
        await host.close()
        return codes, unchanged, too_low

    codes, unchanged, too_low = kit.run(scenario())
    assert codes == {
        "another seat": "seat/not_yours",
        "stale": "action/stale",
        "out of turn": "turn/not_active",
        "unknown kind": "action/unknown_kind",
        "wrong field type": "action/malformed",
        "missing field": "action/malformed",
    }
    assert unchanged
    assert too_low["code"] == "bid/too_low" and too_low["id"] == 7
    assert too_low["params"]["amount"] == too_low["params"]["min"] - 1


def test_a_flood_of_commands_closes_only_the_flooders_link_and_the_game_goes_on(kit):
    async def scenario():
        host = await local_table(kit, policy="standin", standin_delay=0.05)
        reader, writer, welcome = await raw_player(kit, host.port, "Flood")
        watcher = await kit.join(host, "Eve", spectator=True)
        writer.write(kit.frame({"t": "ready", "ready": True}))
        await next_of(reader, "snapshot")
        stale = command(-1, welcome["seat"], Pass())
        writer.write(kit.frame(stale) * 500)
        codes = []
        try:
            while True:
                msg = await asyncio.wait_for(read_msg(reader), 3)
                if msg["t"] in ("error", "bye"):
                    codes.append(msg["code"])
        except asyncio.IncompleteReadError:
            pass
        await watcher.wait_until(lambda c: c.seats[0]["standin"], 5)
        # the people at the host's screen play on; an AI holds the flooder's seat
        rng = random.Random(1)
        while not host.table.is_over():
            local = [s for s in host.table.active_seats() if s != 0]
            if local:
                seat = rng.choice(local)
                host.submit_local(
                    seat, RandomAgent(rng.randrange(1 << 30)).choose(None, host.table.legal_actions(seat))
                )
            await asyncio.sleep(0)
        await watcher.wait_until(lambda c: c.over, 5)
        out = codes, watcher.reconnects, watcher.view == host.table.view_for(None), host.roster[0].kind
        await watcher.close()
        await host.close()
        return out

    codes, reconnects, same_view, kind = kit.run(scenario())
    assert codes == ["flood/messages"]
    assert reconnects == 0 and same_view
    assert kind == "remote"  # the seat stayed the flooder's, played by a stand-in


def test_a_bad_action_in_a_good_envelope_is_refused_and_the_link_and_seat_stay(kit):
    """docs/protocol.md section 6: an action map outside its limits (a float, nil or nested
    value, no kind, more than 8 entries, a long key or text) is `action/malformed`: refused,
    and the player goes on playing on the same link. Only a broken envelope closes it."""

    async def scenario():
        host = await local_table(kit)
        reader, writer, welcome = await raw_player(kit, host.port, "Ann")
        seat = welcome["seat"]
        writer.write(kit.frame({"t": "ready", "ready": True}))
        await next_of(reader, "snapshot")
        table = host.table
        while 0 not in table.active_seats():
            mover = min(table.active_seats())
            host.submit_local(mover, next(iter(table.legal_actions(mover))))
        await asyncio.sleep(0.05)
        seq = table.seq
        probes = {
            "float": {"kind": "bid", "amount": 1.5},
            "nil": {"kind": "bid", "amount": None},
            "nested map": {"kind": "bid", "amount": {"n": 3}},
            "list": {"kind": "bid", "amount": [3]},
            "no kind": {"amount": 3},
            "kind not a string": {"kind": 7},
            "nine entries": {"kind": "bid", **{f"f{i}": i for i in range(8)}},
            "long key": {"kind": "bid", "k" * 33: 1},
            "long text": {"kind": "x" * 65},
        }
        reasons = {}
        for i, (what, action) in enumerate(probes.items()):
            writer.write(kit.frame(command(seq, seat, action, cid=200 + i)))
            refusal = await next_of(reader, "refused")
            assert refusal["id"] == 200 + i and refusal["code"] == "action/malformed", (what, refusal)
            reasons[what] = refusal["params"]["reason"]
        # the same link and seat still play
        writer.write(kit.frame(command(table.seq, seat, table.legal_actions(seat).actions[0], cid=300)))
        update = await next_of(reader, "update")
        played = update["seq"] == seq + 1 and host.roster[seat].connected
        # an action that is not a map at all breaks the envelope: the link closes
        writer.write(kit.frame({"t": "command", "id": 301, "seq": table.seq, "seat": seat, "action": 5}))
        error = await next_of(reader, "error")
        writer.close()
        await host.close()
        return reasons, played, error

    reasons, played, error = kit.run(scenario())
    assert reasons == {
        "float": "value",
        "nil": "value",
        "nested map": "value",
        "list": "value",
        "no kind": "kind",
        "kind not a string": "kind",
        "nine entries": "too_many_fields",
        "long key": "key",
        "long text": "value",
    }
    assert played
    assert error["code"] == "message/field_type" and error["params"]["field"] == "action"


def test_after_the_end_every_command_is_refused_as_game_over_whatever_it_holds(kit):
    """The order of the checks (section 6): the game being over comes before the action is
    read, so an action of another game, or a malformed one, gets `game/over` too."""

    async def scenario():
        host = await local_table(kit, msg_burst=2000, msg_rate=500)  # Ann plays a whole game
        reader, writer, welcome = await raw_player(kit, host.port, "Ann")
        seat = welcome["seat"]
        writer.write(kit.frame({"t": "ready", "ready": True}))
        await next_of(reader, "snapshot")
        table = host.table
        rng = random.Random(3)
        while not table.is_over():
            mover = rng.choice(sorted(table.active_seats()))
            action = RandomAgent(rng.randrange(1 << 30)).choose(None, table.legal_actions(mover))
            if mover == seat:
                writer.write(kit.frame(command(table.seq, seat, action)))
                await next_of(reader, "update")
            else:
                host.submit_local(mover, action)
        codes = []
        for i, action in enumerate([{"kind": "decor_skip"}, {"kind": "bid", "amount": 1.5}, Pass()]):
            writer.write(kit.frame(command(table.seq, seat, action, cid=400 + i)))
            codes.append((await next_of(reader, "refused"))["code"])
        writer.close()
        await host.close()
        return codes

    assert kit.run(scenario(), timeout=90) == ["game/over"] * 3
