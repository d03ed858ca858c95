"""How long the computers make you wait: whole games against three seats of the game's
strongest level (Expert where the game offers it, else Strong), played through the
app itself (main window, table page, `LocalSession`, the host runner, qasync,
offscreen), at the default pace ("normal": the thinking pause and the sale moments as
a player sees them).

The human seat is scripted: a Normal agent that answers the moment it is asked
(and closes a round's scoring at once), so every second measured is the
computers' (and the pace's). A *wait* runs from the human's decision to the next
moment the table asks it again and shows the position; the computers' decision
times are measured around `choose` (wall clock: on a busy machine they grow).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/ai_wait.py [--game modern_art] [--games 1]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from typing import Any

from modernart_desktop.ai.agent import Agent, Deliberating
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.stats import percentile
from modernart_desktop.core.actions import Action, LegalActions

HUMAN_SEAT = 0
POLL_MS = 10
LONG_WAIT_S = 15.0


class TimedAgent:
    """An AI seat's agent with a stopwatch around each decision; it passes the
    runner's stop signal and questions on to a searching agent, as the app does."""

    def __init__(self, agent: Agent, times: list[float], cut: list[bool]) -> None:
        self.agent = agent
        self.name = agent.name
        self.needs_view = agent.needs_view
        self.times = times
        self.cut = cut  # per decision: the runner stopped the search (the wait was long)

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        return self.choose_until(view, legal, threading.Event())

    def choose_until(self, view: dict[str, Any] | None, legal: LegalActions, stop: threading.Event) -> Action:
        started = time.perf_counter()
        try:
            if isinstance(self.agent, Deliberating):
                return self.agent.choose_until(view, legal, stop)
            return self.agent.choose(view, legal)
        finally:
            self.times.append(time.perf_counter() - started)
            self.cut.append(stop.is_set())

    def answer_stands(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        return isinstance(self.agent, Deliberating) and self.agent.answer_stands(thought_on, now)


def play_one(game_id: str, seed: int, speed: str, level: str) -> tuple[list[float], list[float], int, float]:
    """One game: (the human's waits, the AI decision times, how many searches the
    shared wait cut short, the game's seconds)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from modernart_desktop.host.table import AI, HUMAN, SeatInfo
    from modernart_desktop.ui.app import install_event_loop
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.session import LocalSession
    from modernart_desktop.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv)
    install_event_loop(app, already_running=True)  # type: ignore[arg-type]
    settings = Settings()
    settings.speed = speed
    window = MainWindow(settings, I18n(app))  # type: ignore[arg-type]
    window.resize(1360, 860)
    window.show()
    names = ["You", "Ada", "Bruno", "Clara"]
    seats = [SeatInfo(names[0], HUMAN)] + [SeatInfo(n, AI, level) for n in names[1:]]
    session = LocalSession.new(game_id, seats, seed=seed, think_delay=settings.think_delay)
    ai_times: list[float] = []
    cut: list[bool] = []
    for seat, agent in list(session.runner.agents.items()):
        timed = TimedAgent(agent, ai_times, cut)
        session.runner.agents[seat] = timed
        session._agents[seat] = timed  # a pause hands the seat back the same (timed) agent
    human = make_agent(game_id, "normal", seed)
    window.open_session(session)
    page = window.table_page
    assert page is not None
    waits: list[float] = []
    state: dict[str, Any] = {"since": time.perf_counter(), "done": False, "decisions": 0}
    began = time.perf_counter()
    loop = QEventLoop()

    def tick() -> None:
        if page.result_dialog is not None or session.is_over():
            state["done"] = True
            loop.quit()
            return
        dialog = page.table.scoring_dialog()
        if dialog is not None and dialog.isVisible():
            dialog.accept()
            return
        table = session.table
        if HUMAN_SEAT not in table.active_seats() or page.rendered_seq != table.seq:
            return
        wait = time.perf_counter() - state["since"]
        waits.append(wait)
        if wait > LONG_WAIT_S:  # say what the computers were doing meanwhile
            thought = ", ".join(f"{t:.1f}" for t in ai_times[state["decisions"] :])
            print(f"  a {wait:.1f} s wait at seq {table.seq}; the computers decided in: {thought}")
        state["decisions"] = len(ai_times)
        action = human.choose(table.view_for(HUMAN_SEAT), table.legal_actions(HUMAN_SEAT))
        state["since"] = time.perf_counter()
        state["decisions"] = len(ai_times)
        session.submit(HUMAN_SEAT, action, based_on_seq=table.seq)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(POLL_MS)
    loop.exec()
    timer.stop()
    elapsed = time.perf_counter() - began
    window.close()
    return waits[1:], ai_times, sum(cut), elapsed  # the first "wait" is the game's opening


def summary(label: str, values: list[float]) -> str:
    if not values:
        return f"{label}: none"
    return (
        f"{label}: n={len(values)} median {percentile(values, 50):.2f} s, "
        f"p95 {percentile(values, 95):.2f} s, max {max(values):.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="modern_art")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", default="normal", help="the pace: slow, normal, fast, instant")
    parser.add_argument("--level", default=None, help="the computers' level (default: the game's strongest)")
    args = parser.parse_args()
    if args.level is None:
        from modernart_desktop.ai.levels import levels_for

        args.level = levels_for(args.game)[-1]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("MODERNART_DATA_DIR", tempfile.mkdtemp(prefix="ai_wait_"))
    all_waits: list[float] = []
    all_times: list[float] = []
    for g in range(args.games):
        load = os.getloadavg()[0]
        waits, times, cut, elapsed = play_one(args.game, args.seed + g, args.speed, args.level)
        print(f"game {g + 1}: {elapsed:.0f} s, load average {load:.1f} -> {os.getloadavg()[0]:.1f}")
        print("  " + summary("waits", waits))
        print("  " + summary(f"{args.level} decisions", times) + f", {cut} cut short by the shared wait")
        all_waits += waits
        all_times += times
    print(f"{args.game}, {args.games} game(s) against three {args.level} seats at pace {args.speed!r}:")
    print("  " + summary("your waits between decisions", all_waits))
    print("  " + summary(f"{args.level} decision times", all_times))


if __name__ == "__main__":
    main()
