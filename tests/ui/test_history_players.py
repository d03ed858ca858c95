"""The history shows who played each game whole: four players with their levels wrap onto
a second line of their row instead of being cut short ("Ania (ty), Ada (Łat…") while the
list has room to spare, at 1280×720 in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from tests.ui.test_after_the_game import _finished, _history_of


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_every_player_of_a_game_is_named_whole_in_its_row(make_window, language):
    _history_of([_finished("modern_art_card_game", 6, 4), _finished("friesematenten", 5, 4)])
    window = make_window(language)
    window.resize(1280, 720)
    window.open_history()
    QApplication.processEvents()
    table = window.history_page.list
    assert table.rowCount() == 2
    for row in range(table.rowCount()):
        item = table.item(row, 2)
        rect = table.visualItemRect(item).adjusted(3, 0, -3, 0)  # (the cell's own margins)
        needed = table.fontMetrics().boundingRect(
            QRect(0, 0, rect.width(), 10_000), int(Qt.TextFlag.TextWordWrap.value), item.text()
        )
        assert needed.height() <= rect.height(), (language, item.text(), needed, rect)
        assert all(name in item.text() for name in ("Ada", "Bruno", "Clara"))
