"""Friesematenten (Friedemann Friese): 2-4 players, auctions of factories, status
symbols, influence and action cards, with the app's own 60-card deck."""

from __future__ import annotations

from modernart_desktop.core.registry import register
from modernart_desktop.games.friesematenten.rules import Friesematenten

GAME = register(Friesematenten())

from modernart_desktop.games.friesematenten import ai as _ai  # noqa: E402,F401  (registers AI levels)
