"""The Friesematenten heuristic: a static evaluation of a position for a seat and
a one-step look-ahead over the legal moves.

Worth W of a seat = its VP plus its money and the income still to come, turned
into VP at the rate a VP costs at auction (about 4.5 money), a rate that falls to
almost nothing when no auction is left (money only breaks ties, R36). A move is
judged by W(me) - max W(others) after it. A card on auction is worth the rise
in my W if I owned it, in money; the seat bids the smallest raise while the price
stays below that (and below its money: the heuristic never bluffs into a default).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import Bid, Done, PassBid, PlayCard
from modernart_desktop.games.friesematenten.components import (
    ACTION,
    ACTIONS,
    CARDS,
    INFLUENCE,
    WIN_VP,
)
from modernart_desktop.games.friesematenten.state import AUCTION, OBJECT, PAY, FState

VP_PER_ROUND = 4.5  # how fast the leader gains VP (cards file, section 3.3)
MONEY_PER_VP = 4.5  # what a VP costs at auction (section 3.2)


@dataclass(frozen=True, slots=True)
class Weights:
    aggression: float = 0.95  # share of a card's worth the seat will pay
    hold_value: float = 1.0  # W kept for an unused action card (its later use)
    margin: float = 0.15  # a move must beat waiting by this much W
    noise: float = 0.0  # random spread on judgements (Easy)
    deny: float = 0.0  # share of the best rival's gain the seat pays to deny it


def _rounds_left(state: FState) -> float:
    """Rounds expected after this one."""
    if state.last_round:
        return 0.0
    n = state.num_players
    lead = max(B.player_vp(state, s) for s in range(n))
    by_vp = max(0.0, (WIN_VP - lead) / VP_PER_ROUND)
    cards = len(state.deck) + (0 if state.reshuffled else len(state.discard))
    by_deck = cards / max(1.0, n + 3 - 2) + 0.5
    return min(by_vp, by_deck)


def _payouts_left(state: FState, rounds_after: float) -> float:
    if state.last_round or state.phase == "over":
        return 0.0
    if rounds_after > 0:  # nobody is at 40 yet
        return 1.0 + rounds_after
    lead = max(B.player_vp(state, s) for s in range(state.num_players))
    this_round = 0.0 if lead >= WIN_VP and state.phase in (AUCTION, "after_auction", "window") else 1.0
    return this_round


def worth(state: FState, seat: int, rounds_after: float | None = None) -> float:
    if rounds_after is None:
        rounds_after = _rounds_left(state)
    payouts = _payouts_left(state, rounds_after)
    pay = B.income_breakdown(state, seat)
    steady = pay["total"] - pay["subsidy"] + pay["loan"]  # later payouts have no one-off effects
    future = pay["total"] + max(0.0, payouts - 1) * steady if payouts > 0 else 0.0
    spendable = min(1.0, rounds_after + 0.6)
    rate = spendable / MONEY_PER_VP + 0.002
    owner = state.owner
    unused = sum(1 for c in ACTIONS if owner[c] == seat)
    return B.player_vp(state, seat) + rate * (state.money[seat] + future) + 0.3 * unused * spendable


def standing(state: FState, seat: int, rounds_after: float | None = None) -> float:
    if rounds_after is None:
        rounds_after = _rounds_left(state)
    mine = worth(state, seat, rounds_after)
    others = [worth(state, s, rounds_after) for s in range(state.num_players) if s != seat]
    return mine - max(others)


def money_rate(state: FState) -> float:
    return min(1.0, _rounds_left(state) + 0.6) / MONEY_PER_VP + 0.002


def card_value(game: Any, state: FState, seat: int, card: int, w: Weights) -> float:
    """What owning `card` is worth to `seat`, in money (0 if nothing)."""
    rounds_after = _rounds_left(state)
    before = worth(state, seat, rounds_after)
    trial = state.clone()
    trial.prompts = []
    trial.owner[card] = seat
    info = CARDS[card]
    best = worth(trial, seat, rounds_after)
    if info.type == INFLUENCE:
        for host, player in B.hosts_for(trial, seat, card):
            t2 = trial.clone()
            t2.host_card[card], t2.host_seat[card] = host, player
            t2.owner[card] = t2.owner[host] if host >= 0 else player
            # a card on a rival hurts them: count it as my relative gain
            gain = worth(t2, seat, rounds_after) - sum(
                worth(t2, s, rounds_after) - worth(trial, s, rounds_after)
                for s in range(state.num_players)
                if s != seat
            )
            best = max(best, gain)
    elif info.type == ACTION:
        best = before + w.hold_value + _best_play_gain(game, trial, seat, card)
    if B.over_limit(trial, seat) and info.type == "factory":
        cands = B.counting_factories(trial, seat)
        best = max(
            worth(_without(trial, f), seat, rounds_after) - B.demolition_fee(trial, f) * money_rate(state)
            for f in cands
        )
    rate = money_rate(state)
    return max(0.0, (best - before) / rate)


def _without(state: FState, factory: int) -> FState:
    t = state.clone()
    B.remove_from_game(t, factory)
    return t


def _best_play_gain(game: Any, state: FState, seat: int, card: int) -> float:
    from modernart_desktop.games.friesematenten import effects as E

    base = standing(state, seat)
    best = 0.0
    for play in E.play_options(state, seat, card)[:12]:
        t = state.clone()
        E.resolve(t, _as_play(seat, play), [])
        t.prompts = []
        best = max(best, standing(t, seat) - base)
    return best


def _as_play(seat: int, play: PlayCard) -> Any:
    from modernart_desktop.games.friesematenten.state import Play

    return Play(seat, play.card, play.target, play.second, play.player)


def _after(game: Any, state: FState, seat: int, action: Action) -> FState:
    t = state.clone()
    game.apply(t, seat, action)
    return t


def choose(game: Any, state: FState, seat: int, legal: LegalActions, w: Weights, rng: Rng) -> Action:
    """The heuristic's move for `seat` in a full state (a sampled world)."""
    actions = list(legal.actions)
    bid_range = legal.range_of("bid")

    def noise() -> float:
        return (rng.random() - 0.5) * w.noise if w.noise else 0.0

    if bid_range is not None:
        return _auction_move(game, state, seat, legal, w, rng, noise)
    if state.prompts and state.prompts[-1].kind == PAY:
        p = state.prompts[-1]
        if state.money[seat] < p.price:
            for a in actions:
                if isinstance(a, PlayCard) and CARDS[a.card].key == "kredithai":
                    return a
        return Done()
    if len(actions) == 1:
        return actions[0]
    rounds_after = _rounds_left(state)
    done = Done() if Done() in actions else None
    base_noise = noise()  # drawn whether or not "done" is open (Easy replays the same)
    best: Action | None = done
    best_score = float("-inf")
    if done is not None:
        best_score = _done_score(game, state, seat, rounds_after) + base_noise + w.margin
    for a in actions[:60]:
        if a == done:
            continue
        score = _move_score(game, state, seat, a, rounds_after, w) + noise()
        if score > best_score:
            best, best_score = a, score
    assert best is not None
    return best


def _done_score(game: Any, state: FState, seat: int, rounds_after: float) -> float:
    """How the seat stands if it does nothing more now."""
    if state.prompts and state.prompts[-1].kind == OBJECT:
        # letting a card resolve is a choice with consequences: look at them
        return standing(_after(game, state, seat, Done()), seat, rounds_after)
    return standing(state, seat, rounds_after)


def _move_score(
    game: Any, state: FState, seat: int, action: Action, rounds_after: float, w: Weights
) -> float:
    """How the seat stands after `action` (a card played costs a little of its later use)."""
    score = standing(_after(game, state, seat, action), seat, rounds_after)
    return score - w.hold_value * 0.3 if isinstance(action, PlayCard) else score


def ranked_moves(game: Any, state: FState, seat: int, legal: LegalActions, w: Weights) -> list[Action]:
    """Every legal move outside an auction, best first by the heuristic's own judgement
    (doing nothing more, where allowed, counts with the margin a move must beat)."""
    rounds_after = _rounds_left(state)
    scored: list[tuple[float, int, Action]] = []
    for i, a in enumerate(legal.actions):
        if a == Done():  # a tie keeps "done", as `choose` does
            scored.append((-(_done_score(game, state, seat, rounds_after) + w.margin), -1, a))
        else:
            scored.append((-_move_score(game, state, seat, a, rounds_after, w), i, a))
    scored.sort(key=lambda t: (t[0], t[1]))
    return [a for _, _, a in scored]


def _auction_move(
    game: Any, state: FState, seat: int, legal: LegalActions, w: Weights, rng: Rng, noise: Callable[[], float]
) -> Action:
    a = state.auction
    assert a is not None
    r = legal.range_of("bid")
    assert r is not None
    for act in legal.actions:  # a lightning card first, if it clearly helps
        if isinstance(act, PlayCard) and CARDS[act.card].key != "kredithai":
            if standing(_after(game, state, seat, act), seat) > standing(state, seat) + 1.0:
                return act
    limit = bid_limit(game, state, seat, a.card, w) * (1.0 + noise())
    if r.lo <= min(limit, state.money[seat]):
        return Bid(r.lo)
    return PassBid()


_LIMITS: dict[tuple[Any, ...], float] = {}


def bid_limit(game: Any, state: FState, seat: int, card: int, w: Weights) -> float:
    """The most `seat` will bid for `card`: its worth to them, plus a share of
    what the best rival would gain (keeping a strong card from the leader).
    Remembered per position of the table (an auction asks it at every bid)."""
    key = (
        w,
        seat,
        card,
        state.round,
        state.money[seat],
        len(state.deck),
        len(state.discard),
        state.last_round,
        tuple(state.owner),
        tuple(state.host_card),
        tuple(state.host_seat),
    )
    known = _LIMITS.get(key)
    if known is not None:
        return known
    if len(_LIMITS) > 50_000:
        _LIMITS.clear()
    _LIMITS[key] = value = _bid_limit(game, state, seat, card, w)
    return value


def _bid_limit(game: Any, state: FState, seat: int, card: int, w: Weights) -> float:
    own = card_value(game, state, seat, card, w)
    if not w.deny:
        return w.aggression * own
    rivals = [card_value(game, state, s, card, w) for s in range(state.num_players) if s != seat]
    return w.aggression * own + w.deny * max(rivals, default=0.0)
