"""The random agent: one option per concrete action and per amount range, and, where
a range says what the seat can afford (bids not limited by money), it stays within
its means instead of bluffing into a default."""

from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.actions import Action, AmountRange, LegalActions
from modernart_desktop.core.registry import get
from modernart_desktop.games.friesematenten.actions import Bid as FBid
from modernart_desktop.net.views import legal_from_wire, legal_to_wire


@dataclass(frozen=True, slots=True)
class Bid(Action):
    kind = "bid"
    amount: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind = "pass"


def _choices(legal: LegalActions, n: int = 400) -> list[Action]:
    agent = RandomAgent(3)
    return [agent.choose(None, legal) for _ in range(n)]


def test_without_afford_amounts_cover_the_whole_range_and_pass_is_an_even_option():
    picks = _choices(LegalActions.of([Pass()], [AmountRange(Bid, 10, 999)]))
    bids = [a.amount for a in picks if isinstance(a, Bid)]
    assert 120 < len(bids) < 280
    assert min(bids) < 100 and max(bids) > 900


def test_with_afford_bids_stay_within_what_the_seat_holds():
    picks = _choices(LegalActions.of([Pass()], [AmountRange(Bid, 10, 999, afford=40)]))
    bids = [a.amount for a in picks if isinstance(a, Bid)]
    assert 120 < len(bids) < 280 and set(bids) <= set(range(10, 41)) and len(set(bids)) > 20


def test_a_range_it_cannot_afford_at_all_is_left_out_unless_nothing_else_is_legal():
    assert all(
        isinstance(a, Pass)
        for a in _choices(LegalActions.of([Pass()], [AmountRange(Bid, 50, 999, afford=20)]))
    )
    only = _choices(LegalActions.of([], [AmountRange(Bid, 50, 999, afford=20)]), 20)
    assert all(isinstance(a, Bid) and a.amount == 50 for a in only)


def test_afford_reaches_the_client_and_is_absent_where_amounts_are_limited_by_money():
    friese = LegalActions.of([], [AmountRange(FBid, 9, 999, afford=31)])
    wire = legal_to_wire(friese)
    assert wire["ranges"][0]["afford"] == 31
    assert legal_from_wire(wire, get("friesematenten")) == friese
    assert "afford" not in legal_to_wire(LegalActions.of([], [AmountRange(FBid, 0, 40)]))["ranges"][0]
