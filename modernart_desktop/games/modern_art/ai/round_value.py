"""Where each seat is heading, seen from the start of a round: a small model fitted on
games of Normal seats (`benchmarks/modern_art_value_fit.py` writes `round_value.json`).

A search whose rollouts stop when a round ends reads it instead of playing the rest of
the game: each seat's final money is predicted from its money, its hand, and what the
hand's artists have earned so far; the chance that a seat wins is a softmax over the
predictions (its temperature fitted on the same games).
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from modernart_desktop.games.modern_art.ai.knowledge import NUM_ARTISTS
from modernart_desktop.games.modern_art.components import CARD_ARTIST
from modernart_desktop.games.modern_art.state import ModernArtState

MODEL_PATH = Path(__file__).with_name("round_value.json")


def features(state: ModernArtState, seat: int) -> list[float]:
    """[1, cards in hand, the hand's artists' tokens so far, money, cards of artists that
    have earned before]: what the model reads of a seat at the start of a round."""
    earned = [0] * NUM_ARTISTS
    for r in range(min(state.round, len(state.tokens))):
        row = state.tokens[r]
        for a in range(NUM_ARTISTS):
            earned[a] += row[a]
    hand = state.hands[seat]
    tokens = 0
    established = 0
    for c in hand:
        t = earned[CARD_ARTIST[c]]
        tokens += t
        established += t > 0
    return [1.0, float(len(hand)), float(tokens), float(state.money[seat]), float(established)]


def old_estimate(feats: list[list[float]], money: list[int]) -> list[float]:
    """The search's rule of thumb before the model: each card in hand worth 0.3 x (its
    artist's tokens + 20)."""
    return [m + 0.3 * (f[2] + 20.0 * f[1]) for f, m in zip(feats, money)]


@cache
def _model() -> dict[str, Any]:
    fits: dict[str, Any] = json.loads(MODEL_PATH.read_text(encoding="utf-8"))["fits"]
    return fits


def predicted_money(state: ModernArtState) -> tuple[list[float], float]:
    """Every seat's predicted final money, and the softmax temperature for this point."""
    fit = _model()[f"{state.num_players}/{state.round}"]
    coef = fit["coef"]
    out = []
    for seat in range(state.num_players):
        f = features(state, seat)
        out.append(state.money[seat] + sum(c * x for c, x in zip(coef, f)))
    return out, fit["temperature"]


def win_chances(state: ModernArtState) -> list[float]:
    """Each seat's chance of winning the game, from the start of a round."""
    predicted, temperature = predicted_money(state)
    top = max(predicted)
    e = [math.exp((p - top) / temperature) for p in predicted]
    total = sum(e)
    return [x / total for x in e]
