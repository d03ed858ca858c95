"""Friesematenten over the LAN, exactly like the other games: a 3-player game over
real TCP on 127.0.0.1 (two LAN players driven by AI agents, one AI seat on the host)
replays from seed and log to the host's result; and every byte the host sends to one
seat and to a spectator is recorded and held to the game's secret: each seat's money
(R2), which only its owner sees until the game ends, with its income and the private
money events."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.games.friesematenten.state import OVER
from modernart_desktop.net.agent_player import AgentPlayer
from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import AI, LanSeat
from modernart_desktop.net.views import legal_to_wire

GAME_ID = "friesematenten"
# the events that tell a seat about its own money, and whose money each is about
PRIVATE_MONEY = {"money/fee", "money/lost", "income/paid", "upkeep/paid", "money/stolen"}


def test_a_three_player_friesematenten_game_over_tcp_replays_to_the_hosts_result(kit, tmp_path):
    async def scenario():
        seats = [LanSeat(), LanSeat(), LanSeat(AI, "Bot", "easy")]
        host = LanHost.new(
            GAME_ID, 3, seed=53, seats=seats, config=kit.fast_config(), save_path=tmp_path / "friese.msgpack"
        )
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann")
        bob = await kit.join(host, "Bob")
        for client in (ann, bob):
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
            money=[ann.view["all_money"], bob.view["all_money"]],
            host_money=list(host.table.match.state.money),
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
    # at the end (R36) everyone's money is shown, as the host has it
    assert facts["money"] == [facts["host_money"], facts["host_money"]]


def money_is_private(seat: int | None, seen: dict[str, int]):
    def check(match: Match, msg: dict[str, Any], view: dict[str, Any]) -> None:
        state = match.state
        over = state.phase == OVER
        assert view["money"] == (None if seat is None else state.money[seat])
        assert view["all_money"] == (list(state.money) if over else None)
        if seat is None or over:
            assert view["income"] is None
        if not over:
            # the frame does not depend on the others' money: change it and the rules
            # still show this seat the same view and the same legal moves
            for other in range(state.num_players):
                if other == seat:
                    continue
                seen["hidden"] += 1
                for delta in (7, 40):
                    money = list(state.money)
                    money[other] += delta
                    changed = dataclasses.replace(state, money=money)
                    assert match.game.view_for(changed, seat) == view, f"seat {other}'s money shows"
                    if seat is not None:
                        legal = legal_to_wire(match.game.legal_actions(changed, seat))
                        assert legal == msg["legal"], f"seat {other}'s money shows in the legal moves"
        events = msg["log"] if msg["t"] == "snapshot" else msg["events"]
        for _, event in events:
            if event["code"] in PRIVATE_MONEY:
                p = event["params"]
                owners = {p["thief"], p["victim"]} if event["code"] == "money/stolen" else {p["seat"]}
                assert seat in owners, f"{event['code']} of {owners} reached seat {seat}"
                seen["private"] += 1

    return check


def test_a_seat_and_a_spectator_never_see_another_seats_money(kit):
    out = kit.run(kit.record_a_game(GAME_ID, 61, ("easy", "normal")), 60)
    record, tapes = out["record"], out["tapes"]
    assert out["seats"] == [0, None] and len(tapes) == 2
    ann_msgs, spy_msgs = kit.decode_all(tapes[0]), kit.decode_all(tapes[1])
    assert ann_msgs[0]["t"] == "welcome" and ann_msgs[0]["seat"] == 0
    assert spy_msgs[0]["t"] == "welcome" and spy_msgs[0]["token"] is None
    assert out["tokens"][1].encode() not in tapes[0] and not any(
        t.encode() in tapes[1] for t in out["tokens"]
    )
    seen_ann = {"hidden": 0, "private": 0}
    seen_spy = {"hidden": 0, "private": 0}
    checked_ann = kit.check_stream(ann_msgs, 0, record, money_is_private(0, seen_ann))
    checked_spy = kit.check_stream(spy_msgs, None, record, money_is_private(None, seen_spy))
    # every accepted action reached both recorded links
    assert checked_ann == checked_spy == len(record["log"]) + 1
    assert Match.from_record(record).is_over()
    # seat 0 was paid income and told of its own money; the spectator never was
    assert seen_ann["private"] > 3 and seen_spy["private"] == 0
    assert seen_ann["hidden"] > 20 and seen_spy["hidden"] > 20


def test_refusals_over_tcp_name_the_most_specific_reason_in_the_documented_order(kit):
    """docs/protocol.md 12.4: a kind never asked now is action/not_now; then the card named
    (unknown, not yours, never usable this way), whatever else the seat could do."""
    from modernart_desktop.games.friesematenten.actions import Bid, DiscardStatus, PlayCard
    from modernart_desktop.games.friesematenten.components import OBJECTION

    async def scenario():
        seats = [LanSeat(), LanSeat(AI, "Bot", "easy")]
        host = LanHost.new(GAME_ID, 2, seed=8, seats=seats, config=kit.fast_config(max_refusals=100))
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann")
        ann.set_ready(True)
        await ann.wait_until(lambda c: c.my_turn() and c.view["asking"]["kind"] == "bid", 20)
        probes = {
            "a question never asked now": DiscardStatus(3),
            "an unknown card": PlayCard(99, -1, -1, -1),
            "a card that is not hers": PlayCard(OBJECTION, -1, -1, -1),
            "a bid below the minimum": Bid(1),
        }
        codes = {}
        for what, action in probes.items():
            cid = ann.send_action(action)
            await ann.wait_until(lambda c, cid=cid: (c.last_refusal or {}).get("id") == cid, 5)
            codes[what] = ann.last_refusal["code"]
        await ann.close()
        await host.close()
        return codes

    assert kit.run(scenario(), 60) == {
        "a question never asked now": "action/not_now",
        "an unknown card": "card/unknown",
        "a card that is not hers": "card/not_yours",
        "a bid below the minimum": "bid/too_low",
    }
