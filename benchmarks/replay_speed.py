"""Replay speed: step through whole 4-player Modern Art games forward and back, with
every seat's view and the revealed view at each step (what a replay viewer draws),
for several snapshot intervals. Run: python benchmarks/replay_speed.py [games]"""

from __future__ import annotations

import sys
import time

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match
from modernart_desktop.core.replay import Replay


def finished_games(count: int) -> list[Match]:
    return [
        play_match(Match.new("modern_art", 4, seed=s), [RandomAgent(s * 10 + i) for i in range(4)], seed=s)
        for s in range(count)
    ]


def measure(matches: list[Match], every: int) -> tuple[float, float, float, float]:
    """ms to open, ms per step forward, ms per step back (views of the one seat shown),
    and ms for the revealed view per step."""
    t = time.perf_counter()
    replays = [Replay(m, every) for m in matches]
    open_ms = (time.perf_counter() - t) / len(matches) * 1000
    steps = sum(r.length for r in replays)
    t = time.perf_counter()
    for r in replays:
        for k in range(r.length + 1):
            r.view_at(k, 0)
    forward = (time.perf_counter() - t) / steps * 1000
    t = time.perf_counter()
    for r in replays:
        for k in range(r.length, -1, -1):
            r.view_at(k, 0)
    back = (time.perf_counter() - t) / steps * 1000
    t = time.perf_counter()
    for r in replays:
        for k in range(r.length, -1, -1):
            r.revealed_view_at(k)
    revealed = (time.perf_counter() - t) / steps * 1000
    return open_ms, forward, back, revealed


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    matches = finished_games(count)
    actions = sum(m.seq for m in matches) / len(matches)
    print(f"{count} random 4-player Modern Art games, {actions:.0f} actions each on average")
    print("every  open ms  forward ms/step  back ms/step  revealed back ms/step  whole game fwd+back ms")
    for every in (1, 4, 8, 16, 64, 10_000):
        open_ms, fwd, back, rev = measure(matches, every)
        whole = (fwd + back) * (actions + 1)
        print(f"{every:>5}  {open_ms:7.2f}  {fwd:15.4f}  {back:12.4f}  {rev:21.4f}  {whole:22.1f}")


if __name__ == "__main__":
    main()
