"""The in-app rules for this game exist in every app language and agree with the data."""

from __future__ import annotations

from pathlib import Path

import pytest

from modernart_desktop.games.modern_art_card_game.components import ARTIST_CARD_COUNTS, ARTIST_NAMES

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_rules_text_names_every_artist_with_its_card_count(lang):
    text = (RULES / f"modern_art_card_game.{lang}.md").read_text(encoding="utf-8")
    for name, count in zip(ARTIST_NAMES, ARTIST_CARD_COUNTS):
        assert f"**{name}** ({count})" in text
    # The rulebook's worked examples with the corrected round-two sums.
    for total in ("6 + 8 = 14", "6 + 4 + 2 = 12", "9 + 2 + 5 = 16", "3 + 4 + 10 = 17"):
        assert total in text
