"""Friesematenten's words, translated at call time: card names (from the card data, in
the UI language), sectors, timings, what each card does, money and points."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from modernart_desktop.games.friesematenten.components import CARDS, DECK_VERSION, LANGUAGES, Card, card_set
from modernart_desktop.ui.texts import counted, fill

translate = QCoreApplication.translate


def card_info(card: int, deck: int = DECK_VERSION) -> Card:
    """A card as the deck version `deck` prints it (its numbers may differ by version)."""
    return card_set(deck).cards[card]


def language() -> str:
    """The card data's language for the UI language (the data has de, en, pl, fr)."""
    lang = QLocale().name()[:2]
    return lang if lang in LANGUAGES else "en"


def card_name(card: int) -> str:
    names = CARDS[card].names
    return names.get(language()) or names["en"]


def type_name(kind: str) -> str:
    return {
        "factory": translate("FrieseNames", "Factory"),
        "status": translate("FrieseNames", "Status symbol"),
        "influence": translate("FrieseNames", "Influence"),
        "action": translate("FrieseNames", "Action"),
    }.get(kind, kind)


def sector_name(sector: str | None) -> str:
    return {
        "food": translate("FrieseNames", "food"),
        "industry": translate("FrieseNames", "industry"),
        "leisure": translate("FrieseNames", "leisure"),
        "shady": translate("FrieseNames", "shady"),
    }.get(sector or "", "")


def timing_name(timing: str | None) -> str:
    return {
        "none": translate("FrieseNames", "on your turn"),
        "hammer": translate("FrieseNames", "hammer: before or after an auction"),
        "bag": translate("FrieseNames", "money bag: before income"),
        "lightning": translate("FrieseNames", "lightning: at any moment"),
    }.get(timing or "", "")


def card_timing(card: int) -> str:
    """When an action card may be played; Objection! only ever answers a card aimed at you."""
    info = CARDS[card]
    if info.effect("objection") is not None:
        return translate("FrieseNames", "only when an action card targets you")
    return timing_name(info.timing)


def window_name(kind: str) -> str:
    return {
        "hammer": translate("FrieseNames", "hammer window"),
        "bag": translate("FrieseNames", "money-bag window"),
    }.get(kind, kind)


def _money_format() -> str:
    # Translators: an amount of the game's money, in euro as in the rulebook; %1 is the
    # number (e.g. "60 €" with a non-breaking space, so it never breaks across lines).
    return translate("FrieseNames", "€%1")


def money(amount: int) -> str:
    return _money_format().replace("%1", QLocale().toString(int(amount)))


def money_affixes() -> tuple[str, str]:
    """Prefix and suffix around the number, for the bid box."""
    before, _, after = _money_format().partition("%1")
    return before, after


def points(amount: int) -> str:
    n = int(amount)
    return counted(lambda k: translate("FrieseNames", "%n VP", "", k), n)


def option_label(key: str) -> str:
    if key == "deck":
        return translate("FrieseNames", "Card set version")
    return key


def option_help(key: str, value: Any = None) -> str:
    """A line under an option in the new-game dialog: what the value chosen does."""
    if key != "deck":
        return ""
    from modernart_desktop.games.friesematenten.components import DECK_VERSIONS

    first = card_set(DECK_VERSIONS[0]).cards
    changed = [card_name(c) for c, card in enumerate(card_set(DECK_VERSION).cards) if card != first[c]]
    if isinstance(value, int) and value != DECK_VERSION and value in DECK_VERSIONS:
        return fill(
            translate(
                "FrieseNames",
                "Version {old}, the first edition: these cards keep their first minimum bids, "
                "points or effects: {cards}. Version {new}, the current one, rebalances them; "
                "the other cards are the same.",
            ),
            new=DECK_VERSION,
            old=value,
            cards=", ".join(sorted(changed)),
        )
    return fill(
        translate(
            "FrieseNames",
            "Version {new}, the current one, rebalances these cards of the first edition "
            "(version {old}): {cards}. Their minimum bids, points or effects differ; the "
            "other cards are the same.",
        ),
        new=DECK_VERSION,
        old=DECK_VERSIONS[0],
        cards=", ".join(sorted(changed)),
    )


def _attach_text(rules: tuple[str, ...]) -> str:
    words = {
        "own_factory": translate("FrieseNames", "one of your factories"),
        "own_status": translate("FrieseNames", "one of your status symbols"),
        "self": translate("FrieseNames", "yourself"),
        "factory": translate("FrieseNames", "any factory"),
        "status": translate("FrieseNames", "any status symbol"),
        "player": translate("FrieseNames", "any player"),
    }
    return ", ".join(words.get(r, r) for r in rules)


def effect_text(card: int, deck: int = DECK_VERSION) -> str:
    """What a card does, in a sentence or two (tooltips, the large card, the rules)."""
    info = card_info(card, deck)
    lines: list[str] = []
    for e in info.effects:
        t = _effect_line(e)
        if t:
            lines.append(t)
    if info.type == "influence":
        lines.append(fill(translate("FrieseNames", "Attach to {hosts}."), hosts=_attach_text(info.attach_to)))
    return " ".join(lines)


def _named(key: str) -> str:
    from modernart_desktop.games.friesematenten.components import BY_KEY

    return card_name(BY_KEY[key]) if key in BY_KEY else key


def _effect_line(e: dict[str, Any]) -> str:
    i = e["id"]
    amount = e.get("amount", e.get("per", 0))
    if i == "production_per_other_owned":
        return fill(
            translate("FrieseNames", "+{n} production for each other {sector} factory you own."),
            n=amount,
            sector=sector_name(e.get("sector")),
        )
    if i == "production_if_owner_hosts":
        return fill(
            translate("FrieseNames", "+{n} production while {card} lies on you."),
            n=amount,
            card=_named(e["card"]),
        )
    if i == "vp_per_owned":
        if e["type"] == "status":
            return fill(translate("FrieseNames", "+{n} VP for each status symbol you own."), n=amount)
        return fill(
            translate("FrieseNames", "+{n} VP for each {sector} factory you own."),
            n=amount,
            sector=sector_name(e.get("sector")),
        )
    if i == "vp_if_owns":
        return fill(
            translate("FrieseNames", "+{n} VP if you also own {card}."), n=amount, card=_named(e["card"])
        )
    if i == "outside_factory_limit":
        return translate("FrieseNames", "Does not count towards your factory limit.")
    if i == "always_protected":
        return translate("FrieseNames", "No action card can ever choose it.")
    if i == "upkeep":
        return fill(translate("FrieseNames", "Costs {money} upkeep at each income."), money=money(amount))
    if i == "protect":
        return translate("FrieseNames", "Protects its host from opponents' action cards.")
    if i == "host_production":
        return fill(translate("FrieseNames", "Host factory: {n} production."), n=_signed(amount))
    if i == "host_vp":
        return fill(translate("FrieseNames", "Host card: {n} VP."), n=_signed(amount))
    if i == "host_player_vp":
        return fill(translate("FrieseNames", "Host player: {n} VP."), n=_signed(amount))
    if i == "factory_limit":
        return fill(translate("FrieseNames", "Host player: factory limit {n}."), n=_signed(amount))
    if i == "host_player_vp_per_status":
        return fill(translate("FrieseNames", "Host player: {n} VP per status symbol."), n=_signed(amount))
    if i == "income_per_factory":
        return fill(translate("FrieseNames", "Host player: {n} income per factory."), n=money(amount))
    texts = {
        "steal_factory": translate("FrieseNames", "Take an opponent's factory, with what lies on it."),
        "wreck_factory": translate("FrieseNames", "Remove any factory from the game (no fee)."),
        "swap_factories": translate("FrieseNames", "Swap one of your factories for an opponent's."),
        "give_factory": translate("FrieseNames", "Give one of your factories to an opponent."),
        "strike": translate("FrieseNames", "An opponent's factory produces nothing at the next income."),
        "double_shift": translate("FrieseNames", "One of your factories produces double at the next income."),
        "burn_status": translate("FrieseNames", "Discard an opponent's status symbol."),
        "scandal": translate("FrieseNames", "An opponent discards one of their status symbols."),
        "remove_influence": translate(
            "FrieseNames", "Discard any attached influence card, even a protected one."
        ),
        "move_influence": translate("FrieseNames", "Move an opponent's influence card to another host."),
        "no_base_income": translate("FrieseNames", "An opponent gets no base income at the next income."),
        "buy_from_market": translate(
            "FrieseNames", "Buy a market card not yet auctioned this round, at its minimum bid."
        ),
        "buy_from_discard": translate("FrieseNames", "Buy a card from the discard pile at its minimum bid."),
        "injunction": translate("FrieseNames", "A market card is not auctioned this round."),
        "bar_from_auction": translate("FrieseNames", "An opponent may not bid in the next auction."),
        "objection": translate(
            "FrieseNames", "When an action card targets you: it has no effect (both cards are spent)."
        ),
    }
    if i in texts:
        return texts[i]
    if i == "steal_status":
        return fill(
            translate("FrieseNames", "Take an opponent's status symbol printed with at most {n} VP."),
            n=e["max_printed_vp"],
        )
    if i == "income_bonus":
        return fill(translate("FrieseNames", "You get {money} more at the next income."), money=money(amount))
    if i == "loan":
        return fill(
            translate("FrieseNames", "Take {money} now; repay {repay} from the next income."),
            money=money(amount),
            repay=money(e["repay"]),
        )
    if i == "pickpocket":
        return fill(translate("FrieseNames", "Take up to {money} from an opponent."), money=money(amount))
    return ""


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def signed(n: int) -> str:
    """+3, 0, −6 (a true minus sign, as printed on the cards)."""
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


def short_effect(card: int, deck: int = DECK_VERSION) -> str:
    """What a card does in a few words, printed on its face (the large card and the
    tooltip give the whole sentence)."""
    info = card_info(card, deck)
    parts = [t for e in info.effects if (t := _short_line(e))]
    if info.type == "factory":
        fee = 5 * -info.vp if info.vp < 0 else 0
        if fee:
            parts.append(fill(translate("FrieseNames", "fee {money}"), money=money(fee)))
        if not parts:
            parts.append(sector_name(info.sector))
    return " · ".join(parts)


def _short_line(e: dict[str, Any]) -> str:
    i = e["id"]
    amount = int(e.get("amount", e.get("per", 0)))
    words = {
        "outside_factory_limit": translate("FrieseNames", "outside the limit"),
        "always_protected": translate("FrieseNames", "always protected"),
        "protect": translate("FrieseNames", "protects its host"),
        "steal_factory": translate("FrieseNames", "take a factory"),
        "wreck_factory": translate("FrieseNames", "demolish a factory"),
        "swap_factories": translate("FrieseNames", "swap two factories"),
        "give_factory": translate("FrieseNames", "give a factory away"),
        "strike": translate("FrieseNames", "a factory earns 0"),
        "double_shift": translate("FrieseNames", "a factory earns ×2"),
        "burn_status": translate("FrieseNames", "burn a symbol"),
        "scandal": translate("FrieseNames", "a rival drops a symbol"),
        "remove_influence": translate("FrieseNames", "remove an influence card"),
        "move_influence": translate("FrieseNames", "move an influence card"),
        "no_base_income": translate("FrieseNames", "no base income"),
        "buy_from_market": translate("FrieseNames", "buy from the market"),
        "buy_from_discard": translate("FrieseNames", "buy from the discards"),
        "injunction": translate("FrieseNames", "skip a market card"),
        "bar_from_auction": translate("FrieseNames", "bar from an auction"),
        "objection": translate("FrieseNames", "cancel a card played on you"),
    }
    if i in words:
        return words[i]
    if i == "production_per_other_owned":
        return fill(
            translate("FrieseNames", "+{n} per other {sector}"), n=amount, sector=sector_name(e.get("sector"))
        )
    if i == "production_if_owner_hosts":
        return fill(translate("FrieseNames", "+{n} with {card}"), n=amount, card=_named(e["card"]))
    if i == "vp_per_owned":
        if e["type"] == "status":
            return fill(translate("FrieseNames", "+{n} VP per symbol"), n=amount)
        return fill(
            translate("FrieseNames", "+{n} VP per {sector} factory"),
            n=amount,
            sector=sector_name(e.get("sector")),
        )
    if i == "vp_if_owns":
        return fill(translate("FrieseNames", "+{n} VP with {card}"), n=amount, card=_named(e["card"]))
    if i == "upkeep":
        return fill(translate("FrieseNames", "upkeep {money}"), money=money(amount))
    if i == "host_production":
        return fill(translate("FrieseNames", "{n} production"), n=signed(amount))
    if i == "host_vp":
        return fill(translate("FrieseNames", "{n} VP to its host"), n=signed(amount))
    if i == "host_player_vp":
        return fill(translate("FrieseNames", "{n} VP"), n=signed(amount))
    if i == "factory_limit":
        return fill(translate("FrieseNames", "{n} factory"), n=signed(amount))
    if i == "host_player_vp_per_status":
        return fill(translate("FrieseNames", "{n} VP per symbol"), n=signed(amount))
    if i == "income_per_factory":
        return fill(translate("FrieseNames", "+{money} per factory"), money=money(amount))
    if i == "steal_status":
        return fill(translate("FrieseNames", "steal a symbol ≤ {n} VP"), n=e["max_printed_vp"])
    if i == "income_bonus":
        return fill(translate("FrieseNames", "+{money} income"), money=money(amount))
    if i == "loan":
        return fill(
            translate("FrieseNames", "{money} now, repay {repay}"),
            money=money(amount),
            repay=money(e["repay"]),
        )
    if i == "pickpocket":
        return fill(translate("FrieseNames", "take up to {money}"), money=money(amount))
    return ""


def attach_short(card: int) -> str:
    """Where an influence card goes, in a few words."""
    rules = CARDS[card].attach_to
    if set(rules) == {"factory"}:
        return translate("FrieseNames", "on a factory")
    if set(rules) == {"status"}:
        return translate("FrieseNames", "on a symbol")
    if set(rules) == {"player"}:
        return translate("FrieseNames", "on a player")
    return translate("FrieseNames", "on your card or you")


def threat_text(play: list[int], names: list[str], me: int | None) -> str:
    """What an action card announced against `me` is about to do to them (the
    objection prompt), from the play [seat, card, target, second, player]."""
    from modernart_desktop.games.friesematenten.components import ACTION_EFFECT

    actor, card, target, second, player = play
    who = names[actor] if 0 <= actor < len(names) else "?"
    effect = ACTION_EFFECT[card] if 0 <= card < len(ACTION_EFFECT) else ""

    def named(c: int) -> str:
        return card_name(c) if c >= 0 else "?"

    texts = {
        "steal_factory": translate("FrieseNames", "{name} would take your {target}, with what lies on it."),
        "wreck_factory": translate("FrieseNames", "Your {target} would be demolished, with what lies on it."),
        "swap_factories": translate(
            "FrieseNames", "Your {target} would go to {name}, and you would get their {second}."
        ),
        "give_factory": translate(
            "FrieseNames", "{name} would give you their {second}: you would have to keep it."
        ),
        "strike": translate("FrieseNames", "Your {target} would produce nothing at the next income."),
        "burn_status": translate("FrieseNames", "Your {target} would be discarded."),
        "steal_status": translate("FrieseNames", "{name} would take your {target}."),
        "scandal": translate("FrieseNames", "You would have to discard one of your status symbols."),
        "remove_influence": translate("FrieseNames", "{target} would be discarded from your empire."),
        "move_influence": translate("FrieseNames", "{target} would be moved to another host."),
        "no_base_income": translate("FrieseNames", "You would get no base income at the next income."),
        "pickpocket": translate("FrieseNames", "{name} would take up to {money} of your money."),
        "bar_from_auction": translate("FrieseNames", "You could not bid in the next auction."),
    }
    text = texts.get(effect, "")
    amount = CARDS[card].effects[0].get("amount", 0) if effect == "pickpocket" else 0
    return fill(text, name=who, target=named(target), second=named(second), money=money(int(amount)))
