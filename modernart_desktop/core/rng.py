"""A small seeded random generator whose whole state is one integer.

The state lives inside a game's state, so cloning a game (for AI search) and
replaying a match reproduce every shuffle exactly; it is never sent to peers.

The generator is SplitMix64, written twice over the same numbers: once with Python's
unbounded ints masked to 64 bits (what runs in pure Python), once in `i64` arithmetic,
which wraps around at 64 bits by itself where this module is compiled (mypyc; see
modernart_desktop/build_info.py) and there costs a few machine instructions instead
of a dozen big-number operations. tests/core/test_rng.py holds both to SplitMix64's
published outputs and to each other, and the seeded outcomes
(benchmarks/seeded_outcomes.py) replay every shuffle of 1,280 games through them.
"""

from __future__ import annotations

import types
from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

from mypy_extensions import i64

T = TypeVar("T")
_MASK: Final = (1 << 64) - 1
_SPAN: Final = 1 << 64

# SplitMix64's constants as signed 64-bit numbers (the same bits), for the i64 code.
_GOLDEN: Final[i64] = -7046029254386353131  # 0x9E3779B97F4A7C15
_MIX1: Final[i64] = -4658895280553007687  # 0xBF58476D1CE4E5B9
_MIX2: Final[i64] = -7723592293110705685  # 0x94D049BB133111EB
_I64_MAX: Final[i64] = 0x7FFFFFFFFFFFFFFF
_I64_MIN: Final[i64] = -0x7FFFFFFFFFFFFFFF - 1
# randbelow's i64 code keeps 2 * n below 2**63; larger bounds take the big-number code.
_NATIVE_BOUND: Final = 1 << 61


def _is_compiled() -> bool:
    """True where this module runs compiled: its functions are then built-ins."""
    return not isinstance(_is_compiled, types.FunctionType)


# Which of the two codes runs: the i64 one only where i64 arithmetic wraps (compiled).
WRAPPING_I64: Final = _is_compiled()


class Rng:
    """SplitMix64: tiny, fast in pure Python, good enough for shuffling cards."""

    __slots__ = ("_s",)

    def __init__(self, seed: int = 0) -> None:
        # The state's 64 bits: unsigned in pure Python, read as a signed number (what
        # an i64 holds) where the i64 code runs.
        u = seed & _MASK
        self._s: int = u - _SPAN if WRAPPING_I64 and u >> 63 else u

    @property
    def state(self) -> int:
        """The whole state, 0 <= state < 2**64: `Rng(state)` continues the same numbers."""
        return self._s & _MASK

    def next_u64(self) -> int:
        if WRAPPING_I64:
            return int(self._next_i64()) & _MASK
        self._s = (self._s + 0x9E3779B97F4A7C15) & _MASK
        z = self._s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def _next_i64(self) -> i64:
        """`next_u64` in wrapping i64 arithmetic (the same bits, read as signed): compiled
        code only. A right shift of a signed number copies its sign bit, so each shift is
        masked to what an unsigned shift gives."""
        z: i64 = self._s
        z += _GOLDEN
        self._s = z
        z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _MIX1
        z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _MIX2
        return z ^ ((z >> 31) & 0x1FFFFFFFF)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        if WRAPPING_I64:
            if n < _NATIVE_BOUND:
                return self._randbelow_i64(n)
            limit = _MASK - _SPAN % n
            while True:
                x = self.next_u64()
                if x <= limit:
                    return x % n
        # next_u64 written out, its mask (_MASK) and span (_SPAN) as literals: this is the
        # hottest call of every random game
        limit = 0xFFFFFFFFFFFFFFFF - 0x10000000000000000 % n
        while True:
            z = self._s = (self._s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            x = z ^ (z >> 31)
            if x <= limit:
                return x % n

    def _randbelow_i64(self, n: i64) -> i64:
        """`randbelow` for 0 < n < 2**61 in wrapping i64 arithmetic (compiled code only).
        An output x stands for the unsigned u = x mod 2**64, which is kept when u <= 2**64
        - 1 - r (r = 2**64 mod n; compared with the sign bits flipped); then u mod n is x
        mod n, or (x mod n + r) mod n when x is negative (u = x + 2**64)."""
        r: i64 = (2 * ((_I64_MAX % n + 1) % n)) % n  # 2**64 mod n, from 2**63 = _I64_MAX + 1
        highest: i64 = _I64_MAX - r  # 2**64 - 1 - r with its sign bit flipped
        while True:
            x = self._next_i64()
            if (x ^ _I64_MIN) <= highest:
                if x >= 0:
                    return x % n
                return (x % n + r) % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi]."""
        return lo + self.randbelow(hi - lo + 1)

    def random(self) -> float:
        if WRAPPING_I64:
            return float((self._next_i64() >> 11) & 0x1FFFFFFFFFFFFF) / 9007199254740992.0
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        randbelow = self.randbelow
        for i in range(len(items) - 1, 0, -1):
            j = randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one)."""
        return Rng(self.next_u64())

    def clone(self) -> Rng:
        return Rng(self._s)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
