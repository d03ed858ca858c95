"""Friesematenten (Friedemann Friese), 2-4 players, with the app's own 60-card deck.

A round: 1 refill the market, 2 one turn per player (action cards, influence
cards, one voluntary demolition), 3 an English auction for each market card with
hammer windows before, between and after them, 4 a money-bag window and income.
The game ends after phase 3 when someone has 40 VP or the deck ran out twice.
The rules and rulings R1-R37 are in `friesematenten-cards.md`; the code names them.

Who acts: the top prompt's seat (a payment, an immediate use, a forced
demolition, Skandal's choice, an objection window), else the flow's seat (the
phase-2 turn, the priority window's current seat, the bidder). Windows are
`core.priority.PriorityWindow`s; a seat that can do nothing but pass is passed by
the engine, judged on public facts only so that skipping never reveals money.

Rulings taken here where the rules are silent:
- A single bid is at most MAX_BID (999): bids are not limited by money, but a
  legal range needs an end.
- The last bidder left with no bid on the table may bid exactly the minimum (R4).
- The lightning chance before paying (R11d) exists for auction wins; cards bought
  by Hinterzimmerdeal or Resterampe must be affordable when played, so they are
  paid at once.
- A seat is offered a window, a turn, or the chance to pay, when it holds a card
  it could play on public facts; if only its money stops it, it is asked anyway
  and may only pass (skipping it would tell the table it is short of money).
- A forced demolition is always asked, never chosen for the player.
- Voluntary demolition may pick any factory, Briefkastenfirma included.
- Headhunter cannot put a card on the Ehrendoktorwürde (no action card may choose it, R26).
- A seat barred by Hausverbot does not open its auction either: the next seat
  clockwise does (as for a defaulter, R4).
- Skandal's victim is asked only when it has two or more symbols to choose from.
- Einspruch is offered in an objection window over the targeted players holding
  it (one copy, so one seat), never as an "immediate use" after winning it.
- Streik and Sonderschicht stay with the factory if it changes hands before the
  payout; Steuerfahndung, Subventionen and Kredithai stay with the player.
- Money moved by Taschendieb is told only to the thief and the victim; income,
  fees, money lost in a default and upkeep are told only to their owner.
"""

from __future__ import annotations

from typing import Any, Final

from modernart_desktop.core.actions import Action, AmountRange, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game, GameResult, OptionSpec
from modernart_desktop.core.priority import PriorityWindow, clockwise_from
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten import effects as E
from modernart_desktop.games.friesematenten.actions import (
    ACTION_TYPES,
    Assign,
    Bid,
    Demolish,
    DiscardStatus,
    Done,
    Object,
    PassBid,
    PlayCard,
)
from modernart_desktop.games.friesematenten.components import (
    ACTION,
    ACTIONS,
    CARDS,
    CARDS_PER_PLAYER,
    DECK_VERSION,
    DECK_VERSIONS,
    FACTORY,
    INFLUENCE,
    INFLUENCES,
    MAX_BID,
    NUM_CARDS,
    OBJECTION,
    START_MONEY,
    TIMING,
    WIN_VP,
    card_set,
)
from modernart_desktop.games.friesematenten.state import (
    AFTER_AUCTION,
    AUCTION,
    DEMOLISH,
    IMMEDIATE,
    OBJECT,
    OVER,
    PAY,
    SCANDAL,
    TURNS,
    WINDOW,
    Auction,
    FState,
    Play,
    Prompt,
)

HAMMER: Final = "hammer"
BAG: Final = "bag"
# Timings playable in each place (R8-R11); Einspruch is never "played", only objected with.
_TURN_TIMINGS: Final = ("none", "lightning")
_WINDOW_TIMINGS: Final = {HAMMER: ("hammer", "lightning"), BAG: ("bag", "lightning")}
_LIGHTNING: Final = ("lightning",)
_PLAYABLE_ACTIONS: Final = tuple(sorted(ACTIONS - {OBJECTION}))  # Einspruch is only ever an objection
# The playable action cards of each timing set, looked up once (asked on every bid and window seat).
_PLAYABLE_BY_TIMINGS: Final = {
    t: tuple(c for c in _PLAYABLE_ACTIONS if TIMING[c] in t)
    for t in (_TURN_TIMINGS, _LIGHTNING, *_WINDOW_TIMINGS.values())
}
# Where "done" is always among the choices (a turn, a window, and the prompts that
# may be declined), and which timings a card may be played with in each place.
_DONE_ALWAYS_LEGAL: Final = frozenset({TURNS, WINDOW, PAY, IMMEDIATE, OBJECT})
_PLAY_TIMINGS_IN: Final[dict[str, tuple[str, ...]]] = {
    TURNS: _TURN_TIMINGS,
    AUCTION: _LIGHTNING,
    PAY: _LIGHTNING,
}
_LIGHTNING_CARDS: Final = _PLAYABLE_BY_TIMINGS[_LIGHTNING]  # looked up once: asked at every bid
# The action kinds each question may be answered with (what `asking` names): any other
# kind is `action/not_now` there, whatever its fields.
_KINDS_ASKED: Final[dict[str, frozenset[str]]] = {
    TURNS: frozenset({"play_card", "assign", "demolish", "done"}),
    WINDOW: frozenset({"play_card", "done"}),
    AUCTION: frozenset({"bid", "pass_bid", "play_card"}),
    PAY: frozenset({"play_card", "done"}),
    IMMEDIATE: frozenset({"play_card", "assign", "done"}),
    DEMOLISH: frozenset({"demolish"}),
    SCANDAL: frozenset({"discard_status"}),
    OBJECT: frozenset({"object", "done"}),
}
_DONE: Final = Done()
_PASS: Final = PassBid()
_OBJECT: Final = Object()
# "Who may act" is one seat or none: the same few sets, built once.
_NOBODY: Final[frozenset[int]] = frozenset()
_ONLY: Final = tuple(frozenset((s,)) for s in range(8))
_NO_CHOICE: Final = LegalActions()
_PASS_ONLY: Final = (_PASS,)


class Friesematenten(Game[FState]):
    game_id = "friesematenten"
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    # After the game (core/replay.py, core/undo.py): the set-up's first market opens round
    # one; a new round's market and a reshuffle turn unseen cards face up. Money events go
    # only to their owner, which already counts as revealing to that seat.
    round_start_events = frozenset({"market/refilled", "round/start"})
    revealing_events = frozenset({"round/start", "deck/reshuffled"})
    first_round = 1  # the rules (and the table) call the first round "round 1"
    # The deck's version travels with the match (R1's 60 cards, with the numbers of that
    # version): new games get the current one; see `options_from_record` for older records.
    options = (OptionSpec("deck", "int", DECK_VERSION, min=DECK_VERSIONS[0], max=DECK_VERSIONS[-1]),)

    def options_from_record(self, options: dict[str, Any]) -> dict[str, Any]:
        """A game recorded before deck versions existed was played with version 1."""
        return {"deck": 1, **options}

    # ------------------------------------------------------------------ set-up (R1, R2)
    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> tuple[FState, list[Event]]:
        n = num_players
        rng = Rng(seed)
        cards = list(range(NUM_CARDS))
        rng.shuffle(cards)
        state = FState(num_players=n, rng=rng, card_set=card_set(int(options.get("deck", DECK_VERSION))))
        state.deck = cards[: CARDS_PER_PLAYER * n]
        state.aside = cards[CARDS_PER_PLAYER * n :]
        state.money = [START_MONEY] * n
        state.demolished = [False] * n
        state.taxed = [False] * n
        state.subsidy = [0] * n
        state.loans = [0] * n
        state.broke = [False] * n
        state.marker = rng.randbelow(n)
        events = [Event("game/start", {"players": n, "marker": state.marker})]
        for _ in range(n + 3):
            self._draw(state, events)
        events.append(Event("market/refilled", {"market": list(state.market)}))
        self._start_turns(state, events)
        self._advance(state, events)
        return state, events

    def num_players(self, state: FState) -> int:
        return state.num_players

    def is_over(self, state: FState) -> bool:
        return state.phase == OVER

    # ------------------------------------------------------------------ who acts
    def active_seats(self, state: FState) -> frozenset[int]:
        seat = self.acting_seat(state)
        return _NOBODY if seat < 0 else _ONLY[seat]

    @staticmethod
    def acting_seat(state: FState) -> int:
        phase = state.phase
        if phase == AUCTION and not state.prompts:  # the common case first
            assert state.auction is not None
            return state.auction.to_act
        if phase == OVER:
            return -1
        if state.prompts:
            p = state.prompts[-1]
            return p.window.seat if p.kind == OBJECT and p.window is not None else p.seat
        if state.phase == TURNS:
            return state.turn_order[state.turn_pos]
        if state.phase == WINDOW:
            assert state.window is not None
            return state.window.seat
        if state.phase == AUCTION:
            assert state.auction is not None
            return state.auction.to_act
        return -1

    # ------------------------------------------------------------------ what a seat could do
    def _unused_actions(self, state: FState, seat: int, timings: tuple[str, ...]) -> list[int]:
        owner = state.owner
        return [c for c in _PLAYABLE_BY_TIMINGS[timings] if owner[c] == seat]

    def _unassigned(self, state: FState, seat: int) -> list[int]:
        """Influence cards `seat` may assign on its phase-2 turn: unassigned ones it did
        not win this round (R17: later, only in phase 2 of a following round)."""
        fresh = state.won_this_round
        return [
            i
            for i in sorted(INFLUENCES)
            if state.owner[i] == seat and not B.is_assigned(state, i) and i not in fresh
        ]

    def _plays(self, state: FState, seat: int, timings: tuple[str, ...]) -> list[PlayCard]:
        out: list[PlayCard] = []
        for c in self._unused_actions(state, seat, timings):
            out.extend(E.play_options(state, seat, c))
        return out

    def _could_play(self, state: FState, seat: int, timings: tuple[str, ...]) -> bool:
        owner = state.owner
        for c in _PLAYABLE_BY_TIMINGS[timings]:
            if owner[c] == seat and E.play_options(state, seat, c):
                return True
        return False

    @staticmethod
    def _anyone_holds(state: FState, timings: tuple[str, ...]) -> bool:
        owner = state.owner
        for c in _PLAYABLE_BY_TIMINGS[timings]:
            if owner[c] >= 0:
                return True
        return False

    def _affordable(self, state: FState, seat: int, plays: list[PlayCard]) -> list[PlayCard]:
        money = state.money[seat]
        return [
            p for p in plays if (E.price_of(state, _as_play(seat, p)) if E.priced(p.card) else 0) <= money
        ]

    def _assignments(self, state: FState, seat: int, cards: list[int]) -> list[Assign]:
        return [Assign(i, host, player) for i in cards for host, player in B.hosts_for(state, seat, i)]

    def _turn_has_choice(self, state: FState, seat: int) -> bool:
        """Public facts only: an action card with targets, an influence card with a
        host, or a factory to demolish."""
        # cheapest question first (all three are pure)
        if not state.demolished[seat] and B.owns_any(state, seat, FACTORY):
            return True
        if self._could_play(state, seat, _TURN_TIMINGS):
            return True
        return any(B.hosts_for(state, seat, i) for i in self._unassigned(state, seat))

    def _voluntary_demolitions(self, state: FState, seat: int) -> list[Demolish]:
        if state.demolished[seat]:
            return []
        money = state.money[seat]
        return [
            Demolish(f) for f in sorted(B.owned(state, seat, FACTORY)) if B.demolition_fee(state, f) <= money
        ]

    def _immediate_options(self, state: FState, seat: int, card: int) -> list[Action]:
        if state.owner[card] != seat:
            return []
        if CARDS[card].type == ACTION:
            return [] if card == OBJECTION else list(E.play_options(state, seat, card))
        if CARDS[card].type == INFLUENCE and not B.is_assigned(state, card):
            return list(self._assignments(state, seat, [card]))
        return []

    def legal_actions(self, state: FState, seat: int) -> LegalActions:
        a = state.auction
        if a is not None and state.phase == AUCTION and not state.prompts:
            # most of a game is bidding: asked first, without the general dispatch
            return self._bidder_choices(state, a, seat) if seat == a.to_act else _NO_CHOICE
        if seat != self.acting_seat(state):
            return _NO_CHOICE
        if state.prompts:
            return self._prompt_actions(state, state.prompts[-1], seat)
        if state.phase == TURNS:
            actions: list[Action] = list(
                self._affordable(state, seat, self._plays(state, seat, _TURN_TIMINGS))
            )
            actions.extend(self._assignments(state, seat, self._unassigned(state, seat)))
            actions.extend(self._voluntary_demolitions(state, seat))
            actions.append(_DONE)
            return LegalActions.of(actions)
        if state.phase == WINDOW:
            assert state.window is not None
            plays = self._plays(state, seat, _WINDOW_TIMINGS[state.window.kind])
            return LegalActions.of([*self._affordable(state, seat, plays), _DONE])
        return _NO_CHOICE  # not reached: an auction is answered above, other phases have no seat

    def _bidder_choices(self, state: FState, a: Auction, seat: int) -> LegalActions:
        lo, hi = self._bid_range(a)
        owner = state.owner
        lightning: list[PlayCard] = []
        for c in _LIGHTNING_CARDS:
            if owner[c] == seat:
                lightning = self._affordable(state, seat, self._plays(state, seat, _LIGHTNING))
                break
        # bids are not limited by money (R4); the seat is told what it could pay
        bids = (AmountRange(Bid, lo, hi, afford=state.money[seat]),) if lo <= hi else ()  # no empty range
        # (built at once: a table of them by (lo, hi, money) missed more often than it hit)
        return LegalActions((*lightning, _PASS) if lightning else _PASS_ONLY, bids)

    @staticmethod
    def _bid_range(a: Auction) -> tuple[int, int]:
        if a.high_seat < 0:
            if sum(a.bidders) == 1:
                return a.min_bid, a.min_bid  # the last one left may bid the minimum (R4)
            return a.min_bid, MAX_BID
        return a.high + 1, MAX_BID

    def _prompt_actions(self, state: FState, p: Prompt, seat: int) -> LegalActions:
        if p.kind == PAY:
            lightning = self._affordable(state, seat, self._plays(state, seat, _LIGHTNING))
            return LegalActions.of([*lightning, _DONE])
        if p.kind == IMMEDIATE:
            opts = self._immediate_options(state, seat, p.card)
            plays = [o for o in opts if isinstance(o, PlayCard)]
            other = [o for o in opts if not isinstance(o, PlayCard)]
            return LegalActions.of([*self._affordable(state, seat, plays), *other, _DONE])
        if p.kind == DEMOLISH:
            cands, _ = B.forced_candidates(state, seat)
            return LegalActions.of([Demolish(f) for f in cands])
        if p.kind == SCANDAL:
            return LegalActions.of([DiscardStatus(c) for c in E.scandal_choices(state, seat)])
        return LegalActions.of([_OBJECT, _DONE])  # OBJECT

    def apply(self, state: FState, seat: int, action: Action) -> list[Event]:
        """Game.apply with a fast lane for bids and passes (most of a game): when the
        action is exactly a Bid (a plain int amount in range) or a PassBid from the
        seat whose turn it is in an open auction, every check Game.apply makes holds
        (a known action kind, whole-number fields, the game running, a valid and
        active seat, a legal action), so it goes straight to the rules. Everything
        else, legal or not, takes the general path with its error codes."""
        cls = type(action)
        if (cls is PassBid or cls is Bid) and state.phase == AUCTION and not state.prompts:
            a = state.auction
            if a is not None and type(seat) is int and 0 <= seat == a.to_act:
                if isinstance(action, PassBid):
                    events: list[Event] = []
                    self._pass_bid(state, seat, events)
                    self._advance(state, events)
                    return events
                # read as an object: compiled, reading the int field of Bid(5.5) would
                # raise a TypeError before the general path could refuse it
                amount: object = getattr(action, "amount")  # noqa: B009  (see above)
                if type(amount) is int:
                    lo, hi = self._bid_range(a)
                    if lo <= amount <= hi:
                        events = []
                        self._bid(state, seat, amount, events)
                        self._advance(state, events)
                        return events
        return super().apply(state, seat, action)

    def check(self, state: FState, seat: int, action: Action) -> None:
        # Field types (whole numbers, no bools) were checked by Game.apply's codec.
        a = state.auction
        if a is not None and not state.prompts and state.phase == AUCTION and seat == a.to_act:
            # the common case, checked without listing every legal action
            if isinstance(action, PassBid):
                return
            if isinstance(action, Bid):
                lo, hi = self._bid_range(a)
                if lo <= action.amount <= hi:
                    return
        if self._surely_legal(state, seat, action):
            return
        legal = self.legal_actions(state, seat)
        if action in legal:
            return
        raise self._why_illegal(state, seat, action, legal)

    def _surely_legal(self, state: FState, seat: int, action: Action) -> bool:
        """True if `action` is among `legal_actions(state, seat)`, found by looking
        at that one action rather than listing every choice (a turn's list builds
        every target of every card). False: not known, ask the full list."""
        if seat != self.acting_seat(state):
            return False
        p = state.prompts[-1] if state.prompts else None
        kind = p.kind if p is not None else state.phase
        if isinstance(action, Done):
            return kind in _DONE_ALWAYS_LEGAL
        if isinstance(action, Object):
            return kind == OBJECT
        card = getattr(action, "card", -1)
        if not 0 <= card < NUM_CARDS or state.owner[card] != seat:
            return False
        if isinstance(action, PlayCard):
            if kind == IMMEDIATE:
                assert p is not None
                playable = card == p.card and CARDS[card].type == ACTION and card != OBJECTION
            else:
                timings = _PLAY_TIMINGS_IN.get(kind)
                if kind == WINDOW:
                    assert state.window is not None
                    timings = _WINDOW_TIMINGS[state.window.kind]
                playable = timings is not None and TIMING[card] in timings and card != OBJECTION
            return (
                playable
                and action in E.play_options(state, seat, card)
                and E.price_of(state, _as_play(seat, action)) <= state.money[seat]
            )
        if isinstance(action, Assign):
            if kind == IMMEDIATE:
                assert p is not None
                if card != p.card:
                    return False
            elif kind != TURNS or card in state.won_this_round:
                return False
            return (
                CARDS[card].type == INFLUENCE
                and not B.is_assigned(state, card)
                and (action.host, action.player) in B.hosts_for(state, seat, card)
            )
        if isinstance(action, Demolish) and kind == TURNS:
            return (
                not state.demolished[seat]
                and CARDS[card].type == FACTORY
                and B.demolition_fee(state, card) <= state.money[seat]
            )
        return False

    def _asked(self, state: FState) -> str:
        """What the acting seat is asked now: the top prompt's kind, else the phase."""
        return state.prompts[-1].kind if state.prompts else state.phase

    def _why_illegal(self, state: FState, seat: int, action: Action, legal: LegalActions) -> IllegalAction:
        """The most specific reason `action` (not in `legal`) is refused, in the order
        docs/protocol.md (section 12.4) gives: a kind never asked here, then the bid's
        amount, then the card named (unknown, not yours, never usable this way, its
        price, not now, its target)."""
        kind = action.kind
        asked = self._asked(state)
        if kind not in _KINDS_ASKED.get(asked, ()):
            return IllegalAction("action/not_now", kind=kind)
        if isinstance(action, Bid):
            lo, hi = self._bid_range(state.auction) if state.auction is not None else (0, MAX_BID)
            if action.amount < lo:
                return IllegalAction("bid/too_low", amount=action.amount, minimum=lo)
            return IllegalAction("bid/too_high", amount=action.amount, maximum=hi)
        card = getattr(action, "card", -1)
        if not 0 <= card < NUM_CARDS:
            return IllegalAction("card/unknown", card=card)
        if isinstance(action, Demolish):
            if state.owner[card] != seat or CARDS[card].type != FACTORY:
                return IllegalAction("demolish/not_your_factory", card=card)
            if asked == DEMOLISH and card not in B.counting_factories(state, seat):
                return IllegalAction("card/not_allowed", card=card)
            if asked == TURNS and state.demolished[seat]:
                return IllegalAction("demolish/once_per_round", card=card)
            return IllegalAction("demolish/fee_unpaid", card=card)
        if state.owner[card] != seat:
            return IllegalAction("card/not_yours", card=card)
        if isinstance(action, PlayCard):
            if card not in _PLAYABLE_ACTIONS:  # not an action card, or Einspruch (`object` plays it)
                return IllegalAction("card/not_allowed", card=card)
            opts = E.play_options(state, seat, card)
            if action in opts and E.price_of(state, _as_play(seat, action)) > state.money[seat]:
                return IllegalAction("money/insufficient", card=card)
            if not opts or all(getattr(a, "card", -1) != card for a in legal.of_kind("play_card")):
                return IllegalAction("card/not_playable_now", card=card)
            return IllegalAction("target/invalid", card=card)
        if isinstance(action, Assign):
            if CARDS[card].type != INFLUENCE or B.is_assigned(state, card):
                return IllegalAction("assign/not_unassigned", card=card)
            if asked == IMMEDIATE and card != state.prompts[-1].card:
                return IllegalAction("card/not_playable_now", card=card)
            if asked == TURNS and card in state.won_this_round:
                return IllegalAction("assign/next_round", card=card)
            return IllegalAction("assign/host_invalid", card=card)
        return IllegalAction(
            "card/not_allowed", card=card
        )  # discard_status: not a status symbol you may give up

    # ------------------------------------------------------------------ applying actions
    def _apply(self, state: FState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        p = state.prompts[-1] if state.prompts else None
        if isinstance(action, Bid):
            self._bid(state, seat, action.amount, events)
        elif isinstance(action, PassBid):
            self._pass_bid(state, seat, events)
        elif isinstance(action, PlayCard):
            self._announce(state, seat, action, events)
            if p is not None and p.kind == IMMEDIATE:
                state.prompts.remove(p)
            elif p is None and state.phase == WINDOW:
                assert state.window is not None
                state.window.played()
        elif isinstance(action, Assign):
            self._assign(state, seat, action, events)
            if p is not None and p.kind == IMMEDIATE:
                state.prompts.remove(p)
        elif isinstance(action, Demolish):
            forced = p is not None and p.kind == DEMOLISH
            self._demolish(state, seat, action.card, forced, events)
        elif isinstance(action, DiscardStatus):
            assert p is not None
            state.prompts.remove(p)
            B.discard(state, action.card)
            events.append(Event("status/discarded", {"seat": seat, "card": action.card}))
        elif isinstance(action, Object):
            assert p is not None and p.play is not None
            state.prompts.remove(p)
            state.owner[OBJECTION] = -1
            state.removed.append(OBJECTION)
            events.append(Event("card/objected", {"seat": seat, "card": p.play.card}))
        else:  # Done
            self._done(state, seat, p, events)
        self._advance(state, events)
        return events

    def _done(self, state: FState, seat: int, p: Prompt | None, events: list[Event]) -> None:
        if p is not None:
            if p.kind == PAY:
                state.prompts.remove(p)
                self._pay(state, p, events)
            elif p.kind == IMMEDIATE:
                state.prompts.remove(p)
            elif p.kind == OBJECT:
                assert p.window is not None and p.play is not None
                p.window.passed()
                if p.window.closed:
                    state.prompts.remove(p)
                    self._resolve(state, p.play, events)
            return
        if state.phase == TURNS:
            events.append(Event("turn/end", {"seat": seat}))
            state.turn_pos += 1
        elif state.phase == WINDOW:
            assert state.window is not None
            state.window.passed()

    # ------------------------------------------------------------------ action cards (R13, R27)
    def _announce(self, state: FState, seat: int, action: PlayCard, events: list[Event]) -> None:
        play = _as_play(seat, action)
        state.owner[action.card] = -1
        state.removed.append(action.card)  # used action cards leave the game, objected or not
        state.plays.append((seat, action.card, action.target, action.second, action.player))
        events.append(
            Event(
                "card/played",
                {
                    "seat": seat,
                    "card": action.card,
                    "target": action.target,
                    "second": action.second,
                    "player": action.player,
                },
            )
        )
        targeted = E.targeted_players(state, play)
        holder = state.owner[OBJECTION]
        if holder >= 0 and holder in targeted:
            order = clockwise_from(state.marker, state.num_players)
            window = PriorityWindow(OBJECT, tuple(s for s in order if s == holder))
            state.prompts.append(Prompt(OBJECT, holder, window=window, play=play))
            return
        self._resolve(state, play, events)

    def _resolve(self, state: FState, play: Play, events: list[Event]) -> None:
        E.resolve(state, play, events)
        events.append(Event("card/resolved", {"seat": play.seat, "card": play.card}))

    def _assign(self, state: FState, seat: int, action: Assign, events: list[Event]) -> None:
        i = action.card
        state.host_card[i] = action.host
        state.host_seat[i] = action.player
        state.owner[i] = state.owner[action.host] if action.host >= 0 else action.player
        events.append(
            Event(
                "influence/assigned", {"seat": seat, "card": i, "host": action.host, "player": action.player}
            )
        )

    def _demolish(self, state: FState, seat: int, factory: int, forced: bool, events: list[Event]) -> None:
        fee = B.demolition_fee(state, factory)
        paid = min(fee, state.money[seat])  # R14 fallback: all money when no fee is affordable
        state.money[seat] -= paid
        if not forced:
            state.demolished[seat] = True
        B.remove_from_game(state, factory)
        events.append(Event("factory/demolished", {"seat": seat, "card": factory, "forced": forced}))
        if paid:
            events.append(Event("money/fee", {"seat": seat, "amount": paid}, to=seat))

    # ------------------------------------------------------------------ the flow
    def _advance(self, state: FState, events: list[Event]) -> None:
        if state.phase == AUCTION and not state.prompts:
            return  # a bid or a pass that did not end the auction: the next bidder is asked
        for _ in range(10_000):
            if state.prompts:
                if not self._settle_prompt(state, state.prompts[-1], events):
                    return
                continue
            phase = state.phase
            if phase == TURNS:
                if state.turn_pos < len(state.turn_order):
                    seat = state.turn_order[state.turn_pos]
                    if self._turn_has_choice(state, seat):
                        return
                    state.turn_pos += 1
                    continue
                self._open_window(state, HAMMER, events)  # R9a
            elif phase == WINDOW:
                w = state.window
                assert w is not None
                timings = _WINDOW_TIMINGS[w.kind]
                # Mostly nobody holds a card of this timing: the window closes at once,
                # as settling would pass every seat in turn.
                if self._anyone_holds(state, timings):

                    def can_act(s: int, t: tuple[str, ...] = timings) -> bool:
                        return self._could_play(state, s, t)

                    w.settle(can_act)
                    if not w.closed:
                        return
                state.window = None
                if w.kind == HAMMER:
                    self._next_auction(state, events)
                else:
                    self._income(state, events)
            elif phase == AUCTION:
                return
            elif phase == AFTER_AUCTION:
                if self._anyone_holds(state, _WINDOW_TIMINGS[HAMMER]):
                    self._open_window(state, HAMMER, events)  # R9b/c
                else:  # a window nobody could use closes at once: on to the next auction
                    self._next_auction(state, events)
            else:
                return
        raise RuntimeError("the flow did not settle")

    def _settle_prompt(self, state: FState, p: Prompt, events: list[Event]) -> bool:
        """Resolve a prompt that needs no answer; True if it was taken off the stack."""
        if p.kind == PAY:
            if self._could_play(state, p.seat, _LIGHTNING):
                return False
            state.prompts.remove(p)
            self._pay(state, p, events)
            return True
        if p.kind == IMMEDIATE:
            if self._immediate_options(state, p.seat, p.card):
                return False
            state.prompts.remove(p)
            return True
        if p.kind == DEMOLISH:
            if B.over_limit(state, p.seat):
                return False
            state.prompts.remove(p)
            return True
        if p.kind == SCANDAL:
            choices = E.scandal_choices(state, p.seat)
            if len(choices) > 1:
                return False
            state.prompts.remove(p)
            if choices:
                B.discard(state, choices[0])
                events.append(Event("status/discarded", {"seat": p.seat, "card": choices[0]}))
            return True
        return False  # OBJECT: the holder is always asked

    def _start_turns(self, state: FState, events: list[Event]) -> None:
        state.phase = TURNS
        state.turn_order = clockwise_from(state.marker, state.num_players)
        state.turn_pos = 0
        events.append(Event("phase/actions", {"round": state.round}))

    def _open_window(self, state: FState, kind: str, events: list[Event]) -> None:
        state.phase = WINDOW
        state.window = PriorityWindow(kind, clockwise_from(state.marker, state.num_players))

    # ------------------------------------------------------------------ auctions (R4-R6)
    def _next_auction(self, state: FState, events: list[Event]) -> None:
        for i, done in enumerate(state.offered):
            if not done:
                state.offered[i] = True
                barred, state.barred_next = state.barred_next, -1
                self._start_auction(state, state.market[i], [False] * state.num_players, barred, events)
                return
        self._end_of_auctions(state, events)

    def _start_auction(
        self, state: FState, card: int, excluded: list[bool], barred: int, events: list[Event]
    ) -> None:
        n = state.num_players
        if barred < 0 and True not in excluded:  # the usual case: everyone bids, the marker opens
            min_bid = state.card_set.min_bid[card]
            events.append(Event("auction/open", {"card": card, "min_bid": min_bid, "excluded": []}))
            state.phase = AUCTION
            state.auction = Auction(card, min_bid, [True] * n, excluded, barred, state.marker)
            return
        bidders = [not excluded[s] and s != barred for s in range(n)]
        events.append(
            Event(
                "auction/open",
                {
                    "card": card,
                    "min_bid": state.card_set.min_bid[card],
                    "excluded": [s for s in range(n) if not bidders[s]],
                },
            )
        )
        order = [s for s in clockwise_from(state.marker, n) if bidders[s]]
        if not order:
            self._unsold(state, card, events)
            return
        state.phase = AUCTION
        state.auction = Auction(card, state.card_set.min_bid[card], bidders, excluded, barred, order[0])

    def _next_bidder(self, state: FState, a: Auction, after: int) -> int:
        n = state.num_players
        for i in range(1, n + 1):
            s = (after + i) % n
            if a.bidders[s]:
                return s
        return -1

    def _bid(self, state: FState, seat: int, amount: int, events: list[Event]) -> None:
        a = state.auction
        assert a is not None
        a.high, a.high_seat = amount, seat
        events.append(Event("auction/bid", {"seat": seat, "amount": amount}))
        if sum(a.bidders) == 1:
            self._won(state, a, events)
        else:
            a.to_act = self._next_bidder(state, a, seat)

    def _pass_bid(self, state: FState, seat: int, events: list[Event]) -> None:
        a = state.auction
        assert a is not None
        a.bidders[seat] = False
        events.append(Event("auction/pass", {"seat": seat}))
        left = sum(a.bidders)
        if left == 0:
            self._unsold(state, a.card, events)
        elif left == 1 and a.high_seat >= 0:
            self._won(state, a, events)
        else:
            a.to_act = self._next_bidder(state, a, seat)

    def _won(self, state: FState, a: Auction, events: list[Event]) -> None:
        a.to_act = -1
        events.append(Event("auction/won", {"seat": a.high_seat, "card": a.card, "price": a.high}))
        state.prompts.append(Prompt(PAY, a.high_seat, a.card, a.high, auctioned=True))

    def _pay(self, state: FState, p: Prompt, events: list[Event]) -> None:
        seat, card = p.seat, p.card
        a = state.auction
        assert a is not None
        if state.money[seat] >= p.price:
            state.money[seat] -= p.price
            i = state.market.index(card)
            del state.market[i], state.leftover[i], state.offered[i]
            state.marker = seat  # R5
            state.auction = None
            state.phase = AFTER_AUCTION
            events.append(Event("auction/paid", {"seat": seat, "card": card, "price": p.price}))
            B.gain(state, seat, card)
            return
        # Default (R4): all money to the bank, the card auctioned again without them.
        # The table sees it: the defaulter now has no money, and everyone knows it.
        lost = state.money[seat]
        state.money[seat] = 0
        state.broke[seat] = True
        state.defaults.append((seat, card))
        events.append(Event("auction/default", {"seat": seat, "card": card}))
        events.append(Event("money/lost", {"seat": seat, "amount": lost}, to=seat))
        excluded = list(a.excluded)
        excluded[seat] = True
        state.auction = None
        self._start_auction(state, card, excluded, a.barred, events)

    def _unsold(self, state: FState, card: int, events: list[Event]) -> None:
        state.auction = None
        state.phase = AFTER_AUCTION
        i = state.market.index(card)
        if state.leftover[i]:  # unsold twice: discarded now (R6)
            del state.market[i], state.leftover[i], state.offered[i]
            B.discard(state, card)
            events.append(Event("market/discarded", {"card": card}))
        else:
            events.append(Event("auction/unsold", {"card": card}))

    # ------------------------------------------------------------------ end of phase 3 (R35)
    def _end_of_auctions(self, state: FState, events: list[Event]) -> None:
        vps = B.all_vps(state)
        if max(vps) >= WIN_VP or state.last_round:
            state.phase = OVER
            state.window = None
            state.ended_by = "vp" if max(vps) >= WIN_VP else "deck"
            result = self.result(state)
            events.append(
                Event(
                    "game/over",
                    {
                        "reason": state.ended_by,
                        "vp": vps,
                        "money": list(state.money),
                        "winners": list(result.winners),
                    },
                )
            )
            return
        self._open_window(state, BAG, events)  # R10

    # ------------------------------------------------------------------ income (R29-R31)
    def _income(self, state: FState, events: list[Event]) -> None:
        n = state.num_players
        pay = [B.income_breakdown(state, s) for s in range(n)]
        for s in range(n):
            state.money[s] += pay[s]["total"]
            events.append(Event("income/paid", {"seat": s, **pay[s]}, to=s))
        for s in range(n):
            for c, cost, paid in B.upkeep_bill(state, s, state.money[s]):
                if paid:
                    state.money[s] -= cost
                    events.append(Event("upkeep/paid", {"seat": s, "card": c, "amount": cost}, to=s))
                else:
                    B.discard(state, c)
                    events.append(Event("upkeep/abandoned", {"seat": s, "card": c}))
        state.strike.clear()
        state.double.clear()
        state.taxed = [False] * n
        state.subsidy = [0] * n
        state.loans = [0] * n
        state.broke = [False] * n  # everyone was paid something secret
        self._next_round(state, events)

    def _next_round(self, state: FState, events: list[Event]) -> None:
        state.round += 1
        state.won_this_round.clear()
        state.barred_next = -1  # Hausverbot with no auction left this round does nothing
        state.demolished = [False] * state.num_players
        # R3: unsold cards keep their order at the front, marked left over.
        state.leftover = [True] * len(state.market)
        state.offered = [False] * len(state.market)
        while len(state.market) < state.num_players + 3 and not state.last_round:
            self._draw(state, events)
        events.append(
            Event(
                "round/start", {"round": state.round, "market": list(state.market), "last": state.last_round}
            )
        )
        self._start_turns(state, events)

    def _draw(self, state: FState, events: list[Event]) -> None:
        if not state.deck:  # the deck runs out (R34)
            if state.reshuffled or not state.discard:
                state.reshuffled = True
                state.last_round = True
                events.append(Event("deck/exhausted", {"round": state.round}))
                return
            state.deck = list(state.discard)
            state.discard.clear()
            state.rng.shuffle(state.deck)
            state.reshuffled = True
            events.append(Event("deck/reshuffled", {"cards": len(state.deck)}))
        state.market.append(state.deck.pop())
        state.leftover.append(False)
        state.offered.append(False)

    # ------------------------------------------------------------------ result (R36)
    def result(self, state: FState) -> GameResult:
        n = state.num_players
        vps = tuple(B.all_vps(state))
        best = max((vps[s], state.money[s]) for s in range(n))
        winners = tuple(s for s in range(n) if (vps[s], state.money[s]) == best)
        return GameResult(
            vps, winners, {"money": list(state.money), "ended_by": state.ended_by, "rounds": state.round}
        )

    def view_for(self, state: FState, seat: int | None) -> dict[str, Any]:
        from modernart_desktop.games.friesematenten.view import build_view

        return build_view(self, state, seat)

    def vary_secrets(self, state: FState, seat: int | None, seed: int) -> FState:
        """A copy in which what `seat` cannot see is changed: other seats' money
        (while the game runs, unless it is known to be 0 after a default), the order of the deck and which unseen cards are
        in it or set aside, and the random generator."""
        rng = Rng(seed)
        new = state.clone()
        if state.phase != OVER:
            for s in range(state.num_players):
                if s != seat and not state.broke[s]:  # a defaulter's 0 is public (R4)
                    new.money[s] = rng.randint(0, 300)
        if state.reshuffled:
            rng.shuffle(new.deck)  # its cards were the public discard pile; only the order is hidden
        else:
            pool = new.deck + new.aside
            rng.shuffle(pool)
            new.deck, new.aside = pool[: len(state.deck)], pool[len(state.deck) :]
        new.rng = Rng(rng.next_u64())
        return new


def _as_play(seat: int, action: PlayCard) -> Play:
    return Play(seat, action.card, action.target, action.second, action.player)
