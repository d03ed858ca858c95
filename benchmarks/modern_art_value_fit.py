"""Fit a round-end value model for Modern Art: what a seat's money will be at the end of
the game, seen from the start of a round (issue 26 tried it as a learnt value function
for the search's rollouts; it names the winner no better than the search's rule of
thumb, so the search does not use it).

The search's rollouts may stop when a round ends instead of playing the whole game;
the model then says where each seat is heading. It is fitted on games the rollout
policy itself plays (every seat Normal, as in a rollout), at the start of rounds 2-4
(cards of the new round dealt), one least-squares fit per player count and round:

    final money - money now = a + b * cards in hand + c * sum over the hand of the
                              artist's tokens so far + d * money now

and, from the predicted final money of every seat, the chance that a seat wins:
a softmax over the predictions with a fitted temperature. The script prints, on
games held out from the fit, how well the model and the search's old rule of thumb
(0.3 x (tokens + 20) per card) name the winner (log loss; lower is better).

Run: nice python benchmarks/modern_art_value_fit.py GAMES [--seed 1]
Measured (3,000 games per player count, seed 1; winner log loss on held-out games,
model / rule of thumb / money alone), 4 players: start of round 2 1.242 / 1.254 / 1.341,
round 3 1.019 / 1.015 / 1.073, round 4 0.704 / 0.710 / 0.727 (a fair guess: 1.386).
"""

from __future__ import annotations

import argparse
import math
from typing import Any

from modernart_desktop.core import registry
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.ai.knowledge import NUM_ARTISTS
from modernart_desktop.games.modern_art.ai.search_kit import ModernArtKit
from modernart_desktop.games.modern_art.components import CARD_ARTIST
from modernart_desktop.games.modern_art.state import ModernArtState

PLAYER_COUNTS = (3, 4, 5)


def features(state: ModernArtState, seat: int) -> list[float]:
    """[1, cards in hand, the hand's artists' tokens so far, money, cards of artists that
    have earned before]: what the model reads of a seat at the start of a round."""
    earned = [0] * NUM_ARTISTS
    for r in range(min(state.round, len(state.tokens))):
        row = state.tokens[r]
        for a in range(NUM_ARTISTS):
            earned[a] += row[a]
    hand = state.hands[seat]
    tokens = 0
    established = 0
    for c in hand:
        t = earned[CARD_ARTIST[c]]
        tokens += t
        established += t > 0
    return [1.0, float(len(hand)), float(tokens), float(state.money[seat]), float(established)]


def old_estimate(feats: list[list[float]], money: list[int]) -> list[float]:
    """The search's rule of thumb before the model: each card in hand worth 0.3 x (its
    artist's tokens + 20)."""
    return [m + 0.3 * (f[2] + 20.0 * f[1]) for f, m in zip(feats, money)]


Sample = tuple[list[list[float]], list[int], list[int]]  # per seat: features; money now; final money


def play(players: int, seed: int) -> list[tuple[int, Sample]]:
    """One game of Normal seats as the search's rollouts play it; a sample at the start
    of each round after the first: (round, (features, money then, final money))."""
    game = registry.get("modern_art")
    kit = ModernArtKit(game)
    state: ModernArtState
    state, _ = game.setup(players, game.normalize_options(players, None), seed)
    rng = Rng(seed ^ 0xF17)
    snaps: list[tuple[int, list[list[float]], list[int]]] = []
    seen_round = state.round
    while not game.is_over(state):
        if state.round != seen_round:
            seen_round = state.round
            if not game.is_over(state):
                snaps.append((state.round, [features(state, s) for s in range(players)], list(state.money)))
        active = sorted(game.active_seats(state))
        seat = active[0] if len(active) == 1 else active[rng.randbelow(len(active))]
        game.apply(state, seat, kit.rollout_action(state, seat, rng, None))
    final = list(state.money)
    return [(r, (f, m, final)) for r, f, m in snaps]


def solve(xs: list[list[float]], ys: list[float]) -> list[float]:
    """Least squares by the normal equations (a few features; a little ridge for safety)."""
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (1e-6 if i == j else 0.0) for j in range(k)] for i in range(k)]
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    for col in range(k):  # Gauss-Jordan with partial pivoting
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(k):
            if r != col:
                f = a[r][col] / a[col][col]
                for c in range(col, k):
                    a[r][c] -= f * a[col][c]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def winners(final: list[int]) -> list[float]:
    top = max(final)
    n = final.count(top)
    return [1.0 / n if m == top else 0.0 for m in final]


def log_loss(samples: list[Sample], predict: Any) -> float:
    total = 0.0
    for feats, money, final in samples:
        chances = predict(feats, money)
        total -= sum(w * math.log(max(1e-9, p)) for w, p in zip(winners(final), chances))
    return total / len(samples)


def fit_temperature(samples: list[Sample], predicted: Any) -> float:
    best_t, best = 1.0, math.inf
    for t in [2.0 * 1.15**i for i in range(40)]:
        loss = log_loss(samples, lambda f, m, t=t: _softmax(predicted(f, m), t))
        if loss < best:
            best_t, best = t, loss
    return best_t


def _softmax(values: list[float], t: float) -> list[float]:
    top = max(values)
    e = [math.exp((v - top) / t) for v in values]
    s = sum(e)
    return [x / s for x in e]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("games", type=int)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    rng = Rng(args.seed)
    for players in PLAYER_COUNTS:
        by_round: dict[int, list[Sample]] = {}
        for _ in range(args.games):
            for r, sample in play(players, rng.next_u64() >> 1):
                by_round.setdefault(r, []).append(sample)
        for r, samples in sorted(by_round.items()):
            cut = len(samples) * 4 // 5
            train, test = samples[:cut], samples[cut:]
            xs = [f for feats, _, _ in train for f in feats]
            ys = [float(fin - now) for _, money, final in train for now, fin in zip(money, final)]
            coef = solve(xs, ys)

            def predicted(
                feats: list[list[float]], money: list[int], coef: list[float] = coef
            ) -> list[float]:
                return [m + sum(c * x for c, x in zip(coef, f)) for f, m in zip(feats, money)]

            temp = fit_temperature(train, predicted)
            old_t = fit_temperature(train, old_estimate)
            fitted = log_loss(test, lambda f, m: _softmax(predicted(f, m), temp))
            old = log_loss(test, lambda f, m: _softmax(old_estimate(f, m), old_t))
            money_only = log_loss(test, lambda f, m: _softmax([float(x) for x in m], old_t))
            resid = [
                fin - pred
                for feats, money, final in test
                for fin, pred in zip(final, predicted(feats, money))
            ]
            rmse = math.sqrt(sum(e * e for e in resid) / len(resid))
            print(
                f"{players} players, start of round {r + 1}: {len(train)} games fitted, {len(test)} held out; "
                f"coef {[round(c, 3) for c in coef]}, temperature {temp:.1f}; "
                f"winner log loss: model {fitted:.3f}, rule of thumb {old:.3f}, money alone {money_only:.3f}; "
                f"final money RMSE {rmse:.1f}"
            )


if __name__ == "__main__":
    main()
