"""Rebuild a full Art Society state from one seat's view: a "world" that agrees with
everything the view shows. Almost everything is public (walls, museum, the revealed
bids from which every hand follows); what is hidden is the others' committed bids
this round (drawn from their remaining lollipops) and which tile each face-down
stack will give (the box's contents follow from the visible tiles; the draw order
comes from a fresh RNG)."""

from __future__ import annotations

from typing import Any

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society.gallery import Wall
from modernart_desktop.games.art_society.state import BID, NO_BID, NONE, PICK, ArtSocietyState, TurnStart


def sample_world(view: dict[str, Any], rng: Rng) -> ArtSocietyState:
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat to sample for")
    n = view["players"]
    state = ArtSocietyState(num_players=n, rng=Rng(rng.next_u64()))
    state.phase = view["phase"]
    state.round = view["round"]
    state.auctioneer = view["auctioneer"]
    state.picked = list(view["picked"])
    state.auction = list(view["auction"])
    starts = view["start_lollipops"]
    history = view["history"]
    state.stacks = [[starts[s]] + [h[s] for h in history] for s in range(n)]
    state.history = [list(h) for h in history]
    state.hands = []
    for s in range(n):
        if s == seat:
            state.hands.append(list(view["hand"]))
        else:
            used = {h[s] for h in history}
            state.hands.append([v for v in range(1, C.LOLLIPOPS + 1) if v not in used])
    state.bids = [NO_BID] * n
    if state.phase == BID:
        for s in range(n):
            if s == seat:
                state.bids[s] = view["my_bid"] or NO_BID
            elif view["committed"][s]:
                hand = state.hands[s]
                state.bids[s] = hand.pop(rng.randbelow(len(hand)))
    state.walls = []
    seen: set[int] = set(state.auction)
    for placed in view["walls"]:
        wall = Wall()
        for tile, row, col in placed:
            wall.hang(tile, row, col)
            seen.add(tile)
        state.walls.append(wall)
    state.start_tiles = list(view["start_tiles"])
    state.assistants = [NONE if a is None else a for a in view["assistants"]]
    seen.update(a for a in state.assistants if a != NONE)
    state.excess = [list(e) for e in view["excess"]]
    for e in state.excess:
        seen.update(e)
    state.museum = [list(m) for m in view["museum"]]
    for m in state.museum:
        seen.update(m)
    state.prestige = list(view["prestige"])
    turn = view["turn"]
    if state.phase == PICK:
        state.order = list(view["order"])
        state.pos = state.order.index(view["picker"])
        state.held = NONE if turn["held"] is None else turn["held"]
        state.took = turn["took"]
        state.must_hang = turn["must_hang"]
        state.credit = turn["credit"]
        state.single = turn["single"]
        state.decor_taken = turn["decor_taken"]
        if state.held != NONE:
            seen.add(state.held)
    state.box = [[] for _ in C.STACK_SHAPES]
    for tile in C.AUCTION_PAINTINGS:
        if tile not in seen:
            state.box[C.STACK_OF[tile]].append(tile)
    # Decor: the pool holds whichever decor tiles are not on a wall or with an assistant.
    state.decor_pool = [[] for _ in C.DECOR_SHAPES]
    for tile in C.DECOR_TILES:
        if tile not in seen:
            state.decor_pool[C.DECOR_SHAPE_OF[tile]].append(tile)
    if state.phase == PICK:
        # What the turn began with is not in the view: a rollout's players never reset,
        # so the present stands in for it.
        seat_now = state.order[state.pos]
        state.turn_start = TurnStart(
            seat_now,
            state.walls[seat_now].clone(),
            state.assistants[seat_now],
            list(state.excess[seat_now]),
            list(state.auction),
            [list(p) for p in state.decor_pool],
            [list(m) for m in state.museum],
        )
    return state
