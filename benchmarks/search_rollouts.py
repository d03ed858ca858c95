"""The search's speed in every game: rollouts per CPU-second of a Strong seat's
decisions (worlds sampled, candidates played out by the game's own engine), in
seeded 4-player games against three Normal seats. The budget is a fixed number of
rollouts (no time cap), so the same decisions are searched before and after an
engine change and the figures compare like with like.
Run: nice python benchmarks/search_rollouts.py [games] [game_id ...]"""

from __future__ import annotations

import sys
import time
from typing import Any

from modernart_desktop import build_info
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.search import Budget
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.match import Match

ROLLOUTS = 40  # per decision
PLAYERS = 4


class _Timed:
    """The Strong seat, with the CPU time and rollouts of its searches counted."""

    needs_view = True

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name = agent.name
        self.cpu = 0.0
        self.rollouts = 0
        self.searches = 0

    def choose(self, view: dict[str, Any] | None, legal: LegalActions) -> Action:
        start = time.process_time()
        action: Action = self.agent.choose(view, legal)
        if self.agent.last.searched:
            self.cpu += time.process_time() - start
            self.rollouts += self.agent.last.rollouts
            self.searches += 1
        return action


def measure(game_id: str, games: int) -> tuple[float, int, int]:
    """(rollouts per CPU-second, rollouts, searched decisions)."""
    cpu = 0.0
    rollouts = searches = 0
    for g in range(games):
        seat = g % PLAYERS
        agents: list[Any] = [make_agent(game_id, "normal", g * 10 + s) for s in range(PLAYERS)]
        strong = _Timed(make_agent(game_id, "strong", g * 10 + seat, budget=Budget(rollouts=ROLLOUTS)))
        agents[seat] = strong
        play_match(Match.new(game_id, PLAYERS, seed=500 + g), agents, seed=g)
        cpu += strong.cpu
        rollouts += strong.rollouts
        searches += strong.searches
    return rollouts / cpu, rollouts, searches


def main() -> None:
    args = sys.argv[1:]
    games = int(args.pop(0)) if args and args[0].isdigit() else 4
    print(f"engines: {build_info.describe()}", flush=True)  # pure Python or compiled (mypyc)
    for game_id in args or registry.available():
        rate, rollouts, searches = measure(game_id, games)
        print(
            f"{game_id} {PLAYERS}p: {rate:8.1f} rollouts per CPU-s "
            f"({rollouts} rollouts in {searches} searched decisions, {games} games)",
            flush=True,
        )


if __name__ == "__main__":
    main()
