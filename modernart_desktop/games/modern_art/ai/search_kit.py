"""Modern Art's contribution to the generic search (`modernart_desktop.ai.search`).

Root candidates are the heuristic's best few cards to offer, every way to
answer a double or the mystery hand, and a spread of bids and prices around the
heuristic's value of the lot. In an open auction a candidate is a *limit* kept
for the whole auction (a plan): the seat raises towards it, in rollouts and then
in the real game, without searching at every raise. Rollouts play the Normal
heuristic for every seat in the engine itself; a rollout ends with the game and
is scored by the final money, or (with a `horizon`) after that many more round
ends, scored by money plus a rough worth of the cards still in hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from modernart_desktop.ai.search import Candidate
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.actions import Bid, SealedBid, SetPrice
from modernart_desktop.games.modern_art.ai.heuristic import (
    NORMAL,
    PASS,
    BidPlan,
    HeuristicPolicy,
    Style,
    auction_key,
)
from modernart_desktop.games.modern_art.ai.knowledge import Perspective
from modernart_desktop.games.modern_art.ai.sampler import sample_world
from modernart_desktop.games.modern_art.components import CARD_ARTIST, CARD_KIND, FIXED, ONCE, OPEN, SEALED
from modernart_desktop.games.modern_art.rules import ModernArt
from modernart_desktop.games.modern_art.state import AUCTION, OFFER, ModernArtState


@dataclass(frozen=True, slots=True)
class Grid:
    """The bids and prices compared at the root, as shares of the lot's value."""

    offers: int = 5  # best cards to offer (by the heuristic)
    open_limits: tuple[float, ...] = (0.5, 0.7, 0.85, 1.0, 1.15)
    auctioneer_limits: tuple[float, ...] = (0.3, 0.5, 0.7)
    once_bids: tuple[float, ...] = (0.5, 0.65, 0.8, 0.95, 1.1)
    sealed_bids: tuple[float, ...] = (0.3, 0.5, 0.65, 0.8, 0.95)
    fixed_prices: tuple[float, ...] = (0.5, 0.65, 0.8, 0.95, 1.1)


STRONG_GRID = Grid()


class ModernArtKit:
    """Sampler, candidates, rollout policy and utility for Modern Art."""

    def __init__(
        self,
        game: ModernArt,
        grid: Grid = STRONG_GRID,
        style: Style = NORMAL,
        margin_scale: float = 25.0,
        horizon: int | None = None,
        card_worth: float = 0.3,
    ) -> None:
        self.game = game
        self.grid = grid  # the root choices compared
        self.policy = HeuristicPolicy(style)
        self.margin_scale = margin_scale  # money margin that counts as "clearly ahead"
        self.horizon = horizon  # round ends to simulate past the current one (None: all)
        self.card_worth = card_worth  # share of an artist's tokens (+20) a card in hand is worth

    # ------------------------------------------------------------------ worlds
    def sample_world(self, view: dict[str, Any], rng: Rng) -> ModernArtState:
        return sample_world(view, rng, self.policy)

    def rollout_done(self, state: ModernArtState, start: ModernArtState) -> bool:
        if self.horizon is not None and state.round > start.round + self.horizon:
            return True
        return self.game.is_over(state)

    def utility(self, state: ModernArtState, seat: int) -> float:
        """Half the share of the win, half how far ahead of the best rival (a smooth
        margin keeps close calls informative). Before the end, money counts with a
        rough worth of each hand."""
        money = state.money if self.game.is_over(state) else self._estimated_money(state)
        mine = money[seat]
        best_rival = max(m for s, m in enumerate(money) if s != seat)
        top = max(money)
        win = 0.0
        if mine == top:
            win = 1.0 / sum(1 for m in money if m == top)
        margin = 1.0 / (1.0 + math.exp(-(mine - best_rival) / self.margin_scale))
        return 0.5 * win + 0.5 * margin

    def _estimated_money(self, state: ModernArtState) -> list[float]:
        # Any, not float: compiled, mypyc's sum() over a generator of floats expects ints
        worth: list[Any] = [0.0] * len(state.tokens[0])
        for r in range(min(state.round, len(state.tokens))):
            for a, t in enumerate(state.tokens[r]):
                worth[a] += t
        worth = [self.card_worth * (w + 20.0) for w in worth]
        return [m + sum(worth[CARD_ARTIST[c]] for c in hand) for m, hand in zip(state.money, state.hands)]

    # ------------------------------------------------------------------ rollouts
    def rollout_action(self, state: ModernArtState, seat: int, rng: Rng, plan: Any) -> Action:
        p = Perspective.from_state(state, seat)
        if (
            plan is not None
            and state.phase == AUCTION
            and state.auction is not None
            and state.auction.type == OPEN
            and plan.auction_key == auction_key(p, len(state.history))
        ):
            return self.policy.open_bid(p, plan.limit)
        return self.policy.decide(p)

    def follow_plan(self, plan: Any, view: dict[str, Any], legal: LegalActions) -> Action | None:
        if not isinstance(plan, BidPlan) or view["phase"] != AUCTION or view["auction"]["type"] != "open":
            return None
        p = Perspective.from_view(view)
        if plan.auction_key != auction_key(p, len(view["history"])):
            return None
        return self.policy.open_bid(p, plan.limit)

    def same_decision(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        """In a sealed auction the others closing their fists tells nothing about
        their bids: a bid found before still holds. Any other change counts."""
        return _without_sealed_progress(thought_on) == _without_sealed_progress(now)

    # ------------------------------------------------------------------ root choices
    def candidates(self, view: dict[str, Any], legal: LegalActions, rng: Rng) -> Sequence[Candidate]:
        p = Perspective.from_view(view)
        out: list[Candidate] = [self._heuristic_choice(p, view)]  # first: it wins ties
        if p.phase == OFFER:
            scores = self.policy.offer_scores(p)
            for _, card in scores[: self.grid.offers]:
                out.append(Candidate(legal_offer(legal, card)))
        elif p.phase == AUCTION:
            out += self._auction_candidates(p, view, legal)
        else:  # a double's second card, the mystery hand: every answer
            out += [Candidate(a) for a in legal.actions]
        return _unique_legal(out, legal)

    def _heuristic_choice(self, p: Perspective, view: dict[str, Any]) -> Candidate:
        """What Normal would do here (in an open auction: Normal's limit, as a plan)."""
        if p.phase == AUCTION and p.auc_type == OPEN:
            limit = self.policy.bid_limit(p, self.policy.lot_value(p))
            plan = BidPlan(auction_key(p, len(view["history"])), limit)
            return Candidate(self.policy.open_bid(p, limit), plan)
        return Candidate(self.policy.decide(p))

    def _auction_candidates(
        self, p: Perspective, view: dict[str, Any], legal: LegalActions
    ) -> list[Candidate]:
        value = self.policy.lot_value(p)
        money = p.my_money
        t = p.auc_type
        if t == OPEN:
            key = auction_key(p, len(view["history"]))
            shares = self.grid.auctioneer_limits if p.seat == p.auctioneer else self.grid.open_limits
            limits = sorted({min(money, int(value * f)) for f in shares} | {0})
            out = []
            for limit in limits:
                if limit <= p.high_bid and limit != 0:
                    continue  # the same as passing now and for good
                out.append(Candidate(self.policy.open_bid(p, limit), BidPlan(key, limit)))
            return out
        if t == ONCE:
            low = max(1, p.high_bid + 1)
            amounts = {low} | {max(low, int(value * f)) for f in self.grid.once_bids}
            return [Candidate(PASS)] + [Candidate(Bid(x)) for x in sorted(amounts) if x <= money]
        if t == SEALED:
            amounts = {0} | {min(money, int(value * f)) for f in self.grid.sealed_bids}
            return [Candidate(SealedBid(x)) for x in sorted(amounts)]
        if t == FIXED and p.price < 0:
            lo = 1 if money > 0 else 0
            amounts = {max(lo, min(money, int(value * f))) for f in self.grid.fixed_prices}
            return [Candidate(SetPrice(x)) for x in sorted(amounts)]
        return [Candidate(a) for a in legal.actions]


def _without_sealed_progress(view: dict[str, Any]) -> dict[str, Any]:
    """The view without who has committed a sealed bid yet (and so who is still active)."""
    auction = view.get("auction")
    if auction is None or auction.get("type") != "sealed" or auction.get("my_bid") is not None:
        return view
    return {**view, "active": None, "auction": {**auction, "committed": None}}


def legal_offer(legal: LegalActions, card: int) -> Action:
    """The legal offer of `card`'s kind (legal lists one card per artist and symbol)."""
    for a in legal.actions:
        if CARD_KIND[a.card] == CARD_KIND[card]:  # type: ignore[attr-defined]  # only offers are legal here
            return a
    raise ValueError(f"card {card} cannot be offered now")


def _unique_legal(candidates: list[Candidate], legal: LegalActions) -> list[Candidate]:
    seen: set[Any] = set()
    out = []
    for c in candidates:
        key = (c.action, c.plan)
        if key in seen or c.action not in legal:
            continue
        seen.add(key)
        out.append(c)
    return out
