"""A replay plays on by itself (play/pause, at a speed the player chooses) and jumps
ahead: to the next round's start, and to the next decision of the seat on show (the
table as that seat saw it before its move) - no more 210 clicks for one game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import click
from tests.ui.test_after_the_game import _finished, _history_of


def open_replay(window, game_id: str = "modern_art", players: int = 4):
    _history_of([_finished(game_id, 7, players)])
    window.open_history()
    window.history_page._replay_selected()
    page = window.replay_page
    assert page is not None and page.step == 0
    return page


def test_play_steps_on_by_itself_and_pause_stops_it(window, qtbot):
    page = open_replay(window)
    assert page.play_button.text().endswith("Play") and not page.playing()
    page.speed_box.setCurrentIndex(page.speed_box.count() - 1)  # very fast
    assert page.speed_box.currentText() == "Very fast"
    click(qtbot, page.play_button)
    assert page.playing() and page.play_button.text().endswith("Pause")
    qtbot.waitUntil(lambda: page.step >= 4, timeout=5000)
    click(qtbot, page.play_button)
    assert not page.playing()
    stopped = page.step
    qtbot.wait(400)
    assert page.step == stopped  # paused: it stays there
    # the speed is how long a move stays: slow is slower than very fast
    intervals = [page.speed_box.itemData(i) for i in range(page.speed_box.count())]
    assert intervals == sorted(intervals, reverse=True)


def test_playing_stops_at_the_end(window, qtbot):
    page = open_replay(window, "modern_art_card_game", 3)
    page.speed_box.setCurrentIndex(page.speed_box.count() - 1)
    page.show_step(page.replay.length - 3)
    page.play()
    qtbot.waitUntil(lambda: not page.playing(), timeout=5000)
    assert page.step == page.replay.length and page.play_button.text().endswith("Play")
    page.play()  # from the end, it plays again from the set-up
    assert page.step == 0 and page.playing()
    page.pause()


def test_next_round_jumps_to_each_rounds_start_in_turn(window, qtbot):
    page = open_replay(window)
    starts = page.round_steps()
    assert len(starts) == 4
    seen = []
    while page.next_round_button.isEnabled():
        click(qtbot, page.next_round_button)
        seen.append(page.step)
    assert seen == [k for k in starts if k > 0]
    assert page.round_box.currentIndex() == len(starts) - 1
    qtbot.keyClick(page, Qt.Key.Key_Home)  # and the keyboard: Page Down
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_PageDown)
    assert page.step == next(k for k in starts if k > 0)


def test_my_next_decision_shows_the_table_before_each_of_my_moves(window, qtbot):
    page = open_replay(window)
    me = page.seat
    assert page.next_decision_button.text().startswith("Nina's next decision")
    mine = [k for k in range(1, page.replay.length + 1) if page.replay.entry(k).seat == me]
    seen = []
    while page.next_decision_button.isEnabled():
        click(qtbot, page.next_decision_button)
        seen.append(page.step)
        assert page.replay.entry(page.step + 1).seat == me  # the next move is mine
        assert page.current_view() == page.replay.view_at(page.step, me)
    assert seen == [k - 1 for k in mine if k - 1 > 0]
    # another seat on show: its decisions
    page.seat_box.setCurrentIndex(1)
    page.first()
    assert page.next_decision_button.text().startswith("Ada's next decision")
    click(qtbot, page.next_decision_button)
    assert page.replay.entry(page.step + 1).seat == 1


def test_the_control_bar_never_moves_under_the_mouse(window, qtbot):
    """The step label says "Set-up (191 moves in all)", then "Move 1 of 191 / played by
    Ada": its size is the longest text's from the first step on, so ▶ and ▶| stay where
    the player clicked them (they moved onto the slider); the round box says what it does
    before round 1 instead of standing empty."""
    for language in ("en", "fr"):
        window.set_language(language)
        page = open_replay(window, "friesematenten", 4)
        buttons = (page.forward_button, page.last_button, page.play_button, page.next_round_button)
        where = [b.mapTo(page, b.rect().topLeft()) for b in buttons]
        assert page.round_box.placeholderText()  # (shown while no round has begun)
        for step in (1, 2, page.replay.length // 2, page.replay.length):
            page.show_step(step)
            qtbot.wait(1)
            assert [b.mapTo(page, b.rect().topLeft()) for b in buttons] == where, (language, step)
        page.closed.emit()
