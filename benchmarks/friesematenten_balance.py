"""Friesematenten balance: N games per player count between agents of one level
(random by default), reporting game length in rounds, how games end (40 VP or the
deck running out twice), the winner's VP, and for each card how often its first
buyer won, against the baseline 1/players (cards file, section 3).
Random players bid within what they hold (the range's `afford`), so random games
buy cards and mostly end at 40 VP; `normal` games are the more meaningful ones.
With --markdown it prints every card's row instead (buys, buyer win rate, its
distance from the mean of all cards in standard errors, z), for docs/friesematenten-balance.md.
--deck V plays deck version V (default: the current one, components.DECK_VERSION); the
card rows show that version's minimum bids.
Run: nice python benchmarks/friesematenten_balance.py [games] [level] [--all] [--markdown] [--seed S] [--deck V]"""

from __future__ import annotations

import math
import platform
import statistics
import sys
import time
from collections import Counter

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.components import CARDS, DECK_VERSION, card_set

GAME_ID = "friesematenten"
MIN_BUYS = 30  # cards bought fewer times are not judged


def run(players: int, games: int, level: str, seed: int = 1, deck: int = DECK_VERSION) -> dict[str, object]:
    rng = Rng(seed * 1000 + players)
    rounds: list[int] = []
    ends: Counter[str] = Counter()
    winner_vp: list[int] = []
    bought = [0] * len(CARDS)
    won = [0.0] * len(CARDS)
    for _ in range(games):
        match = Match.new(GAME_ID, players, {"deck": deck}, seed=rng.next_u64() >> 1)
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
    # The pooled rate over every purchase: buying anything goes with winning (the more
    # active buyer wins more often), so a card is judged against this, not 1/players.
    pooled = sum(won) / max(1, sum(bought))
    # ... and against the pooled rate of its own type: buying VP (status symbols) is
    # winning by definition, while an action or influence card's worth is in its use.
    by_type: dict[str, float] = {}
    for kind in {c.type for c in CARDS}:
        ids = [c.id for c in CARDS if c.type == kind]
        by_type[kind] = sum(won[c] for c in ids) / max(1, sum(bought[c] for c in ids))
    return {
        "rounds_mean": statistics.mean(rounds),
        "rounds_median": statistics.median(rounds),
        "rounds_p10_p90": (sorted(rounds)[len(rounds) // 10], sorted(rounds)[len(rounds) * 9 // 10]),
        "ended_by_vp": ends["vp"] / games,
        "ended_by_deck": ends["deck"] / games,
        "winner_vp_mean": statistics.mean(winner_vp),
        "buyer_wins": rates,
        "pooled": pooled,
        "pooled_by_type": by_type,
    }


def z_score(rate: float, n: int, pooled: float) -> float:
    """How many standard errors a card's buyer win rate lies from the pooled rate."""
    return (rate - pooled) / math.sqrt(pooled * (1 - pooled) / n)


def markdown(games: int, level: str, seed: int, deck: int) -> None:
    print(
        f"- Command: `nice python benchmarks/friesematenten_balance.py {games} {level} --markdown --seed {seed}"
        f" --deck {deck}`"
    )
    print(
        f"- Date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; machine: {platform.machine()}, "
        f"Python {platform.python_version()}, {platform.system()}"
    )
    results = {}
    for players in (2, 3, 4):
        t = time.process_time()
        results[players] = run(players, games, level, seed, deck)
        results[players]["cpu_s"] = time.process_time() - t
    print()
    print(
        "| players | games | rounds mean | median | p10-p90 | ended by 40 VP | by the deck | winner's VP | CPU s |"
    )
    print("|---|---:|---:|---:|---|---:|---:|---:|---:|")
    for players, r in results.items():
        spread = r["rounds_p10_p90"]
        assert isinstance(spread, tuple)
        lo, hi = spread
        print(
            f"| {players} | {games} | {r['rounds_mean']:.1f} | {r['rounds_median']} | {lo}-{hi} | "
            f"{r['ended_by_vp']:.1%} | {r['ended_by_deck']:.1%} | {r['winner_vp_mean']:.1f} | {r['cpu_s']:.0f} |"
        )
    print()
    print("Buyer win rate per card (first buyer of the card, shared wins split; z: standard errors")
    print("from the pooled rate of all purchases of the same card type at that player count;")
    print(f"cards bought fewer than {MIN_BUYS} times are left out):")
    print()
    print(
        "| card | type | min bid | " + " | ".join(f"{p}p buys | {p}p rate | {p}p z" for p in results) + " |"
    )
    print("|---|---|---:|" + "---:|---:|---:|" * len(results))
    for card in CARDS:
        cells = []
        for r in results.values():
            rate, n = r["buyer_wins"].get(card.key, (0.0, 0))  # type: ignore[attr-defined]
            if n:
                z = z_score(rate, n, r["pooled_by_type"][card.type])  # type: ignore[index]
                cells.append(f"{n} | {rate:.2f} | {z:+.1f}")
            else:
                cells.append("- | - | -")
        print(f"| {card.key} | {card.type} | {card_set(deck).min_bid[card.id]} | " + " | ".join(cells) + " |")
    print()
    kinds = sorted({c.type for c in CARDS})
    print("| players | baseline 1/players | pooled rate | " + " | ".join(kinds) + " | card rates min-max |")
    print("|---|---:|---:|" + "---:|" * len(kinds) + "---|")
    for players, r in results.items():
        rates = [v[0] for v in r["buyer_wins"].values()]  # type: ignore[attr-defined]
        per_type = " | ".join(f"{r['pooled_by_type'][k]:.3f}" for k in kinds)  # type: ignore[index]
        print(
            f"| {players} | {1 / players:.2f} | {r['pooled']:.3f} | {per_type} | "
            f"{min(rates, default=0):.2f}-{max(rates, default=0):.2f} |"
        )


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 1000
    level = args[1] if len(args) > 1 else "random"
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    deck = int(sys.argv[sys.argv.index("--deck") + 1]) if "--deck" in sys.argv else DECK_VERSION
    if "--markdown" in sys.argv:
        markdown(games, level, seed, deck)
        return
    for players in (2, 3, 4):
        r = run(players, games, level, seed, deck)
        base = 1.0 / players
        print(f"== {players} players, {games} {level} games, deck version {deck}")
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
