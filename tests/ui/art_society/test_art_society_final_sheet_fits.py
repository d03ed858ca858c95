"""Art Society's final scoring, line by line, shows whole at every window size and in
every language: when the window grows (to 2560x1440, the page's zoom 2) the sheet grows
with its text - no rows hidden behind a scroll bar - and every line's name and every
player's column (its name and its numbers) has the width it needs."""

from __future__ import annotations

import pytest

from tests.ui.live_tables import finished_match
from tests.ui.test_tables_scale import settle


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_final_sheet_shows_whole_as_the_window_grows(open_position, shots_dir, lang):
    window, page = open_position(finished_match("art_society", players=4), lang)
    if page.result_dialog is not None:
        page.result_dialog.done(0)
    for size in ((1280, 720), (2560, 1440)):
        window.resize(*size)
        settle(window)
        window.grab().save(str(shots_dir / f"art_society_final_sheet_{lang}_{size[0]}x{size[1]}.png"))
        sheet = page.table.side.sheet
        assert sheet.isVisible()
        rows, header = sheet.verticalHeader(), sheet.horizontalHeader()
        assert sheet.verticalScrollBar().maximum() == 0, (lang, size)
        assert sheet.horizontalScrollBar().maximum() == 0, (lang, size)
        assert sheet.viewport().height() >= rows.length(), (
            lang,
            size,
            sheet.viewport().height(),
            rows.length(),
        )
        assert rows.width() >= rows.sizeHint().width(), (lang, size)
        for c in range(sheet.columnCount()):
            need = max(header.sectionSizeHint(c), sheet.sizeHintForColumn(c))
            assert header.sectionSize(c) >= need, (lang, size, c, header.sectionSize(c), need)
        assert page.table.side.geometry().right() <= page.table.width()
