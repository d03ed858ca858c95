"""Hidden information never leaves the host. Every byte the host sends to one seat's
client and to a spectator during a whole game is recorded by a relay on 127.0.0.1,
decoded frame by frame, and checked against the game replayed from the host's log:
no other seat's hand, no other seat's money (secret in Modern Art) before the game
ends, no uncommitted sealed bid of another seat, no other seat's resume token."""

from __future__ import annotations

import asyncio
from typing import Any

from modernart_desktop.core.match import Match
from modernart_desktop.net.views import apply_diff, legal_to_wire


def lists_in(value: Any):
    if isinstance(value, list):
        yield value
        for v in value:
            yield from lists_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from lists_in(v)


def timeline(record: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
    """What the rules give `seat` after 0, 1, 2... accepted actions (replayed from the seed)."""
    match = Match.new(record["game"], record["players"], record["options"], record["seed"])
    out = []

    def snap() -> None:
        state = match.state
        out.append(
            {
                "view": match.view_for(seat),
                "events": list(match.events_for(seat)),
                "legal": legal_to_wire(match.legal_actions(seat)) if seat is not None else None,
                "hands": [sorted(h) for h in state.hands],
                "over": match.is_over(),
                "sealed": list(state.auction.sealed) if state.auction is not None else None,
            }
        )

    snap()
    for entry_seat, wire in record["log"]:
        match.apply_wire(entry_seat, wire)
        snap()
    return out


def check_stream(
    messages: list[dict[str, Any]],
    seat: int | None,
    record: dict[str, Any],
    other_tokens: list[str],
    raw: bytes,
) -> int:
    """Replay what this client saw and hold every message to the rules of secrecy."""
    states = timeline(record, seat)
    n = record["players"]
    view: dict[str, Any] | None = None
    checked = 0
    for token in other_tokens:
        assert token.encode() not in raw, "another seat's resume token was sent"
    for msg in messages:
        tag = msg["t"]
        # (heartbeats come whenever the game lasts longer than one interval; they carry a counter)
        assert tag in {
            "welcome",
            "seats",
            "snapshot",
            "update",
            "chat",
            "clock",
            "refused",
            "bye",
            "ping",
            "pong",
            "record",
        }, tag
        if tag in ("ping", "pong"):
            assert set(msg) == {"t", "n"}
        if tag == "record":  # the whole match, but only once the game is over
            assert view is not None and view.get("result") is not None, "the record came before the end"
            assert set(msg["record"]["meta"]) == {"names"}
        if tag not in ("snapshot", "update"):
            continue
        at = states[msg["seq"]]
        if tag == "snapshot":
            view = msg["view"]
            assert msg["log"] == [[s, e.to_wire()] for s, e in at["events"]]
        else:
            view = apply_diff(view, msg["set"], msg["append"], msg["del"])
            assert msg["events"] == [[s, e.to_wire()] for s, e in at["events"] if s > msg["prev"]]
        # exactly the view the rules give this seat at this point, and nothing more
        assert view == at["view"]
        assert msg["legal"] == at["legal"]
        # and, spelled out, the secrets of the other seats
        for other in range(n):
            if other == seat:
                continue
            hand = at["hands"][other]
            if len(hand) >= 2:
                assert all(lst != hand for lst in lists_in(msg)), f"seat {other}'s hand leaked"
            if not at["over"]:
                assert view["money"][other] is None
        assert view["hand"] == (None if seat is None else at["hands"][seat])
        auction = view["auction"]
        if auction is not None and auction["type"] == "sealed":
            assert auction["my_bid"] == (at["sealed"][seat] if seat is not None else None)
        events = msg["log"] if tag == "snapshot" else msg["events"]
        for _, event in events:
            if event["code"] == "sealed/my_bid":
                assert event["params"]["seat"] == seat
            if event["code"] == "hand/dealt":
                assert seat is not None
        checked += 1
    return checked


def test_a_seat_and_a_spectator_receive_nothing_secret_during_a_whole_game(kit):
    async def scenario():
        host = await kit.start_host(players=4, ai=2, seed=77)
        relay = kit.Relay(host.port)
        relay_port = await relay.start()
        ann = await kit.join(relay_port, "Ann")  # recorded: seat 0
        bob = await kit.join(host, "Bob")  # direct: seat 1
        spy = await kit.join(relay_port, "Eve", spectator=True)  # recorded: a spectator
        for c in (ann, bob):
            c.set_ready(True)
        await asyncio.gather(kit.agent_player(ann, 5).run(), kit.agent_player(bob, 6).run())
        await spy.wait_until(lambda c: c.over, 10)
        record = host.table.match.to_record()
        tokens = [ann.token, bob.token]
        for c in (ann, bob, spy):
            await c.close()
        await host.close()
        await relay.close()
        return record, tokens, [bytes(r) for r in relay.downstream], ann.seat, spy.seat

    record, tokens, tapes, ann_seat, spy_seat = kit.run(scenario())
    assert ann_seat == 0 and spy_seat is None and len(tapes) == 2
    ann_msgs, spy_msgs = kit.decode_all(tapes[0]), kit.decode_all(tapes[1])
    assert ann_msgs[0]["t"] == "welcome" and ann_msgs[0]["seat"] == 0
    assert spy_msgs[0]["t"] == "welcome" and spy_msgs[0]["seat"] is None and spy_msgs[0]["token"] is None
    checked_ann = check_stream(ann_msgs, 0, record, [tokens[1]], tapes[0])
    checked_spy = check_stream(spy_msgs, None, record, tokens, tapes[1])
    # every accepted action reached both recorded links
    assert checked_ann == checked_spy == len(record["log"]) + 1
    # the game went through sealed auctions, so the sealed-bid checks had work to do
    final = Match.from_record(record).view_for(None)
    assert any(h["type"] == "sealed" for h in final["history"])
