"""The LAN protocol's messages and their schema (docs/protocol.md is the prose version).

Every message is a msgpack map with a string tag `t`. Each tag has an exact set of
fields, all required, each with a type check; anything else is refused with a
stable code. Codes and parameters only: no translated text travels on the wire.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

PROTOCOL_MIN = 1
# 2: the host may send `nudge` (a seat kept the table waiting); only to a peer that speaks 2.
PROTOCOL_MAX = 2
NUDGE_VERSION = 2

# Frame caps: what a client may send is tiny; the host sends views and logs.
MAX_CLIENT_FRAME = 16 * 1024
MAX_HOST_FRAME = 1024 * 1024

MAX_NAME = 32
MAX_PASSWORD = 64
MAX_TOKEN = 64
MAX_CHAT = 500
MAX_CODE = 64
MAX_DEPTH = 12

ROLE_PLAYER = "player"
ROLE_SPECTATOR = "spectator"


class ProtocolError(Exception):
    """A peer broke the protocol: the connection that did it is closed with `code`."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        return f"{self.code} {self.params}" if self.params else self.code


# -- field checks --------------------------------------------------------------------
Check = Callable[[Any], bool]
_SAFE_INT = 2**53


def is_int(v: Any) -> bool:
    return type(v) is int and -_SAFE_INT < v < _SAFE_INT


def is_bool(v: Any) -> bool:
    return type(v) is bool


def text(max_len: int, *, min_len: int = 0) -> Check:
    return lambda v: type(v) is str and min_len <= len(v) <= max_len


def optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def one_of(*choices: str) -> Check:
    return lambda v: type(v) is str and v in choices


def list_of(check: Check, max_len: int, min_len: int = 0) -> Check:
    return lambda v: type(v) is list and min_len <= len(v) <= max_len and all(check(x) for x in v)


def is_number(v: Any) -> bool:
    return (type(v) is float and math.isfinite(v)) or is_int(v)


def is_data(v: Any, depth: int = 0) -> bool:
    """msgpack-ready data: maps with string keys, lists, scalars; bounded depth."""
    if depth > MAX_DEPTH:
        return False
    if v is None or type(v) in (bool, str) or is_int(v) or (type(v) is float and math.isfinite(v)):
        return True
    if type(v) is list:
        return all(is_data(x, depth + 1) for x in v)
    if type(v) is dict:
        return all(type(k) is str and is_data(x, depth + 1) for k, x in v.items())
    return False


def is_map(v: Any) -> bool:
    return type(v) is dict and is_data(v)


def is_event_entry(v: Any) -> bool:
    """[seq, {"code": str, "params": map}]: one entry of a redacted event log."""
    return (
        type(v) is list
        and len(v) == 2
        and is_int(v[0])
        and type(v[1]) is dict
        and set(v[1]) == {"code", "params"}
        and type(v[1]["code"]) is str
        and is_map(v[1]["params"])
    )


_SEAT_FIELDS = {"name", "kind", "level", "ready", "connected", "standin"}


def is_seat_wire(v: Any) -> bool:
    """One seat of the table as everyone may see it (never its resume token)."""
    return (
        type(v) is dict
        and set(v) == _SEAT_FIELDS
        and text(MAX_NAME)(v["name"])
        and text(MAX_CODE)(v["kind"])
        and optional(text(MAX_CODE))(v["level"])
        and is_bool(v["ready"])
        and is_bool(v["connected"])
        and is_bool(v["standin"])
    )


_name = text(MAX_NAME, min_len=1)
_code = text(MAX_CODE, min_len=1)
_seat = optional(is_int)

# -- the messages ------------------------------------------------------------------------
# Sent by a client to the host.
CLIENT_MESSAGES: dict[str, dict[str, Check]] = {
    "hello": {
        "proto": list_of(is_int, 2, 2),
        "app": text(32),
        "name": _name,
        "role": one_of(ROLE_PLAYER, ROLE_SPECTATOR),
        "password": optional(text(MAX_PASSWORD)),
        "token": optional(text(MAX_TOKEN, min_len=1)),
    },
    "ready": {"ready": is_bool},
    # The action is only required to be a map here: a bad action inside a good envelope is
    # the game's to refuse (`action/malformed`, core/actions.py), and the link stays.
    "command": {"id": is_int, "seq": is_int, "seat": is_int, "action": is_map},
    "sync": {},
    "chat": {"text": text(MAX_CHAT, min_len=1)},
    "bye": {},
    "ping": {"n": is_int},
    "pong": {"n": is_int},
}

# Sent by the host to a client.
HOST_MESSAGES: dict[str, dict[str, Check]] = {
    "welcome": {
        "proto": is_int,
        "app": text(32),
        "seat": _seat,
        "token": optional(text(MAX_TOKEN)),
        "table": is_map,
    },
    "join_refused": {"code": _code, "params": is_map},
    "seats": {"seats": list_of(is_seat_wire, 16), "started": is_bool, "paused": is_bool, "over": is_bool},
    "snapshot": {
        "seq": is_int,
        "view": is_map,
        "legal": optional(is_map),
        "log": list_of(is_event_entry, 1_000_000),
    },
    "update": {
        "seq": is_int,
        "prev": is_int,
        "set": is_map,
        "append": is_map,
        "del": list_of(text(64), 64),
        "events": list_of(is_event_entry, 10_000),
        "legal": optional(is_map),
    },
    "refused": {"id": is_int, "code": _code, "params": is_map, "seq": is_int},
    "chat": {"seat": _seat, "name": text(MAX_NAME), "text": text(MAX_CHAT, min_len=1)},
    "clock": {"seq": is_int, "seconds": optional(is_number)},
    "error": {"code": _code, "params": is_map},
    "bye": {"code": _code},
    "ping": {"n": is_int},
    "pong": {"n": is_int},
    # The host asks this seat's player, politely, to come back to the table (version 2).
    "nudge": {"seat": is_int, "waited": is_number},
    # Once the game is over nothing is secret: the whole match (game, players, options,
    # seed as decimal text, log, seat names), so a peer can replay it as the host can.
    "record": {"record": is_map},
}


def check_message(msg: Any, schema: Mapping[str, Mapping[str, Check]]) -> dict[str, Any]:
    """The message if it fits `schema`; ProtocolError with a stable code if not."""
    if type(msg) is not dict:
        raise ProtocolError("message/not_a_map")
    tag = msg.get("t")
    if type(tag) is not str:
        raise ProtocolError("message/no_tag")
    fields = schema.get(tag)
    if fields is None:
        raise ProtocolError("message/unknown_tag", tag=tag[:MAX_CODE])
    keys = set(msg) - {"t"}
    if keys != set(fields):
        missing = sorted(set(fields) - keys)
        extra = sorted(str(k)[:32] for k in keys - set(fields))
        raise ProtocolError("message/fields", tag=tag, missing=missing, extra=extra[:8])
    for name, check in fields.items():
        if not check(msg[name]):
            raise ProtocolError("message/field_type", tag=tag, field=name)
    return msg


def check_from_client(msg: Any) -> dict[str, Any]:
    return check_message(msg, CLIENT_MESSAGES)


def check_from_host(msg: Any) -> dict[str, Any]:
    return check_message(msg, HOST_MESSAGES)


def negotiate(client_min: int, client_max: int) -> int | None:
    """The highest protocol version both sides speak, or None."""
    best = min(client_max, PROTOCOL_MAX)
    return best if best >= max(client_min, PROTOCOL_MIN) else None


def wire_params(params: Mapping[str, Any]) -> dict[str, Any]:
    """Error parameters made safe for the wire (anything odd becomes a short string)."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        out[str(key)[:32]] = value if is_data(value) else str(value)[:64]
    return out
