"""Art Society over the LAN, exactly like the other games: a 3-player game over real
TCP on 127.0.0.1 (two LAN players driven by AI agents, one AI seat on the host)
replays from seed and log to the host's result; and every byte the host sends to one
seat and to a spectator is recorded and held to the game's secrets: no other seat's
lollipop hand, and no other seat's committed lollipop before the bids are revealed."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.art_society.state import BID, NO_BID, OVER
from modernart_desktop.net.agent_player import AgentPlayer
from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import AI, LanSeat
from modernart_desktop.net.views import legal_to_wire

GAME_ID = "art_society"


def test_a_three_player_art_society_game_over_tcp_replays_to_the_hosts_result(kit, tmp_path):
    async def scenario():
        seats = [LanSeat(), LanSeat(), LanSeat(AI, "Bot", "easy")]
        host = LanHost.new(
            GAME_ID, 3, seed=31, seats=seats, config=kit.fast_config(), save_path=tmp_path / "artsoc.msgpack"
        )
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann")
        bob = await kit.join(host, "Bob")
        phases: set[str] = set()
        for client in (ann, bob):
            client.observers.append(lambda what, data, c=client: c.view and phases.add(c.view["phase"]))
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
            reconnects=[ann.reconnects, bob.reconnects],
            phases=phases,
        )
        replay = kit.replay_of(host)
        for c in (ann, bob):
            await c.close()
        await host.close()
        return facts, replay

    facts, replay = kit.run(scenario(), 60)
    assert facts["seq"] > 40 and replay.is_over()
    assert replay.result() == facts["result"]  # the host's log replays to its result
    expected = (list(facts["result"].scores), list(facts["result"].winners))
    assert [(r["scores"], r["winners"]) for r in facts["results"]] == [expected, expected]
    assert facts["views"] == [True, True] and facts["reconnects"] == [0, 0]
    assert {"start", "choose", "bid", "pick", "over"} <= facts["phases"]


def lists_in(value: Any):
    if isinstance(value, list):
        yield value
        for v in value:
            yield from lists_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from lists_in(v)


def secrets_of(seat: int | None, seen: dict[str, int]):
    def check(match: Match, msg: dict[str, Any], view: dict[str, Any]) -> None:
        state = match.state
        over = state.phase == OVER
        mine = None if seat is None else sorted(state.hands[seat])
        assert view["hand"] == mine
        for other in range(state.num_players):
            if other == seat or over:
                continue
            hand = sorted(state.hands[other])
            # (every hand starts as 1..20: only a list that is not this seat's own hand counts)
            if len(hand) >= 2 and hand != mine:
                assert all(lst != hand for lst in lists_in(msg)), f"seat {other}'s lollipops leaked"
                seen["hands"] += 1
        if state.phase == BID:
            assert view["my_bid"] == (None if seat is None else (state.bids[seat] or None))
            assert view["committed"] == [b != NO_BID for b in state.bids]
            # the frame does not depend on what the others committed: give each of them
            # another lollipop and the rules still show this seat the same view and moves
            for other in range(state.num_players):
                if other == seat or state.bids[other] == NO_BID:
                    continue
                seen["hidden_bids"] += 1
                for alt in [b for b in state.hands[other] if b != state.bids[other]][:3]:
                    bids = list(state.bids)
                    bids[other] = alt
                    changed = dataclasses.replace(state, bids=bids)
                    assert match.game.view_for(changed, seat) == view, f"seat {other}'s bid shows"
                    if seat is not None:
                        legal = legal_to_wire(match.game.legal_actions(changed, seat))
                        assert legal == msg["legal"], f"seat {other}'s bid shows in the legal moves"
        events = msg["log"] if msg["t"] == "snapshot" else msg["events"]
        for _, event in events:
            if event["code"] == "bid/my_lollipop":
                assert event["params"]["seat"] == seat, "another seat's committed lollipop was sent"
            if event["code"] == "bid/revealed":
                seen["reveals"] += 1

    return check


def test_a_seat_and_a_spectator_never_see_other_lollipops_or_unrevealed_bids(kit):
    out = kit.run(kit.record_a_game(GAME_ID, 47, ("easy", "normal")), 60)
    record, tapes = out["record"], out["tapes"]
    assert out["seats"] == [0, None] and len(tapes) == 2
    ann_msgs, spy_msgs = kit.decode_all(tapes[0]), kit.decode_all(tapes[1])
    assert ann_msgs[0]["t"] == "welcome" and ann_msgs[0]["seat"] == 0
    assert spy_msgs[0]["t"] == "welcome" and spy_msgs[0]["token"] is None
    assert out["tokens"][1].encode() not in tapes[0] and not any(
        t.encode() in tapes[1] for t in out["tokens"]
    )
    seen_ann = {"hidden_bids": 0, "reveals": 0, "hands": 0}
    seen_spy = {"hidden_bids": 0, "reveals": 0, "hands": 0}
    checked_ann = kit.check_stream(ann_msgs, 0, record, secrets_of(0, seen_ann))
    checked_spy = kit.check_stream(spy_msgs, None, record, secrets_of(None, seen_spy))
    # every accepted action reached both recorded links, bids were hidden and then revealed
    assert checked_ann == checked_spy == len(record["log"]) + 1
    assert Match.from_record(record).is_over()
    assert seen_ann["hidden_bids"] > 10 and seen_spy["hidden_bids"] > 10
    assert seen_ann["reveals"] >= 3 and seen_ann["hands"] > 10 and seen_spy["hands"] > 10
