"""Flood limits for one connection: a token bucket for messages, and a window of
refused commands (a peer that keeps sending refused commands is misbehaving)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable


class TokenBucket:
    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()

    def take(self, n: float = 1.0) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False


class RefusalWindow:
    """True from `note()` once more than `limit` refusals fell within `window` seconds."""

    def __init__(self, limit: int, window: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self.times: deque[float] = deque()

    def note(self) -> bool:
        now = self.clock()
        self.times.append(now)
        while self.times and now - self.times[0] > self.window:
            self.times.popleft()
        return len(self.times) > self.limit
