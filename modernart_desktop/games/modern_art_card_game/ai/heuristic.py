"""A fast rule-of-thumb player for Modern Art: The Card Game.

It projects where the round is heading: the cards each artist will probably have
when the round ends (the visible counts plus the cards still to come, spread like
the cards this seat has not seen and like its own hand), ranks the artists on that
projection and values everyone's paintings with the tokens already on the
artists. A move is scored by how much it widens the gap between the seat's
projected points and the other seats' average, minus what the card would have
been worth kept in hand for later rounds. A card that ends the round is valued on
the exact final counts; before leaving an artist one card short of the limit, it
weighs the chance that the next seat ends the round on terms bad for it.
"""
from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.actions import (
    AddBonus, CommitCard, DeclineSecond, FinishBonus, PlaceAward, PlayCard, PlaySecond)
from modernart_desktop.games.modern_art_card_game.ai.situation import Situation
from modernart_desktop.games.modern_art_card_game.rules import distinct_by_kind

_NUM_ARTISTS = len(C.ARTISTS)
# What holding a symbol card is worth beyond a plain one (it can be played later for effect).
SYMBOL_KEEP = {C.PLAIN: 0.0, C.DRAW: 1.0, C.SECOND_UP: 0.8, C.SECOND_DOWN: 1.0, C.SIMULTANEOUS: 0.2,
               C.AWARD: 0.8}
# Cards a seat typically shows in one round (turns plus bonus cards), by player count.
CARDS_PER_ROUND = {2: 8, 3: 7, 4: 6, 5: 5}


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable knobs; the levels differ by these and by noise."""

    horizon: float = 2.0         # cards still to come per face-up card the leader lacks
    lookahead: bool = True       # weigh the next seat ending the round
    keep_value: float = 5.0      # a card in hand when cards will run short
    need_scale: float = 1.0      # how many cards a seat expects to need (x CARDS_PER_ROUND)
    face_down_guess: float = 1.0  # unseen face-down cards of others count this much
    symbol_weight: float = 0.8   # trust in a symbol's follow-up
    noise: float = 0.0           # random spread added to every move's score (easy level)


class Projection:
    """The round's scoring projected from what one seat knows."""

    def __init__(self, sit: Situation, w: Weights) -> None:
        self.sit = sit
        self.w = w
        n = sit.players
        scoring = sit.values is not None
        # Cards per seat and artist that this seat can see (own face-down included).
        self.cards = [[0] * _NUM_ARTISTS for _ in range(n)]
        for s, d in enumerate(sit.displays):
            for c in d:
                self.cards[s][C.CARD_ARTIST[c]] += 1
        for s, hidden in enumerate(sit.face_down):
            if hidden is not None:
                for c in hidden:
                    self.cards[s][C.CARD_ARTIST[c]] += 1
        self.unknown_down = [0 if sit.face_down[s] is not None else sit.face_down_counts[s] for s in range(n)]
        self.known_counts = [sum(self.cards[s][a] for s in range(n)) for a in range(_NUM_ARTISTS)]
        if sit.extra_artist >= 0:
            self.known_counts[sit.extra_artist] += 1
        # How unseen cards split among the artists (others' hidden cards and future plays).
        unseen = [0] * _NUM_ARTISTS
        for c in sit.unseen:
            unseen[C.CARD_ARTIST[c]] += 1
        total = sum(unseen) or 1
        self.unseen_share = [u / total for u in unseen]
        hand = [0] * _NUM_ARTISTS
        for c in sit.hand:
            hand[C.CARD_ARTIST[c]] += 1
        hand_total = sum(hand) or 1
        # Cards still to come: bounded by the cards left in all hands; own share by hand size.
        in_hands = sum(sit.hand_sizes)
        mine = len(sit.hand) / in_hands if in_hands else 0.0
        mix = [mine * hand[a] / hand_total + (1 - mine) * self.unseen_share[a] for a in range(_NUM_ARTISTS)]
        to_come = 0.0 if scoring else min(max(0, sit.limit - max(sit.face_up)) * w.horizon, in_hands)
        hidden_total = sum(self.unknown_down) * w.face_down_guess
        self.expected = [self.known_counts[a] + hidden_total * self.unseen_share[a] + to_come * mix[a]
                         for a in range(_NUM_ARTISTS)]
        self.exact = [self.known_counts[a] + hidden_total * self.unseen_share[a] for a in range(_NUM_ARTISTS)]

        me = sit.seat
        others = max(1, n - 1)
        # Own paintings minus the others' average, per artist: the gap is linear in it.
        self.diff = [self.cards[me][a] - sum(self.cards[s][a] for s in range(n) if s != me) / others
                     for a in range(_NUM_ARTISTS)]
        self.hidden_others = sum(self.unknown_down[s] for s in range(n) if s != me) / others

    def values(self, counts: list[float], awards: list[int] | None = None) -> list[int]:
        sit = self.sit
        awards = awards or sit.awards
        ranked = sorted((a for a in range(_NUM_ARTISTS) if counts[a] > 0),
                        key=lambda a: (-counts[a], a))[:len(C.VALUE_TOKENS)]
        out = [0] * _NUM_ARTISTS
        for place, a in enumerate(ranked):
            out[a] = sit.tokens[a] + C.AWARD_VALUE * awards[a] + C.VALUE_TOKENS[place]
        return out

    def gap(self, diff: list[float], values: list[int]) -> float:
        """Own points minus the others' average, for these per-artist differences and values."""
        total = sum(d * v for d, v in zip(diff, values))
        if self.hidden_others:
            ranked = [v for v in values if v]
            if ranked:
                total -= self.hidden_others * self.w.face_down_guess * 0.6 * sum(ranked) / len(ranked)
        return total

    def shifted(self, adds: tuple[tuple[int, int], ...], final: bool) -> tuple[list[float], list[float]]:
        """(diff, counts) once each (seat, artist) in `adds` has one more card."""
        diff = list(self.diff)
        counts = list(self.exact if final else self.expected)
        other_share = 1.0 / max(1, self.sit.players - 1)
        for seat, artist in adds:
            diff[artist] += 1.0 if seat == self.sit.seat else -other_share
            counts[artist] += 1
        return diff, counts

    def gap_after(self, seat: int, artist: int, final: bool, awards: list[int] | None = None) -> float:
        """The gap once `seat` has one more card of `artist` (artist -1: none)."""
        diff, counts = self.shifted(((seat, artist),) if artist >= 0 else (), final)
        return self.gap(diff, self.values(counts, awards))


def _next_seat_with_cards(sit: Situation, own_left: int) -> int:
    n = sit.players
    for i in range(1, n + 1):
        s = (sit.seat + i) % n
        if (own_left if s == sit.seat else sit.hand_sizes[s]) > 0:
            return s
    return -1


def _holds_probability(sit: Situation, proj: Projection, seat: int, artist: int) -> float:
    share = proj.unseen_share[artist]
    return 1 - (1 - share) ** sit.hand_sizes[seat]


def _bonus_edge(sit: Situation, proj: Projection, artist_added: int, own_hand_after: list[int]) -> float:
    """What bonus cards would add if the round ended with this card (own exact, others guessed)."""
    if not sit.bonus_cards:
        return 0.0
    counts = list(proj.exact)
    counts[artist_added] += 1
    values = proj.values(counts)
    held = {C.CARD_ARTIST[c] for c in own_hand_after}
    me = sit.seat
    mine = sum(values[a] for a in held if values[a] and (proj.cards[me][a] or a == artist_added))
    others = 0.0
    for s in range(sit.players):
        if s != me and sit.hand_sizes[s]:
            others += sum(values[a] * _holds_probability(sit, proj, s, a)
                          for a in range(_NUM_ARTISTS) if proj.cards[s][a] and values[a])
    return mine - others / max(1, sit.players - 1)


def _show(sit: Situation, proj: Projection, artist: int, own_left: list[int], face_up: bool,
          already_up: int = 0) -> float:
    """The gap after this seat shows one more card of `artist` (face up or down)."""
    if face_up and sit.face_up[artist] + already_up + 1 >= sit.limit:
        return proj.gap_after(sit.seat, artist, final=True) + _bonus_edge(sit, proj, artist, own_left)
    base = proj.gap_after(sit.seat, artist, final=False)
    if not proj.w.lookahead:
        return base
    nxt = _next_seat_with_cards(sit, len(own_left))
    if nxt < 0 or nxt == sit.seat:
        return base
    worst_p, worst = 0.0, base
    for b in range(_NUM_ARTISTS):
        up = sit.face_up[b] + (1 + already_up if face_up and b == artist else 0)
        if up + 1 < sit.limit:
            continue
        diff, counts = proj.shifted(((sit.seat, artist), (nxt, b)), final=True)
        ended = proj.gap(diff, proj.values(counts))
        p = _holds_probability(sit, proj, nxt, b)
        if ended < base and p > worst_p:
            worst_p, worst = p, ended
    return (1 - worst_p) * base + worst_p * worst


def keep_cost(sit: Situation, card: int, own_left: int, w: Weights) -> float:
    """What a card is worth kept in hand: nothing in the last round or with cards to
    spare, up to `keep_value` when the hand will run short before the game ends."""
    rounds_after = C.ROUNDS - 1 - sit.round
    if rounds_after <= 0:
        return 0.0
    future_deals = sum(C.DEAL[sit.players][r] for r in range(sit.round + 1, C.ROUNDS))
    need = CARDS_PER_ROUND[sit.players] * rounds_after * w.need_scale
    short = need - (own_left + future_deals)
    scarcity = min(1.0, max(0.1, (short + 3) / 6))
    return scarcity * (w.keep_value + SYMBOL_KEEP[C.CARD_SYMBOL[card]])


def _best_second(sit: Situation, proj: Projection, hand: list[int], artist: int | None, face_up: bool,
                 already_up: int, now: float) -> float:
    """The gain of the best second card (artist None: any, face down)."""
    best = 0.0
    for c in distinct_by_kind(hand):
        a = C.CARD_ARTIST[c]
        if artist is not None and a != artist:
            continue
        left = list(hand)
        left.remove(c)
        gain = _show(sit, proj, a, left, face_up, already_up) - now - keep_cost(sit, c, len(left), proj.w)
        best = max(best, gain)
    return best


def _symbol_value(sit: Situation, proj: Projection, card: int, left: list[int], now: float) -> float:
    symbol = C.CARD_SYMBOL[card]
    artist = C.CARD_ARTIST[card]
    w = proj.w
    if symbol == C.DRAW:
        return keep_cost(sit, C.PLAIN, len(left), w) + 0.3 if sit.deck_size else 0.0
    if symbol == C.SECOND_UP:
        return w.symbol_weight * _best_second(sit, proj, left, artist, True, 1, now)
    if symbol == C.SECOND_DOWN:
        return w.symbol_weight * _best_second(sit, proj, left, None, False, 0, now)
    if symbol == C.AWARD and sit.awards_left:
        best = max(_award_gain(sit, proj, a, left) for a in range(_NUM_ARTISTS))
        return w.symbol_weight * max(0.0, best)
    return 0.0


def _award_gain(sit: Situation, proj: Projection, artist: int, hand: list[int]) -> float:
    awards = list(sit.awards)
    awards[artist] += 1
    gain = proj.gap_after(sit.seat, -1, False, awards) - proj.gap_after(sit.seat, -1, False)
    # Tokens stay: cards still in hand will score it in later rounds.
    later = sum(1 for c in hand if C.CARD_ARTIST[c] == artist)
    return gain + 0.3 * C.AWARD_VALUE * later


def score_move(sit: Situation, proj: Projection, now: float, action: Action) -> float:
    w = proj.w
    hand = sit.hand
    if isinstance(action, (PlayCard, PlaySecond, CommitCard)):
        c = action.card
        a = C.CARD_ARTIST[c]
        left = list(hand)
        left.remove(c)
        cost = keep_cost(sit, c, len(left), w)
        if isinstance(action, PlaySecond):
            return _show(sit, proj, a, left, face_up=sit.phase == "second_up") - now - cost
        if isinstance(action, CommitCard):
            return proj.gap_after(sit.seat, a, final=False) - now - cost
        value = _show(sit, proj, a, left, face_up=True) - now - cost
        if sit.face_up[a] + 1 < sit.limit:  # the round-ending card's symbol is ignored
            value += _symbol_value(sit, proj, c, left, now)
        return value
    if isinstance(action, PlaceAward):
        return _award_gain(sit, proj, action.artist, hand)
    if isinstance(action, AddBonus):
        assert sit.values is not None
        c = action.card
        return sit.values[C.CARD_ARTIST[c]] - keep_cost(sit, c, len(hand) - 1, w)
    if isinstance(action, (DeclineSecond, FinishBonus)):
        return 0.0
    return 0.0


def score_moves(sit: Situation, legal: LegalActions, w: Weights) -> list[tuple[float, Action]]:
    proj = Projection(sit, w)
    now = proj.gap_after(sit.seat, -1, final=False)
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
