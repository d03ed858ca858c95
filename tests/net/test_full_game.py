"""A whole game of Modern Art over real TCP on 127.0.0.1: two LAN players driven by
agents, two AI seats on the host. The host alone decides; its log, replayed from
the seed, gives the very same result, and every client ends holding exactly the
view the host has for its seat."""

from __future__ import annotations

import asyncio

from modernart_desktop.core.persistence import load_match


def test_four_player_game_over_tcp_equals_the_replay_of_the_host_log(kit, tmp_path):
    save = tmp_path / "table.msgpack"

    async def scenario():
        host = await kit.start_host(players=4, ai=2, seed=2024, save_path=save)
        ann = await kit.join(host, "Ann")
        bob = await kit.join(host, "Bob")
        assert (ann.seat, bob.seat) == (0, 1)
        assert ann.token and bob.token and ann.token != bob.token
        for c in (ann, bob):
            c.set_ready(True)
        results = await asyncio.gather(kit.agent_player(ann, 1).run(), kit.agent_player(bob, 2).run())
        await asyncio.wait_for(host.finished.wait(), 5)
        state = dict(
            results=results,
            seq=host.table.seq,
            result=host.table.match.result(),
            views=[ann.view == host.table.view_for(0), bob.view == host.table.view_for(1)],
            reconnects=[ann.reconnects, bob.reconnects],
            names=[s.name for s in host.roster],
            logs=[len(ann.log), len(bob.log)],
        )
        replay = kit.replay_of(host)
        for c in (ann, bob):
            await c.close()
        await host.close()
        return state, replay

    state, replay = kit.run(scenario())
    assert state["seq"] > 50  # a real game, not a stub
    assert replay.is_over()
    assert replay.result() == state["result"]  # the host's log replays to its result
    expected = {"scores": list(state["result"].scores), "winners": list(state["result"].winners)}
    assert state["results"] == [expected, expected]  # what both clients saw at the end
    assert state["views"] == [True, True]
    assert state["reconnects"] == [0, 0]
    assert state["names"] == ["Ann", "Bob", "Bot 1", "Bot 2"]
    saved = load_match(save)  # saved after every accepted action
    assert saved.seq == state["seq"] and saved.result() == state["result"]
