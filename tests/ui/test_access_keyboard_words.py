"""What a screen-reader player meets, fixed after the Orca benchmark (issue 34): a
control's accessible name is one line (Art Society's stack buttons had a line break in
theirs); Art Society's 'your turn' says which keys hang a painting (its prompt says
"Drag…"); the new game dialog does not refill its level boxes (a burst Orca 43 never
caught up with).

    .venv/bin/python -m pytest -q tests/ui/test_access_keyboard_words.py
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from tests.ui.accessibility import interactive
from tests.ui.live_tables import live_match


def test_art_societys_stack_buttons_have_one_line_names(open_position):
    match = live_match("art_society", want=lambda m: bool(m.legal_actions(0).of_kind("pick_stack")))
    window, page = open_position(match)
    QApplication.processEvents()
    todo = [QAccessible.queryAccessibleInterface(page)]
    controls = []
    while todo:
        node = todo.pop()
        if node is None or not node.isValid():
            continue
        if interactive(node) and node.role() == QAccessible.Role.PushButton:
            controls.append(node.text(QAccessible.Text.Name) or "")
        todo.extend(node.child(i) for i in range(node.childCount()))
    stacks = [name for name in controls if "value" in name]
    assert stacks, controls
    assert all("\n" not in name for name in controls), [n for n in controls if "\n" in n]
    assert all(", " in name and "left" in name for name in stacks), stacks


def test_art_society_tells_a_keyboard_player_how_to_hang_a_painting(open_position, qtbot):
    """The prompt says "Drag…"; where the keyboard goes to the wall, the 'your turn' a
    screen reader hears says which keys hang the painting."""
    match = live_match("art_society", want=lambda m: m.view_for(0)["phase"] == "start", moves=0)
    window, page = open_position(match)
    window.activateWindow()
    qtbot.waitUntil(lambda: bool(page.announcements))
    assert page.table.focus_target() is page.table.desk
    turn = page.announcements[-1]
    assert "Drag" in turn and "Enter picks the painting up" in turn


def test_the_new_game_dialog_does_not_refill_its_level_boxes(window, qtbot):
    """Choosing the game again keeps each seat's level items (refilling every box sent a
    screen reader a burst of events as the dialog opened: Orca 43 fell behind for good)."""
    window.ask_new_game("modern_art")
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    removed: list[int] = []
    for row in dialog.rows:
        row.level.model().rowsRemoved.connect(lambda *_a: removed.append(1))
        row.level.setCurrentIndex(row.level.count() - 1)
    dialog._game_changed()
    assert not removed
    assert all(row.level.currentData() == "normal" for row in dialog.rows)  # (the default again)
    dialog.done(0)
