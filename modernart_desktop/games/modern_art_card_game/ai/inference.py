"""Reading the others' hands from how they played (for the search's worlds).

A uniform deal of the unseen cards ignores what the table showed: a seat that
opened a new artist probably holds more of it. Between two of this seat's turns
in one round (or, at its first turn of a round, since the round began), the
others' turns are undone one by one from the latest (their cards back in hand, a
drawn card back on the deck, all from public counts) until one cannot be (an
award token or a simultaneous play). Each undone turn's first card is a decision
that can be replayed: the table as it was then is kept (a "template": the public
facts, the hidden ones left blank), and for any world the seat's hand then is
its hand in the world plus the cards it played since, less the cards it drew
since (unknown: the world's latest ones). A play stays evidence for the rest of
the round.

The rollout policy is asked what it would have played holding that hand. Where
a world's hand would not have led to the play seen, the world is mended: the
card the policy would have played instead was not held then, so it is swapped
with a card from the places still open (the other hands, face-down cards, the
deck); where no such card can be (it was played later), a random swap is tried
and kept with the ratio of the plays' likelihoods. After a bounded number of
swaps per seat the likeliest deal seen is kept, so worlds agree with the table's
behaviour as well as with the view. A mismatch is made less likely, never ruled
out, so a seat that plays differently does not leave the search without worlds.

This models every other seat as the rollout policy, which the rollouts already
assume. What the hands are worth is clear (a diagnostic search given the true
state as its only world won 75% of 80 games against three Normal seats); the
plays carry only some of it. `benchmarks/card_game_inference.py` measures how
well the worlds foresee a play held out (`24 6`: mending foresees 55.8% of 180
held-out plays as the very kind of card, uniform worlds 42.4%; dealing worlds
again up to 16 times, the way before, foresaw 47.5% at the same cost, measured
before that code was removed), and docs/ai-strength.md what Strong wins with them.

Plays of earlier rounds were tried as evidence too (hands carry over): they
foresaw 2 points more of the held-out plays but cost eight times as much to
mend (which cards put out since were dealt after the play is a guess, so the
truth itself explains only two in three of them), so they are not read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from modernart_desktop.core.actions import Action
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.actions import PlayCard
from modernart_desktop.games.modern_art_card_game.ai.heuristic import Weights, choose
from modernart_desktop.games.modern_art_card_game.ai.sampler import sample_world
from modernart_desktop.games.modern_art_card_game.ai.situation import from_state
from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame
from modernart_desktop.games.modern_art_card_game.state import PLAY, CardGameState

# Swaps tried per seat before the likeliest deal seen is kept.
MEND_STEPS = 12
_BLANK = -1  # a hidden card in a template (only counts are read there)


@dataclass(frozen=True, slots=True)
class Play:
    """Seat `seat` displayed `card` on its turn, at the table `template` (its own
    hand and face-down cards left to fill in); `shown` cards were in its display
    then, `face_down` face-down cards and `hand` cards in its hand."""

    seat: int
    card: int
    template: CardGameState
    shown: int
    face_down: int
    hand: int

    def still_readable(self, view: dict[str, Any]) -> bool:
        """The play is still this round's and on the table."""
        s = self.seat
        shown = view["displays"][s]
        return len(shown) > self.shown and bool(shown[self.shown] == self.card)

    def drawn_since(self, hand: int, shown: int, face_down: int) -> int:
        """Cards the seat has drawn since the play, given how many it holds, shows and
        has face down now: every card it had then is in one of those places."""
        return hand + shown - self.shown + face_down - self.face_down - self.hand


@dataclass(frozen=True, slots=True)
class _Snapshot:
    seat: int  # whose turn it was taken at
    round: int
    displays: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    face_down: tuple[int, ...]


def _snapshot(view: dict[str, Any]) -> _Snapshot:
    return _Snapshot(
        view["seat"],
        view["round"],
        tuple(tuple(d) for d in view["displays"]),
        tuple(view["hand_sizes"]),
        tuple(view["face_down_counts"]),
    )


class PlayReader:
    """Remembers the table at this seat's turns and gathers the plays to replay (an
    agent moved to another seat starts afresh: a turn of another seat explains nothing)."""

    def __init__(self) -> None:
        self._turn: _Snapshot | None = None  # the table when this seat's current turn began
        self._plays: tuple[Play, ...] = ()

    def observe(self, view: dict[str, Any]) -> tuple[Play, ...]:
        """The others' replayable plays this round (at the start of one of this
        seat's turns; nothing otherwise)."""
        if view["phase"] != PLAY or view["seat"] is None:
            return ()
        now = _snapshot(view)
        if now == self._turn:
            return self._plays  # the same decision asked again
        before, self._turn = self._turn, now
        if before is None or (before.seat, before.round) != (now.seat, now.round):
            self._plays = _plays_between(_round_start(now), now, view)  # the seats before this one
        else:
            kept = tuple(p for p in self._plays if p.still_readable(view))
            self._plays = kept + _plays_between(before, now, view)
        return self._plays


def _round_start(now: _Snapshot) -> _Snapshot:
    """The table as the round began, as far as this seat's first turn of it can tell:
    nothing shown yet, and each seat's hand its hand now and what it has shown (less
    the card a draw symbol gave it)."""
    hands = tuple(
        size + len(shown) + down - int(bool(shown) and C.CARD_SYMBOL[shown[0]] == C.DRAW)
        for size, shown, down in zip(now.hand_sizes, now.displays, now.face_down)
    )
    return _Snapshot(
        now.seat, now.round, tuple(() for _ in now.displays), hands, tuple(0 for _ in now.face_down)
    )


def _plays_between(before: _Snapshot, now: _Snapshot, view: dict[str, Any]) -> tuple[Play, ...]:
    """The others' readable plays since this seat's previous turn, each with the table
    as it was when it was made (every turn after it undone)."""
    me = view["seat"]
    n = view["players"]
    order = [(me + k) % n for k in range(1, n)]  # the others, in the order they played
    table = _blank_table(view)
    plays: list[Play] = []
    for seat in reversed(order):  # the latest first: undoing stops at the first tangle
        turn = _turn_of(before, now, seat)
        if turn is None:
            break
        shown, hidden, drew = turn
        if not shown:
            continue  # no card to play: it sat the turn out
        # Undo the turn: the table as the seat saw it when it chose its first card.
        for _ in range(shown):
            card = table.displays[seat].pop()
            table.face_up[C.CARD_ARTIST[card]] -= 1
        del table.face_down[seat][len(table.face_down[seat]) - hidden :]
        table.hands[seat].extend([_BLANK] * (shown + hidden - drew))
        table.deck.extend([_BLANK] * drew)
        template = table.clone()
        template.phase, template.turn = PLAY, seat
        plays.append(
            Play(
                seat,
                now.displays[seat][len(before.displays[seat])],
                template,
                len(table.displays[seat]),
                len(table.face_down[seat]),
                len(table.hands[seat]),
            )
        )
    return tuple(plays)


def _turn_of(before: _Snapshot, now: _Snapshot, seat: int) -> tuple[int, int, int] | None:
    """(cards displayed, cards put face down, cards drawn) in the seat's one turn between
    the snapshots, or None when the turn cannot be undone from what is public (an award
    token or a simultaneous play changed the table beyond the seat's own cards)."""
    old = before.displays[seat]
    shown = len(now.displays[seat]) - len(old)
    hidden = now.face_down[seat] - before.face_down[seat]
    drew = now.hand_sizes[seat] - before.hand_sizes[seat] + shown + hidden
    if shown == 0:
        return (0, 0, 0) if hidden == drew == 0 and before.hand_sizes[seat] == 0 else None
    if now.displays[seat][: len(old)] != old or not (
        0 <= hidden <= 1 and 0 <= drew <= 1 and shown + hidden <= 2
    ):
        return None
    symbol = C.SYMBOLS[C.CARD_SYMBOL[now.displays[seat][len(old)]]]
    if symbol in ("award", "simultaneous"):
        return None
    expected = {"draw": (1, 0, drew), "second_up": (shown, 0, 0), "second_down": (1, hidden, 0)}
    if (shown, hidden, drew) != expected.get(symbol, (1, 0, 0)):
        return None
    return shown, hidden, drew


def _blank_table(view: dict[str, Any]) -> CardGameState:
    """The view's table with every hidden card (own hand included) blanked out."""
    table = sample_world(view, Rng(0))
    for slot in (*table.hands, *table.face_down, table.deck):
        slot[:] = [_BLANK] * len(slot)
    return table


def choice_then(game: ModernArtCardGame, world: CardGameState, play: Play, weights: Weights) -> Action:
    """What the rollout policy would have played in `play`'s place, holding the hand
    the world implies for `play.seat` then."""
    s = play.seat
    table = play.template
    # The seat's hand then: its hand now and the cards it played since, less the cards
    # it drew since. Which of a world's face-down cards came after the play, and which
    # of its hand cards were drawn, is arbitrary (all are hidden alike): the last ones,
    # nested alike for every play of the seat.
    table.hands[s] = (
        _kept(world, play) + world.displays[s][play.shown :] + world.face_down[s][play.face_down :]
    )
    table.face_down[s] = world.face_down[s][: play.face_down]
    try:
        return choose(from_state(table, s), game.legal_actions(table, s), weights)
    finally:
        table.hands[s] = [_BLANK] * play.hand
        table.face_down[s] = [_BLANK] * play.face_down


def _kept(world: CardGameState, play: Play) -> list[int]:
    """The cards of the seat's hand in the world that it held at the play."""
    s = play.seat
    hand = world.hands[s]
    drawn = min(play.drawn_since(len(hand), len(world.displays[s]), len(world.face_down[s])), len(hand))
    return hand[: len(hand) - drawn] if drawn > 0 else hand


def _odds(chosen: Action, play: Play, artist_match: float, miss: float) -> float:
    if not isinstance(chosen, PlayCard):
        return miss
    if C.CARD_KIND[chosen.card] == C.CARD_KIND[play.card]:
        return 1.0
    if C.CARD_ARTIST[chosen.card] == C.CARD_ARTIST[play.card]:
        return artist_match
    return miss


def likelihood(
    game: ModernArtCardGame,
    world: CardGameState,
    play: Play,
    weights: Weights,
    artist_match: float,
    miss: float,
) -> float:
    """How likely the rollout policy, holding the hand the world implies for
    `play.seat` then, was to display `play.card`: 1 for that very kind of card,
    `artist_match` for another card of its artist, `miss` otherwise."""
    return _odds(choice_then(game, world, play, weights), play, artist_match, miss)


def _held_then(world: CardGameState, play: Play, card: int) -> tuple[list[int], int] | None:
    """Where `card` lies in the world if the seat held it at the play and has not shown
    it since (its hand or its face-down cards); None if it was shown since."""
    s = play.seat
    kept = _kept(world, play)
    if card in kept:
        return world.hands[s], kept.index(card)
    later = world.face_down[s]
    for i in range(play.face_down, len(later)):
        if later[i] == card:
            return later, i
    return None


def _locate(slots: list[list[int]], k: int) -> tuple[list[int], int]:
    for slot in slots:
        if k < len(slot):
            return slot, k
        k -= len(slot)
    raise IndexError(k)


def condition_world(
    game: ModernArtCardGame,
    world: CardGameState,
    me: int,
    plays: tuple[Play, ...],
    rng: Rng,
    weights: Weights,
    artist_match: float = 0.3,
    miss: float = 0.1,
    steps: int = MEND_STEPS,
) -> None:
    """Mend, in place, the deal of the cards `me` cannot see, seat by seat, until each
    seat's plays are what it would have done or `steps` swaps are spent (the likeliest
    deal seen is kept); a seat once settled keeps its hand and face-down cards."""
    by_seat: dict[int, list[Play]] = {}
    for play in plays:
        by_seat.setdefault(play.seat, []).append(play)
    settled: set[int] = {me}
    for seat, seat_plays in by_seat.items():
        _Mender(game, world, seat, seat_plays, settled, weights, artist_match, miss).mend(rng, steps)
        settled.add(seat)


class _Mender:
    """Swaps one seat's hidden cards with the places not yet settled (the other hands,
    face-down cards and the deck). Where a play is not what the world's hand would have
    led to, the card the policy would have played instead was not held then: it is
    swapped out. Where no such card can be (it was shown later), a random swap is
    tried and kept with the ratio of the plays' likelihoods (Metropolis)."""

    def __init__(
        self,
        game: ModernArtCardGame,
        world: CardGameState,
        seat: int,
        plays: list[Play],
        settled: set[int],
        weights: Weights,
        artist_match: float,
        miss: float,
    ) -> None:
        self.game, self.world, self.plays, self.settled = game, world, plays, settled
        self.weights, self.artist_match, self.miss = weights, artist_match, miss
        self.mine = [world.hands[seat], world.face_down[seat]]
        self.theirs = [slot for slot in _slots(world, settled | {seat}) if slot]

    def judge(self) -> tuple[float, tuple[list[int], int] | None]:
        """(the plays' likelihood in the world, where the first card that a play says
        was not held lies, if any)."""
        odds = 1.0
        culprit: tuple[list[int], int] | None = None
        for play in self.plays:
            chosen = choice_then(self.game, self.world, play, self.weights)
            p = _odds(chosen, play, self.artist_match, self.miss)
            odds *= p
            if p < 1.0 and culprit is None and isinstance(chosen, PlayCard):
                culprit = _held_then(self.world, play, chosen.card)
        return odds, culprit

    def mend(self, rng: Rng, steps: int) -> None:
        own = sum(len(slot) for slot in self.mine)
        pool = sum(len(slot) for slot in self.theirs)
        odds, culprit = self.judge()
        best: tuple[float, list[list[int]]] | None = None
        for _ in range(steps):
            if odds >= 1.0:
                return
            if best is None or odds > best[0]:
                best = (odds, _hidden(self.world, self.settled))
            if own == 0 or pool == 0:
                break
            other, j = _locate(self.theirs, rng.randbelow(pool))
            if culprit is not None:
                slot, i = culprit
                slot[i], other[j] = other[j], slot[i]
                odds, culprit = self.judge()
                continue
            slot, i = _locate(self.mine, rng.randbelow(own))
            slot[i], other[j] = other[j], slot[i]
            tried, tried_culprit = self.judge()
            if tried >= odds or rng.random() * odds < tried:
                odds, culprit = tried, tried_culprit
            else:
                slot[i], other[j] = other[j], slot[i]  # less likely: undone (most of the time)
        if best is not None and best[0] >= odds:  # the first of the likeliest deals seen
            _restore(self.world, self.settled, best[1])


def _slots(world: CardGameState, settled: set[int]) -> list[list[int]]:
    """Every place a card hidden from the settled seats may lie: the others' hands and
    face-down cards, and the deck."""
    n = world.num_players
    return (
        [world.hands[s] for s in range(n) if s not in settled]
        + [world.face_down[s] for s in range(n) if s not in settled]
        + [world.deck]
    )


def _hidden(world: CardGameState, settled: set[int]) -> list[list[int]]:
    return [list(slot) for slot in _slots(world, settled)]


def _restore(world: CardGameState, settled: set[int], saved: list[list[int]]) -> None:
    for slot, cards in zip(_slots(world, settled), saved):
        slot[:] = cards
