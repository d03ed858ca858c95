"""The game contract for Friesematenten, checked here: random games finish for 2-4
players, replays are equal, every legal action survives the wire codec, illegal
actions are refused with a code and change nothing, a seat's view does not change
when the secrets hidden from it do, views and events are small msgpack, all 60
cards are always somewhere, and money never goes negative."""

from __future__ import annotations

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.actions import (
    Assign,
    Bid,
    Demolish,
    Done,
    Object,
    PassBid,
    PlayCard,
)

from .helpers import accounted


def _play(game, players, seed, check=None, limit=100_000):
    state, events = game.setup(players, {}, seed)
    agents = [RandomAgent(seed * 10 + s) for s in range(players)]
    log = []
    for _ in range(limit):
        if game.is_over(state):
            break
        (seat,) = game.active_seats(state)
        legal = game.legal_actions(state, seat)
        action = agents[seat].choose(None, legal)
        if check is not None:
            check(state, seat, legal)
        events = game.apply(state, seat, action)
        log.append((seat, action, events))
        assert accounted(state)
        assert min(state.money) >= 0
    return state, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_finish_with_all_cards_accounted_and_money_never_negative(game, players):
    for seed in range(3):
        state, _ = _play(game, players, seed)
        assert game.is_over(state)
        result = game.result(state)
        assert result.winners and len(result.scores) == players


def test_replay_of_the_same_seed_and_actions_gives_the_same_state(game):
    state, log = _play(game, 3, 5)
    again, _ = game.setup(3, {}, 5)
    for seat, action, _ in log:
        game.apply(again, seat, action)
    assert again == state


def test_every_legal_action_round_trips_through_the_wire_codec(game):
    def check(state, seat, legal):
        for a in legal.actions:
            assert game.action_from_wire(msgpack.unpackb(msgpack.packb(a.to_wire()))) == a
        for r in legal.ranges:
            for n in (r.lo, r.hi):
                a = r.make(n)
                assert game.action_from_wire(a.to_wire()) == a

    _play(game, 4, 1, check, limit=3000)


ILLEGAL = [
    Bid(True),
    Bid(12.5),  # type: ignore[arg-type]
    PlayCard(53, target=False),
    Bid(0),
    Bid(10_000),
    PassBid(),
    Done(),
    Object(),
    PlayCard(59),
    PlayCard(999),
    Assign(33, host=0),
    Demolish(5),
    Demolish(-1),
]


def test_illegal_actions_are_refused_with_a_code_and_change_nothing(game):
    def check(state, seat, legal):
        for a in ILLEGAL:
            if a in legal:
                continue
            before = state.clone()
            with pytest.raises(IllegalAction) as err:
                game.apply(state, seat, a)
            assert err.value.code and state == before
        other = (seat + 1) % state.num_players
        before = state.clone()
        with pytest.raises(IllegalAction) as err:
            game.apply(state, other, Done())
        assert err.value.code == "turn/not_active" and state == before

    _play(game, 3, 2, check, limit=1500)


@pytest.mark.parametrize(
    "wire",
    [
        {"kind": "bid", "amount": True},
        {"kind": "bid", "amount": 3.5},
        {"kind": "play_card", "card": "x", "target": -1, "second": -1, "player": -1},
    ],
)
def test_non_integer_amounts_are_malformed(game, wire):
    with pytest.raises(IllegalAction) as err:
        game.action_from_wire(wire)
    assert err.value.code == "action/malformed"


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 10_000), stop=st.integers(0, 400), vary=st.integers(0, 2**32))
def test_a_seats_view_ignores_the_secrets_hidden_from_it(game, seed, stop, vary):
    state, _ = game.setup(3, {}, seed)
    rng = Rng(seed)
    for _ in range(stop):
        if game.is_over(state):
            break
        (seat,) = game.active_seats(state)
        game.apply(state, seat, RandomAgent(rng.next_u64()).choose(None, game.legal_actions(state, seat)))
    for seat in (0, 1, 2, None):
        varied = game.vary_secrets(state, seat, vary)
        assert game.view_for(varied, seat) == game.view_for(state, seat)
        assert game.active_seats(varied) == game.active_seats(state)


def test_money_is_secret_in_views_and_in_the_log(game):
    seen_private = False

    def check(state, seat, legal):
        view = game.view_for(state, (seat + 1) % state.num_players)
        assert view["all_money"] is None or game.is_over(state)
        assert view["money"] == state.money[(seat + 1) % state.num_players]

    state, log = _play(game, 3, 4, check)
    for _, _, events in log:
        for e in events:
            if e.to is None and e.code != "game/over":
                assert not ({"total", "lost"} & set(e.params)) and "money" not in e.params
                if "amount" in e.params:
                    assert e.code == "auction/bid"  # open bids are public (English auction)
            else:
                seen_private = True
    assert seen_private


def test_views_and_events_are_small_msgpack(game):
    biggest = [0, 0]

    def check(state, seat, legal):
        for s in (seat, None):
            biggest[0] = max(biggest[0], len(msgpack.packb(game.view_for(state, s))))

    _, log = _play(game, 4, 3, check, limit=2000)
    for _, _, events in log:
        for e in events:
            biggest[1] = max(biggest[1], len(msgpack.packb(e.to_wire())))
    assert biggest[0] < 4096 and biggest[1] < 1024, biggest


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_of_easy_players_use_the_cards_and_keep_every_invariant(game, players):
    """Easy players buy and play cards with some sense of when, so these games reach
    the effects in other orders than random ones do."""
    from modernart_desktop.ai.levels import make_agent

    state, _ = game.setup(players, {}, 11 + players)
    agents = [make_agent("friesematenten", "easy", seed=s) for s in range(players)]
    kinds: set[str] = set()
    while not game.is_over(state):
        (seat,) = game.active_seats(state)
        legal = game.legal_actions(state, seat)
        action = agents[seat].choose(game.view_for(state, seat), legal)
        kinds.add(action.kind)
        game.apply(state, seat, action)
        assert accounted(state) and min(state.money) >= 0
        other = (seat + 1) % players
        assert game.view_for(game.vary_secrets(state, other, 3), other) == game.view_for(state, other)
    assert {"bid", "pass_bid", "play_card"} <= kinds
    assert sum(1 for c in range(60) if state.buyers[c] >= 0) >= 6


def _near_misses(state, seat, legal):
    """Actions close to the legal ones: every card with other targets, hosts and
    players, every card demolished, "done" and "object" anywhere."""
    yield Done()
    yield Object()
    cards = {a.card for a in legal.actions if hasattr(a, "card")}
    cards |= {c for c in range(60) if state.owner[c] == seat}
    for c in cards:
        yield Demolish(c)
        for other in (-1, 0, 5, 33, 59):
            yield PlayCard(c, target=other)
            yield Assign(c, host=other)
        for p in range(-1, state.num_players):
            yield PlayCard(c, player=p)
            yield Assign(c, player=p)


@pytest.mark.parametrize("players", [2, 4])
def test_the_quick_legality_check_never_accepts_what_the_full_list_refuses(game, players):
    """`check` first looks at the one action (cheap); whenever that says legal, the
    full list of legal actions holds it, in every place of a game."""
    from modernart_desktop.ai.levels import make_agent

    accepted = 0
    for seed, level in ((players, "random"), (players + 1, "easy")):
        state, _ = game.setup(players, {}, seed)
        agents = [make_agent("friesematenten", level, seed=s) for s in range(players)]
        while not game.is_over(state):
            (seat,) = game.active_seats(state)
            legal = game.legal_actions(state, seat)
            for a in (*legal.actions, *_near_misses(state, seat, legal)):
                if game._surely_legal(state, seat, a):
                    assert a in legal, a
                    accepted += 1
                other = (seat + 1) % players
                assert not game._surely_legal(state, other, a)
            action = agents[seat].choose(game.view_for(state, seat), legal)
            game.apply(state, seat, action)
    assert accepted > 100


def test_the_bidding_fast_lane_gives_what_the_general_path_gives(game):
    """Bids and passes skip Game.apply's general checks when they surely hold: the
    events, the state after, and every refusal (wrong seat, a bool or a float amount,
    a bid out of range) are the same as through the general path."""
    from modernart_desktop.core.game import Game

    state, _ = game.setup(4, {}, 21)
    agent = RandomAgent(21)
    compared = 0
    while not game.is_over(state) and compared < 400:
        (seat,) = game.active_seats(state)
        legal = game.legal_actions(state, seat)
        if state.auction is not None and not state.prompts:
            r = legal.range_of("bid")
            tries = [PassBid(), Bid(True), Bid(12.5), Bid(-1)]  # type: ignore[arg-type]
            if r is not None:
                tries += [Bid(r.lo), Bid(r.hi), Bid(r.lo - 1), Bid(r.hi + 1)]
            for s in (seat, (seat + 1) % 4, -1, True):
                for a in tries:
                    fast, slow = state.clone(), state.clone()
                    outcomes = []
                    for apply, st in ((game.apply, fast), (lambda *x: Game.apply(game, *x), slow)):
                        try:
                            outcomes.append(("ok", apply(st, s, a)))
                        except IllegalAction as e:
                            outcomes.append(("refused", e.code))
                    assert outcomes[0] == outcomes[1] and fast == slow, (s, a)
                    compared += 1
        game.apply(state, seat, agent.choose(None, legal))
    assert compared >= 400
