"""Small statistics for tournaments: win-rate intervals and time percentiles."""

from __future__ import annotations

import math
from collections.abc import Sequence


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (good near 0 and 1, unlike the normal one)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1.0 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) with linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    data = sorted(values)
    pos = (len(data) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)
