"""Test-wide settings: headless Qt, every socket on loopback."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MODERNART_BIND"] = "127.0.0.1"
