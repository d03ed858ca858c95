"""Invariants over random legal play (hypothesis): 3, 4 and 5 players, with and without
the mystery hand."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import match_from_bytes, match_to_bytes
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art.actions import (
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
)
from modernart_desktop.games.modern_art.components import NUM_CARDS

tables = st.sampled_from([(3, False), (3, True), (4, False), (5, False)])
seeds = st.integers(min_value=0, max_value=2**62)


def _all_cards(state) -> list[int]:
    cards = list(state.deck) + list(state.mystery_hand) + list(state.unsold) + list(state.discard)
    for h in state.hands:
        cards += h
    for b in state.bought:
        cards += b
    if state.auction is not None:
        cards += state.auction.cards
    if state.double_card >= 0:
        cards.append(state.double_card)
    return cards


def _steps(match: Match, seed: int):
    """Yield (seat, action) for random legal play until the game ends."""
    rng = Rng(seed)
    agents = [RandomAgent(rng.next_u64()) for _ in range(match.num_players)]
    while not match.is_over():
        seats = sorted(match.active_seats())
        seat = seats[rng.randbelow(len(seats))]
        yield seat, agents[seat].choose(None, match.legal_actions(seat))


def _money_flow(events) -> list[int]:
    """Money changes the public events explain: auction payments and bank sales."""
    delta: dict[int, int] = {}
    for e in events:
        p = e.params
        if e.code == "auction/won":
            delta[p["seat"]] = delta.get(p["seat"], 0) - p["price"]
            if not p["to_bank"]:
                delta[p["auctioneer"]] = delta.get(p["auctioneer"], 0) + p["price"]
        elif e.code == "round/scored":
            for seat, amount in enumerate(p["earnings"]):
                delta[seat] = delta.get(seat, 0) + amount
    return [delta.get(s, 0) for s in range(max(delta, default=-1) + 1)]


@settings(max_examples=12)
@given(tables, seeds)
def test_random_legal_play_conserves_cards_and_explains_every_money_change(table, seed):
    players, mystery = table
    match = Match.new("modern_art", players, {"mystery_hand": mystery}, seed=seed)
    for seat, action in _steps(match, seed):
        before = list(match.state.money)
        events = match.apply(seat, action)
        cards = _all_cards(match.state)
        assert sorted(cards) == list(range(NUM_CARDS))
        flow = _money_flow(events) + [0] * players
        assert [m - b for m, b in zip(match.state.money, before)] == flow[:players]
        assert all(m >= 0 for m in match.state.money)
    assert match.is_over() and len(match.result().winners) >= 1


def _perturb_other_seats(state, me: int, rng: Rng):
    """Change what `me` must not know: others' hand contents, money, sealed amounts."""
    other = copy.deepcopy(state)
    for seat in range(other.num_players):
        if seat == me:
            continue
        other.money[seat] += 1 + rng.randbelow(50)
        hand = other.hands[seat]
        if hand and other.deck:  # swap a card with the deck: same hand size, other content
            i, j = rng.randbelow(len(hand)), rng.randbelow(len(other.deck))
            hand[i], other.deck[j] = other.deck[j], hand[i]
        if other.auction is not None and other.auction.sealed and other.auction.sealed[seat] is not None:
            other.auction.sealed[seat] += 1
    if other.mystery_hand and other.deck:
        other.mystery_hand[0], other.deck[0] = other.deck[0], other.mystery_hand[0]
    other.rng = Rng(state.rng.state ^ 0xABCDEF)
    return other


@settings(max_examples=10)
@given(tables, seeds)
def test_a_view_never_changes_when_only_another_seats_secrets_change(table, seed):
    players, mystery = table
    match = Match.new("modern_art", players, {"mystery_hand": mystery}, seed=seed)
    game = match.game
    rng = Rng(seed)
    for step, (seat, action) in enumerate(_steps(match, seed)):
        if step % 7 == 0:
            me = rng.randbelow(players)
            changed = _perturb_other_seats(match.state, me, rng)
            assert game.view_for(changed, me) == game.view_for(match.state, me)
            assert game.view_for(changed, None) == game.view_for(match.state, None)
        match.apply(seat, action)


@settings(max_examples=10)
@given(tables, seeds)
def test_a_spectator_view_holds_nobodys_hand_or_money(table, seed):
    players, mystery = table
    match = Match.new("modern_art", players, {"mystery_hand": mystery}, seed=seed)
    for seat, action in _steps(match, seed):
        view = match.view_for(None)
        if not match.is_over():
            assert view["hand"] is None and view["money"] == [None] * players
            if view["auction"]:
                assert view["auction"]["my_bid"] is None
        match.apply(seat, action)


@settings(max_examples=10)
@given(tables, seeds)
def test_replaying_the_log_reproduces_the_state_exactly_and_saves_round_trip(table, seed):
    players, mystery = table
    match = Match.new("modern_art", players, {"mystery_hand": mystery}, seed=seed)
    halfway = None
    for seat, action in _steps(match, seed):
        match.apply(seat, action)
        if halfway is None and match.seq == 60:
            halfway = match_from_bytes(match_to_bytes(match))
            assert halfway.state == match.state
    replayed = Match.replay("modern_art", players, match.options, match.seed, match.log)
    assert replayed.state == match.state
    loaded = match_from_bytes(match_to_bytes(match))
    assert loaded.state == match.state
    assert loaded.result() == match.result()


def _random_action(rng: Rng):
    amount = rng.randint(-3, 260)
    card = rng.randint(-2, 72)
    return rng.choice(
        [
            OfferCard(card),
            AddSecondCard(card),
            DeclineSecond(),
            Bid(amount),
            Pass(),
            SealedBid(amount),
            SetPrice(amount),
            Buy(),
            RevealMystery(),
            SkipMystery(),
        ]
    )


@settings(max_examples=12)
@given(tables, seeds)
def test_every_illegal_action_is_refused_with_a_code_and_changes_nothing(table, seed):
    players, mystery = table
    match = Match.new("modern_art", players, {"mystery_hand": mystery}, seed=seed)
    game = match.game
    rng = Rng(seed + 1)
    refused = 0
    for seat, action in _steps(match, seed):
        for _ in range(4):
            probe = match.state.clone()
            try_seat = rng.randint(-1, players)
            attempt = _random_action(rng)
            snapshot = match.state.clone()
            try:
                game.apply(probe, try_seat, attempt)
            except IllegalAction as exc:
                refused += 1
                assert exc.code and "/" in exc.code
                assert probe == snapshot
            else:
                # Accepted: it must be one of the legal choices (up to identical cards).
                assert 0 <= try_seat < players and try_seat in game.active_seats(snapshot)
        # Every enumerated legal action is accepted.
        for legal in list(match.legal_actions(seat))[:30]:
            game.apply(match.state.clone(), seat, legal)
        match.apply(seat, action)
    assert refused > 0
