"""What a rollout's end means in each game's own terms, for the coach (ai/coach.py).

The search scores a rollout's end by a utility in [0, 1] (mostly the share of the win,
the rest a smooth margin over the best rival). That is right for choosing a move, but it
says nothing a player can picture, and it flattens out once a seat is far behind or far
ahead: a player losing 6 to 45 gains almost nothing "out of 100" from any move. So the
coach also reads, at the same rollout's end, the seat's lead over the best rival in the
game's own unit (money in Modern Art, points elsewhere; a lead of -20 rises to -14 when a
move gains 6), and its share of the win where the rollout tells it (a finished game, or a
game's own estimate of the chance to win).

Kept out of each game's `ai/` package on purpose: the AI strength table digests those
files, and nothing here changes how any level plays.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

MONEY = "money"  # thousands of euro
POINTS = "points"


@dataclass(frozen=True)
class Terms:
    """How a game's figures read: the unit, the smallest gain worth a player's attention,
    and the spread a lead's difference has before any evidence (a prior, in that unit)."""

    unit: str
    min_gain: float
    prior_sd: float
    # (kit, state at a rollout's end, seat) -> (lead over the best rival, share of the win
    # or the chance to win, None when the rollout cannot tell)
    measure: Callable[[Any, Any, int], tuple[float, float | None]]
    # (the seat's view, the move played, the better move) -> a game's own name for that
    # kind of mistake (a review's pattern counts them), or None
    note: Callable[[dict[str, Any], Any, Any], str | None] | None = None


LEADER_NOT_OFFERED = "leader_not_offered"  # Modern Art: offered another artist than the round's leader


def _lead(values: list[float] | list[int], seat: int) -> float:
    return float(values[seat]) - float(max(v for s, v in enumerate(values) if s != seat))


def _share(values: list[float] | list[int], seat: int) -> float:
    top = max(values)
    return 1.0 / sum(1 for v in values if v == top) if values[seat] == top else 0.0


def _modern_art(kit: Any, state: Any, seat: int) -> tuple[float, float | None]:
    if kit.game.is_over(state):
        money = list(state.money)
        return _lead(money, seat), _share(money, seat)
    return _lead(kit._estimated_money(state), seat), None


def _modern_art_note(view: dict[str, Any], played: Any, better: Any) -> str | None:
    """Another artist offered where the round's leading artist (most paintings offered so
    far; a tie goes to the artist first in order, as the rules count it) was the better
    offer: the leader's paintings are the ones this round will pay for."""
    from modernart_desktop.games.modern_art.components import CARD_ARTIST

    if played.kind != "offer" or better.kind != "offer":
        return None
    counts = view.get("counts") or []
    if not counts or max(counts) == 0:
        return None
    leader = max(range(len(counts)), key=lambda a: (counts[a], -a))
    if CARD_ARTIST[better.card] == leader != CARD_ARTIST[played.card]:
        return LEADER_NOT_OFFERED
    return None


def _card_game(kit: Any, state: Any, seat: int) -> tuple[float, float | None]:
    from modernart_desktop.games.modern_art_card_game.ai.outlook import win_chance

    if kit.game.is_over(state):
        scores = list(state.scores)
        return _lead(scores, seat), _share(scores, seat)
    chance, lead = win_chance(state, seat)
    return lead, chance


def _art_society(kit: Any, state: Any, seat: int) -> tuple[float, float | None]:
    from modernart_desktop.games.art_society.ai.search_kit import projected_score

    scores = [projected_score(state, s) for s in range(state.num_players)]
    return _lead(scores, seat), (_share(scores, seat) if kit.game.is_over(state) else None)


def _friesematenten(kit: Any, state: Any, seat: int) -> tuple[float, float | None]:
    from modernart_desktop.games.friesematenten.ai.heuristic import standing

    if kit.game.is_over(state):
        result = kit.game.result(state)
        scores = list(result.scores)
        win = 1.0 / len(result.winners) if seat in result.winners else 0.0
        return _lead(scores, seat), win
    return standing(state, seat), None


TERMS: dict[str, Terms] = {
    "modern_art": Terms(MONEY, 3.0, 8.0, _modern_art, _modern_art_note),
    "modern_art_card_game": Terms(POINTS, 1.0, 2.0, _card_game),
    "art_society": Terms(POINTS, 1.0, 2.0, _art_society),
    "friesematenten": Terms(POINTS, 1.0, 1.5, _friesematenten),
}


def terms_of(game_id: str) -> Terms | None:
    return TERMS.get(game_id)
