"""Art Society's moves in a few words, as the coach's hints and reviews name them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.actions import Action
from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.games.art_society.names import tile_text
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate


def _at(action: Action) -> dict[str, int]:
    return {"row": getattr(action, "row", 0) + 1, "col": getattr(action, "col", 0) + 1}


def describe_choice(action: Action, plan: Any, view: dict[str, Any], names: list[str]) -> str:
    """ "Bid lollipop 7", "Hang Portrait 2×3 (…) at row 2, column 4"."""
    kind = action.kind
    tile = getattr(action, "tile", -1)
    if kind == "hang_start":
        return fill(
            translate("ArtSocietyChoices", "Hang your first painting at row {row}, column {col}"),
            **_at(action),
        )
    if kind == "pick_stack":
        w, h = C.STACK_SHAPES[getattr(action, "stack", 0)]
        return fill(translate("ArtSocietyChoices", "Pick a {w}×{h} painting for the auction"), w=w, h=h)
    if kind == "bid":
        return fill(translate("ArtSocietyChoices", "Play lollipop {n}"), n=getattr(action, "lollipop", 0))
    if kind == "take":
        return fill(translate("ArtSocietyChoices", "Take {tile}"), tile=tile_text(tile))
    if kind == "hang":
        return fill(
            translate("ArtSocietyChoices", "Hang {tile} at row {row}, column {col}"),
            tile=tile_text(tile),
            **_at(action),
        )
    if kind == "assist":
        return fill(translate("ArtSocietyChoices", "Hand {tile} to your assistant"), tile=tile_text(tile))
    if kind == "swap":
        return fill(translate("ArtSocietyChoices", "Swap {tile} with the museum"), tile=tile_text(tile))
    if kind == "excess":
        return translate("ArtSocietyChoices", "Set the painting aside as excess")
    if kind == "decor":
        w, h = C.DECOR_SHAPES[getattr(action, "shape", 0)]
        return fill(
            translate("ArtSocietyChoices", "Hang a {w}×{h} decor at row {row}, column {col}"),
            w=w,
            h=h,
            **_at(action),
        )
    if kind == "decor_assist":
        w, h = C.DECOR_SHAPES[getattr(action, "shape", 0)]
        return fill(translate("ArtSocietyChoices", "Hand a {w}×{h} decor to your assistant"), w=w, h=h)
    if kind == "decor_exchange":
        w, h = C.DECOR_SHAPES[getattr(action, "shape", 0)]
        return fill(translate("ArtSocietyChoices", "Exchange decor for a {w}×{h} tile"), w=w, h=h)
    if kind == "decor_skip":
        return translate("ArtSocietyChoices", "Leave the decor")
    if kind == "reset":
        return translate("ArtSocietyChoices", "Start your turn again")
    if kind == "confirm":
        return translate("ArtSocietyChoices", "Confirm your turn")
    return kind
