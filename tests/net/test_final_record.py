"""After the game every peer receives the whole match (nothing is secret any more), so a
LAN table this machine only joined can be replayed like one it hosted; before the end,
no peer ever receives it, and the host's own bookkeeping (password hash, tokens) never."""

from __future__ import annotations

import asyncio

import msgpack

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.net.agent_player import AgentPlayer
from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import AI, LanSeat

GAME_ID = "modern_art_card_game"


def test_every_peer_gets_the_finished_match_and_it_replays_to_the_hosts_result(kit, tmp_path):
    async def scenario():
        seats = [LanSeat(), LanSeat(), LanSeat(AI, "Bot", "easy")]
        host = LanHost.new(
            GAME_ID, 3, seed=17, seats=seats, config=kit.fast_config(), save_path=tmp_path / "cg.msgpack"
        )
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann")
        bob = await kit.join(host, "Bob")
        early: list[bool] = []
        for client in (ann, bob):
            # While the game runs, no record has reached anyone.
            client.observers.append(
                lambda what, data, c=client: (
                    what == "view" and not c.over and early.append(c.final_record is not None)
                )
            )
            client.set_ready(True)
        players = [
            AgentPlayer(ann, make_agent(GAME_ID, "easy", 1)),
            AgentPlayer(bob, make_agent(GAME_ID, "easy", 2)),
        ]
        await asyncio.gather(*(p.run() for p in players))
        await asyncio.wait_for(host.finished.wait(), 5)
        for _ in range(100):
            if ann.final_record is not None and bob.final_record is not None:
                break
            await asyncio.sleep(0.02)
        facts = dict(
            records=[ann.final_record, bob.final_record],
            result=host.table.match.result(),
            seq=host.table.seq,
            early=early,
        )
        for c in (ann, bob):
            await c.close()
        await host.close()
        return facts

    facts = kit.run(scenario(), 60)
    assert facts["early"] and not any(facts["early"])
    for record in facts["records"]:
        assert record is not None
        match = Match.from_record(record)
        assert match.is_over() and match.seq == facts["seq"]
        assert match.result() == facts["result"]
        assert set(record["meta"]) == {"names"}  # nothing of the host's LAN bookkeeping
        assert b"token" not in msgpack.packb(record) and b"password" not in msgpack.packb(record)
