"""Settings' "I use a screen reader": a table for a screen-reader player runs no clock
on open auctions (issue 34: the clock ran out twice while listening), from the next
table on; the choice is remembered."""

from __future__ import annotations

from modernart_desktop.host.table import AI, HUMAN, SeatInfo
from modernart_desktop.ui.session import LocalSession


def _open_table(window):
    seats = [SeatInfo("Nina", HUMAN)] + [SeatInfo(n, AI, "easy") for n in ("Ada", "Bruno", "Clara")]
    session = LocalSession.new("modern_art", seats, {"open_clock": 20}, seed=5)
    window.open_session(session)
    return window.table_page


def test_a_screen_reader_players_table_runs_no_clock(window, qtbot):
    assert not window.settings.screen_reader
    page = _open_table(window)
    assert page.session.runner.use_clock  # (the clock the table options ask for)
    window.leave_table()

    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None and not dialog.screen_reader.isChecked()
    assert "screen reader" in dialog.screen_reader.text().replace("&", "")
    dialog.screen_reader.setChecked(True)
    dialog.accept()
    qtbot.waitUntil(lambda: window.settings_dialog is None)
    assert window.settings.screen_reader

    page = _open_table(window)
    assert not page.session.runner.use_clock
    window.open_settings()
    assert window.settings_dialog.screen_reader.isChecked()  # remembered
    window.settings_dialog.reject()
