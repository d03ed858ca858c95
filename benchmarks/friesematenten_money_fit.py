"""How much money do the others hold? Fit the estimate Friesematenten's Expert deals
the others' secret money from (`games/friesematenten/ai/expert.py`, MONEY_FIT).

Strong's worlds give every other seat its own money plus or minus 10: over games of
Normal seats that guesses another seat's money with an error of about 43 (the money
itself varies by about 42: one's own money says nothing of theirs). This script fits,
by least squares on games of Normal seats (4 players, the current deck), the money of
a seat from what everyone can see of it (the round, its income to come, its cards and
their minimum bids, its VP) and prints the fit and its error on held-out positions.

Run: nice python benchmarks/friesematenten_money_fit.py GAMES [--seed 1]
"""

from __future__ import annotations

import argparse
import math

from modern_art_value_fit import solve  # the same least squares (a sibling script)

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core import registry
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.ai.expert import money_features


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("games", type=int)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    game = registry.get("friesematenten")
    options = game.normalize_options(4, None)
    rng = Rng(args.seed)
    xs: list[list[float]] = []
    ys: list[float] = []
    own: list[float] = []
    for _ in range(args.games):
        state, _ = game.setup(4, options, rng.next_u64() >> 1)
        agents = [make_agent("friesematenten", "normal", rng.next_u64() >> 1) for _ in range(4)]
        while not game.is_over(state):
            active = sorted(game.active_seats(state))
            seat = active[0]
            if rng.random() < 0.05:  # a position seen by `seat`
                for s in range(4):
                    if s != seat and not state.broke[s]:
                        xs.append(money_features(state, s, state.money[seat]))
                        ys.append(float(state.money[s]))
                        own.append(float(state.money[seat]))
            action = agents[seat].choose(game.view_for(state, seat), game.legal_actions(state, seat))
            game.apply(state, seat, action)
    cut = len(xs) * 4 // 5
    coef = solve(xs[:cut], ys[:cut])
    test = range(cut, len(xs))
    mean = sum(ys) / len(ys)

    def rmse(errors: list[float]) -> float:
        return math.sqrt(sum(e * e for e in errors) / len(errors))

    print(f"{len(xs)} positions from {args.games} games; money varies by {rmse([y - mean for y in ys]):.1f}")
    print(f"one's own money as the guess: error {rmse([ys[i] - own[i] for i in test]):.1f}")
    fitted = [ys[i] - sum(c * x for c, x in zip(coef, xs[i])) for i in test]
    print(f"the fit: error {rmse(fitted):.1f}; MONEY_FIT = {tuple(round(c, 3) for c in coef)}")


if __name__ == "__main__":
    main()
