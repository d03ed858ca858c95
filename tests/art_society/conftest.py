"""Position builders for Art Society rule tests: tiles are taken out of the box by
description (type, size, frame), hung where the test says, and the game is put at
the step the rulebook describes; then actions go through the real engine."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.events import Event
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society.rules import ArtSociety
from modernart_desktop.games.art_society.state import PICK, ArtSocietyState, tile_places

TYPE = {name: i for i, name in enumerate(C.TYPES)}
FRAME = {name: i for i, name in enumerate(C.FRAMES)}


@pytest.fixture
def game() -> ArtSociety:
    g = registry.get("art_society")
    assert isinstance(g, ArtSociety)
    return g


class Table:
    """An Art Society table after set-up (start paintings not hung: walls are empty)."""

    def __init__(self, players: int = 2, seed: int = 1) -> None:
        self.game: ArtSociety = registry.get("art_society")  # type: ignore[assignment]
        self.state: ArtSocietyState
        self.state, _ = self.game.setup(players, {}, seed)
        # The start paintings are not used by these tests: back to the box's "unused" place.
        self.state.start_tiles = []
        self.events: list[Event] = []

    def take_tile(self, ptype: str, w: int, h: int, frame: str | None = None) -> int:
        """A painting out of the box (the museum when the box has none left)."""
        for stack in self.state.box:
            for tile in stack:
                t = C.TILES[tile]
                if (t.type, t.w, t.h) == (TYPE[ptype], w, h) and (frame is None or t.frame == FRAME[frame]):
                    stack.remove(tile)
                    return tile
        raise ValueError(f"no {ptype} {w}x{h} {frame} painting left in the box")

    def take_decor(self, w: int, h: int) -> int:
        shape = C.DECOR_SHAPES.index((w, h))
        return self.state.decor_pool[shape].pop()

    def hang(self, seat: int, tile: int, row: int, col: int) -> int:
        self.state.walls[seat].hang(tile, row, col)
        return tile

    def painting(
        self, seat: int, ptype: str, w: int, h: int, row: int, col: int, frame: str | None = None
    ) -> int:
        return self.hang(seat, self.take_tile(ptype, w, h, frame), row, col)

    def decor(self, seat: int, w: int, h: int, row: int, col: int) -> int:
        return self.hang(seat, self.take_decor(w, h), row, col)

    def to_museum(self, ptype: str, w: int = 2, h: int = 2) -> int:
        tile = self.take_tile(ptype, w, h)
        self.state.museum[TYPE[ptype]].append(tile)
        return tile

    def pick_turn(self, seat: int, offer: list[int], order: list[int] | None = None) -> None:
        """It is `seat`'s pick; `offer` is the auction row."""
        s = self.state
        s.phase = PICK
        s.auction = sorted(offer, key=lambda t: (C.TILES[t].value, t))
        s.order = order if order is not None else [seat] + [x for x in range(s.num_players) if x != seat]
        s.pos = s.order.index(seat)
        self.game._start_turn(s, [])

    def do(self, seat: int, action: object) -> list[Event]:
        events = self.game.apply(self.state, seat, action)  # type: ignore[arg-type]
        self.events.extend(events)
        return events

    def codes(self) -> list[str]:
        return [e.code for e in self.events]


def assert_every_tile_once(state: ArtSocietyState) -> None:
    places = tile_places(state)
    every = sorted(t for tiles in places.values() for t in tiles)
    assert every == list(range(C.NUM_TILES)), {k: len(v) for k, v in places.items()}
