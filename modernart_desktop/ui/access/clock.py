"""A table for a screen-reader player runs no clock.

The open auction's clock (8 to 20 s from the latest bid) ran out twice while a blind
player was still listening to the bids (issue 34). With the setting "I use a screen
reader" on, a game played on this machine runs no clock: an open auction ends when
every player has passed, as in hot-seat.
"""

from __future__ import annotations

from typing import Any


def no_clock(session: Any) -> bool:
    """Stop `session`'s clock for good (before it starts); False where this screen does
    not run the clock (a LAN table joined: the host's clock)."""
    runner = getattr(session, "runner", None)
    if runner is None or not hasattr(runner, "use_clock"):
        return False
    runner.use_clock = False
    return True
