"""The game log follows the newest line as the game goes on, unless the reader has
scrolled back to read earlier moves; scrolling to the end follows again."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from modernart_desktop.core.events import Event
from modernart_desktop.ui.common.log_panel import LogPanel


def _describe(event, names, viewer):
    return f"{names[0]} does move {event.params['n']}, a line long enough to wrap in a narrow log panel."


def _settle():
    for _ in range(3):
        QApplication.processEvents()


def test_the_log_follows_new_lines_until_the_reader_scrolls_back(qtbot):
    log = LogPanel(_describe)
    qtbot.addWidget(log)
    log.resize(280, 300)
    log.show()
    log.set_events([(i, Event("x", {"n": i})) for i in range(40)], ["Nina"], 0)
    _settle()
    bar = log.view.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    for batch in range(20):  # the game goes on, a few lines at a time
        log.append([(100 + batch * 3 + k, Event("x", {"n": batch * 3 + k})) for k in range(3)])
        _settle()
        assert bar.value() == bar.maximum(), f"stopped following after batch {batch}"
    bar.setValue(10)  # the reader scrolls back
    _settle()
    log.append([(999, Event("x", {"n": 999}))])
    _settle()
    assert bar.value() == 10 and not log.following()
    bar.setValue(bar.maximum())  # and returns to the end
    log.append([(1000, Event("x", {"n": 1000}))])
    _settle()
    assert log.following() and bar.value() == bar.maximum()


def test_a_screen_reader_walks_the_log_line_by_line(qtbot):
    """The log is a read-only text with a caret: Down moves to the next line, whose words
    the accessibility interface gives (a screen reader speaks them); the title labels it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessible, QTextCursor

    log = LogPanel(lambda e, names, viewer: f"{names[0]} does move {e.params['n']}.")
    qtbot.addWidget(log)
    log.resize(400, 300)
    log.show()
    log.set_events([(i, Event("x", {"n": i})) for i in range(5)], ["Nina"], 0)
    _settle()
    view = log.view
    assert view.isReadOnly() and log.title.buddy() is view
    assert view.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    view.setFocus()
    view.moveCursor(QTextCursor.MoveOperation.Start)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.textCursor().blockNumber() == 2
    text = QAccessible.queryAccessibleInterface(view).textInterface()
    block = view.textCursor().block()
    assert text.cursorPosition() == view.textCursor().position()
    line = text.text(block.position(), block.position() + block.length() - 1)
    assert line.strip() == "Nina does move 2."
    log.append([(9, Event("x", {"n": 9}))])  # a new line leaves the reader where they are
    _settle()
    assert view.textCursor().blockNumber() == 2 and log.lines()[-1] == "Nina does move 9."


def test_new_lines_reach_a_screen_reader_as_one_insertion(qtbot):
    """A move's lines are one change of the log's text (issue 34: each line was four
    events, a break, the text, then the text removed and inserted again), and they look
    as the same lines do when the log is written whole."""
    from modernart_desktop.ui.common.log_panel import HEADLINES

    headline = next(iter(HEADLINES))

    def describe(event, names, viewer):
        return f"{event.code} {event.params['n']}"

    log = LogPanel(describe)
    qtbot.addWidget(log)
    events = [(i, Event("x", {"n": i})) for i in range(3)]
    more = [(3, Event(headline, {"n": 3})), (4, Event("x", {"n": 4}, to=0)), (5, Event("x", {"n": 5}))]
    log.set_events(events, ["Nina"], 0)
    changes: list[tuple[int, int, int]] = []
    log.view.document().contentsChange.connect(
        lambda at, removed, added: changes.append((at, removed, added))
    )
    log.append(more)
    assert len(changes) == 1 and changes[0][1] == 0  # one insertion, nothing removed
    whole = LogPanel(describe)
    qtbot.addWidget(whole)
    whole.set_events(events + more, ["Nina"], 0)
    assert log.view.toPlainText() == whole.view.toPlainText()

    def looks(panel):
        out = []
        block = panel.view.document().begin()
        while block.isValid():
            fmt = block.begin().fragment().charFormat()
            out.append(
                (block.text(), fmt.fontWeight() >= 600, fmt.fontItalic(), block.blockFormat().topMargin())
            )
            block = block.next()
        return out

    assert looks(log) == looks(whole)
