"""The history page after a replay: closing the replay brings back the page as it was
left (the same column layout, every column in view with no horizontal scrollbar, the
same game selected), at the smallest supported window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.test_after_the_game import _finished, _history_of


def _layout(history):
    header = history.list.horizontalHeader()
    return [header.sectionSize(c) for c in range(history.list.columnCount())]


def test_closing_a_replay_keeps_the_history_as_it_was(make_window, shots_dir):
    _history_of([_finished("modern_art", s) for s in (3, 7, 4)] + [_finished("modern_art_card_game", 6, 3)])
    window = make_window()
    window.resize(1280, 720)
    window.open_history()
    history = window.history_page
    QApplication.processEvents()
    history.select_row(2)
    chosen = history.selected()
    before = _layout(history)
    table = history.list
    # every column in view: Result and Duration are not behind a scrollbar
    assert not table.horizontalScrollBar().isVisible()
    assert sum(before) <= table.viewport().width()
    history._replay_selected()
    assert window.replay_page is not None
    window.replay_page.forward()
    window.replay_page.close_button.click()
    assert window.stack.currentWidget() is history
    QApplication.processEvents()
    assert history.selected() is chosen or history.selected() == chosen
    assert table.selectionModel().selectedRows()[0].row() == 2
    assert _layout(history) == before
    assert not table.horizontalScrollBar().isVisible()
    window.grab().save(str(shots_dir / "history_after_replay_1280x720.png"))
