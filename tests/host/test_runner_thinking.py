"""How the runner lets AI seats think: one decision at a time on the worker, each
started on the position as it is then, answers held (not thrown away) while the
screen shows something, and a secret bid decided once per seat."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.search import Budget
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import OfferCard, SealedBid
from modernart_desktop.games.modern_art.components import CARD_TYPE, SEALED
from modernart_desktop.host.runner import TableRunner
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table


def _table(players=4, seed=3, human=None):
    match = Match.new("modern_art", players, {"open_clock": 0}, seed=seed)
    seats = [SeatInfo(f"P{i}", HUMAN if i == human else AI) for i in range(players)]
    return Table(match, seats, None)


class _Watched:
    """A Normal agent that notes, when each decision starts, how many decisions run at
    once and whether its view is the table's position at that moment."""

    def __init__(self, seat, table, log):
        self.inner = make_agent("modern_art", "normal", seat)
        self.name = "watched"
        self.needs_view = True
        self.seat = seat
        self.table = table
        self.log = log

    def choose(self, view, legal):
        with self.log["lock"]:
            self.log["running"] += 1
            self.log["most"] = max(self.log["most"], self.log["running"])
        self.log["stale"] += view != self.table.view_for(self.seat)
        try:
            return self.inner.choose(view, legal)
        finally:
            with self.log["lock"]:
                self.log["running"] -= 1


def test_ai_seats_think_one_at_a_time_and_never_on_a_stale_view():
    """A whole game of four AI seats on a worker pool with room for four: secret
    bids and open auctions ask several seats at once, yet one decision runs at a
    time, and each starts from the position as it is when it starts."""
    log = {"lock": threading.Lock(), "running": 0, "most": 0, "stale": 0}

    async def go():
        table = _table(seed=5)
        agents = {s: _Watched(s, table, log) for s in range(4)}
        with ThreadPoolExecutor(max_workers=4) as pool:
            runner = TableRunner(table, agents, executor=pool)
            runner.start()
            await asyncio.wait_for(runner.wait_finished(), 120)
            runner.stop()
        return table

    table = asyncio.run(go())
    assert table.is_over()
    assert log["most"] == 1 and log["stale"] == 0


def test_held_ai_seats_think_but_act_only_once_released():
    async def go():
        table = _table(seed=6)
        runner = TableRunner(table, {s: make_agent("modern_art", "normal", s) for s in range(4)})
        runner.hold("moment")
        runner.start()
        runner._request_schedule()
        await asyncio.sleep(0.5)
        thought, seq_held = runner.decisions_started, table.seq
        runner.release("moment")
        await asyncio.sleep(0.3)
        runner.stop()
        return thought, seq_held, table.seq

    thought, seq_held, seq_after = asyncio.run(go())
    assert thought == 1 and seq_held == 0  # the seat to offer decided, and waited
    assert seq_after > 0


def _sealed_auction(table, human):
    """The human seat offers a card for a secret bid."""
    state = table.match.state
    card = next(c for c in state.deck if CARD_TYPE[c] == SEALED)
    state.deck.remove(card)
    state.hands[human].append(card)
    table.submit(human, OfferCard(card))
    assert table.match.state.auction.type == SEALED


class _Counted:
    """A search agent that counts its secret-bid decisions."""

    def __init__(self, seat, counts):
        self.inner = make_agent("modern_art", "strong", seat, budget=Budget(rollouts=40))
        self.name = "counted"
        self.needs_view = True
        self.counts = counts

    def choose(self, view, legal):
        return self.choose_until(view, legal, threading.Event())

    def choose_until(self, view, legal, stop):
        self.counts.append(view["auction"] and view["auction"]["type"])
        return self.inner.choose_until(view, legal, stop)

    def answer_stands(self, thought_on, now):
        return self.inner.answer_stands(thought_on, now)


def test_in_a_secret_bid_each_ai_seat_decides_once():
    """The others closing their fists tells a seat nothing about their bids: the
    answer it found stands, instead of deciding again after every other bid."""

    counts = []

    async def go():
        human = Match.new("modern_art", 4, {"open_clock": 0}, seed=7).state.turn
        table = _table(seed=7, human=human)
        others = [s for s in range(4) if s != human]
        agents = {s: _Counted(s, counts) for s in others}
        runner = TableRunner(table, agents)
        runner.start()
        _sealed_auction(table, human)
        table.submit(human, SealedBid(3))  # the human bids at once
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        while table.match.state.auction is not None and loop.time() - t0 < 60:
            await asyncio.sleep(0.02)
        runner.stop()
        return table, human

    table, human = asyncio.run(go())
    assert table.match.state.history[-1]["bids"][human] == 3
    assert counts.count("sealed") == 3


class _Endless:
    """A search that would think for ever (up to `patience` s) unless told to stop."""

    needs_view = True
    name = "endless"

    def __init__(self, patience):
        self.patience = patience
        self.stopped = []
        self.inner = make_agent("modern_art", "normal", 0)

    def choose(self, view, legal):
        return self.choose_until(view, legal, threading.Event())

    def choose_until(self, view, legal, stop):
        self.stopped.append(stop.wait(self.patience))
        return self.inner.choose(view, legal)

    def answer_stands(self, thought_on, now):
        return False


def _first_decision(wait_target, patience):
    async def go():
        turn = Match.new("modern_art", 4, {"open_clock": 0}, seed=9).state.turn
        human = (turn + 1) % 4
        table = _table(seed=9, human=human)
        agent = _Endless(patience)
        runner = TableRunner(table, {s: agent for s in range(4) if s != human}, wait_target=wait_target)
        runner.start()
        runner._request_schedule()
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        while table.seq == 0 and loop.time() - t0 < 10:
            await asyncio.sleep(0.02)
        runner.stop()
        return agent.stopped, table.seq

    return asyncio.run(go())


def test_what_the_screen_shows_is_not_counted_as_waiting():
    """A round's scoring on screen for a while: the search thinking meanwhile is not
    stopped for the person's wait (they were reading, not waiting)."""

    async def go():
        turn = Match.new("modern_art", 4, {"open_clock": 0}, seed=9).state.turn
        human = (turn + 1) % 4
        table = _table(seed=9, human=human)
        agent = _Endless(0.8)
        runner = TableRunner(table, {s: agent for s in range(4) if s != human}, wait_target=0.5)
        runner.start()
        runner.hold("scoring")
        runner._request_schedule()
        await asyncio.sleep(1.0)
        runner.release("scoring")
        await asyncio.sleep(0.2)
        runner.stop()
        return agent.stopped

    assert asyncio.run(go())[0] is False


def test_the_computers_share_the_time_a_person_waits():
    """With a person at the table, a search is stopped (and plays its best so far)
    once the person has waited the target; without one, it keeps its own budget."""
    stopped, seq = _first_decision(wait_target=0.2, patience=5.0)
    assert stopped[0] is True and seq >= 1
    stopped, seq = _first_decision(wait_target=None, patience=0.5)
    assert stopped[0] is False and seq >= 1


def _gaps_between_moves(wait_target, seconds=2.4):
    """Seconds between the table's moves, four Normal seats at a 0.4 s thinking pause,
    with a person waiting on them (wait_target set) or a table of computers alone."""

    async def go():
        table = _table(seed=4)
        runner = TableRunner(
            table,
            {s: make_agent("modern_art", "normal", s) for s in range(4)},
            think_delay=0.4,
            wait_target=wait_target,
        )
        loop = asyncio.get_running_loop()
        times = []
        table.subscribe(None, lambda update: times.append(loop.time()))
        runner.start()
        runner._request_schedule()
        await asyncio.sleep(seconds)
        runner.stop()
        return [b - a for a, b in zip(times, times[1:])]

    return asyncio.run(go())


def test_a_long_run_of_computer_moves_speeds_up_once_the_person_has_waited(monkeypatch):
    """Each move shows for the thinking pause until the person has waited a while;
    then the rest go at a fifth of it (a table of computers alone keeps its pace)."""
    import modernart_desktop.host.runner as runner_module

    monkeypatch.setattr(runner_module, "CATCH_UP_AFTER_S", 0.9)
    waited = _gaps_between_moves(wait_target=60.0)
    assert all(gap >= 0.35 for gap in waited[:2])  # the first moves at the full pause
    later = sorted(waited[3:])
    assert len(later) >= 5 and later[len(later) // 2] < 0.25  # then quicker
    alone = _gaps_between_moves(wait_target=None)
    assert alone and min(alone) >= 0.35 and len(alone) < len(waited)
