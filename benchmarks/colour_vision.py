#!/usr/bin/env python3
"""The colour-vision check of every table, with its figures: each table rendered in a
live game, the colours that tell things apart found on the screenshot, simulated for
protanopia, deuteranopia and tritanopia (colour-science, Machado 2009) and compared by
CIEDE2000 (tests/ui/colour_vision.py says how; at least MIN_DELTA_E apart passes).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/colour_vision.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

if __name__ == "__main__":
    sys.exit(pytest.main(["-q", "-s", "-W", "ignore", str(ROOT / "tests" / "ui" / "test_colour_vision.py")]))
