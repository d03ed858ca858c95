"""Tune the card game's heuristic: one variant seat against Random or Normal seats,
seats rotated, many quick games (a developer's tool; the tournament command
measures the targets). A fair share is 1/players.

Run: python benchmarks/card_game_variant.py GAMES 'WEIGHT_CHANGES' [PLAYERS] [random|normal] [JOBS]
e.g. python benchmarks/card_game_variant.py 800 'keep_value=4.0' 4 random 2"""

from __future__ import annotations

import dataclasses
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.ai.stats import wilson_interval
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.ai.agents import NORMAL, HeuristicAgent, make_normal

GAME_ID = "modern_art_card_game"


def one_game(args: tuple[int, dict, int, str]) -> tuple[float, list[list[int]], int]:
    g, changes, players, rivals = args
    seat = g % players
    match = Match.new(GAME_ID, players, seed=77 + g // players)
    agents = [
        RandomAgent(g * 7 + s) if rivals == "random" else make_normal(g * 7 + s) for s in range(players)
    ]
    agents[seat] = HeuristicAgent(g, dataclasses.replace(NORMAL, **changes), name="variant")
    play_match(match, agents, seed=g)
    result = match.result()
    share = 1 / len(result.winners) if seat in result.winners else 0.0
    totals = [r.get("totals") for r in result.details["rounds"] if not r.get("skipped")]
    return share, totals, seat


def main() -> None:
    games = int(sys.argv[1])
    changes = eval(f"dict({sys.argv[2]})") if len(sys.argv) > 2 else {}  # a developer's tool
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    rivals = sys.argv[4] if len(sys.argv) > 4 else "normal"
    jobs = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    start = time.perf_counter()
    tasks = [(g, changes, players, rivals) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(one_game, tasks, chunksize=8))
    else:
        outcomes = [one_game(t) for t in tasks]
    wins = sum(o[0] for o in outcomes)
    low, high = wilson_interval(wins, games)
    # Where are the points lost? Mean lead over the best rival after each round.
    leads: list[list[float]] = [[] for _ in range(4)]
    for _, totals, seat in outcomes:
        for r, t in enumerate(totals):
            leads[r].append(t[seat] - max(p for s, p in enumerate(t) if s != seat))
    lead_txt = " ".join(f"r{r + 1} {sum(x) / len(x):+.1f}" for r, x in enumerate(leads) if x)
    print(
        f"{changes}: variant wins {wins / games:.3f} (95% CI {low:.3f}-{high:.3f}) of {games} games "
        f"vs {players - 1} {rivals}; lead {lead_txt}; {time.perf_counter() - start:.0f} s"
    )


if __name__ == "__main__":
    main()
