"""Frames: a 4-byte big-endian length, then one msgpack value of exactly that many bytes.

The length is checked against a hard cap before a single payload byte is read,
and the payload is decoded by a `msgpack.Unpacker` whose own limits (strings,
arrays, maps, no binary or extension types) are set from that cap, so a hostile
peer cannot make us allocate more than one frame's worth.
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any

import msgpack

from modernart_desktop.net.protocol import ProtocolError

HEADER = struct.Struct("!I")


def encode_frame(msg: Any, cap: int) -> bytes:
    """One frame for `msg`; ValueError if it would exceed `cap` (a bug on our side)."""
    payload = msgpack.packb(msg, use_bin_type=True)
    if len(payload) > cap:
        raise ValueError(f"frame of {len(payload)} bytes exceeds the cap of {cap}")
    return HEADER.pack(len(payload)) + payload


def _no_ext(code: int, data: bytes) -> Any:
    raise ProtocolError("frame/ext_type")


def decode_payload(payload: bytes, cap: int) -> Any:
    """The one msgpack value in `payload`; ProtocolError on anything else."""
    unpacker = msgpack.Unpacker(
        max_buffer_size=cap,
        max_str_len=cap,
        max_bin_len=0,
        max_ext_len=0,
        max_array_len=min(cap, 100_000),
        max_map_len=min(cap // 2, 10_000),
        strict_map_key=True,
        raw=False,
        use_list=True,
        ext_hook=_no_ext,
        timestamp=0,
    )
    try:
        unpacker.feed(payload)
        value = unpacker.unpack()
    except ProtocolError:
        raise
    except msgpack.OutOfData:
        raise ProtocolError("frame/truncated") from None
    except Exception:  # msgpack signals garbage with several exception types
        raise ProtocolError("frame/malformed") from None
    if unpacker.tell() != len(payload):
        raise ProtocolError("frame/trailing_bytes")
    return value


async def read_frame(reader: asyncio.StreamReader, cap: int) -> bytes:
    """The next frame's payload. EOF between frames: asyncio.IncompleteReadError."""
    header = await reader.readexactly(HEADER.size)
    (length,) = HEADER.unpack(header)
    if length > cap:
        raise ProtocolError("frame/too_large", size=length, cap=cap)
    if length == 0:
        raise ProtocolError("frame/empty")
    return await reader.readexactly(length)
