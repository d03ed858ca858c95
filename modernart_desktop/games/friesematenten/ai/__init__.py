"""The AI for Friesematenten: a sampler of hidden money and cards, a heuristic that
values cards by what they earn in the rounds left, the search kit and the level
agents. Importing it registers the levels this game offers."""

from __future__ import annotations

from modernart_desktop.games.friesematenten.ai.agents import register

register()
