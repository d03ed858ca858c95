"""Random full games of every registered game, timed in CPU time (fair on a loaded
machine): games per CPU-second, CPU ms per game, actions per game.
Run: nice python benchmarks/random_games_cpu.py [games] [game_id ...]"""

from __future__ import annotations

import sys
import time

from modernart_desktop import build_info
from modernart_desktop.ai.selfplay import play_random_games
from modernart_desktop.core import registry


def measure(game_id: str, players: int, games: int) -> tuple[float, float]:
    """(CPU seconds per game, actions per game)."""
    start = time.process_time()
    finished, actions = play_random_games(game_id, players, games, seed=1)
    cpu = time.process_time() - start
    return cpu / games, actions / max(1, finished)


def main() -> None:
    args = sys.argv[1:]
    games = int(args.pop(0)) if args and args[0].isdigit() else 50
    ids = args or registry.available()
    print(f"engines: {build_info.describe()}", flush=True)  # pure Python or compiled (mypyc)
    for game_id in ids:
        game = registry.get(game_id)
        for players in range(game.min_players, game.max_players + 1):
            per_game, apg = measure(game_id, players, games)
            print(
                f"{game_id} {players}p: {1 / per_game:8.1f} games per CPU-s, "
                f"{per_game * 1000:7.2f} CPU ms/game, {apg:6.0f} actions/game",
                flush=True,
            )


if __name__ == "__main__":
    main()
