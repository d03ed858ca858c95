"""Position queries and moves on a Friesematenten state: VP (R28), production and
income (R29), the factory limit (R14), protection (R24), moving cards with their
attached influence cards (R19), and the prompts those moves raise.

The card-specific parts (a VP formula, a production bonus, an influence card's
effect on its host) are small functions keyed by the effect ids in `cards.json`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from modernart_desktop.games.friesematenten.components import (
    ALWAYS_PROTECTED,
    BASE_INCOME,
    BY_KEY,
    CARD_SETS,
    CARDS,
    FACTORIES,
    FACTORY,
    FACTORY_LIMIT,
    INFLUENCES,
    OUTSIDE_LIMIT,
    PROTECTORS,
    STATUS,
    STATUSES,
    Card,
    fee_for_vp,
)
from modernart_desktop.games.friesematenten.state import DEMOLISH, IMMEDIATE, FState, Prompt

# Card lists in a fixed order (the sets' own), as tuples: these queries run at every
# step of a game, and a tuple is quicker to walk than a set.
_OF_TYPE: Final = {FACTORY: tuple(FACTORIES), STATUS: tuple(STATUSES)}
_OF_SECTOR: Final = {
    (kind, sector): tuple(c for c in cards if CARDS[c].sector == sector)
    for kind, cards in _OF_TYPE.items()
    for sector in {CARDS[c].sector for c in cards}
}
_INFLUENCE_ORDER: Final = tuple(INFLUENCES)


def owned(state: FState, seat: int, kind: str, sector: str | None = None) -> list[int]:
    owner = state.owner
    cards = _OF_TYPE[kind] if sector is None else _OF_SECTOR.get((kind, sector), ())
    return [c for c in cards if owner[c] == seat]


def owns_any(state: FState, seat: int, kind: str) -> bool:
    """bool(owned(state, seat, kind)), stopping at the first card found."""
    owner = state.owner
    for c in _OF_TYPE[kind]:
        if owner[c] == seat:
            return True
    return False


def attached_to_card(state: FState, card: int) -> list[int]:
    hc = state.host_card
    return [i for i in _INFLUENCE_ORDER if hc[i] == card]


def attached_to_seat(state: FState, seat: int) -> list[int]:
    hs = state.host_seat
    return [i for i in _INFLUENCE_ORDER if hs[i] == seat]


def is_assigned(state: FState, card: int) -> bool:
    return state.host_card[card] >= 0 or state.host_seat[card] >= 0


# ---------------------------------------------------------------- card formulas (by effect id)
Formula = Callable[[FState, int, int, dict[str, Any]], int]  # (state, card, owner, params) -> bonus


def _per_owned(state: FState, card: int, owner: int, p: dict[str, Any]) -> int:
    return int(p["per"]) * len(owned(state, owner, p["type"], p.get("sector"))) if owner >= 0 else 0


def _per_other_owned(state: FState, card: int, owner: int, p: dict[str, Any]) -> int:
    if owner < 0:
        return 0
    return int(p["per"]) * len([c for c in owned(state, owner, p["type"], p.get("sector")) if c != card])


def _if_owns(state: FState, card: int, owner: int, p: dict[str, Any]) -> int:
    return int(p["amount"]) if owner >= 0 and state.owner[BY_KEY[p["card"]]] == owner else 0


def _if_owner_hosts(state: FState, card: int, owner: int, p: dict[str, Any]) -> int:
    return int(p["amount"]) if owner >= 0 and state.host_seat[BY_KEY[p["card"]]] == owner else 0


VP_FORMULAS: Final[dict[str, Formula]] = {"vp_per_owned": _per_owned, "vp_if_owns": _if_owns}
PRODUCTION_FORMULAS: Final[dict[str, Formula]] = {
    "production_per_other_owned": _per_other_owned,
    "production_if_owner_hosts": _if_owner_hosts,
}


def _effect_total(card: int, effect_id: str) -> int:
    return sum(int(e["amount"]) for e in CARDS[card].effects if e["id"] == effect_id)


# What each influence card adds to its host card, per effect id (card data, fixed once loaded).
_HOST_BONUS: Final = {
    effect_id: tuple(
        (i, _effect_total(i, effect_id)) for i in _INFLUENCE_ORDER if _effect_total(i, effect_id)
    )
    for effect_id in ("host_vp", "host_production")
}


def _host_bonus(state: FState, card: int, effect_id: str) -> int:
    hc = state.host_card
    return sum(amount for i, amount in _HOST_BONUS[effect_id] if hc[i] == card)


# Each card's VP and production formulas: (formula, its parameters), looked up once
# per deck version (a version may change a card's numbers and formulas).
Terms = tuple[tuple[tuple[Formula, dict[str, Any]], ...], ...]


def _terms(cards: tuple[Card, ...], formulas: dict[str, Formula]) -> Terms:
    return tuple(tuple((formulas[e["id"]], e) for e in c.effects if e["id"] in formulas) for c in cards)


_VP_TERMS: Final[dict[int, Terms]] = {v: _terms(cs.cards, VP_FORMULAS) for v, cs in CARD_SETS.items()}
_PRODUCTION_TERMS: Final[dict[int, Terms]] = {
    v: _terms(cs.cards, PRODUCTION_FORMULAS) for v, cs in CARD_SETS.items()
}
_PRODUCTION: Final[dict[int, tuple[int, ...]]] = {
    v: tuple(c.production for c in cs.cards) for v, cs in CARD_SETS.items()
}


def card_vp(state: FState, card: int) -> int:
    """Current VP of a factory or status symbol for its owner (R28)."""
    owner = state.owner[card]
    cards = state.card_set
    vp = cards.vp[card]
    for f, e in _VP_TERMS[cards.version][card]:
        vp += f(state, card, owner, e)
    return vp + _host_bonus(state, card, "host_vp")


# What each influence card attached to a player adds to that player's VP: (card,
# flat amount, amount per status symbol owned), from the card data.
_PLAYER_VP: Final = tuple(
    (i, _effect_total(i, "host_player_vp"), _effect_total(i, "host_player_vp_per_status"))
    for i in _INFLUENCE_ORDER
    if _effect_total(i, "host_player_vp") or _effect_total(i, "host_player_vp_per_status")
)


def player_vp(state: FState, seat: int) -> int:
    """A seat's VP (R28): its factories and status symbols, and the influence cards
    attached to it (a flat amount, or an amount per status symbol it owns)."""
    owner = state.owner
    total = statuses = 0
    for c in _OF_TYPE[FACTORY]:
        if owner[c] == seat:
            total += card_vp(state, c)
    for c in _OF_TYPE[STATUS]:
        if owner[c] == seat:
            total += card_vp(state, c)
            statuses += 1
    hs = state.host_seat
    for i, flat, per_status in _PLAYER_VP:
        if hs[i] == seat:
            total += flat + per_status * statuses
    return total


def all_vps(state: FState) -> list[int]:
    """Every seat's `player_vp` (asked after every phase 3 and for the result)."""
    return [player_vp(state, s) for s in range(state.num_players)]


# Influence cards on a player that pay per factory (Vetternwirtschaft) or raise the
# factory limit (Bauland): (card, amount), from the card data.
_PER_FACTORY_INCOME: Final = tuple(
    (i, _effect_total(i, "income_per_factory"))
    for i in _INFLUENCE_ORDER
    if _effect_total(i, "income_per_factory")
)
_LIMIT_EXTRA: Final = tuple(
    (i, int(e["amount"])) for i in _INFLUENCE_ORDER if (e := CARDS[i].effect("factory_limit")) is not None
)


def production(state: FState, factory: int) -> int:
    """Printed production, card bonus, attached influence, floored at 0 (R29 step 2)."""
    owner = state.owner[factory]
    version = state.card_set.version
    amount = _PRODUCTION[version][factory]
    for f, e in _PRODUCTION_TERMS[version][factory]:
        amount += f(state, factory, owner, e)
    amount += _host_bonus(state, factory, "host_production")
    return max(0, amount)


def income_breakdown(state: FState, seat: int) -> dict[str, Any]:
    """What `seat` would receive at the next payout (R29), step by step."""
    base = 0 if state.taxed[seat] else BASE_INCOME
    factories = []
    for f in sorted(owned(state, seat, FACTORY)):
        amount = production(state, f)
        if f in state.strike:
            amount = 0
        elif f in state.double:
            amount *= 2
        factories.append([f, amount])
    crony = 0
    n_factories = len(factories)
    hs = state.host_seat
    for i, per_factory in _PER_FACTORY_INCOME:
        if hs[i] == seat:
            crony += per_factory * n_factories
    subsidy = state.subsidy[seat]
    loan = state.loans[seat] * LOAN_REPAYMENT
    gross = base + sum(a for _, a in factories) + crony + subsidy
    total = max(0, gross - loan)
    return {
        "base": base,
        "factories": factories,
        "cronyism": crony,
        "subsidy": subsidy,
        "loan": loan,
        "total": total,
    }


def upkeep_bill(state: FState, seat: int, money: int) -> list[tuple[int, int, bool]]:
    """The upkeep `seat` owes for its status cards (R31) when holding `money` after
    the payout: (card, cost, paid) in the order the engine settles them; a card whose
    cost can no longer be met is discarded instead of paid."""
    out = []
    for c in owned(state, seat, "status"):
        cost = upkeep(c)
        if not cost:
            continue
        paid = money >= cost
        if paid:
            money -= cost
        out.append((c, cost, paid))
    return out


def income_preview(state: FState, seat: int) -> dict[str, Any]:
    """The next payout as `seat` will live it: the breakdown (R29), then the upkeep
    (R31) and the money gained once the upkeep is settled."""
    pay = income_breakdown(state, seat)
    bill = upkeep_bill(state, seat, state.money[seat] + pay["total"])
    paid = sum(cost for _, cost, ok in bill if ok)
    pay["upkeep"] = [[c, cost, ok] for c, cost, ok in bill]
    pay["net"] = pay["total"] - paid
    return pay


def _loan_repayment() -> int:
    for c in CARDS:
        e = c.effect("loan")
        if e is not None:
            return int(e["repay"])
    return 0


LOAN_REPAYMENT: Final = _loan_repayment()  # card data: fixed once loaded


def _upkeep_of(card: int) -> int:
    e = CARDS[card].effect("upkeep")
    return int(e["amount"]) if e else 0


_UPKEEP: Final = tuple(_upkeep_of(c) for c in range(len(CARDS)))  # card data: fixed once loaded


def upkeep(card: int) -> int:
    return _UPKEEP[card]


# ---------------------------------------------------------------- factory limit (R14)
def factory_limit(state: FState, seat: int) -> int:
    hs = state.host_seat
    return FACTORY_LIMIT + sum(extra for i, extra in _LIMIT_EXTRA if hs[i] == seat)


def counting_factories(state: FState, seat: int) -> list[int]:
    return [f for f in owned(state, seat, FACTORY) if f not in OUTSIDE_LIMIT]


def over_limit(state: FState, seat: int) -> bool:
    return len(counting_factories(state, seat)) > factory_limit(state, seat)


def demolition_fee(state: FState, factory: int) -> int:
    return fee_for_vp(card_vp(state, factory))


def forced_candidates(state: FState, seat: int) -> tuple[list[int], bool]:
    """Factories `seat` may pick when over the limit, and whether the R14 fallback
    applies (no fee affordable: pay all money, lowest fee only)."""
    cands = counting_factories(state, seat)
    fees = {f: demolition_fee(state, f) for f in cands}
    affordable = [f for f in cands if fees[f] <= state.money[seat]]
    if affordable:
        return sorted(affordable), False
    low = min(fees.values())
    return sorted(f for f in cands if fees[f] == low), True


def check_limit(state: FState, seat: int) -> None:
    """Ask `seat` to demolish (a prompt) if they are over the limit."""
    if seat >= 0 and over_limit(state, seat):
        state.prompts.append(Prompt(DEMOLISH, seat))


# ---------------------------------------------------------------- protection (R24-R26)
def card_protected(state: FState, card: int) -> bool:
    return card in protected_cards(state)


def protected_cards(state: FState) -> frozenset[int]:
    """Cards no opponent's action card may pick (R24-R26): those always protected and
    those a Security card lies on (`card_protected` over many cards at once)."""
    hc = state.host_card
    return ALWAYS_PROTECTED | {hc[p] for p in PROTECTORS if hc[p] >= 0}


def shielded_seats(state: FState) -> set[int]:
    """Players a Security card lies on (`player_protected` for all seats at once)."""
    hs = state.host_seat
    return {hs[p] for p in PROTECTORS if hs[p] >= 0}


def player_protected(state: FState, seat: int) -> bool:
    hs = state.host_seat
    return any(hs[p] == seat for p in PROTECTORS)


def influence_protected(state: FState, card: int) -> bool:
    if card in PROTECTORS:
        return True  # Security always lies on the host it protects
    hc, hs = state.host_card[card], state.host_seat[card]
    return (hc >= 0 and card_protected(state, hc)) or (hs >= 0 and player_protected(state, hs))


def choosable(state: FState, actor: int, card: int) -> bool:
    """May an action card of `actor` pick this card in an empire? (R24-R26)"""
    if card in ALWAYS_PROTECTED:
        return False
    return state.owner[card] == actor or not card_protected(state, card)


def hosts_for(state: FState, seat: int, card: int) -> list[tuple[int, int]]:
    """Legal (host card, host player) pairs for influence `card` assigned by `seat` (R17)."""
    out: list[tuple[int, int]] = []
    n = state.num_players
    for rule in CARDS[card].attach_to:
        if rule in ("own_factory", "own_status"):
            kind = FACTORY if rule == "own_factory" else STATUS
            out.extend((c, -1) for c in sorted(owned(state, seat, kind)))
        elif rule == "self":
            out.append((-1, seat))
        elif rule in ("factory", "status"):
            pool = FACTORIES if rule == "factory" else STATUSES
            for c in sorted(pool):
                o = state.owner[c]
                if o < 0:
                    continue
                if o != seat and card_protected(state, c):
                    continue
                out.append((c, -1))
        elif rule == "player":
            out.extend((-1, s) for s in range(n) if s == seat or not player_protected(state, s))
    return out


# ---------------------------------------------------------------- moving cards (R19, R33)
def move_with_attachments(state: FState, card: int, seat: int) -> None:
    state.owner[card] = seat
    for i in attached_to_card(state, card):
        state.owner[i] = seat


def _detach(state: FState, card: int) -> None:
    state.host_card[card] = -1
    state.host_seat[card] = -1
    state.owner[card] = -1


def remove_from_game(state: FState, card: int) -> list[int]:
    """The card and its attached cards leave the game; returns them all."""
    gone = [card, *attached_to_card(state, card)]
    for c in gone:
        _detach(state, c)
        state.removed.append(c)
    return gone


def discard(state: FState, card: int) -> list[int]:
    """To the discard pile with its attached cards as separate cards, or removed
    from the game once the deck has been reshuffled (R33)."""
    gone = [card, *attached_to_card(state, card)]
    for c in gone:
        _detach(state, c)
        (state.removed if state.reshuffled else state.discard).append(c)
    return gone


def gain(state: FState, seat: int, card: int) -> None:
    """A card won or bought enters `seat`'s empire: limit check, then immediate use (R12, R14)."""
    state.owner[card] = seat
    if state.buyers[card] < 0:
        state.buyers[card] = seat
    state.prompts.append(Prompt(IMMEDIATE, seat, card))
    if card in INFLUENCES:
        state.won_this_round.append(card)
    if CARDS[card].type == FACTORY:
        check_limit(state, seat)
