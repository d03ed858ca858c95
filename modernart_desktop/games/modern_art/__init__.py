"""Modern Art (Reiner Knizia): 3-5 players, five auction types, 3-player mystery hand."""

from __future__ import annotations

from modernart_desktop.games.modern_art.rules import ModernArt

GAME = ModernArt()  # declared as an entry point in pyproject.toml

from modernart_desktop.games.modern_art import ai as _ai  # noqa: E402,F401  (registers AI levels)
