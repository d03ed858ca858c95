"""An opponent's status words ("bid", "enchère", "oferta") keep a gap before the score
(a player read "enchère0 PV")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.games.friesematenten.positions import at_auction

from .conftest import busy_position, match_of


@pytest.mark.parametrize("language", ("en", "fr", "pl"))
def test_the_status_ends_well_before_the_score(show_match, language):
    window, page = show_match(
        match_of(at_auction(registry.get("friesematenten"), busy_position())), language=language
    )
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    for box in page.table.seat_boxes:
        if not box.isVisible() or not box.status.text():
            continue
        words = box.status.fontMetrics().horizontalAdvance(box.status.text())
        text_right = box.status.geometry().right()  # right-aligned: the text ends here
        assert box.points.geometry().left() - text_right >= 8, (box.status.text(), box.points.text())
        assert words <= box.status.width()
