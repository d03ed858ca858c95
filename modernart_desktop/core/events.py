"""Events: what happened, as a stable code plus msgpack-ready parameters.

An event is public (`to is None`) or private to one seat (a card drawn, your own
secret bid). Logs are redacted per recipient by dropping private events of others.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final


class Event:
    """A stable `code`, msgpack-ready `params`, and who sees it: `to` None for
    everyone, a seat for that seat only.

    Built at every step of every game, so a plain class with an explicit constructor
    rather than a frozen dataclass: compiled (build_info), it is a native class built
    in C whose fields are read-only at run time (`Final`); in pure Python, mypy holds
    every caller to that. Equality, hashing and repr are the dataclass's it replaces."""

    __slots__ = ("code", "params", "to")

    def __init__(self, code: str, params: dict[str, Any] | None = None, to: int | None = None) -> None:
        self.code: Final = code
        self.params: Final[dict[str, Any]] = {} if params is None else params
        self.to: Final = to

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event) or type(other) is not type(self):
            return NotImplemented
        return self.code == other.code and self.params == other.params and self.to == other.to

    def __hash__(self) -> int:
        return hash((self.code, self.params, self.to))  # a TypeError, as before: params is a dict

    def __repr__(self) -> str:
        return f"Event(code={self.code!r}, params={self.params!r}, to={self.to!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled by its constructor's arguments: a compiled (native) class has no other way
        return (Event, (self.code, self.params, self.to))

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or self.to == seat

    def to_wire(self) -> dict[str, Any]:
        return {"code": self.code, "params": self.params}


def redact(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events `seat` may see (a spectator, seat None, sees only public ones)."""
    return [e for e in events if e.to is None or e.to == seat]
