"""Game log lines for the card game, built from event codes in the current language.

Present tense with the player's name first: Polish past tense would need the
player's grammatical gender, the present does not.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.events import Event
from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES
from modernart_desktop.ui.games.modern_art_card_game.names import card_text, points
from modernart_desktop.ui.texts import counted, fill, seat_name

translate = QCoreApplication.translate


def _cards(cards: list[int]) -> str:
    return ", ".join(card_text(c) for c in cards)


def describe_event(event: Event, names: list[str], viewer: int | None) -> str | None:
    """One log line, or None for events not worth a line of their own."""
    p = event.params
    code = event.code

    def name(key: str = "seat") -> str:
        return seat_name(names, p.get(key))

    if code == "game/start":
        return fill(translate("CardGameLog", "The game begins. {name} plays first."), name=name("first"))
    if code == "round/start":
        extra = p.get("extra")
        text = fill(translate("CardGameLog", "Round {n} begins."), n=p["round"] + 1)
        if p.get("dealt") and p["round"] > 0:
            k = p["dealt"]
            text += " " + counted(
                lambda k: translate("CardGameLog", "Everyone receives %n card(s).", "", k), k
            )
        if extra is not None:
            text += " " + fill(translate("CardGameLog", "Extra card: {card}."), card=card_text(extra))
        return text
    if code == "hand/dealt":
        return fill(translate("CardGameLog", "You receive: {cards}."), cards=_cards(p["cards"]))
    if code == "turn/play":
        return None  # the next line (the card shown) says it
    if code == "card/played":
        count = p["count"]  # (lupdate reads plain names only as the count)
        return counted(
            lambda k: translate("CardGameLog", "{name} shows {card} (%n face up).", "", k),
            count,
            name=name(),
            card=card_text(p["card"]),
        )
    if code == "card/drew":
        return fill(translate("CardGameLog", "{name} draws a card."), name=name())
    if code == "card/drawn":
        return fill(translate("CardGameLog", "You draw {card}."), card=card_text(p["card"]))
    if code == "card/deck_empty":
        return fill(translate("CardGameLog", "{name} would draw, but the deck is empty."), name=name())
    if code == "second/asking" or code == "award/asking" or code == "bonus/asking":
        return None  # the prompt says it; the answer gets a line
    if code == "second/declined":
        return fill(translate("CardGameLog", "{name} plays no second card."), name=name())
    if code == "second/face_up":
        count = p["count"]
        return counted(
            lambda k: translate("CardGameLog", "{name} adds {card} face up (%n face up).", "", k),
            count,
            name=name(),
            card=card_text(p["card"]),
        )
    if code == "second/face_down":
        return fill(translate("CardGameLog", "{name} adds a card face down."), name=name())
    if code == "second/my_face_down":
        return fill(translate("CardGameLog", "Your face-down card: {card}."), card=card_text(p["card"]))
    if code == "simultaneous/start":
        return fill(
            translate(
                "CardGameLog",
                "{name} calls for simultaneous play: everyone with cards chooses one in secret.",
            ),
            name=name(),
        )
    if code == "simultaneous/committed":
        return fill(translate("CardGameLog", "{name} has chosen."), name=name())
    if code == "simultaneous/my_card":
        return fill(translate("CardGameLog", "Your choice: {card}."), card=card_text(p["card"]))
    if code == "simultaneous/revealed":
        shown = ", ".join(
            fill(
                translate("CardGameLog", "{name}: {card}"),
                name=names[s] if s < len(names) else "?",
                card=card_text(c),
            )
            for s, c in enumerate(p["cards"])
            if c is not None
        )
        return fill(translate("CardGameLog", "All reveal together: {cards}."), cards=shown)
    if code == "award/placed":
        left = p["left"]
        return counted(
            lambda k: translate("CardGameLog", "{name} places an award token on {artist} (%n left).", "", k),
            left,
            name=name(),
            artist=ARTIST_NAMES[p["artist"]],
        )
    if code == "award/none_left":
        return fill(
            translate("CardGameLog", "{name} would place an award token, but none are left."), name=name()
        )
    if code == "round/ended":
        if p.get("reason") == "no_cards":
            return fill(translate("CardGameLog", "Round {n} ends: nobody has a card left."), n=p["round"] + 1)
        return fill(
            translate("CardGameLog", "Round {n} ends on {name}'s turn."),
            n=p["round"] + 1,
            name=name("ended_by"),
        )
    if code == "bonus/added":
        return fill(
            translate("CardGameLog", "{name} adds a bonus card: {card} (worth {value})."),
            name=name(),
            card=card_text(p["card"]),
            value=p["value"],
        )
    if code == "bonus/done":
        return fill(translate("CardGameLog", "{name} adds no more bonus cards."), name=name())
    if code == "round/scored":
        ranked = p.get("ranking") or []
        top = ", ".join(f"{ARTIST_NAMES[a]} {p['values'][a]}" for a in ranked)
        scores = ", ".join(
            f"{names[s] if s < len(names) else '?'} +{pts}" for s, pts in enumerate(p["points"])
        )
        return fill(
            translate("CardGameLog", "Round {n} scored. Per painting: {top}. Points: {scores}."),
            n=p["round"] + 1,
            top=top or "—",
            scores=scores,
        )
    if code == "round/skipped":
        return fill(translate("CardGameLog", "Round {n} is skipped: nobody holds a card."), n=p["round"] + 1)
    if code == "game/over":
        winners = ", ".join(names[s] for s in p.get("winners", []) if s < len(names))
        best = max(p.get("scores") or [0])
        return fill(
            translate("CardGameLog", "The game is over. Winner: {names} with {points}."),
            names=winners,
            points=points(best),
        )
    return None
