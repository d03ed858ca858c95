"""A round's ranking seen as chances, for games that pay the top three of a ranking:
from the chance that each contender finishes ahead of another, the chance that none,
one or two others finish ahead of a given contender."""

from __future__ import annotations

from collections.abc import Iterable


def places_ahead(ahead: list[list[float]], a: int, rivals: Iterable[int]) -> tuple[float, float, float]:
    """(P(0 ahead), P(1 ahead), P(2 ahead)) of contender `a`; `ahead[b][a]` is the chance
    that b finishes ahead of a (taken as independent). With three or more ahead it does
    not rank."""
    p0, p1, p2 = 1.0, 0.0, 0.0
    for b in rivals:
        if b != a:
            p = ahead[b][a]
            q = 1.0 - p
            p2 = p2 * q + p1 * p
            p1 = p1 * q + p0 * p
            p0 = p0 * q
    return p0, p1, p2
