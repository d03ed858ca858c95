"""Art Society's heuristic player: judges every step on a full state (the real one in
a rollout, one sampled from the view otherwise), using the shared geometry module.

- Where to hang a painting: what its type is expected to be worth at the end (the
  museum's current ranking, blended with the average early on), minus what a faux pas
  costs (itself and any neighbour of its type that was still clean), plus the decor its
  matching frames earn, the eyeline bonus weighted by the chance its type ends on top,
  the corners it covers and how snugly it fits (loose fits leave holes only decor fills).
- Which painting to take: the best of those hangings; the last pickers also look at the
  painting they leave to the museum (a type they hang a lot of should rise).
- Which lollipop: how much better its best painting is than the one it would be left
  with, against how many rounds and high lollipops remain.
- Decor: the largest allowed tile where it fills a hole no painting can fill or a corner.
- No room: the assistant, else the best museum swap, else the excess pile.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.art_society.actions import (
    Bid,
    Confirm,
    DecorToAssistant,
    Excess,
    ExchangeDecor,
    Hang,
    HangDecor,
    SkipDecor,
    Swap,
    Take,
    ToAssistant,
)
from modernart_desktop.games.art_society.rules import ArtSociety
from modernart_desktop.games.art_society.scoring import multipliers
from modernart_desktop.games.art_society.state import BID, CHOOSE, NONE, PICK, START, ArtSocietyState

_T = C.TILES
_PAINTING = C.PAINTING
NUM_TYPES = len(C.TYPES)
MEAN_MULT = sum(C.MULTIPLIERS) / len(C.MULTIPLIERS)


@dataclass(frozen=True, slots=True)
class Weights:
    frames: float = 1.0  # per shield of decor a hanging earns
    snug: float = 0.35  # per occupied or border cell around a hung tile
    corner: float = 2.0
    hole: float = 0.6  # per cell a decor tile fills that no painting could
    museum: float = 0.25  # steering the museum with the painting left unsold
    bid_scale: float = 4.0  # points of advantage worth a mid-range lollipop
    noise: float = 0.0  # random spread on every judgement (Easy)
    max_spots: int = 0  # judge at most this many hanging spots (0: all) - for fast rollouts


NORMAL = Weights()


@dataclass(slots=True)
class Outlook:
    """What a seat expects each painting type to be worth at the end."""

    value: list[float]  # points per clean painting
    top: list[float]  # chance the type ends x5 (eyeline bonus)


def outlook(state: ArtSocietyState) -> Outlook:
    mult = multipliers(state.prestige, state.museum)
    progress = min(1.0, (state.round + 2) / (C.LOLLIPOPS * 0.7))
    value = [progress * m + (1 - progress) * MEAN_MULT for m in mult]
    best = max(mult)
    top = [
        progress * (1.0 if m == best and m == C.MULTIPLIERS[0] else 0.0) + (1 - progress) * 0.25 for m in mult
    ]
    return Outlook(value, top)


def _snug(wall: G.Wall, w: int, h: int, row: int, col: int) -> int:
    touch = G.touch_mask(w, h, row, col)
    border = (row == 0) * w + (row + h == C.ROWS) * w + (col == 0) * h + (col + w == C.COLS) * h
    return (touch & wall.occ).bit_count() + border


def hang_score(
    wall: G.Wall, tile: int, row: int, col: int, look: Outlook, wt: Weights, rng: Rng | None = None
) -> float:
    """How much hanging `tile` at (row, col) is worth (higher is better)."""
    t = _T[tile]
    w = t.w
    h = t.h
    mask, touch, touching = G.spot_masks(w, h, row, col)
    occ = wall.occ
    score = 0.0
    if t.kind == _PAINTING:
        ptype = t.type
        frame = t.frame
        same = 0
        lost = 0.0
        frames = 0
        cells = wall.cells
        # the hung tiles sharing an edge with the spot (the same as wall.neighbours)
        for n in {cells[i] for i in touching if occ >> i & 1}:
            if n < 0:
                continue
            other = _T[n]
            if other.kind != _PAINTING:
                continue
            if other.frame == frame:
                frames += 1
            if other.type == ptype:
                same += 1
                if not _has_same_neighbour(wall, n):
                    lost += look.value[ptype]
        score += 0.0 if same else look.value[ptype]
        score -= lost
        if mask & G.EYELINE_MASK:
            score += C.EYELINE_BONUS * look.top[ptype]
        if frames:
            score += wt.frames * (min(frames, 3) if frames < 4 else frames)
    else:
        score += t.shields
    score += wt.corner * (mask & G.CORNER_MASK).bit_count()  # corners covered
    # snugness, as _snug counts it
    border = (row == 0) * w + (row + h == C.ROWS) * w + (col == 0) * h + (col + w == C.COLS) * h
    score += wt.snug * ((touch & occ).bit_count() + border)
    if rng is not None and wt.noise:
        score += (rng.random() - 0.5) * wt.noise
    return score


def _has_same_neighbour(wall: G.Wall, tile: int) -> bool:
    t = _T[tile]
    return any(_T[n].kind == C.PAINTING and _T[n].type == t.type for n in wall.neighbours_of(tile))


def best_spot(
    wall: G.Wall, tile: int, look: Outlook, wt: Weights, rng: Rng | None = None
) -> tuple[float, tuple[int, int] | None]:
    t = _T[tile]
    spots = G.legal_anchors(wall, t.w, t.h)
    if not spots:
        return -1e9, None
    if wt.max_spots and len(spots) > wt.max_spots and rng is not None:
        spots = [spots[rng.randbelow(len(spots))] for _ in range(wt.max_spots)]
    if not wt.noise:  # without noise a spot's score is its key: keep the best one's
        best_score = -math.inf
        best = spots[0]
        for rc in spots:  # max() by score: the first of the best
            score = hang_score(wall, tile, rc[0], rc[1], look, wt)
            if score > best_score:
                best_score, best = score, rc
        return best_score, best
    best = max(spots, key=lambda rc: hang_score(wall, tile, rc[0], rc[1], look, wt, rng))
    return hang_score(wall, tile, best[0], best[1], look, wt), best


def take_value(
    state: ArtSocietyState, seat: int, tile: int, look: Outlook, wt: Weights, rng: Rng | None
) -> float:
    """What taking `tile` is worth to `seat` (hung at its best spot, or the fallback)."""
    wall = state.walls[seat]
    score, spot = best_spot(wall, tile, look, wt, rng)
    if spot is not None:
        return score
    if state.assistants[seat] == NONE:
        return 0.5  # kept for later
    t = _T[tile]
    swaps = [m for m in state.museum[t.type] if G.has_room(wall, _T[m].w, _T[m].h)]
    if swaps:
        return max(best_spot(wall, m, look, wt)[0] for m in swaps)
    return C.EXCESS_PENALTY + 1.0  # excess: -2, a one-shield decor back


def _free_2x2_cover(wall: G.Wall) -> int:
    """Cells a 2x2 painting could still cover (ignoring contact)."""
    occ = wall.occ
    cover = 0
    for _, _, m, _ in G.anchors(2, 2):
        if not occ & m:
            cover |= m
    return cover


class Policy:
    """Chooses one legal action for `seat` in a full state."""

    def __init__(self, game: ArtSociety, weights: Weights = NORMAL) -> None:
        self.game = game
        self.wt = weights

    def choose(self, state: ArtSocietyState, seat: int, legal: LegalActions, rng: Rng) -> Action:
        phase = state.phase
        if phase == START:
            return self._start(state, seat, legal, rng)
        if phase == CHOOSE:
            return self._choose_stack(state, seat, legal, rng)
        if phase == BID:
            return self._bid(state, seat, legal, rng)
        if phase == PICK:
            return self._pick(state, seat, legal, rng)
        return next(iter(legal))

    # -- set-up and auction --------------------------------------------------------------
    def _start(self, state: ArtSocietyState, seat: int, legal: LegalActions, rng: Rng) -> Action:
        options = list(legal)
        # Centred on the star cells, with room around it both ways.
        return min(options, key=lambda a: (abs(a.row - 3.5) + abs(a.col - 4.5), rng.random()))  # type: ignore[attr-defined]

    def _choose_stack(self, state: ArtSocietyState, seat: int, legal: LegalActions, rng: Rng) -> Action:
        wall = state.walls[seat]
        options = list(legal)

        def value(a: Action) -> float:
            w, h = C.STACK_SHAPES[a.stack]  # type: ignore[attr-defined]
            fits = G.has_room(wall, w, h)
            # Shapes that fit my wall; smaller ones as the wall fills; a little variety.
            return (2.0 if fits else -2.0) - 0.15 * (w * h) * (1 - wall.empty_cells() / 110) + rng.random()

        return max(options, key=value)

    def auction_values(self, state: ArtSocietyState, seat: int, rng: Rng | None) -> list[float]:
        look = outlook(state)
        return sorted((take_value(state, seat, t, look, self.wt, rng) for t in state.auction), reverse=True)

    def _bid(self, state: ArtSocietyState, seat: int, legal: LegalActions, rng: Rng) -> Action:
        hand = sorted(a.lollipop for a in legal)  # type: ignore[attr-defined]
        values = self.auction_values(state, seat, rng)
        n = state.num_players
        # The edge of picking first over picking in the middle of the order.
        edge = values[0] - values[min(len(values) - 1, n // 2)]
        q = 0.5 + (edge - 1.5) / (2 * self.wt.bid_scale)
        if self.wt.noise:
            q += (rng.random() - 0.5) * 0.3
        rounds_left = len(hand)
        if rounds_left <= 2:
            q = max(q, 0.5)  # lollipops left only break ties: spend them
        q = min(1.0, max(0.0, q))
        return Bid(hand[round(q * (len(hand) - 1))])

    # -- a picker's turn -----------------------------------------------------------------
    def _pick(self, state: ArtSocietyState, seat: int, legal: LegalActions, rng: Rng) -> Action:
        wt = self.wt
        look = outlook(state)
        wall = state.walls[seat]
        if state.credit > 0:
            return self._decor(state, seat, legal, rng)
        if not state.took:
            return self._take(state, seat, look, rng)
        held = state.held
        assistant = state.assistants[seat]
        if held != NONE:
            score, spot = best_spot(wall, held, look, wt, rng)
            if spot is None:
                if state.must_hang:  # cannot happen: swaps only offer paintings that fit
                    return next(iter(legal))
                if assistant == NONE:
                    return ToAssistant(held)
                swaps = self.game.swappable(state, seat)
                if swaps:
                    best = max(swaps, key=lambda m: best_spot(wall, m, look, wt)[0])
                    return Swap(best)
                return Excess()
            # Hang the assistant's tile first if it fits and would then lose its spot.
            if assistant != NONE and not state.must_hang:
                a_score, a_spot = best_spot(wall, assistant, look, wt, rng)
                if a_spot is not None and a_score >= score:
                    return Hang(assistant, *a_spot)
            if score < 0 and assistant == NONE and not state.must_hang:
                return ToAssistant(held)  # every spot is a faux pas: keep it for later
            return Hang(held, *spot)
        if assistant != NONE:
            a_score, a_spot = best_spot(wall, assistant, look, wt, rng)
            if a_spot is not None and a_score > 0:
                return Hang(assistant, *a_spot)
        return Confirm()

    def _take(self, state: ArtSocietyState, seat: int, look: Outlook, rng: Rng) -> Action:
        wt = self.wt
        last = state.pos >= len(state.order) - 1
        best_tile = state.auction[0]
        best = -1e18
        for tile in state.auction:
            v = take_value(state, seat, tile, look, wt, rng)
            if last and len(state.auction) == 2:
                left = next(t for t in state.auction if t != tile)
                v += wt.museum * self._museum_gain(state, seat, _T[left].type) * _T[left].value / 5
            if wt.noise:
                v += (rng.random() - 0.5) * wt.noise
            if v > best:
                best, best_tile = v, tile
        return Take(best_tile)

    @staticmethod
    def _museum_gain(state: ArtSocietyState, seat: int, ptype: int) -> float:
        """How much more of `ptype` this seat has on its wall than the average rival."""
        counts = [sum(1 for t in w.placed if _T[t].type == ptype) for w in state.walls]
        rivals = [c for s, c in enumerate(counts) if s != seat]
        return counts[seat] - sum(rivals) / max(1, len(rivals))

    def _decor(self, state: ArtSocietyState, seat: int, legal: LegalActions, rng: Rng) -> Action:
        wall = state.walls[seat]
        wt = self.wt
        cover = _free_2x2_cover(wall)
        best: Action | None = None
        best_v = -1e18
        fallback: Action | None = None
        for a in legal.actions:
            if isinstance(a, HangDecor):
                w, h = C.DECOR_SHAPES[a.shape]
                mask = G.rect_mask(w, h, a.row, a.col)
                v = (
                    C.DECOR_SHIELDS[a.shape] * 2.0
                    + wt.hole * (mask & ~cover).bit_count()
                    + wt.corner * sum(1 for b in G.CORNER_BITS if mask & b)
                    - 0.8 * (mask & cover).bit_count() * (wall.empty_cells() > 40)
                    + wt.snug * 0.5 * _snug(wall, w, h, a.row, a.col)
                )
                if wt.noise:
                    v += (rng.random() - 0.5) * wt.noise
                if v > best_v:
                    best_v, best = v, a
            elif isinstance(a, ExchangeDecor) and fallback is None:
                fallback = a
            elif isinstance(a, DecorToAssistant):
                if fallback is None or (
                    isinstance(fallback, DecorToAssistant)
                    and C.DECOR_SHIELDS[a.shape] > C.DECOR_SHIELDS[fallback.shape]
                ):
                    fallback = a
        if best is not None:
            return best
        return fallback if fallback is not None else SkipDecor()
