"""Action card effects, keyed by the effect id in `cards.json`.

Each effect says which plays are possible (`options`: from public facts only, so
whether a seat is offered a window never depends on its secret money), what a
play costs (`price`), which opponents it targets (R23, for Einspruch) and how it
resolves. Rules the cards file sets: R22-R27 for targets and protection.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from modernart_desktop.core.events import Event
from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import PlayCard
from modernart_desktop.games.friesematenten.components import (
    CARD_SETS,
    CARDS,
    DECK_VERSION,
    FACTORIES,
    FACTORY,
    INFLUENCES,
    LIMIT_RAISERS,
    STATUS,
    STATUSES,
    Card,
)
from modernart_desktop.games.friesematenten.state import SCANDAL, FState, Play, Prompt

Options = Callable[[FState, int, int, dict[str, Any]], list[PlayCard]]
Resolve = Callable[[FState, Play, dict[str, Any], list[Event]], None]


@dataclass(frozen=True, slots=True)
class Effect:
    options: Options
    resolve: Resolve
    # Opponents a play targets (R23); default: the owners of `target` and `player`.
    targeted: Callable[[FState, Play], list[int]] | None = None
    price: Callable[[FState, Play], int] | None = None


# Plays are immutable and asked for over and over (every turn, window and bid lists
# them): each distinct one is built once and shared. Bounded by the cards' targets.
_PLAYS: dict[tuple[int, int, int, int], PlayCard] = {}


def _play(card: int, target: int = -1, second: int = -1, player: int = -1) -> PlayCard:
    key = (card, target, second, player)
    play = _PLAYS.get(key)
    if play is None:
        if len(_PLAYS) >= 100_000:
            _PLAYS.clear()
        play = _PLAYS[key] = PlayCard(card, target, second, player)
    return play


_SORTED: Final = {FACTORIES: tuple(sorted(FACTORIES)), STATUSES: tuple(sorted(STATUSES))}
_SORTED_FACTORIES: Final = _SORTED[FACTORIES]
_SORTED_INFLUENCES: Final = tuple(sorted(INFLUENCES))


def _opp_cards(state: FState, seat: int, pool: frozenset[int]) -> list[int]:
    """Opponents' cards of `pool` an action card of `seat` may choose (R24-R26)."""
    owner = state.owner
    protected = B.protected_cards(state)
    return [c for c in _SORTED[pool] if owner[c] >= 0 and owner[c] != seat and c not in protected]


def _opponents(state: FState, seat: int) -> list[int]:
    """Opponents that may be the chosen player (not protected by player-Security)."""
    guarded = B.shielded_seats(state)
    return [s for s in range(state.num_players) if s != seat and s not in guarded]


def _default_targeted(state: FState, play: Play) -> list[int]:
    seats = set()
    if play.target >= 0 and state.owner[play.target] >= 0:
        seats.add(state.owner[play.target])
    if play.player >= 0:
        seats.add(play.player)
    seats.discard(play.seat)
    return sorted(seats)


def _ev(code: str, **params: Any) -> Event:
    return Event(code, params)


# ---------------------------------------------------------------- factories
def _steal_factory_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, target=f) for f in _opp_cards(state, seat, FACTORIES)]


def _steal_factory(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    B.move_with_attachments(state, play.target, play.seat)
    B.check_limit(state, play.seat)


def _wreck_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    owner = state.owner
    return [
        _play(card, target=f)
        for f in _SORTED_FACTORIES
        if owner[f] >= 0 and (owner[f] == seat or B.choosable(state, seat, f))
    ]


def _wreck(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    B.remove_from_game(state, play.target)  # no fee (R16)


def _swap_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    mine = sorted(B.owned(state, seat, FACTORY))
    return [_play(card, target=f, second=m) for f in _opp_cards(state, seat, FACTORIES) for m in mine]


def _swap(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    other = state.owner[play.target]
    B.move_with_attachments(state, play.target, play.seat)
    B.move_with_attachments(state, play.second, other)
    B.check_limit(state, other)
    B.check_limit(state, play.seat)


def _give_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    mine = sorted(B.owned(state, seat, FACTORY))
    return [_play(card, second=m, player=s) for s in _opponents(state, seat) for m in mine]


def _give(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    B.move_with_attachments(state, play.second, play.player)
    B.check_limit(state, play.player)


def _strike(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.strike.append(play.target)


def _double_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, target=f) for f in sorted(B.owned(state, seat, FACTORY))]


def _double(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.double.append(play.target)


# ---------------------------------------------------------------- status symbols
def _burn_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, target=c) for c in _opp_cards(state, seat, STATUSES)]


def _burn(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    B.discard(state, play.target)


def _steal_status_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    cap = int(p["max_printed_vp"])
    printed = state.card_set.vp
    return [_play(card, target=c) for c in _opp_cards(state, seat, STATUSES) if printed[c] <= cap]


def _steal_status(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    B.move_with_attachments(state, play.target, play.seat)


def scandal_choices(state: FState, victim: int) -> list[int]:
    protected = B.protected_cards(state)
    return [c for c in sorted(B.owned(state, victim, STATUS)) if c not in protected]


def _scandal_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, player=s) for s in _opponents(state, seat) if scandal_choices(state, s)]


def _scandal(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.prompts.append(Prompt(SCANDAL, play.player))


# ---------------------------------------------------------------- influence cards
def _remove_influence_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    # Ignores Security (R24), even the Ehrendoktor's attachments (R26).
    return [_play(card, target=i) for i in _SORTED_INFLUENCES if B.is_assigned(state, i)]


def _remove_influence(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    i = play.target
    old_seat = state.host_seat[i]
    B.discard(state, i)
    if i in LIMIT_RAISERS:
        B.check_limit(state, old_seat)


def _move_influence_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    out = []
    for i in _SORTED_INFLUENCES:
        o = state.owner[i]
        if o < 0 or o == seat or not B.is_assigned(state, i) or B.influence_protected(state, i):
            continue
        for host, player in _headhunter_hosts(state, seat, i):
            out.append(_play(card, target=i, second=host, player=player))
    return out


def _headhunter_hosts(state: FState, seat: int, i: int) -> list[tuple[int, int]]:
    """Any host its attach_to allows (yours or an opponent's unprotected one),
    other than the current host; never the Ehrendoktorwürde (no action card may
    choose it, R26)."""
    out = []
    n = state.num_players
    for rule in CARDS[i].attach_to:
        if rule in ("factory", "status", "own_factory", "own_status"):
            pool = FACTORIES if rule.endswith("factory") else STATUSES
            for c in _SORTED[pool]:
                o = state.owner[c]
                if o >= 0 and c != state.host_card[i] and B.choosable(state, seat, c):
                    out.append((c, -1))
        elif rule in ("player", "self"):
            for s in range(n):
                if s != state.host_seat[i] and (s == seat or not B.player_protected(state, s)):
                    out.append((-1, s))
    return sorted(set(out))


def _move_influence_targeted(state: FState, play: Play) -> list[int]:
    seats = {state.owner[play.target]}
    new = state.owner[play.second] if play.second >= 0 else play.player
    seats.add(new)
    seats.discard(play.seat)
    return sorted(s for s in seats if s >= 0)


def _move_influence(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    i = play.target
    old_seat = state.host_seat[i]
    state.host_card[i] = play.second
    state.host_seat[i] = play.player
    state.owner[i] = state.owner[play.second] if play.second >= 0 else play.player
    if i in LIMIT_RAISERS and old_seat >= 0:
        B.check_limit(state, old_seat)


# ---------------------------------------------------------------- income and money
def _opp_player_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, player=s) for s in _opponents(state, seat)]


def _no_target_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card)]


def _opp_factory_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, target=f) for f in _opp_cards(state, seat, FACTORIES)]


def _tax(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.taxed[play.player] = True


def _subsidy(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.subsidy[play.seat] += int(p["amount"])


def _loan(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.money[play.seat] += int(p["amount"])
    state.loans[play.seat] += 1
    state.broke[play.seat] = False


def _pickpocket(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    taken = min(int(p["amount"]), state.money[play.player])
    state.money[play.player] -= taken
    state.money[play.seat] += taken
    if not state.broke[play.player]:  # from a known-broke victim the thief took nothing
        state.broke[play.seat] = False
    # Only the thief (and the victim, who knows their own money) learn the amount.
    events.append(
        Event("money/stolen", {"thief": play.seat, "victim": play.player, "amount": taken}, to=play.seat)
    )
    events.append(
        Event("money/stolen", {"thief": play.seat, "victim": play.player, "amount": taken}, to=play.player)
    )


# ---------------------------------------------------------------- the market and the discard pile
def market_open(state: FState) -> list[int]:
    """Market cards not yet auctioned (or skipped) this round."""
    return [c for c, done in zip(state.market, state.offered) if not done]


def _buy_market_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    current = state.auction.card if state.auction is not None else -1
    return [_play(card, target=c) for c in market_open(state) if c != current]


def _buy_discard_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, target=c) for c in sorted(set(state.discard))]


def _target_price(state: FState, play: Play) -> int:
    return state.card_set.min_bid[play.target]


def _buy(state: FState, play: Play, events: list[Event]) -> None:
    price = state.card_set.min_bid[play.target]
    if state.money[play.seat] < price:
        return  # cannot happen: checked when played and money cannot change meanwhile
    state.money[play.seat] -= price
    B.gain(state, play.seat, play.target)  # as if won (R7), the marker stays


def _buy_market(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    i = state.market.index(play.target)
    del state.market[i], state.leftover[i], state.offered[i]
    _buy(state, play, events)


def _buy_discard(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.discard.remove(play.target)
    _buy(state, play, events)


def _injunction_opts(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return [_play(card, target=c) for c in market_open(state)]


def _injunction(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    i = state.market.index(play.target)
    if state.leftover[i]:  # unsold twice: discarded now (R6)
        del state.market[i], state.leftover[i], state.offered[i]
        B.discard(state, play.target)
        events.append(_ev("market/discarded", card=play.target))
    else:
        state.offered[i] = True


def _bar(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    state.barred_next = play.player


def _never(state: FState, seat: int, card: int, p: dict[str, Any]) -> list[PlayCard]:
    return []  # Einspruch is reaction only (R27)


def _nothing(state: FState, play: Play, p: dict[str, Any], events: list[Event]) -> None:
    return None


EFFECTS: Final[dict[str, Effect]] = {
    "steal_factory": Effect(_steal_factory_opts, _steal_factory),
    "wreck_factory": Effect(_wreck_opts, _wreck),
    "swap_factories": Effect(_swap_opts, _swap),
    "give_factory": Effect(_give_opts, _give),
    "strike": Effect(_opp_factory_opts, _strike),
    "double_shift": Effect(_double_opts, _double, targeted=lambda s, p: []),
    "burn_status": Effect(_burn_opts, _burn),
    "steal_status": Effect(_steal_status_opts, _steal_status),
    "scandal": Effect(_scandal_opts, _scandal),
    "remove_influence": Effect(_remove_influence_opts, _remove_influence),
    "move_influence": Effect(_move_influence_opts, _move_influence, targeted=_move_influence_targeted),
    "no_base_income": Effect(_opp_player_opts, _tax),
    "income_bonus": Effect(_no_target_opts, _subsidy),
    "loan": Effect(_no_target_opts, _loan),
    "pickpocket": Effect(_opp_player_opts, _pickpocket),
    "buy_from_market": Effect(_buy_market_opts, _buy_market, targeted=lambda s, p: [], price=_target_price),
    "buy_from_discard": Effect(
        _buy_discard_opts, _buy_discard, targeted=lambda s, p: [], price=_target_price
    ),
    "injunction": Effect(_injunction_opts, _injunction, targeted=lambda s, p: []),
    "bar_from_auction": Effect(_opp_player_opts, _bar),
    "objection": Effect(_never, _nothing, targeted=lambda s, p: []),
}


def _effect_of(card: Card) -> tuple[Effect, dict[str, Any]]:
    params = card.effects[0]
    return EFFECTS[params["id"]], params


# Each action card's effect and parameters in each deck version, looked up once (None
# for other cards): a version may change an action card's parameters.
_EFFECT_OF: Final = {
    v: tuple(_effect_of(c) if c.type == "action" else None for c in cs.cards) for v, cs in CARD_SETS.items()
}


def effect_of(card: int, version: int = DECK_VERSION) -> tuple[Effect, dict[str, Any]]:
    found = _EFFECT_OF[version][card]
    return found if found is not None else _effect_of(CARD_SETS[version].cards[card])


def play_options(state: FState, seat: int, card: int) -> list[PlayCard]:
    effect, params = effect_of(card, state.card_set.version)
    return effect.options(state, seat, card, params)


def targeted_players(state: FState, play: Play) -> list[int]:
    effect, _ = effect_of(play.card)
    return (effect.targeted or _default_targeted)(state, play)


def priced(card: int) -> bool:
    """Does playing `card` cost money (buying a card with it)? Else its price is 0."""
    return _PRICED[card]


def price_of(state: FState, play: Play) -> int:
    effect, _ = effect_of(play.card)
    return effect.price(state, play) if effect.price else 0


def resolve(state: FState, play: Play, events: list[Event]) -> None:
    effect, params = effect_of(play.card, state.card_set.version)
    effect.resolve(state, play, params, events)


_PRICED: Final = tuple(c.type == "action" and _effect_of(c)[0].price is not None for c in CARDS)
