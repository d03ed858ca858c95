"""The table: one authority that validates, saves after every action and tells each
listener only its own view; the runner plays AI seats and runs the clock."""

from __future__ import annotations

import asyncio

import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import load_match
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass
from modernart_desktop.host.runner import TableRunner
from modernart_desktop.host.table import AI, SeatInfo, Table


def _table(tmp_path=None, players=4, seed=2, options=None):
    match = Match.new("modern_art", players, options, seed=seed)
    seats = [SeatInfo(f"P{i}", AI) for i in range(players)]
    return Table(match, seats, tmp_path / "auto.mad" if tmp_path else None)


def test_each_listener_gets_only_its_own_view_and_redacted_events():
    table = _table()
    got = {}
    for seat in (0, 1, None):
        table.subscribe(seat, lambda u, s=seat: got.setdefault(s, []).append(u))
    assert got[0][0].view["hand"] == sorted(table.match.state.hands[0])
    assert got[1][0].view["money"] == [None, 100, None, None]
    assert got[None][0].view["hand"] is None
    assert all(e.to in (None, 0) for _, e in got[0][0].events)
    assert all(e.to is None for _, e in got[None][0].events)


def test_a_command_based_on_an_old_seq_is_refused_as_stale():
    table = _table()
    seat = table.match.state.turn
    card = table.match.state.hands[seat][0]
    table.submit(seat, OfferCard(card), based_on_seq=0)
    with pytest.raises(IllegalAction) as exc:
        table.submit(seat, Pass(), based_on_seq=0)
    assert exc.value.code == "action/stale"


def test_the_table_saves_after_every_accepted_action(tmp_path):
    table = _table(tmp_path)
    seat = table.match.state.turn
    table.submit(seat, OfferCard(table.match.state.hands[seat][0]))
    saved = load_match(tmp_path / "auto.mad")
    assert saved.seq == 1 and saved.state == table.match.state
    assert saved.meta["names"] == ["P0", "P1", "P2", "P3"]


def test_a_refused_command_is_not_saved_and_not_broadcast(tmp_path):
    table = _table(tmp_path)
    updates = []
    table.subscribe(0, updates.append)
    idle = next(s for s in range(4) if s not in table.active_seats())
    with pytest.raises(IllegalAction):
        table.submit(idle, Bid(5))
    assert len(updates) == 1 and not (tmp_path / "auto.mad").exists()


def test_the_runner_plays_ai_seats_to_the_end():
    async def go():
        table = _table(seed=8, options={"open_clock": 0})
        runner = TableRunner(table, {s: RandomAgent(s) for s in range(4)})
        runner.start()
        await asyncio.wait_for(runner.wait_finished(), 60)
        runner.stop()
        return table

    table = asyncio.run(go())
    assert table.is_over()
    replay = Match.replay("modern_art", 4, table.match.options, table.match.seed, table.match.log)
    assert replay.result() == table.match.result()


def test_the_open_auction_clock_makes_silent_humans_pass():
    async def go():
        table = _table(players=3, seed=1, options={"open_clock": 1})
        state = table.match.state
        # Give the first auctioneer an open-auction card and offer it; nobody else acts.
        seat = state.turn
        card = next(c for c in state.deck if c in _open_cards())
        state.deck.remove(card)
        state.hands[seat].append(card)
        clock = []
        runner = TableRunner(table, {}, on_clock=clock.append)
        runner.start()
        table.submit(seat, OfferCard(card))
        t0 = asyncio.get_running_loop().time()
        while table.match.state.auction is not None and asyncio.get_running_loop().time() - t0 < 5:
            await asyncio.sleep(0.05)
        runner.stop()
        return table, clock

    table, clock = asyncio.run(go())
    assert table.match.state.auction is None  # everyone passed when the clock ran out
    assert clock and clock[0] == 1.0
    assert table.match.state.history[-1]["free"] is True


def _open_cards():
    from modernart_desktop.games.modern_art.components import CARD_TYPE, OPEN

    return {c for c, t in enumerate(CARD_TYPE) if t == OPEN}


class _SlowBidder:
    """An AI seat that takes its time and then bids."""

    name = "slow"
    needs_view = True

    def __init__(self, delay: float, amount: int) -> None:
        self.delay, self.amount = delay, amount

    def choose(self, view, legal):
        import time

        time.sleep(self.delay)
        r = legal.range_of("bid")
        return r.make(self.amount) if r and view["auction"]["high_bid"] < self.amount else Pass()


def _open_auction_table(clock_s: float):
    table = _table(players=3, seed=1, options={"open_clock": 1})
    table.match.options["open_clock"] = clock_s  # sub-second clocks keep the test short
    state = table.match.state
    seat = state.turn
    card = next(c for c in state.deck if c in _open_cards())
    state.deck.remove(card)
    state.hands[seat].append(card)
    return table, seat, card


def test_a_thinking_ai_seat_is_not_passed_by_the_clock():
    async def go():
        table, seat, card = _open_auction_table(0.3)
        ai_seat = (seat + 1) % 3
        runner = TableRunner(table, {ai_seat: _SlowBidder(1.0, 7)})
        runner.start()
        table.submit(seat, OfferCard(card))
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        while table.match.state.auction is not None and loop.time() - t0 < 10:
            await asyncio.sleep(0.05)
        runner.stop()
        return table, ai_seat

    table, ai_seat = asyncio.run(go())
    last = table.match.state.history[-1]
    assert last["buyer"] == ai_seat and last["price"] == 7


def test_a_pass_does_not_restart_going_once_going_twice():
    async def go():
        table, seat, card = _open_auction_table(0.6)
        starts = []
        runner = TableRunner(table, {}, on_clock=lambda s: starts.append(s))
        runner.start()
        table.submit(seat, OfferCard(card))
        await asyncio.sleep(0.1)
        table.submit((seat + 1) % 3, Bid(5))
        await asyncio.sleep(0.3)
        table.submit((seat + 2) % 3, Pass())  # a pass: the clock keeps counting
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        while table.match.state.auction is not None and loop.time() - t0 < 5:
            await asyncio.sleep(0.02)
        elapsed = loop.time() - t0
        runner.stop()
        return table, starts, elapsed

    table, starts, elapsed = asyncio.run(go())
    assert [s for s in starts if s is not None] == [0.6, 0.6]  # offer, then the bid; not the pass
    assert table.match.state.history[-1]["price"] == 5
    assert elapsed < 0.55  # it ran out 0.6 s after the bid, not 0.6 s after the pass
