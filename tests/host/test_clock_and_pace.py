"""Open auctions a person can follow: the clock's passes are logged as "time ran out"
(a clock-only action, refused from any seat, replayed exactly), and computers' bids
stay on screen a moment, scaled by the pace setting (instant: no pause)."""

from __future__ import annotations

import asyncio

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass, TimeUp
from modernart_desktop.host.runner import RACE_PAUSE_FACTOR, TableRunner
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table


def _open_auction(clock_s: float = 1, players: int = 3):
    """A fresh table whose first auctioneer was dealt an open-auction card (not offered yet)."""
    from modernart_desktop.games.modern_art.components import CARD_TYPE, OPEN

    for seed in range(100):
        match = Match.new("modern_art", players, {"open_clock": 1}, seed=seed)
        seat = match.state.turn
        cards = [c for c in match.state.hands[seat] if CARD_TYPE[c] == OPEN]
        if cards:
            match.options["open_clock"] = clock_s  # sub-second clocks keep the tests short
            return Table(match, [SeatInfo(f"P{i}", HUMAN) for i in range(players)]), seat, cards[0]
    raise AssertionError("no seed deals an open auction first")


def test_time_up_is_never_offered_to_a_seat_and_a_seat_sending_it_is_refused():
    table, seat, card = _open_auction()
    table.submit(seat, OfferCard(card))
    other = (seat + 1) % 3
    assert TimeUp() not in table.legal_actions(other)  # no button, no AI ever picks it
    before = table.seq
    with pytest.raises(IllegalAction) as refused:
        table.submit(other, TimeUp())
    assert refused.value.code == "action/clock_only"
    assert table.seq == before
    with pytest.raises(IllegalAction):  # nor does the wire form get through
        table.submit_wire(other, {"kind": "time_up"})


def test_the_clock_passes_a_silent_seat_as_time_ran_out_not_as_a_pass():
    async def go():
        table, seat, card = _open_auction(0.3)
        runner = TableRunner(table, {})
        runner.start()
        table.submit(seat, OfferCard(card))
        table.submit((seat + 1) % 3, Bid(5))
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        while table.match.state.auction is not None and loop.time() - t0 < 5:
            await asyncio.sleep(0.02)
        runner.stop()
        return table, seat

    table, seat = asyncio.run(go())
    codes = [(e.code, e.params.get("seat")) for _, e in table.match.events]
    silent = {seat, (seat + 2) % 3}
    assert {s for c, s in codes if c == "auction/time_up"} == silent
    assert not [s for c, s in codes if c == "auction/pass" and s in silent]
    assert table.match.state.history[-1]["price"] == 5  # the bidder got it, as after passes
    # Replay: the seed and the action log give the very same events.
    m = table.match
    options = {**m.options, "open_clock": 1}  # (the clock's length only drives the host's timer)
    replay = Match.replay("modern_art", 3, options, m.seed, m.log)
    assert [e for _, e in replay.events] == [e for _, e in m.events]


def test_the_rules_refuse_time_up_outside_an_open_auction():
    table, seat, card = _open_auction()
    with pytest.raises(IllegalAction) as refused:
        table.submit(seat, TimeUp(), by_clock=True)  # offering a card is the decision now
    assert refused.value.code == "action/not_now"


class _Bidder:
    """A computer that outbids whenever it can, up to a limit (and answers at once)."""

    needs_view = True

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def choose(self, view, legal):
        r = legal.range_of("bid")
        if r is not None and r.lo <= self.limit:
            return r.make(r.lo)
        return Pass()


def _bid_times(think_delay: float) -> list[float]:
    async def go():
        table, seat, card = _open_auction(30)
        a, b = (seat + 1) % 3, (seat + 2) % 3
        table.seats[a] = SeatInfo("Ada", AI, "normal")
        table.seats[b] = SeatInfo("Bruno", AI, "normal")
        times: list[float] = []
        loop = asyncio.get_running_loop()
        table.subscribe(
            None, lambda u: times.extend(loop.time() for _, e in u.events if e.code == "auction/bid")
        )
        runner = TableRunner(table, {a: _Bidder(6), b: _Bidder(6)}, think_delay=think_delay)
        runner.start()
        table.submit(seat, OfferCard(card))
        t0 = loop.time()
        while len(times) < 6 and loop.time() - t0 < 20:
            await asyncio.sleep(0.01)
        runner.stop()
        return times

    return asyncio.run(go())


def test_each_computer_bid_stays_on_screen_for_the_race_pause():
    delay = 0.08
    times = _bid_times(delay)
    assert len(times) >= 5
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert min(gaps) >= delay * RACE_PAUSE_FACTOR - 0.02  # not merely the thinking pause
    assert delay * RACE_PAUSE_FACTOR > delay


def test_instant_pace_keeps_no_pause_between_bids():
    times = _bid_times(0.0)
    assert len(times) >= 5
    assert times[-1] - times[0] < 1.0  # (six bids; any pause would be seconds)
