"""Friesematenten's contribution to the generic search (`modernart_desktop.ai.search`):
worlds from the sampler; root candidates are the heuristic's best few moves, and
in an auction "pass" or "bid up to X" plans for a few limits around the card's
worth; rollouts play the Normal heuristic to the end of the round (or game) and
are scored by the seat's standing (its worth against the best rival's)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from modernart_desktop.ai.search import Candidate
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.actions import Bid, PassBid
from modernart_desktop.games.friesematenten.ai.heuristic import (
    Weights,
    bid_limit,
    choose,
    ranked_moves,
    standing,
)
from modernart_desktop.games.friesematenten.ai.sampler import state_from_view
from modernart_desktop.games.friesematenten.state import FState

ROLLOUT_WEIGHTS = Weights()
LIMIT_FACTORS = (0.75, 1.0, 1.3)


class FrieseKit:
    def __init__(
        self,
        game: Any,
        width: int = 3,
        weights: Weights = ROLLOUT_WEIGHTS,
        scale: float = 4.0,
        limits: tuple[float, ...] = LIMIT_FACTORS,
        ranked: bool = False,
    ) -> None:
        self.game = game
        self.width = width
        self.weights = weights
        self.scale = scale  # a standing (in VP) that counts as "clearly ahead"
        self.limits = limits  # bid limits compared in an auction, as shares of the card's worth
        # outside auctions: compare the heuristic's best moves (else the first legal ones)
        self.ranked = ranked

    def sample_world(self, view: dict[str, Any], rng: Rng) -> FState:
        return state_from_view(view, rng)

    def candidates(self, view: dict[str, Any], legal: LegalActions, rng: Rng) -> Sequence[Candidate]:
        seat = view["seat"]
        world = state_from_view(view, rng, money_noise=0)
        first = choose(self.game, world, seat, legal, self.weights, rng)
        out = [Candidate(first, self._plan_for(first, world))]
        r = legal.range_of("bid")
        if r is not None and world.auction is not None:
            card = world.auction.card
            worth = bid_limit(self.game, world, seat, card, self.weights)
            limits = sorted({min(int(worth * f), max(r.lo, world.money[seat])) for f in self.limits})
            for limit in limits:
                if limit >= r.lo:
                    out.append(Candidate(Bid(r.lo), {"card": card, "limit": limit}))
            out.append(Candidate(PassBid()))
        else:
            others = (
                ranked_moves(self.game, world, seat, legal, self.weights) if self.ranked else legal.actions
            )
            for a in list(others)[:40]:
                if a != first:
                    out.append(Candidate(a))
        seen: set[Any] = set()
        unique = []
        for c in out:
            key = (c.action, None if c.plan is None else c.plan["limit"])
            if key not in seen and c.action in legal:
                seen.add(key)
                unique.append(c)
        return unique[: self.width + 2] if r is not None else unique[: self.width]

    @staticmethod
    def _plan_for(action: Action, world: FState) -> Any:
        return None

    def rollout_action(self, state: FState, seat: int, rng: Rng, plan: Any) -> Action:
        legal = self.game.legal_actions(state, seat)
        if plan is not None:
            a = state.auction
            r = legal.range_of("bid")
            if a is not None and r is not None and a.card == plan["card"]:
                return Bid(r.lo) if r.lo <= plan["limit"] else PassBid()
        return choose(self.game, state, seat, legal, self.weights, rng)

    def rollout_done(self, state: FState, start: FState) -> bool:
        return self.game.is_over(state) or state.round > start.round

    def utility(self, state: FState, seat: int) -> float:
        if self.game.is_over(state):
            result = self.game.result(state)
            win = 1.0 / len(result.winners) if seat in result.winners else 0.0
            mine = result.scores[seat]
            rival = max(p for s, p in enumerate(result.scores) if s != seat)
            return 0.5 * win + 0.5 / (1.0 + math.exp(-(mine - rival) / self.scale))
        return 1.0 / (1.0 + math.exp(-standing(state, seat) / self.scale))

    def same_decision(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        """One seat acts at a time here: an answer holds only for the very view it was
        found on."""
        return thought_on == now

    def follow_plan(self, plan: Any, view: dict[str, Any], legal: LegalActions) -> Action | None:
        a = view.get("auction")
        r = legal.range_of("bid")
        if a is None or r is None or a["card"] != plan["card"]:
            return None
        return Bid(r.lo) if r.lo <= plan["limit"] else PassBid()
