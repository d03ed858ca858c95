"""Table drawing speed, offscreen: a full repaint of each game's table late in a
game, drawing a new position (show_view), and the log: rebuilding it whole (after
a language switch, a curtain) and hiding or showing a hot-seat player's own lines.
Run: QT_QPA_PLATFORM=offscreen python benchmarks/ui_table_speed.py"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MODERNART_DATA_DIR", tempfile.mkdtemp(prefix="ui-bench-"))

from PySide6.QtWidgets import QApplication

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.match import Match
from modernart_desktop.host.table import HUMAN, SeatInfo, Table


def late_position(game_id: str, players: int, actions: int) -> Match:
    match = Match.new(game_id, players, seed=3)
    agents = [RandomAgent(10 + s) for s in range(players)]
    for _ in range(actions):
        if match.is_over():
            break
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
    return match


def ms(fn, repeat: int) -> float:
    """Median milliseconds of `repeat` calls."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    from modernart_desktop.ui.app import install_event_loop
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.session import LocalSession
    from modernart_desktop.ui.settings import Settings

    install_event_loop(app, already_running=True)
    settings = Settings()
    settings.speed = "instant"
    window = MainWindow(settings, I18n(app))
    window.resize(1360, 860)
    window.show()
    print(
        f"{'table':<22}{'log lines':>10}{'repaint ms':>12}{'show_view ms':>14}{'log rebuild ms':>16}"
        f"{'hide own lines ms':>19}"
    )
    for game_id, players, actions in (("modern_art", 4, 140), ("modern_art_card_game", 4, 50)):
        match = late_position(game_id, players, actions)
        seats = [SeatInfo(f"P{s + 1}", HUMAN) for s in range(players)]  # hot-seat: every seat at this screen
        session = LocalSession(Table(match, seats, None))
        window.open_session(session)
        page = window.table_page
        page._lift_curtain(page.curtain.seat)
        app.processEvents()
        table, log = page.table, page.log
        events = page.bridge.log(page.viewer)
        repaint = ms(lambda: table.grab(), 20)
        redraw = ms(page._render, 20)
        rebuild = ms(lambda: log.set_events(events, session.names(), page.viewer), 10)

        def toggle() -> None:
            log.set_public_only(True)
            log.set_public_only(False)

        hide = ms(toggle, 10) / 2
        print(
            f"{game_id:<22}{len(log.lines()):>10}{repaint:>12.1f}{redraw:>14.1f}{rebuild:>16.1f}{hide:>19.1f}"
        )
        window.leave_table()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
