"""What travels with each update: the view as a diff of top-level fields, and the
recipient's legal actions in wire form.

A view is a few kilobytes, mostly public history (past auctions, plays), which
only ever grows; sending the changed top-level fields, and for a list that grew
at its end only the new tail, cuts an update to a few hundred bytes.
"""

from __future__ import annotations

from typing import Any

from modernart_desktop.core.actions import Action, AmountRange, LegalActions


def diff_view(old: dict[str, Any], new: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], list[str]]:
    """(set, append, del): apply them to `old` with `apply_diff` and you get `new`."""
    changed: dict[str, Any] = {}
    appended: dict[str, Any] = {}
    for key, value in new.items():
        if key not in old:
            changed[key] = value
            continue
        before = old[key]
        if before == value:
            continue
        if (
            type(before) is list
            and type(value) is list
            and len(value) > len(before)
            and value[: len(before)] == before
        ):
            appended[key] = value[len(before) :]
        else:
            changed[key] = value
    removed = [key for key in old if key not in new]
    return changed, appended, removed


def apply_diff(
    view: dict[str, Any], changed: dict[str, Any], appended: dict[str, Any], removed: list[str]
) -> dict[str, Any]:
    """A new view dict (the old one is left as it was)."""
    out = dict(view)
    for key in removed:
        out.pop(key, None)
    out.update(changed)
    for key, tail in appended.items():
        head = out.get(key)
        if type(head) is not list or type(tail) is not list:
            raise ValueError(f"cannot append to view field {key!r}")
        out[key] = head + tail
    return out


def legal_to_wire(legal: LegalActions) -> dict[str, Any]:
    return {
        "actions": [a.to_wire() for a in legal.actions],
        "ranges": [_range_to_wire(r) for r in legal.ranges],
    }


def _range_to_wire(r: AmountRange) -> dict[str, Any]:
    out = {"kind": r.kind, "field": r.field, "lo": r.lo, "hi": r.hi, "fixed": dict(r.fixed)}
    if r.afford is not None:  # only where amounts may exceed money (sent to that seat only)
        out["afford"] = r.afford
    return out


def legal_from_wire(wire: dict[str, Any] | None, game: Any) -> LegalActions:
    """Rebuild a seat's legal actions with the game's own action classes.

    Raises ValueError if the host sent something this game does not know."""
    if not wire:
        return LegalActions()
    classes: dict[str, type[Action]] = {cls.kind: cls for cls in game.action_types}
    try:
        actions = tuple(game.action_from_wire(a) for a in wire["actions"])
        ranges = []
        for r in wire["ranges"]:
            cls = classes[r["kind"]]
            afford = r.get("afford")
            ranges.append(
                AmountRange(
                    cls,
                    int(r["lo"]),
                    int(r["hi"]),
                    str(r["field"]),
                    tuple(sorted(dict(r["fixed"]).items())),
                    None if afford is None else int(afford),
                )
            )
    except Exception as exc:
        raise ValueError(f"legal actions from the host do not fit {game.game_id}: {exc}") from None
    return LegalActions(actions, tuple(ranges))
