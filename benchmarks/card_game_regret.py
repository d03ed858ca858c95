"""Score the card game's Strong search one decision at a time against the truth (a
developer's tool for tuning: whole games are too noisy to tell apart changes of a
few points in less than hours).

Positions come from seeded games of four Normal seats: at some of a seat's turns
the true state is kept along with the seat's view (and its earlier views of the
round, for the search to read the others' plays from). Each legal move is then
played out from the true state with every seat following the Normal heuristic to
the game's end; its worth is the seat's share of the win. A variant's regret at a
position is the best move's worth minus the worth of the move it chose. Every
variant is scored on the same positions, so two of them compare decision by
decision. The truth assumes Normal seats afterwards, as the search itself does.

Run: python benchmarks/card_game_regret.py POSITIONS [KEY=VALUE ...] [--jobs N]
Keys as in benchmarks/card_game_strong_variant.py; `heuristic=True` scores Normal's
own choice instead of a search.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from card_game_strong_variant import make_variant, mean_and_error, parse, run_tasks

from modernart_desktop.ai.selfplay import play_state
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.ai.agents import make_normal
from modernart_desktop.games.modern_art_card_game.state import PLAY

GAME_ID = "modern_art_card_game"
PLAYERS = 4
GAME = registry.get(GAME_ID)
EVERY = 3  # keep every third turn of the watched seat (positions spread over the game)


def positions(count: int) -> list[tuple[int, Any, list[dict[str, Any]]]]:
    """(seat, true state, the seat's PLAY views this round, the last one now)."""
    found: list[tuple[int, Any, list[dict[str, Any]]]] = []
    g = 0
    while len(found) < count:
        match = Match.new(GAME_ID, PLAYERS, seed=5000 + g)
        seat = g % PLAYERS
        normals = [make_normal(g * 7 + s) for s in range(PLAYERS)]
        order = Rng(g)
        views: list[dict[str, Any]] = []
        turns = 0
        while not match.is_over() and len(found) < count:
            active = sorted(match.active_seats())
            mover = active[order.randbelow(len(active))]
            view = match.view_for(mover)
            legal = match.legal_actions(mover)
            if mover == seat and view["phase"] == PLAY:
                if views and views[-1]["round"] != view["round"]:
                    views = []
                views.append(view)
                turns += 1
                if len(legal) > 1 and turns % EVERY == 0:
                    found.append((seat, match.game.clone(match.state), list(views)))
            match.apply(mover, normals[mover].choose(view, legal))
        g += 1
    return found


def worth(state: Any, seat: int, action: Any, seed: int) -> float:
    """The seat's share of the win after `action`, every seat Normal to the end."""
    state = GAME.clone(state)
    GAME.apply(state, seat, action)
    play_state(GAME, state, [make_normal(seed + s) for s in range(PLAYERS)], seed)
    winners = GAME.result(state).winners
    return 1 / len(winners) if seat in winners else 0.0


def score(
    args: tuple[int, tuple[int, Any, list[dict[str, Any]]], dict[str, Any]],
) -> tuple[float, bool, float]:
    """(regret, chose a best move, decision CPU seconds) at one position."""
    i, (seat, state, views), settings = args
    legal = GAME.legal_actions(state, seat)
    values = {a: worth(state, seat, a, seed=i) for a in legal}
    started = time.process_time()
    if settings.get("heuristic"):
        chosen = make_normal(i).choose(views[-1], legal)
    else:
        agent = make_variant(i, {k: v for k, v in settings.items() if k != "heuristic"})
        for earlier in views[:-1]:  # what the search would have seen this round
            agent.kit.read_table(earlier)  # type: ignore[attr-defined]  # the card game's kit
        chosen = agent.choose(views[-1], legal)
    spent = time.process_time() - started
    best = max(values.values())
    return best - values[chosen], values[chosen] == best, spent


def main() -> None:
    argv = [a for a in sys.argv[1:] if not a.startswith("heuristic=")]
    heuristic = any(a == "heuristic=True" for a in sys.argv[1:])
    count, settings, jobs, _ = parse(argv)
    if heuristic:
        settings["heuristic"] = True
    started = time.perf_counter()
    out = run_tasks(score, [(i, p, settings) for i, p in enumerate(positions(count))], jobs)
    regrets = [o[0] for o in out]
    regret, sem = mean_and_error(regrets)
    print(
        f"{settings or 'strong'}: {count} positions: mean regret {regret:.4f} +- {sem:.4f}; "
        f"best move {sum(o[1] for o in out) / count:.1%}; decision CPU median "
        f"{statistics.median(o[2] for o in out):.3f} s; wall {time.perf_counter() - started:.0f} s"
    )
    print("per-position", " ".join(f"{r:.2g}" for r in regrets))


if __name__ == "__main__":
    main()
