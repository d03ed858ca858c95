"""Readable reasons for the refusal codes Friesematenten's rules raise."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.ui.games.friesematenten.names import card_name, money
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate


def describe_refusal(code: str, params: dict[str, Any]) -> str | None:
    card = params.get("card")
    name = card_name(card) if isinstance(card, int) and 0 <= card < 60 else "?"
    texts = {
        "bid/too_low": translate("FrieseRefusals", "Your bid must be at least {minimum}."),
        "bid/too_high": translate("FrieseRefusals", "A single bid may be at most {maximum}."),
        "money/insufficient": translate("FrieseRefusals", "You do not have enough money to play {card}."),
        "card/not_yours": translate("FrieseRefusals", "{card} is not yours."),
        "card/not_playable_now": translate("FrieseRefusals", "{card} cannot be played at this moment."),
        "target/invalid": translate("FrieseRefusals", "{card} cannot be used on that."),
        "card/unknown": translate("FrieseRefusals", "There is no such card."),
        "card/not_allowed": translate("FrieseRefusals", "That card cannot be chosen now."),
        "demolish/not_your_factory": translate("FrieseRefusals", "You can only demolish your own factories."),
        "demolish/once_per_round": translate(
            "FrieseRefusals", "You have already demolished a factory this round."
        ),
        "demolish/fee_unpaid": translate("FrieseRefusals", "You cannot pay the fee to demolish {card}."),
        "assign/not_unassigned": translate(
            "FrieseRefusals", "{card} is not an unassigned influence card of yours."
        ),
        "assign/host_invalid": translate("FrieseRefusals", "{card} cannot be attached there."),
        "assign/next_round": translate(
            "FrieseRefusals",
            "{card} was won this round: assign it at once, or on your turn in a later round.",
        ),
    }
    text = texts.get(code)
    if text is None:
        return None
    return fill(
        text,
        card=name,
        minimum=money(params.get("minimum", 0)),
        maximum=money(params.get("maximum", 0)),
    )
