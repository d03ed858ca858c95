"""Screen readers: the accessibility tree (QAccessible) of every table in a live game,
with its side panel, has no interactive element without a name (cards, tiles' wall,
lollipops, buttons, the amount box, the log), in the current language; the log is a
readable text; a decision announces itself; dragging a tile by keyboard tells where
it is and what hanging it there would do; the dialogs' controls are named too.

    .venv/bin/python -m pytest -q -s tests/ui/test_accessibility.py   (prints the counts)
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.accessibility import walk
from tests.ui.live_tables import GAME_IDS, finished_match, live_match


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_interactive_element_of_a_live_table_is_unnamed(open_position, game_id, lang):
    window, page = open_position(live_match(game_id), lang)
    window.activateWindow()
    settle()
    result = walk(page)
    print(
        f"\n{game_id} ({lang}): {result.nodes} accessible elements, {len(result.interactive)} interactive, "
        f"{len(result.interactive) - len(result.unnamed)} named, {len(result.unnamed)} unnamed"
    )
    assert len(result.interactive) >= 10
    assert not result.unnamed, result.unnamed
    # the log: a text a screen reader can read, named in the current language
    log = QAccessible.queryAccessibleInterface(page.log.view)
    assert log.textInterface() is not None and log.textInterface().characterCount() > 20
    assert log.text(QAccessible.Text.Name) == {"en": "Game log", "fr": "Journal de la partie"}[lang]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_decision_announces_itself(open_position, qtbot, game_id):
    window, page = open_position(live_match(game_id))
    window.activateWindow()
    qtbot.waitUntil(lambda: bool(page.announcements))
    assert page.announcements[-1].startswith("Nina") and "your turn" in page.announcements[-1].lower()
    assert page.narrator.heard[-1][1]  # assertive


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_final_ranking_has_no_unnamed_control(open_position, qtbot, game_id):
    window, page = open_position(finished_match(game_id))
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    result = walk(page.result_dialog)
    assert result.interactive and not result.unnamed, result.unnamed
    page.result_dialog.done(0)
    settle()
    result = walk(page)  # the table at the end, the ranking on it
    assert not result.unnamed, result.unnamed


def test_the_shells_dialogs_have_no_unnamed_control(window, qtbot):
    window.ask_new_game("modern_art")
    dialog = window.new_game_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    result = walk(dialog)
    assert result.interactive and not result.unnamed, result.unnamed
    dialog.done(0)
    result = walk(window.start_page)
    assert result.interactive and not result.unnamed, result.unnamed


def test_dragging_a_tile_by_keyboard_tells_where_it_is(open_position):
    def picking(m):
        return m.state.phase == "pick" and m.state.order[m.state.pos] == 0 and not m.state.took

    window, page = open_position(live_match("art_society", want=picking))
    window.activateWindow()
    desk = page.table.desk
    desk.setFocus()
    settle()
    assert desk.accessibleName() == "Your wall"
    assert "Enter picks it up" in desk.accessibleDescription()
    QTest.keyClick(desk, Qt.Key.Key_Return)  # picked up: carried onto the wall
    carried = desk.accessibleDescription()
    assert "carried to row" in carried
    QTest.keyClick(desk, Qt.Key.Key_Right)
    moved = desk.accessibleDescription()
    if moved == carried:  # (a large painting at the wall's right edge: it goes left instead)
        QTest.keyClick(desk, Qt.Key.Key_Left)
        moved = desk.accessibleDescription()
    assert "carried to row" in moved and moved != carried
    node = QAccessible.queryAccessibleInterface(desk)
    assert node.text(QAccessible.Text.Description) == moved
    QTest.keyClick(desk, Qt.Key.Key_Escape)
