"""Tune the Modern Art heuristic: one variant seat against three Normal seats,
seats rotated, many quick games. A fair share is 1/players.

Run: python benchmarks/ai_variant.py GAMES 'STYLE_CHANGES' [PLAYERS]
e.g. python benchmarks/ai_variant.py 800 'bid_limit=1.1, sealed_bid=0.8'"""

from __future__ import annotations

import dataclasses
import sys
import time

from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.ai.stats import wilson_interval
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.ai.agents import HeuristicAgent, make_normal
from modernart_desktop.games.modern_art.ai.heuristic import NORMAL


def main() -> None:
    games = int(sys.argv[1])
    changes = eval(f"dict({sys.argv[2]})") if len(sys.argv) > 2 else {}  # a developer's tool
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    style = dataclasses.replace(NORMAL, **changes)
    wins = 0.0
    start = time.perf_counter()
    for g in range(games):
        seat = g % players
        match = Match.new("modern_art", players, seed=77 + g // players)
        agents = [make_normal(g * 7 + s) for s in range(players)]
        agents[seat] = HeuristicAgent("variant", style, g)
        play_match(match, agents, seed=g)
        result = match.result()
        if seat in result.winners:
            wins += 1 / len(result.winners)
    low, high = wilson_interval(wins, games)
    print(
        f"{changes}: variant wins {wins / games:.3f} (95% CI {low:.3f}-{high:.3f}) of {games} games "
        f"vs {players - 1} Normal, {time.perf_counter() - start:.0f} s"
    )


if __name__ == "__main__":
    main()
