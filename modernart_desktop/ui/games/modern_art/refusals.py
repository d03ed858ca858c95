"""Readable reasons for the refusal codes the Modern Art rules raise."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.ui import texts

translate = QCoreApplication.translate


def describe_refusal(code: str, params: dict[str, Any]) -> str | None:
    def amount(key: str) -> str:
        value = params.get(key)
        return texts.money(value) if isinstance(value, int) else "?"

    if code == "card/not_in_hand":
        return translate("Refusals", "That painting is not in your hand.")
    if code == "double/wrong_artist":
        return translate("Refusals", "The second painting must be by the same artist as the double.")
    if code == "double/second_is_double":
        return translate("Refusals", "The second painting cannot be another double auction card.")
    if code == "bid/too_low":
        return translate("Refusals", "Your bid must be at least %1.").replace("%1", amount("min"))
    if code == "bid/over_money":
        return translate("Refusals", "You cannot bid more than your money (%1).").replace("%1", amount("max"))
    if code == "price/too_low":
        return translate("Refusals", "The price must be at least %1.").replace("%1", amount("min"))
    if code == "price/over_money":
        return translate("Refusals", "The price cannot be more than your money (%1).").replace(
            "%1", amount("max")
        )
    if code == "buy/cannot_afford":
        return translate("Refusals", "You do not have enough money to buy at %1.").replace(
            "%1", amount("price")
        )
    return None
