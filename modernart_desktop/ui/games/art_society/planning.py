"""What a drop on the wall (or the assistant's slot) would ask of the engine.

No Qt here and no rule of our own: the legality of a spot comes from the geometry
module (`gallery.spot`, the same code the rules use) and from the legal actions the
table was given. A painting dragged straight from the auction row is two steps for
the engine (take it, then hang it), so a plan is a short sequence of actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.art_society.actions import (
    DecorToAssistant,
    Hang,
    HangDecor,
    HangStart,
    ResetTurn,
    Take,
    ToAssistant,
)

# Where a dragged tile comes from.
START, AUCTION, HELD, ASSISTANT, DECOR = "start", "auction", "held", "assistant", "decor"
MOVE = "move"  # a tile hung earlier this turn, moved before the turn is confirmed
NOT_NOW = "not_now"  # the spot is fine, but the engine wants another step first


@dataclass(frozen=True, slots=True)
class Piece:
    """A tile the seat on screen may pick up: its source, its tile id (a decor shape's
    tiles are alike, so a decor piece is its shape with tile -1) and its size."""

    source: str
    tile: int
    shape: int = -1

    @property
    def size(self) -> tuple[int, int]:
        if self.source == DECOR:
            return C.DECOR_SHAPES[self.shape]
        t = C.TILES[self.tile]
        return t.w, t.h


@dataclass(frozen=True, slots=True)
class Plan:
    actions: tuple[Action, ...]  # empty: refused
    reason: str | None  # why not (a geometry code or NOT_NOW); None when legal
    spot: G.Spot | None = None  # what hanging there would mean (frames, faux pas, ...)


def wall_of(view: dict[str, Any], seat: int) -> G.Wall:
    """A seat's wall rebuilt from the view, for the geometry module's questions."""
    wall = G.Wall()
    for tile, row, col in view["walls"][seat]:
        wall.hang(tile, row, col)
    return wall


def pieces(view: dict[str, Any], legal: LegalActions) -> list[Piece]:
    """The tiles the seat may pick up now, in the order the keyboard walks them."""
    seat = view.get("seat")
    if seat is None or not legal:
        return []
    out: list[Piece] = []
    kinds = legal.kinds()
    if "hang_start" in kinds:
        out.append(Piece(START, view["start_tiles"][seat]))
    if "take" in kinds:
        out.extend(Piece(AUCTION, a.tile) for a in legal.of_kind("take"))  # type: ignore[attr-defined]
    turn = view.get("turn") or {}
    held = turn.get("held")
    if held is not None:
        out.append(Piece(HELD, held))
    assistant = view["assistants"][seat]
    if assistant is not None and any(a.tile == assistant for a in legal.of_kind("hang")):  # type: ignore[attr-defined]
        out.append(Piece(ASSISTANT, assistant))
    shapes = sorted({a.shape for k in ("decor", "decor_assist") for a in legal.of_kind(k)})  # type: ignore[attr-defined]
    out.extend(Piece(DECOR, -1, s) for s in shapes)
    return out


def spot_of(wall: G.Wall, piece: Piece, row: int, col: int) -> G.Spot:
    if piece.source == DECOR:
        w, h = piece.size
        reason = G.why_not(wall, w, h, row, col)
        return G.Spot(
            reason, 0, 0, bool(G.inside(w, h, row, col) and G.rect_mask(w, h, row, col) & G.EYELINE_MASK), 0
        )
    return G.spot(wall, piece.tile, row, col, start=piece.source == START)


def plan_hang(
    view: dict[str, Any], legal: LegalActions, wall: G.Wall, piece: Piece, row: int, col: int
) -> Plan:
    """Hanging `piece` with its top-left cell at (row, col)."""
    spot = spot_of(wall, piece, row, col)
    if spot.reason is not None:
        return Plan((), spot.reason, spot)
    action: Action
    if piece.source == START:
        action = HangStart(row, col)
    elif piece.source == DECOR:
        action = HangDecor(piece.shape, row, col)
    elif piece.source == AUCTION:
        take = Take(piece.tile)
        return (
            Plan((take, Hang(piece.tile, row, col)), None, spot) if take in legal else Plan((), NOT_NOW, spot)
        )
    else:
        action = Hang(piece.tile, row, col)
    return Plan((action,), None, spot) if action in legal else Plan((), NOT_NOW, spot)


def plan_assistant(view: dict[str, Any], legal: LegalActions, piece: Piece) -> Plan:
    """Handing `piece` to the assistant."""
    seat = view["seat"]
    if piece.source == DECOR:
        action: Action = DecorToAssistant(piece.shape)
        return Plan((action,), None) if action in legal else Plan((), "assistant/busy")
    if piece.source == HELD:
        action = ToAssistant(piece.tile)
        return Plan((action,), None) if action in legal else Plan((), "assistant/busy")
    if piece.source == AUCTION:
        take = Take(piece.tile)
        if take in legal and view["assistants"][seat] is None:
            return Plan((take, ToAssistant(piece.tile)), None)
        return Plan((), "assistant/busy" if take in legal else NOT_NOW)
    return Plan((), NOT_NOW)


def plan_take(legal: LegalActions, piece: Piece) -> Plan:
    """Taking an auction painting into your hand (with no spot chosen yet)."""
    take = Take(piece.tile)
    return Plan((take,), None) if piece.source == AUCTION and take in legal else Plan((), NOT_NOW)


def hung_this_turn(wall: G.Wall, steps: list[Action]) -> dict[int, int]:
    """Tile -> the index of the step that hung it, for the tiles this turn's steps put on
    the wall and that are still where they were put (they may be moved until you confirm)."""
    out: dict[int, int] = {}
    for i, step in enumerate(steps):
        if isinstance(step, Hang):
            tile = step.tile
        elif isinstance(step, HangDecor):
            tile = wall.cells[step.row * C.COLS + step.col]
        else:
            continue
        if tile != G.EMPTY and wall.placed.get(tile) == (step.row, step.col):
            out[tile] = i
    return out


def plan_move(
    legal: LegalActions, wall: G.Wall, piece: Piece, row: int, col: int, steps: list[Action]
) -> Plan:
    """Moving a tile hung this turn: the engine takes the turn back (`reset`) and the turn's
    steps are sent again with this tile at its new spot. The spot is judged on the wall
    without the tile; a later step that no longer fits stops the replay there (the engine
    checks every step), leaving that tile in hand."""
    index = hung_this_turn(wall, steps).get(piece.tile)
    reset = ResetTurn()
    if index is None or reset not in legal:
        return Plan((), NOT_NOW)
    without = wall.clone()
    without.remove(piece.tile)
    w, h = piece.size
    reason = G.why_not(without, w, h, row, col)
    t = C.TILES[piece.tile]
    spot = G.spot(without, piece.tile, row, col) if t.kind == C.PAINTING else G.Spot(reason, 0, 0, False, 0)
    if reason is not None:
        return Plan((), reason, spot)
    if (row, col) == wall.placed[piece.tile]:
        return Plan((), None, spot)  # (put back where it was: nothing to do)
    old = steps[index]
    new: Action = Hang(piece.tile, row, col) if isinstance(old, Hang) else HangDecor(old.shape, row, col)  # type: ignore[attr-defined]
    replay = [new if i == index else a for i, a in enumerate(steps)]
    return Plan((reset, *replay), None, spot)


def neighbour_marks(wall: G.Wall, piece: Piece, row: int, col: int) -> tuple[list[int], list[int]]:
    """The hung paintings the piece would touch at (row, col): those in its frame (they
    earn decor) and those of its type (a faux pas)."""
    if piece.source == DECOR or not G.inside(*piece.size, row, col):
        return [], []
    if C.TILES[piece.tile].kind != C.PAINTING:
        return [], []
    t = C.TILES[piece.tile]
    frames: list[int] = []
    same: list[int] = []
    for n in wall.neighbours(t.w, t.h, row, col):
        other = C.TILES[n]
        if other.kind != C.PAINTING or n == piece.tile:
            continue
        if other.frame == t.frame:
            frames.append(n)
        if other.type == t.type:
            same.append(n)
    return frames, same


def first_anchor(wall: G.Wall, piece: Piece) -> tuple[int, int]:
    """Where a keyboard placement starts: the first legal spot, else the middle."""
    w, h = piece.size
    spots = G.legal_anchors(wall, w, h, piece.source == START)
    if spots:
        return spots[len(spots) // 2]
    return max(0, (C.ROWS - h) // 2), max(0, (C.COLS - w) // 2)
