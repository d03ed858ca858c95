"""The history page has room for its words in every language, the language switched at
run time included: its boxes as wide as their longest choice, nothing cut off or
overlapping (the round chart's first round and its lowest score), at 1280×720 and
1920×1080."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from tests.ui.clipping import clipped
from tests.ui.test_after_the_game import _finished, _history_of


def _fits(combo) -> bool:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    text = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return all(
        combo.fontMetrics().horizontalAdvance(combo.itemText(i)) <= text.width() for i in range(combo.count())
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_history_has_room_for_its_words_in_every_language(make_window, size):
    _history_of([_finished("modern_art", 3), _finished("friesematenten", 5, 4)])
    window = make_window("en")
    window.resize(*size)
    window.open_history()
    history = window.history_page
    for language in ("pl", "fr", "en"):
        window.set_language(language)
        QApplication.processEvents()
        window.zoom.update()
        QApplication.processEvents()
        for combo in (history.game_box, history.order_box):
            assert _fits(combo), (language, [combo.itemText(i) for i in range(combo.count())], combo.width())
        for row in range(history.list.rowCount()):
            history.select_row(row)
            QApplication.processEvents()
            problems = clipped(history)
            assert not problems, (language, size, problems)
