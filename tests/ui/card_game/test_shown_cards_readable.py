"""The paintings shown this round, as a player sees them at 1280x720 with five players:
every seat's cards (yours and the others') are drawn at one size, large enough that the
artist's name on each stack's front card is readable and every card's symbol is in
sight, and nothing on the table moves or shrinks as the round fills the displays."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.ui.games.modern_art_card_game.cards import shown_fan, shown_symbol_rect
from tests.ui import clipping

CG = "modern_art_card_game"
SMALLEST_CARD = 56  # px wide at 1280x720: the artist's name fits at 9 px or more


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _displays(table):
    return [box.display for box in table.seat_boxes if box.isVisible()] + [table.me.display]


def _geometry(table) -> list[tuple[str, QRect]]:
    """Where every panel, display and the hand lie, in the table's coordinates."""
    parts = {
        "board": table.columns[0].parentWidget(),
        "prompt": table.prompt,
        "hand": table.me.hand,
        "mine": table.me.shown,
        "deck": table.deck,
        "sheet": table.sheet,
    }
    for k, box in enumerate(table.seat_boxes):
        parts[f"seat {k}"] = box
        parts[f"display {k}"] = box.display
    parts["my display"] = table.me.display
    return [(name, QRect(w.mapTo(table, w.rect().topLeft()), w.size())) for name, w in parts.items()]


def test_five_seats_paintings_are_one_readable_size_at_1280_by_720(open_position):
    match = Match.new(CG, 5, seed=3)
    agents = [make_agent(CG, "random", s) for s in range(5)]
    window, page = open_position(match)
    window.resize(1280, 720)
    _settle()
    window.zoom.update()  # (it waits for a resize to settle)
    _settle()
    table = page.table
    seats = list(table._seats)
    start = _geometry(table)
    hand_width = table.me.hand.card_width()
    sizes = {(d.card_size().width(), d.card_size().height()) for d in _displays(table)}
    assert len(sizes) == 1, sizes  # yours and the others': one size
    (width, height) = sizes.pop()
    assert width >= SMALLEST_CARD and height >= SMALLEST_CARD * 1.4 - 1, (width, height)
    # In a stack the next card leaves the symbol corner of the one under it in sight.
    assert shown_fan(width) >= shown_symbol_rect(QRectF(0, 0, width, height)).right()

    shown_most = 0
    round_no = match.view_for(0)["round"]
    while not match.is_over() and match.view_for(0)["round"] == round_no:
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
        view = match.view_for(0)
        if view["round"] != round_no:
            break
        table.show_view(view, match.legal_actions(0), seats, 0)
        _settle()
        shown_most = max(shown_most, *(len(d._up) + len(d._down) for d in _displays(table)))
        moved = [(a, b) for a, b in zip(start, _geometry(table)) if a != b]
        assert not moved, f"the table moved as a painting was shown: {moved}"
        assert table.me.hand.card_width() == hand_width
        for display in _displays(table):
            assert display.card_size().width() == width  # never smaller as a display fills
            rects = display.card_rects()
            for rect in rects:  # every card inside its display, none cut off
                assert rect.left() >= 0 and rect.right() <= display.width() + 0.5, (rect, display.width())
            for a, b in zip(rects, rects[1:]):  # the next card leaves the symbol in sight
                assert b.left() >= shown_symbol_rect(a).right() - 0.01, (a, b)
        problems = [p for p in clipping.clipped(window) if "DisplayView" in p]
        assert not problems, problems
    assert shown_most >= 3  # the round did fill the displays
