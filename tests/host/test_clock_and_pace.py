"""Open auctions a person can follow: the clock's passes are logged as "time ran out"
(a clock-only action, refused from any seat, replayed exactly), and computers' bids
stay on screen a moment, scaled by the pace setting (instant: no pause)."""

from __future__ import annotations

import asyncio

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass, TimeUp
from modernart_desktop.host.runner import RACE_PAUSE_FACTOR, WAR_DECAY, WAR_PACE, TableRunner
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table

NORMAL_PACE = 0.7  # the thinking pause at pace "normal" (ui/settings.py SPEEDS)


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


def _bid_times(think_delay: float, bids: int = 6, limit: int = 6) -> list[float]:
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
        runner = TableRunner(table, {a: _Bidder(limit), b: _Bidder(limit)}, think_delay=think_delay)
        runner.start()
        table.submit(seat, OfferCard(card))
        t0 = loop.time()
        while len(times) < bids and loop.time() - t0 < 20:
            await asyncio.sleep(0.01)
        runner.stop()
        return times

    return asyncio.run(go())


def test_a_computers_first_bid_stays_on_screen_then_a_war_between_computers_goes_quickly():
    """The first bid answering the person's offer stays the race pause; computers
    outbidding each other after it (nobody at the screen acting) go ever quicker, each
    bid still on the table and in the log."""
    delay = 0.2
    times = _bid_times(delay, bids=12, limit=20)
    assert len(times) >= 12
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert gaps[0] >= delay * WAR_PACE - 0.02  # (each is shown)
    assert gaps[0] < delay * RACE_PAUSE_FACTOR / 2  # no longer the race pause each time
    assert all(later <= earlier + 0.03 for earlier, later in zip(gaps, gaps[1:]))  # ever quicker
    assert times[-1] - times[0] <= delay * WAR_PACE / (1 - WAR_DECAY) + 0.1  # the whole war, bounded


def test_at_normal_pace_a_long_war_between_computers_takes_under_two_seconds():
    times = _bid_times(NORMAL_PACE, bids=20, limit=40)
    assert len(times) >= 20
    assert times[-1] - times[0] < 2.0


def test_a_persons_bid_ends_the_war_the_next_computer_answer_shows_in_full():
    async def go():
        table, seat, card = _open_auction(30)
        a, b = (seat + 1) % 3, (seat + 2) % 3
        table.seats[a] = SeatInfo("Ada", AI, "normal")
        times: list[tuple[int, float]] = []
        loop = asyncio.get_running_loop()
        table.subscribe(
            None,
            lambda u: times.extend(
                (e.params["seat"], loop.time()) for _, e in u.events if e.code == "auction/bid"
            ),
        )
        runner = TableRunner(table, {a: _Bidder(20)}, think_delay=0.1)
        runner.start()
        table.submit(seat, OfferCard(card))
        for amount in (3, 6):
            t0 = loop.time()
            while (not times or times[-1][0] != a) and loop.time() - t0 < 5:
                await asyncio.sleep(0.01)
            assert runner.war_bids == 1  # Ada's own bid: no war with a person
            table.submit(b, Bid(amount))  # the person bids
            assert runner.war_bids == 0
        t0 = loop.time()
        while times[-1][0] != a and loop.time() - t0 < 5:
            await asyncio.sleep(0.01)
        runner.stop()
        return times

    times = asyncio.run(go())
    seats = [s for s, _t in times]
    assert len(times) == 5 and seats[0] != seats[1] and seats[1] != seats[2]
    answers = [t1 - t0 for (s0, t0), (s1, t1) in zip(times, times[1:]) if s1 != s0 and s1 == seats[0]]
    assert len(answers) == 2 and min(answers) >= 0.1 * RACE_PAUSE_FACTOR - 0.03  # the race pause


def test_instant_pace_keeps_no_pause_between_bids():
    times = _bid_times(0.0)
    assert len(times) >= 5
    assert times[-1] - times[0] < 1.0  # (six bids; any pause would be seconds)


class _Raiser:
    """A Friesematenten computer that raises by one whenever it can, up to a limit."""

    needs_view = False

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def choose(self, view, legal):
        from modernart_desktop.games.friesematenten.actions import PassBid

        r = legal.range_of("bid")
        if r is not None and r.lo <= self.limit:
            return r.make(r.lo)
        return PassBid() if PassBid() in legal else next(iter(legal))


def test_friesematenten_computers_raising_by_one_after_the_person_passed_go_quickly():
    """The person passes out of an auction; the three computers then raise each other
    one euro at a time: the war is over in moments, every bid in the log."""
    from modernart_desktop.ai.agent import RandomAgent
    from modernart_desktop.games.friesematenten.actions import PassBid

    match = Match.new("friesematenten", 4, seed=2)
    rnd = RandomAgent(1)
    while not (0 in match.active_seats() and match.legal_actions(0).range_of("bid")):
        seat = min(match.active_seats())
        match.apply(seat, rnd.choose(None, match.legal_actions(seat)))

    async def go():
        table = Table(match, [SeatInfo("Nina", HUMAN)] + [SeatInfo(n, AI, "normal") for n in ("A", "B", "C")])
        times: list[float] = []
        loop = asyncio.get_running_loop()
        table.subscribe(
            None, lambda u: times.extend(loop.time() for _, e in u.events if e.code == "auction/bid")
        )
        limit = table.legal_actions(0).range_of("bid").lo + 25
        runner = TableRunner(table, {s: _Raiser(limit) for s in (1, 2, 3)}, think_delay=NORMAL_PACE)
        runner.start()
        table.submit(0, PassBid())
        t0 = loop.time()
        while len(times) < 20 and loop.time() - t0 < 30:
            await asyncio.sleep(0.01)
        runner.stop()
        return times

    times = asyncio.run(go())
    assert len(times) >= 20
    assert times[-1] - times[0] < 2.0  # 20 bids of one euro each
    assert times[1] - times[0] >= NORMAL_PACE * WAR_PACE - 0.05  # each shown
