#!/usr/bin/env python3
"""Every screen of the app on a given screen: the start page, each game's table in a
live game and at its end, every dialog (new game, settings, about, rules, LAN, a
round's scoring, the final ranking, the tables' own dialogs), the history and a replay.

    .venv/bin/python packaging/screens.py --size 1280x720 --lang fr --out /tmp/shots
    QT_SCALE_FACTOR=2 .venv/bin/python packaging/screens.py --size 1280x720

Headless (Qt's offscreen platform, given a screen of that size in logical pixels: with
QT_SCALE_FACTOR=2 it has twice as many device pixels). Saves one PNG per screen (unless
--no-images) and prints one JSON line per window: its name, its geometry, the screen's
available geometry, its minimum size, the page's zoom and any text or part cut off,
which tests/ui/test_dialogs_fit.py and tests/ui/test_tables_scale.py read.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _screen_config(width: int, height: int, scale: float) -> str:
    """An offscreen screen of width x height logical pixels."""
    config = {
        "screens": [
            {
                "name": "screen",
                "x": 0,
                "y": 0,
                "width": round(width * scale),
                "height": round(height * scale),
                "logicalDpi": 96,
                "logicalBaseDpi": 96,
                "dpr": 1,
            }
        ]
    }
    handle, path = tempfile.mkstemp(prefix="modernart-screen-", suffix=".json")
    with os.fdopen(handle, "w") as f:
        json.dump(config, f)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720", help="the screen, in logical pixels")
    parser.add_argument("--lang", default="en", choices=("en", "pl", "fr"))
    parser.add_argument("--out", default=str(ROOT / "artifacts" / "screens"))
    parser.add_argument("--no-images", action="store_true", help="only the sizes")
    parser.add_argument("--only", default="", help="comma-separated name prefixes to take")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1") or 1)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen_config(width, height, scale)}"
    os.environ.setdefault("MODERNART_BIND", "127.0.0.1")
    data = tempfile.mkdtemp(prefix="modernart-screens-")
    os.environ["MODERNART_DATA_DIR"] = data  # never the player's own files
    sys.path.insert(0, str(ROOT))  # tests.ui.live_tables: the positions the UI tests use

    from modernart_desktop.ui.app import create_application, install_event_loop
    from modernart_desktop.ui.common.zoom import zoom_of
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings
    from tests.ui.live_tables import layout_problems

    app = create_application([])
    install_event_loop(app)
    settings = Settings()
    settings.speed = "instant"
    settings.language = args.lang
    i18n = I18n(app)
    i18n.set_language(args.lang)
    window = MainWindow(settings, i18n)
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tag = f"{width}x{height}" + (f"_x{scale:g}" if scale != 1 else "") + f"_{args.lang}"
    wanted = [w for w in args.only.split(",") if w]

    def settle() -> None:
        for _ in range(4):
            app.processEvents()
        zoom = getattr(window, "zoom", None)
        if zoom is not None:  # (its timer waits for a resize to settle)
            zoom.update()
            app.processEvents()

    for name, widget in _screens(window, app, settle):
        if wanted and not any(name.startswith(w) for w in wanted):
            continue
        settle()
        top = widget.window()
        screen = top.screen().availableGeometry()
        frame = top.frameGeometry()
        minimum = top.minimumSizeHint().expandedTo(top.minimumSize())
        shown = window.stack.currentWidget() if top is window else top
        print(
            json.dumps(
                {
                    "name": name,
                    "window": type(top).__name__,
                    "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
                    "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
                    "minimum": [minimum.width(), minimum.height()],
                    "scale": scale,
                    "device_pixel_ratio": top.devicePixelRatioF(),
                    "zoom": window.zoom.zoom,
                    # a dialog's own zoom (its window's, as far as its screen holds it), the menus'
                    "window_zoom": zoom_of(top),
                    "menu_zoom": window.menuBar().property("uiZoom"),
                    # texts cut off, parts pushed past an edge (tests/ui/live_tables.py)
                    "problems": layout_problems(shown),
                }
            ),
            flush=True,
        )
        if not args.no_images:
            top.grab().save(str(out / f"{name}_{tag}.png"))
    window.close_without_asking()
    return 0


def _screens(window, app, settle: Callable[[], None]) -> Iterator[tuple[str, object]]:
    """(name, widget) for every screen, each opened in turn and closed after."""
    from PySide6.QtWidgets import QDialog

    from modernart_desktop.core import registry
    from modernart_desktop.host.session import SPECTATOR
    from modernart_desktop.host.table import AI, REMOTE, SeatInfo, Table
    from modernart_desktop.storage import paths
    from modernart_desktop.ui.session import LocalSession
    from tests.ui.live_tables import GAMES, finished_match, live_match

    PLAYERS = {g: (registry.get(g).min_players, registry.get(g).max_players) for g in GAMES}

    def show(match, name: str):
        others = ("Ada", "Bruno", "Clara", "Diego")[: match.num_players - 1]
        seats = [SeatInfo("Nina")] + [SeatInfo(n, REMOTE) for n in others]
        table = Table(match, seats, paths.saves_dir() / f"{name}{paths.SAVE_SUFFIX}")
        window.open_session(LocalSession(table))
        page = window.table_page
        page.bridge.flush_now()
        settle()
        return page

    def close(dialog) -> None:
        if dialog is not None and dialog.isVisible():
            dialog.done(0) if isinstance(dialog, QDialog) else dialog.close()
        settle()

    yield "start", window
    for game_id in GAMES:
        # More positions than the one a test looks at: the fewest and the most players,
        # early and late in the game (a bare start, full tableaux, statuses in an auction).
        low, high = PLAYERS[game_id]
        for players, moves in ((low, 15), (high, 45), (high, 140)):
            try:
                match = live_match(game_id, seed=11 + moves, players=players, moves=moves)
            except AssertionError:  # (the game ended before: a shorter game at this count)
                continue
            show(match, f"{game_id}-{players}p-{moves}")
            yield f"{game_id}_table_{players}p_{moves}", window
        page = show(live_match(game_id), f"{game_id}-live")
        yield f"{game_id}_table", window
        if game_id == "art_society":  # another player's wall, enlarged
            box = page.table.seat_boxes[0]
            box.enlarge()
            yield f"{game_id}_wall_dialog", box.dialog
            close(box.dialog)
        if game_id == "friesematenten":
            page.table.open_discard()
            yield f"{game_id}_discard_dialog", page.table.discard_dialog
            close(page.table.discard_dialog)
        # a round's scoring, for the games that show one
        over = finished_match(game_id)
        scored = [(s, e) for s, e in over.events if e.code == "round/scored"]
        if scored:
            page.table.on_public_events(
                [scored[-2] if len(scored) > 1 else scored[-1]],
                page.bridge.view(SPECTATOR),
                page.session.seats,
                page.bridge.view(page.viewer),
            )
            dialog = page.table.scoring_dialog()
            if dialog is not None:
                yield f"{game_id}_round_dialog", dialog
                close(dialog)
        page = show(over, f"{game_id}-over")
        if page.result_dialog is not None:
            yield f"{game_id}_final_ranking", page.result_dialog
            close(page.result_dialog)
        yield f"{game_id}_table_over", window
        window.leave_table()
        settle()
    window.ask_new_game("modern_art")
    yield "new_game_dialog", window.new_game_dialog
    close(window.new_game_dialog)
    for game_id in GAMES:
        if game_id != "modern_art":
            window.ask_new_game(game_id)
            yield f"new_game_dialog_{game_id}", window.new_game_dialog
            close(window.new_game_dialog)
    window.open_settings()
    yield "settings_dialog", window.settings_dialog
    close(window.settings_dialog)
    welcome = window.welcome_on_first_start()  # (the first start's welcome)
    if welcome is not None:
        yield "welcome_dialog", welcome
        close(welcome)
    window.open_about()
    about = [d for d in window.findChildren(QDialog) if type(d).__name__ == "AboutDialog" and d.isVisible()]
    if about:
        yield "about_dialog", about[0]
        close(about[0])
    for game_id in GAMES:
        window.open_rules(game_id)
        yield f"rules_{game_id}", window.rules_window
        window.rules_window.close()
        settle()
    lobby = window.lobby
    if lobby is not None:
        lobby.host_game()
        yield "lan_host_dialog", lobby.host_dialog
        close(lobby.host_dialog)
        lobby.join_game()
        yield "lan_join_dialog", lobby.join_dialog
        close(lobby.join_dialog)
    # the history, with a finished game of each kind, and a replay
    from modernart_desktop.core.persistence import save_match
    from modernart_desktop.history.records import record_from_match
    from modernart_desktop.history.store import HistoryStore

    store, _notice = HistoryStore.open(paths.data_dir())
    for i, game_id in enumerate(GAMES):
        match = finished_match(game_id, seed=7 + i)
        names = ("Nina", "Ada", "Bruno", "Clara")[: match.num_players]
        Table(match, [SeatInfo(names[0])] + [SeatInfo(n, AI, "normal") for n in names[1:]])
        path = paths.finished_dir() / f"{game_id}{paths.SAVE_SUFFIX}"
        path.parent.mkdir(parents=True, exist_ok=True)
        save_match(path, match)
        store.record(record_from_match(match, save_path=str(path), duration_s=1500.0 + 240 * i))
    store.close()
    window.open_history()
    yield "history", window
    window.history_page._replay_selected()
    settle()
    if window.replay_page is not None:
        window.replay_page.slider.setValue(window.replay_page.slider.maximum() // 2)
        yield "replay", window
        window.replay_page.closed.emit()
        settle()
        yield "history_after_replay", window
    # a replay of each game, halfway and at its end
    for row in range(len(window.history_page.records)):
        window.history_page.select_row(row)
        record = window.history_page.selected()
        window.history_page._replay_selected()
        settle()
        if record is None or window.replay_page is None:
            continue
        slider = window.replay_page.slider
        for where, value in (("middle", slider.maximum() // 2), ("end", slider.maximum())):
            slider.setValue(value)
            yield f"replay_{record.game_id}_{where}", window
        # the review of Nina's game, weighed quickly (her last decisions, a small budget),
        # open at its biggest moment
        yield from _review_screen(window, app, record.game_id)
        window.replay_page.closed.emit()
        settle()


def _review_screen(window, app, game_id: str) -> Iterator[tuple[str, object]]:
    """The replay page with the review of seat 0's last dozen decisions done (a tenth of
    the app's budget, one process: a few seconds), showing its biggest moment."""
    import time

    from modernart_desktop.ai import coach
    from modernart_desktop.ui.after import review_panel

    page = window.replay_page
    if page is None:
        return
    scale, workers = review_panel.REVIEW_SCALE, review_panel.REVIEW_WORKERS
    review_panel.REVIEW_SCALE, review_panel.REVIEW_WORKERS = 0.1, 1
    try:
        panel = page.review
        decisions = coach.decisions_of(panel._match(), 0)
        panel.start(0, only={d.index for d in decisions[-12:]})
        started = time.monotonic()
        while panel.state == "running" and time.monotonic() - started < 120:
            app.processEvents()
            time.sleep(0.02)
        moments = panel.review.moments() if panel.review is not None else []
        if moments:
            page.show_decision(moments[0].index, 0)
        app.processEvents()
        yield f"review_{game_id}", window
    finally:
        review_panel.REVIEW_SCALE, review_panel.REVIEW_WORKERS = scale, workers


if __name__ == "__main__":
    sys.exit(main())
