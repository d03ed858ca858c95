"""The game contract's tools: every table set-up a registered game allows, seeded
random play, and a plain snapshot of any state for "nothing changed" checks.

Nothing here names a game: a game is covered by registering (and implementing
`Game.vary_secrets`)."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.game import Game
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng

# A game that has not ended after this many accepted actions is stuck.
MAX_STEPS = 5000


@dataclass(frozen=True)
class Config:
    game_id: str
    players: int
    options: tuple[tuple[str, Any], ...]

    @property
    def game(self) -> Game:
        return registry.get(self.game_id)

    def new_match(self, seed: int) -> Match:
        return Match.new(self.game_id, self.players, dict(self.options), seed)

    def __str__(self) -> str:
        flags = "".join(f"-{k}={'on' if v else 'off'}" for k, v in self.options)
        return f"{self.game_id}-{self.players}p{flags}"


def all_configs() -> list[Config]:
    """Every game, every legal player count, and each bool option on and off (the
    options that change the rules; int options such as a clock keep their default)."""
    configs = []
    for game_id in registry.available():
        game = registry.get(game_id)
        for players in range(game.min_players, game.max_players + 1):
            flags = [spec.key for spec in game.options if spec.kind == "bool" and spec.applies_to(players)]
            for values in itertools.product((False, True), repeat=len(flags)):
                configs.append(Config(game_id, players, tuple(zip(flags, values))))
    return configs


CONFIGS = all_configs()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "config" in metafunc.fixturenames:
        metafunc.parametrize("config", CONFIGS, ids=str)


def random_action(legal: LegalActions, rng: Rng) -> Action:
    """Each concrete action and each amount range is one option (an amount then uniform)."""
    n = len(legal.actions) + len(legal.ranges)
    i = rng.randbelow(n)
    if i < len(legal.actions):
        return legal.actions[i]
    r = legal.ranges[i - len(legal.actions)]
    return r.make(rng.randint(r.lo, r.hi))


def random_step(match: Match, rng: Rng) -> tuple[int, Action]:
    """One random accepted action: a random active seat (several may be active) plays a
    random legal action."""
    active = sorted(match.active_seats())
    assert active, f"{match.game_id}: nobody may act, yet the game is not over"
    seat = active[rng.randbelow(len(active))]
    legal = match.legal_actions(seat)
    assert legal, f"{match.game_id}: seat {seat} is active but has no legal action"
    action = random_action(legal, rng)
    match.apply(seat, action)
    return seat, action


def play(match: Match, seed: int) -> Iterator[Match]:
    """Yield the match before every action, then play a random one, to the end."""
    rng = Rng(seed)
    for _ in range(MAX_STEPS):
        if match.is_over():
            return
        yield match
        random_step(match, rng)
    raise AssertionError(f"{match.game_id}: not over after {MAX_STEPS} actions")


def sample_actions(legal: LegalActions) -> list[Action]:
    """Every concrete action, and each amount range at its low end, high end and middle."""
    out = list(legal.actions)
    for r in legal.ranges:
        for n in sorted({r.lo, r.hi, (r.lo + r.hi) // 2}):
            out.append(r.make(n))
    return out


def plain(obj: Any) -> Any:
    """A state (or any part of it) as nested tuples of plain values, for equality:
    dataclasses by field, slotted or native objects (the RNG) by field, containers by item."""
    if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return obj
    if isinstance(obj, (list, tuple)):
        return (type(obj).__name__, tuple(plain(x) for x in obj))
    if isinstance(obj, dict):
        return ("dict", tuple((plain(k), plain(v)) for k, v in obj.items()))
    if isinstance(obj, (set, frozenset)):
        return ("set", tuple(sorted(repr(plain(x)) for x in obj)))
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return (
            type(obj).__name__,
            tuple((f.name, plain(getattr(obj, f.name))) for f in dataclasses.fields(obj)),
        )
    # a compiled build's native classes (build_info) list their fields in __mypyc_attrs__
    slots = [
        s
        for cls in type(obj).__mro__
        for s in getattr(cls, "__slots__", ()) or getattr(cls, "__mypyc_attrs__", ())
    ]
    if slots:
        return (type(obj).__name__, tuple((s, plain(getattr(obj, s))) for s in slots if hasattr(obj, s)))
    if hasattr(obj, "__dict__"):
        return (type(obj).__name__, tuple((k, plain(v)) for k, v in sorted(vars(obj).items())))
    raise TypeError(f"cannot snapshot {type(obj).__name__}")


def seats_and_spectator(match: Match) -> list[int | None]:
    return [*range(match.num_players), None]
