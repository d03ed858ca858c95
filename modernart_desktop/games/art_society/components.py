"""Art Society component data, read from `art_society_data.json` (RULINGS.md section 3).

Every figure the rulebook's pictures carried (wall size, star cells, eyeline, corners,
the painting and decor manifests, the start paintings) lives in that one data file,
so a correction is an edit there; this module only turns it into flat tables.

Tile ids are stable and shared by every tile in the box: the start paintings first
(one per type), then the auction paintings in data order, then the decor tiles.
Coordinates are (row, col) with row 0 at the top; a tile's anchor is its top-left cell.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

_DATA: Final[dict[str, Any]] = json.loads(
    resources.files(__package__).joinpath("art_society_data.json").read_text(encoding="utf-8")
)

PAINTING: Final = 0
DECOR: Final = 1


@dataclass(frozen=True, slots=True)
class Tile:
    id: int
    kind: int  # PAINTING | DECOR
    w: int  # columns
    h: int  # rows
    type: int  # painting type index (-1: decor)
    frame: int  # frame style index (-1: decor)
    value: int  # the number on a painting's back (0: decor)
    shields: int  # a decor tile's shields (0: painting)
    start: bool  # a start painting (gold back)


_wall = _DATA["wall"]
ROWS: Final[int] = _wall["rows"]
COLS: Final[int] = _wall["cols"]
STAR_CELLS: Final[tuple[tuple[int, int], ...]] = tuple((r, c) for r, c in _wall["star_cells"])
EYELINE_ROWS: Final[tuple[int, ...]] = tuple(_wall["eyeline_rows"])
CORNERS: Final[tuple[tuple[int, int], ...]] = tuple((r, c) for r, c in _wall["corners"])

TYPES: Final[tuple[str, ...]] = tuple(_DATA["types"])
FRAMES: Final[tuple[str, ...]] = tuple(_DATA["frames"])


def _build() -> tuple[Tile, ...]:
    tiles: list[Tile] = []
    for p in _DATA["start_paintings"] + _DATA["paintings"]:
        tiles.append(
            Tile(
                len(tiles),
                PAINTING,
                p["w"],
                p["h"],
                TYPES.index(p["type"]),
                FRAMES.index(p["frame"]),
                p["value"],
                0,
                len(tiles) < len(_DATA["start_paintings"]),
            )
        )
    for d in _DATA["decor"]:
        for _ in range(d["count"]):
            tiles.append(Tile(len(tiles), DECOR, d["w"], d["h"], -1, -1, 0, d["shields"], False))
    return tuple(tiles)


TILES: Final[tuple[Tile, ...]] = _build()
NUM_TILES: Final = len(TILES)
START_PAINTINGS: Final[tuple[int, ...]] = tuple(t.id for t in TILES if t.start)
AUCTION_PAINTINGS: Final[tuple[int, ...]] = tuple(t.id for t in TILES if t.kind == PAINTING and not t.start)
DECOR_TILES: Final[tuple[int, ...]] = tuple(t.id for t in TILES if t.kind == DECOR)

# Shapes (w, h) of the auction paintings: one face-down stack per shape, in data order.
STACK_SHAPES: Final[tuple[tuple[int, int], ...]] = tuple(
    dict.fromkeys((TILES[i].w, TILES[i].h) for i in AUCTION_PAINTINGS)
)
STACK_OF: Final[dict[int, int]] = {i: STACK_SHAPES.index((TILES[i].w, TILES[i].h)) for i in AUCTION_PAINTINGS}
STACK_VALUE: Final[tuple[int, ...]] = tuple(
    next(TILES[i].value for i in AUCTION_PAINTINGS if STACK_OF[i] == s) for s in range(len(STACK_SHAPES))
)

# Decor shapes, in data order; a decor tile is chosen by shape (tiles of a shape are alike).
DECOR_SHAPES: Final[tuple[tuple[int, int], ...]] = tuple((d["w"], d["h"]) for d in _DATA["decor"])
DECOR_SHIELDS: Final[tuple[int, ...]] = tuple(d["shields"] for d in _DATA["decor"])
DECOR_SHAPE_OF: Final[dict[int, int]] = {i: DECOR_SHAPES.index((TILES[i].w, TILES[i].h)) for i in DECOR_TILES}

LOLLIPOPS: Final[int] = _DATA["lollipops"]["per_player"]
START_LOLLIPOPS: Final[tuple[int, ...]] = tuple(_DATA["lollipops"]["start"])

TRACK_LENGTH: Final[int] = _DATA["prestige"]["track_length"]
FLIP_BONUS: Final[int] = _DATA["prestige"]["flip_bonus"]
MULTIPLIERS: Final[tuple[int, ...]] = tuple(_DATA["multipliers"])  # by rank, most prestigious first
MISSING_TYPE_MULTIPLIER: Final[int] = _DATA["missing_type_multiplier"]

_scoring = _DATA["scoring"]
EYELINE_BONUS: Final[int] = _scoring["eyeline_bonus"]
FULL_WALL_BONUS: Final[int] = _scoring["full_wall_bonus"]
OPEN_CORNER_PENALTY: Final[int] = _scoring["open_corner_penalty"]
EXCESS_PENALTY: Final[int] = _scoring["excess_penalty"]
EXCESS_TO_END: Final[int] = _DATA["end"]["excess_paintings"]

assert len(TYPES) == len(MULTIPLIERS) == len(START_PAINTINGS)
assert sorted(TILES[i].type for i in START_PAINTINGS) == list(range(len(TYPES)))  # one per type
