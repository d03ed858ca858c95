"""The AI for Modern Art: The Card Game: what a seat knows (situation), a heuristic
that projects the round's scoring, a sampler of hidden cards, and the level agents."""
from __future__ import annotations

GAME_ID = "modern_art_card_game"


def register_levels() -> None:
    from modernart_desktop.ai.levels import register_level
    from modernart_desktop.games.modern_art_card_game.ai.agents import easy_agent, normal_agent

    register_level(GAME_ID, "easy", easy_agent)
    register_level(GAME_ID, "normal", normal_agent)
