"""The AI for Modern Art: The Card Game: what a seat knows (situation), a heuristic
that projects the round's scoring, a sampler of hidden cards, the search kit and
the level agents. Importing it registers the levels this game offers."""

from __future__ import annotations

from modernart_desktop.games.modern_art_card_game.ai.agents import register

register()
