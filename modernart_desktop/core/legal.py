"""What a seat may do now: concrete actions plus amount ranges.

Legal actions are enumerable: a game returns concrete actions plus amount ranges
(a bid from 6 to 100 is one `AmountRange`, not 95 objects), so the UI, the AI and
the fuzzers all share one description of what may be done.

These two classes are built at nearly every step of every game, so they are plain
classes with an explicit constructor rather than frozen dataclasses: the compiled
build (build_info) turns them into native classes built in C, whose fields are
read-only at run time (`Final`); in pure Python, mypy holds every caller to that.
Equality, hashing and repr are the dataclasses' they replace.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # only for annotations: core/actions.py imports this module
    from modernart_desktop.core.actions import Action


class AmountRange:
    """Every action `cls(**fixed, <field>=n)` for lo <= n <= hi.

    `afford` is for games whose amounts are not limited by money (a bid beyond what
    you hold is a legal bluff that defaults if it wins): the most this seat could pay
    now, told only to that seat. None: every amount in the range is payable."""

    __slots__ = ("cls", "lo", "hi", "field", "fixed", "afford")

    def __init__(
        self,
        cls: type[Action],
        lo: int,
        hi: int,
        field: str = "amount",
        fixed: tuple[tuple[str, Any], ...] = (),
        afford: int | None = None,
    ) -> None:
        self.cls: Final = cls
        self.lo: Final = lo
        self.hi: Final = hi
        self.field: Final = field
        self.fixed: Final = fixed
        self.afford: Final = afford

    def _key(self) -> tuple[Any, ...]:
        return (self.cls, self.lo, self.hi, self.field, self.fixed, self.afford)

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled by its constructor's arguments: a compiled (native) class has no other way
        # (the review sends legal lists to its worker processes)
        return (AmountRange, self._key())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, AmountRange) or type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"AmountRange(cls={self.cls!r}, lo={self.lo!r}, hi={self.hi!r}, field={self.field!r}, "
            f"fixed={self.fixed!r}, afford={self.afford!r})"
        )

    @property
    def kind(self) -> str:
        return self.cls.kind

    def make(self, amount: int) -> Action:
        if not self.fixed:  # the usual case, without merging two keyword dicts
            return self.cls(**{self.field: amount})
        return self.cls(**dict(self.fixed), **{self.field: amount})

    def __contains__(self, action: object) -> bool:
        if type(action) is not self.cls:
            return False
        for k, v in self.fixed:
            if getattr(action, k) != v:
                return False
        # Any, not int: compiled, an int would refuse Bid(5.5) with a TypeError
        value: Any = getattr(action, self.field)
        return bool(self.lo <= value <= self.hi)

    def __len__(self) -> int:
        return max(0, self.hi - self.lo + 1)


class LegalActions:
    """What one seat may do now: concrete actions plus amount ranges."""

    __slots__ = ("actions", "ranges")

    def __init__(self, actions: tuple[Action, ...] = (), ranges: tuple[AmountRange, ...] = ()) -> None:
        self.actions: Final = actions
        self.ranges: Final = ranges

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LegalActions) or type(other) is not type(self):
            return NotImplemented
        return self.actions == other.actions and self.ranges == other.ranges

    def __hash__(self) -> int:
        return hash((self.actions, self.ranges))

    def __repr__(self) -> str:
        return f"LegalActions(actions={self.actions!r}, ranges={self.ranges!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (LegalActions, (self.actions, self.ranges))  # see AmountRange.__reduce__

    def __bool__(self) -> bool:
        if self.actions:
            return True
        for r in self.ranges:
            if len(r):
                return True
        return False

    def __len__(self) -> int:
        return len(self.actions) + sum(len(r) for r in self.ranges)

    def __contains__(self, action: object) -> bool:
        if action in self.actions:
            return True
        for r in self.ranges:
            if action in r:
                return True
        return False

    def __iter__(self) -> Iterator[Action]:
        yield from self.actions
        for r in self.ranges:
            for n in range(r.lo, r.hi + 1):
                yield r.make(n)

    def kinds(self) -> set[str]:
        return {a.kind for a in self.actions} | {r.kind for r in self.ranges if len(r)}

    def of_kind(self, kind: str) -> list[Action]:
        return [a for a in self.actions if a.kind == kind]

    def range_of(self, kind: str) -> AmountRange | None:
        for r in self.ranges:
            if r.kind == kind and len(r):
                return r
        return None

    @staticmethod
    def of(actions: Sequence[Action] = (), ranges: Sequence[AmountRange] = ()) -> LegalActions:
        if not ranges:  # most lists have no range: skip the filter
            return LegalActions(tuple(actions))
        return LegalActions(tuple(actions), tuple(r for r in ranges if len(r)))
