"""Art Society rules, one test per rule: placement, decor, faux pas, the assistant, no room,
bids and their tie-break, the end triggers."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.art_society.actions import (
    Bid,
    Confirm,
    DecorToAssistant,
    Excess,
    ExchangeDecor,
    Hang,
    HangDecor,
    HangStart,
    PickStack,
    ResetTurn,
    SkipDecor,
    Swap,
    Take,
    ToAssistant,
)
from modernart_desktop.games.art_society.rules import bid_order
from modernart_desktop.games.art_society.state import BID, CHOOSE, OVER, PICK, START

from .conftest import Table, assert_every_tile_once

D11, D21, D12, D31, D13 = range(5)  # decor shapes in data order


def refused(table: Table, seat: int, action: object) -> str:
    before = table.state.clone()
    with pytest.raises(IllegalAction) as info:
        table.do(seat, action)
    assert table.state == before  # nothing changed
    return info.value.code


# ---------------------------------------------------------------- set-up
def test_setup_deals_start_lollipops_and_lowest_is_first_auctioneer(game):
    state, events = game.setup(3, {}, 7)
    starts = [s[0] for s in state.stacks]
    assert len(set(starts)) == 3 and set(starts) <= {1, 2, 3, 4}
    assert state.auctioneer == starts.index(min(starts))
    assert state.phase == START and game.active_seats(state) == {0, 1, 2}
    assert all(sorted(h) == list(range(1, 21)) for h in state.hands)
    assert_every_tile_once(state)


def test_start_painting_must_cover_a_star_cell(game):
    state, _ = game.setup(2, {}, 3)
    legal = list(game.legal_actions(state, 0))
    assert legal and all(isinstance(a, HangStart) for a in legal)
    w, h = C.TILES[state.start_tiles[0]].w, C.TILES[state.start_tiles[0]].h
    for a in legal:
        assert G.rect_mask(w, h, a.row, a.col) & G.STAR_MASK
    with pytest.raises(IllegalAction) as info:
        game.apply(state, 0, HangStart(0, 0))
    assert info.value.code == "place/no_star"
    game.apply(state, 0, legal[0])
    game.apply(state, 1, list(game.legal_actions(state, 1))[0])
    assert state.phase == CHOOSE and game.active_seats(state) == {state.auctioneer}


# ---------------------------------------------------------------- placement
def placing_table() -> tuple[Table, int]:
    """Seat 0 holds a 2x2 still life; its wall has one 2x2 portrait at rows 4-5, cols 4-5."""
    t = Table(2)
    t.painting(0, "portrait", 2, 2, 4, 4, frame="gilded")
    new = t.take_tile("still_life", 2, 2, frame="ebony")
    t.pick_turn(0, [new, t.take_tile("city_life", 2, 2)])
    t.do(0, Take(new))
    return t, new


def test_placement_must_lie_wholly_inside_the_grid():
    t, new = placing_table()
    assert refused(t, 0, Hang(new, 4, 10)) == "place/outside"
    assert refused(t, 0, Hang(new, -1, 4)) == "place/outside"


def test_placement_must_touch_another_tile_by_an_edge():
    t, new = placing_table()
    assert refused(t, 0, Hang(new, 0, 0)) == "place/no_contact"
    assert refused(t, 0, Hang(new, 2, 2)) == "place/no_contact"  # corner to corner only
    t.do(0, Hang(new, 2, 4))  # directly above: shares an edge
    assert new in t.state.walls[0].placed


def test_placement_may_not_overlap():
    t, new = placing_table()
    assert refused(t, 0, Hang(new, 5, 5)) == "place/overlap"


def test_tiles_are_never_rotated():
    """A 2-wide, 3-high painting only fits a 2x3 gap, not a 3x2 one."""
    t = Table(2)
    w = t.state.walls[0]
    # Leave a 3-wide, 2-high hole at rows 0-1, cols 0-2 in a wall otherwise blocked around it.
    t.decor(0, 1, 3, 0, 3)
    t.decor(0, 3, 1, 2, 0)
    tall = t.take_tile("portrait", 2, 3)
    wide = t.take_tile("portrait", 3, 2)
    assert (0, 0) not in G.legal_anchors(w, 2, 3)
    assert (0, 0) in G.legal_anchors(w, 3, 2)
    assert G.why_not(w, C.TILES[tall].w, C.TILES[tall].h, 0, 0) == "place/overlap"
    assert G.why_not(w, C.TILES[wide].w, C.TILES[wide].h, 0, 0) is None


def test_legal_anchors_agree_with_why_not_everywhere():
    t, new = placing_table()
    wall = t.state.walls[0]
    anchors = set(G.legal_anchors(wall, 2, 2))
    for r in range(-1, C.ROWS + 1):
        for c in range(-1, C.COLS + 1):
            assert (G.why_not(wall, 2, 2, r, c) is None) == ((r, c) in anchors)


# ---------------------------------------------------------------- frames and decor
def frames_table(matching: int) -> tuple[Table, int]:
    """A 2x2 oak landscape about to hang at rows 2-3, cols 2-3 among `matching` oak neighbours
    (above, left, right, below; portraits and still lifes), plus two touching it by a corner only."""
    t = Table(2)
    spots = [(0, 2), (2, 0), (2, 4), (4, 2)][:matching]
    for (r, c), ptype in zip(spots, ["portrait", "still_life", "portrait", "still_life"]):
        t.painting(0, ptype, 2, 2, r, c, frame="oak")
    t.painting(0, "city_life", 2, 2, 4, 4, frame="silver")  # touches only a corner of the new one
    t.painting(0, "city_life", 2, 2, 0, 4, frame="oak")  # touches it by one corner only too
    new = t.take_tile("landscape", 2, 2, frame="oak")
    t.pick_turn(0, [new, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(new))
    return t, new


def test_one_matching_frame_earns_one_decor_of_one_shield():
    t, new = frames_table(1)
    t.do(0, Hang(new, 2, 2))
    assert t.state.credit == 1 and t.state.single
    legal = list(t.game.legal_actions(t.state, 0))
    shapes = {a.shape for a in legal if isinstance(a, HangDecor)}
    assert shapes == {D11}
    assert refused(t, 0, HangDecor(D21, 2, 4)) == "decor/too_many_shields"
    assert refused(t, 0, Confirm()) == "decor/take_first"
    t.do(0, HangDecor(D11, 2, 4))
    assert t.state.credit == 0


def test_three_matching_frames_earn_one_tile_of_at_most_three_shields():
    t, new = frames_table(3)
    t.do(0, Hang(new, 2, 2))
    assert t.state.credit == 3 and t.state.single
    t.do(0, HangDecor(D13, 4, 1))
    assert t.state.credit == 0  # one tile only, even a smaller one


def test_four_or_more_matching_frames_allow_any_combination():
    t, new = frames_table(4)
    t.do(0, Hang(new, 2, 2))
    assert t.state.credit == 4 and not t.state.single
    t.do(0, HangDecor(D11, 2, 6))
    t.do(0, HangDecor(D11, 3, 6))
    assert t.state.credit == 2
    t.do(0, HangDecor(D21, 6, 2))
    assert t.state.credit == 0
    t.do(0, Confirm())


def test_the_new_paintings_own_frame_is_not_counted():
    t = Table(2)
    t.painting(0, "portrait", 2, 2, 0, 0, frame="gilded")
    new = t.take_tile("landscape", 2, 2, frame="oak")
    t.pick_turn(0, [new, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(new))
    t.do(0, Hang(new, 0, 2))
    assert t.state.credit == 0  # only a gilded neighbour: nothing matches an oak frame


def test_decor_may_go_to_the_assistant():
    t, new = frames_table(2)
    t.do(0, Hang(new, 2, 2))
    t.do(0, DecorToAssistant(D21))
    assert C.TILES[t.state.assistants[0]].shields == 2


def test_earned_decor_must_be_taken_while_it_fits_on_the_wall_or_the_assistant_is_free():
    """Frames and decor: the player at once takes the decor and hangs it or hands it to the
    assistant (RULINGS.md section 3): declining it to keep a hole open is not allowed."""
    t, new = frames_table(2)
    t.do(0, Hang(new, 2, 2))
    assert SkipDecor() not in t.game.legal_actions(t.state, 0)
    before = t.state.credit
    assert refused(t, 0, SkipDecor()) == "decor/must_take"
    assert t.state.credit == before


def _only_single_holes_left(t: Table, new: int) -> None:
    """Everything but the new painting's spot (rows 2-3, cols 2-3) and a few lone cells is
    covered, and no 1x1 decor is left: a 2-shield credit fits nowhere on the wall."""
    holes = G.rect_mask(2, 2, 2, 2) | G.rect_mask(1, 1, 9, 9) | G.rect_mask(1, 1, 7, 0)
    t.state.walls[0].occ |= G.FULL_MASK & ~holes
    t.state.decor_pool[D11].clear()
    t.do(0, Hang(new, 2, 2))
    assert t.state.credit == 2
    assert not any(isinstance(a, HangDecor) for a in t.game.legal_actions(t.state, 0))


def test_decor_that_fits_nowhere_still_goes_to_a_free_assistant():
    t, new = frames_table(2)
    _only_single_holes_left(t, new)
    legal = t.game.legal_actions(t.state, 0)
    assert DecorToAssistant(D21) in legal and SkipDecor() not in legal
    assert refused(t, 0, SkipDecor()) == "decor/must_take"


def test_decor_may_be_declined_only_when_it_fits_nowhere_and_the_assistant_is_busy():
    t, new = frames_table(2)
    t.state.assistants[0] = t.take_tile("portrait", 2, 2)
    _only_single_holes_left(t, new)
    legal = list(t.game.legal_actions(t.state, 0))
    assert [a for a in legal if a.kind.startswith("decor")] == [SkipDecor()]
    t.do(0, SkipDecor())
    assert t.state.credit == 0 and "decor/skipped" in t.codes()


def test_a_combination_of_decor_may_stop_once_one_tile_of_it_is_taken():
    """Four or more matching frames: any tiles worth at most that many shields in all, so
    a smaller combination is allowed, but not none while one fits."""
    t, new = frames_table(4)
    t.do(0, Hang(new, 2, 2))
    assert refused(t, 0, SkipDecor()) == "decor/must_take"
    t.do(0, HangDecor(D11, 2, 6))
    assert t.state.credit == 3 and SkipDecor() in t.game.legal_actions(t.state, 0)
    t.do(0, SkipDecor())
    assert t.state.credit == 0
    t.do(0, Confirm())


def test_decor_supply_shortage_exchange_small_tiles_for_a_larger_one():
    """No 1x1 decor left: three of my adjacent 1x1 tiles go back for one 3x1."""
    t, new = frames_table(1)
    s = t.state
    for c in range(6, 9):
        t.decor(0, 1, 1, 9, c)
    spare = s.decor_pool[D11][:]
    s.decor_pool[D11].clear()
    t.do(0, Hang(new, 2, 2))
    assert s.credit == 1
    legal = list(t.game.legal_actions(s, 0))
    assert not any(isinstance(a, HangDecor) for a in legal)
    assert ExchangeDecor(D31, 9, 6) in legal
    t.do(0, ExchangeDecor(D31, 9, 6))
    assert len(s.decor_pool[D11]) == 3
    assert C.TILES[s.walls[0].cells[9 * C.COLS + 6]].shields == 3
    t.do(0, HangDecor(D11, 2, 4))
    s.decor_pool[D11].extend(spare)
    assert_every_tile_once(s)


def test_decor_earned_once_the_wall_is_full_is_lost():
    t = Table(2)
    s = t.state
    t.painting(0, "portrait", 2, 2, 8, 6, frame="oak")
    # Everything else is covered but a 2x2 hole at rows 8-9, cols 8-9 (marked occupied only).
    s.walls[0].occ |= G.FULL_MASK & ~G.rect_mask(2, 2, 8, 8)
    new = t.take_tile("landscape", 2, 2, frame="oak")
    t.pick_turn(0, [new, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(new))
    t.do(0, Hang(new, 8, 8))
    assert s.walls[0].is_full()
    assert s.credit == 0 and "decor/lost_full_wall" in t.codes()
    assert "decor/earned" not in t.codes()


# ---------------------------------------------------------------- faux pas and the assistant
def test_faux_pas_painting_touching_same_type():
    t = Table(2)
    t.painting(0, "city_life", 2, 2, 4, 4)
    new = t.take_tile("city_life", 2, 2)
    t.pick_turn(0, [new, t.take_tile("portrait", 2, 2)])
    t.do(0, Take(new))
    t.do(0, Hang(new, 4, 6))
    assert "tile/faux_pas" in t.codes()
    assert G.faux_pas(t.state.walls[0]) == {new, t.state.walls[0].cells[4 * C.COLS + 4]}


def test_assistant_holds_one_tile_and_hangs_it_before_or_after_the_new_one():
    t = Table(2)
    s = t.state
    t.painting(0, "portrait", 2, 2, 4, 4)
    kept = t.take_tile("city_life", 2, 2)
    s.assistants[0] = kept
    new = t.take_tile("landscape", 2, 2)
    t.pick_turn(0, [new, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(new))
    assert refused(t, 0, ToAssistant(new)) == "assistant/busy"
    t.do(0, Hang(kept, 4, 6))  # first the assistant's painting...
    t.do(0, ToAssistant(new))  # ...then the new one goes to the assistant
    assert s.assistants[0] == new and kept in s.walls[0].placed
    t.do(0, Confirm())


def test_only_the_taken_painting_or_the_assistants_tile_can_be_hung():
    t, new = placing_table()
    t.do(0, Hang(new, 2, 4))
    assert refused(t, 0, Hang(-1, 0, 4)) == "hang/not_yours"
    other = t.state.auction[0]
    assert refused(t, 0, Hang(other, 0, 4)) == "hang/not_yours"


def test_reset_takes_the_whole_turn_back():
    t, new = frames_table(2)
    snapshot = t.state.turn_start
    assert snapshot is not None
    t.do(0, Hang(new, 2, 2))
    t.do(0, HangDecor(D21, 4, 2))
    before_turn = t.state.clone()
    t.do(0, ResetTurn())
    assert t.state.walls[0] == snapshot.wall and t.state.decor_pool == snapshot.decor_pool
    assert t.state.held == -1 and not t.state.took and t.state.credit == 0
    assert t.state != before_turn
    assert new in t.state.auction and new not in t.state.walls[0].placed
    assert_every_tile_once(t.state)


def test_reset_before_taking_a_painting_has_nothing_to_take_back():
    # (found by fuzzing: the rules applied a reset their legal moves did not list)
    t, new = frames_table(2)
    t.do(0, Hang(new, 2, 2))
    t.do(0, HangDecor(D21, 4, 2))
    t.do(0, ResetTurn())
    assert ResetTurn() not in t.game.legal_actions(t.state, 0)
    assert refused(t, 0, ResetTurn()) == "pick/take_first"


# ---------------------------------------------------------------- no room on the wall
def no_room_table() -> tuple[Table, int]:
    """Seat 0's wall is covered except a 2x2 hole at rows 0-1, cols 0-1 (the covering is
    only marked as occupied: these tests look at the hole alone); it takes a 3x3 landscape."""
    t = Table(2)
    s = t.state
    s.walls[0].occ = G.FULL_MASK & ~G.rect_mask(2, 2, 0, 0)
    assert G.legal_anchors(s.walls[0], 2, 2) == [(0, 0)]
    big = t.take_tile("landscape", 3, 3)
    t.pick_turn(0, [big, t.take_tile("still_life", 2, 2)])
    t.do(0, Take(big))
    return t, big


def test_no_room_painting_can_go_to_the_assistant():
    t, big = no_room_table()
    legal = list(t.game.legal_actions(t.state, 0))
    assert ToAssistant(big) in legal and Excess() in legal
    t.do(0, ToAssistant(big))
    t.do(0, Confirm())


def test_no_room_swap_for_a_museum_painting_of_the_same_type_that_fits():
    t, big = no_room_table()
    s = t.state
    small = t.to_museum("landscape", 2, 2)
    wrong_type = t.to_museum("portrait", 2, 2)
    too_big = t.to_museum("landscape", 4, 4)
    prestige = list(s.prestige)
    assert refused(t, 0, Swap(wrong_type)) == "swap/not_in_museum"
    assert refused(t, 0, Swap(too_big)) == "swap/does_not_fit"
    t.do(0, Swap(small))
    assert big in s.museum[3] and s.held == small and s.must_hang
    assert refused(t, 0, ToAssistant(small)) == "swap/must_hang"
    t.do(0, Hang(small, 0, 0))
    assert s.prestige == prestige  # a swap does not move the marker
    t.do(0, Confirm())


def test_an_assistants_painting_can_never_be_swapped():
    t, big = no_room_table()
    s = t.state
    t.to_museum("landscape", 2, 2)
    t.do(0, ToAssistant(big))
    assert not any(isinstance(a, Swap) for a in t.game.legal_actions(s, 0))
    assert refused(t, 0, Swap(s.museum[3][0])) == "pick/no_painting_in_hand"


def test_no_room_excess_painting_costs_and_earns_a_one_shield_decor():
    t, big = no_room_table()
    s = t.state
    s.assistants[0] = t.take_tile("portrait", 4, 4)  # the assistant is busy
    t.do(0, Excess())
    assert s.excess[0] == [big] and s.credit == 1 and s.single
    assert refused(t, 0, HangDecor(D21, 1, 0)) == "decor/too_many_shields"
    t.do(0, HangDecor(D11, 1, 1))
    t.do(0, Confirm())


def test_swap_and_excess_only_when_the_painting_fits_nowhere():
    t, new = placing_table()
    t.to_museum("still_life", 2, 2)
    assert refused(t, 0, Excess()) == "no_room/painting_fits"
    assert refused(t, 0, Swap(t.state.museum[2][0])) == "no_room/painting_fits"


# ---------------------------------------------------------------- auction and bids
def test_auctioneer_picks_players_plus_one_backs_then_all_are_revealed(game):
    state, _ = game.setup(3, {}, 11)
    for seat in range(3):
        game.apply(state, seat, next(iter(game.legal_actions(state, seat))))
    a = state.auctioneer
    for stack in (0, 0, 5, 13):
        assert state.phase == CHOOSE
        game.apply(state, a, PickStack(stack))
    assert state.phase == BID and len(state.auction) == 4
    shapes = sorted((C.TILES[t].w, C.TILES[t].h) for t in state.auction)
    assert shapes == sorted([C.STACK_SHAPES[s] for s in (0, 0, 5, 13)])
    assert game.active_seats(state) == {0, 1, 2}


def test_bids_are_hidden_until_all_are_in_then_revealed_in_order(game):
    state, _ = game.setup(2, {}, 5)
    for seat in range(2):
        game.apply(state, seat, next(iter(game.legal_actions(state, seat))))
    for _ in range(3):
        game.apply(state, state.auctioneer, PickStack(0))
    events = game.apply(state, 0, Bid(17))
    assert state.phase == BID
    public = [e for e in events if e.to is None]
    assert all("lollipop" not in e.params for e in public)
    assert game.view_for(state, 1)["my_bid"] is None and game.view_for(state, 0)["my_bid"] == 17
    with pytest.raises(IllegalAction):
        game.apply(state, 0, Bid(3))  # committed like a fist: final
    events = game.apply(state, 1, Bid(9))
    assert state.phase == PICK and state.order == [0, 1]
    assert [e.params for e in events if e.code == "bid/revealed"] == [{"bids": [17, 9], "order": [0, 1]}]
    assert 17 not in state.hands[0]
    with pytest.raises(IllegalAction):
        game.apply(state, 1, Take(state.auction[0]))  # seat 0 picks first


def test_each_lollipop_once_per_game(game):
    t = Table(2)
    t.state.phase = BID
    t.state.hands[0].remove(20)
    assert t.game.check is not None
    with pytest.raises(IllegalAction) as info:
        t.game.apply(t.state, 0, Bid(20))
    assert info.value.code == "bid/not_in_hand"


def test_bid_tie_goes_down_the_stack_to_the_start_lollipops():
    # Same bid now (12) and one round earlier (5): the start lollipops decide (3 beats 1).
    assert bid_order([[1, 5, 12], [3, 5, 12], [2, 7, 4]]) == [1, 0, 2]
    # The lollipop right underneath decides first.
    assert bid_order([[4, 2, 12], [1, 8, 12]]) == [1, 0]


# ---------------------------------------------------------------- end of the game
def finish_round(t: Table, seat: int = 0) -> None:
    """Seat `seat` (the only picker) takes the first painting, hangs it anywhere and confirms."""
    s = t.state
    tile = s.auction[0]
    t.do(seat, Take(tile))
    spots = G.legal_anchors(s.walls[seat], C.TILES[tile].w, C.TILES[tile].h)
    t.do(seat, Hang(tile, *spots[0]) if spots else ToAssistant(tile))
    while s.credit:
        t.do(seat, SkipDecor())
    t.do(seat, Confirm())


def end_table() -> Table:
    t = Table(2)
    t.decor(0, 1, 1, 0, 0)
    t.decor(1, 1, 1, 0, 0)
    return t


def test_end_when_a_wall_is_full_after_the_round():
    t = end_table()
    s = t.state
    first = t.take_tile("portrait", 2, 2)
    second = t.take_tile("city_life", 2, 2)
    spare = t.take_tile("still_life", 2, 2)
    # Seat 1's wall: full except a 2x2 gap.
    w = s.walls[1]
    w.occ = G.FULL_MASK & ~G.rect_mask(2, 2, 8, 9)
    t.pick_turn(0, [first, second, spare], order=[0, 1])
    t.do(0, Take(first))
    t.do(0, Hang(first, 0, 1))
    t.do(0, Confirm())
    assert s.phase == PICK  # the round is finished first
    t.do(1, Take(second))
    t.do(1, Hang(second, 8, 9))
    t.do(1, Confirm())
    assert s.phase == OVER and s.end_reason == "full_wall"
    assert s.breakdown[1]["full_wall"] == 5


def test_end_with_a_second_excess_painting():
    t = end_table()
    s = t.state
    s.excess[0].append(t.take_tile("landscape", 5, 5))
    s.walls[0].occ = G.FULL_MASK & ~G.rect_mask(1, 1, 9, 10)
    s.walls[0].cells[0] = s.walls[0].cells[0]
    big = t.take_tile("landscape", 4, 5)
    other = t.take_tile("portrait", 2, 2)
    spare = t.take_tile("still_life", 2, 2)
    s.assistants[0] = t.take_tile("portrait", 3, 3)
    t.pick_turn(0, [big, other, spare], order=[0, 1])
    t.do(0, Take(big))
    s.decor_pool[D11].clear()  # its 1-shield decor fits nowhere, the assistant is busy
    t.do(0, Excess())
    t.do(0, SkipDecor())
    t.do(0, Confirm())
    assert s.phase == PICK
    t.do(1, Take(other))
    t.do(1, Hang(other, 0, 1))
    t.do(1, Confirm())
    assert s.phase == OVER and s.end_reason == "excess"
    assert s.breakdown[0]["excess"] == -4


def test_end_when_every_lollipop_is_used():
    t = end_table()
    s = t.state
    s.hands = [[], []]
    t.pick_turn(
        0,
        [t.take_tile("portrait", 2, 2), t.take_tile("city_life", 2, 2), t.take_tile("still_life", 2, 2)],
        order=[0, 1],
    )
    finish_round(t, 0)
    finish_round(t, 1)
    assert s.phase == OVER and s.end_reason == "lollipops"


def test_game_goes_on_when_no_trigger_and_the_mallet_passes_left():
    t = end_table()
    s = t.state
    s.auctioneer = 1
    t.pick_turn(
        0,
        [t.take_tile("portrait", 2, 2), t.take_tile("city_life", 2, 2), t.take_tile("still_life", 2, 2)],
        order=[0, 1],
    )
    finish_round(t, 0)
    finish_round(t, 1)
    assert s.phase == CHOOSE and s.auctioneer == 0 and s.round == 1


def test_spot_preview_tells_the_ui_reason_frames_faux_pas_eyeline_and_corners():
    t = Table(2)
    t.painting(0, "landscape", 2, 2, 4, 2, frame="oak")
    new = t.take_tile("landscape", 2, 2, frame="oak")
    wall = t.state.walls[0]
    here = G.spot(wall, new, 4, 4)
    assert here == G.Spot(None, 1, 1, True, 0)
    assert G.spot(wall, new, 0, 0).reason == "place/no_contact"
    assert G.spot(wall, new, 0, 0).corners == 1
    assert G.spot(wall, new, 9, 9).reason == "place/outside"
    assert G.spot(wall, new, 5, 3).reason == "place/overlap"


def test_a_decor_tile_that_does_not_exist_is_named_as_such_even_with_no_decor_earned():
    """The most specific refusal first: the tile named, then the moment."""
    t, new = frames_table(0)
    assert refused(t, 0, HangDecor(99, 2, 6)) == "decor/unknown_shape"
    assert refused(t, 0, HangDecor(D11, 2, 6)) == "decor/none_earned"


def test_the_actions_that_name_a_shape_are_exactly_those_with_a_shape_field() -> None:
    """The rules read a decor tile's shape from SHAPED_ACTIONS and take 0 for every
    other action: that list is every action with a `shape` field, and only those."""
    import dataclasses

    from modernart_desktop.games.art_society.actions import ACTION_TYPES, SHAPED_ACTIONS

    with_shape = {cls for cls in ACTION_TYPES if "shape" in {f.name for f in dataclasses.fields(cls)}}
    assert with_shape == set(SHAPED_ACTIONS)
