"""Readable reasons for the refusal codes the card game's rules raise."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES, ARTISTS

translate = QCoreApplication.translate


def _artist(params: dict[str, Any]) -> str:
    key = params.get("artist")
    return ARTIST_NAMES[ARTISTS.index(key)] if key in ARTISTS else "?"


def describe_refusal(code: str, params: dict[str, Any]) -> str | None:
    if code == "card/not_in_hand":
        return translate("CardGameRefusals", "That painting is not in your hand.")
    if code == "second/wrong_artist":
        return translate("CardGameRefusals", "The second face-up painting must be by %1.").replace(
            "%1", _artist(params)
        )
    if code == "award/unknown_artist":
        return translate("CardGameRefusals", "There is no such artist.")
    if code == "bonus/artist_not_displayed":
        return translate(
            "CardGameRefusals",
            "A bonus painting must be by an artist you already show (%1 is not among your paintings).",
        ).replace("%1", _artist(params))
    if code == "bonus/artist_already_added":
        return translate("CardGameRefusals", "You already added a bonus painting by %1.").replace(
            "%1", _artist(params)
        )
    return None
