"""The seeded RNG: same seed, same numbers; state is one int and survives a clone."""

from __future__ import annotations

from collections import Counter

from modernart_desktop.core.rng import Rng


def test_same_seed_same_sequence_and_clone_continues_identically():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]
    c = a.clone()
    assert [a.randbelow(10) for _ in range(20)] == [c.randbelow(10) for _ in range(20)]


def test_state_is_a_plain_int_that_can_be_stored():
    a = Rng(7)
    a.next_u64()
    b = Rng(a.state)
    assert a.next_u64() == b.next_u64()


def test_randbelow_is_roughly_uniform_and_in_range():
    r = Rng(1)
    counts = Counter(r.randbelow(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < c < 1200 for c in counts.values())


def test_shuffle_is_a_permutation():
    items = list(range(70))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(70)) and items != list(range(70))
