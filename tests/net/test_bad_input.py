"""Bad input closes only the connection that sent it, with a clear code, and the seats
at the table play on.

A host runs in a background thread with a game in progress: two LAN players played
by agents, an AI, and a third LAN player who has not moved yet (so the game waits
for them). The tests attack it over raw sockets on 127.0.0.1; after each attack a
fresh spectator must still be admitted, and the last test plays the game to its end
with none of the players ever disconnected."""

from __future__ import annotations

import asyncio
import socket
import struct
import threading

import msgpack
import pytest
from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.net.codec import decode_payload
from modernart_desktop.net.protocol import CLIENT_MESSAGES, MAX_CLIENT_FRAME, ProtocolError, check_from_client

HEADER = struct.Struct("!I")
STABLE_CODES = {
    "frame/too_large",
    "frame/empty",
    "frame/malformed",
    "frame/truncated",
    "frame/trailing_bytes",
    "frame/ext_type",
    "message/not_a_map",
    "message/no_tag",
    "message/unknown_tag",
    "message/fields",
    "message/field_type",
    "handshake/hello_expected",
    "handshake/repeated",
    "handshake/timeout",
}


class BackgroundTable:
    """A LAN table in its own thread and event loop, reachable on 127.0.0.1:port."""

    def __init__(self, kit) -> None:
        self.kit = kit
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.call(self._setup())

    def call(self, coro, timeout=30):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _setup(self):
        kit = self.kit
        self.host = await kit.start_host(
            players=4, ai=1, seed=3, hello_timeout=0.5, options={"open_clock": 0}
        )
        self.port = self.host.port
        self.good = [await kit.join(self.host, n) for n in ("Ann", "Bob")]
        self.idle = await kit.join(self.host, "Cid")  # seat 2 takes its time
        for c in (*self.good, self.idle):
            c.set_ready(True)
        self.players = [asyncio.ensure_future(kit.agent_player(c, i).run()) for i, c in enumerate(self.good)]
        await self.idle.wait_until(lambda c: c.view is not None)

    async def _finish(self):
        self.players.append(asyncio.ensure_future(self.kit.agent_player(self.idle, 9).run()))
        results = await asyncio.wait_for(asyncio.gather(*self.players), 30)
        clients = (*self.good, self.idle)
        out = dict(
            results=results,
            reconnects=[c.reconnects for c in clients],
            views=[c.view == self.host.table.view_for(c.seat) for c in clients],
            replay=self.kit.replay_of(self.host).result(),
            result=self.host.table.match.result(),
        )
        for c in clients:
            await c.close()
        await self.host.close()
        return out

    def finish(self):
        return self.call(self._finish())

    async def _shutdown(self):
        for c in (*self.good, self.idle):
            await c.close()
        for task in self.players:
            task.cancel()
        if not self.host.closing:
            await self.host.close()

    def stop(self):
        self.call(self._shutdown())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture(scope="module")
def bg(kit):
    table = BackgroundTable(kit)
    yield table
    table.stop()


def attack(kit, port: int, data: bytes, *, shut_write: bool = False) -> list:
    """Send raw bytes; return every message the host answers before closing the link."""
    sock = kit.raw_connect(port)
    try:
        sock.sendall(data)
        if shut_write:
            sock.shutdown(socket.SHUT_WR)
        return kit.read_frames(sock)
    finally:
        sock.close()


def closed_with(messages: list) -> str | None:
    errors = [m for m in messages if m.get("t") == "error"]
    return errors[-1]["code"] if errors else None


def assert_alive(kit, bg) -> None:
    """A new spectator is still welcome, and sees the game in progress."""
    sock = kit.raw_connect(bg.port)
    try:
        sock.sendall(kit.frame(kit.hello("Watcher")))
        msgs = kit.read_frames(sock, timeout=0.3)
    finally:
        sock.close()
    tags = [m["t"] for m in msgs]
    assert tags[0] == "welcome" and "snapshot" in tags


def hello_frame(kit) -> bytes:
    return kit.frame(kit.hello())


# -- frames ----------------------------------------------------------------------------------
def test_a_frame_over_the_size_cap_is_refused_before_it_is_read(kit, bg):
    msgs = attack(kit, bg.port, HEADER.pack(MAX_CLIENT_FRAME + 1) + b"x" * 100)
    assert closed_with(msgs) == "frame/too_large"
    assert msgs[-1]["params"]["cap"] == MAX_CLIENT_FRAME
    assert_alive(kit, bg)


def test_garbage_bytes_close_the_link_as_malformed(kit, bg):
    assert closed_with(attack(kit, bg.port, HEADER.pack(5) + b"\xc1\xc1\xc1\xc1\xc1")) == "frame/malformed"
    assert closed_with(attack(kit, bg.port, b"\xff\xfe\x00garbage" * 3)) == "frame/too_large"
    assert_alive(kit, bg)


def test_a_truncated_frame_closes_the_link(kit, bg):
    payload = msgpack.packb(kit.hello())
    msgs = attack(kit, bg.port, HEADER.pack(len(payload)) + payload[:7], shut_write=True)
    assert closed_with(msgs) == "frame/truncated"
    # a frame whose msgpack value is cut short inside a complete frame
    assert closed_with(attack(kit, bg.port, HEADER.pack(7) + payload[:7])) == "frame/truncated"
    # two values in one frame
    extra = payload + msgpack.packb(1)
    assert closed_with(attack(kit, bg.port, HEADER.pack(len(extra)) + extra)) == "frame/trailing_bytes"
    assert closed_with(attack(kit, bg.port, HEADER.pack(0))) == "frame/empty"
    assert_alive(kit, bg)


def test_extension_and_binary_types_are_not_part_of_the_protocol(kit, bg):
    ext = msgpack.packb(msgpack.ExtType(5, b"abcd"))
    assert closed_with(attack(kit, bg.port, HEADER.pack(len(ext)) + ext)) == "frame/malformed"
    binary = msgpack.packb({"t": "hello", "name": b"bytes"}, use_bin_type=True)
    assert closed_with(attack(kit, bg.port, HEADER.pack(len(binary)) + binary)) == "frame/malformed"
    assert_alive(kit, bg)


# -- messages ------------------------------------------------------------------------------------
def test_wrong_types_unknown_tags_and_missing_fields_are_named_in_the_error(kit, bg):
    bad_proto = kit.hello(proto="1")
    assert closed_with(attack(kit, bg.port, kit.frame(bad_proto))) == "message/field_type"
    assert closed_with(attack(kit, bg.port, kit.frame({"t": "launch_missiles"}))) == "message/unknown_tag"
    assert closed_with(attack(kit, bg.port, kit.frame([1, 2, 3]))) == "message/not_a_map"
    assert closed_with(attack(kit, bg.port, kit.frame({"tag": "hello"}))) == "message/no_tag"
    no_name = kit.hello()
    del no_name["name"]
    msgs = attack(kit, bg.port, kit.frame(no_name))
    assert closed_with(msgs) == "message/fields" and msgs[-1]["params"]["missing"] == ["name"]
    assert_alive(kit, bg)


def test_the_handshake_comes_first_once_and_in_time(kit, bg):
    assert closed_with(attack(kit, bg.port, kit.frame({"t": "sync"}))) == "handshake/hello_expected"
    twice = attack(kit, bg.port, hello_frame(kit) + hello_frame(kit))
    assert twice[0]["t"] == "welcome" and closed_with(twice) == "handshake/repeated"
    assert closed_with(attack(kit, bg.port, b"")) == "handshake/timeout"  # silent peer
    after_hello = attack(kit, bg.port, hello_frame(kit) + kit.frame({"t": "command", "id": "x"}))
    assert closed_with(after_hello) == "message/fields"
    assert_alive(kit, bg)


def test_a_spectator_flooding_commands_is_cut_off(kit, bg):
    command = {"t": "command", "id": 1, "seq": 0, "seat": 0, "action": {"kind": "pass"}}
    msgs = attack(kit, bg.port, hello_frame(kit) + kit.frame(command) * 50)
    refusals = [m["code"] for m in msgs if m["t"] == "refused"]
    assert refusals and set(refusals) == {"seat/spectator"}
    assert closed_with(msgs) == "flood/refused"
    assert_alive(kit, bg)


# -- hypothesis: whatever arrives, the host answers with a stable code and survives ---------
values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**64 - 1)
    | st.floats(allow_nan=True)
    | st.text(max_size=20)
    | st.binary(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


@st.composite
def mutated_messages(draw):
    """A valid-looking client message with one thing wrong (or a wholly random value)."""
    tag = draw(st.sampled_from(sorted(CLIENT_MESSAGES)))
    fields = CLIENT_MESSAGES[tag]
    msg = {"t": tag, **{name: draw(values) for name in fields}}
    how = draw(st.sampled_from(["values", "drop", "extra", "tag", "random"]))
    if how == "drop" and fields:
        del msg[draw(st.sampled_from(sorted(fields)))]
    elif how == "extra":
        msg[draw(st.text(min_size=1, max_size=8).filter(lambda k: k not in msg))] = draw(values)
    elif how == "tag":
        msg["t"] = draw(values)
    elif how == "random":
        return draw(values)
    return msg


@given(msg=mutated_messages(), after_hello=st.booleans())
def test_generated_malformed_messages_close_only_their_own_link(kit, bg, msg, after_hello):
    try:
        check_from_client(msg)
        valid = True
    except ProtocolError:
        valid = False
    payload = msgpack.packb(msg, use_bin_type=True)
    data = (hello_frame(kit) if after_hello else b"") + HEADER.pack(len(payload)) + payload
    sock = kit.raw_connect(bg.port)
    try:
        sock.sendall(data)
        msgs = kit.read_frames(sock, timeout=0.6 if valid else 3.0)
    finally:
        sock.close()
    code = closed_with(msgs)
    if not valid:
        assert code in STABLE_CODES, (msg, msgs)
    assert all(
        m["t"]
        in {
            "welcome",
            "seats",
            "snapshot",
            "update",
            "refused",
            "error",
            "chat",
            "join_refused",
            "clock",
            "ping",
            "bye",
        }
        for m in msgs
    )


@given(st.binary(max_size=64))
def test_decoding_random_bytes_gives_a_value_or_a_protocol_error(data):
    try:
        decode_payload(data, MAX_CLIENT_FRAME)
    except ProtocolError as exc:
        assert exc.code.startswith("frame/")


@given(values)
def test_the_schema_check_never_fails_with_anything_but_a_protocol_error(value):
    try:
        check_from_client(value)
    except ProtocolError:
        pass


# -- and the game went on --------------------------------------------------------------------------
def test_after_all_that_the_game_is_played_to_its_end_by_the_same_players(kit, bg):
    assert_alive(kit, bg)
    out = bg.finish()
    assert out["reconnects"] == [0, 0, 0]
    assert out["views"] == [True, True, True]
    assert out["result"] == out["replay"]
    expected = {"scores": list(out["result"].scores), "winners": list(out["result"].winners)}
    assert out["results"] == [expected] * 3
