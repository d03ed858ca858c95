"""Art Society's contribution to the generic search (`modernart_desktop.ai.search`).

Root candidates are the heuristic's choice plus a few alternatives at the decisions
that matter (which lollipop, which backs to pick, which painting, where to hang it);
worlds come from the sampler; rollouts play the fast heuristic for every seat to the
end of the next round; a rollout is scored by the projected final score (the walls
scored with the museum's expected ranking) against the best rival.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from modernart_desktop.ai.search import Candidate
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.game import Game
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.art_society.actions import Bid, Hang, PickStack, Take
from modernart_desktop.games.art_society.ai.heuristic import (
    NORMAL,
    Policy,
    Weights,
    hang_score,
    outlook,
    take_value,
)
from modernart_desktop.games.art_society.ai.sampler import sample_world
from modernart_desktop.games.art_society.rules import ArtSociety
from modernart_desktop.games.art_society.scoring import multipliers, score_wall
from modernart_desktop.games.art_society.state import BID, CHOOSE, PICK, ArtSocietyState

ROLLOUT = Weights(max_spots=24)


def projected_score(state: ArtSocietyState, seat: int) -> float:
    """The seat's final score if the game ended now, plus a little for room left to fill."""
    if state.scores:
        return float(state.scores[seat])
    mult = multipliers(state.prestige, state.museum)
    wall = state.walls[seat]
    lines = score_wall(wall, len(state.excess[seat]), mult)
    # Open cells will mostly be filled later (about a point per two cells), corners included.
    return lines["total"] + 0.45 * wall.empty_cells() - lines["corners"] * 0.5


class ArtSocietyKit:
    def __init__(self, game: ArtSociety, width: int = 4, rounds: int = 1, margin_scale: float = 10.0) -> None:
        self.game: Game[Any] = game  # the protocol's type (its attribute is invariant)
        self.width = width
        self.rounds = rounds  # rollout horizon in rounds past the current one
        self.margin_scale = margin_scale
        self.root = Policy(game, NORMAL)
        self.fast = Policy(game, ROLLOUT)

    def sample_world(self, view: dict[str, Any], rng: Rng) -> ArtSocietyState:
        return sample_world(view, rng)

    def candidates(self, view: dict[str, Any], legal: LegalActions, rng: Rng) -> Sequence[Candidate]:
        state = sample_world(view, rng)
        seat = view["seat"]
        first = self.root.choose(state, seat, legal, rng)
        options: list[Action] = [first]
        phase = state.phase
        if phase == BID:
            hand = sorted(a.lollipop for a in legal)  # type: ignore[attr-defined]
            k = len(hand)
            for q in (0.0, 0.35, 0.7, 1.0):
                options.append(Bid(hand[round(q * (k - 1))]))
        elif phase == CHOOSE:
            stacks = [a for a in legal if isinstance(a, PickStack)]
            rng.shuffle(stacks)
            options.extend(stacks[: self.width])
        elif phase == PICK and isinstance(first, Take):
            look = outlook(state)
            ranked = sorted(state.auction, key=lambda t: -take_value(state, seat, t, look, NORMAL, None))
            options.extend(Take(t) for t in ranked[: self.width])
        elif phase == PICK and isinstance(first, Hang) and C.TILES[first.tile].kind == C.PAINTING:
            look = outlook(state)
            wall = state.walls[seat]
            t = C.TILES[first.tile]
            spots = G.legal_anchors(wall, t.w, t.h)
            spots.sort(key=lambda rc: -hang_score(wall, first.tile, rc[0], rc[1], look, NORMAL))
            options.extend(Hang(first.tile, r, c) for r, c in spots[: self.width])
        out: list[Candidate] = []
        for a in options:
            if a in legal and all(c.action != a for c in out):
                out.append(Candidate(a))
        return out

    def rollout_action(self, state: ArtSocietyState, seat: int, rng: Rng, plan: Any) -> Action:
        return self.fast.choose(state, seat, self.game.legal_actions(state, seat), rng)

    def rollout_done(self, state: ArtSocietyState, start: ArtSocietyState) -> bool:
        return (
            self.game.is_over(state) or state.round > start.round + self.rounds - 1 and state.phase == CHOOSE
        )

    def utility(self, state: ArtSocietyState, seat: int) -> float:
        scores = [projected_score(state, s) for s in range(state.num_players)]
        mine = scores[seat]
        rival = max(p for s, p in enumerate(scores) if s != seat)
        return 1.0 / (1.0 + math.exp(-(mine - rival) / self.margin_scale))

    def same_decision(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        """An answer holds only for the very view it was found on: a bid is secret, but
        what others hung or took changes what is worth having."""
        return thought_on == now

    def follow_plan(self, plan: Any, view: dict[str, Any], legal: LegalActions) -> Action | None:
        return None
