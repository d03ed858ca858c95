"""Friesematenten balance: N games per player count between agents of one level
(random by default), reporting game length in rounds, how games end (40 VP or the
deck running out twice), the winner's VP, and for each card how often its first
buyer won, against the baseline 1/players (cards file, section 3).
Random players bid within what they hold (the range's `afford`), so random games
buy cards and mostly end at 40 VP; `normal` games are the more meaningful ones.
Run: nice python benchmarks/friesematenten_balance.py [games] [level] [--all]"""

from __future__ import annotations

import statistics
import sys
from collections import Counter

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.components import CARDS

GAME_ID = "friesematenten"
MIN_BUYS = 30  # cards bought fewer times are not judged


def run(players: int, games: int, level: str, seed: int = 1) -> dict[str, object]:
    rng = Rng(seed * 1000 + players)
    rounds: list[int] = []
    ends: Counter[str] = Counter()
    winner_vp: list[int] = []
    bought = [0] * len(CARDS)
    won = [0.0] * len(CARDS)
    for _ in range(games):
        match = Match.new(GAME_ID, players, seed=rng.next_u64() >> 1)
        agents = [make_agent(GAME_ID, level, seed=rng.next_u64() >> 1) for _ in range(players)]
        play_match(match, agents, seed=rng.next_u64())
        state = match.state
        result = match.result()
        rounds.append(state.round)
        ends[state.ended_by] += 1
        winner_vp.append(max(result.scores))
        for card, buyer in enumerate(state.buyers):
            if buyer >= 0:
                bought[card] += 1
                if buyer in result.winners:
                    won[card] += 1.0 / len(result.winners)
    rates = {
        CARDS[c].key: (won[c] / bought[c], bought[c]) for c in range(len(CARDS)) if bought[c] >= MIN_BUYS
    }
    return {
        "rounds_mean": statistics.mean(rounds),
        "rounds_median": statistics.median(rounds),
        "rounds_p10_p90": (sorted(rounds)[len(rounds) // 10], sorted(rounds)[len(rounds) * 9 // 10]),
        "ended_by_vp": ends["vp"] / games,
        "ended_by_deck": ends["deck"] / games,
        "winner_vp_mean": statistics.mean(winner_vp),
        "buyer_wins": rates,
    }


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    level = sys.argv[2] if len(sys.argv) > 2 else "random"
    for players in (2, 3, 4):
        r = run(players, games, level)
        base = 1.0 / players
        print(f"== {players} players, {games} {level} games")
        print(
            f"rounds mean {r['rounds_mean']:.1f} median {r['rounds_median']} p10-p90 {r['rounds_p10_p90']}; "
            f"ended by 40 VP {r['ended_by_vp']:.0%}, by the deck {r['ended_by_deck']:.0%}; "
            f"winner's VP {r['winner_vp_mean']:.1f}"
        )
        rates = r["buyer_wins"]
        assert isinstance(rates, dict)
        ordered = sorted(rates.items(), key=lambda kv: kv[1][0])
        print(f"buyer win rate (baseline {base:.2f}), lowest and highest:")
        for key, (rate, n) in ordered[:5] + [("...", (0.0, 0))] + ordered[-5:]:
            print(f"  {key:24s} {rate:.2f} ({n} buys)" if n else "  ...")
        if "--all" in sys.argv:
            print("all:", ", ".join(f"{k} {rate:.2f}" for k, (rate, _) in ordered))
        outliers = [k for k, (rate, _) in rates.items() if abs(rate - base) > 0.15 * (1 + base)]
        print("outliers (|rate - baseline| large):", ", ".join(outliers) or "none")


if __name__ == "__main__":
    main()
