"""The start page fits a 1280×720 screen's width under a window frame in every language,
whichever game it features: no sideways scroll bar (French names the card game at length:
"Apprendre à jouer à Modern Art : le jeu de cartes")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea

GAMES = ("modern_art", "modern_art_card_game", "art_society", "friesematenten")


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_the_start_page_never_scrolls_sideways(make_window, language):
    window = make_window(language)
    window.resize(1264, 690)  # a 1280×720 screen less a window manager's frame and title
    page = window.stack.currentWidget()
    for game_id in GAMES:
        page.set_featured(game_id)
        for _ in range(3):
            QApplication.processEvents()
        bars = [area.horizontalScrollBar() for area in page.findChildren(QScrollArea)]
        assert bars and all(bar.maximum() == 0 for bar in bars), (language, game_id)
