"""The card game's moves in a few words, as the coach's hints and reviews name them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.actions import Action
from modernart_desktop.ui.games.modern_art_card_game.names import artist_name, card_text

translate = QCoreApplication.translate


def describe_choice(action: Action, plan: Any, view: dict[str, Any], names: list[str]) -> str:
    """ "Play Yoko (draw a card)", "Put the award token on Manuel"."""
    kind = action.kind
    card = card_text(getattr(action, "card", 0)) if hasattr(action, "card") else ""
    if kind == "play":
        return translate("CardGameChoices", "Play %1").replace("%1", card)
    if kind == "play_second":
        return translate("CardGameChoices", "Show %1 as a second card").replace("%1", card)
    if kind == "decline_second":
        return translate("CardGameChoices", "Show no second card")
    if kind == "commit":
        return translate("CardGameChoices", "Pick %1 in secret").replace("%1", card)
    if kind == "award":
        return translate("CardGameChoices", "Put the award token on %1").replace(
            "%1", artist_name(getattr(action, "artist", 0))
        )
    if kind == "bonus":
        return translate("CardGameChoices", "Add %1 as a bonus painting").replace("%1", card)
    if kind == "bonus_done":
        return translate("CardGameChoices", "Add no more bonus paintings")
    return kind
