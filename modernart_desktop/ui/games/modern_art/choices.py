"""Modern Art's moves in a few words, as the coach's hints and reviews name them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.actions import Action
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.modern_art.names import card_text

translate = QCoreApplication.translate


def describe_choice(action: Action, plan: Any, view: dict[str, Any], names: list[str]) -> str:
    """ "Offer Koriko — open auction", "Bid up to 34", "Pass"."""
    kind = action.kind
    amount = getattr(action, "amount", 0)
    limit = getattr(plan, "limit", None)
    if kind == "offer":
        return translate("Choices", "Offer %1").replace("%1", card_text(getattr(action, "card", 0)))
    if kind == "add_second":
        return translate("Choices", "Add %1 to the double").replace(
            "%1", card_text(getattr(action, "card", 0))
        )
    if kind == "decline_second":
        return translate("Choices", "Add no second painting")
    if kind == "bid" and limit is not None and limit > amount:
        return (
            translate("Choices", "Bid %1 now, and up to %2 in this auction")
            .replace("%1", texts.money(amount))
            .replace("%2", texts.money(limit))
        )
    if kind == "bid":
        return translate("Choices", "Bid %1").replace("%1", texts.money(amount))
    if kind == "pass":
        return translate("Choices", "Pass")
    if kind == "sealed_bid":
        return translate("Choices", "Bid %1 in secret").replace("%1", texts.money(amount))
    if kind == "set_price":
        return translate("Choices", "Ask %1 for it").replace("%1", texts.money(amount))
    if kind == "buy":
        return translate("Choices", "Buy at the asking price")
    if kind == "reveal_mystery":
        return translate("Choices", "Reveal a mystery card")
    if kind == "skip_mystery":
        return translate("Choices", "Leave the mystery hand")
    return kind
