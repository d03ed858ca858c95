"""The ribbon naming what is attached to a card ("Expert en art") is shown whole: on
two lines where one is too narrow, not cut short to "Expert …"."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from modernart_desktop.games.friesematenten.positions import cid
from modernart_desktop.ui.games.friesematenten.cards import CardWidget


@pytest.mark.parametrize("width", (60, 70, 90, 130))
@pytest.mark.parametrize("words", ("Expert en art", "Rzeczoznawca sztuki", "Supermanager"))
def test_the_ribbon_keeps_its_words_whole(qapp, width, words):
    card = CardWidget(cid("protzige_uhr"), width)
    card.set_state(mark=words)
    font, lines = card.mark_lines()
    assert font.pixelSize() >= 9
    fm = QFontMetricsF(font)
    if " ".join(lines) == words:
        assert all(fm.horizontalAdvance(t) <= card.width() - 4 for t in lines)
    else:  # a word wider than the card even at 9 px: cut short, whole in the tooltip
        assert len(lines) == 1 and lines[0].endswith("…") and words in card.toolTip()
        assert max(QFontMetricsF(font).horizontalAdvance(w) for w in words.split()) > card.width() - 14
    card.grab()
