"""The random agent: a uniform draw among the legal moves, the opponent of every
random game (benchmarks, fuzzing, `modernart simulate`). Its own module so the engines'
compiled build can take it in (see modernart_desktop/build_info.py); ai/agent.py
exports it beside the agent protocol."""

from __future__ import annotations

from typing import Any

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng


class RandomAgent:
    """Picks uniformly among the kinds of move open to it: each concrete action is
    one option and each amount range is one option (then a uniform amount). With
    "pass" and a bid range on offer it passes or bids with even odds.

    It plays within its means: where a range says what the seat can afford (games
    whose bids are not limited by money), amounts above that are bluffs that
    default if they win, so it draws the amount up to what it holds, and leaves a
    range out when it cannot afford even the lowest amount (unless nothing else is
    legal). Random games then look like games, not a chain of defaults."""

    name = "random"
    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        ranges = legal.ranges
        if not ranges:  # the usual list: one draw among the actions (as below, without ranges)
            actions = legal.actions
            if not actions:
                raise ValueError("no legal action to choose from")
            return actions[self.rng.randbelow(len(actions))]
        for r in ranges:  # a plain loop: this runs at every move of every random game
            if r.afford is not None and r.afford < r.lo:
                within = tuple(r for r in ranges if r.afford is None or r.afford >= r.lo)
                ranges = within if within or legal.actions else ranges
                break
        actions = legal.actions
        n_options = len(actions) + len(ranges)
        if n_options == 0:
            raise ValueError("no legal action to choose from")
        rng = self.rng
        i = rng.randbelow(n_options)
        if i < len(actions):
            return actions[i]
        r = ranges[i - len(actions)]
        lo, hi, afford = r.lo, r.hi, r.afford
        if afford is not None:  # hi = max(lo, min(hi, afford)), without the builtin calls
            if afford < hi:
                hi = afford
            if hi < lo:
                hi = lo
        return r.make(lo + rng.randbelow(hi - lo + 1))  # rng.randint(lo, hi)
