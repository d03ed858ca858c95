"""A screen reader finds only the table under a table (issue 34): the start page and its
saved-game list, left behind in the window's page stack, are hidden from the
accessibility tree (invisible, nothing focused in them) and the keyboard is on the
table page, whether the game was resumed from the saved-game list by keyboard or
started anew; back at the start page, it is there again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from modernart_desktop.host.table import AI, HUMAN, SeatInfo
from modernart_desktop.ui.session import LocalSession


def shown_nodes(root: QWidget) -> list[QAccessible]:
    """Every element of `root`'s accessibility tree a screen reader is told is showing."""
    out = []
    stack = [QAccessible.queryAccessibleInterface(root)]
    while stack:
        node = stack.pop()
        if node is None or node.state().invisible:
            continue
        out.append(node)
        stack.extend(node.child(i) for i in range(node.childCount()))
    return out


def test_the_start_page_is_no_ghost_under_a_table(window, qtbot):
    seats = [SeatInfo("Nina", HUMAN)] + [SeatInfo(n, AI, "easy") for n in ("Ada", "Bruno")]
    LocalSession.new("modern_art", seats, {"open_clock": 0}, seed=5).close()
    start = window.start_page
    start.refresh()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    saves = start.saves_list
    assert saves.isVisible() and saves.count() == 1
    saves.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is saves)
    QTest.keyClick(saves, Qt.Key.Key_Return)  # resume the saved game from the list
    qtbot.waitUntil(lambda: window.table_page is not None)
    page = window.table_page
    for _ in range(4):
        QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None and page.isAncestorOf(focus), focus
    assert not start.isAncestorOf(focus) and not saves.hasFocus()
    for widget in (start, saves):
        state = QAccessible.queryAccessibleInterface(widget).state()
        assert state.invisible and not state.focused
    shown = {node.object() for node in shown_nodes(window)}
    assert start not in shown and saves not in shown and page in shown
    assert not any(isinstance(o, QWidget) and start.isAncestorOf(o) for o in shown)
    # back at the start page, the list is there again
    window.leave_table()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is start)
    shown = {node.object() for node in shown_nodes(window)}
    assert start in shown and saves in shown
