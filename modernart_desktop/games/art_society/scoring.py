"""Art Society's prestige track, painting ranking and final scoring (pure functions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society.gallery import Wall, faux_pas, touches_eyeline

NUM_TYPES: Final = len(C.TYPES)


def track_space(progress: int) -> int:
    """The physical space a marker stands on (0: beside the track); past 50 it is flipped."""
    return 0 if progress <= 0 else (progress - 1) % C.TRACK_LENGTH + 1


def advance(prestige: Sequence[int], ptype: int, steps: int) -> int:
    """Where `ptype`'s marker ends after `steps`: markers never share a space, so on an
    occupied one it stops on the first free space before it (never behind its start)."""
    start = prestige[ptype]
    target = start + steps
    taken = {track_space(p) for t, p in enumerate(prestige) if t != ptype and p > 0}
    while target > start and track_space(target) in taken:
        target -= 1
    return target


def multipliers(prestige: Sequence[int], museum: Sequence[Sequence[int]]) -> list[int]:
    """Points per painting of each type: by rank on the track x5, x4, x3, x2; a type with
    nothing in the museum gets x2. Ruling: two museum types still beside the track (both
    blocked at 0, a freak case) rank in type order."""
    ranked = sorted((t for t in range(NUM_TYPES) if museum[t]), key=lambda t: (-prestige[t], t))
    out = [C.MISSING_TYPE_MULTIPLIER] * NUM_TYPES
    for rank, t in enumerate(ranked):
        out[t] = C.MULTIPLIERS[rank]
    return out


def score_wall(wall: Wall, excess: int, mult: Sequence[int]) -> dict[str, int]:
    """The final scoring of one wall, line by line as the rulebook lists it."""
    lines: dict[str, int] = {}
    fp = faux_pas(wall)
    top = max(range(NUM_TYPES), key=lambda t: mult[t])
    counted = [0] * NUM_TYPES
    shields = 0
    eyeline = 0
    for tile, (row, col) in wall.placed.items():
        t = C.TILES[tile]
        if t.kind == C.DECOR:
            shields += t.shields
            continue
        if tile not in fp:
            counted[t.type] += 1
        if t.type == top and mult[top] == C.MULTIPLIERS[0] and touches_eyeline(tile, row, col):
            eyeline += 1  # faux pas paintings count here too
    for ptype, name in enumerate(C.TYPES):
        lines[f"type_{name}"] = counted[ptype] * mult[ptype]
    lines["decor"] = shields
    lines["eyeline"] = eyeline * C.EYELINE_BONUS
    lines["full_wall"] = C.FULL_WALL_BONUS if wall.is_full() else 0
    lines["corners"] = wall.open_corners() * C.OPEN_CORNER_PENALTY
    lines["excess"] = excess * C.EXCESS_PENALTY
    lines["total"] = sum(lines.values())
    return lines
