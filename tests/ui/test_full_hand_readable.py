"""Modern Art at 1280x720 (and twice as large): a hand of the most cards a player can
hold still reads. Every card a neighbour covers shows its artist's name, whole, in the
strip the neighbour leaves uncovered (it read 'N', 'BA': the name plate is centred, and
only a card's left edge showed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import ARTIST_NAMES, CARD_ARTIST, CARD_KIND
from tests.ui import clipping


def _settle(window) -> None:
    for _ in range(4):
        QApplication.processEvents()
    window.zoom.update()  # (it waits for a resize to settle)
    for _ in range(4):
        QApplication.processEvents()


def _names_in_sight(hand) -> dict[int, list[str]]:
    """For each card of the hand, the texts painted on it that no card above covers."""
    buttons = hand.buttons()
    with clipping.watching_paint() as record:
        hand.grab()
    seen: dict[int, list[str]] = {}
    for i, b in enumerate(buttons):
        covers = [
            QRectF(o.geometry()).adjusted(3, 0, 0, 0) for o in buttons[i + 1 :]
        ]  # (cards drawn 3 px in)
        texts = []
        for t in record.texts:
            if t.widget is not b:
                continue
            box = t.box.translated(b.pos().toPointF())
            if not any(c.intersects(box) for c in covers):
                texts.append(t.text)
        seen[i] = texts
    return seen


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_full_hand_shows_every_cards_artist(open_position, size):
    match = Match.new("modern_art", 3, seed=3)
    window, page = open_position(match)
    window.resize(*size)
    _settle(window)
    hand = page.table.me.hand
    # Fourteen cards, of every artist, twins side by side (the most a hand holds in play).
    seen_kinds: set[tuple] = set()
    cards = []
    for card in range(len(CARD_ARTIST)):
        if len(cards) < 14 and (CARD_KIND[card] not in seen_kinds or len(seen_kinds) > 10):
            seen_kinds.add(CARD_KIND[card])
            cards.append(card)
    hand.set_cards(cards, set(cards))
    _settle(window)
    buttons = hand.buttons()
    assert len(buttons) == 14
    step = buttons[1].x() - buttons[0].x()
    assert step < buttons[0].width()  # the cards do overlap: the case under test
    for i, texts in _names_in_sight(hand).items():
        name = ARTIST_NAMES[CARD_ARTIST[buttons[i].card]].upper()
        assert name in texts, f"card {i} ({name}) shows only {texts}"
    problems = [p for p in clipping.clipped(hand) if "CardButton" in p]
    assert not problems, problems
