"""How well do the card game's search worlds foresee the others' plays? (a
developer's tool for `games/modern_art_card_game/ai/inference.py`: far quicker to
read than whole games)

Games of four Normal seats are played; at seat 0's turns, for every other seat
with two or more plays read this round, its latest play is held out: worlds are
dealt from seat 0's view, uniformly or conditioned on the other plays read, and
each world is asked what that seat would have played (the same kind of card,
or at least the same artist). Prints the share foreseen and the milliseconds
spent conditioning a world, for uniform worlds and for each setting (swaps a seat).

Run: python benchmarks/card_game_inference.py [GAMES] [WORLDS]
"""

from __future__ import annotations

import sys
import time
from typing import Any

from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.ai import inference
from modernart_desktop.games.modern_art_card_game.ai.agents import NORMAL, make_normal
from modernart_desktop.games.modern_art_card_game.ai.sampler import sample_world

GAME_ID = "modern_art_card_game"
PLAYERS = 4
# (name, swaps per seat, likelihood of another card of the artist, of any other card);
# None: uniform worlds. The first conditioned row is what the search uses.
SETTINGS: list[tuple[str, int, tuple[float, float] | None]] = [
    ("uniform", 0, None),
    ("search's own", inference.MEND_STEPS, (0.3, 0.1)),
    ("24 steps", 24, (0.3, 0.1)),
    ("24 steps, sharp", 24, (0.1, 0.02)),
]


def held_out_cases(
    games: int,
) -> list[tuple[Any, dict[str, Any], tuple[inference.Play, ...], inference.Play]]:
    """(engine, seat 0's view, the plays to condition on, the play held out)."""
    cases = []
    for g in range(games):
        match = Match.new(GAME_ID, PLAYERS, seed=900 + g)
        agents = [make_normal(g * 7 + s) for s in range(PLAYERS)]
        reader = inference.PlayReader()
        done: set[tuple[int, int, int]] = set()
        while not match.is_over():
            seat = min(match.active_seats())
            view = match.view_for(seat)
            if seat == 0:
                plays = reader.observe(view)
                for other in range(1, PLAYERS):
                    theirs = [p for p in plays if p.seat == other]
                    key = (other, theirs[-1].card, view["round"]) if len(theirs) > 1 else None
                    if key is None or key in done:
                        continue
                    done.add(key)
                    rest = tuple(p for p in plays if p is not theirs[-1])
                    cases.append((match.game, view, rest, theirs[-1]))
            match.apply(seat, agents[seat].choose(view, match.legal_actions(seat)))
    return cases


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    worlds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    cases = held_out_cases(games)
    print(f"{len(cases)} held-out plays from {games} games, {worlds} worlds each")
    for name, steps, odds in SETTINGS:
        same_kind = same_artist = total = 0
        seconds = 0.0
        for i, (game, view, rest, held) in enumerate(cases):
            rng = Rng(i)
            for _ in range(worlds):
                world = sample_world(view, rng)
                started = time.perf_counter()
                if odds is not None:
                    inference.condition_world(game, world, 0, rest, rng, NORMAL, *odds, steps=steps)
                seconds += time.perf_counter() - started
                foreseen = inference.likelihood(game, world, held, NORMAL, 0.5, 0.0)
                same_kind += foreseen == 1.0
                same_artist += foreseen > 0.0
                total += 1
        print(
            f"{name:>20}: same kind {same_kind / total:.1%}, same artist {same_artist / total:.1%}; "
            f"{1000 * seconds / total:.1f} ms a world"
        )


if __name__ == "__main__":
    main()
