"""Friesematenten's moves in a few words, as the coach's hints and reviews name them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.actions import Action
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.friesematenten.names import card_name, money
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate


def describe_choice(action: Action, plan: Any, view: dict[str, Any], names: list[str]) -> str:
    """ "Bid 12", "Play Headhunter on Brauerei", "Attach Lobby to Ada"."""
    kind = action.kind

    def card(field: str = "card") -> str:
        value = getattr(action, field, -1)
        return card_name(value) if isinstance(value, int) and value >= 0 else ""

    def player(field: str = "player") -> str:
        value = getattr(action, field, -1)
        return texts.seat_name(names, value) if isinstance(value, int) and value >= 0 else ""

    if kind == "bid":
        limit = plan.get("limit") if isinstance(plan, dict) else None
        amount = getattr(action, "amount", 0)
        if isinstance(limit, int) and limit > amount:
            return fill(
                translate("FrieseChoices", "Bid {amount} now, and up to {limit} for this card"),
                amount=money(amount),
                limit=money(limit),
            )
        return fill(translate("FrieseChoices", "Bid {amount}"), amount=money(amount))
    if kind == "pass_bid":
        return translate("FrieseChoices", "Pass")
    if kind == "play_card":
        text = fill(translate("FrieseChoices", "Play {card}"), card=card())
        extras = [x for x in (card("target"), card("second"), player()) if x]
        if extras:
            text += fill(translate("FrieseChoices", " ({what})"), what=", ".join(extras))
        return text
    if kind == "assign":
        host = card("host") or player()
        return fill(translate("FrieseChoices", "Attach {card} to {host}"), card=card(), host=host)
    if kind == "demolish":
        return fill(translate("FrieseChoices", "Demolish {card}"), card=card())
    if kind == "discard_status":
        return fill(translate("FrieseChoices", "Discard {card}"), card=card())
    if kind == "object":
        return translate("FrieseChoices", "Object")
    if kind == "done":
        return translate("FrieseChoices", "End your turn")
    return kind
