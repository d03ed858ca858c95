"""Which sound each game event asks for, and the thinning that keeps a bidding war calm.

Pure Python (no Qt): the table's sound hook (ui/sound/table_hook.py), the tests and the
benchmark (benchmarks/game_sounds.py) all read the same map.

A cue is a short file in resources/sounds/ (made by packaging/make_sounds.py). Each game
maps its event codes to cues (`GAME_CUES`); an entry is a cue name, or a function of the
event and the seat on screen that returns the cues (your own bid is louder than others').
`CueThinner` then merges the cues of one update into the one or two that matter most and
drops a cue that repeats faster than its own minimum gap, so 36 bids in a few seconds are
a handful of taps, never a storm.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from modernart_desktop.core.events import Event

TABLE = "table"  # table sounds (the settings turn them on and off together)
ALERT = "alert"  # calls for the player: your turn, the host's nudge


@dataclass(frozen=True)
class Cue:
    name: str
    gain: float  # loudness relative to the master volume (the files share one loudness)
    priority: int  # when an update asks for several cues, the highest ones play
    min_gap: float  # seconds: the same cue again sooner than this is dropped
    kind: str = TABLE


CUES: dict[str, Cue] = {
    c.name: c
    for c in (
        Cue("card", 0.7, 1, 0.15),
        Cue("bid", 0.9, 2, 0.25),
        Cue("bid_other", 0.45, 1, 0.8),
        Cue("hang", 0.8, 2, 0.15),
        Cue("coins", 0.8, 3, 0.3),
        Cue("faux_pas", 0.9, 3, 0.4),
        Cue("steal", 0.9, 3, 0.4),
        Cue("reveal", 1.0, 4, 0.3),
        Cue("gavel", 1.0, 5, 0.3),
        Cue("scoring", 1.0, 6, 1.0),
        Cue("your_turn", 1.0, 7, 4.0, ALERT),
        Cue("game_over", 1.0, 8, 5.0),
        Cue("win", 1.0, 8, 5.0),
        Cue("nudge", 1.0, 9, 0.0, ALERT),
    )
}

# Cues a player does not need more than this many of at once (the rest are merged away).
PER_UPDATE = 2
# Minor cues (priority below this) keep this many seconds from any other cue.
MINOR_PRIORITY = 3
MINOR_GAP = 0.09


@dataclass(frozen=True)
class Context:
    """Who is listening: the seat on screen (None: watching) and, at the end, the winners
    and every seat played at this screen (hot-seat)."""

    viewer: int | None = None
    winners: Sequence[int] = ()
    humans: Sequence[int] = ()


Rule = str | Callable[[Event, Context], Sequence[str]]


def _own_or_other(own: str, other: str) -> Callable[[Event, Context], Sequence[str]]:
    def pick(event: Event, ctx: Context) -> Sequence[str]:
        return [own if ctx.viewer is not None and event.params.get("seat") == ctx.viewer else other]

    return pick


def _game_over(event: Event, ctx: Context) -> Sequence[str]:
    winners = list(event.params.get("winners") or ctx.winners)
    ours = [ctx.viewer] if ctx.viewer is not None else list(ctx.humans)
    return ["win" if any(seat in winners for seat in ours) else "game_over"]


def _sale(event: Event, ctx: Context) -> Sequence[str]:
    return ["gavel", "coins"] if event.params.get("price", 0) else ["gavel"]


_bid = _own_or_other("bid", "bid_other")

COMMON: dict[str, Rule] = {"game/over": _game_over, "round/scored": "scoring"}

GAME_CUES: dict[str, dict[str, Rule]] = {
    "modern_art": {
        **COMMON,
        "hand/dealt": "card",
        "card/offered": "card",
        "double/added": "card",
        "auction/free": "card",
        "auction/bid": _bid,
        "fixed/price": _bid,
        "sealed/committed": _bid,
        "sealed/revealed": "reveal",
        "mystery/revealed": "reveal",
        "auction/won": _sale,
        "fixed/buy": _sale,
        "fixed/forced": _sale,
    },
    "modern_art_card_game": {
        **COMMON,
        "hand/dealt": "card",
        "card/played": "card",
        "card/drew": "card",
        "second/face_up": "card",
        "second/face_down": "card",
        "bonus/added": "card",
        "simultaneous/committed": "card",
        "simultaneous/revealed": "reveal",
        "award/placed": "coins",
    },
    "art_society": {
        **COMMON,
        "auction/revealed": "card",
        "bid/committed": _bid,
        "bid/revealed": "reveal",
        "auction/picked": "gavel",
        "pick/took": "card",
        "start/hung": "hang",
        "tile/hung": "hang",
        "decor/hung": "hang",
        "decor/earned": "coins",
        "tile/faux_pas": "faux_pas",
        "no_room/excess": "faux_pas",
        "decor/lost_full_wall": "faux_pas",
        "no_room/swapped": "card",
        "round/end": "scoring",
    },
    "friesematenten": {
        **COMMON,
        "auction/open": "card",
        "auction/bid": _bid,
        "auction/won": "gavel",
        "auction/paid": "coins",
        "card/played": "card",
        "influence/assigned": "card",
        "card/objected": "steal",
        "status/discarded": "steal",
        "factory/demolished": "steal",
        "money/stolen": "steal",
        "money/lost": "steal",
        "income/paid": "coins",
        "upkeep/paid": "coins",
        "money/fee": "coins",
    },
}


def cue_map(game_id: str) -> dict[str, Rule]:
    """The game's event → cue rules (a game without its own map gets the common ones)."""
    return GAME_CUES.get(game_id, COMMON)


def cues_for(game_id: str, events: Iterable[Event], ctx: Context) -> list[str]:
    """Every cue the events ask for, in order (before thinning)."""
    rules = cue_map(game_id)
    out: list[str] = []
    for event in events:
        rule = rules.get(event.code)
        if rule is None:
            continue
        out.extend([rule] if isinstance(rule, str) else rule(event, ctx))
    return out


class CueThinner:
    """Merges and thins cues: of one update only the PER_UPDATE most important distinct
    cues play; a cue sooner than its `min_gap` after the same cue is dropped; a minor cue
    keeps MINOR_GAP from any other cue."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._last: dict[str, float] = {}
        self._last_any = float("-inf")

    def take(self, cues: Iterable[str]) -> list[str]:
        now = self._clock()
        distinct = sorted({c for c in cues if c in CUES}, key=lambda c: -CUES[c].priority)
        out: list[str] = []
        for name in distinct:
            if len(out) >= PER_UPDATE:
                break
            cue = CUES[name]
            last = self._last.get(name)
            if last is not None and now - last < cue.min_gap:
                continue
            if cue.priority < MINOR_PRIORITY and (out or now - self._last_any < MINOR_GAP):
                continue
            out.append(name)
            self._last[name] = now
            self._last_any = now
        return out

    def take_events(self, game_id: str, events: Iterable[Event], ctx: Context) -> list[str]:
        """`take` over what the events ask for."""
        return self.take(cues_for(game_id, events, ctx))
