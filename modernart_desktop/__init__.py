"""Modern Art Desktop: art-auction board games for the desktop and the LAN."""

from __future__ import annotations

__version__ = "0.1.0"
