"""Seeded games, played again and compared with a saved list of their outcomes: the
check that an engine change (a faster rule, a cheaper state) changed nothing a player
could see. Each game is a Match (every action through Game.apply, the log and the
events kept) of every registered game, 2 to max players, with Random, Normal or
mixed seats (and a few with one Strong seat on a fixed rollout budget, so the
search's rollouts are held too, and a few with Easy seats, whose judgements carry
noise). Per game the list keeps a digest of the exact
actions (the log's wire form), the exact events (seq, code, params, to), the result
(scores, winners, details) and every seat's final view, plus the scores in clear.

Run:
  python benchmarks/seeded_outcomes.py check [GAME_ID ...]     compare with the list
  python benchmarks/seeded_outcomes.py record [GAME_ID ...]    write the list again
Options: --list PATH (default: beside this script), --limit N (the first N games of
each game id only). `check` prints every game that differs and exits 1 if any does.

Re-record only when the rules or the AI are meant to change the games (a new ruling,
a stronger heuristic), never to make an optimisation pass, and from code without the
optimisation being checked (e.g. a `git worktree` of the commit before it, run with
PYTHONPATH pointing at it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from modernart_desktop import build_info
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.search import Budget
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match

DEFAULT_LIST = Path(__file__).with_name("seeded_outcomes.json")
GAMES_PER_ID = 300  # Random, Normal and mixed seats, every player count in turn
STRONG_GAMES_PER_ID = 8  # one Strong seat each, on a fixed rollout budget
STRONG_ROLLOUTS = 8
EASY_GAMES_PER_ID = 12  # Easy seats (their judgements carry noise) beside Normal and Random


def _options(game_id: str, players: int, index: int) -> dict[str, Any]:
    """Every option written out (so a later default cannot change a recorded game);
    the variants take turns."""
    game = registry.get(game_id)
    chosen: dict[str, Any] = {}
    if game_id == "modern_art":
        chosen = {"mystery_hand": players == 3 and index % 4 == 3, "open_money": index % 5 == 1}
    elif game_id == "modern_art_card_game":
        chosen = {"bonus_cards": index % 3 != 2}
    elif game_id == "friesematenten":
        chosen = {"deck": 1 + index % 2}  # both deck versions
    return game.normalize_options(players, chosen)


def _seats(players: int, index: int) -> list[str]:
    pattern = index % 3
    if pattern == 0:
        return ["random"] * players
    if pattern == 1:
        return ["normal"] * players
    first = (index // 3) % players  # mixed: alternate, starting at a seat that moves
    return ["normal" if (s - first) % 2 == 0 else "random" for s in range(players)]


def planned_games(game_id: str) -> Iterator[dict[str, Any]]:
    """The games of the list for `game_id`, in order: what to play, not how it ended."""
    game = registry.get(game_id)
    counts = list(range(game.min_players, game.max_players + 1))

    def plan(index: int, players: int, seats: list[str]) -> dict[str, Any]:
        return {
            "game": game_id,
            "index": index,
            "players": players,
            "options": _options(game_id, players, index),
            "seed": 1000 + index,
            "seats": seats,
        }

    for index in range(GAMES_PER_ID):
        players = counts[index % len(counts)]
        yield plan(index, players, _seats(players, index // len(counts)))
    for k in range(STRONG_GAMES_PER_ID):
        players = counts[k % len(counts)]
        seats = ["normal"] * players
        seats[k % players] = "strong"
        yield plan(GAMES_PER_ID + k, players, seats)
    for k in range(EASY_GAMES_PER_ID):
        players = counts[k % len(counts)]
        easy = [("easy", "normal", "easy", "random", "easy")[(s + k) % 5] for s in range(players)]
        yield plan(GAMES_PER_ID + STRONG_GAMES_PER_ID + k, players, easy)


def _canonical(value: Any) -> Any:
    """A JSON-ready copy (tuples as lists, dict keys as text, sets sorted)."""
    if isinstance(value, dict):
        return {str(k): _canonical(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_canonical(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(_canonical(v) for v in value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"not a wire value: {value!r}")


def _digest(value: Any) -> str:
    text = json.dumps(_canonical(value), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def play(plan: dict[str, Any]) -> dict[str, Any]:
    """Play one planned game and describe how it went."""
    game_id, players, seed = plan["game"], plan["players"], plan["seed"]
    match = Match.new(game_id, players, plan["options"], seed=seed)
    agents = []
    for seat, level in enumerate(plan["seats"]):
        agent_seed = seed * 10 + seat
        if level == "strong":
            agents.append(make_agent(game_id, level, agent_seed, budget=Budget(rollouts=STRONG_ROLLOUTS)))
        else:
            agents.append(make_agent(game_id, level, agent_seed))
    play_match(match, agents, seed=seed)
    result = match.result()
    views = [match.view_for(s) for s in range(players)] + [match.view_for(None)]
    return {
        **plan,
        "actions": len(match.log),
        "scores": list(result.scores),
        "winners": list(result.winners),
        "log": _digest([entry.to_wire() for entry in match.log]),
        "events": _digest([[seq, e.code, e.params, e.to] for seq, e in match.events]),
        "result": _digest(result.to_wire()),
        "views": _digest(views),
    }


def _selected(ids: list[str]) -> list[str]:
    return ids or registry.available()


def record(path: Path, ids: list[str], limit: int | None) -> None:
    old = json.loads(path.read_text()) if path.exists() else {"games": []}
    kept = [g for g in old["games"] if g["game"] not in _selected(ids)]
    games = list(kept)
    for game_id in _selected(ids):
        start = time.process_time()
        plans = list(planned_games(game_id))[:limit]
        games.extend(play(plan) for plan in plans)
        print(f"{game_id}: {len(plans)} games recorded ({time.process_time() - start:.1f} CPU s)", flush=True)
    games.sort(key=lambda g: (g["game"], g["index"]))
    doc = {
        "about": "benchmarks/seeded_outcomes.py: seeded games and digests of their actions, events, "
        "result and final views. `check` replays them.",
        "games": games,
    }
    path.write_text(json.dumps(doc, indent=None, separators=(",", ":")).replace('},{"game"', '},\n{"game"'))


def check(path: Path, ids: list[str], limit: int | None) -> int:
    saved = json.loads(path.read_text())["games"]
    differing = 0
    for game_id in _selected(ids):
        start = time.process_time()
        expected = [g for g in saved if g["game"] == game_id][:limit]
        if not expected:
            print(f"{game_id}: no saved games")
            differing += 1
            continue
        same = 0
        for want in expected:
            plan = {k: want[k] for k in ("game", "index", "players", "options", "seed", "seats")}
            got = play(plan)
            if got == want:
                same += 1
                continue
            differing += 1
            parts = [
                k for k in ("actions", "log", "events", "result", "views", "scores") if got[k] != want[k]
            ]
            print(f"  DIFFERS {game_id} #{want['index']} ({want['players']}p, {want['seats']}): {parts}")
        print(
            f"{game_id}: {same} of {len(expected)} games the same ({time.process_time() - start:.1f} CPU s)",
            flush=True,
        )
    print("all the same" if not differing else f"{differing} games differ")
    return 1 if differing else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("check", "record"))
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--list", type=Path, default=DEFAULT_LIST)
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    print(f"engines: {build_info.describe()}", flush=True)  # pure Python or compiled (mypyc)
    if args.command == "record":
        record(args.list, args.games, args.limit)
    else:
        sys.exit(check(args.list, args.games, args.limit))


if __name__ == "__main__":
    main()
