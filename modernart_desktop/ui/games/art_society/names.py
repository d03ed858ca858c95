"""Art Society's words, translated at call time: painting types, frames, the geometry's
reasons, the scoring lines, option labels and points."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.texts import counted, fill

translate = QCoreApplication.translate


def type_name(ptype: int) -> str:
    names = {
        "city_life": translate("ArtSocietyNames", "City life"),
        "portrait": translate("ArtSocietyNames", "Portrait"),
        "still_life": translate("ArtSocietyNames", "Still life"),
        "landscape": translate("ArtSocietyNames", "Landscape"),
    }
    key = C.TYPES[ptype]
    return names.get(key, key)


def frame_name(frame: int) -> str:
    names = {
        "gilded": translate("ArtSocietyNames", "gilded frame"),
        "ebony": translate("ArtSocietyNames", "ebony frame"),
        "silver": translate("ArtSocietyNames", "silver frame"),
        "oak": translate("ArtSocietyNames", "oak frame"),
    }
    key = C.FRAMES[frame]
    return names.get(key, key)


def shields(n: int) -> str:
    return counted(lambda k: translate("ArtSocietyNames", "%n shield(s)", "", k), n)


def tile_text(tile: int) -> str:
    """'Portrait 2x3 (ebony frame, value 4)' or 'decor 1x2 (2 shields)'."""
    t = C.TILES[tile]
    if t.kind == C.DECOR:
        return fill(
            translate("ArtSocietyNames", "decor {w}×{h} ({shields})"),
            w=t.w,
            h=t.h,
            shields=shields(t.shields),
        )
    return fill(
        translate("ArtSocietyNames", "{type} {w}×{h} ({frame}, value {value})"),
        type=type_name(t.type),
        w=t.w,
        h=t.h,
        frame=frame_name(t.frame),
        value=t.value,
    )


def place_reason(code: str | None) -> str:
    """Why a tile may not hang at a spot (the geometry module's codes)."""
    reasons = {
        "place/outside": translate(
            "ArtSocietyNames", "Not on the wall: the tile must lie wholly inside the grid."
        ),
        "place/overlap": translate("ArtSocietyNames", "Covers a tile already hung."),
        "place/no_contact": translate(
            "ArtSocietyNames", "Must touch another tile along an edge (corners do not count)."
        ),
        "place/no_star": translate("ArtSocietyNames", "Your first painting must cover a star cell."),
        "not_now": translate("ArtSocietyNames", "Not now: finish the step in progress first."),
        "assistant/busy": translate("ArtSocietyNames", "Your assistant already holds a tile."),
    }
    return reasons.get(code or "", code or "")


def line_name(key: str) -> str:
    """One line of the final scoring."""
    if key.startswith("type_"):
        name = key[5:]
        return type_name(C.TYPES.index(name)) if name in C.TYPES else name
    names = {
        "decor": translate("ArtSocietyNames", "Decor shields"),
        "eyeline": translate("ArtSocietyNames", "Eyeline bonus"),
        "full_wall": translate("ArtSocietyNames", "Full wall"),
        "corners": translate("ArtSocietyNames", "Open corners"),
        "excess": translate("ArtSocietyNames", "Excess paintings"),
        "total": translate("ArtSocietyNames", "Total"),
    }
    return names.get(key, key)


def end_reason(reason: str) -> str:
    reasons = {
        "full_wall": translate("ArtSocietyNames", "a wall is full"),
        "excess": translate("ArtSocietyNames", "a player has a second excess painting"),
        "lollipops": translate("ArtSocietyNames", "every lollipop has been played"),
        "box_empty": translate("ArtSocietyNames", "the box is empty"),
    }
    return reasons.get(reason, reason)


def option_label(key: str) -> str:
    return key  # Art Society has no table options


def points(amount: int) -> str:
    return counted(lambda k: translate("ArtSocietyNames", "%n point(s)", "", k), amount)
