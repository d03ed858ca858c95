"""Modern Art: The Card Game speed: random full games per second for 2-5 players,
the cost of view_for, legal_actions, apply and clone, the sampler, and the AI's
decision times (Normal's heuristic, Strong's and Expert's search).
Run: python benchmarks/card_game_speed.py [games]"""

from __future__ import annotations

import sys
import time

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match, play_random_games
from modernart_desktop.core.match import Match

GAME_ID = "modern_art_card_game"


def games_per_second(players: int, games: int, options=None) -> tuple[float, float]:
    start = time.perf_counter()
    finished, actions = play_random_games(GAME_ID, players, games, seed=1, options=options)
    elapsed = time.perf_counter() - start
    return finished / elapsed, actions / finished


def per_call_costs(players: int = 4, games: int = 20) -> dict[str, float]:
    """Microseconds per call over the positions of random games."""
    positions = []
    match = None
    for seed in range(games):
        match = Match.new(GAME_ID, players, seed=seed)
        play_match(
            match,
            [RandomAgent(seed * 10 + i) for i in range(players)],
            seed=seed,
            on_decision=lambda seat, action, m=match: positions.append((m.state.clone(), seat, action)),
        )
    assert match is not None
    game = match.game

    def timed(fn) -> float:
        t = time.perf_counter()
        for state, seat, action in positions:
            fn(state, seat, action)
        return (time.perf_counter() - t) / len(positions) * 1e6

    costs = {
        "view_for": timed(lambda st, seat, a: game.view_for(st, seat)),
        "legal_actions": timed(lambda st, seat, a: game.legal_actions(st, seat)),
        "clone": timed(lambda st, seat, a: st.clone()),
    }
    clones = [(st.clone(), seat, a) for st, seat, a in positions]
    t = time.perf_counter()
    for st, seat, a in clones:
        game.apply(st, seat, a)
    costs["apply"] = (time.perf_counter() - t) / len(clones) * 1e6
    return costs


def ai_costs(players: int = 4, positions: int = 40) -> dict[str, float]:
    """Median seconds per decision where there was a real choice, over positions of a
    game played by Normal seats."""
    from statistics import median

    from modernart_desktop.ai.levels import make_agent
    from modernart_desktop.core.rng import Rng
    from modernart_desktop.games.modern_art_card_game.ai.sampler import sample_world

    match = Match.new(GAME_ID, players, seed=5)
    normal = [make_agent(GAME_ID, "normal", i) for i in range(players)]
    picks = []
    while not match.is_over():
        seat = min(match.active_seats())
        legal = match.legal_actions(seat)
        view = match.view_for(seat)
        if len(legal) > 1:
            picks.append((view, legal))
        match.apply(seat, normal[seat].choose(view, legal))
    picks = picks[:: max(1, len(picks) // positions)][:positions]
    out: dict[str, float] = {}
    rng = Rng(1)
    t = time.perf_counter()
    for view, _ in picks:
        sample_world(view, rng)
    out["sample_world"] = (time.perf_counter() - t) / len(picks)
    for level in ("normal", "strong", "expert"):
        agent = make_agent(GAME_ID, level, 3)
        times = []
        for view, legal in picks if level == "normal" else picks[:12]:
            t = time.perf_counter()
            agent.choose(view, legal)
            times.append(time.perf_counter() - t)
        out[level] = median(times)
    return out


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    print(f"random full games of Modern Art: The Card Game ({games} each, one core):")
    for players in (2, 3, 4, 5):
        rate, actions = games_per_second(players, games)
        print(f"  {players} players               {rate:8.1f} games/s   {actions:6.1f} actions/game")
    rate, actions = games_per_second(4, games, {"bonus_cards": False})
    print(f"  4 players, no bonus cards {rate:8.1f} games/s   {actions:6.1f} actions/game")
    print("per call, 4 players, positions from random games:")
    for name, us in per_call_costs().items():
        print(f"  {name:<14} {us:8.1f} us")
    print("AI, 4 players, median per decision with a real choice:")
    for name, seconds in ai_costs().items():
        print(f"  {name:<14} {seconds * 1000:10.2f} ms")


if __name__ == "__main__":
    main()
