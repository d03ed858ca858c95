"""Art Society (Mitch Wallace): 2-4 players bid lollipops for paintings and hang them on a wall."""

from __future__ import annotations

from modernart_desktop.core.registry import register
from modernart_desktop.games.art_society.rules import ArtSociety

GAME = register(ArtSociety())

from modernart_desktop.games.art_society import ai as _ai  # noqa: E402,F401  (registers AI levels)
