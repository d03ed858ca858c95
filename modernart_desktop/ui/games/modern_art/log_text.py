"""Game log lines built from event codes, in the current language.

Sentences are in the present tense with the player's name first: Polish past
tense would need the player's grammatical gender, the present does not.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.events import Event
from modernart_desktop.games.modern_art.components import ARTIST_NAMES, CARD_ARTIST, CARD_TYPE
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.modern_art.names import auction_name
from modernart_desktop.ui.texts import counted, fill, seat_name

translate = QCoreApplication.translate


def _artist(card: int) -> str:
    return ARTIST_NAMES[CARD_ARTIST[card]]


def _cards(cards: list[int]) -> str:
    return ", ".join(f"{_artist(c)} ({auction_name(CARD_TYPE[c]).lower()})" for c in cards)


def describe_event(event: Event, names: list[str], viewer: int | None) -> str | None:
    """One log line, or None for events not worth a line of their own."""
    p = event.params
    code = event.code

    def name(key: str = "seat") -> str:
        return seat_name(names, p.get(key))

    if code == "game/start":
        return fill(translate("Log", "The game begins. {name} is the first auctioneer."), name=name("first"))
    if code == "round/start":
        dealt = p.get("dealt") or 0  # (lupdate reads plain names only as the count)
        return (
            counted(
                lambda k: translate("Log", "Round {n} begins: %n new card(s) for each player.", "", k),
                dealt,
                n=p["round"] + 1,
            )
            if p.get("dealt")
            else fill(translate("Log", "Round {n} begins: no new cards this round."), n=p["round"] + 1)
        )
    if code == "hand/dealt":
        return fill(translate("Log", "You receive: {cards}."), cards=_cards(p["cards"]))
    if code == "turn/offer":
        return None  # the next line (the offer) says it
    if code == "card/offered":
        return fill(
            translate("Log", "{name} offers {card} ({count} of 5 this round)."),
            name=name(),
            card=_cards([p["card"]]),
            count=p["count"],
        )
    if code == "double/asking":
        return fill(translate("Log", "{name} may add a second painting."), name=name())
    if code == "double/declined":
        return fill(translate("Log", "{name} adds nothing."), name=name())
    if code == "double/added":
        if p.get("seat") == p.get("original"):
            return fill(translate("Log", "{name} adds {card}."), name=name(), card=_cards([p["card"]]))
        return fill(
            translate("Log", "{name} adds {card} and becomes the auctioneer of both paintings."),
            name=name(),
            card=_cards([p["card"]]),
        )
    if code == "auction/start":
        return fill(
            translate("Log", "{type}, run by {name}."), type=auction_name(p["type"]), name=name("auctioneer")
        )
    if code == "auction/bid":
        return fill(translate("Log", "{name} bids {amount}."), name=name(), amount=texts.money(p["amount"]))
    if code == "auction/pass":
        return fill(translate("Log", "{name} passes."), name=name())
    if code == "auction/time_up":  # the open auction's clock passed for a seat that did not act
        return fill(translate("Log", "Time ran out for {name}."), name=name())
    if code == "sealed/committed":
        return fill(translate("Log", "{name} closes a fist on a sealed bid."), name=name())
    if code == "sealed/my_bid":
        return fill(translate("Log", "Your sealed bid: {amount}."), amount=texts.money(p["amount"]))
    if code == "sealed/revealed":
        bids = ", ".join(
            f"{names[s] if s < len(names) else '?'} {texts.money(b)}" for s, b in enumerate(p["bids"])
        )
        return fill(translate("Log", "The fists open: {bids}."), bids=bids)
    if code == "fixed/price":
        return fill(
            translate("Log", "{name} sets the price at {amount}."),
            name=name(),
            amount=texts.money(p["price"]),
        )
    if code == "fixed/buy":
        return None  # auction/won follows with the same facts
    if code == "fixed/forced":
        return fill(
            translate("Log", "Nobody buys: {name} must buy it at {amount}."),
            name=name(),
            amount=texts.money(p["price"]),
        )
    if code == "auction/won":
        if p.get("to_bank"):
            return fill(
                translate("Log", "{name} buys {cards} for {amount}, paid to the bank."),
                name=name(),
                cards=_cards(p["cards"]),
                amount=texts.money(p["price"]),
            )
        return fill(
            translate("Log", "{name} buys {cards} for {amount}, paid to {seller}."),
            name=name(),
            cards=_cards(p["cards"]),
            amount=texts.money(p["price"]),
            seller=name("auctioneer"),
        )
    if code == "auction/free":
        return fill(
            translate("Log", "Nobody bids: {name} keeps {cards} for free."),
            name=name(),
            cards=_cards(p["cards"]),
        )
    if code == "mystery/revealed":
        return fill(
            translate("Log", "{name} reveals {card} from the mystery hand ({count} of 5 this round)."),
            name=name(),
            card=_cards([p["card"]]),
            count=p["count"],
        )
    if code == "mystery/skipped":
        return fill(translate("Log", "{name} leaves the mystery hand alone."), name=name())
    if code == "round/skipped":
        return fill(translate("Log", "Round {n} is skipped: nobody holds a card."), n=p["round"] + 1)
    if code == "round/scored":
        ranked = p.get("ranking") or []
        top = ", ".join(f"{ARTIST_NAMES[a]} {texts.money(p['tokens'][a])}" for a in ranked)
        return fill(
            translate("Log", "Round {n} ends. Ranking: {top}."),
            n=p["round"] + 1,
            top=top or translate("Log", "no artist"),
        )
    if code == "game/over":
        winners = ", ".join(names[s] for s in p.get("winners", []) if s < len(names))
        return fill(translate("Log", "The game is over. Winner: {names}."), names=winners)
    return None
