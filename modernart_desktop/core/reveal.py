"""The revealed view of a finished game: every seat's view merged into one.

A replay of a finished game may show everything, as if every card were turned
face up. Rather than ask each game for a third kind of view, the default
(`Game.revealed_view`) merges what the views already say, with no field names:

- a value every seat sees alike is kept as it is;
- a list whose hidden slots (None in the spectator's view) each seat fills in for
  its own position (money, face-down cards) gets every slot filled;
- a field that means "mine" and differs per seat (the hand, my sealed bid, the
  seat number itself) keeps the spectator's value, and the values of every seat
  go to `view["per_seat"]["path.to.field"] = [seat 0's, seat 1's, ...]`.

`view["revealed"]` is True. A game may override `Game.revealed_view` instead.
"""

from __future__ import annotations

from typing import Any

PER_SEAT = "per_seat"
REVEALED = "revealed"


class _Conflict(Exception):
    """The seats disagree about this value: it is seat-relative."""


def merge_seat_views(public: dict[str, Any], seat_views: list[dict[str, Any]]) -> dict[str, Any]:
    """The spectator's view with every secret some seat knows put in its place."""
    per_seat: dict[str, list[Any]] = {}
    merged = _merge_dict(public, seat_views, "", per_seat)
    merged[PER_SEAT] = per_seat
    merged[REVEALED] = True
    return merged


def _merge_dict(
    public: dict[str, Any], views: list[dict[str, Any]], path: str, per_seat: dict[str, list[Any]]
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, pub in public.items():
        field_path = f"{path}.{key}" if path else key
        values = [v.get(key) for v in views]
        try:
            out[key] = _merge_field(pub, values, field_path, per_seat)
        except _Conflict:
            out[key] = pub
            per_seat[field_path] = values
    return out


def _merge_field(pub: Any, values: list[Any], path: str, per_seat: dict[str, list[Any]]) -> Any:
    if all(v == pub for v in values):
        return pub
    if pub is None:
        # A field the spectator does not see and the seats see differently: "mine".
        known = [v for v in values if v is not None]
        if len(values) == 1 and known:
            return known[0]
        raise _Conflict
    return _merge_value(pub, values, path, per_seat)


def _merge_value(pub: Any, values: list[Any], path: str, per_seat: dict[str, list[Any]]) -> Any:
    if isinstance(pub, dict) and all(isinstance(v, dict) for v in values):
        return _merge_dict(pub, values, path, per_seat)
    if isinstance(pub, list) and all(isinstance(v, list) and len(v) == len(pub) for v in values):
        return [_merge_slot(p, [v[i] for v in values], f"{path}.{i}", per_seat) for i, p in enumerate(pub)]
    raise _Conflict


def _merge_slot(pub: Any, values: list[Any], path: str, per_seat: dict[str, list[Any]]) -> Any:
    """One position of a list: a hidden slot is filled when the seats that know it agree."""
    if all(v == pub for v in values):
        return pub
    if pub is None:
        known = [v for v in values if v is not None]
        if all(k == known[0] for k in known):
            return known[0]
        raise _Conflict
    return _merge_value(pub, values, path, per_seat)
