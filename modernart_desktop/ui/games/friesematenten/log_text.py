"""Game log lines for Friesematenten, built from event codes in the current language.
Money is secret: the engine sends amounts only to their owner (income, fees, a
pickpocket's take), so a line with an amount is only ever written for its owner.

Present tense with the player's name first (Polish past tense would need the
player's grammatical gender)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.core.events import Event
from modernart_desktop.ui.games.friesematenten.names import card_name, money, points
from modernart_desktop.ui.texts import fill, seat_name

translate = QCoreApplication.translate


def describe_event(event: Event, names: list[str], viewer: int | None) -> str | None:
    p = event.params
    code = event.code

    def name(key: str = "seat") -> str:
        return seat_name(names, p.get(key))

    def card(key: str = "card") -> str:
        c = p.get(key, -1)
        return card_name(c) if isinstance(c, int) and 0 <= c < 60 else "?"

    if code == "game/start":
        return fill(
            translate("FrieseLog", "The game begins. {name} holds the start marker."), name=name("marker")
        )
    if code == "market/refilled":
        return fill(
            translate("FrieseLog", "The market: {cards}."), cards=", ".join(card_name(c) for c in p["market"])
        )
    if code == "round/start":
        text = fill(
            translate("FrieseLog", "Round {n} begins. The market: {cards}."),
            n=p["round"],
            cards=", ".join(card_name(c) for c in p["market"]),
        )
        if p.get("last"):
            text += " " + translate("FrieseLog", "This is the last round.")
        return text
    if code == "phase/actions":
        return None
    if code == "turn/end":
        return fill(translate("FrieseLog", "{name} ends their turn."), name=name())
    if code == "card/played":
        target = p.get("target", -1)
        player = p.get("player", -1)
        text = fill(translate("FrieseLog", "{name} plays {card}."), name=name(), card=card())
        if target >= 0:
            text += " " + fill(translate("FrieseLog", "Chosen card: {target}."), target=card("target"))
        if p.get("second", -1) >= 0:
            text += " " + fill(translate("FrieseLog", "With: {second}."), second=card("second"))
        if player >= 0:
            text += " " + fill(translate("FrieseLog", "Chosen player: {player}."), player=name("player"))
        return text
    if code == "card/resolved":
        return None
    if code == "card/objected":
        return fill(translate("FrieseLog", "{name} objects: {card} has no effect."), name=name(), card=card())
    if code == "influence/assigned":
        if p.get("host", -1) >= 0:
            return fill(
                translate("FrieseLog", "{name} attaches {card} to {host}."),
                name=name(),
                card=card(),
                host=card("host"),
            )
        return fill(
            translate("FrieseLog", "{name} attaches {card} to {player}."),
            name=name(),
            card=card(),
            player=name("player"),
        )
    if code == "factory/demolished":
        return fill(translate("FrieseLog", "{name} demolishes {card}."), name=name(), card=card())
    if code == "money/fee":
        return fill(translate("FrieseLog", "You pay a fee of {money}."), money=money(p["amount"]))
    if code == "auction/open":
        return fill(
            translate("FrieseLog", "Auction: {card} (minimum bid {money})."),
            card=card(),
            money=money(p["min_bid"]),
        )
    if code == "auction/bid":
        return fill(translate("FrieseLog", "{name} bids {money}."), name=name(), money=money(p["amount"]))
    if code == "auction/pass":
        return fill(translate("FrieseLog", "{name} passes."), name=name())
    if code == "auction/won":
        return fill(
            translate("FrieseLog", "{name} wins {card} for {money}."),
            name=name(),
            card=card(),
            money=money(p["price"]),
        )
    if code == "auction/paid":
        return fill(
            translate("FrieseLog", "{name} pays and takes {card} (and the start marker)."),
            name=name(),
            card=card(),
        )
    if code == "auction/default":
        return fill(
            translate(
                "FrieseLog",
                "{name} cannot pay for {card}: all their money goes to the bank and the card is auctioned again.",
            ),
            name=name(),
            card=card(),
        )
    if code == "money/lost":
        return fill(translate("FrieseLog", "You lose {money}."), money=money(p["amount"]))
    if code == "auction/unsold":
        return fill(
            translate("FrieseLog", "Nobody bids for {card}: it stays in the market, left over."), card=card()
        )
    if code == "market/discarded":
        return fill(
            translate("FrieseLog", "{card} is left over a second time and is discarded."), card=card()
        )
    if code == "status/discarded":
        return fill(translate("FrieseLog", "{name} discards {card}."), name=name(), card=card())
    if code == "income/paid":
        return fill(translate("FrieseLog", "Your income: {money}."), money=money(p["total"]))
    if code == "upkeep/paid":
        return fill(
            translate("FrieseLog", "You pay {money} upkeep for {card}."),
            money=money(p["amount"]),
            card=card(),
        )
    if code == "upkeep/abandoned":
        return fill(
            translate("FrieseLog", "{name} cannot pay the upkeep: {card} is discarded."),
            name=name(),
            card=card(),
        )
    if code == "money/stolen":
        return fill(
            translate("FrieseLog", "{thief} takes {money} from {victim}."),
            thief=name("thief"),
            victim=name("victim"),
            money=money(p["amount"]),
        )
    if code == "deck/reshuffled":
        return translate("FrieseLog", "The deck is empty: the discard pile is shuffled into a new deck.")
    if code == "deck/exhausted":
        return translate("FrieseLog", "The deck has run out a second time: this round is the last.")
    if code == "game/over":
        winners = ", ".join(seat_name(names, s) for s in p.get("winners", []))
        vp = p.get("vp") or [0]
        best = max(vp[s] for s in p.get("winners", [0])) if p.get("winners") else max(vp)
        return fill(
            translate("FrieseLog", "The game is over. Winner: {names} with {points}."),
            names=winners,
            points=points(best),
        )
    return None
