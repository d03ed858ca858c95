"""Events, legal-action lists and amount ranges (core/events.py, core/legal.py): plain
classes with an explicit constructor (built natively in the compiled build) that keep
the dataclasses' signature, equality, hashing and repr, and are read-only where the
build can hold them to it."""

from __future__ import annotations

import pickle

import pytest

from modernart_desktop import build_info
from modernart_desktop.core.actions import AmountRange, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.games.friesematenten.actions import Bid, PassBid, PlayCard


def test_an_event_without_params_gets_a_dict_of_its_own() -> None:
    a, b = Event("x"), Event("y")
    assert a.params == {} and a.params is not b.params
    assert a.to is None and Event("x", {"seat": 1}, 2).to == 2


def test_an_event_takes_the_dataclass_signature() -> None:
    assert Event(code="x", params={"a": 1}, to=0) == Event("x", {"a": 1}, 0)
    with pytest.raises(TypeError):
        Event()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Event("x", {}, None, "extra")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Event("x", colour=1)  # type: ignore[call-arg]


def test_events_are_equal_field_by_field_and_print_like_the_dataclass() -> None:
    assert Event("sold", {"price": 5}) == Event("sold", {"price": 5})
    assert Event("sold", {"price": 5}) != Event("sold", {"price": 6})
    assert Event("sold", {"price": 5}) != Event("sold", {"price": 5}, to=1)
    assert Event("sold") != ("sold", {}, None)
    assert repr(Event("sold", {"price": 5}, 1)) == "Event(code='sold', params={'price': 5}, to=1)"
    with pytest.raises(TypeError):  # its params are a dict: unhashable, as the dataclass was
        hash(Event("sold"))


def test_amount_ranges_compare_hash_and_print_by_their_fields() -> None:
    r = AmountRange(Bid, 3, 9, afford=5)
    assert r == AmountRange(Bid, 3, 9, "amount", (), 5)
    assert r != AmountRange(Bid, 3, 9) and r != AmountRange(Bid, 3, 10, afford=5)
    assert (
        hash(r) == hash(AmountRange(Bid, 3, 9, afford=5)) and len({r, AmountRange(Bid, 3, 9, afford=5)}) == 1
    )
    assert repr(AmountRange(Bid, 1, 2)) == (
        f"AmountRange(cls={Bid!r}, lo=1, hi=2, field='amount', fixed=(), afford=None)"
    )
    assert len(r) == 7 and len(AmountRange(Bid, 5, 4)) == 0
    assert Bid(3) in r and Bid(9) in r and Bid(10) not in r and PassBid() not in r
    assert r.make(4) == Bid(4) and r.kind == "bid"


def test_an_amount_range_with_fixed_fields_makes_and_holds_only_those() -> None:
    r = AmountRange(PlayCard, 0, 3, field="target", fixed=(("card", 5),))
    assert r.make(2) == PlayCard(5, 2) and PlayCard(5, 2) in r and PlayCard(6, 2) not in r


def test_legal_lists_compare_hash_print_and_enumerate_like_the_dataclass() -> None:
    legal = LegalActions((PassBid(),), (AmountRange(Bid, 4, 6),))
    assert legal == LegalActions.of([PassBid()], [AmountRange(Bid, 4, 6), AmountRange(Bid, 9, 8)])
    assert legal != LegalActions((PassBid(),)) and hash(legal) == hash(
        LegalActions.of([PassBid()], [AmountRange(Bid, 4, 6)])
    )
    assert repr(LegalActions()) == "LegalActions(actions=(), ranges=())"
    assert list(legal) == [PassBid(), Bid(4), Bid(5), Bid(6)] and len(legal) == 4
    assert Bid(5) in legal and Bid(7) not in legal and PassBid() in legal
    assert legal.kinds() == {"bid", "pass_bid"} and legal.range_of("bid") == AmountRange(Bid, 4, 6)
    assert legal.of_kind("pass_bid") == [PassBid()]
    assert not LegalActions() and not LegalActions((), (AmountRange(Bid, 5, 4),)) and legal


@pytest.mark.skipif(
    not {"modernart_desktop.core.events", "modernart_desktop.core.legal"}
    <= set(build_info.compiled_modules()),
    reason="pure Python: mypy holds their fields Final",
)
def test_compiled_records_refuse_a_new_value_for_any_field() -> None:
    event, legal, r = Event("x"), LegalActions(), AmountRange(Bid, 1, 2)
    for obj, name in [(event, "code"), (event, "to"), (legal, "actions"), (r, "lo"), (r, "cls")]:
        with pytest.raises(AttributeError):
            setattr(obj, name, getattr(obj, name))


def test_records_cross_to_another_process_by_pickle() -> None:
    """The review sends legal lists to its worker processes (ai/coach.py)."""
    legal = LegalActions((PassBid(),), (AmountRange(Bid, 4, 6, afford=5),))
    event = Event("sold", {"price": 5}, 1)
    for obj in (legal, event, AmountRange(PlayCard, 0, 3, field="target", fixed=(("card", 5),))):
        again = pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))
        assert again == obj and type(again) is type(obj)
