"""Which address LAN play listens, advertises and browses on.

One address for everything, so a machine set to 127.0.0.1 (tests, CI, benchmarks,
or someone who wants no network at all) never sends a packet anywhere else.
"""

from __future__ import annotations

import os

BIND_ENV = "MODERNART_BIND"


def bind_address(explicit: str | None = None) -> str | None:
    """`explicit` (--bind or the app setting), else $MODERNART_BIND, else None: every interface."""
    value = explicit if explicit is not None else os.environ.get(BIND_ENV)
    if value is None or value.strip() in ("", "*"):
        return None
    return value.strip()
