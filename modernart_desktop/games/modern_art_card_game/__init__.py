"""Modern Art: The Card Game (Reiner Knizia): 2-5 players, four rounds of displaying cards."""
from __future__ import annotations

from modernart_desktop.core.registry import register
from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame

GAME = register(ModernArtCardGame())

from modernart_desktop.games.modern_art_card_game.ai import register_levels  # noqa: E402

register_levels()
