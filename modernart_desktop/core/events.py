"""Events: what happened, as a stable code plus msgpack-ready parameters.

An event is public (`to is None`) or private to one seat (a card drawn, your own
secret bid). Logs are redacted per recipient by dropping private events of others.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from modernart_desktop.core.frozen import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Event:
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    to: int | None = None  # None: everyone sees it; a seat: only that seat does

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or self.to == seat

    def to_wire(self) -> dict[str, Any]:
        return {"code": self.code, "params": self.params}


def redact(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events `seat` may see (a spectator, seat None, sees only public ones)."""
    return [e for e in events if e.to is None or e.to == seat]
