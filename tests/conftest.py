"""Test-wide settings: headless Qt, every socket on loopback."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MODERNART_BIND"] = "127.0.0.1"

from hypothesis import HealthCheck, settings

# Bounded examples keep the whole CI run short on a 2-core machine.
settings.register_profile("ci", max_examples=25, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
