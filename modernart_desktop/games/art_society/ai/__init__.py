"""The AI for Art Society: a sampler of what a seat cannot see, a heuristic policy over
the shared wall geometry, the search kit and the level agents. Importing it registers
the levels this game offers."""

from __future__ import annotations

from modernart_desktop.games.art_society.ai.agents import register

register()
