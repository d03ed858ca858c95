"""Modern Art AI speed: heuristic decisions, rollouts (to the game's end and to the
round's end), and search decision times at each level's default budget.
Run: python benchmarks/ai_speed.py [games]"""

from __future__ import annotations

import sys
import time

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.ai.stats import percentile
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.ai.search_kit import ModernArtKit


def heuristic_games(games: int) -> tuple[float, float]:
    """Games per second with four Normal seats, and microseconds per decision."""
    decisions = 0
    start = time.perf_counter()
    for g in range(games):
        match = Match.new("modern_art", 4, seed=g)
        play_match(match, [make_agent("modern_art", "normal", g * 4 + s) for s in range(4)], seed=g)
        decisions += match.seq
    elapsed = time.perf_counter() - start
    return games / elapsed, elapsed / decisions * 1e6


def rollout_ms(horizon: int | None, rollouts: int) -> float:
    """Milliseconds per rollout from a sampled world at the start of a game."""
    game = registry.get("modern_art")
    kit = ModernArtKit(game, horizon=horizon)
    rng = Rng(1)
    total = 0.0
    for r in range(rollouts):
        match = Match.new("modern_art", 4, seed=r)
        view = match.view_for(match.state.turn)
        world = kit.sample_world(view, rng)
        start = time.perf_counter()
        state = world.clone()
        while not kit.rollout_done(state, world):
            active = sorted(game.active_seats(state))
            seat = active[rng.randbelow(len(active))]
            game.apply(state, seat, kit.rollout_action(state, seat, rng, None))
        kit.utility(state, 0)
        total += time.perf_counter() - start
    return total / rollouts * 1000


def search_times(level: str, games: int) -> tuple[float, float, float, int]:
    """Median, 95th percentile and max seconds per decision of one `level` seat
    against three Normal seats."""
    times: list[float] = []
    for g in range(games):
        match = Match.new("modern_art", 4, seed=100 + g)
        agents = [make_agent("modern_art", "normal", g * 4 + s) for s in range(4)]
        searcher = make_agent("modern_art", level, g)
        seat = g % 4

        class Timed:
            name = level
            needs_view = True

            def choose(self, view, legal):
                t0 = time.perf_counter()
                action = searcher.choose(view, legal)
                times.append(time.perf_counter() - t0)
                return action

        agents[seat] = Timed()
        play_match(match, agents, seed=g)
    return percentile(times, 50), percentile(times, 95), max(times), len(times)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    gps, us = heuristic_games(50)
    print(f"normal self-play: {gps:.1f} games/s, {us:.0f} us per decision")
    print(f"rollout to the game's end:  {rollout_ms(None, 40):.2f} ms")
    print(f"rollout to the round's end: {rollout_ms(0, 40):.2f} ms")
    for level in ("strong", "expert"):
        med, p95, worst, n = search_times(level, games)
        print(
            f"{level}: {n} decisions in {games} games, median {med:.3f} s, p95 {p95:.3f} s, max {worst:.3f} s"
        )


if __name__ == "__main__":
    main()
