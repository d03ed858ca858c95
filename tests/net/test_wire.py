"""The pieces under the protocol: frames with a hard cap, view diffs that rebuild the
very same view, and legal actions that survive the trip to a client."""

from __future__ import annotations

import struct

import msgpack
import pytest
from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.net.codec import decode_payload, encode_frame
from modernart_desktop.net.protocol import (
    MAX_CLIENT_FRAME,
    ProtocolError,
    check_from_client,
    check_from_host,
    wire_params,
)
from modernart_desktop.net.views import apply_diff, diff_view, legal_from_wire, legal_to_wire


def test_a_frame_is_a_length_then_exactly_one_msgpack_value():
    msg = {"t": "chat", "text": "dzień dobry, ça va ?"}
    frame = encode_frame(msg, MAX_CLIENT_FRAME)
    (n,) = struct.unpack("!I", frame[:4])
    assert n == len(frame) - 4
    assert decode_payload(frame[4:], MAX_CLIENT_FRAME) == msg
    with pytest.raises(ValueError):
        encode_frame({"t": "chat", "text": "x" * MAX_CLIENT_FRAME}, MAX_CLIENT_FRAME)


def test_strings_longer_than_the_cap_are_refused_by_the_unpacker():
    payload = msgpack.packb("y" * 2000)
    with pytest.raises(ProtocolError) as err:
        decode_payload(payload, 1000)
    assert err.value.code == "frame/malformed"


def test_every_message_a_client_sends_fits_the_schema_and_nothing_more():
    check_from_client({"t": "command", "id": 3, "seq": 7, "seat": 1, "action": {"kind": "bid", "amount": 12}})
    for bad, code in [
        (
            {"t": "command", "id": 3, "seq": 7, "seat": 1, "action": [{"kind": "bid", "amount": 1}]},
            "message/field_type",
        ),
        ({"t": "command", "id": True, "seq": 7, "seat": 1, "action": {"kind": "pass"}}, "message/field_type"),
        ({"t": "chat", "text": ""}, "message/field_type"),
        ({"t": "chat", "text": "x" * 501}, "message/field_type"),
        ({"t": "ready", "ready": True, "seat": 2}, "message/fields"),
        ({"t": "update", "seq": 1}, "message/unknown_tag"),  # a host's message, not a client's
    ]:
        with pytest.raises(ProtocolError) as err:
            check_from_client(bad)
        assert err.value.code == code, bad


def test_error_parameters_are_made_safe_for_the_wire():
    assert wire_params({"amount": 5, "seat": None, "odd": object()})["odd"].startswith("<object")


views = st.dictionaries(
    st.sampled_from(list("abcdefg")),
    st.none() | st.integers(0, 9) | st.lists(st.integers(0, 9), max_size=6),
    max_size=7,
)


@given(views, views)
def test_a_diff_applied_to_the_old_view_gives_the_new_one(old, new):
    changed, appended, removed = diff_view(old, new)
    assert apply_diff(old, changed, appended, removed) == new


def test_over_a_whole_game_every_diff_rebuilds_the_seats_view_and_the_history_only_grows():
    match = Match.new("modern_art", 4, seed=12)
    agents = [RandomAgent(s) for s in range(4)]
    before = match.view_for(2)
    held = before
    appended_history = 0
    while not match.is_over():
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
        now = match.view_for(2)
        changed, appended, removed = diff_view(held, now)
        assert "history" not in changed
        appended_history += "history" in appended
        held = apply_diff(held, changed, appended, removed)
        assert held == now
    assert appended_history == len(held["history"])


def test_legal_actions_survive_the_trip_to_the_client():
    game = registry.get("modern_art")
    match = Match.new("modern_art", 3, seed=8)
    seen = set()
    agents = [RandomAgent(s) for s in range(3)]
    while not match.is_over():
        for seat in sorted(match.active_seats()):
            legal = match.legal_actions(seat)
            wire = legal_to_wire(legal)
            check_from_host(
                {
                    "t": "update",
                    "seq": 1,
                    "prev": 0,
                    "set": {},
                    "append": {},
                    "del": [],
                    "events": [],
                    "legal": wire,
                }
            )
            back = legal_from_wire(msgpack.unpackb(msgpack.packb(wire)), game)
            assert back == legal
            seen |= legal.kinds()
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
    assert {"offer", "bid", "pass", "sealed_bid", "set_price"} <= seen
    with pytest.raises(ValueError):
        legal_from_wire({"actions": [{"kind": "teleport"}], "ranges": []}, game)
