"""A 1280x720 screen under a desktop panel (25 px) and a window title bar (30 px) leaves
a window of 1280x665: every table and the shell's pages fit it whole (their minimum
height, menu bar included, is at most that; nothing cut off), and the card game's
replay fits a 1280x720 window without a scroll bar."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.live_tables import layout_problems, live_match
from tests.ui.test_replay_controls import open_replay

SHORT = (1280, 720 - 25 - 30)
TABLES = [
    ("modern_art", 3),
    ("modern_art", 4),
    ("modern_art", 5),
    ("modern_art_card_game", 3),
    ("modern_art_card_game", 4),
    ("modern_art_card_game", 5),
    ("art_society", 3),
    ("art_society", 4),
    ("friesematenten", 3),
    ("friesematenten", 4),
]


def settle(window) -> None:
    for _ in range(3):
        QApplication.processEvents()
    window.zoom.update()  # (it waits for a resize to settle)
    for _ in range(3):
        QApplication.processEvents()


def needed_height(window) -> int:
    """The least height the window's contents take (the menu bar and the page on show)."""
    page = window.stack.currentWidget()
    return window.menuBar().sizeHint().height() + page.minimumSizeHint().height()


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_every_table_fits_a_1280_by_720_screen_under_a_panel(open_position, shots_dir, game_id, players):
    window, page = open_position(live_match(game_id, players=players))
    window.resize(*SHORT)
    settle(window)
    window.grab().save(str(shots_dir / f"short_{game_id}_{players}.png"))
    assert needed_height(window) <= SHORT[1], (game_id, players, needed_height(window))
    assert window.height() == SHORT[1]
    assert not layout_problems(page), layout_problems(page)


@pytest.mark.parametrize("page_name", ["start", "history"])
def test_the_shell_fits_a_1280_by_720_screen_under_a_panel(window, page_name):
    if page_name == "history":
        window.open_history()
    window.resize(*SHORT)
    settle(window)
    assert needed_height(window) <= SHORT[1], (page_name, needed_height(window))


@pytest.mark.parametrize("players", [3, 4])
def test_the_card_games_replay_fits_1280_by_720_without_a_scroll_bar(window, shots_dir, players):
    page = open_replay(window, "modern_art_card_game", players)
    window.resize(1280, 720)
    settle(window)
    for step in (page.slider.maximum() // 3, page.slider.maximum() // 2, page.slider.maximum()):
        page.slider.setValue(step)
        settle(window)
        window.grab().save(str(shots_dir / f"replay_card_game_{players}_1280x720.png"))
        bar = page.table_room.verticalScrollBar()
        assert bar.maximum() == 0, (players, step, bar.maximum())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_art_society_replay_keeps_to_the_window_and_never_grows(window, shots_dir, players):
    """Art Society's table shares its height out (the opponents' walls take what the desk
    leaves): in the replay's room it is given the room's height, not a height it asked for
    after filling the last one, so stepping through the game never makes it taller."""
    page = open_replay(window, "art_society", players)
    window.resize(1280, 720)
    settle(window)
    room = page.table_room
    for step in (0, page.slider.maximum() // 2, page.slider.maximum(), page.slider.maximum() // 3):
        page.slider.setValue(step)
        for _ in range(4):
            settle(window)
        window.grab().save(str(shots_dir / f"replay_art_society_{players}_1280x720.png"))
        assert page.table.height() == room.viewport().height(), (players, step, page.table.height())
        assert room.verticalScrollBar().maximum() == 0, (players, step)
