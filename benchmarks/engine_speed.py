"""Engine speed: random full games per second (3, 4, 5 players and the mystery hand),
and the cost of view_for and legal_actions. Run: python benchmarks/engine_speed.py [games]"""

from __future__ import annotations

import sys
import time

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match, play_random_games
from modernart_desktop.core.match import Match


def games_per_second(players: int, games: int, options=None) -> tuple[float, float]:
    start = time.perf_counter()
    finished, actions = play_random_games("modern_art", players, games, seed=1, options=options)
    elapsed = time.perf_counter() - start
    return finished / elapsed, actions / finished


def per_call_costs(players: int = 4, games: int = 20) -> tuple[float, float, float]:
    """Microseconds per view_for, legal_actions and apply over positions of random games."""
    positions = []
    for seed in range(games):
        match = Match.new("modern_art", players, seed=seed)
        snapshots = []
        play_match(
            match,
            [RandomAgent(seed * 10 + i) for i in range(players)],
            seed=seed,
            on_decision=lambda seat, action, m=match: snapshots.append((m.state.clone(), seat, action)),
        )
        positions.extend(snapshots)
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
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    print(f"random full games of Modern Art ({games} each, one core):")
    for players, options, label in (
        (3, None, "3 players"),
        (3, {"mystery_hand": True}, "3 players, mystery hand"),
        (4, None, "4 players"),
        (5, None, "5 players"),
    ):
        rate, actions = games_per_second(players, games, options)
        print(f"  {label:<24} {rate:8.1f} games/s   {actions:6.1f} actions/game")
    view_us, legal_us, apply_us = per_call_costs()
    print("per call, 4 players, positions from random games:")
    print(f"  view_for       {view_us:8.1f} us")
    print(f"  legal_actions  {legal_us:8.1f} us")
    print(f"  apply          {apply_us:8.1f} us")


if __name__ == "__main__":
    main()
