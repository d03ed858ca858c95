"""A step-by-step trace of seeded random games, to compare two builds of the engines.

Run under one build, `trace` plays seeded games of every registered game at every player
count (random table options, random seats' moves, a random active seat when several may
act) and writes, for each game, a chain of hashes: one per step, each covering the one
before it, the events the step produced (seq, code, params, to), the whole state after
it (every field of the state's objects, walked; a random generator by the numbers it will
draw), every seat's view and the spectator's, who may act, and each active seat's legal
actions. Run under another build, the same command gives the same file if and only if
both builds played every game the same; `compare` says where the first difference is.

  python packaging/engine_trace.py trace --out pure.json [--games N] [--seed S]
  python packaging/engine_trace.py compare pure.json compiled.json

.ci/run traces the editable install (pure Python) and the compiled wheel and compares.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import hashlib
import json
import random
import sys
import time
from typing import Any

from modernart_desktop import build_info
from modernart_desktop.ai.random_agent import RandomAgent
from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng

MAX_STEPS = 20_000  # a random game that long is a loop: the trace says so instead of hanging


def _fields(obj: Any) -> list[str]:
    """The names of an object's fields, pure or compiled (a mypyc class keeps no
    __dict__ but lists its attributes in __mypyc_attrs__)."""
    if dataclasses.is_dataclass(obj):
        return sorted(f.name for f in dataclasses.fields(obj))
    names: set[str] = set()
    for klass in type(obj).__mro__:
        names.update(getattr(klass, "__mypyc_attrs__", ()))
        slots = klass.__dict__.get("__slots__", ())
        names.update([slots] if isinstance(slots, str) else slots)
    names.update(getattr(obj, "__dict__", {}))
    names.discard("__dict__")
    names.discard("__weakref__")
    return sorted(n for n in names if hasattr(obj, n))


def canonical(value: Any, depth: int = 0) -> Any:
    """A JSON-ready picture of any engine value: containers, wire values, enums,
    actions, events, and any other object by its fields."""
    if depth > 60:
        raise ValueError("a state nested deeper than 60: a cycle?")
    d = depth + 1
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, enum.Enum):
        return [type(value).__name__, value.name]
    if isinstance(value, dict):
        return [["dict"], sorted(([canonical(k, d), canonical(v, d)] for k, v in value.items()), key=repr)]
    if isinstance(value, list | tuple):
        return [canonical(v, d) for v in value]
    if isinstance(value, set | frozenset):
        return [["set"], sorted((canonical(v, d) for v in value), key=repr)]
    if isinstance(value, Rng):  # its raw bits are signed where compiled: the numbers it gives are the same
        return ["Rng", value.state]
    if isinstance(value, Action):
        return ["Action", value.to_wire()]
    if isinstance(value, Event):
        return ["Event", value.code, canonical(value.params, d), value.to]
    if isinstance(value, type):
        return ["type", value.__qualname__]
    if callable(value):
        return ["callable", getattr(value, "__qualname__", type(value).__qualname__)]
    return [type(value).__qualname__, {name: canonical(getattr(value, name), d) for name in _fields(value)}]


def _legal(legal: LegalActions) -> Any:
    return [
        [a.to_wire() for a in legal.actions],
        [[r.kind, r.lo, r.hi, r.field, canonical(r.fixed), r.afford] for r in legal.ranges],
    ]


def _options(game: Any, players: int, pick: random.Random) -> dict[str, Any]:
    chosen: dict[str, Any] = {}
    for spec in game.options:
        if not spec.plays or not spec.applies_to(players):
            continue
        if spec.kind == "bool":
            chosen[spec.key] = pick.random() < 0.5
        elif spec.kind == "int" and spec.min is not None and spec.max is not None:
            chosen[spec.key] = pick.randint(spec.min, spec.max)
    return game.normalize_options(players, chosen)


def trace_game(game_id: str, players: int, seed: int) -> dict[str, Any]:
    game = registry.get(game_id)
    pick = random.Random(f"{game_id}/{players}/{seed}")
    options = _options(game, players, pick)
    match = Match.new(game_id, players, options, seed=seed)
    agents = [RandomAgent(seed * 10 + s) for s in range(players)]
    chain = hashlib.sha256(json.dumps([game_id, players, seed, canonical(options)]).encode())
    steps: list[str] = []
    seen_events = 0

    def step_hash() -> None:
        nonlocal seen_events
        new = match.events[seen_events:]
        seen_events = len(match.events)
        active = sorted(match.active_seats())
        picture = [
            [[seq, canonical(e)] for seq, e in new],
            canonical(match.state),
            [canonical(match.view_for(s)) for s in [None, *range(players)]],
            active,
            [_legal(match.legal_actions(s)) for s in active],
            match.is_over(),
        ]
        chain.update(json.dumps(picture, sort_keys=True, separators=(",", ":")).encode())
        steps.append(chain.copy().hexdigest()[:12])

    step_hash()
    while not match.is_over():
        if len(steps) > MAX_STEPS:
            raise RuntimeError(f"{game_id} {players}p seed {seed}: no end after {MAX_STEPS} steps")
        active = sorted(match.active_seats())
        seat = active[pick.randrange(len(active))]
        action = agents[seat].choose(None, match.legal_actions(seat))
        match.apply(seat, action)
        step_hash()
    result = match.result()
    chain.update(json.dumps(canonical(result.to_wire()), sort_keys=True).encode())
    return {
        "game": game_id,
        "players": players,
        "seed": seed,
        "options": options,
        "scores": list(result.scores),
        "final": chain.hexdigest()[:32],
        "steps": steps,
    }


def trace(games: int, first_seed: int, ids: list[str]) -> dict[str, Any]:
    out = []
    for game_id in ids or registry.available():
        game = registry.get(game_id)
        start = time.process_time()
        n_steps = 0
        for players in range(game.min_players, game.max_players + 1):
            for k in range(games):
                traced = trace_game(game_id, players, first_seed + k)
                n_steps += len(traced["steps"])
                out.append(traced)
        print(
            f"{game_id}: {games} games at each of {game.min_players}-{game.max_players} players, "
            f"{n_steps} steps ({time.process_time() - start:.1f} CPU s)",
            file=sys.stderr,
            flush=True,
        )
    return {"build": build_info.describe(), "games": out}


def compare(a: dict[str, Any], b: dict[str, Any]) -> int:
    key = lambda g: (g["game"], g["players"], g["seed"])  # noqa: E731
    left = {key(g): g for g in a["games"]}
    right = {key(g): g for g in b["games"]}
    differing = 0
    if left.keys() != right.keys():
        print(f"not the same games: {sorted(left.keys() ^ right.keys())[:10]}")
        differing += 1
    steps = same = 0
    for k in sorted(left.keys() & right.keys()):
        x, y = left[k], right[k]
        steps += len(x["steps"])
        if x["final"] == y["final"] and x["steps"] == y["steps"]:
            same += 1
            continue
        differing += 1
        first = next(
            (i for i, (p, q) in enumerate(zip(x["steps"], y["steps"])) if p != q),
            min(len(x["steps"]), len(y["steps"])),
        )
        print(
            f"DIFFERS {k[0]} {k[1]}p seed {k[2]} (options {x['options']}): from step {first} "
            f"({len(x['steps'])} vs {len(y['steps'])} steps)"
        )
    print(
        f"{a['build']} vs {b['build']}: {same} of {len(left.keys() | right.keys())} games "
        f"the same step by step ({steps} steps compared)"
    )
    return 1 if differing else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("trace", help="play the seeded games here and write their traces")
    t.add_argument("--out", required=True)
    t.add_argument("--games", type=int, default=3, help="games per game id and player count")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("ids", nargs="*", help="game ids (default: every registered game)")
    c = sub.add_parser("compare", help="compare two traces; exit 1 if any game differs")
    c.add_argument("a")
    c.add_argument("b")
    args = parser.parse_args()
    if args.command == "trace":
        doc = trace(args.games, args.seed, args.ids)
        with open(args.out, "w") as f:
            json.dump(doc, f, separators=(",", ":"))
        print(f"{args.out}: {len(doc['games'])} games traced ({doc['build']})")
        return
    with open(args.a) as fa, open(args.b) as fb:
        sys.exit(compare(json.load(fa), json.load(fb)))


if __name__ == "__main__":
    main()
