"""Actions: small frozen dataclasses with a `kind` tag and a msgpack-ready wire form.

What a seat may do (`LegalActions`, `AmountRange`) lives in core/legal.py and is
imported from here as well.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.legal import AmountRange as AmountRange
from modernart_desktop.core.legal import LegalActions as LegalActions

_WIRE_TYPES = (int, bool, str)

# An action map on the wire (docs/protocol.md section 6): a string `kind` and at most
# MAX_ACTION_FIELDS entries in all, string keys of at most MAX_ACTION_KEY characters,
# values int (|n| < 2^53), bool or string (at most MAX_ACTION_TEXT characters). A map
# outside these is refused as `action/malformed`, like one with the wrong fields.
MAX_ACTION_FIELDS = 8
MAX_ACTION_KEY = 32
MAX_ACTION_TEXT = 64
_SAFE_INT = 2**53


def _wire_value_ok(value: Any) -> bool:
    if type(value) is int:
        return -_SAFE_INT < value < _SAFE_INT
    return type(value) is bool or (isinstance(value, str) and len(value) <= MAX_ACTION_TEXT)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. Subclasses set `kind` and declare int/bool/str fields."""

    kind: ClassVar[str] = ""
    # Sent only by the host's clock (core/game.py `Clock`), never by a seat: the table
    # refuses it from a player (host/table.py), a replay applies it like any other.
    clock_only: ClassVar[bool] = False

    def to_wire(self) -> dict[str, Any]:
        wire: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            wire[f.name] = getattr(self, f.name)
        return wire


def _field_types(cls: type[Action]) -> dict[str, type]:
    hints = typing.get_type_hints(cls)
    types: dict[str, type] = {}
    for f in dataclasses.fields(cls):
        t = hints[f.name]
        if t not in _WIRE_TYPES:
            raise TypeError(f"{cls.__name__}.{f.name}: wire fields are int, bool or str")
        types[f.name] = t
    return types


class ActionCodec:
    """Turns wire dicts back into a game's actions, checking every field's type."""

    def __init__(self, action_types: Iterable[type[Action]]) -> None:
        self._types: dict[str, tuple[type[Action], dict[str, type]]] = {}
        for cls in action_types:
            if not cls.kind or cls.kind in self._types:
                raise ValueError(f"action kind missing or duplicated: {cls!r}")
            self._types[cls.kind] = (cls, _field_types(cls))

        # The same table by class, for `check_types` on actions built in-process.
        self._by_class: dict[type[Action], tuple[tuple[str, type], ...]] = {
            cls: tuple(fields.items()) for cls, fields in self._types.values()
        }

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self._types)

    def fields_of(self, cls: type) -> tuple[tuple[str, type], ...] | None:
        """(name, exact type) of each wire field of `cls`, or None if `cls` is not one
        of this codec's action classes."""
        return self._by_class.get(cls)

    def check_types(self, action: Action) -> None:
        """Refuse an action whose fields are not exactly their declared types: a
        dataclass does not check them, so `Bid(5.5)` or `Bid(True)` would reach the
        rules (bool is an int subclass, and 5.5 compares like a number)."""
        fields = self._by_class.get(type(action))
        if fields is None:
            raise IllegalAction("action/unknown_kind", kind=str(getattr(action, "kind", "?"))[:40])
        for name, t in fields:
            if type(getattr(action, name)) is not t:
                raise IllegalAction("action/malformed", reason="type", field=name)

    def from_wire(self, wire: Any) -> Action:
        """The action a wire map stands for; IllegalAction `action/malformed` (with a
        `reason`) for a map outside the limits above or with the wrong fields,
        `action/unknown_kind` for a kind this game does not have."""
        if not isinstance(wire, Mapping):
            raise IllegalAction("action/malformed", reason="not_a_map")
        if len(wire) > MAX_ACTION_FIELDS:
            raise IllegalAction("action/malformed", reason="too_many_fields", max=MAX_ACTION_FIELDS)
        for key, value in wire.items():
            if type(key) is not str or len(key) > MAX_ACTION_KEY:
                raise IllegalAction("action/malformed", reason="key")
            if not _wire_value_ok(value):
                raise IllegalAction("action/malformed", reason="value", field=key)
        kind = wire.get("kind")
        if type(kind) is not str:
            raise IllegalAction("action/malformed", reason="kind")
        entry = self._types.get(kind)
        if entry is None:
            raise IllegalAction("action/unknown_kind", kind=kind[:40])
        cls, fields = entry
        if set(wire) - {"kind"} != set(fields):
            raise IllegalAction("action/malformed", reason="fields", kind=kind)
        values = {}
        for name, t in fields.items():
            value = wire[name]
            # bool is an int subclass: insist on the exact type either way.
            if type(value) is not t:
                raise IllegalAction("action/malformed", reason="type", field=name)
            values[name] = value
        return cls(**values)
