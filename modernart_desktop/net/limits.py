"""Every limit of a LAN link, in one place (docs/protocol.md, section "Errors and
limits", quotes these numbers and a test holds it to them), and the two counters
that enforce the rate limits: a token bucket, and a window of refused commands.

The host's `HostConfig` takes its defaults from here; tests may loosen them.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

# -- frames (the caps themselves live in protocol.py: they are part of the wire format)
MAX_BACKLOG = 4 * 1024 * 1024  # bytes queued for a peer that does not read: then it is cut off

# -- the handshake and heartbeats
HELLO_TIMEOUT = 5.0  # seconds from connecting to `hello`
HEARTBEAT = 2.0  # seconds between our pings
HEARTBEAT_TIMEOUT = 8.0  # seconds of silence after which the link is dead
MAX_SPECTATORS = 8

# -- rates per connection (token buckets: a sustained rate per second and a burst)
MSG_RATE, MSG_BURST = 500.0, 1000.0  # every frame, pings and pongs included: `flood/messages`
PING_RATE, PING_BURST = 4.0, 20.0  # pings (each is answered): `flood/pings`
SYNC_RATE, SYNC_BURST = 0.5, 3.0  # `sync` (each is answered by a whole snapshot): `sync/too_fast`
CHAT_RATE, CHAT_BURST = 1.0, 5.0  # chat lines: `chat/too_fast`
MAX_REFUSALS, REFUSAL_WINDOW = 30, 10.0  # refused commands (not stale) in seconds: `flood/refused`
# The host's nudge (issue 35): a person's seat kept the table waiting NUDGE_AFTER seconds
# (the host may set another limit), and one nudge at a table per NUDGE_EVERY seconds at most.
NUDGE_AFTER, NUDGE_EVERY = 45.0, 60.0

# -- closing a misbehaving link: after the `error` frame our side of the stream is
# shut and what the peer still sends is read and dropped, so that its system
# receives our frame and an orderly end instead of a reset; bounded both ways.
ERROR_DRAIN = 1.0  # seconds to hand the last frame to the network
LINGER_SECONDS = 2.0  # then at most this long waiting for the peer's end...
LINGER_BYTES = 1024 * 1024  # ...and at most this much of its data read and dropped


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

    def wait_for(self, n: float = 1.0) -> float:
        """Seconds until `n` tokens will be there (0 if they are now)."""
        missing = n - min(self.burst, self.tokens + (self.clock() - self.stamp) * self.rate)
        return max(0.0, missing / self.rate) if self.rate > 0 else float("inf")


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
