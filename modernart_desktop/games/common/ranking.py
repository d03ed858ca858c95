"""Ranking artists by the cards shown in a round: the one expression both Modern
Art games (and their AIs) use, so a tie rule cannot differ between copies."""

from __future__ import annotations

from collections.abc import Sequence


def top_artists(counts: Sequence[float], places: int) -> list[int]:
    """The best `places` artists by count, most first; a tie goes to the lower
    artist number (the board's order); an artist with no card is not ranked."""
    ranked = sorted((a for a in range(len(counts)) if counts[a] > 0), key=lambda a: (-counts[a], a))
    return ranked[:places]
