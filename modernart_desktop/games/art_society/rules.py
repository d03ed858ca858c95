"""Art Society rules (Mitch Wallace), as the rulebook and RULINGS.md section 3 say.

A round: the auctioneer picks players+1 paintings by their backs (one face-down
stack per shape, a random tile drawn per pick, all revealed together); everyone
commits a lollipop at once; in bid order (ties: the lollipops underneath, down to
the start lollipop) each player takes a painting, hangs it (or hands it to the
assistant), takes the decor its matching frames earn and confirms; the unsold
painting goes to the museum and moves its type's prestige marker; the mallet
passes left. A full wall, a second excess painting or the last lollipop ends the
game at the end of that round.

Rulings where the rulebook is silent (also in the report of issue 11):
- A picker's turn is applied step by step (each step checked here, so a UI cannot
  hang a tile illegally); `reset` takes the whole turn back and `confirm` ends it.
  The rulebook lets tiles move until the round ends; digitally they move until you
  confirm, so the next player never waits on a change to a wall already shown.
- Decor is taken right after the painting that earns it (before any other step).
  It must be hung or handed to the assistant: declining it (`decor_skip`) is allowed
  only when no tile of it fits on the wall, the assistant is busy and no shortage
  exchange exists (RULINGS.md section 3). A combination (4 or more matching frames:
  any tiles worth at most that many shields in all) may stop once one tile of it is
  taken: a smaller combination is one the rulebook allows, as a smaller single tile is.
- Hanging the assistant's painting is hanging a painting: its frames earn decor.
- The assistant's tile may be hung at any point of your turn after you take a
  painting, except between a museum swap and hanging the swapped painting.
- Decor earned while (or once) the wall is full is lost, and costs nothing.
- Supply shortage: when a decor shape you could take is out of the pool, you may
  exchange your own decor tiles that exactly cover a larger shape for one tile of
  that shape (the returned ones include the missing shape); shields are unchanged.
- The start paintings and lollipops: with fewer than four players the start
  lollipops are drawn at random from the four, and the unused start paintings go
  back to the box (they never enter the game).
- Markers share no physical space: a flipped marker on space 3 (progress 53)
  blocks space 3 too.
"""

from __future__ import annotations

from typing import Any, Final

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.events import Event
from modernart_desktop.core.game import Game, GameResult
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.games.art_society.actions import (
    ACTION_TYPES,
    SHAPED_ACTIONS,
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
from modernart_desktop.games.art_society.scoring import advance, multipliers, score_wall
from modernart_desktop.games.art_society.state import (
    BID,
    CHOOSE,
    NO_BID,
    NONE,
    OVER,
    PICK,
    START,
    ArtSocietyState,
    TurnStart,
)

_CONFIRM: Final = Confirm()
_RESET: Final = ResetTurn()
_SKIP: Final = SkipDecor()
_EXCESS: Final = Excess()
_TILES: Final = C.TILES
# Actions built once and shared (they are immutable): the legal lists of every step
# name them by tile, cell (row*COLS+col) or number instead of building them again.
_CELLS: Final = range(C.ROWS * C.COLS)
_HANG_STARTS: Final = tuple(HangStart(*divmod(i, C.COLS)) for i in _CELLS)
_DECOR_HANGS: Final = tuple(
    tuple(HangDecor(shape, *divmod(i, C.COLS)) for i in _CELLS) for shape in range(len(C.DECOR_SHAPES))
)
_DECOR_ASSISTS: Final = tuple(DecorToAssistant(shape) for shape in range(len(C.DECOR_SHAPES)))
_TAKES: Final = tuple(Take(t) for t in range(C.NUM_TILES))
_ASSISTS: Final = tuple(ToAssistant(t) for t in range(C.NUM_TILES))
_SWAPS: Final = tuple(Swap(t) for t in range(C.NUM_TILES))
_PICKS: Final = tuple(PickStack(s) for s in range(len(C.STACK_SHAPES)))
_BIDS: Final = tuple(Bid(v) for v in range(C.LOLLIPOPS + 1))
_HANGS: dict[int, tuple[Hang, ...]] = {}  # by tile, then cell: built on a tile's first hanging
_NOBODY: Final[frozenset[int]] = frozenset()
_ONLY: Final = tuple(frozenset((s,)) for s in range(8))
_NO_CHOICE: Final = LegalActions()


def _hangs(tile: int) -> tuple[Hang, ...]:
    """`Hang(tile, row, col)` for every cell, by cell index."""
    hangs = _HANGS.get(tile)
    if hangs is None:
        hangs = _HANGS[tile] = tuple(Hang(tile, *divmod(i, C.COLS)) for i in _CELLS)
    return hangs


_KINDS_BY_PHASE: Final = {
    START: ("hang_start",),
    CHOOSE: ("pick_stack",),
    BID: ("bid",),
}


def bid_order(stacks: list[list[int]]) -> list[int]:
    """Seats from highest to lowest bid; a tie compares the lollipops underneath, down to
    the start lollipops (which are all different, so every tie breaks)."""
    return sorted(range(len(stacks)), key=lambda s: [-v for v in reversed(stacks[s])])


def decor_exchanges(state: ArtSocietyState, seat: int) -> list[tuple[int, int, int]]:
    """(shape, row, col) for every legal shortage exchange: a pool shape whose rectangle is
    exactly covered by two or more of the seat's decor tiles, among them a shape that is
    out of the pool and that the current credit could take."""
    pool = state.decor_pool
    missing = {s for s in range(len(C.DECOR_SHAPES)) if not pool[s] and C.DECOR_SHIELDS[s] <= state.credit}
    if not missing:
        return []
    wall = state.walls[seat]
    decor_cells = 0
    for tile, (r, c) in wall.placed.items():
        t = _TILES[tile]
        if t.kind == C.DECOR:
            decor_cells |= G.rect_mask(t.w, t.h, r, c)
    out = []
    for shape, (w, h) in enumerate(C.DECOR_SHAPES):
        if not pool[shape]:
            continue
        for r, c, mask, _ in G.anchors(w, h):
            if mask & decor_cells != mask:
                continue
            inside = {wall.cells[i] for i in G.mask_cells(mask)}
            if len(inside) < 2:
                continue
            ok = True
            for tile in inside:
                tr, tc = wall.placed[tile]
                t = _TILES[tile]
                if G.rect_mask(t.w, t.h, tr, tc) & ~mask:
                    ok = False  # a tile sticks out of the rectangle
                    break
            if ok and any(C.DECOR_SHAPE_OF[t] in missing for t in inside):
                out.append((shape, r, c))
    return out


class ArtSociety(Game[ArtSocietyState]):
    game_id = "art_society"
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    # After the game (core/replay.py, core/undo.py): a round starts once the start
    # paintings hang and after each round's end; the tiles drawn for the auction and the
    # bids turned over reveal; your own committed lollipop told back to you does not.
    round_start_events = frozenset({"round/start"})
    revealing_events = frozenset({"auction/revealed", "bid/revealed"})
    private_echo_events = frozenset({"bid/my_lollipop"})

    # ------------------------------------------------------------------ set-up
    def setup(
        self, num_players: int, options: dict[str, Any], seed: int
    ) -> tuple[ArtSocietyState, list[Event]]:
        rng = Rng(seed)
        n = num_players
        state = ArtSocietyState(num_players=n, rng=rng)
        state.box = [[] for _ in C.STACK_SHAPES]
        for tile in C.AUCTION_PAINTINGS:
            state.box[C.STACK_OF[tile]].append(tile)
        starts = list(C.START_PAINTINGS)
        rng.shuffle(starts)
        state.start_tiles = starts[:n]
        lollipops = list(C.START_LOLLIPOPS)
        rng.shuffle(lollipops)
        state.stacks = [[lollipops[s]] for s in range(n)]
        state.hands = [list(range(1, C.LOLLIPOPS + 1)) for _ in range(n)]
        state.bids = [NO_BID] * n
        state.walls = [G.Wall() for _ in range(n)]
        state.assistants = [NONE] * n
        state.excess = [[] for _ in range(n)]
        state.decor_pool = [[] for _ in C.DECOR_SHAPES]
        for tile in C.DECOR_TILES:
            state.decor_pool[C.DECOR_SHAPE_OF[tile]].append(tile)
        state.museum = [[] for _ in C.TYPES]
        state.prestige = [0] * len(C.TYPES)
        state.auctioneer = min(range(n), key=lambda s: state.stacks[s][0])
        events = [
            Event(
                "game/start",
                {
                    "players": n,
                    "start_paintings": list(state.start_tiles),
                    "start_lollipops": [s[0] for s in state.stacks],
                    "auctioneer": state.auctioneer,
                },
            )
        ]
        return state, events

    def num_players(self, state: ArtSocietyState) -> int:
        return state.num_players

    # ------------------------------------------------------------------ who acts, what is legal
    def active_seats(self, state: ArtSocietyState) -> frozenset[int]:
        phase = state.phase
        if phase == START:
            return frozenset(
                s for s in range(state.num_players) if state.start_tiles[s] not in state.walls[s].placed
            )
        if phase == PICK:
            return _ONLY[state.order[state.pos]]
        if phase == CHOOSE:
            return _ONLY[state.auctioneer]
        if phase == BID:
            return frozenset([s for s, b in enumerate(state.bids) if b == NO_BID])
        return _NOBODY

    def legal_actions(self, state: ArtSocietyState, seat: int) -> LegalActions:
        if seat not in self.active_seats(state):
            return _NO_CHOICE
        phase = state.phase
        if phase == PICK:
            return LegalActions(tuple(self._pick_actions(state, seat)))
        if phase == START:
            t = _TILES[state.start_tiles[seat]]
            starts = _HANG_STARTS
            return LegalActions(tuple([starts[i] for i in G.legal_cells(state.walls[seat], t.w, t.h, True)]))
        if phase == CHOOSE:
            picks = _PICKS
            return LegalActions(tuple([picks[s] for s in self.open_stacks(state)]))
        if phase == BID:
            bids = _BIDS
            return LegalActions(tuple([bids[v] for v in sorted(state.hands[seat])]))
        return _NO_CHOICE  # not reached: the game is over when no phase above holds

    @staticmethod
    def open_stacks(state: ArtSocietyState) -> list[int]:
        """Stacks the auctioneer may still pick from (counting this round's picks)."""
        left = [len(s) for s in state.box]
        for s in state.picked:
            left[s] -= 1
        return [s for s, k in enumerate(left) if k > 0]

    def _pick_actions(self, state: ArtSocietyState, seat: int) -> list[Action]:
        wall = state.walls[seat]
        out: list[Action] = []
        if state.credit > 0:
            out = self._decor_choices(state, seat)
            if not out or state.decor_taken:
                out.append(_SKIP)
            out.append(_RESET)
            return out
        if not state.took:
            takes = _TAKES
            return [takes[t] for t in state.auction]
        assistant = state.assistants[seat]
        held = state.held
        if held != NONE:
            t = _TILES[held]
            spots = G.legal_cells(wall, t.w, t.h)
            hangs = _hangs(held)
            out = [hangs[i] for i in spots]
            if not state.must_hang:
                if assistant == NONE:
                    out.append(_ASSISTS[held])
                if not spots:
                    swaps = _SWAPS
                    out += [swaps[m] for m in self.swappable(state, seat)]
                    out.append(_EXCESS)
        if assistant != NONE and not state.must_hang:
            a = _TILES[assistant]
            hangs = _hangs(assistant)
            out += [hangs[i] for i in G.legal_cells(wall, a.w, a.h)]
        if held == NONE:
            out.append(_CONFIRM)
        out.append(_RESET)
        return out

    @staticmethod
    def _decor_choices(state: ArtSocietyState, seat: int) -> list[Action]:
        """Every way to take the earned decor now: a tile of at most the credit's shields
        from the pool, hung where it fits or handed to a free assistant, or an exchange."""
        wall = state.walls[seat]
        assistant_free = state.assistants[seat] == NONE
        out: list[Action] = []
        for shape, (w, h) in enumerate(C.DECOR_SHAPES):
            if C.DECOR_SHIELDS[shape] > state.credit or not state.decor_pool[shape]:
                continue
            hangs = _DECOR_HANGS[shape]
            out += [hangs[i] for i in G.legal_cells(wall, w, h)]
            if assistant_free:
                out.append(_DECOR_ASSISTS[shape])
        out.extend(ExchangeDecor(s, r, c) for s, r, c in decor_exchanges(state, seat))
        return out

    @staticmethod
    def swappable(state: ArtSocietyState, seat: int) -> list[int]:
        """Museum paintings of the held painting's type that would fit on the seat's wall."""
        if state.held == NONE:
            return []
        wall = state.walls[seat]
        ptype = _TILES[state.held].type
        return [m for m in state.museum[ptype] if G.has_room(wall, _TILES[m].w, _TILES[m].h)]

    # ------------------------------------------------------------------ checking
    def check(self, state: ArtSocietyState, seat: int, action: Action) -> None:
        phase = state.phase
        kind = action.kind
        if phase in _KINDS_BY_PHASE:
            if kind not in _KINDS_BY_PHASE[phase]:
                raise IllegalAction("action/not_now", kind=kind, phase=phase)
            if isinstance(action, HangStart):
                t = _TILES[state.start_tiles[seat]]
                reason = G.why_not(state.walls[seat], t.w, t.h, action.row, action.col, start=True)
                if reason:
                    raise IllegalAction(reason, row=action.row, col=action.col)
            elif isinstance(action, PickStack):
                if not 0 <= action.stack < len(C.STACK_SHAPES):
                    raise IllegalAction("stack/unknown", stack=action.stack)
                if action.stack not in self.open_stacks(state):
                    raise IllegalAction("stack/empty", stack=action.stack)
            elif isinstance(action, Bid):
                if action.lollipop not in state.hands[seat]:
                    raise IllegalAction("bid/not_in_hand", lollipop=action.lollipop)
            return
        self._check_pick(state, seat, action)

    def _check_pick(self, state: ArtSocietyState, seat: int, action: Action) -> None:
        kind = action.kind
        if kind in ("hang_start", "pick_stack", "bid"):
            raise IllegalAction("action/not_now", kind=kind, phase=state.phase)
        if kind == "reset":
            if state.credit == 0 and not state.took:  # nothing of this turn to take back yet
                raise IllegalAction("pick/take_first", kind=kind)
            return
        wall = state.walls[seat]
        shape = action.shape if isinstance(action, SHAPED_ACTIONS) else 0
        if not 0 <= shape < len(C.DECOR_SHAPES):  # the tile named comes before the moment
            raise IllegalAction("decor/unknown_shape", shape=shape)
        if state.credit > 0:
            if kind == "decor_skip":
                if not state.decor_taken and self._decor_choices(state, seat):
                    raise IllegalAction("decor/must_take", credit=state.credit)
                return
            if kind not in ("decor", "decor_assist", "decor_exchange"):
                raise IllegalAction("decor/take_first", kind=kind, credit=state.credit)
            if isinstance(action, ExchangeDecor):
                if (shape, action.row, action.col) not in decor_exchanges(state, seat):
                    raise IllegalAction("decor/no_exchange", shape=shape, row=action.row, col=action.col)
                return
            if C.DECOR_SHIELDS[shape] > state.credit:
                raise IllegalAction("decor/too_many_shields", shape=shape, credit=state.credit)
            if not state.decor_pool[shape]:
                raise IllegalAction("decor/none_left", shape=shape)
            if isinstance(action, DecorToAssistant):
                if state.assistants[seat] != NONE:
                    raise IllegalAction("assistant/busy", tile=state.assistants[seat])
                return
            assert isinstance(action, HangDecor)
            w, h = C.DECOR_SHAPES[shape]
            reason = G.why_not(wall, w, h, action.row, action.col)
            if reason:
                raise IllegalAction(reason, row=action.row, col=action.col)
            return
        if kind in ("decor", "decor_assist", "decor_exchange", "decor_skip"):
            raise IllegalAction("decor/none_earned")
        if not state.took:
            if not isinstance(action, Take):
                raise IllegalAction("pick/take_first", kind=kind)
            if action.tile not in state.auction:
                raise IllegalAction("pick/not_on_offer", tile=action.tile)
            return
        if isinstance(action, Take):
            raise IllegalAction("pick/already_taken")
        held = state.held
        if isinstance(action, Confirm):
            if held != NONE:
                raise IllegalAction("pick/painting_in_hand", tile=held)
            return
        if isinstance(action, Hang):
            tile = action.tile
            assistant = state.assistants[seat]
            if tile == NONE or tile not in (held, assistant):
                raise IllegalAction("hang/not_yours", tile=tile)
            if tile == assistant and state.must_hang:
                raise IllegalAction("hang/swapped_first", tile=held)
            t = _TILES[tile]
            reason = G.why_not(wall, t.w, t.h, action.row, action.col)
            if reason:
                raise IllegalAction(reason, row=action.row, col=action.col)
            return
        if held == NONE:
            raise IllegalAction("pick/no_painting_in_hand")
        if state.must_hang:
            raise IllegalAction("swap/must_hang", tile=held)
        if isinstance(action, ToAssistant):
            if action.tile != held:
                raise IllegalAction("hang/not_yours", tile=action.tile)
            if state.assistants[seat] != NONE:
                raise IllegalAction("assistant/busy", tile=state.assistants[seat])
            return
        t = _TILES[held]
        if G.has_room(wall, t.w, t.h):
            raise IllegalAction("no_room/painting_fits", tile=held)
        if isinstance(action, Swap):
            if action.tile not in state.museum[t.type]:
                raise IllegalAction("swap/not_in_museum", tile=action.tile, type=C.TYPES[t.type])
            m = _TILES[action.tile]
            if not G.has_room(wall, m.w, m.h):
                raise IllegalAction("swap/does_not_fit", tile=action.tile)
            return
        assert isinstance(action, Excess)

    # ------------------------------------------------------------------ applying
    def _apply(self, state: ArtSocietyState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, HangStart):
            self._hang_start(state, seat, action, events)
        elif isinstance(action, PickStack):
            self._pick_stack(state, seat, action.stack, events)
        elif isinstance(action, Bid):
            self._bid(state, seat, action.lollipop, events)
        elif isinstance(action, Take):
            state.auction.remove(action.tile)
            state.held = action.tile
            state.took = True
            events.append(Event("pick/took", {"seat": seat, "tile": action.tile}))
        elif isinstance(action, Hang):
            self._hang(state, seat, action, events)
        elif isinstance(action, ToAssistant):
            state.assistants[seat] = state.held
            state.held = NONE
            events.append(Event("assistant/given", {"seat": seat, "tile": action.tile}))
        elif isinstance(action, Swap):
            ptype = _TILES[state.held].type
            state.museum[ptype].remove(action.tile)
            state.museum[ptype].append(state.held)
            events.append(Event("no_room/swapped", {"seat": seat, "given": state.held, "tile": action.tile}))
            state.held = action.tile
            state.must_hang = True
        elif isinstance(action, Excess):
            state.excess[seat].append(state.held)
            events.append(
                Event("no_room/excess", {"seat": seat, "tile": state.held, "count": len(state.excess[seat])})
            )
            state.held = NONE
            self._earn_decor(state, seat, 1, events)
        elif isinstance(action, HangDecor):
            tile = state.decor_pool[action.shape].pop()
            state.walls[seat].hang(tile, action.row, action.col)
            events.append(
                Event("decor/hung", {"seat": seat, "tile": tile, "row": action.row, "col": action.col})
            )
            self._spend_credit(state, seat, action.shape, events)
        elif isinstance(action, DecorToAssistant):
            tile = state.decor_pool[action.shape].pop()
            state.assistants[seat] = tile
            events.append(Event("assistant/given", {"seat": seat, "tile": tile}))
            self._spend_credit(state, seat, action.shape, events)
        elif isinstance(action, ExchangeDecor):
            self._exchange(state, seat, action, events)
        elif isinstance(action, SkipDecor):
            events.append(Event("decor/skipped", {"seat": seat, "credit": state.credit}))
            state.credit = 0
        elif isinstance(action, ResetTurn):
            self._restore_turn(state)
            events.append(Event("turn/reset", {"seat": seat}))
        elif isinstance(action, Confirm):
            events.append(Event("pick/confirmed", {"seat": seat}))
            self._next_picker(state, events)
        return events

    def _hang_start(self, state: ArtSocietyState, seat: int, action: HangStart, events: list[Event]) -> None:
        tile = state.start_tiles[seat]
        state.walls[seat].hang(tile, action.row, action.col)
        events.append(Event("start/hung", {"seat": seat, "tile": tile, "row": action.row, "col": action.col}))
        if not self.active_seats(state):
            self._start_round(state, events)

    def _start_round(self, state: ArtSocietyState, events: list[Event]) -> None:
        state.phase = CHOOSE
        state.picked = []
        events.append(Event("round/start", {"round": state.round, "auctioneer": state.auctioneer}))
        if not self.open_stacks(state):  # never with the proposed box; kept safe anyway
            self._game_over(state, "box_empty", events)

    def _pick_stack(self, state: ArtSocietyState, seat: int, stack: int, events: list[Event]) -> None:
        state.picked.append(stack)
        events.append(Event("auction/picked", {"seat": seat, "stack": stack}))
        wanted = state.num_players + 1
        if len(state.picked) < wanted and self.open_stacks(state):
            return
        # Every back chosen: draw a random tile per pick and turn them all over together.
        for s in state.picked:
            pile = state.box[s]
            state.auction.append(pile.pop(state.rng.randbelow(len(pile))))
        state.auction.sort(key=lambda t: (_TILES[t].value, t))
        state.picked = []
        state.phase = BID
        state.bids = [NO_BID] * state.num_players
        events.append(Event("auction/revealed", {"tiles": list(state.auction)}))

    def _bid(self, state: ArtSocietyState, seat: int, lollipop: int, events: list[Event]) -> None:
        state.hands[seat].remove(lollipop)
        state.bids[seat] = lollipop
        events.append(Event("bid/committed", {"seat": seat}))
        events.append(Event("bid/my_lollipop", {"seat": seat, "lollipop": lollipop}, to=seat))
        if NO_BID in state.bids:
            return
        for s, b in enumerate(state.bids):
            state.stacks[s].append(b)
        state.order = bid_order(state.stacks)
        state.history.append(list(state.bids))
        events.append(Event("bid/revealed", {"bids": list(state.bids), "order": list(state.order)}))
        state.bids = [NO_BID] * state.num_players
        state.phase = PICK
        state.pos = -1
        self._next_picker(state, events)

    def _next_picker(self, state: ArtSocietyState, events: list[Event]) -> None:
        """The next player in bid order picks; with nothing left on offer (only if the
        box ran short, never with the shipped data) the remaining players pick nothing."""
        state.pos += 1
        if state.pos < len(state.order) and state.auction:
            self._start_turn(state, events)
            return
        for seat in state.order[state.pos :]:
            events.append(Event("pick/nothing_left", {"seat": seat}))
        self._end_round(state, events)

    def _start_turn(self, state: ArtSocietyState, events: list[Event]) -> None:
        state.held = NONE
        state.took = False
        state.must_hang = False
        state.credit = 0
        state.single = True
        state.decor_taken = False
        seat = state.order[state.pos]
        state.turn_start = TurnStart(
            seat,
            state.walls[seat].clone(),
            state.assistants[seat],
            list(state.excess[seat]),
            list(state.auction),
            [list(p) for p in state.decor_pool],
            [list(m) for m in state.museum],
        )
        events.append(Event("pick/turn", {"seat": seat}))

    @staticmethod
    def _restore_turn(state: ArtSocietyState) -> None:
        snap = state.turn_start
        assert snap is not None
        copy = snap.clone()
        seat = copy.seat
        state.walls[seat] = copy.wall
        state.assistants[seat] = copy.assistant
        state.excess[seat] = copy.excess
        state.auction = copy.auction
        state.decor_pool = copy.decor_pool
        state.museum = copy.museum
        state.held = NONE
        state.took = False
        state.must_hang = False
        state.credit = 0
        state.single = True
        state.decor_taken = False

    def _hang(self, state: ArtSocietyState, seat: int, action: Hang, events: list[Event]) -> None:
        wall = state.walls[seat]
        tile = action.tile
        if tile == state.held:
            state.held = NONE
            state.must_hang = False
        else:
            state.assistants[seat] = NONE
        t = _TILES[tile]
        frames = G.matching_frames(wall, tile, action.row, action.col)
        same = G.same_type_neighbours(wall, tile, action.row, action.col)
        wall.hang(tile, action.row, action.col)
        events.append(
            Event(
                "tile/hung",
                {"seat": seat, "tile": tile, "row": action.row, "col": action.col, "frames": frames},
            )
        )
        if t.kind == C.PAINTING and same:
            events.append(Event("tile/faux_pas", {"seat": seat, "tile": tile, "touching": same}))
        if frames:
            self._earn_decor(state, seat, frames, events)

    def _earn_decor(self, state: ArtSocietyState, seat: int, shields: int, events: list[Event]) -> None:
        if state.walls[seat].is_full():
            events.append(Event("decor/lost_full_wall", {"seat": seat, "credit": shields}))
            return
        state.credit = shields
        state.decor_taken = False
        # Fewer than 4 matching frames: one tile of at most that many shields; 4 or more:
        # any combination of tiles whose shields add up to at most that many.
        state.single = shields < 4
        events.append(Event("decor/earned", {"seat": seat, "credit": shields, "single": state.single}))

    def _spend_credit(self, state: ArtSocietyState, seat: int, shape: int, events: list[Event]) -> None:
        state.credit = 0 if state.single else state.credit - C.DECOR_SHIELDS[shape]
        state.decor_taken = True
        if state.credit and state.walls[seat].is_full():
            events.append(Event("decor/lost_full_wall", {"seat": seat, "credit": state.credit}))
            state.credit = 0

    def _exchange(
        self, state: ArtSocietyState, seat: int, action: ExchangeDecor, events: list[Event]
    ) -> None:
        wall = state.walls[seat]
        w, h = C.DECOR_SHAPES[action.shape]
        mask = G.rect_mask(w, h, action.row, action.col)
        returned = sorted({wall.cells[i] for i in G.mask_cells(mask)})
        for tile in returned:
            wall.remove(tile)
            state.decor_pool[C.DECOR_SHAPE_OF[tile]].append(tile)
        new = state.decor_pool[action.shape].pop(0)
        wall.hang(new, action.row, action.col)
        events.append(
            Event(
                "decor/exchanged",
                {"seat": seat, "returned": returned, "tile": new, "row": action.row, "col": action.col},
            )
        )

    def _end_round(self, state: ArtSocietyState, events: list[Event]) -> None:
        state.turn_start = None
        state.order = []
        state.pos = 0
        state.phase = CHOOSE  # until the next round starts or the game ends
        for tile in state.auction:  # normally exactly one painting is left
            t = _TILES[tile]
            state.museum[t.type].append(tile)
            before = state.prestige[t.type]
            state.prestige[t.type] = advance(state.prestige, t.type, t.value)
            events.append(
                Event(
                    "museum/unsold",
                    {"tile": tile, "type": t.type, "from": before, "to": state.prestige[t.type]},
                )
            )
        state.auction = []
        n = state.num_players
        state.auctioneer = (state.auctioneer + 1) % n
        events.append(Event("round/end", {"round": state.round, "prestige": list(state.prestige)}))
        mult = multipliers(state.prestige, state.museum)
        state.round_totals.append(
            [
                score_wall(state.walls[s], len(state.excess[s]), mult)["total"]
                for s in range(state.num_players)
            ]
        )
        state.round += 1
        reason = self.end_trigger(state)
        if reason:
            self._game_over(state, reason, events)
        else:
            self._start_round(state, events)

    @staticmethod
    def end_trigger(state: ArtSocietyState) -> str:
        """Why the game ends at this round's end ("" if it goes on)."""
        if any(w.is_full() for w in state.walls):
            return "full_wall"
        if any(len(e) >= C.EXCESS_TO_END for e in state.excess):
            return "excess"
        if all(not h for h in state.hands):
            return "lollipops"
        return ""

    def _game_over(self, state: ArtSocietyState, reason: str, events: list[Event]) -> None:
        state.phase = OVER
        state.end_reason = reason
        mult = multipliers(state.prestige, state.museum)
        state.breakdown = [
            score_wall(state.walls[s], len(state.excess[s]), mult) for s in range(state.num_players)
        ]
        state.scores = [b["total"] for b in state.breakdown]
        best = max(state.scores)
        tied = [s for s, p in enumerate(state.scores) if p == best]
        # Tie-break: the most lollipop value left in hand; still tied: a shared win.
        left = {s: sum(state.hands[s]) for s in tied}
        most = max(left.values())
        state.winners = [s for s in tied if left[s] == most]
        events.append(
            Event(
                "game/over",
                {
                    "reason": reason,
                    "multipliers": mult,
                    "scores": list(state.scores),
                    "breakdown": [dict(b) for b in state.breakdown],
                    "hands": [sorted(h) for h in state.hands],
                    "winners": list(state.winners),
                },
            )
        )

    # ------------------------------------------------------------------ the end
    def is_over(self, state: ArtSocietyState) -> bool:
        return state.phase == OVER

    def result(self, state: ArtSocietyState) -> GameResult:
        return GameResult(
            tuple(state.scores),
            tuple(state.winners),
            {"reason": state.end_reason, "breakdown": [dict(b) for b in state.breakdown]},
        )

    # ------------------------------------------------------------------ views and secrets
    def view_for(self, state: ArtSocietyState, seat: int | None) -> dict[str, Any]:
        from modernart_desktop.games.art_society.view import build_view

        return build_view(self, state, seat)

    def round_scores(self, state: ArtSocietyState) -> list[list[int]] | None:
        """The score each seat would have had if the game had ended after each round (the
        last one is the final score: the end is scored on the same walls and museum)."""
        return [list(t) for t in state.round_totals]

    def vary_secrets(self, state: ArtSocietyState, seat: int | None, seed: int) -> ArtSocietyState:
        """A clone differing only in what `seat` cannot see: other seats' committed but
        unrevealed lollipops (re-chosen among their remaining lollipops) and the RNG that
        decides which tile of a face-down stack is drawn. The lollipops already revealed
        are public, so the hands follow from them and stay as they are."""
        rng = Rng(seed)
        out = state.clone()
        out.rng = Rng(rng.next_u64())
        if out.phase == BID:
            for s in range(out.num_players):
                if s == seat or out.bids[s] == NO_BID:
                    continue
                pool = out.hands[s] + [out.bids[s]]
                pick = pool[rng.randbelow(len(pool))]
                pool.remove(pick)
                out.bids[s] = pick
                out.hands[s] = sorted(pool)
        return out
