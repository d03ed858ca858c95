"""Modern Art: The Card Game (Reiner Knizia): 2-5 players, four rounds of displaying cards."""

from __future__ import annotations

from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame

GAME = ModernArtCardGame()  # declared as an entry point in pyproject.toml

from modernart_desktop.games.modern_art_card_game import ai as _ai  # noqa: E402,F401  (registers AI levels)
