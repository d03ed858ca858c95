"""Modern Art: The Card Game's contribution to the generic search
(`modernart_desktop.ai.search`): root candidates are the heuristic's best few
moves (every move where there are few), worlds come from the sampler (mended
until they agree with how the others played this round: `inference.py`),
rollouts play the heuristic to the end of the round (or of the game), with the
searching seat's own weights for its moves and Normal's for the others', and a
rollout is scored by the share of the win and the margin over the best rival;
between rounds both are predicted from the scores and the hands (`outlook.py`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from modernart_desktop.ai.search import Candidate
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.ai.heuristic import Weights, choose, score_moves
from modernart_desktop.games.modern_art_card_game.ai.inference import Play, PlayReader, condition_world
from modernart_desktop.games.modern_art_card_game.ai.outlook import win_chance
from modernart_desktop.games.modern_art_card_game.ai.sampler import sample_world
from modernart_desktop.games.modern_art_card_game.ai.situation import from_state, from_view
from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame
from modernart_desktop.games.modern_art_card_game.state import CardGameState

ROLLOUT_WEIGHTS = Weights()
# A rollout's worth is mostly whether the seat wins (the rest: its margin over the
# best rival, a tie-breaker among losing and winning lines), as the levels are judged
# by their wins. Against three Normal seats on the same 120 deals
# (benchmarks/card_game_strong_variant.py) an even split won 30.0% and 0.9 won 38.2%,
# but 400 games of benchmarks/ai_strength.py gave 34.4% [29.9-39.2], no better than the
# 36.8% [32.2-41.6] measured with the even split: not shown to matter either way.
WIN_WEIGHT = 0.9


class CardGameKit:
    """Sampler, candidates, rollout policy and utility for the card game."""

    def __init__(
        self,
        game: ModernArtCardGame,
        width: int = 5,
        weights: Weights = ROLLOUT_WEIGHTS,
        margin_scale: float = 12.0,
        whole_game: bool = False,
        win_weight: float = WIN_WEIGHT,
        read_plays: bool = True,
        own_weights: Weights | None = None,
    ) -> None:
        self.game = game
        self.width = width  # how many of the heuristic's best moves are compared
        self.weights = weights
        self.margin_scale = margin_scale  # a points margin that counts as "clearly ahead"
        self.whole_game = whole_game  # roll out to the game's end, not the round's
        self.win_weight = win_weight  # the share of the utility that is the win (the rest: the margin)
        self.read_plays = read_plays  # deal worlds that agree with how the others just played
        # The searching seat's own judgement (its candidates and its moves in rollouts);
        # the others are modelled by `weights`.
        self.own_weights = own_weights or weights
        self._seat = -1
        self._reader = PlayReader()
        self._plays: tuple[Play, ...] = ()

    def sample_world(self, view: dict[str, Any], rng: Rng) -> CardGameState:
        world = sample_world(view, rng)
        if self._plays:
            condition_world(self.game, world, view["seat"], self._plays, rng, self.weights)
        return world

    def read_table(self, view: dict[str, Any]) -> None:
        """Take in what the table did since this seat's last decision."""
        self._plays = self._reader.observe(view) if self.read_plays else ()

    def candidates(self, view: dict[str, Any], legal: LegalActions, rng: Rng) -> Sequence[Candidate]:
        self.read_table(view)  # called once at each decision: the moment to read the table
        self._seat = view["seat"]
        scored = score_moves(from_view(view), legal, self.own_weights)
        scored.sort(key=lambda sa: -sa[0])
        return [Candidate(action) for _, action in scored[: self.width]]

    def rollout_action(self, state: CardGameState, seat: int, rng: Rng, plan: Any) -> Action:
        weights = self.own_weights if seat == self._seat else self.weights
        return choose(from_state(state, seat), self.game.legal_actions(state, seat), weights)

    def rollout_done(self, state: CardGameState, start: CardGameState) -> bool:
        if self.whole_game:
            return self.game.is_over(state)
        return state.round > start.round or self.game.is_over(state)

    def utility(self, state: CardGameState, seat: int) -> float:
        """Mostly the share of the win, a little how far ahead of the best rival
        (smooth, so close calls still teach something)."""
        if not self.game.is_over(state):
            chance, lead = win_chance(state, seat)
            return self.win_weight * chance + (1.0 - self.win_weight) / (
                1.0 + math.exp(-lead / self.margin_scale)
            )
        scores = state.scores
        mine = scores[seat]
        best_rival = max(p for s, p in enumerate(scores) if s != seat)
        top = max(scores)
        win = 1.0 / scores.count(top) if mine == top else 0.0
        margin = 1.0 / (1.0 + math.exp(-(mine - best_rival) / self.margin_scale))
        return self.win_weight * win + (1.0 - self.win_weight) * margin

    def follow_plan(self, plan: Any, view: dict[str, Any], legal: LegalActions) -> Action | None:
        return None  # every decision here is searched afresh

    def same_decision(self, thought_on: dict[str, Any], now: dict[str, Any]) -> bool:
        """While everyone picks a card face down at once, the others having picked
        tells nothing about their cards: a choice found before still holds."""
        return _without_commit_progress(thought_on) == _without_commit_progress(now)


def _without_commit_progress(view: dict[str, Any]) -> dict[str, Any]:
    """The view without who has committed a face-down card yet (and so who is active)."""
    simultaneous = view.get("simultaneous")
    if simultaneous is None or simultaneous.get("my_card") is not None:
        return view
    return {**view, "active": None, "simultaneous": {**simultaneous, "committed": None}}
