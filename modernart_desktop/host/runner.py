"""Runs a table inside an asyncio loop: AI seats think off the loop's thread (an
executor), and the host clock (open auction: going once, twice, sold) fires.

The same runner serves the desktop app (asyncio in the Qt loop through qasync),
the headless LAN host and the tests (plain asyncio).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from functools import partial
from typing import Any

from modernart_desktop.ai.agent import Agent, Deliberating, RandomAgent
from modernart_desktop.core.actions import Action
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.game import Clock
from modernart_desktop.host.table import Table, TableUpdate

log = logging.getLogger(__name__)

_CLOCK_RECHECK_S = 0.2  # how often a clock that ran out looks again for a thinking AI seat
# A raced action (an open auction's bid) stays on screen this many "thinking" pauses
# before a computer answers it, so a person can read each bid (normal pace: 1.75 s;
# instant: no pause at all, as think_delay is 0 then).
RACE_PAUSE_FACTOR = 2.5
# However long the others have kept a person waiting, a search gets this long.
MIN_THINK_S = 0.4
# Once a person has waited this long on the computers (what the screen held not
# counted), the computers' further moves show for this share of the thinking pause: a
# long run of them (a bidding war the person has left, a round of turns) ends sooner,
# and the log keeps every move.
CATCH_UP_AFTER_S = 3.0
CATCH_UP_PACE = 0.2
# A bidding war between computers (computers outbidding each other in one auction, no
# person acting meanwhile) is shown quickly: the computer answering another computer's
# bid waits this share of the thinking pause, and each further answer DECAY times the
# one before, so a whole war stays under think_delay * WAR_PACE / (1 - WAR_DECAY)
# (normal pace: 1.4 s) however many bids it takes. Every bid is still on the table and
# in the log; a person's bid or pass ends the war (the next answer shows in full).
WAR_PACE = 0.3
WAR_DECAY = 0.85
BID_EVENTS = frozenset({"auction/bid"})  # a bid, in every game that auctions
QUIET_EVENTS = frozenset({"auction/pass", "auction/time_up"})  # a seat dropping out


class TableRunner:
    def __init__(
        self,
        table: Table,
        agents: dict[int, Agent] | None = None,
        *,
        think_delay: float = 0.0,
        use_clock: bool = True,
        executor: Executor | None = None,
        on_clock: Callable[[float | None], None] | None = None,
        wait_target: float | None = None,
    ) -> None:
        self.table = table
        self.agents: dict[int, Agent] = dict(agents or {})
        self.think_delay = think_delay  # a short visible "thinking" pause for AI seats
        self.use_clock = use_clock  # off in hot-seat
        self.on_clock = on_clock  # told the clock's length when it (re)starts, None when it stops
        # The AI seats between two decisions of a person share this many seconds: a
        # search stops (with its best so far) once the person has waited that long,
        # however many computers still have to move (None: each its own budget).
        self.wait_target = wait_target
        self._waiting_since: float | None = None  # when the last person stopped being asked
        self._held_since: float | None = None  # when the current hold began
        self._executor = executor or ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._own_executor = executor is None
        self._thinking: dict[int, asyncio.Task[None]] = {}
        self._worker = asyncio.Lock()  # one AI decision at a time on the executor
        self._holds: set[str] = set()
        self._released = asyncio.Event()
        self._released.set()
        self.decisions_started = 0  # how many decisions went to the executor (tests, benchmarks)
        self._clock: asyncio.TimerHandle | None = None
        self._clock_counting: object = None  # the clock key it is counting for
        self._token: int | None = None
        self._scheduled = False
        self._finished = asyncio.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._changed_at = 0.0  # loop time of the latest change on the table
        self.war_bids = 0  # computers' bids in a row in this auction, no person acting since

    # -- life cycle -----------------------------------------------------------------
    def start(self) -> None:
        self._loop = asyncio.get_running_loop() if _loop_running() else asyncio.get_event_loop()
        self._changed_at = self._loop.time()
        if self._holds:
            self._held_since = self._loop.time()  # held before it started
        self._token = self.table.subscribe(None, self._on_update)

    def stop(self) -> None:
        if self._token is not None:
            self.table.unsubscribe(self._token)
            self._token = None
        for task in self._thinking.values():
            task.cancel()
        self._thinking.clear()
        self._stop_clock()
        if self._own_executor:
            self._executor.shutdown(wait=False, cancel_futures=True)

    async def wait_finished(self) -> None:
        await self._finished.wait()

    def set_agent(self, seat: int, agent: Agent | None) -> None:
        """Let an agent play `seat` (an AI standing in) or hand it back (None)."""
        if agent is None:
            self.agents.pop(seat, None)
            task = self._thinking.pop(seat, None)
            if task is not None:
                task.cancel()
        else:
            self.agents[seat] = agent
        self._request_schedule()

    # -- reacting to the table --------------------------------------------------------
    def _on_update(self, update: TableUpdate) -> None:
        if self._loop is not None:
            self._changed_at = self._loop.time()
        self._follow_war(update)
        self._request_schedule()

    def _follow_war(self, update: TableUpdate) -> None:
        """Count the computers' bids in a row (see WAR_PACE): a person's bid or pass, a
        sale, a new auction or anything else ends the run."""
        if update.snapshot:
            self.war_bids = 0
            return
        for _index, event in update.events:
            by_computer = event.params.get("seat") in self.agents
            if event.code in BID_EVENTS:
                self.war_bids = self.war_bids + 1 if by_computer else 0
            elif event.code not in QUIET_EVENTS or not by_computer:
                self.war_bids = 0

    def _request_schedule(self) -> None:
        if self._scheduled or self._loop is None:
            return
        self._scheduled = True
        self._loop.call_soon(self._schedule)

    def _schedule(self) -> None:
        self._scheduled = False
        if self._token is None:
            return
        if self.table.is_over():
            self._stop_clock()
            self._finished.set()
            return
        active = self.table.active_seats()
        if any(seat not in self.agents for seat in active):
            self._waiting_since = None  # a person is asked: nobody waits on the computers
        elif self._waiting_since is None and self._loop is not None:
            self._waiting_since = self._loop.time()
        for seat in sorted(active):
            if seat in self.agents and seat not in self._thinking:
                self._thinking[seat] = asyncio.ensure_future(self._think(seat))
        self._update_clock()

    def restart(self) -> None:
        """The table went back in time (an undo): thoughts about the old position are
        dropped, the clock stops, and the seats to move now are asked afresh."""
        for task in self._thinking.values():
            task.cancel()
        self._thinking.clear()
        self._stop_clock()
        self._request_schedule()

    async def _think(self, seat: int) -> None:
        loop = asyncio.get_running_loop()
        me = asyncio.current_task()
        stop = threading.Event()
        seq = self.table.seq
        view: dict[str, Any] | None = None
        try:
            # One AI seat thinks at a time (the searches are pure Python: a second one
            # at once would only halve the first's speed), and the position is read
            # once the worker is this seat's: a decision never starts on a stale view.
            async with self._worker:
                if seat not in self.table.active_seats():
                    return
                seq = self.table.seq
                agent = self.agents[seat]
                view = self.table.view_for(seat) if getattr(agent, "needs_view", True) else None
                legal = self.table.legal_actions(seat)
                started = loop.time()
                self.decisions_started += 1
                if isinstance(agent, Deliberating):
                    job = partial(agent.choose_until, view, legal, stop)
                else:
                    job = partial(agent.choose, view, legal)
                timer: list[asyncio.TimerHandle] = []
                if self.wait_target is not None:
                    timer.append(loop.call_later(MIN_THINK_S, self._stop_if_waited_enough, stop, timer))
                try:
                    action = await loop.run_in_executor(self._executor, job)
                finally:
                    for handle in timer:
                        handle.cancel()
            pace = self.pace()
            war = self.war_pace(action)
            pause = self.think_delay * min(pace, war) - (loop.time() - started)
            if self._races(action) and war >= 1.0:
                pause = max(pause, self.race_pause() * pace - (loop.time() - self._changed_at))
            if pause > 0:
                await asyncio.sleep(pause)
            # Held (a moment on screen): the answer waits, the thinking did not.
            await self._released.wait()
        except asyncio.CancelledError:
            stop.set()  # the worker stops within a rollout instead of finishing unseen
            raise
        except Exception:  # an agent bug must not stall the table: play a random legal move
            log.exception("agent for seat %s failed; playing a random legal action", seat)
            action = RandomAgent(seq).choose(None, self.table.legal_actions(seat))
        finally:
            if self._thinking.get(seat) is me:  # (a restart may have replaced this task)
                self._thinking.pop(seat, None)
        if self._token is None or seat not in self.agents:
            return
        if self.table.seq != seq and not self._still_stands(seat, view, action):
            self._request_schedule()  # the table moved on while we thought: decide again
            return
        try:
            self.table.submit(seat, action, based_on_seq=self.table.seq)
        except IllegalAction as exc:
            log.warning("seat %s agent chose an illegal action %s: %s", seat, action, exc)
            fallback = RandomAgent(seq).choose(None, self.table.legal_actions(seat))
            self.table.submit(seat, fallback, based_on_seq=self.table.seq)

    def _stop_if_waited_enough(self, stop: threading.Event, timer: list[asyncio.TimerHandle]) -> None:
        """Set `stop` once the person at the table has waited `wait_target` seconds
        (the time the screen held the computers does not count); else look again then."""
        assert self._loop is not None and self.wait_target is not None
        timer.clear()
        waited = self.waited()
        if waited is None:
            return  # a person is asked again: this search keeps its own budget
        left = self.wait_target - waited
        if left <= 0:
            stop.set()
        else:
            timer.append(self._loop.call_later(left, self._stop_if_waited_enough, stop, timer))

    def _still_stands(self, seat: int, view: dict[str, Any] | None, action: Action) -> bool:
        """An answer found before the table moved on still holds when the seat may
        still play it and its agent says nothing it relied on changed (others only
        committed a simultaneous choice): otherwise three AI seats in a secret bid
        would each decide again after every other seat's bid."""
        agent = self.agents.get(seat)
        if view is None or not isinstance(agent, Deliberating) or seat not in self.table.active_seats():
            return False
        if action not in self.table.legal_actions(seat):
            return False
        return agent.answer_stands(view, self.table.view_for(seat))

    # -- holding the AI seats ---------------------------------------------------------------
    def hold(self, reason: str) -> None:
        """The AI seats keep thinking but act only once every hold is released (a
        sale's moment or a round's scoring on screen): the time a person spends
        looking is thinking time, not lost time."""
        if not self._holds and self._loop is not None:
            self._held_since = self._loop.time()
        self._holds.add(reason)
        self._released.clear()

    def release(self, reason: str) -> None:
        self._holds.discard(reason)
        if not self._holds:
            self._released.set()
            if self._held_since is not None and self._waiting_since is not None and self._loop is not None:
                # What the screen showed (a sale, a round's scoring) is no wait on the computers.
                self._waiting_since += self._loop.time() - self._held_since
            self._held_since = None

    @property
    def held(self) -> bool:
        return bool(self._holds)

    def waited(self) -> float | None:
        """How long the computers have kept the person at the table waiting, not
        counting what the screen held (None: a person is being asked)."""
        if self._waiting_since is None or self._loop is None:
            return None
        now = self._loop.time()
        held = now - self._held_since if self._held_since is not None else 0.0
        return now - self._waiting_since - held

    def pace(self) -> float:
        """The share of the thinking pause a computer's move shows for now: all of it,
        until a person at the table has waited CATCH_UP_AFTER_S (a table of computers
        alone keeps its pace)."""
        if self.wait_target is None:
            return 1.0
        waited = self.waited()
        return CATCH_UP_PACE if waited is not None and waited >= CATCH_UP_AFTER_S else 1.0

    def war_pace(self, action: object) -> float:
        """The share of the thinking pause a computer's bid shows for: all of it, unless
        it answers a bidding war between computers (see WAR_PACE)."""
        if getattr(action, "kind", "") != "bid" or self.war_bids <= 0:
            return 1.0
        return WAR_PACE * WAR_DECAY ** (self.war_bids - 1)

    def race_pause(self) -> float:
        """How long the latest bid stays on screen before a computer may outbid it."""
        return self.think_delay * RACE_PAUSE_FACTOR

    def _races(self, action: object) -> bool:
        kind = getattr(action, "kind", "")
        return kind in self.table.game.raced_actions and len(self.table.active_seats()) > 1

    # -- the clock --------------------------------------------------------------------------
    def _clock_spec(self) -> Clock | None:
        if not self.use_clock:
            return None
        return self.table.game.clock(self.table.match.state, self.table.match.options)

    def _clock_key(self, spec: Clock) -> object:
        return spec.key if spec.key is not None else ("seq", self.table.seq)

    def _update_clock(self) -> None:
        spec = self._clock_spec()
        if spec is None:
            self._stop_clock()
            return
        key = self._clock_key(spec)
        if self._clock is not None and self._clock_counting == key:
            return  # still counting from the same moment (e.g. only a pass happened)
        self._stop_clock(notify=False)
        assert self._loop is not None
        self._clock_counting = key
        self._clock = self._loop.call_later(spec.seconds, self._clock_fired, key)
        if self.on_clock:
            self.on_clock(spec.seconds)

    def _stop_clock(self, notify: bool = True) -> None:
        if self._clock is not None:
            self._clock.cancel()
            self._clock = None
            self._clock_counting = None
            if notify and self.on_clock:
                self.on_clock(None)

    def _clock_fired(self, key: object) -> None:
        self._clock = None
        spec = self._clock_spec() if self._token is not None else None
        if spec is None or self._clock_key(spec) != key:
            self._clock_counting = None
            return
        if any(seat in self._thinking for seat, _ in spec.actions):
            # The clock is for hesitating people: an AI seat still deciding gets its say
            # first, so a slow search never loses a painting to the clock.
            assert self._loop is not None
            self._clock = self._loop.call_later(_CLOCK_RECHECK_S, self._clock_fired, key)
            return
        self._clock_counting = None
        for seat, action in spec.actions:
            try:
                self.table.submit(seat, action, by_clock=True)
            except IllegalAction:
                pass  # the position moved on (e.g. the auction closed): nothing to do


def _loop_running() -> bool:
    try:
        asyncio.get_running_loop()
        return True
    except RuntimeError:
        return False
