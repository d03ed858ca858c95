"""What each seat may see: its own hand, its own face-down cards and its own
simultaneous choice; of the others only counts, until scoring reveals the
face-down cards. The event log is redacted the same way."""

from __future__ import annotations

import asyncio

from hypothesis import given
from hypothesis import strategies as st

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core.match import Match
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.modern_art_card_game.actions import CommitCard, PlayCard, PlaySecond
from modernart_desktop.games.modern_art_card_game.components import (
    CARD_ARTIST,
    CARD_SYMBOL,
    SECOND_DOWN,
    SIMULTANEOUS,
)
from modernart_desktop.games.modern_art_card_game.positions import arrange
from modernart_desktop.host.runner import TableRunner
from modernart_desktop.host.table import AI, SeatInfo, Table

GAME_ID = "modern_art_card_game"
LM, YOKO, CP, KG, KRYPTO = range(5)
# Events that name a card nobody else may know yet: they must always be private.
PRIVATE_CODES = {"hand/dealt", "card/drawn", "second/my_face_down", "simultaneous/my_card"}


def held(match: Match, seat: int, artist: int, symbol: int = 0) -> int:
    return next(c for c in match.state.hands[seat] if CARD_ARTIST[c] == artist and CARD_SYMBOL[c] == symbol)


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others():
    match = Match.new(GAME_ID, 4, seed=3)
    view = match.view_for(2)
    assert view["seat"] == 2 and view["hand"] == sorted(match.state.hands[2])
    assert view["hand_sizes"] == [13, 13, 13, 13]
    assert "hands" not in view and "deck" not in view
    spectator = match.view_for(None)
    assert spectator["hand"] is None and spectator["seat"] is None
    assert spectator["extra"] == match.state.extra  # the extra card lies face up


def test_face_down_cards_are_backs_to_others_until_scoring_reveals_them():
    match = Match.new(GAME_ID, 3, seed=3)
    arrange(
        match.state,
        hands=[[(KG, SECOND_DOWN), YOKO, LM], [YOKO, LM], [KRYPTO]],
        displays=[[YOKO], [YOKO], [YOKO, YOKO]],
        extra=YOKO,
    )
    match.apply(0, PlayCard(held(match, 0, KG, SECOND_DOWN)))
    hidden = held(match, 0, LM)
    match.apply(0, PlaySecond(hidden))
    assert match.view_for(0)["face_down"][0] == [hidden]
    assert match.view_for(1)["face_down"] == [None, [], None]  # its own (none), no one else's
    assert match.view_for(1)["face_down_counts"] == [1, 0, 0]
    match.apply(1, PlayCard(held(match, 1, YOKO)))  # sixth Yoko: scoring, bonus cards asked
    assert match.state.phase == "bonus"
    assert match.view_for(1)["face_down"][0] == [hidden]
    assert match.view_for(None)["face_down"][0] == [hidden]


def test_a_simultaneous_choice_is_seen_only_by_its_owner_until_all_are_revealed():
    match = Match.new(GAME_ID, 3, seed=3)
    arrange(match.state, hands=[[(LM, SIMULTANEOUS), YOKO], [KG, LM], [CP]], extra=KRYPTO)
    match.apply(0, PlayCard(held(match, 0, LM, SIMULTANEOUS)))
    chosen = held(match, 1, KG)
    events = match.apply(1, CommitCard(chosen))
    assert [e.to for e in events if e.params.get("card") == chosen] == [1]
    assert match.view_for(1)["simultaneous"]["my_card"] == chosen
    assert match.view_for(0)["simultaneous"]["my_card"] is None
    assert match.view_for(0)["hand_sizes"] == [1, 1, 1]
    assert match.view_for(2)["simultaneous"]["committed"] == [False, True, False]


@given(st.integers(2, 5), st.integers(0, 2**32))
def test_the_log_keeps_hidden_cards_private(players, seed):
    match = Match.new(GAME_ID, players, seed=seed)
    rng = Rng(seed)
    agents = [RandomAgent(rng.next_u64()) for _ in range(players)]
    while not match.is_over():
        seats = sorted(match.active_seats())
        seat = seats[rng.randbelow(len(seats))]
        match.apply(seat, agents[seat].choose(None, match.legal_actions(seat)))
    for _, event in match.events:
        if event.code in PRIVATE_CODES:
            assert event.to is not None
        if event.code in ("card/drew", "second/face_down", "simultaneous/committed"):
            assert "card" not in event.params
    for seat in list(range(players)) + [None]:
        assert all(e.to in (None, seat) for _, e in match.events_for(seat))


def test_the_table_host_runs_a_whole_game_of_this_game_too(tmp_path):
    """DESIGN principle 8: the one host serves every game."""

    async def go() -> Table:
        match = Match.new(GAME_ID, 3, seed=21)
        table = Table(match, [SeatInfo(f"P{i}", AI) for i in range(3)], tmp_path / "auto.mad")
        seen: dict[int, list] = {}
        for seat in range(3):
            table.subscribe(seat, lambda u, s=seat: seen.setdefault(s, []).append(u))
        runner = TableRunner(table, {s: RandomAgent(s) for s in range(3)})
        runner.start()
        await asyncio.wait_for(runner.wait_finished(), 60)
        runner.stop()
        for seat, updates in seen.items():
            for update in updates:
                assert update.view["seat"] == seat
                assert all(e.to in (None, seat) for _, e in update.events)
        return table

    table = asyncio.run(go())
    assert table.is_over()
    from modernart_desktop.core.persistence import load_match

    assert load_match(tmp_path / "auto.mad").result() == table.match.result()
