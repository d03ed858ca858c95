"""The four games the start page lists, whether or not their table exists yet."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core import registry
from modernart_desktop.ui import games

translate = QCoreApplication.translate


@dataclass(frozen=True)
class CatalogEntry:
    game_id: str
    title: Callable[[], str]
    designer: str
    players: tuple[int, int]
    blurb: Callable[[], str]

    def playable(self) -> bool:
        """Playable when both its rules engine and its table plug-in are installed."""
        return self.game_id in registry.available() and games.table_for(self.game_id) is not None


GAMES: tuple[CatalogEntry, ...] = (
    CatalogEntry(
        "modern_art",
        lambda: translate("Catalog", "Modern Art"),
        "Reiner Knizia",
        (3, 5),
        lambda: translate(
            "Catalog",
            "Five kinds of auction, secret money, four rounds: "
            "buy the paintings whose market is about to rise.",
        ),
    ),
    CatalogEntry(
        "modern_art_card_game",
        lambda: translate("Catalog", "Modern Art: The Card Game"),
        "Reiner Knizia",
        (2, 5),
        lambda: translate(
            "Catalog", "No money, no bidding: play paintings to push your favourite artists up the ranking."
        ),
    ),
    CatalogEntry(
        "art_society",
        lambda: translate("Catalog", "Art Society"),
        "Mitch Wallace",
        (2, 4),
        lambda: translate(
            "Catalog",
            "Bid for paintings and hang them on your gallery wall; what nobody buys goes to the museum.",
        ),
    ),
    CatalogEntry(
        "friesematenten",
        lambda: translate("Catalog", "Friesematenten"),
        "Friedemann Friese",
        (2, 4),
        lambda: translate(
            "Catalog",
            "Bid for factories, status symbols and influence: the first empire worth 40 points wins.",
        ),
    ),
)


def entry(game_id: str) -> CatalogEntry | None:
    return next((g for g in GAMES if g.game_id == game_id), None)


def title(game_id: str) -> str:
    e = entry(game_id)
    return e.title() if e else game_id
