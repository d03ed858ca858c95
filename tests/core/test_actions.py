"""Actions: wire encode/decode with strict types; legal actions as ranges plus a check."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.core import registry
from modernart_desktop.core.actions import AmountRange, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass


def codec():
    return registry.get("modern_art").codec


def test_actions_round_trip_through_the_wire():
    for action in (Bid(12), Pass(), OfferCard(3)):
        wire = action.to_wire()
        assert wire["kind"] == action.kind
        assert codec().from_wire(wire) == action


@pytest.mark.parametrize(
    "wire, code",
    [
        ([1, 2], "action/malformed"),
        ({"kind": "teleport"}, "action/unknown_kind"),
        ({"kind": "bid"}, "action/malformed"),
        ({"kind": "bid", "amount": "12"}, "action/malformed"),
        ({"kind": "bid", "amount": True}, "action/malformed"),
        ({"kind": "bid", "amount": 3, "extra": 1}, "action/malformed"),
        ({"kind": 5}, "action/malformed"),  # a kind that is not a string: not an action map
    ],
)
def test_malformed_wire_actions_are_refused_with_a_code(wire, code):
    with pytest.raises(IllegalAction) as exc:
        codec().from_wire(wire)
    assert exc.value.code == code


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.binary(max_size=8),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
        max_leaves=12,
    )
)
def test_any_garbage_is_either_a_valid_action_or_a_clean_refusal(wire):
    try:
        action = codec().from_wire(wire)
    except IllegalAction as exc:
        assert exc.code.startswith("action/")
    else:
        assert codec().from_wire(action.to_wire()) == action


def test_legal_actions_hold_ranges_without_enumerating_them():
    legal = LegalActions.of([Pass()], [AmountRange(Bid, 5, 100)])
    assert Bid(5) in legal and Bid(100) in legal and Pass() in legal
    assert Bid(4) not in legal and Bid(101) not in legal
    assert len(legal) == 97
    assert legal.kinds() == {"pass", "bid"}
    assert LegalActions.of([], [AmountRange(Bid, 10, 9)]).ranges == ()
