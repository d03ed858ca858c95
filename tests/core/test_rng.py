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


def test_the_numbers_are_splitmix64s_in_pure_python_and_compiled_alike():
    """SplitMix64's published first outputs for seed 0, and bounded draws whose values
    were taken from the pure Python code before the compiled (i64) code existed: the
    big-number code and the wrapping i64 one must give the same numbers, bounds near
    2**61, 2**63 and 2**64 included (the i64 code hands bounds from 2**61 on back)."""
    r = Rng(0)
    assert [r.next_u64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert [r.randbelow(n) for n in (1, 2, 3, 6, 7, 100, 2**31 + 11)] == [0, 1, 0, 5, 2, 99, 1152808556]
    big = (2**61 - 1, 2**61, 2**62 + 3, 2**63 - 25, 2**63 + 5, 2**64 - 59)
    assert [r.randbelow(n) for n in big] == [
        396014252205358348,
        203549151766241014,
        441810434672810869,
        1017661051295672648,
        9018883062403043925,
        14109521515791744902,
    ]
    assert [r.random() for _ in range(3)] == [0.2046953217391706, 0.8441551428643539, 0.8554897408612717]
    # a state with its top bit set survives a clone and a round trip through `state`
    r = Rng(2**64 - 1)
    twin, copy = r.clone(), Rng(r.state)
    draws = [r.randbelow(1000) for _ in range(50)]
    assert draws == [twin.randbelow(1000) for _ in range(50)] == [copy.randbelow(1000) for _ in range(50)]
    assert Rng(-1) == Rng(2**64 - 1) and 0 <= Rng(-1).state < 2**64
