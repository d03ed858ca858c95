"""The contract, part 3: what a seat may not see never reaches it. `vary_secrets`
changes everything hidden from a seat; its view, its legal actions and the events
it is sent stay the same. And views and logs fit easily in a network frame."""

from __future__ import annotations

from typing import Any

import msgpack

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.game import Game
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.net.protocol import MAX_CLIENT_FRAME, MAX_HOST_FRAME

from .conftest import Config, plain, play, random_action, seats_and_spectator

WALK = 8  # actions played on a match and its varied twin


def _twin(match: Match, state: Any) -> Match:
    return Match(
        match.game,
        match.num_players,
        dict(match.options),
        match.seed,
        state,
        match.seq,
        list(match.log),
        list(match.events),
    )


def _wire_events(match: Match, seat: int | None, since: int) -> list[Any]:
    return [(s, e.to_wire()) for s, e in match.events_for(seat, since)]


def _same_legal(a: LegalActions, b: LegalActions) -> bool:
    return set(a.actions) == set(b.actions) and set(a.ranges) == set(b.ranges)


def _walk(original: Match, twin: Match, seat: int | None, rng: Rng) -> None:
    """Play the same actions on both while `seat` cannot tell them apart; other seats'
    hidden choices sometimes differ. Whenever `seat`'s views agree after an action,
    the events it was sent must agree too (an event must not leak what a view hides)."""
    for _ in range(WALK):
        if original.is_over() or twin.is_over():
            return
        active = sorted(original.active_seats())
        assert sorted(twin.active_seats()) == active
        actor = active[rng.randbelow(len(active))]
        action = random_action(original.legal_actions(actor), rng)
        legal_twin = twin.legal_actions(actor)
        twin_action: Action = action
        if action not in legal_twin or (actor != seat and rng.randbelow(2)):
            twin_action = random_action(legal_twin, rng)
        since = original.seq
        original.apply(actor, action)
        twin.apply(actor, twin_action)
        if original.view_for(seat) != twin.view_for(seat):
            return  # something became public that differs: the twins may part now
        assert _wire_events(original, seat, since) == _wire_events(twin, seat, since), (
            f"events to {seat} differ after {action!r} / {twin_action!r} though its views agree"
        )


def test_a_seat_sees_nothing_of_what_vary_secrets_changes(config: Config) -> None:
    game = config.game
    rng = Rng(5)
    varied_hidden = 0
    for step, match in enumerate(play(config.new_match(5), 5)):
        # every 7th position, and every one just after a secret was made (a private event:
        # a sealed bid committed, a card dealt), so a game's secrets are always visited
        just_secret = any(seq == match.seq and e.to is not None for seq, e in match.events[-8:])
        if step % 7 and not just_secret:
            continue
        state = match.state
        for seat in seats_and_spectator(match):
            before = plain(state)
            twin_state = game.vary_secrets(state, seat, 100 + step)
            assert twin_state is not state and plain(state) == before, "vary_secrets changed its input"
            assert plain(game.vary_secrets(state, seat, 100 + step)) == plain(twin_state), "not reproducible"
            assert game.view_for(twin_state, seat) == game.view_for(state, seat)
            assert game.active_seats(twin_state) == game.active_seats(state)
            assert game.is_over(twin_state) == game.is_over(state)
            if seat is not None:
                assert _same_legal(game.legal_actions(twin_state, seat), game.legal_actions(state, seat))
            # it did vary something: some other seat (or the full state) can tell
            others = [s for s in range(config.players) if s != seat]
            if any(game.view_for(twin_state, s) != game.view_for(state, s) for s in others):
                varied_hidden += 1
            _walk(_twin(match, game.clone(state)), _twin(match, twin_state), seat, rng)
    assert varied_hidden > 0, "vary_secrets never changed anything another seat can see"


def test_every_game_implements_vary_secrets(config: Config) -> None:
    game = config.game
    assert type(game).vary_secrets is not Game.vary_secrets, (
        f"{config.game_id}: implement Game.vary_secrets (see its docstring) to join the contract"
    )
    # a finished game stays finished with the same result, whatever is varied
    match = config.new_match(8)
    for _ in play(match, 8):
        pass
    for seat in seats_and_spectator(match):
        twin = game.vary_secrets(match.state, seat, 9)
        assert game.is_over(twin) and game.result(twin) == game.result(match.state)
        assert game.view_for(twin, seat) == game.view_for(match.state, seat)


def test_views_events_and_actions_fit_easily_in_a_frame(config: Config) -> None:
    game = config.game
    host_cap, client_cap = MAX_HOST_FRAME // 4, MAX_CLIENT_FRAME // 4
    match = config.new_match(6)
    for step, m in enumerate(play(match, 6)):
        for seat in sorted(m.active_seats()):
            for r in m.legal_actions(seat).ranges:
                assert len(msgpack.packb(r.make(r.hi).to_wire())) < client_cap
        if step % 5:
            continue
        for seat in seats_and_spectator(m):
            view = m.view_for(seat)
            assert msgpack.unpackb(msgpack.packb(view)) == view  # plain data, nothing lost
            assert len(msgpack.packb(view)) < host_cap
    # the largest message: a snapshot of a finished game with its whole redacted log
    for seat in seats_and_spectator(match):
        log = [[s, e.to_wire()] for s, e in match.events_for(seat)]
        snapshot = {"view": match.view_for(seat), "log": log}
        packed = msgpack.packb(snapshot)
        assert len(packed) < host_cap, f"{len(packed)} bytes for seat {seat}"
        assert msgpack.unpackb(packed) == msgpack.unpackb(msgpack.packb(msgpack.unpackb(packed)))
    assert game.is_over(match.state)
