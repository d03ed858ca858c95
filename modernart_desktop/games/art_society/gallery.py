"""Gallery-wall geometry: the one place that knows where a tile may hang.

Pure and fast: a wall's occupied cells are one integer bitmask (bit row*COLS+col)
plus a cell -> tile table, and every shape's anchors come with their cell mask and
the mask of the cells edge-adjacent to them, precomputed once. The rules, the AI
and the UI's highlighting all ask here (legal anchors, "why not here", frame and
type neighbours, eyeline, corners); nothing else re-derives the geometry.

Reasons a spot is refused (stable codes, the UI translates them):
`place/outside` (not wholly inside the grid), `place/overlap` (covers a tile),
`place/no_contact` (shares no edge with a hung tile; corners do not count),
`place/no_star` (a start painting must cover a star cell).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Final

from modernart_desktop.games.art_society.components import (
    COLS,
    CORNERS,
    EYELINE_ROWS,
    PAINTING,
    ROWS,
    STAR_CELLS,
    TILES,
)

EMPTY: Final = -1
FULL_MASK: Final = (1 << (ROWS * COLS)) - 1
CORNER_BITS: Final[tuple[int, ...]] = tuple(1 << (r * COLS + c) for r, c in CORNERS)
CORNER_MASK: Final = sum(CORNER_BITS)  # the corner cells (each bit once)
STAR_MASK: Final = sum(1 << (r * COLS + c) for r, c in STAR_CELLS)
EYELINE_MASK: Final = sum(1 << (r * COLS + c) for r in EYELINE_ROWS for c in range(COLS))

OUTSIDE: Final = "place/outside"
OVERLAP: Final = "place/overlap"
NO_CONTACT: Final = "place/no_contact"
NO_STAR: Final = "place/no_star"


def cell_bit(row: int, col: int) -> int:
    return 1 << (row * COLS + col)


def inside(w: int, h: int, row: int, col: int) -> bool:
    return 0 <= row and 0 <= col and row + h <= ROWS and col + w <= COLS


@cache
def rect_mask(w: int, h: int, row: int, col: int) -> int:
    """The cells a w x h tile covers when anchored (top-left) at (row, col); inside only."""
    line = ((1 << w) - 1) << col
    mask = 0
    for r in range(row, row + h):
        mask |= line << (r * COLS)
    return mask


@cache
def touch_mask(w: int, h: int, row: int, col: int) -> int:
    """The wall cells sharing an edge with the tile (not its own cells, not diagonals)."""
    mask = 0
    for r in range(row, row + h):
        if col > 0:
            mask |= cell_bit(r, col - 1)
        if col + w < COLS:
            mask |= cell_bit(r, col + w)
    for c in range(col, col + w):
        if row > 0:
            mask |= cell_bit(row - 1, c)
        if row + h < ROWS:
            mask |= cell_bit(row + h, c)
    return mask


@cache
def spot_masks(w: int, h: int, row: int, col: int) -> tuple[int, int, tuple[int, ...]]:
    """A spot's tables in one look-up: `rect_mask`, `touch_mask`, and the touching
    cells' indices (lowest first)."""
    touch = touch_mask(w, h, row, col)
    return rect_mask(w, h, row, col), touch, tuple(mask_cells(touch))


@cache
def anchors(w: int, h: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every in-grid anchor of a w x h shape: (row, col, cells mask, edge-neighbour mask)."""
    return tuple(
        (r, c, rect_mask(w, h, r, c), touch_mask(w, h, r, c))
        for r in range(ROWS - h + 1)
        for c in range(COLS - w + 1)
    )


def mask_cells(mask: int) -> list[int]:
    """Cell indices (row*COLS+col) set in a mask."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(slots=True)
class Wall:
    """One player's gallery wall: occupied cells, who covers each, where each tile hangs."""

    occ: int = 0
    cells: list[int] = field(default_factory=lambda: [EMPTY] * (ROWS * COLS))
    placed: dict[int, tuple[int, int]] = field(default_factory=dict)  # tile -> anchor, in hanging order

    def clone(self) -> Wall:
        return Wall(self.occ, list(self.cells), dict(self.placed))

    # -- changing it (legality is checked by the caller through `why_not`) ------------------
    def hang(self, tile: int, row: int, col: int) -> None:
        t = TILES[tile]
        mask = rect_mask(t.w, t.h, row, col)
        self.occ |= mask
        for i in mask_cells(mask):
            self.cells[i] = tile
        self.placed[tile] = (row, col)

    def remove(self, tile: int) -> None:
        row, col = self.placed.pop(tile)
        t = TILES[tile]
        mask = rect_mask(t.w, t.h, row, col)
        self.occ &= ~mask
        for i in mask_cells(mask):
            self.cells[i] = EMPTY

    # -- questions ---------------------------------------------------------------------------
    def is_full(self) -> bool:
        return self.occ == FULL_MASK

    def empty_cells(self) -> int:
        return ROWS * COLS - self.occ.bit_count()

    def open_corners(self) -> int:
        return sum(1 for b in CORNER_BITS if not self.occ & b)

    def tiles(self) -> list[int]:
        return list(self.placed)

    def neighbours(self, w: int, h: int, row: int, col: int) -> set[int]:
        """Tiles sharing an edge with a w x h tile anchored at (row, col)."""
        cells = self.cells
        return {cells[i] for i in mask_cells(touch_mask(w, h, row, col) & self.occ)} - {EMPTY}

    def neighbours_of(self, tile: int) -> set[int]:
        row, col = self.placed[tile]
        t = TILES[tile]
        return self.neighbours(t.w, t.h, row, col)


def why_not(wall: Wall, w: int, h: int, row: int, col: int, start: bool = False) -> str | None:
    """None if a w x h tile may hang with its top-left cell at (row, col), else the reason.

    `start`: the start painting, hung on an empty wall over a star cell (no contact needed).
    """
    if not inside(w, h, row, col):
        return OUTSIDE
    mask = rect_mask(w, h, row, col)
    if wall.occ & mask:
        return OVERLAP
    if start:
        return None if mask & STAR_MASK else NO_STAR
    if not wall.occ & touch_mask(w, h, row, col):
        return NO_CONTACT
    return None


@cache
def _shape_masks(w: int, h: int) -> tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]:
    """Bit-parallel tables for a w x h shape: the valid anchor bits, the offsets of its own
    cells, and (shift, anchor filter) per edge-neighbour cell (filters stop a
    left or right neighbour from wrapping onto the next row)."""
    valid = 0
    not_left = 0
    not_right = 0
    for r in range(ROWS - h + 1):
        for c in range(COLS - w + 1):
            valid |= cell_bit(r, c)
            if c > 0:
                not_left |= cell_bit(r, c)
            if c + w < COLS:
                not_right |= cell_bit(r, c)
    own = tuple(dr * COLS + dc for dr in range(h) for dc in range(w))
    # A neighbour at anchor + k: shift occ right by k (k < 0: left by -k).
    touch: list[tuple[int, int]] = []
    for dc in range(w):
        touch.append((-COLS + dc, valid))  # above
        touch.append((h * COLS + dc, valid))  # below
    for dr in range(h):
        touch.append((dr * COLS - 1, not_left))  # left
        touch.append((dr * COLS + w, not_right))  # right
    return valid, own, tuple(touch)


def anchor_bits(occ: int, w: int, h: int, start: bool = False) -> int:
    """The legal anchors of a w x h tile as a bitmask (bit row*COLS+col), all at once."""
    valid, own, touch = _shape_masks(w, h)
    free = FULL_MASK & ~occ
    bits = valid
    for k in own:
        bits &= free >> k
    if not bits:
        return 0
    if start:
        star = 0
        for k in own:
            star |= STAR_MASK >> k
        return bits & star
    contact = 0
    for k, keep in touch:
        contact |= ((occ >> k) if k >= 0 else (occ << -k)) & keep
    return bits & contact


_NBYTES: Final = (ROWS * COLS + 7) // 8
# The cell indices set in each byte of a mask, byte by byte: a dense mask turns into
# cells by table lookups.
_BYTE_CELLS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(8 * pos + k for k in range(8) if b >> k & 1) for b in range(256)) for pos in range(_NBYTES)
)
# (row, col) of every cell index.
_RC: Final[tuple[tuple[int, int], ...]] = tuple(divmod(i, COLS) for i in range(_NBYTES * 8))


def legal_cells(wall: Wall, w: int, h: int, start: bool = False) -> list[int]:
    """The anchor cell (row*COLS+col) of every spot where a w x h tile may hang now
    (see `why_not`), top row first: `legal_anchors` as cell indices."""
    bits = anchor_bits(wall.occ, w, h, start)
    out: list[int] = []
    if bits:
        for cells, byte in zip(_BYTE_CELLS, bits.to_bytes(_NBYTES, "little")):
            if byte:
                out += cells[byte]
    return out


def legal_anchors(wall: Wall, w: int, h: int, start: bool = False) -> list[tuple[int, int]]:
    """Every (row, col) where a w x h tile may hang now (see `why_not`), top row first."""
    rc = _RC
    return [rc[i] for i in legal_cells(wall, w, h, start)]


def has_room(wall: Wall, w: int, h: int) -> bool:
    return anchor_bits(wall.occ, w, h) != 0


def matching_frames(wall: Wall, tile: int, row: int, col: int) -> int:
    """Paintings in the same frame as `tile` that it would touch at (row, col) (itself not counted)."""
    t = TILES[tile]
    if t.kind != PAINTING:
        return 0
    return sum(
        1
        for n in wall.neighbours(t.w, t.h, row, col)
        if n != tile and TILES[n].kind == PAINTING and TILES[n].frame == t.frame
    )


def same_type_neighbours(wall: Wall, tile: int, row: int, col: int) -> int:
    """Paintings of `tile`'s type it would touch at (row, col): more than 0 is a faux pas."""
    t = TILES[tile]
    if t.kind != PAINTING:
        return 0
    return sum(
        1
        for n in wall.neighbours(t.w, t.h, row, col)
        if n != tile and TILES[n].kind == PAINTING and TILES[n].type == t.type
    )


def faux_pas(wall: Wall) -> set[int]:
    """Hung paintings that share an edge with a painting of the same type: those whose
    `same_type_neighbours` is not 0 (tests/art_society/test_gallery.py holds this to it),
    found with one mask of cells per painting type instead of tile by tile."""
    paintings: list[tuple[int, int, int]] = []  # (tile, type, cells touching it)
    by_type: dict[int, int] = {}  # type -> cells covered by paintings of that type
    for tile, (row, col) in wall.placed.items():
        t = TILES[tile]
        if t.kind == PAINTING:
            paintings.append((tile, t.type, touch_mask(t.w, t.h, row, col)))
            by_type[t.type] = by_type.get(t.type, 0) | rect_mask(t.w, t.h, row, col)
    # a painting's own cells are never among the cells touching it
    return {tile for tile, ptype, touching in paintings if touching & by_type[ptype]}


def touches_eyeline(tile: int, row: int, col: int) -> bool:
    """Does the tile lie wholly or partly in the eyeline band?"""
    t = TILES[tile]
    return bool(rect_mask(t.w, t.h, row, col) & EYELINE_MASK)


@dataclass(frozen=True, slots=True)
class Spot:
    """What hanging a tile at one spot would mean: for the UI's live highlighting while a
    tile is dragged (and its keyboard placement), and for the AI's judgement."""

    reason: str | None  # None: legal; else a stable refusal code (see `why_not`)
    frames: int  # matching frames it would touch (decor earned), 0 for decor
    faux_pas: int  # paintings of its type it would touch (> 0: a faux pas)
    eyeline: bool  # lies wholly or partly in the eyeline band
    corners: int  # wall corners it would cover


def spot(wall: Wall, tile: int, row: int, col: int, start: bool = False) -> Spot:
    t = TILES[tile]
    reason = why_not(wall, t.w, t.h, row, col, start)
    if not inside(t.w, t.h, row, col):
        return Spot(reason, 0, 0, False, 0)
    mask = rect_mask(t.w, t.h, row, col)
    return Spot(
        reason,
        matching_frames(wall, tile, row, col),
        same_type_neighbours(wall, tile, row, col),
        bool(mask & EYELINE_MASK),
        sum(1 for b in CORNER_BITS if mask & b),
    )
