"""Modern Art rules (Knizia), as the rulebooks and RULINGS.md section 1 say.

The flow of a round: the auctioneer offers a card; a double first looks for a
second card; the auction runs by the governing card's type; the winner pays
the auctioneer (or the bank if it is the auctioneer itself); the turn passes
left to the next seat holding cards. The 5th card of one artist offered ends the
round unsold; artists are ranked, tokens placed, paintings sold to the bank.
"""

from __future__ import annotations

from typing import Any, Final, Protocol

from modernart_desktop.core.actions import Action, AmountRange, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Clock, Game, GameResult, OptionSpec
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.common.ranking import top_artists
from modernart_desktop.games.common.turns import (
    deal_in_blocks,
    distinct_by_kind,
    first_with_cards,
    give_hands,
    redeal_unseen,
    same_card_choice,
)
from modernart_desktop.games.modern_art.actions import (
    ACTION_TYPES,
    AddSecondCard,
    Bid,
    Buy,
    DeclineSecond,
    OfferCard,
    Pass,
    RevealMystery,
    SealedBid,
    SetPrice,
    SkipMystery,
    TimeUp,
)
from modernart_desktop.games.modern_art.components import (
    ARTISTS,
    AUCTION_TYPES,
    CARD_ARTIST,
    CARD_KIND,
    CARD_TYPE,
    CARDS_TO_END_ROUND,
    DEAL,
    DOUBLE,
    FIXED,
    NUM_CARDS,
    ONCE,
    OPEN,
    ROUNDS,
    SEALED,
    START_MONEY,
    VALUE_TOKENS,
)
from modernart_desktop.games.modern_art.state import (
    AUCTION,
    DOUBLE_OFFER,
    MYSTERY,
    OFFER,
    OVER,
    Auction,
    ModernArtState,
)

_DECLINE: Final = DeclineSecond()
_PASS: Final = Pass()
_TIME_UP: Final = TimeUp()
_BUY: Final = Buy()
_REVEAL: Final = RevealMystery()
_SKIP: Final = SkipMystery()
_NUM_ARTISTS: Final = len(ARTISTS)
# Built once and shared (actions and legal lists are immutable): asked at every step.
_OFFERS: Final = tuple(OfferCard(c) for c in range(NUM_CARDS))
_SECONDS: Final = tuple(AddSecondCard(c) for c in range(NUM_CARDS))
_NOBODY: Final[frozenset[int]] = frozenset()
_ONLY: Final = tuple(frozenset((s,)) for s in range(8))
_NO_CHOICE: Final = LegalActions()
_MYSTERY_CHOICES: Final = LegalActions.of([_REVEAL, _SKIP])
_BUY_OR_PASS: Final = LegalActions.of([_BUY, _PASS])
_PASS_ONLY: Final = LegalActions.of([_PASS])
_PASS_FIRST: Final = (_PASS,)


def _distinct_by_kind(cards: list[int]) -> list[int]:
    """One card per (artist, auction type): identical cards are the same choice."""
    return distinct_by_kind(cards, CARD_KIND)


# Refusal codes for an amount out of its range, by action: (below, above).
_AMOUNT_CODES: Final[dict[type[Action], tuple[str, str]]] = {
    Bid: ("bid/too_low", "bid/over_money"),
    SealedBid: ("bid/too_low", "bid/over_money"),
    SetPrice: ("price/too_low", "price/over_money"),
}


class BoardTokens(Protocol):
    """What `painting_values` reads: the value tokens placed so far and the round. A
    state has them, and so does the AI's record of what a seat knows (its Perspective)."""

    @property
    def tokens(self) -> list[list[int]]: ...

    @property
    def round(self) -> int: ...


class ModernArt(Game[ModernArtState]):
    game_id = "modern_art"
    min_players = 3
    max_players = 5
    action_types = ACTION_TYPES
    options = (
        OptionSpec("mystery_hand", "bool", False, players=(3,)),
        OptionSpec("open_money", "bool", False),
        # The host's going-once/going-twice/sold clock in open auctions, seconds (0 = off):
        # 20 s lets a first-time player read the bid and reach the buttons by keyboard (8 s
        # ran out on players tabbing to Bid). Only the host's timer reads it: no game played
        # by the AI changes, and a save or LAN roster carries its own value.
        OptionSpec("open_clock", "int", 20, min=0, max=60, plays=False),
    )
    # After the game (core/replay.py, core/undo.py): a round's deal starts it; sealed bids
    # turned over, the mystery hand's random card, a deal and the final money reveal.
    round_start_events = frozenset({"round/start"})
    revealing_events = frozenset(
        {"sealed/revealed", "mystery/revealed", "round/start", "round/scored", "game/over"}
    )
    private_echo_events = frozenset({"sealed/my_bid"})
    # Bids race in an open auction: the host shows each for a moment before a computer answers.
    raced_actions = frozenset({"bid"})

    # ------------------------------------------------------------------ set-up
    def setup(
        self, num_players: int, options: dict[str, Any], seed: int
    ) -> tuple[ModernArtState, list[Event]]:
        rng = Rng(seed)
        state = ModernArtState(
            num_players=num_players,
            mystery=bool(options.get("mystery_hand")),
            open_money=bool(options.get("open_money")),
            rng=rng,
        )
        state.deck = list(range(NUM_CARDS))
        rng.shuffle(state.deck)
        state.hands = [[] for _ in range(num_players)]
        state.money = [START_MONEY] * num_players
        state.bought = [[] for _ in range(num_players)]
        first = rng.randbelow(num_players)
        events: list[Event] = [Event("game/start", {"players": num_players, "first": first})]
        self._start_round(state, first, events)
        return state, events

    def num_players(self, state: ModernArtState) -> int:
        return state.num_players

    # ------------------------------------------------------------------ who acts, what is legal
    def active_seats(self, state: ModernArtState) -> frozenset[int]:
        phase = state.phase
        if phase == AUCTION:
            auc = state.auction
            assert auc is not None
            t = auc.type
            if t == OPEN:
                high = auc.high_bidder
                return frozenset([s for s, out in enumerate(auc.passed) if not out and s != high])
            if t == ONCE:
                return _ONLY[auc.order[auc.pos]]
            if t == SEALED:
                return frozenset([s for s, b in enumerate(auc.sealed) if b is None])
            # fixed price: the auctioneer names the price, then each seat in turn
            return _ONLY[auc.auctioneer if auc.price < 0 else auc.order[auc.pos]]
        if phase == OFFER:
            return _ONLY[state.turn]
        if phase == DOUBLE_OFFER:
            return _ONLY[state.double_ask]
        if phase == MYSTERY:
            return _ONLY[state.mystery_seat]
        return _NOBODY

    def legal_actions(self, state: ModernArtState, seat: int) -> LegalActions:
        if seat not in self.active_seats(state):
            return _NO_CHOICE
        phase = state.phase
        if phase == OFFER:
            return LegalActions(tuple([_OFFERS[c] for c in _distinct_by_kind(state.hands[seat])]))
        if phase == DOUBLE_OFFER:
            seconds = [c for c in state.hands[seat] if self._second_card_refusal(state, c) is None]
            return LegalActions.of([_SECONDS[c] for c in _distinct_by_kind(seconds)] + [_DECLINE])
        if phase == MYSTERY:
            return _MYSTERY_CHOICES
        auc = state.auction
        assert auc is not None
        amounts = self._amount_bounds(state, seat)
        if amounts is not None:
            cls, lo, hi = amounts
            passing = _PASS_FIRST if auc.type == OPEN or auc.type == ONCE else ()
            # an empty range is left out (as LegalActions.of does)
            return LegalActions(passing, (AmountRange(cls, lo, hi),) if lo <= hi else ())
        return _BUY_OR_PASS if self._can_afford(state, seat) else _PASS_ONLY

    @staticmethod
    def _can_afford(state: ModernArtState, seat: int) -> bool:
        """A fixed price is paid in full: nobody buys with money it does not have."""
        assert state.auction is not None
        return state.money[seat] >= state.auction.price

    @staticmethod
    def _second_card_refusal(state: ModernArtState, card: int) -> str | None:
        """Why `card` may not join the double on offer (a refusal code), or None: the
        one statement of that rule, which `legal_actions` filters by and `check`
        refuses with. The second card is of the same artist and not a double itself."""
        if CARD_ARTIST[card] != CARD_ARTIST[state.double_card]:
            return "double/wrong_artist"
        if CARD_TYPE[card] == DOUBLE:
            return "double/second_is_double"
        return None

    @staticmethod
    def _amount_bounds(state: ModernArtState, seat: int) -> tuple[type[Action], int, int] | None:
        """The one statement of what `seat` may bid or ask now, as (action, lowest,
        highest), or None if no amount is asked for: `legal_actions` offers it as a
        range and `check` refuses anything outside it. Whole thousands; never more
        than one's money; a bid tops the highest."""
        auc = state.auction
        if state.phase != AUCTION or auc is None:
            return None
        money = state.money[seat]
        if auc.type == OPEN or auc.type == ONCE:
            return (Bid, max(1, auc.high_bid + 1), money)
        if auc.type == SEALED:
            return (SealedBid, 0, money)
        if auc.type == FIXED and auc.price < 0:
            return (SetPrice, 1 if money > 0 else 0, money)
        return None

    def same_move(self, a: Action, b: Action) -> bool:
        """Identical cards (artist and auction type) are one choice."""
        return same_card_choice(a, b, CARD_KIND)

    def check(self, state: ModernArtState, seat: int, action: Action) -> None:
        phase = state.phase
        kind = action.kind
        money = state.money[seat]
        if phase == OFFER:
            if kind != "offer":
                raise IllegalAction("action/not_now", kind=kind)
            if action.card not in state.hands[seat]:  # type: ignore[attr-defined]  # the kind fixes the Action subclass
                raise IllegalAction("card/not_in_hand", card=action.card)  # type: ignore[attr-defined]  # the kind fixes the Action subclass
            return
        if phase == DOUBLE_OFFER:
            if kind == "decline_second":
                return
            if kind != "add_second":
                raise IllegalAction("action/not_now", kind=kind)
            card = action.card  # type: ignore[attr-defined]  # the kind fixes the Action subclass
            if card not in state.hands[seat]:
                raise IllegalAction("card/not_in_hand", card=card)
            refusal = self._second_card_refusal(state, card)
            if refusal == "double/wrong_artist":
                raise IllegalAction(refusal, card=card, artist=ARTISTS[CARD_ARTIST[state.double_card]])
            if refusal is not None:
                raise IllegalAction(refusal, card=card)
            return
        if phase == MYSTERY:
            if kind not in ("reveal_mystery", "skip_mystery"):
                raise IllegalAction("action/not_now", kind=kind)
            return
        auc = state.auction
        assert auc is not None
        if kind == "time_up" and auc.type != OPEN:
            raise IllegalAction("action/not_now", kind=kind)
        amounts = self._amount_bounds(state, seat)
        if amounts is not None:
            if kind in ("pass", "time_up") and auc.type in (OPEN, ONCE):
                return
            cls, lo, hi = amounts
            if type(action) is not cls:
                raise IllegalAction("action/not_now", kind=kind)
            amount: int = action.amount  # type: ignore[attr-defined]  # the kind fixes the Action subclass
            if amount < lo:
                raise IllegalAction(_AMOUNT_CODES[cls][0], amount=amount, min=lo)
            if amount > hi:
                raise IllegalAction(_AMOUNT_CODES[cls][1], amount=amount, max=hi)
            return
        if kind == "pass":
            return
        if kind != "buy":
            raise IllegalAction("action/not_now", kind=kind)
        if not self._can_afford(state, seat):
            raise IllegalAction("buy/cannot_afford", price=auc.price, money=money)

    # ------------------------------------------------------------------ applying actions
    def _apply(self, state: ModernArtState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        # the most frequent kinds first
        if kind == "pass":
            self._pass(state, seat, events)
        elif kind == "bid":
            self._bid(state, seat, action.amount, events)  # type: ignore[attr-defined]  # the kind fixes the Action subclass
        elif kind == "offer":
            self._offer(state, seat, action.card, events)  # type: ignore[attr-defined]  # the kind fixes the Action subclass
        elif kind == "sealed_bid":
            self._sealed_bid(state, seat, action.amount, events)  # type: ignore[attr-defined]  # the kind fixes the Action subclass
        elif kind == "add_second":
            self._add_second(state, seat, action.card, events)  # type: ignore[attr-defined]  # the kind fixes the Action subclass
        elif kind == "decline_second":
            self._decline_second(state, seat, events)
        elif kind == "time_up":
            self._pass(state, seat, events, "auction/time_up")
        elif kind == "set_price":
            self._set_price(state, seat, action.amount, events)  # type: ignore[attr-defined]  # the kind fixes the Action subclass
        elif kind == "buy":
            auc = state.auction
            assert auc is not None
            events.append(Event("fixed/buy", {"seat": seat, "price": auc.price}))
            self._sold(state, seat, auc.price, events)
        elif kind == "reveal_mystery":
            self._reveal_mystery(state, seat, events)
        elif kind == "skip_mystery":
            events.append(Event("mystery/skipped", {"seat": seat}))
            self._next_turn(state, seat, events)
        return events

    # offering -------------------------------------------------------------------
    def _offer(self, state: ModernArtState, seat: int, card: int, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        state.last_offerer = seat
        artist = CARD_ARTIST[card]
        state.counts[artist] += 1
        events.append(Event("card/offered", {"seat": seat, "card": card, "count": state.counts[artist]}))
        if self._offer_ends_round(state, [card], events):
            return
        if CARD_TYPE[card] == DOUBLE:
            state.phase = DOUBLE_OFFER
            state.double_card = card
            state.double_from = seat
            state.double_ask = seat
            if not state.hands[seat]:  # the auctioneer has nothing to add: ask the next seat
                self._ask_next_for_second(state, seat, events)
            else:
                events.append(Event("double/asking", {"seat": seat}))
            return
        self._start_auction(state, CARD_TYPE[card], [card], seat, seat, events)

    def _offer_ends_round(self, state: ModernArtState, cards: list[int], events: list[Event]) -> bool:
        """The 5th card of an artist, or a card after which nobody holds any, ends the round."""
        if state.counts[CARD_ARTIST[cards[-1]]] >= CARDS_TO_END_ROUND:
            reason = "fifth_card"
        elif not any(state.hands):
            reason = "no_cards"
        else:
            return False
        state.unsold.extend(cards)
        self._end_round(state, reason, events)
        return True

    def _add_second(self, state: ModernArtState, seat: int, card: int, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        state.last_offerer = seat
        state.counts[CARD_ARTIST[card]] += 1
        cards = [state.double_card, card]
        original = state.double_from
        state.double_card = state.double_from = state.double_ask = -1
        events.append(
            Event(
                "double/added",
                {"seat": seat, "card": card, "original": original, "count": state.counts[CARD_ARTIST[card]]},
            )
        )
        if self._offer_ends_round(state, cards, events):
            return
        self._start_auction(state, CARD_TYPE[card], cards, seat, original, events)

    def _decline_second(self, state: ModernArtState, seat: int, events: list[Event]) -> None:
        events.append(Event("double/declined", {"seat": seat}))
        self._ask_next_for_second(state, seat, events)

    def _ask_next_for_second(self, state: ModernArtState, after: int, events: list[Event]) -> None:
        """Pass the offer clockwise, skipping empty hands; back at the start, the card goes free."""
        n = state.num_players
        seat = (after + 1) % n
        while seat != state.double_from:
            if state.hands[seat]:
                state.double_ask = seat
                events.append(Event("double/asking", {"seat": seat}))
                return
            seat = (seat + 1) % n
        original = state.double_from
        card = state.double_card
        state.double_card = state.double_from = state.double_ask = -1
        state.auction = Auction(DOUBLE, [card], original, original)
        self._free(state, events)

    # auctions --------------------------------------------------------------------
    def _start_auction(
        self,
        state: ModernArtState,
        auction_type: int,
        cards: list[int],
        auctioneer: int,
        original: int,
        events: list[Event],
    ) -> None:
        n = state.num_players
        auc = Auction(auction_type, cards, auctioneer, original)
        if auction_type == OPEN:
            auc.passed = [False] * n
        elif auction_type == ONCE:
            auc.order = [(auctioneer + i) % n for i in range(1, n)] + [auctioneer]
        elif auction_type == SEALED:
            auc.sealed = [None] * n
        elif auction_type == FIXED:
            auc.order = [(auctioneer + i) % n for i in range(1, n)]
        state.auction = auc
        state.phase = AUCTION
        events.append(
            Event(
                "auction/start",
                {
                    "type": AUCTION_TYPES[auction_type],
                    "cards": list(cards),
                    "auctioneer": auctioneer,
                    "original": original,
                },
            )
        )

    def _bid(self, state: ModernArtState, seat: int, amount: int, events: list[Event]) -> None:
        auc = state.auction
        assert auc is not None
        auc.high_bid = amount
        auc.high_bidder = seat
        events.append(Event("auction/bid", {"seat": seat, "amount": amount}))
        if auc.type == OPEN:
            auc.passed = [False] * state.num_players  # a new bid clears every pass
        else:
            self._once_around_next(state, events)

    def _pass(
        self, state: ModernArtState, seat: int, events: list[Event], code: str = "auction/pass"
    ) -> None:
        auc = state.auction
        assert auc is not None
        events.append(Event(code, {"seat": seat}))
        if auc.type == OPEN:
            passed = auc.passed
            passed[seat] = True
            high = auc.high_bidder
            # every seat but the high bidder has passed (counted without a generator)
            if passed.count(False) == (1 if high >= 0 and not passed[high] else 0):
                if auc.high_bidder < 0:
                    self._free(state, events)
                else:
                    self._sold(state, auc.high_bidder, auc.high_bid, events)
        elif auc.type == ONCE:
            self._once_around_next(state, events)
        else:  # fixed price: the next seat may buy; if all pass, the auctioneer must
            auc.pos += 1
            if auc.pos >= len(auc.order):
                events.append(Event("fixed/forced", {"seat": auc.auctioneer, "price": auc.price}))
                self._sold(state, auc.auctioneer, auc.price, events)

    def _once_around_next(self, state: ModernArtState, events: list[Event]) -> None:
        auc = state.auction
        assert auc is not None
        auc.pos += 1
        if auc.pos >= len(auc.order):
            if auc.high_bidder < 0:
                self._free(state, events)
            else:
                self._sold(state, auc.high_bidder, auc.high_bid, events)

    def _sealed_bid(self, state: ModernArtState, seat: int, amount: int, events: list[Event]) -> None:
        auc = state.auction
        assert auc is not None
        auc.sealed[seat] = amount
        events.append(Event("sealed/committed", {"seat": seat}))
        events.append(Event("sealed/my_bid", {"seat": seat, "amount": amount}, to=seat))
        if None in auc.sealed:
            return
        bids: list[int] = [b for b in auc.sealed if b is not None]
        events.append(Event("sealed/revealed", {"bids": bids}))
        best = max(bids)
        if best == 0:
            self._free(state, events, sealed_bids=bids)
            return
        n = state.num_players
        # Ties go to the tied seat nearest the auctioneer clockwise, the auctioneer first.
        winner = next(s for s in ((auc.auctioneer + i) % n for i in range(n)) if bids[s] == best)
        self._sold(state, winner, best, events, sealed_bids=bids)

    def _set_price(self, state: ModernArtState, seat: int, amount: int, events: list[Event]) -> None:
        auc = state.auction
        assert auc is not None
        auc.price = amount
        events.append(Event("fixed/price", {"seat": seat, "price": amount}))

    def _sold(
        self,
        state: ModernArtState,
        winner: int,
        price: int,
        events: list[Event],
        sealed_bids: list[int] | None = None,
    ) -> None:
        auc = state.auction
        assert auc is not None
        to_bank = winner == auc.auctioneer
        state.money[winner] -= price
        if not to_bank:
            state.money[auc.auctioneer] += price
        state.bought[winner].extend(auc.cards)
        record = {
            "round": state.round,
            "type": AUCTION_TYPES[auc.type],
            "cards": list(auc.cards),
            "auctioneer": auc.auctioneer,
            "original": auc.original,
            "buyer": winner,
            "price": price,
            "to_bank": to_bank,
            "free": False,
        }
        if sealed_bids is not None:
            record["bids"] = list(sealed_bids)
        state.history.append(record)
        events.append(
            Event(
                "auction/won",
                {
                    "seat": winner,
                    "price": price,
                    "cards": list(auc.cards),
                    "auctioneer": auc.auctioneer,
                    "to_bank": to_bank,
                },
            )
        )
        self._after_auction(state, auc.auctioneer, events)

    def _free(self, state: ModernArtState, events: list[Event], sealed_bids: list[int] | None = None) -> None:
        """Nobody bid: the auctioneer takes the card(s) for nothing."""
        auc = state.auction
        assert auc is not None
        state.bought[auc.auctioneer].extend(auc.cards)
        record = {
            "round": state.round,
            "type": AUCTION_TYPES[auc.type],
            "cards": list(auc.cards),
            "auctioneer": auc.auctioneer,
            "original": auc.original,
            "buyer": auc.auctioneer,
            "price": 0,
            "to_bank": True,
            "free": True,
        }
        if sealed_bids is not None:
            record["bids"] = list(sealed_bids)
        state.history.append(record)
        events.append(Event("auction/free", {"seat": auc.auctioneer, "cards": list(auc.cards)}))
        self._after_auction(state, auc.auctioneer, events)

    def _after_auction(self, state: ModernArtState, auctioneer: int, events: list[Event]) -> None:
        state.auction = None
        if state.mystery and state.mystery_hand:
            state.phase = MYSTERY
            state.mystery_seat = auctioneer
            return
        self._next_turn(state, auctioneer, events)

    def _reveal_mystery(self, state: ModernArtState, seat: int, events: list[Event]) -> None:
        card = state.mystery_hand.pop(state.rng.randbelow(len(state.mystery_hand)))
        artist = CARD_ARTIST[card]
        state.counts[artist] += 1
        state.unsold.append(card)
        state.last_offerer = seat
        events.append(Event("mystery/revealed", {"seat": seat, "card": card, "count": state.counts[artist]}))
        if state.counts[artist] >= CARDS_TO_END_ROUND:
            self._end_round(state, "fifth_card", events)
            return
        self._next_turn(state, seat, events)

    def _next_turn(self, state: ModernArtState, after: int, events: list[Event]) -> None:
        """The next auctioneer is the first seat left of `after` that holds a card."""
        state.mystery_seat = -1
        seat = first_with_cards(state.hands, (after + 1) % state.num_players)
        if seat < 0:  # cannot happen after an auction (someone kept a card); be safe anyway
            self._end_round(state, "no_cards", events)
            return
        state.phase = OFFER
        state.turn = seat
        events.append(Event("turn/offer", {"seat": seat}))

    # rounds ------------------------------------------------------------------------
    def _start_round(self, state: ModernArtState, first_candidate: int, events: list[Event]) -> None:
        while state.round < ROUNDS:
            deal_count = DEAL[4 if state.mystery else state.num_players][state.round]
            give_hands(state.hands, deal_in_blocks(state.deck, state.num_players, deal_count), events)
            if state.mystery:
                state.mystery_hand.extend(state.deck[:deal_count])
                del state.deck[:deal_count]
            events.append(
                Event(
                    "round/start",
                    {"round": state.round, "dealt": deal_count, "hand_sizes": [len(h) for h in state.hands]},
                )
            )
            seat = first_with_cards(state.hands, first_candidate)
            if seat >= 0:
                state.phase = OFFER
                state.turn = seat
                events.append(Event("turn/offer", {"seat": seat}))
                return
            # Nobody holds a card: the round is skipped.
            events.append(Event("round/skipped", {"round": state.round}))
            state.round_results.append({"round": state.round, "skipped": True})
            state.round += 1
        self._game_over(state, events)

    def _end_round(self, state: ModernArtState, reason: str, events: list[Event]) -> None:
        r = state.round
        counts = list(state.counts)
        ranked = top_artists(counts, len(VALUE_TOKENS))
        for place, artist in enumerate(ranked):
            state.tokens[r][artist] = VALUE_TOKENS[place]
        values = [
            sum(state.tokens[k][a] for k in range(r + 1)) if a in ranked else 0 for a in range(_NUM_ARTISTS)
        ]
        earnings = [sum(values[CARD_ARTIST[c]] for c in state.bought[s]) for s in range(state.num_players)]
        for seat, amount in enumerate(earnings):
            state.money[seat] += amount
        # This round's auctions per seat, for the score sheet (public: every price was
        # announced, so only the totals stay a matter of memory until the end).
        sold = [0] * state.num_players
        paid = [0] * state.num_players
        for sale in state.history:
            if sale["round"] == r and not sale["free"]:
                paid[sale["buyer"]] += sale["price"]
                if not sale["to_bank"]:
                    sold[sale["auctioneer"]] += sale["price"]
        result = {
            "round": r,
            "skipped": False,
            "reason": reason,
            "counts": counts,
            "ranking": ranked,
            "tokens": list(state.tokens[r]),
            "values": values,
            "earnings": earnings,
            "sold": sold,
            "paid": paid,
            "paintings": [sorted(b) for b in state.bought],
            "unsold": list(state.unsold),
            "ended_by": state.last_offerer,
        }
        state.round_results.append(result)
        events.append(Event("round/scored", result))
        for b in state.bought:
            state.discard.extend(b)
            b.clear()
        state.discard.extend(state.unsold)
        state.unsold.clear()
        state.counts = [0] * _NUM_ARTISTS
        state.auction = None
        state.double_card = state.double_from = state.double_ask = -1
        state.mystery_seat = -1
        state.round += 1
        # The next round starts left of the seat that offered the round-ending card.
        self._start_round(state, (state.last_offerer + 1) % state.num_players, events)

    def _game_over(self, state: ModernArtState, events: list[Event]) -> None:
        state.phase = OVER
        result = self.result(state)
        events.append(Event("game/over", {"money": list(state.money), "winners": list(result.winners)}))

    # ------------------------------------------------------------------ the end
    def is_over(self, state: ModernArtState) -> bool:
        return state.phase == OVER

    def result(self, state: ModernArtState) -> GameResult:
        best = max(state.money)
        winners = tuple(s for s, m in enumerate(state.money) if m == best)
        return GameResult(tuple(state.money), winners, {"rounds": state.round_results})

    def clock(self, state: ModernArtState, options: dict[str, Any]) -> Clock | None:
        """Open auctions: when the clock runs out, every seat that has not acted passes."""
        seconds = options.get("open_clock", 0)
        if state.phase != AUCTION or state.auction is None or state.auction.type != OPEN or not seconds:
            return None
        auc = state.auction
        # "Going once, going twice" counts from the latest bid; passes do not restart it.
        key = (state.round, len(state.history), tuple(auc.cards), auc.high_bid, auc.high_bidder)
        return Clock(float(seconds), tuple((s, _TIME_UP) for s in sorted(self.active_seats(state))), key)

    # ------------------------------------------------------------------ views
    def view_for(self, state: ModernArtState, seat: int | None) -> dict[str, Any]:
        from modernart_desktop.games.modern_art.view import build_view

        return build_view(self, state, seat)

    # ------------------------------------------------------------------ helpers for others
    @staticmethod
    def painting_values(state: BoardTokens, counts: list[int]) -> list[int]:
        """What each artist's paintings would be worth if the round ended with `counts`."""
        ranked = top_artists(counts, len(VALUE_TOKENS))
        values = []
        for a in range(_NUM_ARTISTS):
            if a in ranked:
                earlier = sum(state.tokens[k][a] for k in range(min(state.round, ROUNDS)))
                values.append(earlier + VALUE_TOKENS[ranked.index(a)])
            else:
                values.append(0)
        return values

    # ------------------------------------------------------------------ hidden information
    def vary_secrets(self, state: ModernArtState, seat: int | None, seed: int) -> ModernArtState:
        """Other hands, the deck and the mystery hand re-dealt from the cards `seat`
        has not seen; secret money and others' sealed bids moved, never below what a
        seat has committed to pay (its high bid, its fixed price, its sealed bid)."""
        twin = state.clone()
        if twin.phase == OVER:
            return twin
        rng = Rng(seed)
        twin.rng = Rng(rng.next_u64())
        others = [s for s in range(twin.num_players) if s != seat]
        redeal_unseen([twin.hands[s] for s in others] + [twin.deck, twin.mystery_hand], rng.shuffle)
        auc = twin.auction
        if not twin.open_money:
            for s in others:
                floor = 0
                if auc is not None:
                    if auc.high_bidder == s:
                        floor = auc.high_bid
                    if auc.type == FIXED and auc.auctioneer == s and auc.price > 0:
                        floor = max(floor, auc.price)
                    if auc.sealed and auc.sealed[s] is not None:
                        floor = max(floor, auc.sealed[s] or 0)
                twin.money[s] = max(floor, twin.money[s] + rng.randint(-10, 10))
        if auc is not None and auc.sealed:
            for s in others:
                bid = auc.sealed[s]
                if bid is not None:
                    auc.sealed[s] = rng.randint(0, twin.money[s])
        return twin
