"""Friesematenten speed: random full games per second for 2-4 players (one core),
actions per game, the cost of view_for / legal_actions / clone, and the AI's
decision times (Normal's heuristic; Strong's search on a few positions).
Run: nice python benchmarks/friesematenten_speed.py [games] [--strong N]"""

from __future__ import annotations

import statistics
import sys
import time

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match, play_random_games
from modernart_desktop.core.match import Match

GAME_ID = "friesematenten"


def games_per_second(players: int, games: int) -> tuple[float, float]:
    start = time.perf_counter()
    finished, actions = play_random_games(GAME_ID, players, games, seed=1)
    elapsed = time.perf_counter() - start
    return finished / elapsed, actions / finished


def per_call_costs(players: int = 4, games: int = 5) -> dict[str, float]:
    positions = []
    match = None
    for seed in range(games):
        match = Match.new(GAME_ID, players, seed=seed)
        play_match(
            match,
            [RandomAgent(seed * 10 + i) for i in range(players)],
            seed=seed,
            on_decision=lambda seat, action, m=match: positions.append((m.state.clone(), seat)),
        )
    assert match is not None
    game = match.game

    def timed(fn) -> float:  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        for state, seat in positions:
            fn(state, seat)
        return (time.perf_counter() - t) / len(positions) * 1e6

    return {
        "view_for_us": timed(lambda st, seat: game.view_for(st, seat)),
        "legal_actions_us": timed(lambda st, seat: game.legal_actions(st, seat)),
        "clone_us": timed(lambda st, seat: st.clone()),
    }


def decision_times(level: str, games: int, players: int = 4) -> list[float]:
    times: list[float] = []
    for g in range(games):
        match = Match.new(GAME_ID, players, seed=500 + g)
        agents = [make_agent(GAME_ID, level if s == 0 else "normal", seed=g * 10 + s) for s in range(players)]
        inner = agents[0].choose

        def timed(view, legal, inner=inner):  # type: ignore[no-untyped-def]
            t = time.perf_counter()
            action = inner(view, legal)
            times.append(time.perf_counter() - t)
            return action

        agents[0].choose = timed  # type: ignore[method-assign]
        play_match(match, agents, seed=g)
    return times


def _summary(times: list[float]) -> str:
    times = sorted(times)
    return (
        f"{len(times)} decisions, median {statistics.median(times) * 1000:.1f} ms, "
        f"p95 {times[int(len(times) * 0.95)] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 100
    strong = int(sys.argv[sys.argv.index("--strong") + 1]) if "--strong" in sys.argv else 0
    for players in (2, 3, 4):
        gps, apg = games_per_second(players, games)
        print(
            f"{players} players: {gps:.1f} random games/s, {apg:.0f} actions per game ({gps * apg:.0f} actions/s)"
        )
    for name, us in per_call_costs().items():
        print(f"{name}: {us:.1f}")
    print("normal:", _summary(decision_times("normal", 3)))
    if strong:
        print("strong:", _summary(decision_times("strong", strong)))


if __name__ == "__main__":
    main()
