"""The contract, part 2: every legal action survives the wire and is accepted;
illegal actions are refused with a stable code and change nothing at all (state,
RNG, and the match's seq, log and events)."""

from __future__ import annotations

import dataclasses
import pickle
import re
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

import msgpack
import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match

from .conftest import Config, plain, play, sample_actions

CODE = re.compile(r"^[a-z_]+(/[a-z_]+)+$")


@dataclass(frozen=True, slots=True)
class Teleport(Action):
    """An action no game knows."""

    kind: ClassVar[str] = "teleport"
    amount: int = 1


def look_alike(cls: type[Action]) -> type[Action]:
    """A class with the same kind and fields as one of the game's actions, but not it."""
    fields = [(f.name, f.type) for f in dataclasses.fields(cls)]
    return dataclasses.make_dataclass(
        "LookAlike" + cls.__name__, fields, bases=(Action,), frozen=True, namespace={"kind": cls.kind}
    )


def test_every_legal_action_round_trips_the_wire_and_is_accepted(config: Config) -> None:
    game = config.game
    checked = 0
    for match in play(config.new_match(3), 3):
        for seat in sorted(match.active_seats()):
            for action in sample_actions(match.legal_actions(seat)):
                wire = msgpack.unpackb(msgpack.packb(action.to_wire()))
                back = game.action_from_wire(wire)
                assert type(back) is type(action) and back == action
                game.apply(game.clone(match.state), seat, back)  # raises if refused
                checked += 1
    assert checked > 0


def _fingerprint(match: Match) -> Any:
    """Everything an accepted action would change: the whole state (RNG included),
    the seq, the log and the events. Pickled bytes are a quick exact snapshot (only
    compared, never stored); `plain` serves a state that cannot be pickled."""
    try:
        state: Any = pickle.dumps(match.state, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        state = plain(match.state)
    return (state, match.seq, len(match.log), len(match.events), match.events[-1:])


def _refused(match: Match, seat: Any, action: Any, code: str | None = None, wire: bool = False) -> str:
    """Try an illegal action twice: it must be refused with the same valid code both
    times (and `code` if given) and change nothing."""
    before = _fingerprint(match)
    codes = []
    for _ in range(2):
        with pytest.raises(IllegalAction) as refused:
            if wire:
                match.apply_wire(seat, action)
            else:
                match.apply(seat, action)
        codes.append(refused.value.code)
        msgpack.packb(refused.value.params)  # the parameters travel to the client too
    assert codes[0] == codes[1] and CODE.match(codes[0]), codes
    if code is not None:
        assert codes[0] == code, (seat, action)
    assert _fingerprint(match) == before, f"{action!r} by {seat!r} changed the match"
    return codes[0]


def _malformed_copies(game: Any, match: Match) -> list[Action]:
    """Each action kind with one field of the wrong type (5.5, True for an int, ...)."""
    wrong: dict[type, tuple[Any, ...]] = {int: (5.5, True, "5", None), bool: (1, None), str: (5, None)}
    examples: dict[type, Action] = {}
    for seat in match.active_seats():
        for a in sample_actions(match.legal_actions(seat)):
            examples.setdefault(type(a), a)
    defaults: dict[type, Any] = {int: 0, bool: False, str: ""}
    out: list[Action] = []
    for cls in game.action_types:
        hints = typing.get_type_hints(cls)
        fields = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
        base = examples.get(cls)
        values = {n: (getattr(base, n) if base else defaults[t]) for n, t in fields.items()}
        for name, t in fields.items():
            for bad in wrong[t]:
                out.append(cls(**{**values, name: bad}))
    return out


def test_illegal_actions_are_refused_and_change_nothing(config: Config) -> None:
    game = config.game
    n = config.players
    foreign = [cls for other in registry.available() for cls in registry.get(other).action_types] + [
        look_alike(cls) for cls in game.action_types
    ]
    foreign = [cls for cls in foreign if cls not in game.action_types]
    match = config.new_match(4)
    seen: dict[type, Action] = {}  # one action of each kind met during the game
    for step, m in enumerate(play(match, 4)):
        active = sorted(m.active_seats())
        legal = {s: m.legal_actions(s) for s in active}
        some = {s: sample_actions(legal[s]) for s in active}
        for acts in some.values():
            for a in acts:
                seen.setdefault(type(a), a)
        if step % 12:
            continue
        seat = active[0]
        good = some[seat][0]
        # seats that do not exist (a bool is not a seat number either)
        for bad_seat in (-1, n, n + 7, "0", None, 0.0, True if seat == 1 else False if seat == 0 else None):
            _refused(m, bad_seat, good, "seat/invalid")
        # a seat that is not active now
        for other in range(n):
            if other not in active:
                _refused(m, other, good, "turn/not_active")
        # amounts just outside their ranges
        for s in active:
            for r in legal[s].ranges:
                _refused(m, s, r.make(r.lo - 1))
                _refused(m, s, r.make(r.hi + 1))
        # fields of the wrong type: 5.5, True, "5" where whole numbers are expected
        for bad in _malformed_copies(game, m):
            _refused(m, seat, bad, "action/malformed")
        # kinds this game does not know, classes that are not its own
        _refused(m, seat, Teleport(3), "action/unknown_kind")
        for cls in foreign:
            fields = {f.name: 0 for f in dataclasses.fields(cls)}
            _refused(m, seat, cls(**fields), "action/unknown_kind")
        _refused(m, seat, {"kind": "teleport", "amount": 3}, "action/unknown_kind", wire=True)
        _refused(m, seat, good.to_wire(), "action/malformed")  # a wire dict is not an action
        _refused(m, seat, [good.kind], "action/malformed", wire=True)
    assert match.is_over()
    # once the game is over, nothing is accepted from anyone
    for action in seen.values():
        for s in range(n):
            _refused(match, s, action, "game/over")
