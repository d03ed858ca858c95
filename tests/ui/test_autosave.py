"""Autosave: every accepted move is on disk. Kill the app mid-game (no clean shutdown),
start it again, resume from the start page, and the game is exactly where it was."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import Qt

from modernart_desktop.core.persistence import match_to_bytes

PLAY_THEN_DIE = textwrap.dedent("""
    import asyncio, os, signal, sys
    from modernart_desktop.core.persistence import match_to_bytes
    from modernart_desktop.host.table import AI, SeatInfo
    from modernart_desktop.ui.app import build_main_window, create_application, install_event_loop
    from modernart_desktop.ui.session import LocalSession

    app = create_application([])
    loop = install_event_loop(app)
    window = build_main_window(app)
    window.settings.speed = "instant"
    window.show()
    seats = [SeatInfo("Nina")] + [SeatInfo(n, AI, "easy") for n in ("Ada", "Bruno", "Clara")]
    session = LocalSession.new("modern_art", seats, {"open_clock": 0}, seed=77)
    window.open_session(session)
    page = window.table_page

    def quiet(legal):
        for action in legal.actions:
            if action.kind in ("pass", "decline_second", "skip_mystery"):
                return action
        if legal.actions:
            return legal.actions[0]
        return legal.ranges[0].make(legal.ranges[0].lo)

    async def play_then_die():
        while session.table.seq < 30:
            await asyncio.sleep(0.01)
            dialog = page.table.scoring_dialog()
            if dialog is not None:
                dialog.accept()
            elif 0 in session.table.active_seats() and page.rendered_seq == session.table.seq:
                page.table.intent.emit(quiet(session.table.legal_actions(0)))
        session.pause("test")          # freeze the computer seats, then die mid-game
        await asyncio.sleep(0.05)
        sys.stdout.write(match_to_bytes(session.table.match).hex() + "\\n")
        sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGKILL)

    loop.run_until_complete(play_then_die())
""")


def test_a_killed_game_resumes_exactly_where_it_was(make_window, qtbot, data_dir):
    env = dict(os.environ, MODERNART_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", PLAY_THEN_DIE], env=env, capture_output=True, text=True, timeout=180
    )
    assert proc.returncode == -9, proc.stderr[-2000:]  # SIGKILL: no clean shutdown
    before = bytes.fromhex(proc.stdout.strip().splitlines()[-1])

    window = make_window()
    start = window.start_page
    assert start.continue_card.isVisible()  # the app offers to resume
    assert "Nina" in start.continue_text.text()
    qtbot.mouseClick(start.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None)
    page = window.table_page
    match = page.session.table.match
    assert match_to_bytes(match) == before  # same seed, options, every move
    assert match.seq >= 30 and not match.is_over()
    # and the table shows that position: Nina's hand as the engine has it
    page.bridge.flush_now()
    assert sorted(page.table.me.hand.cards()) == sorted(match.state.hands[0])
