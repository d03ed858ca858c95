"""Dropping out and coming back: a seat whose link dies is held for its owner; the
table pauses (or an AI stands in, if the host chose that); the client reconnects
by itself with its token and gets a snapshot equal to the view it would have had.
A host that stops mid-game resumes from its save with nothing lost."""

from __future__ import annotations

import asyncio

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Pass
from modernart_desktop.net.host import LanHost, LobbyError


def snapshot_recorder(client, record):
    """Keep (seq, view) of every snapshot the client receives."""

    def on(what, data):
        if what == "view" and data["t"] == "snapshot":
            record.append((data["seq"], data["view"]))

    client.observers.append(on)


def view_after(host_record, seq, seat):
    return Match.replay(
        host_record["game"],
        host_record["players"],
        host_record["options"],
        host_record["seed"],
        host_record["log"][:seq],
    ).view_for(seat)


def test_pause_policy_a_dropped_seat_is_held_the_table_waits_and_the_owner_resumes(kit):
    async def scenario():
        host = await kit.start_host(players=4, ai=2, seed=5, policy="pause")
        ann = await kit.join(host, "Ann", backoff_min=0.4)
        bob = await kit.join(host, "Bob")
        snaps: list = []
        snapshot_recorder(ann, snaps)
        for c in (ann, bob):
            c.set_ready(True)
        players = [asyncio.ensure_future(kit.agent_player(c, i).run()) for i, c in enumerate((ann, bob))]
        # mid-auction, Ann's link dies
        await ann.wait_until(lambda c: c.view is not None and c.view["phase"] == "auction" and c.seq > 20, 20)
        ann.drop_link()
        await bob.wait_until(lambda c: c.paused, 5)
        held = (host.roster[0].kind, host.roster[0].connected, host.roster[0].name)
        seq_paused = host.table.seq
        await asyncio.sleep(0.2)  # nobody moves while Ann is away
        frozen = host.table.seq == seq_paused
        cid = bob.send_action(Pass())  # the table refuses moves while paused
        await bob.wait_until(lambda c: c.last_refusal is not None and c.last_refusal["id"] == cid, 5)
        refused = bob.last_refusal["code"]
        await ann.wait_until(lambda c: c.reconnects == 1 and c.snapshots >= 2, 10)
        results = await asyncio.gather(*players)
        record = host.table.match.to_record()
        out = dict(
            held=held,
            frozen=frozen,
            refused=refused,
            snaps=snaps,
            results=results,
            record=record,
            over=host.table.is_over(),
            final=ann.view == host.table.view_for(0),
        )
        for c in (ann, bob):
            await c.close()
        await host.close()
        return out

    out = kit.run(scenario())
    assert out["held"] == ("remote", False, "Ann")  # the seat waited for its owner
    assert out["frozen"]
    assert out["refused"] == "game/paused"
    assert out["over"] and out["results"][0] == out["results"][1] is not None
    assert out["final"]
    first, back = out["snaps"][0], out["snaps"][-1]
    assert first[0] == 0
    assert back[1] == view_after(out["record"], back[0], 0)  # the view it would have had


def test_standin_policy_an_ai_plays_for_the_absent_owner_until_they_return(kit):
    async def scenario():
        host = await kit.start_host(
            players=3,
            ai=1,
            seed=9,
            policy="standin",
            standin_delay=0.05,
            standin_level="random",
            think_delay=0.002,
        )
        ann = await kit.join(host, "Ann", backoff_min=1.0, backoff_max=1.0)
        bob = await kit.join(host, "Bob")
        snaps: list = []
        snapshot_recorder(ann, snaps)
        for c in (ann, bob):
            c.set_ready(True)
        players = [asyncio.ensure_future(kit.agent_player(c, i).run()) for i, c in enumerate((ann, bob))]
        await ann.wait_until(lambda c: c.seq > 10, 20)
        ann.drop_link()
        await bob.wait_until(lambda c: c.seats[0]["standin"], 5)
        seq_gone = host.table.seq
        # the AI keeps Ann's seat playing, the game goes on without pausing
        await bob.wait_until(lambda c: c.seq > seq_gone + 10 or c.over, 10)
        played_for_ann = any(
            seat == 0 for seat, _ in [(e.seat, e.action) for e in host.table.match.log[seq_gone:]]
        )
        paused_seen = bob.paused
        await ann.wait_until(lambda c: c.reconnects == 1 and c.snapshots >= 2, 10)
        standin_after = host.roster[0].standin
        results = await asyncio.gather(*players)
        record = host.table.match.to_record()
        for c in (ann, bob):
            await c.close()
        await host.close()
        return played_for_ann, paused_seen, standin_after, snaps, results, record

    played_for_ann, paused_seen, standin_after, snaps, results, record = kit.run(scenario())
    assert played_for_ann and not paused_seen
    assert standin_after is False  # handed back to its owner
    seq, view = snaps[-1]
    assert view == view_after(record, seq, 0)
    assert results[0] == results[1] is not None


def test_pause_policy_the_host_lets_an_ai_play_for_the_absent_owner_until_they_return(kit):
    """Paused for Ann: the host hands her seat to an AI on the spot; the table plays
    on; when Ann reconnects the seat is hers again. Asking it for a seat that is
    not away is refused with a code."""

    async def scenario():
        host = await kit.start_host(
            players=3, ai=1, seed=9, policy="pause", standin_level="random", think_delay=0.002
        )
        ann = await kit.join(host, "Ann", backoff_min=1.0, backoff_max=1.0)
        bob = await kit.join(host, "Bob")
        for c in (ann, bob):
            c.set_ready(True)
        players = [asyncio.ensure_future(kit.agent_player(c, i).run()) for i, c in enumerate((ann, bob))]
        await ann.wait_until(lambda c: c.seq > 10, 20)
        try:
            host.stand_in_now(1)  # Bob is here: nothing to stand in for
            not_away = None
        except LobbyError as exc:
            not_away = exc.code
        ann.drop_link()
        await bob.wait_until(lambda c: c.paused, 5)
        seq_gone = host.table.seq
        host.stand_in_now(0)
        await bob.wait_until(lambda c: not c.paused and c.seats[0]["standin"], 5)
        await bob.wait_until(lambda c: c.seq > seq_gone + 10 or c.over, 10)
        played_for_ann = any(e.seat == 0 for e in host.table.match.log[seq_gone:])
        await ann.wait_until(lambda c: c.reconnects == 1 and c.snapshots >= 2, 10)
        standin_after = host.roster[0].standin
        results = await asyncio.gather(*players)
        for c in (ann, bob):
            await c.close()
        await host.close()
        return not_away, played_for_ann, standin_after, results

    not_away, played_for_ann, standin_after, results = kit.run(scenario())
    assert not_away == "seat/not_away"
    assert played_for_ann and standin_after is False
    assert results[0] == results[1] is not None


def test_host_restart_resumes_from_its_save_and_no_accepted_action_is_lost(kit, tmp_path):
    save = tmp_path / "lan.msgpack"

    async def scenario():
        host = await kit.start_host(players=4, ai=2, seed=31, save_path=save, think_delay=0.001)
        port = host.port
        ann = await kit.join(host, "Ann", backoff_min=0.2)
        bob = await kit.join(host, "Bob", backoff_min=0.2)
        for c in (ann, bob):
            c.set_ready(True)
        players = [asyncio.ensure_future(kit.agent_player(c, 10 + i).run()) for i, c in enumerate((ann, bob))]
        await ann.wait_until(lambda c: c.seq >= 60, 20)
        # the host goes down hard: links cut, no goodbye
        for peer in list(host.peers):
            peer.conn.writer.transport.abort()
        await host.close()
        log_at_stop = [e.to_wire() for e in host.table.match.log]
        await ann.wait_until(lambda c: c.status == "reconnecting", 5)
        # ... and comes back from its save on the same port
        again = LanHost.resume(save, kit.fast_config())
        await again.serve(kit.LOOPBACK, port)
        assert again.started and again.paused  # waiting for its players
        results = await asyncio.gather(*players)
        await asyncio.wait_for(again.finished.wait(), 5)
        log_final = [e.to_wire() for e in again.table.match.log]
        out = dict(
            log_at_stop=log_at_stop,
            log_final=log_final,
            results=results,
            reconnects=(ann.reconnects, bob.reconnects),
            seats=(ann.seat, bob.seat),
            names=[s.name for s in again.roster],
            table_names=[s.name for s in again.table.seats],
            result=again.table.match.result(),
            replay=kit.replay_of(again).result(),
        )
        for c in (ann, bob):
            await c.close()
        await again.close()
        return out

    out = kit.run(scenario())
    stop = out["log_at_stop"]
    assert len(stop) >= 60
    assert out["log_final"][: len(stop)] == stop  # every accepted action survived
    assert len(out["log_final"]) > len(stop)  # and the game went on to its end
    assert out["reconnects"] == (1, 1) and out["seats"] == (0, 1)
    assert out["names"] == out["table_names"] == ["Ann", "Bob", "Bot 1", "Bot 2"]
    assert out["result"] == out["replay"]
    expected = {"scores": list(out["result"].scores), "winners": list(out["result"].winners)}
    assert out["results"] == [expected, expected]


def test_a_resumed_table_keeps_its_name_password_policy_and_port(kit, tmp_path):
    save = tmp_path / "lan.modernart"

    async def scenario():
        first = await kit.start_host(
            players=3, ai=1, save_path=save, password="sésame", policy="standin", table_name="Salon"
        )
        port = first.port
        ann = await kit.join(first, "Ann", password="sésame")
        bob = await kit.join(first, "Bob", password="sésame")
        for c in (ann, bob):
            c.set_ready(True)
        await ann.wait_until(lambda c: c.view is not None, 5)
        await first.close()
        stored = save.read_bytes()
        again = LanHost.resume(save)
        await again.serve(kit.LOOPBACK, again.saved_port or 0)
        info, port_again = again.table_info(), again.port
        answers = {}
        for password in ("wrong", "sésame"):
            sock = kit.raw_connect(port)
            sock.sendall(kit.frame(kit.hello("Watcher", password=password)))
            msgs = await asyncio.get_running_loop().run_in_executor(None, kit.read_frames, sock, False, 1.0)
            sock.close()
            answers[password] = msgs[0]
        for c in (ann, bob):
            await c.close()
        await again.close()
        return port, port_again, info, answers, stored

    port, port_again, info, answers, stored = kit.run(scenario())
    assert port_again == port
    assert (info["name"], info["password"], info["policy"]) == ("Salon", True, "standin")
    assert answers["wrong"]["t"] == "join_refused" and answers["wrong"]["code"] == "password/wrong"
    assert answers["sésame"]["t"] == "welcome"
    assert "sésame".encode() not in stored  # the save keeps a salted hash, not the password
