"""Modern Art: The Card Game state: plain data, cheap to clone for AI search."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.components import ARTISTS, AWARD_TOKENS, ROUNDS

# Phases
PLAY: Final = "play"  # the seat whose turn it is displays a card
SECOND_UP: Final = "second_up"  # may display a second card of the same artist face up
SECOND_DOWN: Final = "second_down"  # may display a second card of any artist face down
SIMULTANEOUS: Final = "simultaneous"  # every seat with cards commits one, revealed together
AWARD: Final = "award"  # the seat puts an award token on an artist
BONUS: Final = "bonus"  # scoring: seats add bonus cards, from the round's ender clockwise
OVER: Final = "over"

# Simultaneous commitments: a card id, or one of these.
WAITING: Final = -1  # takes part, has not chosen yet
NOT_IN: Final = -2  # holds no card: sits this one out


@dataclass(slots=True)
class Scoring:
    """The round being scored, while seats add their bonus cards."""

    reason: str  # "face_up_limit" | "no_cards"
    ended_by: int
    counts: list[int]  # cards per artist this round (face down and extra card included)
    ranking: list[int]  # up to three artists, best first
    values: list[int]  # what one card of each artist scores this round
    order: list[int]  # seats asked for bonus cards, in turn
    pos: int = 0
    bonus: list[list[int]] = field(default_factory=list)  # bonus cards per seat

    def clone(self) -> Scoring:
        return Scoring(
            self.reason,
            self.ended_by,
            list(self.counts),
            list(self.ranking),
            list(self.values),
            list(self.order),
            self.pos,
            [list(b) for b in self.bonus],
        )


@dataclass(slots=True)
class CardGameState:
    num_players: int
    bonus_cards: bool
    rng: Rng
    round: int = 0
    phase: str = PLAY
    deck: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    displays: list[list[int]] = field(default_factory=list)  # face up, in the order played
    face_down: list[list[int]] = field(default_factory=list)  # hidden until scoring
    extra: int = -1  # this round's extra card (-1: none)
    face_up: list[int] = field(default_factory=lambda: [0] * len(ARTISTS))  # extra card included
    discard: list[int] = field(default_factory=list)
    awards: list[int] = field(default_factory=lambda: [0] * len(ARTISTS))
    awards_left: int = AWARD_TOKENS
    value_tokens: list[list[int]] = field(default_factory=lambda: [[0] * len(ARTISTS) for _ in range(ROUNDS)])
    turn: int = 0
    second_artist: int = -1  # SECOND_UP: the artist the second card must match
    commits: list[int] = field(default_factory=list)  # SIMULTANEOUS
    scoring: Scoring | None = None
    scores: list[int] = field(default_factory=list)
    round_results: list[dict[str, Any]] = field(default_factory=list)  # public: the score sheet

    def clone(self) -> CardGameState:
        return CardGameState(
            self.num_players,
            self.bonus_cards,
            self.rng.clone(),
            self.round,
            self.phase,
            list(self.deck),
            [list(h) for h in self.hands],
            [list(d) for d in self.displays],
            [list(d) for d in self.face_down],
            self.extra,
            list(self.face_up),
            list(self.discard),
            list(self.awards),
            self.awards_left,
            [list(r) for r in self.value_tokens],
            self.turn,
            self.second_artist,
            list(self.commits),
            self.scoring.clone() if self.scoring else None,
            list(self.scores),
            list(self.round_results),
        )
