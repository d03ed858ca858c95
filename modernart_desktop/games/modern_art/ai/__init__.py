"""Modern Art's AI: what a seat knows, painting values, the heuristic player,
the hidden-information sampler and the search kit. Importing it registers the
levels this game offers with `modernart_desktop.ai.levels`."""

from __future__ import annotations

from modernart_desktop.games.modern_art.ai.agents import register

register()
