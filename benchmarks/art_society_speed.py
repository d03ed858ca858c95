"""Art Society engine speed: random full games per second (2, 3 and 4 players, one
core), the cost of listing the legal spots for one tile on a half-full wall, and of
legal_actions / apply / view_for over positions of random games.

Run: nice -n 10 python benchmarks/art_society_speed.py [games]
Targets (issue 11): >= 100 random 4-player games/s; legal spots for a tile < 1 ms.
"""

from __future__ import annotations

import sys
import time

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match, play_random_games
from modernart_desktop.core.match import Match
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G

GAME = "art_society"


def games_per_second(players: int, games: int) -> tuple[float, float, float]:
    """(games per wall-clock second, games per CPU second of this process, actions per game).
    On a shared machine the CPU figure is the one-core rate; the wall figure includes waiting."""
    start = time.perf_counter()
    cpu = time.process_time()
    finished, actions = play_random_games(GAME, players, games, seed=1)
    wall_s = time.perf_counter() - start
    cpu_s = time.process_time() - cpu
    return finished / wall_s, finished / cpu_s, actions / finished


def half_full_walls(count: int = 40) -> list[G.Wall]:
    """Walls with 45-65 of their 110 cells covered, taken from random games."""
    walls: list[G.Wall] = []
    seed = 0
    while len(walls) < count:
        match = Match.new(GAME, 2, seed=seed)
        seed += 1
        play_match(
            match,
            [RandomAgent(seed * 2 + i) for i in range(2)],
            seed=seed,
            on_decision=lambda s, a, m=match: walls.extend(
                w.clone() for w in m.state.walls if 45 <= w.occ.bit_count() <= 65 and len(walls) < count
            ),
        )
    return walls


def spot_cost_us(walls: list[G.Wall]) -> tuple[float, float]:
    """Microseconds to list the legal spots of one painting (mean over shapes), and of
    one `why_not` answer (the UI's question while dragging)."""
    shapes = C.STACK_SHAPES
    reps = 20
    start = time.perf_counter()
    for _ in range(reps):
        for wall in walls:
            for w, h in shapes:
                G.legal_anchors(wall, w, h)
    legal_us = (time.perf_counter() - start) / (reps * len(walls) * len(shapes)) * 1e6
    start = time.perf_counter()
    n = 0
    for wall in walls:
        for w, h in shapes:
            for r in range(C.ROWS):
                for c in range(C.COLS):
                    G.why_not(wall, w, h, r, c)
                    n += 1
    return legal_us, (time.perf_counter() - start) / n * 1e6


def per_call_costs(players: int = 4, games: int = 10) -> tuple[float, float, float]:
    positions = []
    for seed in range(games):
        match = Match.new(GAME, players, seed=seed)
        play_match(
            match,
            [RandomAgent(seed * 10 + i) for i in range(players)],
            seed=seed,
            on_decision=lambda s, a, m=match: positions.append((m.state.clone(), s, a)),
        )
    game = match.game
    t = time.perf_counter()
    for state, seat, _ in positions:
        game.view_for(state, seat)
    view_us = (time.perf_counter() - t) / len(positions) * 1e6
    t = time.perf_counter()
    for state, seat, _ in positions:
        game.legal_actions(state, seat)
    legal_us = (time.perf_counter() - t) / len(positions) * 1e6
    clones = [(state.clone(), seat, action) for state, seat, action in positions]
    t = time.perf_counter()
    for state, seat, action in clones:
        game.apply(state, seat, action)
    apply_us = (time.perf_counter() - t) / len(clones) * 1e6
    return view_us, legal_us, apply_us


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(f"random full games of Art Society ({games} each, one core):")
    for players in (2, 3, 4):
        rate, cpu_rate, actions = games_per_second(players, games)
        print(
            f"  {players} players: {rate:7.1f} games/s wall, {cpu_rate:7.1f} games per CPU second"
            f"  ({actions:.0f} actions per game)"
        )
    legal_us, why_us = spot_cost_us(half_full_walls())
    print(f"legal spots for one painting on a half-full wall: {legal_us:.1f} us (target < 1000 us)")
    print(f"one 'why not here' answer: {why_us:.2f} us")
    view_us, legal_all_us, apply_us = per_call_costs()
    print(
        f"4 players, per call: view_for {view_us:.1f} us, legal_actions {legal_all_us:.1f} us, apply {apply_us:.1f} us"
    )


if __name__ == "__main__":
    main()
