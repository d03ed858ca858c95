"""Art Society state: plain data, cheap to clone for AI search."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society.gallery import Wall

# Phases
START: Final = "start"  # every player hangs a start painting over a star cell (any order)
CHOOSE: Final = "choose"  # the auctioneer picks paintings by their backs
BID: Final = "bid"  # everyone commits a lollipop at once, hidden until all are in
PICK: Final = "pick"  # in bid order, each player takes a painting, hangs it and confirms
OVER: Final = "over"

NO_BID: Final = 0  # no lollipop committed yet (lollipops are 1..20)
NONE: Final = -1


@dataclass(slots=True)
class TurnStart:
    """What a picker's turn can change, as it was when the turn began (for `reset`)."""

    seat: int
    wall: Wall
    assistant: int
    excess: list[int]
    auction: list[int]
    decor_pool: list[list[int]]
    museum: list[list[int]]

    def clone(self) -> TurnStart:
        return TurnStart(
            self.seat,
            self.wall.clone(),
            self.assistant,
            list(self.excess),
            list(self.auction),
            [list(p) for p in self.decor_pool],
            [list(m) for m in self.museum],
        )


@dataclass(slots=True)
class ArtSocietyState:
    num_players: int
    rng: Rng
    phase: str = START
    round: int = 0
    auctioneer: int = 0
    box: list[list[int]] = field(default_factory=list)  # face-down stacks per shape (order is meaningless)
    picked: list[int] = field(default_factory=list)  # CHOOSE: stack indices chosen so far
    auction: list[int] = field(default_factory=list)  # paintings on offer, by value
    hands: list[list[int]] = field(default_factory=list)  # lollipops left (secret to others)
    stacks: list[list[int]] = field(default_factory=list)  # played lollipops, start lollipop first
    bids: list[int] = field(default_factory=list)  # BID: committed lollipop or NO_BID (secret)
    order: list[int] = field(default_factory=list)  # PICK: seats in bid order
    pos: int = 0  # PICK: whose pick it is (index into order)
    walls: list[Wall] = field(default_factory=list)
    start_tiles: list[int] = field(default_factory=list)  # each seat's start painting
    assistants: list[int] = field(default_factory=list)  # the tile each assistant holds (NONE)
    excess: list[list[int]] = field(default_factory=list)  # excess paintings per seat
    decor_pool: list[list[int]] = field(default_factory=list)  # decor tiles per decor shape
    museum: list[list[int]] = field(default_factory=list)  # unsold (and swapped) paintings per type
    prestige: list[int] = field(default_factory=list)  # marker progress per type (50+ = flipped)
    held: int = NONE  # PICK: the painting taken and not yet hung or set aside
    must_hang: bool = False  # the held painting came from a museum swap: it must go on the wall
    took: bool = False  # the picker has taken a painting this turn
    credit: int = 0  # decor shields still to take for the last painting hung
    single: bool = True  # the credit is one tile (fewer than 4 matching frames)
    decor_taken: bool = False  # a tile of this credit is taken: a combination may stop there
    turn_start: TurnStart | None = None  # for `reset`: what the turn may change, as it began
    end_reason: str = ""  # what triggered the end ("" while none has)
    scores: list[int] = field(default_factory=list)
    breakdown: list[dict[str, int]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    history: list[list[int]] = field(default_factory=list)  # revealed bids per round (public)
    # Each seat's score if the game had ended at each round's end (walls and museum are
    # public, so this is too): the round-by-round chart after the game.
    round_totals: list[list[int]] = field(default_factory=list)

    def clone(self) -> ArtSocietyState:
        return ArtSocietyState(
            self.num_players,
            self.rng.clone(),
            self.phase,
            self.round,
            self.auctioneer,
            [list(s) for s in self.box],
            list(self.picked),
            list(self.auction),
            [list(h) for h in self.hands],
            [list(s) for s in self.stacks],
            list(self.bids),
            list(self.order),
            self.pos,
            [w.clone() for w in self.walls],
            list(self.start_tiles),
            list(self.assistants),
            [list(e) for e in self.excess],
            [list(p) for p in self.decor_pool],
            [list(m) for m in self.museum],
            list(self.prestige),
            self.held,
            self.must_hang,
            self.took,
            self.credit,
            self.single,
            self.decor_taken,
            self.turn_start.clone() if self.turn_start is not None else None,
            self.end_reason,
            list(self.scores),
            [dict(b) for b in self.breakdown],
            list(self.winners),
            [list(h) for h in self.history],
            [list(t) for t in self.round_totals],
        )

    @property
    def picker(self) -> int:
        return self.order[self.pos] if self.phase == PICK else NONE


def tile_places(state: ArtSocietyState) -> dict[str, list[int]]:
    """Where every tile is, place by place: each tile id appears exactly once over all of them."""
    from modernart_desktop.games.art_society.components import START_PAINTINGS

    hung = {t for w in state.walls for t in w.placed}
    return {
        "box": [t for s in state.box for t in s] + [t for t in START_PAINTINGS if t not in state.start_tiles],
        "start_unhung": [t for t in state.start_tiles if t not in hung],
        "auction": list(state.auction),
        "held": [state.held] if state.held != NONE else [],
        "walls": [t for w in state.walls for t in w.placed],
        "assistants": [a for a in state.assistants if a != NONE],
        "museum": [t for m in state.museum for t in m],
        "excess": [t for e in state.excess for t in e],
        "decor_pool": [t for p in state.decor_pool for t in p],
    }
