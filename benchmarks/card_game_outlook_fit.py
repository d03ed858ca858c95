"""Refit the card game's outlook table (`games/modern_art_card_game/ai/outlook.py`):
play games of Normal seats, and at every round's end record each seat's cards in
hand, the tokens on their artists, its points so far and its final points. Fit
by least squares the points still to come, then the logistic slope that turns
the predicted lead over the best rival into a chance to win. Prints the table.

Run: python benchmarks/card_game_outlook_fit.py [GAMES] [JOBS]"""

from __future__ import annotations

import math
import sys
from concurrent.futures import ProcessPoolExecutor

from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.ai.agents import make_normal
from modernart_desktop.games.modern_art_card_game.ai.outlook import hand_features

GAME_ID = "modern_art_card_game"
Row = tuple[int, int, int, int]  # (rounds scored, points so far, cards in hand, token points in hand)


def one_game(args: tuple[int, int]) -> tuple[list[list[Row]], list[int]]:
    """Per round end, one row per seat; and the final points."""
    game, players = args
    match = Match.new(GAME_ID, players, seed=10_000 + game)
    agents = [make_normal(game * 10 + s) for s in range(players)]
    order = Rng(game)
    snapshots: list[list[Row]] = []
    while not match.is_over():
        active = sorted(match.active_seats())
        seat = active[order.randbelow(len(active))] if len(active) > 1 else active[0]
        round_before = match.state.round
        match.apply(seat, agents[seat].choose(match.view_for(seat), match.legal_actions(seat)))
        state = match.state
        if state.round != round_before and not match.is_over():
            snapshots.append(
                [(state.round, state.scores[s], *hand_features(state, s)) for s in range(players)]
            )
    return snapshots, list(match.state.scores)


def least_squares(xs: list[list[float]], ys: list[float]) -> list[float]:
    """Solve the normal equations (a few columns) by Gaussian elimination."""
    k = len(xs[0])
    a = [
        [sum(x[i] * x[j] for x in xs) for j in range(k)] + [sum(x[i] * y for x, y in zip(xs, ys))]
        for i in range(k)
    ]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(k):
            if r != col:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * p for v, p in zip(a[r], a[col])]
    return [a[i][k] / a[i][i] for i in range(k)]


def logistic_slope(leads: list[float], wins: list[float]) -> float:
    best = (-math.inf, 0.0)
    for step in range(1, 200):
        slope = step * 0.0025
        ll = 0.0
        for lead, won in zip(leads, wins):
            p = min(1 - 1e-9, max(1e-9, 1 / (1 + math.exp(-slope * lead))))
            ll += math.log(p) if won else math.log(1 - p)
        best = max(best, (ll, slope))
    return best[1]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    table = {}
    for players in range(2, 6):
        with ProcessPoolExecutor(jobs) as pool:
            played = list(pool.map(one_game, [(g, players) for g in range(games)], chunksize=20))
        for rnd in range(1, C.ROUNDS):
            xs, ys = [], []
            for snapshots, final in played:
                for rows in snapshots:
                    for seat, (r, points, cards, tokens) in enumerate(rows):
                        if r == rnd:
                            xs.append([1.0, cards, tokens])
                            ys.append(final[seat] - points)
            _, per_card, per_token = least_squares(xs, ys)
            leads, wins = [], []
            for snapshots, final in played:
                for rows in snapshots:
                    if rows[0][0] != rnd:
                        continue
                    predicted = [
                        points + per_card * cards + per_token * tokens for _, points, cards, tokens in rows
                    ]
                    for seat in range(players):
                        leads.append(predicted[seat] - max(p for s, p in enumerate(predicted) if s != seat))
                        wins.append(1.0 if final[seat] == max(final) else 0.0)
            table[(players, rnd)] = (per_card, per_token, logistic_slope(leads, wins))
        print(f"{players} players fitted on {games} games", file=sys.stderr, flush=True)
    print("OUTLOOK: dict[tuple[int, int], tuple[float, float, float]] = {")
    for players in range(2, 6):
        cells = ", ".join(
            f"({players}, {r}): ({c:.3f}, {t:.3f}, {s:.3f})"
            for r in range(1, C.ROUNDS)
            for c, t, s in [table[(players, r)]]
        )
        print(f"    {cells},")
    print("}")


if __name__ == "__main__":
    main()
