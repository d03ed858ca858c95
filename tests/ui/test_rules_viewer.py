"""The in-app rules of Modern Art exist in every app language, agree with the game's
data, and follow a language switch."""

from __future__ import annotations

from pathlib import Path

import pytest

from modernart_desktop.games.modern_art.components import ARTIST_CARD_COUNTS, ARTIST_NAMES, DEAL, START_MONEY

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_rules_name_every_artist_with_its_cards_and_the_deal(lang):
    text = (RULES / f"modern_art.{lang}.md").read_text(encoding="utf-8")
    for _i, (name, count) in enumerate(zip(ARTIST_NAMES, ARTIST_CARD_COUNTS)):
        assert f"**{name}** ({count}" in text
    for players, deal in DEAL.items():
        assert f"| {players} | " + " | ".join(map(str, deal)) + " |" in text
    assert str(START_MONEY) in text
    assert "30 + 30 + 20 = 80" in text  # the worked example adds up the same everywhere


def test_rules_viewer_opens_from_the_table_and_follows_the_language(window, qtbot):
    from modernart_desktop.ui.rules_viewer import RulesViewer

    window.open_rules("modern_art")
    viewer = window.rules_window
    assert isinstance(viewer, RulesViewer) and viewer.isVisible()
    assert "how to play" in viewer.browser.toPlainText()
    window.set_language("pl")
    assert "jak grać" in viewer.browser.toPlainText()
    assert viewer.windowTitle().startswith("Zasady")
    window.set_language("fr")
    assert "comment jouer" in viewer.browser.toPlainText()
    window.set_language("en")
