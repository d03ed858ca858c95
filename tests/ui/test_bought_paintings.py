"""Modern Art at 1280x720: the paintings each seat bought this round are readable, not
15 px squares. With five players (two short rows of seats) the others' are drawn at
least 30 px wide, one size for every seat, and yours as cards with the artist's name;
with three, where the panels are tall, the others' as cards too. Their size follows the
panel, never what was bought, so the table does not move as a round's sales come in."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from tests.ui import clipping

MA = "modern_art"


def _settle(window) -> None:
    for _ in range(4):
        QApplication.processEvents()
    window.zoom.update()  # (it waits for a resize to settle)
    for _ in range(4):
        QApplication.processEvents()


def _panels(table):
    return [p for p in table.seat_panels if p.isVisible()]


def _geometry(table) -> list[tuple[str, QRect]]:
    parts = {"auction": table.auction, "me": table.me, "board": table.board, "hand": table.me.hand}
    for k, panel in enumerate(_panels(table)):
        parts[f"seat {k}"] = panel
        parts[f"paintings {k}"] = panel.paintings
    parts["my paintings"] = table.me.paintings
    return [(name, QRect(w.mapTo(table, w.rect().topLeft()), w.size())) for name, w in parts.items()]


def _play_a_round(window, page, match, players: int, check) -> int:
    """Sales of the first round, shown one by one; `check` runs after each."""
    agents = [make_agent(MA, "random", s) for s in range(players)]
    seats = list(page.table._seats)
    sold = 0
    while not match.is_over() and match.view_for(0)["round"] == 0:
        seat = min(match.active_seats())
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
        view = match.view_for(0)
        if view["round"] != 0:
            break
        page.table.show_view(view, match.legal_actions(0), seats, 0)
        _settle(window)
        sold = max(sold, sum(len(b) for b in view["bought"]))
        check()
    return sold


def test_five_seats_bought_paintings_are_readable_and_keep_their_place(open_position):
    match = Match.new(MA, 5, seed=4)
    window, page = open_position(match)
    window.resize(1280, 720)
    _settle(window)
    table = page.table
    start = _geometry(table)
    tiles = {p.paintings.tile_size().toTuple() for p in _panels(table)}
    assert len(tiles) == 1, tiles  # one size for every seat
    (width, height) = tiles.pop()
    assert width >= 30 and height >= 39, (width, height)  # (it was 16 x 21)
    # Yours, in a column of their own beside your money: as cards, the artist's name on each.
    assert table.me.paintings.shows_card_faces() and table.me.paintings.tile_size().width() >= 58

    def check() -> None:
        moved = [(a, b) for a, b in zip(start, _geometry(table)) if a != b]
        assert not moved, f"the table moved as a painting was bought: {moved}"
        assert {p.paintings.tile_size().toTuple() for p in _panels(table)} == {(width, height)}
        problems = [p for p in clipping.clipped(window) if "SeatPanel" in p or "money" in p]
        assert not problems, problems

    assert _play_a_round(window, page, match, 5, check) >= 4  # the round did sell paintings


def test_three_seats_bought_paintings_show_as_cards_with_the_artists_name(open_position):
    window, page = open_position(Match.new(MA, 3, seed=4))
    window.resize(1280, 720)
    _settle(window)
    for panel in _panels(page.table):
        assert panel.paintings.shows_card_faces(), panel.paintings.tile_size()
        assert panel.paintings.tile_size().width() >= 58
