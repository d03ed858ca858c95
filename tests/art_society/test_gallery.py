"""The wall geometry's fast answers agree with the plain definition, cell by cell:
a spot is legal when the tile lies inside the grid, covers no tile and shares an edge
with one (a start painting: covers a star cell instead)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G

walls = st.sets(st.integers(0, C.ROWS * C.COLS - 1), max_size=80)
shapes = st.tuples(st.integers(1, 5), st.integers(1, 5))


def plain_legal(occupied: set[int], w: int, h: int, start: bool) -> list[tuple[int, int]]:
    out = []
    for r in range(C.ROWS):
        for c in range(C.COLS):
            if r + h > C.ROWS or c + w > C.COLS:
                continue
            cells = {(r + dr) * C.COLS + c + dc for dr in range(h) for dc in range(w)}
            if cells & occupied:
                continue
            if start:
                if any((cell // C.COLS, cell % C.COLS) in C.STAR_CELLS for cell in cells):
                    out.append((r, c))
                continue
            edge = set()
            for cell in cells:
                cr, cc = divmod(cell, C.COLS)
                for nr, nc in ((cr - 1, cc), (cr + 1, cc), (cr, cc - 1), (cr, cc + 1)):
                    if 0 <= nr < C.ROWS and 0 <= nc < C.COLS:
                        edge.add(nr * C.COLS + nc)
            if (edge - cells) & occupied:
                out.append((r, c))
    return out


@given(walls, shapes, st.booleans())
def test_legal_anchors_match_the_plain_definition(occupied, shape, start):
    wall = G.Wall()
    wall.occ = sum(1 << i for i in occupied)
    w, h = shape
    expected = plain_legal(occupied, w, h, start)
    assert G.legal_anchors(wall, w, h, start) == expected
    assert G.has_room(wall, w, h) == bool(plain_legal(occupied, w, h, False))
    for r in range(-1, C.ROWS):
        for c in range(-1, C.COLS):
            assert (G.why_not(wall, w, h, r, c, start) is None) == ((r, c) in expected)


@given(st.integers(0, 2**32 - 1), st.integers(0, 40))
def test_faux_pas_is_every_painting_with_a_same_type_neighbour(seed, tiles):
    """The wall-wide answer agrees with asking painting by painting."""
    wall = _random_wall(seed, tiles)
    plain = {
        tile
        for tile, (row, col) in wall.placed.items()
        if C.TILES[tile].kind == C.PAINTING and G.same_type_neighbours(wall, tile, row, col)
    }
    assert G.faux_pas(wall) == plain


def _random_wall(seed: int, tiles: int) -> G.Wall:
    """A wall hung at random with up to `tiles` tiles (paintings and decor), each legally."""
    rng = Rng(seed)
    wall = G.Wall()
    order = list(range(C.NUM_TILES))
    rng.shuffle(order)
    for tile in order[:tiles]:
        t = C.TILES[tile]
        spots = G.legal_anchors(wall, t.w, t.h, start=not wall.placed)
        if spots:
            wall.hang(tile, *spots[rng.randbelow(len(spots))])
    return wall
