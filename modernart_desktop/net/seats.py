"""The LAN table's seats as the lobby knows them: who sits where, ready or not,
connected or not, and the hash of each remote seat's resume token.

The roster is saved inside the match record (meta "lan"), so a restarted host
knows which token reclaims which seat; only hashes of tokens and of the table's
password are stored.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from modernart_desktop.host.table import AI, REMOTE, SeatInfo
from modernart_desktop.host.table import HUMAN as TABLE_HUMAN

OPEN = "open"  # waiting for a LAN player
# REMOTE (a LAN player's seat, held for them while they are away) and AI (run by the
# host) are the table's own seat kinds, defined once in host/table.py.
LOCAL = "local"  # a person at the host's own screen
KINDS = (OPEN, REMOTE, AI, LOCAL)


@dataclass
class LanSeat:
    kind: str = OPEN
    name: str = ""
    level: str | None = None  # AI level (AI seats)
    ready: bool = False  # lobby: a remote player said "ready"
    connected: bool = False  # a remote player's link is up
    standin: bool = False  # an AI plays for the absent owner
    token_hash: str | None = None

    @property
    def is_ready(self) -> bool:
        return self.kind in (AI, LOCAL) or (self.kind == REMOTE and self.connected and self.ready)

    def to_wire(self) -> dict[str, Any]:
        """What every peer may know about the seat (never the token)."""
        return {
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "ready": self.is_ready,
            "connected": self.connected or self.kind in (AI, LOCAL),
            "standin": self.standin,
        }

    def to_record(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level, "token_hash": self.token_hash}

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> LanSeat:
        kind = record["kind"] if record.get("kind") in KINDS else OPEN
        return cls(
            kind, str(record.get("name") or ""), record.get("level"), token_hash=record.get("token_hash")
        )

    def seat_info(self) -> SeatInfo:
        """The table's own record of who plays the seat."""
        if self.kind == AI:
            return SeatInfo(self.name, AI, self.level, True)
        if self.kind == LOCAL:
            return SeatInfo(self.name, TABLE_HUMAN, None, True)
        return SeatInfo(self.name, REMOTE, None, self.connected)


def new_token() -> tuple[str, str]:
    """A fresh resume token and the hash the host keeps of it."""
    token = secrets.token_urlsafe(24)
    return token, hash_token(token)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def hash_password(password: str) -> str:
    """What a save keeps of a table's password: a salt and a hash, never the password."""
    salt = secrets.token_hex(8)
    return f"{salt}${hashlib.sha256((salt + password).encode('utf-8')).hexdigest()}"


def password_matches(stored: str, given: str) -> bool:
    salt, _sep, digest = stored.partition("$")
    wanted = hashlib.sha256((salt + given).encode("utf-8")).hexdigest()
    return hmac.compare_digest(digest, wanted)


def seat_of_token(seats: list[LanSeat], token: str) -> int | None:
    wanted = hash_token(token)
    found = None
    for i, seat in enumerate(seats):
        if seat.token_hash and hmac.compare_digest(seat.token_hash, wanted):
            found = i
    return found


def unique_name(seats: list[LanSeat], name: str, skip: int | None = None) -> str:
    """`name`, or `name (2)`... if another seat already uses it."""
    taken = {s.name for i, s in enumerate(seats) if i != skip and s.kind != OPEN}
    base = name.strip()[:28] or "?"
    if base not in taken:
        return base
    n = 2
    while f"{base} ({n})" in taken:
        n += 1
    return f"{base} ({n})"
