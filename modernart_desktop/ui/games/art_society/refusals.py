"""Readable reasons for the refusal codes Art Society's rules raise."""

from __future__ import annotations

from typing import Any

from modernart_desktop.ui.games.art_society import names as N

translate = N.translate


def describe_refusal(code: str, params: dict[str, Any]) -> str | None:
    if code.startswith("place/") or code == "assistant/busy":
        return N.place_reason(code)
    reasons = {
        "stack/unknown": translate("ArtSocietyRefusals", "There is no such stack."),
        "stack/empty": translate("ArtSocietyRefusals", "That stack is empty."),
        "bid/not_in_hand": translate("ArtSocietyRefusals", "You have already played that lollipop."),
        "pick/take_first": translate("ArtSocietyRefusals", "Take a painting from the row first."),
        "pick/not_on_offer": translate("ArtSocietyRefusals", "That painting is not on offer."),
        "pick/no_painting_in_hand": translate("ArtSocietyRefusals", "You hold no painting."),
        "pick/already_taken": translate("ArtSocietyRefusals", "You have already taken a painting this turn."),
        "pick/painting_in_hand": translate(
            "ArtSocietyRefusals", "Hang the painting in your hand (or give it away) before you confirm."
        ),
        "hang/swapped_first": translate(
            "ArtSocietyRefusals", "Hang the painting from the museum before your assistant's tile."
        ),
        "hang/not_yours": translate("ArtSocietyRefusals", "That tile is not yours to hang."),
        "swap/must_hang": translate("ArtSocietyRefusals", "Hang the painting from the museum first."),
        "no_room/painting_fits": translate(
            "ArtSocietyRefusals",
            "The painting still fits on your wall: hang it or give it to your assistant.",
        ),
        "swap/not_in_museum": translate("ArtSocietyRefusals", "That painting is not in the museum."),
        "swap/does_not_fit": translate(
            "ArtSocietyRefusals", "That museum painting does not fit on your wall either."
        ),
        "decor/take_first": translate("ArtSocietyRefusals", "Take your decor first."),
        "decor/must_take": translate(
            "ArtSocietyRefusals",
            "Earned decor must be hung or given to your assistant: you may decline it only "
            "when it fits nowhere and your assistant is busy.",
        ),
        "decor/unknown_shape": translate("ArtSocietyRefusals", "There is no such decor tile."),
        "decor/no_exchange": translate("ArtSocietyRefusals", "Those decor tiles cannot be exchanged."),
        "decor/too_many_shields": translate(
            "ArtSocietyRefusals", "That decor tile has more shields than you earned."
        ),
        "decor/none_left": translate("ArtSocietyRefusals", "No decor tile of that shape is left."),
        "decor/none_earned": translate("ArtSocietyRefusals", "You have earned no decor now."),
    }
    return reasons.get(code)
