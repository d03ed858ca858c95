"""A fast rule-of-thumb player for Modern Art: The Card Game.

It projects where the round is heading and values a move by the gap it leaves
between the seat's projected points and the other seats' average:

- the cards each artist will probably have when the round ends: what is shown,
  the others' face-down cards and their cards still to come (spread like the
  cards this seat has not seen), and the seat's own plan for its remaining
  turns (its best artists in hand, greedily);
- the ranking is soft: every projected count has a spread, so an artist one card
  behind is not worth nothing, and a card that makes an artist safer counts;
- bonus cards at scoring (one per artist shown, from hand), for every seat;
- what a card is worth kept for later rounds (nothing in the last round), and
  what this round's tokens and awards are worth to the cards kept;
- a card that ends the round is valued on the exact final counts; before
  leaving an artist one card short of the limit, it weighs the chance that the
  next seat ends the round on terms bad for it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from modernart_desktop.ai.ranking import places_ahead
from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.common.ranking import top_artists
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.actions import (
    AddBonus,
    CommitCard,
    DeclineSecond,
    FinishBonus,
    PlaceAward,
    PlayCard,
    PlaySecond,
)
from modernart_desktop.games.modern_art_card_game.ai.situation import Situation
from modernart_desktop.games.modern_art_card_game.rules import distinct_by_kind

_NUM_ARTISTS = len(C.ARTISTS)
_ARTISTS = range(_NUM_ARTISTS)
_RANK_TOKENS = C.VALUE_TOKENS
# What holding a symbol card is worth beyond a plain one (it can be played later for effect).
SYMBOL_KEEP = {
    C.PLAIN: 0.0,
    C.DRAW: 1.0,
    C.SECOND_UP: 0.8,
    C.SECOND_DOWN: 1.0,
    C.SIMULTANEOUS: 0.2,
    C.AWARD: 0.8,
}
# Cards a seat typically shows in one round (turns plus bonus cards), by player count.
CARDS_PER_ROUND = {2: 8, 3: 7, 4: 6, 5: 5}


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable knobs; the levels differ by these and by noise."""

    horizon: float = 2.0  # cards still to come per face-up card the leader lacks
    lookahead: bool = True  # weigh the next seat ending the round
    keep_value: float = 5.0  # a card in hand when cards will run short
    need_scale: float = 1.5  # how many cards a seat expects to need (x CARDS_PER_ROUND)
    face_down_guess: float = 1.0  # unseen face-down cards of others count this much
    symbol_weight: float = 0.8  # trust in a symbol's follow-up
    plan: float = 0.5  # trust in the seat's own plays still to come this round
    plan_last: float = 0.5  # the same in the last round (nothing to keep cards for)
    spread: float = 0.5  # variance added to every projected count (0 with hard ranking)
    soft: bool = True  # rank on spreads (False: on the projected counts alone, faster)
    future_tokens: float = 0.7  # worth of a token to each card kept for later rounds
    last_card: float = 1.5  # an extra card in hand in the last round
    noise: float = 0.0  # random spread added to every move's score (easy level)


def soft_values(counts: list[float], var: list[float], base: list[int]) -> tuple[list[float], list[float]]:
    """Expected worth of one card of each artist: its base (tokens and awards so far)
    plus this round's token, if it ranks in the top three; and the expected token
    alone. With no spread the ranking is exact (ties to the lower artist number)."""
    erf = math.erf
    sqrt = math.sqrt
    # ahead[b][a]: the chance that b finishes ahead of a (a lower number wins a tie).
    ahead = [[0.0] * _NUM_ARTISTS for _ in _ARTISTS]
    for a in _ARTISTS:
        ca = counts[a]
        va = var[a]
        row_a = ahead[a]
        for b in range(a + 1, _NUM_ARTISTS):
            edge = counts[b] - ca - 0.5
            s2 = va + var[b]
            if s2 <= 1e-9:
                p = 1.0 if edge > 0 else 0.0
            else:
                p = 0.5 * (1.0 + erf(edge / sqrt(2.0 * s2)))
            ahead[b][a] = p
            row_a[b] = 1.0 - p
    out = [0.0] * _NUM_ARTISTS
    tokens = [0.0] * _NUM_ARTISTS
    first, second, third = _RANK_TOKENS
    for a in _ARTISTS:
        if counts[a] <= 0:
            continue
        p0, p1, p2 = places_ahead(ahead, a, _ARTISTS)
        token = first * p0 + second * p1 + third * p2
        tokens[a] = token
        out[a] = base[a] * (p0 + p1 + p2) + token
    return out, tokens


def hard_values(counts: list[float], base: list[int]) -> tuple[list[float], list[float]]:
    ranked = top_artists(counts, len(_RANK_TOKENS))
    out = [0.0] * _NUM_ARTISTS
    tokens = [0.0] * _NUM_ARTISTS
    for place, a in enumerate(ranked):
        tokens[a] = _RANK_TOKENS[place]
        out[a] = base[a] + _RANK_TOKENS[place]
    return out, tokens


def keep_cost(sit: Situation, card: int, own_left: int, w: Weights) -> float:
    """What a card is worth kept in hand: nothing in the last round or with cards to
    spare, up to `keep_value` when the hand will run short before the game ends."""
    return _keep(sit, C.CARD_SYMBOL[card], own_left, w)


def _keep(sit: Situation, symbol: int, own_left: int, w: Weights) -> float:
    if sit.round >= C.ROUNDS - 1:
        return 0.0
    return _scarcity(sit, own_left, w) * (w.keep_value + SYMBOL_KEEP[symbol])


def _scarcity(sit: Situation, own_left: int, w: Weights) -> float:
    rounds_after = C.ROUNDS - 1 - sit.round
    future_deals = sum(C.DEAL[sit.players][r] for r in range(sit.round + 1, C.ROUNDS))
    need = CARDS_PER_ROUND[sit.players] * rounds_after * w.need_scale
    short = need - (own_left + future_deals)
    return min(1.0, max(0.1, (short + 3) / 6))


class Projection:
    """The round's scoring projected from what one seat knows."""

    def __init__(self, sit: Situation, w: Weights) -> None:
        self.sit = sit
        self.w = w
        n = sit.players
        me = sit.seat
        self.n = n
        self.me = me
        self.last = sit.round >= C.ROUNDS - 1
        # Cards per seat and artist that this seat can see (own face-down included).
        cards = [[0] * _NUM_ARTISTS for _ in range(n)]
        for s, d in enumerate(sit.displays):
            row = cards[s]
            for c in d:
                row[C.CARD_ARTIST[c]] += 1
        for s, hidden in enumerate(sit.face_down):
            if hidden is not None:
                row = cards[s]
                for c in hidden:
                    row[C.CARD_ARTIST[c]] += 1
        self.cards = cards
        self.unknown_down = [0 if sit.face_down[s] is not None else sit.face_down_counts[s] for s in range(n)]
        self.hidden = sum(self.unknown_down) * w.face_down_guess
        known = [sum(cards[s][a] for s in range(n)) for a in _ARTISTS]
        if sit.extra_artist >= 0:
            known[sit.extra_artist] += 1
        self.known = known
        self.mine = list(cards[me])
        self.others = [sum(cards[s][a] for s in range(n) if s != me) for a in _ARTISTS]
        unseen = [0] * _NUM_ARTISTS
        for c in sit.unseen:
            unseen[C.CARD_ARTIST[c]] += 1
        total = sum(unseen) or 1
        self.share = [u / total for u in unseen]
        self.share_var = [p * (1 - p) for p in self.share]
        hand = [0] * _NUM_ARTISTS
        for c in sit.hand:
            hand[C.CARD_ARTIST[c]] += 1
        self.hand = hand
        self.base = [sit.tokens[a] + C.AWARD_VALUE * sit.awards[a] for a in _ARTISTS]
        self.scoring = sit.values is not None
        # A card kept for later rounds, and what this round's tokens add to cards kept.
        self.keep = 0.0 if self.last else _scarcity(sit, len(sit.hand), w) * w.keep_value
        self.others_hand = sum(sit.hand_sizes[s] for s in range(n) if s != me)
        self.shown_by = [[a for a in _ARTISTS if cards[s][a]] for s in range(n)]
        self._order: list[int] | None = None

    # ------------------------------------------------------------------ the core
    def values(
        self, counts: list[float], var: list[float], base: list[int]
    ) -> tuple[list[float], list[float]]:
        if self.w.soft:
            return soft_values(counts, var, base)
        return hard_values(counts, base)

    def evaluate(
        self,
        hand: list[int],
        up: tuple[int, ...] = (),
        down: tuple[int, ...] = (),
        final: bool = False,
        awards: list[int] | None = None,
        others_up: tuple[tuple[int, int], ...] = (),
        others_random: int = 0,
    ) -> float:
        """Own projected points minus the others' average once this seat has shown the
        artists `up` (face up) and `down` (face down) and holds `hand` (cards per artist);
        `others_up`: (seat, artist) cards other seats show; `others_random`: cards the
        others show that this seat cannot foresee (simultaneous play); `final`: the
        round ends right there."""
        sit = self.sit
        w = self.w
        n = self.n
        share = self.share
        base = self.base
        if awards is not None:
            base = [sit.tokens[a] + C.AWARD_VALUE * awards[a] for a in _ARTISTS]
        counts: list[float] = list(self.known)
        face_up = list(sit.face_up)
        mine = list(self.mine)
        others = list(self.others)
        for a in up:
            counts[a] += 1
            face_up[a] += 1
            mine[a] += 1
        for a in down:
            counts[a] += 1
            mine[a] += 1
        for _, a in others_up:
            counts[a] += 1
            face_up[a] += 1
            others[a] += 1
        # Cards the others will still add: hidden ones now, random ones, future plays.
        unknown = self.hidden + others_random
        my_left = sum(hand)
        to_come = others_future = my_turns = 0.0
        if not final and not self.scoring:
            in_hands = my_left + self.others_hand - others_random - len(others_up)
            lacking = sit.limit - max(face_up)
            to_come = min(max(0, lacking) * w.horizon, max(0.0, in_hands))
            seats = sum(1 for s in range(n) if s != self.me and sit.hand_sizes[s] > 0) + (1 if my_left else 0)
            if seats:
                my_turns = min(to_come / seats, my_left) * (w.plan_last if self.last else w.plan)
            others_future = max(0.0, to_come - my_turns)
        spread = w.spread if (not final and w.soft) else 0.0
        unknown_total = unknown + others_future
        var = [0.0] * _NUM_ARTISTS
        for a in _ARTISTS:
            counts[a] += unknown_total * share[a]
            var[a] = unknown_total * self.share_var[a] + spread
        # Own plan: the remaining turns go to the artists in hand worth most.
        plan = [0.0] * _NUM_ARTISTS
        if my_turns > 0:
            left = my_turns
            for a in self._plan_order(counts, var, base):
                if left <= 0:
                    break
                take = min(float(hand[a]), left)
                if take > 0:
                    plan[a] = take
                    counts[a] += take
                    left -= take
        values, tokens = self.values(counts, var, base)
        mine_pts = 0.0
        others_pts = 0.0
        others_per_artist = unknown_total / max(1, n - 1)
        for a in _ARTISTS:
            v = values[a]
            if v:
                mine_pts += (mine[a] + plan[a]) * v
                others_pts += (others[a] / max(1, n - 1) + others_per_artist * share[a]) * v
        if sit.bonus_cards:
            mine_pts += self._own_bonus(values, mine, plan, hand)
            others_pts += self._others_bonus(values, others_up)
        if not self.last and w.future_tokens:
            mine_pts += self._future_tokens(tokens, hand, plan)
        return mine_pts - others_pts

    def _plan_order(self, counts: list[float], var: list[float], base: list[int]) -> list[int]:
        """Artists by worth, best first, for the seat's own plan. Worked out once per
        decision (the move being weighed rarely reorders them: it saves half the work)."""
        if self._order is None:
            prelim, _ = self.values(counts, var, base)
            self._order = sorted(_ARTISTS, key=lambda a: -prelim[a])
        return self._order

    def _own_bonus(self, values: list[float], mine: list[int], plan: list[float], hand: list[int]) -> float:
        keep = self.keep
        total = 0.0
        for a in _ARTISTS:
            v = values[a]
            if v > keep and (mine[a] or plan[a]) and hand[a] - plan[a] >= 1:
                total += v - keep
        return total

    def _others_bonus(self, values: list[float], others_up: tuple[tuple[int, int], ...]) -> float:
        """The others' bonus cards, on average: an artist they show, if they hold one."""
        sit = self.sit
        keep = self.keep
        total = 0.0
        extra = {s: a for s, a in others_up}
        for s in range(self.n):
            size = sit.hand_sizes[s]
            if s == self.me or not size:
                continue
            shown = self.shown_by[s]
            if s in extra and extra[s] not in shown:
                shown = shown + [extra[s]]
            for a in shown:
                v = values[a]
                if v > keep:
                    total += (v - keep) * (1 - (1 - self.share[a]) ** size)
        return total / max(1, self.n - 1)

    def _future_tokens(self, tokens: list[float], hand: list[int], plan: list[float]) -> float:
        """This round's token helps the cards kept for later rounds: own ones against
        the others' likely holdings."""
        total = 0.0
        others_each = self.others_hand / max(1, self.n - 1)
        for a in _ARTISTS:
            token = tokens[a]
            if token:
                kept = hand[a] - plan[a]
                total += token * (kept - others_each * self.share[a])
        return self.w.future_tokens * total


def _next_seat_with_cards(sit: Situation, own_left: int) -> int:
    n = sit.players
    for i in range(1, n + 1):
        s = (sit.seat + i) % n
        if (own_left if s == sit.seat else sit.hand_sizes[s]) > 0:
            return s
    return -1


def _holds_probability(proj: Projection, seat: int, artist: int) -> float:
    return 1 - (1 - proj.share[artist]) ** proj.sit.hand_sizes[seat]


def _show(
    sit: Situation,
    proj: Projection,
    artist: int,
    hand: list[int],
    face_up: bool,
    already_up: tuple[int, ...] = (),
) -> float:
    """The gap after this seat shows one more card of `artist` (face up or down) and
    keeps `hand` (cards per artist); `already_up`: its cards shown earlier this turn."""
    up = already_up + ((artist,) if face_up else ())
    down = () if face_up else (artist,)
    if face_up and sit.face_up[artist] + len([a for a in up if a == artist]) >= sit.limit:
        return proj.evaluate(hand, up, down, final=True)
    base = proj.evaluate(hand, up, down)
    if not proj.w.lookahead:
        return base
    nxt = _next_seat_with_cards(sit, sum(hand))
    if nxt < 0 or nxt == sit.seat:
        return base
    worst_p, worst = 0.0, base
    for b in _ARTISTS:
        shown = sit.face_up[b] + sum(1 for a in up if a == b)
        if shown + 1 < sit.limit:
            continue
        ended = proj.evaluate(hand, up, down, final=True, others_up=((nxt, b),))
        p = _holds_probability(proj, nxt, b)
        if ended < base and p > worst_p:
            worst_p, worst = p, ended
    return (1 - worst_p) * base + worst_p * worst


def _without(hand: list[int], artist: int) -> list[int]:
    out = list(hand)
    out[artist] -= 1
    return out


def _best_second(
    sit: Situation,
    proj: Projection,
    cards: list[int],
    hand: list[int],
    artist: int | None,
    face_up: bool,
    already_up: tuple[int, ...],
    now: float,
) -> float:
    """The gain of the best second card (artist None: any, face down)."""
    best = 0.0
    left_count = len(cards) - 1
    for c in distinct_by_kind(cards):
        a = C.CARD_ARTIST[c]
        if artist is not None and a != artist:
            continue
        gain = (
            _show(sit, proj, a, _without(hand, a), face_up, already_up)
            - now
            - keep_cost(sit, c, left_count, proj.w)
        )
        best = max(best, gain)
    return best


def _symbol_value(
    sit: Situation, proj: Projection, card: int, cards: list[int], hand: list[int], now: float
) -> float:
    """What the card's symbol adds to `now`, the gap after the card itself
    (`cards`/`hand`: what is left)."""
    symbol = C.CARD_SYMBOL[card]
    artist = C.CARD_ARTIST[card]
    w = proj.w
    if symbol == C.DRAW:
        if not sit.deck_size:
            return 0.0
        if proj.last:
            return w.last_card
        return _keep(sit, C.PLAIN, len(cards), w) + 0.3
    if symbol == C.SECOND_UP:
        return w.symbol_weight * _best_second(sit, proj, cards, hand, artist, True, (artist,), now)
    if symbol == C.SECOND_DOWN:
        return w.symbol_weight * _best_second(sit, proj, cards, hand, None, False, (artist,), now)
    if symbol == C.AWARD and sit.awards_left:
        best = max(_award_gain(sit, proj, a, hand, (artist,)) for a in _ARTISTS)
        return w.symbol_weight * max(0.0, best)
    return 0.0


def _award_gain(
    sit: Situation, proj: Projection, artist: int, hand: list[int], up: tuple[int, ...] = ()
) -> float:
    awards = list(sit.awards)
    awards[artist] += 1
    gain = proj.evaluate(hand, up, awards=awards) - proj.evaluate(hand, up)
    if proj.last:
        return gain
    # Tokens stay: cards kept for later rounds will score it if the artist ranks.
    others_each = proj.others_hand / max(1, sit.players - 1) * proj.share[artist]
    return gain + proj.w.future_tokens * C.AWARD_VALUE * (hand[artist] - others_each)


def score_move(sit: Situation, proj: Projection, now: float, action: Action) -> float:
    w = proj.w
    if isinstance(action, (PlayCard, PlaySecond, CommitCard)):
        c = action.card
        a = C.CARD_ARTIST[c]
        cards = list(sit.hand)
        cards.remove(c)
        hand = _without(proj.hand, a)
        cost = keep_cost(sit, c, len(cards), w)
        if isinstance(action, PlaySecond):
            return _show(sit, proj, a, hand, face_up=sit.phase == "second_up") - now - cost
        if isinstance(action, CommitCard):
            others = sum(1 for s in range(sit.players) if s != sit.seat and sit.hand_sizes[s] > 0)
            if sit.face_up[a] + 1 >= sit.limit:
                return proj.evaluate(hand, (a,), final=True, others_random=others) - now - cost
            return proj.evaluate(hand, (a,), others_random=others) - now - cost
        shown = _show(sit, proj, a, hand, face_up=True)
        value = shown - now - cost
        if sit.face_up[a] + 1 < sit.limit:  # the round-ending card's symbol is ignored
            value += _symbol_value(sit, proj, c, cards, hand, shown)
        return value
    if isinstance(action, PlaceAward):
        return _award_gain(sit, proj, action.artist, proj.hand)
    if isinstance(action, AddBonus):
        assert sit.values is not None
        c = action.card
        return sit.values[C.CARD_ARTIST[c]] - keep_cost(sit, c, len(sit.hand) - 1, w)
    if isinstance(action, (DeclineSecond, FinishBonus)):
        return 0.0
    return 0.0


def score_moves(sit: Situation, legal: LegalActions, w: Weights) -> list[tuple[float, Action]]:
    proj = Projection(sit, w)
    now = proj.evaluate(proj.hand)
    return [(score_move(sit, proj, now, action), action) for action in legal]


def choose(sit: Situation, legal: LegalActions, w: Weights, rng: Rng | None = None) -> Action:
    """The best-scoring legal move (ties to the first listed); noise for the easy level."""
    actions = list(legal)
    if len(actions) == 1:
        return actions[0]
    scored = score_moves(sit, legal, w)
    if w.noise and rng is not None:
        scored = [(s + (rng.random() * 2 - 1) * w.noise, a) for s, a in scored]
    return max(scored, key=lambda sa: sa[0])[1]
