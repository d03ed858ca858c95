"""A match: one game's state plus its sequence number and action log.

A match is fully described by game id, player count, options, seed and the log
of accepted actions; replaying that log rebuilds the state exactly. That is what
save files, autosave, network resume and golden tests rely on.
"""

from __future__ import annotations

import secrets
from bisect import bisect_right
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game, GameResult


@dataclass(frozen=True, slots=True)
class LogEntry:
    seat: int
    action: Action

    def to_wire(self) -> list[Any]:
        return [self.seat, self.action.to_wire()]


@dataclass
class Match:
    game: Game[Any]
    num_players: int
    options: dict[str, Any]
    seed: int
    state: Any
    seq: int = 0
    log: list[LogEntry] = field(default_factory=list)
    events: list[tuple[int, Event]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # seat names, AI levels...: not rules

    @classmethod
    def new(
        cls,
        game_id: str,
        num_players: int,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        meta: dict[str, Any] | None = None,
    ) -> Match:
        game = registry.get(game_id)
        opts = game.normalize_options(num_players, options)
        if seed is None:
            seed = secrets.randbits(63)
        state, opening = game.setup(num_players, opts, seed)
        match = cls(game, num_players, opts, seed, state, meta=dict(meta or {}))
        match.events.extend((0, e) for e in opening)
        return match

    @property
    def game_id(self) -> str:
        return self.game.game_id

    # -- playing ------------------------------------------------------------------------
    def apply(self, seat: object, action: Action) -> list[Event]:
        """Apply a checked action; raises IllegalAction and changes nothing if refused.
        `seat` is taken as any object and checked here: compiled (build_info), a
        parameter typed `int` would turn True into seat 1 before any check saw it."""
        if type(seat) is not int:
            raise IllegalAction("seat/invalid", seat=seat)
        new_events = self.game.apply(self.state, seat, action)
        self.seq = seq = self.seq + 1
        self.log.append(LogEntry(seat, action))
        self.events.extend([(seq, e) for e in new_events])
        return new_events

    def apply_wire(self, seat: int, wire: Any) -> list[Event]:
        return self.apply(seat, self.game.action_from_wire(wire))

    def active_seats(self) -> frozenset[int]:
        return self.game.active_seats(self.state)

    def legal_actions(self, seat: int) -> LegalActions:
        return self.game.legal_actions(self.state, seat)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self) -> GameResult:
        return self.game.result(self.state)

    # -- what a seat may see -------------------------------------------------------------
    def view_for(self, seat: int | None) -> dict[str, Any]:
        return self.game.view_for(self.state, seat)

    def events_for(self, seat: int | None, since_seq: int = -1) -> list[tuple[int, Event]]:
        """The redacted log: (seq, event) pairs `seat` may see, after `since_seq`
        (the set-up events carry seq 0, so the default -1 means everything)."""
        # the log is in seq order: start at the first event after since_seq
        start = bisect_right(self.events, since_seq, key=itemgetter(0))
        return [(s, e) for s, e in self.events[start:] if e.to is None or e.to == seat]

    # -- records and replay --------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "log": [entry.to_wire() for entry in self.log],
            "meta": self.meta,
        }

    @classmethod
    def replay(
        cls,
        game_id: str,
        num_players: int,
        options: dict[str, Any],
        seed: int,
        log: list[Any],
        meta: dict[str, Any] | None = None,
    ) -> Match:
        """Rebuild a match by applying its log to a fresh set-up; refuses a bad log with
        IllegalAction `replay/move_refused` (`step` from 1, `seat`, `kind`, `refusal` and
        `refusal_params`: what the rules said), e.g. a move of a game saved before a rule was fixed."""
        match = cls.new(game_id, num_players, options, seed, meta)
        for step, entry in enumerate(log, start=1):
            try:
                if isinstance(entry, LogEntry):
                    match.apply(entry.seat, entry.action)
                else:
                    seat, wire = entry
                    match.apply_wire(seat, wire)
            except IllegalAction as exc:
                seat, kind = (
                    (entry.seat, entry.action.kind)
                    if isinstance(entry, LogEntry)
                    else (entry[0], str(entry[1].get("kind", "?")) if isinstance(entry[1], dict) else "?")
                )
                raise IllegalAction(
                    "replay/move_refused",
                    step=step,
                    seat=seat,
                    kind=kind,
                    refusal=exc.code,
                    refusal_params=dict(exc.params),
                ) from exc
        return match

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        options = record["options"]
        if isinstance(options, dict):  # (anything else is refused by normalize_options)
            options = registry.get(record["game"]).options_from_record(options)
        return cls.replay(
            record["game"],
            record["players"],
            options,
            record["seed"],
            record["log"],
            record.get("meta"),
        )
