"""Modern Art: The Card Game rules (Knizia), as the rulebook and RULINGS.md section 2 say.

The flow of a round: in turn, each seat holding cards displays one face up and
follows its symbol (draw, a second card face up or face down, simultaneous play,
an award token). The moment one artist shows 6 face-up cards (5 with two
players, the extra card included) or nobody holds a card, the round ends: the
face-down cards are revealed, the top three artists get value tokens, seats add
bonus cards (table option) and score every card of a top-three artist at the
sum of that artist's tokens.

Rulings where the rulebook is silent (see the closing note of the issue):
- Every card of a turn (a second card, the simultaneous cards) is played on the
  turn of the seat whose turn it is, so that seat "ended the round" whichever
  card reached the limit; the next round starts at its left.
- Artists with no card in a round are not ranked (no value token).
- A round in which nobody holds a card at its start is skipped (it can only
  happen in round 4, when no cards are dealt).
- A seat is asked about an optional card whenever its hand is not empty, even if
  no card fits: skipping the question would tell the others what it holds.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any, Final

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game, GameResult, OptionSpec
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.common.ranking import top_artists
from modernart_desktop.games.common.turns import (
    deal_one_at_a_time,
    first_with_cards,
    give_hands,
    redeal_unseen,
    same_card_choice,
)
from modernart_desktop.games.common.turns import distinct_by_kind as _distinct
from modernart_desktop.games.modern_art_card_game import components as C
from modernart_desktop.games.modern_art_card_game.actions import (
    ACTION_TYPES,
    AddBonus,
    CommitCard,
    DeclineSecond,
    FinishBonus,
    PlaceAward,
    PlayCard,
    PlaySecond,
)
from modernart_desktop.games.modern_art_card_game.state import (
    AWARD,
    BONUS,
    NOT_IN,
    OVER,
    PLAY,
    SECOND_DOWN,
    SECOND_UP,
    SIMULTANEOUS,
    WAITING,
    CardGameState,
    Scoring,
)

_DECLINE: Final = DeclineSecond()
_FINISH: Final = FinishBonus()
_NUM_ARTISTS: Final = len(C.ARTISTS)
_AWARD_ACTIONS: Final = tuple(PlaceAward(a) for a in range(_NUM_ARTISTS))
_ALL_ARTISTS: Final = frozenset(range(_NUM_ARTISTS))
# Built once and shared (actions and legal lists are immutable): asked at every step.
_PLAYS: Final = tuple(PlayCard(c) for c in range(C.NUM_CARDS))
_SECONDS: Final = tuple(PlaySecond(c) for c in range(C.NUM_CARDS))
_COMMITS: Final = tuple(CommitCard(c) for c in range(C.NUM_CARDS))
_BONUSES: Final = tuple(AddBonus(c) for c in range(C.NUM_CARDS))
_AWARD_CHOICES: Final = LegalActions(_AWARD_ACTIONS)
_NOBODY: Final[frozenset[int]] = frozenset()
_ONLY: Final = tuple(frozenset((s,)) for s in range(8))
_NO_CHOICE: Final = LegalActions()


def distinct_by_kind(cards: list[int]) -> list[int]:
    """One card per (artist, symbol): identical cards are the same choice."""
    return _distinct(cards, C.CARD_KIND)


def rank_artists(counts: list[int]) -> list[int]:
    """The top three artists by cards (ties to the lower artist number); none with 0 cards."""
    return top_artists(counts, len(C.VALUE_TOKENS))


# The kinds of action each phase asks for (`check` refuses the others as "not now").
_KINDS_BY_PHASE: Final = {
    PLAY: ("play",),
    SECOND_UP: ("play_second", "decline_second"),
    SECOND_DOWN: ("play_second", "decline_second"),
    SIMULTANEOUS: ("commit",),
    AWARD: ("award",),
    BONUS: ("bonus", "bonus_done"),
}


def display_artists(state: CardGameState, seat: int) -> set[int]:
    """Artists in a seat's display at scoring (its face-down cards revealed)."""
    return {C.CARD_ARTIST[c] for c in state.displays[seat]} | {
        C.CARD_ARTIST[c] for c in state.face_down[seat]
    }


class ModernArtCardGame(Game[CardGameState]):
    game_id = "modern_art_card_game"
    min_players = 2
    max_players = 5
    action_types = ACTION_TYPES
    options = (
        # Bonus cards at scoring, as the English rulebook describes them.
        OptionSpec("bonus_cards", "bool", True),
    )
    # After the game (core/replay.py, core/undo.py): a round's deal starts it; simultaneous
    # cards and face-down cards turned over, the round's random extra card, bonus cards reveal.
    round_start_events = frozenset({"round/start"})
    revealing_events = frozenset(
        {"simultaneous/revealed", "round/ended", "round/start", "bonus/added", "round/scored", "game/over"}
    )
    private_echo_events = frozenset({"second/my_face_down", "simultaneous/my_card"})

    # ------------------------------------------------------------------ set-up
    def setup(
        self, num_players: int, options: dict[str, Any], seed: int
    ) -> tuple[CardGameState, list[Event]]:
        rng = Rng(seed)
        state = CardGameState(
            num_players=num_players, bonus_cards=bool(options.get("bonus_cards", True)), rng=rng
        )
        state.deck = list(range(C.NUM_CARDS))
        rng.shuffle(state.deck)
        state.hands = [[] for _ in range(num_players)]
        state.displays = [[] for _ in range(num_players)]
        state.face_down = [[] for _ in range(num_players)]
        state.commits = [NOT_IN] * num_players
        state.scores = [0] * num_players
        first = rng.randbelow(num_players)
        events: list[Event] = [Event("game/start", {"players": num_players, "first": first})]
        self._start_round(state, first, events)
        return state, events

    def num_players(self, state: CardGameState) -> int:
        return state.num_players

    # ------------------------------------------------------------------ who acts, what is legal
    def active_seats(self, state: CardGameState) -> frozenset[int]:
        phase = state.phase
        if phase == PLAY or phase == SECOND_UP or phase == SECOND_DOWN or phase == AWARD:
            return _ONLY[state.turn]
        if phase == SIMULTANEOUS:
            return frozenset([s for s, c in enumerate(state.commits) if c == WAITING])
        if phase == BONUS:
            assert state.scoring is not None
            return _ONLY[state.scoring.order[state.scoring.pos]]
        return _NOBODY

    def legal_actions(self, state: CardGameState, seat: int) -> LegalActions:
        if seat not in self.active_seats(state):
            return _NO_CHOICE
        phase = state.phase
        hand = state.hands[seat]
        if phase == PLAY:
            plays = _PLAYS
            return LegalActions(tuple([plays[c] for c in distinct_by_kind(hand)]))
        if phase == SECOND_UP:
            allowed = self._allowed_artists(state, seat)
            artist_of = C.CARD_ARTIST
            same = [c for c in hand if artist_of[c] in allowed]
            seconds = _SECONDS
            return LegalActions((*[seconds[c] for c in distinct_by_kind(same)], _DECLINE))
        if phase == SECOND_DOWN:
            seconds = _SECONDS
            return LegalActions((*[seconds[c] for c in distinct_by_kind(hand)], _DECLINE))
        if phase == SIMULTANEOUS:
            commits = _COMMITS
            return LegalActions(tuple([commits[c] for c in distinct_by_kind(hand)]))
        if phase == AWARD:
            return _AWARD_CHOICES
        # BONUS
        allowed = self._allowed_artists(state, seat)
        artist_of = C.CARD_ARTIST
        fits = [c for c in hand if artist_of[c] in allowed]
        bonuses = _BONUSES
        return LegalActions((*[bonuses[c] for c in distinct_by_kind(fits)], _FINISH))

    def _allowed_artists(self, state: CardGameState, seat: int) -> AbstractSet[int]:
        """The artists `seat` may play a card of in this phase: the one statement of
        that rule, which `legal_actions` filters by and `check` refuses with. A face-up
        second card matches the first; a bonus card is of an artist in one's display
        not yet added; any artist otherwise."""
        if state.phase == SECOND_UP:
            return {state.second_artist}
        if state.phase == BONUS:
            return self.bonus_artists(state, seat)
        return _ALL_ARTISTS

    @staticmethod
    def bonus_artists(state: CardGameState, seat: int) -> set[int]:
        """Artists `seat` may still add a bonus card of: in its display, not added yet."""
        assert state.scoring is not None
        done = {C.CARD_ARTIST[c] for c in state.scoring.bonus[seat]}
        return display_artists(state, seat) - done

    def same_move(self, a: Action, b: Action) -> bool:
        """Identical cards (artist and symbol) are one choice."""
        return same_card_choice(a, b, C.CARD_KIND)

    def check(self, state: CardGameState, seat: int, action: Action) -> None:
        phase = state.phase
        kind = action.kind
        if kind not in _KINDS_BY_PHASE[phase]:
            raise IllegalAction("action/not_now", kind=kind, phase=phase)
        if kind == "award":
            artist = action.artist  # type: ignore[attr-defined]  # kind fixes the Action subclass
            if not 0 <= artist < _NUM_ARTISTS:
                raise IllegalAction("award/unknown_artist", artist=artist)
            return
        if kind in ("decline_second", "bonus_done"):
            return
        card = action.card  # type: ignore[attr-defined]  # kind fixes the Action subclass
        if card not in state.hands[seat]:
            raise IllegalAction("card/not_in_hand", card=card)
        artist = C.CARD_ARTIST[card]
        if artist not in self._allowed_artists(state, seat):
            if phase == SECOND_UP:
                raise IllegalAction("second/wrong_artist", card=card, artist=C.ARTISTS[state.second_artist])
            code = "bonus/artist_not_displayed"
            if artist in display_artists(state, seat):
                code = "bonus/artist_already_added"
            raise IllegalAction(code, card=card, artist=C.ARTISTS[artist])

    # ------------------------------------------------------------------ applying actions
    def _apply(self, state: CardGameState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if kind == "play":
            self._play(state, seat, action.card, events)  # type: ignore[attr-defined]  # kind fixes the Action subclass
        elif kind == "play_second":
            self._play_second(state, seat, action.card, events)  # type: ignore[attr-defined]  # kind fixes the Action subclass
        elif kind == "decline_second":
            events.append(Event("second/declined", {"seat": seat, "face_up": state.phase == SECOND_UP}))
            self._next_turn(state, events)
        elif kind == "commit":
            self._commit(state, seat, action.card, events)  # type: ignore[attr-defined]  # kind fixes the Action subclass
        elif kind == "award":
            self._award(state, seat, action.artist, events)  # type: ignore[attr-defined]  # kind fixes the Action subclass
        elif kind == "bonus":
            self._bonus(state, seat, action.card, events)  # type: ignore[attr-defined]  # kind fixes the Action subclass
        elif kind == "bonus_done":
            events.append(Event("bonus/done", {"seat": seat}))
            self._next_bonus_seat(state, events)
        return events

    # playing cards -----------------------------------------------------------------
    def _display(self, state: CardGameState, seat: int, card: int) -> bool:
        """Put a card face up in front of `seat`; True if it reaches the round's limit."""
        state.displays[seat].append(card)
        artist = C.CARD_ARTIST[card]
        state.face_up[artist] += 1
        return state.face_up[artist] >= C.face_up_to_end_round(state.num_players)

    def _play(self, state: CardGameState, seat: int, card: int, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        limit = self._display(state, seat, card)
        artist = C.CARD_ARTIST[card]
        events.append(Event("card/played", {"seat": seat, "card": card, "count": state.face_up[artist]}))
        if limit:  # the round-ending card's symbol is ignored
            self._end_round(state, "face_up_limit", events)
            return
        symbol = C.CARD_SYMBOL[card]
        if symbol == C.DRAW:
            self._draw(state, seat, events)
        elif symbol in (C.SECOND_UP, C.SECOND_DOWN) and state.hands[seat]:
            state.phase = SECOND_UP if symbol == C.SECOND_UP else SECOND_DOWN
            state.second_artist = artist if symbol == C.SECOND_UP else -1
            events.append(
                Event("second/asking", {"seat": seat, "face_up": symbol == C.SECOND_UP, "artist": artist})
            )
            return
        elif symbol == C.SIMULTANEOUS:
            state.commits = [WAITING if h else NOT_IN for h in state.hands]
            if WAITING in state.commits:
                state.phase = SIMULTANEOUS
                events.append(
                    Event(
                        "simultaneous/start",
                        {"seat": seat, "seats": [s for s, c in enumerate(state.commits) if c == WAITING]},
                    )
                )
                return
        elif symbol == C.AWARD:
            if state.awards_left > 0:
                state.phase = AWARD
                events.append(Event("award/asking", {"seat": seat}))
                return
            events.append(Event("award/none_left", {"seat": seat}))
        self._next_turn(state, events)

    def _draw(self, state: CardGameState, seat: int, events: list[Event]) -> None:
        if not state.deck:
            events.append(Event("card/deck_empty", {"seat": seat}))
            return
        card = state.deck.pop(0)
        state.hands[seat].append(card)
        events.append(Event("card/drew", {"seat": seat}))
        events.append(Event("card/drawn", {"seat": seat, "card": card}, to=seat))

    def _play_second(self, state: CardGameState, seat: int, card: int, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        state.second_artist = -1
        if state.phase == SECOND_UP:
            limit = self._display(state, seat, card)
            events.append(
                Event(
                    "second/face_up",
                    {"seat": seat, "card": card, "count": state.face_up[C.CARD_ARTIST[card]]},
                )
            )
            if limit:
                self._end_round(state, "face_up_limit", events)
                return
        else:
            state.face_down[seat].append(card)
            events.append(Event("second/face_down", {"seat": seat}))
            events.append(Event("second/my_face_down", {"seat": seat, "card": card}, to=seat))
        self._next_turn(state, events)

    def _commit(self, state: CardGameState, seat: int, card: int, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        state.commits[seat] = card
        events.append(Event("simultaneous/committed", {"seat": seat}))
        events.append(Event("simultaneous/my_card", {"seat": seat, "card": card}, to=seat))
        if WAITING in state.commits:
            return
        # Everyone has chosen: reveal together, in turn order from the seat whose turn it is.
        n = state.num_players
        limit = False
        for i in range(n):
            s = (state.turn + i) % n
            if state.commits[s] >= 0:
                limit = self._display(state, s, state.commits[s]) or limit
        revealed = [c if c >= 0 else None for c in state.commits]
        state.commits = [NOT_IN] * n
        events.append(Event("simultaneous/revealed", {"cards": revealed, "counts": list(state.face_up)}))
        if limit:
            self._end_round(state, "face_up_limit", events)
            return
        self._next_turn(state, events)

    def _award(self, state: CardGameState, seat: int, artist: int, events: list[Event]) -> None:
        state.awards[artist] += 1
        state.awards_left -= 1
        events.append(Event("award/placed", {"seat": seat, "artist": artist, "left": state.awards_left}))
        self._next_turn(state, events)

    def _next_turn(self, state: CardGameState, events: list[Event]) -> None:
        """The turn passes left to the next seat holding a card; if none does, the round ends."""
        state.phase = PLAY
        seat = first_with_cards(state.hands, (state.turn + 1) % state.num_players)
        if seat < 0:
            self._end_round(state, "no_cards", events)
            return
        state.turn = seat
        events.append(Event("turn/play", {"seat": seat}))

    # rounds --------------------------------------------------------------------------
    def _start_round(self, state: CardGameState, first_candidate: int, events: list[Event]) -> None:
        n = state.num_players
        while state.round < C.ROUNDS:
            deal_count = C.DEAL[n][state.round]
            give_hands(state.hands, deal_one_at_a_time(state.deck, n, deal_count, first_candidate), events)
            state.face_up = [0] * _NUM_ARTISTS
            state.extra = state.deck.pop(0) if state.deck else -1
            if state.extra >= 0:
                state.face_up[C.CARD_ARTIST[state.extra]] = 1
            events.append(
                Event(
                    "round/start",
                    {
                        "round": state.round,
                        "dealt": deal_count,
                        "extra": state.extra if state.extra >= 0 else None,
                        "hand_sizes": [len(h) for h in state.hands],
                    },
                )
            )
            seat = first_with_cards(state.hands, first_candidate)
            if seat >= 0:
                state.phase = PLAY
                state.turn = seat
                events.append(Event("turn/play", {"seat": seat}))
                return
            # Nobody holds a card: the round is skipped.
            events.append(Event("round/skipped", {"round": state.round}))
            state.round_results.append({"round": state.round, "skipped": True})
            if state.extra >= 0:
                state.discard.append(state.extra)
            state.extra = -1
            state.round += 1
        self._game_over(state, events)

    def _end_round(self, state: CardGameState, reason: str, events: list[Event]) -> None:
        """Reveal the face-down cards, rank the artists, place the value tokens, then bonus cards."""
        counts = list(state.face_up)
        for cards in state.face_down:
            for c in cards:
                counts[C.CARD_ARTIST[c]] += 1
        ranking = rank_artists(counts)
        for place, artist in enumerate(ranking):
            state.value_tokens[state.round][artist] = C.VALUE_TOKENS[place]
        values = [self.artist_value(state, a) if a in ranking else 0 for a in range(_NUM_ARTISTS)]
        ender = state.turn
        n = state.num_players
        order: list[int] = []
        if state.bonus_cards:
            order = [
                s
                for s in ((ender + i) % n for i in range(n))
                if state.hands[s] and (state.displays[s] or state.face_down[s])
            ]
        state.scoring = Scoring(reason, ender, counts, ranking, values, order, bonus=[[] for _ in range(n)])
        state.phase = BONUS
        events.append(
            Event(
                "round/ended",
                {
                    "round": state.round,
                    "reason": reason,
                    "ended_by": ender,
                    "face_down": [sorted(f) for f in state.face_down],
                    "counts": counts,
                    "ranking": ranking,
                    "values": values,
                },
            )
        )
        if order:
            events.append(Event("bonus/asking", {"seat": order[0]}))
        else:
            self._score_round(state, events)

    @staticmethod
    def artist_value(state: CardGameState, artist: int) -> int:
        """Every value token placed on `artist` so far plus its award tokens."""
        return (
            sum(state.value_tokens[r][artist] for r in range(C.ROUNDS)) + C.AWARD_VALUE * state.awards[artist]
        )

    def _bonus(self, state: CardGameState, seat: int, card: int, events: list[Event]) -> None:
        scoring = state.scoring
        assert scoring is not None
        state.hands[seat].remove(card)
        scoring.bonus[seat].append(card)
        events.append(
            Event("bonus/added", {"seat": seat, "card": card, "value": scoring.values[C.CARD_ARTIST[card]]})
        )
        if not state.hands[seat] or not self.bonus_artists(state, seat):
            self._next_bonus_seat(state, events)

    def _next_bonus_seat(self, state: CardGameState, events: list[Event]) -> None:
        scoring = state.scoring
        assert scoring is not None
        scoring.pos += 1
        if scoring.pos < len(scoring.order):
            events.append(Event("bonus/asking", {"seat": scoring.order[scoring.pos]}))
            return
        self._score_round(state, events)

    def _score_round(self, state: CardGameState, events: list[Event]) -> None:
        scoring = state.scoring
        assert scoring is not None
        n = state.num_players
        values = scoring.values
        points = []
        for s in range(n):
            cards = state.displays[s] + state.face_down[s] + scoring.bonus[s]
            points.append(sum(values[C.CARD_ARTIST[c]] for c in cards))
        for s in range(n):
            state.scores[s] += points[s]
        result = {
            "round": state.round,
            "skipped": False,
            "reason": scoring.reason,
            "ended_by": scoring.ended_by,
            "extra": state.extra if state.extra >= 0 else None,
            "counts": list(scoring.counts),
            "ranking": list(scoring.ranking),
            "value_tokens": list(state.value_tokens[state.round]),
            "awards": list(state.awards),
            "values": list(values),
            "displays": [list(d) for d in state.displays],
            "face_down": [sorted(f) for f in state.face_down],
            "bonus": [list(b) for b in scoring.bonus],
            "points": points,
            "totals": list(state.scores),
        }
        state.round_results.append(result)
        events.append(Event("round/scored", result))
        # Every displayed card leaves the game; tokens stay on the artists.
        for s in range(n):
            state.discard.extend(state.displays[s])
            state.discard.extend(state.face_down[s])
            state.discard.extend(scoring.bonus[s])
            state.displays[s] = []
            state.face_down[s] = []
        if state.extra >= 0:
            state.discard.append(state.extra)
        state.extra = -1
        state.face_up = [0] * _NUM_ARTISTS
        state.scoring = None
        state.round += 1
        self._start_round(state, (scoring.ended_by + 1) % n, events)

    def _game_over(self, state: CardGameState, events: list[Event]) -> None:
        state.phase = OVER
        result = self.result(state)
        events.append(Event("game/over", {"scores": list(state.scores), "winners": list(result.winners)}))

    # ------------------------------------------------------------------ the end
    def is_over(self, state: CardGameState) -> bool:
        return state.phase == OVER

    def result(self, state: CardGameState) -> GameResult:
        best = max(state.scores)
        winners = tuple(s for s, p in enumerate(state.scores) if p == best)
        return GameResult(tuple(state.scores), winners, {"rounds": state.round_results})

    # ------------------------------------------------------------------ views
    def view_for(self, state: CardGameState, seat: int | None) -> dict[str, Any]:
        from modernart_desktop.games.modern_art_card_game.view import build_view

        return build_view(self, state, seat)

    # ------------------------------------------------------------------ hidden information
    def vary_secrets(self, state: CardGameState, seat: int | None, seed: int) -> CardGameState:
        """Other hands, the draw pile, others' face-down cards (until scoring turns
        them over) and others' undisclosed simultaneous choices re-dealt from the
        cards `seat` has not seen, each keeping its size."""
        twin = state.clone()
        if twin.phase == OVER:
            return twin
        rng = Rng(seed)
        twin.rng = Rng(rng.next_u64())
        others = [s for s in range(twin.num_players) if s != seat]
        piles = [twin.hands[s] for s in others] + [twin.deck]
        if twin.phase != BONUS:  # at scoring every face-down card is shown
            piles += [twin.face_down[s] for s in others]
        chosen = [s for s in others if twin.commits and twin.commits[s] >= 0]
        commits = [twin.commits[s] for s in chosen]
        piles.append(commits)
        redeal_unseen(piles, rng.shuffle)
        for s, card in zip(chosen, commits):
            twin.commits[s] = card
        return twin
