"""A replay step as plain text, for `modernart replay SAVEFILE --seat N --step K`.

A generic dump of the view (key: value, nested maps indented) that works for every
game; the desktop app draws the same view with the table widgets instead.
"""

from __future__ import annotations

import json
from typing import Any

from modernart_desktop.core.replay import Replay


def step_lines(replay: Replay, step: int, seat: int | None, names: list[str]) -> list[str]:
    """Seat `seat` (0-based; None: everything revealed) at `step`: the move, its log, the view."""
    who = "everything revealed" if seat is None else f"seat {seat + 1} ({names[seat]})"
    round_no = replay.round_of_step(step) + 1
    lines = [f"step {step} of {replay.length}, round {round_no}, as seen by {who}"]
    if step == 0:
        lines.append("move: (set-up)")
    else:
        entry = replay.entry(step)
        lines.append(f"move: seat {entry.seat + 1} ({names[entry.seat]}) {_compact(entry.action.to_wire())}")
    events = replay.events_at(step, seat, revealed=seat is None)
    lines.append("log:")
    lines.extend(
        f"  {e.code} {_compact(e.params)}" + ("" if e.to is None else f" [to seat {e.to + 1}]")
        for e in events
    )
    view = replay.revealed_view_at(step) if seat is None else replay.view_at(step, seat)
    lines.append("view:")
    lines.extend(_value_lines(view, 1))
    return lines


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True, default=str)


def _value_lines(value: dict[str, Any], depth: int) -> list[str]:
    pad = "  " * depth
    out: list[str] = []
    for key, item in value.items():
        if isinstance(item, dict) and item:
            out.append(f"{pad}{key}:")
            out.extend(_value_lines(item, depth + 1))
        else:
            out.append(f"{pad}{key}: {_compact(item)}")
    return out
