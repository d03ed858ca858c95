"""Modern Art's final ranking at 1280x720 (the dialog shrunk to 704x672): the podium is
drawn low, so the chart and the round-by-round table get the room, and no column head or
final figure of that table is cut at its right edge, in English, Polish or French, also
after the language changes with the dialog open ('Argent fina', 'Pieniądze na k')."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui import clipping
from tests.ui.live_tables import finished_match


def _settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def _cut(dialog) -> list[str]:
    """Column heads and final figures the details' scroll area does not show whole."""
    viewport = dialog.details_scroll.viewport()
    table = dialog.details
    cut = []
    for label in [*table.heads, *table.finals.values()]:
        right = label.mapTo(viewport, label.rect().topRight()).x()
        if right > viewport.width() or label.width() < label.sizeHint().width():
            cut.append(
                f"{label.text()!r}: {label.width()} of {label.sizeHint().width()} px, right edge {right}"
            )
    return cut


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
def test_the_final_ranking_fits_a_short_screen(open_position, language):
    window, page = open_position(finished_match("modern_art"), language)
    dialog = page.result_dialog
    assert dialog is not None
    dialog.resize(dialog.width(), 672)  # (what 1280x720 leaves a dialog)
    _settle()
    assert dialog.podium.height() <= 190, dialog.podium.height()  # it was 270 of 672
    assert dialog.details_scroll.height() >= 300
    assert not _cut(dialog), _cut(dialog)
    assert not clipping.clipped(dialog)


@pytest.mark.parametrize("language", ["pl", "fr"])
def test_the_final_ranking_widens_for_another_languages_words(open_position, language):
    window, page = open_position(finished_match("modern_art"), "en")
    dialog = page.result_dialog
    dialog.resize(dialog.width(), 672)
    _settle()
    window.set_language(language)
    _settle()
    assert not _cut(dialog), _cut(dialog)
    (review,) = [b for b in dialog.findChildren(QPushButton) if b.objectName() == "ReviewButton"]
    assert review.text() != "Review my game"  # the page's own button speaks the new language too


def test_a_tall_screen_keeps_the_full_podium(open_position):
    window, page = open_position(finished_match("modern_art"))
    dialog = page.result_dialog
    dialog.resize(dialog.width(), 1000)
    _settle()
    assert dialog.podium.height() >= 270
