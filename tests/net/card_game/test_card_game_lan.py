"""Modern Art: The Card Game over the LAN, exactly like Modern Art: a 3-player game
over real TCP on 127.0.0.1 (two LAN players driven by AI agents, one AI seat on
the host). The host's log replays to the same result, every client ends with the
host's view of its seat, and no client ever held another seat's hand, face-down
card (before scoring) or simultaneous choice."""

from __future__ import annotations

import asyncio

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.net.agent_player import AgentPlayer
from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import AI, LanSeat

GAME_ID = "modern_art_card_game"


def check_private(view: dict, seat: int, bad: list[str]) -> None:
    """What a seat's view may hold of the others: counts only, until scoring."""
    if view.get("seat") != seat:
        bad.append(f"seat {seat} got the view of {view.get('seat')}")
    for s, cards in enumerate(view["face_down"]):
        if s != seat and cards is not None and view["phase"] != "bonus":
            bad.append(f"seat {seat} saw seat {s}'s face-down cards in phase {view['phase']}")
    sim = view.get("simultaneous")
    if sim and sim["my_card"] is not None and not sim["committed"][seat]:
        bad.append(f"seat {seat} holds a choice it has not made")
    for key in ("hands", "deck", "commits"):
        if key in view:
            bad.append(f"seat {seat} got {key!r}")


def test_a_three_player_card_game_over_tcp_replays_to_the_hosts_result(kit, tmp_path):
    async def scenario():
        seats = [LanSeat(), LanSeat(), LanSeat(AI, "Bot", "normal")]
        host = LanHost.new(
            GAME_ID, 3, seed=77, seats=seats, config=kit.fast_config(), save_path=tmp_path / "cards.msgpack"
        )
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann")
        bob = await kit.join(host, "Bob")
        bad: list[str] = []
        phases: set[str] = set()
        for client in (ann, bob):

            def watch(what, data, c=client):
                if what == "view" and c.view is not None:
                    phases.add(c.view["phase"])
                    check_private(c.view, c.seat, bad)

            client.observers.append(watch)
            client.set_ready(True)
        players = [
            AgentPlayer(ann, make_agent(GAME_ID, "normal", 1)),
            AgentPlayer(bob, make_agent(GAME_ID, "easy", 2)),
        ]
        results = await asyncio.gather(*(p.run() for p in players))
        await asyncio.wait_for(host.finished.wait(), 5)
        facts = dict(
            results=results,
            result=host.table.match.result(),
            seq=host.table.seq,
            views=[ann.view == host.table.view_for(0), bob.view == host.table.view_for(1)],
            bad=bad,
            phases=phases,
        )
        replay = kit.replay_of(host)
        for c in (ann, bob):
            await c.close()
        await host.close()
        return facts, replay

    facts, replay = kit.run(scenario(), 120)
    assert facts["seq"] > 40 and replay.is_over()
    assert replay.result() == facts["result"]
    expected = {"scores": list(facts["result"].scores), "winners": list(facts["result"].winners)}
    assert facts["results"] == [expected, expected]
    assert facts["views"] == [True, True]
    assert facts["bad"] == []
    assert {"play", "bonus", "over"} <= facts["phases"]
