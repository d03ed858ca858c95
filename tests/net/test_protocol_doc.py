"""docs/protocol.md is what another client's author reads: it must say what the code does.

- Section 9's table of limits gives every number of `net/limits.py` (and the frame
  caps), and each number is the one the code uses.
- Section 12 has one part per registered game, each with the same four headings;
  its Actions are exactly the game's action kinds, its View exactly the fields a
  view has, its Events every code seeded random games produce (private ones marked
  so), and its card table maps every id to the artist and symbol the code gives it
  (Art Society's tile tables and Friesematenten's card table: every attribute the
  data file gives).
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.net import limits, protocol

DOC = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
HEADINGS = ["Actions", "View", "Events", "Components"]
NUMBER = re.compile(r"\d+(?:\.\d+)?")
TICKED = re.compile(r"`([^`]+)`")


def section(text: str, start: str, level: str) -> str:
    """From the heading line starting with `start` to the next heading of `level` or higher."""
    lines = text.splitlines()
    begin = next(i for i, line in enumerate(lines) if line.startswith(start))
    stop = re.compile("^#{1," + str(len(level)) + "} ")
    end = next((i for i in range(begin + 1, len(lines)) if stop.match(lines[i])), len(lines))
    return "\n".join(lines[begin:end])


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the markdown tables in `text`, as lists of cells."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return [r for r in rows if TICKED.match(r[0])]  # header rows name no code


def first_ticked(rows: list[list[str]]) -> list[str]:
    return [TICKED.match(r[0]).group(1) for r in rows]


# -- limits ---------------------------------------------------------------------------------------
def test_the_limits_table_gives_every_limit_with_the_number_the_code_uses():
    rows = table_rows(section(DOC, "## 9.", "##"))
    documented: dict[str, float] = {}
    for cells in rows:
        names = TICKED.findall(cells[0])
        if not all(re.fullmatch(r"[A-Z_]+", n) for n in names):
            continue  # the table of error codes
        numbers = [float(n) for n in NUMBER.findall(cells[1])]
        assert len(names) == len(numbers), cells
        documented.update(zip(names, numbers))
    in_code = {
        name: float(getattr(limits, name))
        for name in dir(limits)
        if name.isupper() and isinstance(getattr(limits, name), (int, float))
    }
    in_code["MAX_CLIENT_FRAME"] = float(protocol.MAX_CLIENT_FRAME)
    in_code["MAX_HOST_FRAME"] = float(protocol.MAX_HOST_FRAME)
    assert documented == in_code


# -- the games ----------------------------------------------------------------------------------------
def game_section(game_id: str) -> str:
    heading = next(
        (line for line in DOC.splitlines() if line.startswith("### 12.") and f"(`{game_id}`)" in line), None
    )
    assert heading is not None, f"docs/protocol.md has no section 12 part for {game_id}"
    return section(DOC, heading, "###")


def part(game_id: str, heading: str) -> str:
    return section(game_section(game_id), f"#### {heading}", "####")


def playthroughs(game_id: str, games_per_count: int = 4):
    """Seeded random games at every player count: (match, every (seq, event))."""
    game = registry.get(game_id)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(games_per_count):
            match = Match.new(game_id, players, None, seed)
            agent = RandomAgent(seed)
            while not match.is_over():
                seat = min(match.active_seats())
                match.apply(seat, agent.choose(None, match.legal_actions(seat)))
            yield match


@pytest.mark.parametrize("game_id", registry.available())
def test_each_game_has_its_part_with_the_same_four_headings(game_id):
    text = game_section(game_id)
    found = [line[5:].strip() for line in text.splitlines() if line.startswith("#### ")]
    assert found == HEADINGS


@pytest.mark.parametrize("game_id", registry.available())
def test_the_documented_actions_are_the_games_action_kinds(game_id):
    kinds = {t.kind for t in registry.get(game_id).action_types}
    assert set(first_ticked(table_rows(part(game_id, "Actions")))) == kinds


@pytest.mark.parametrize("game_id", registry.available())
def test_the_documented_view_fields_are_the_fields_of_a_view(game_id):
    documented = set(first_ticked(table_rows(part(game_id, "View"))))
    game = registry.get(game_id)
    match = Match.new(game_id, game.min_players, None, 1)
    for seat in (0, None):
        assert set(match.view_for(seat)) == documented


@pytest.mark.parametrize("game_id", registry.available())
def test_every_event_a_game_produces_is_documented_and_private_ones_say_so(game_id):
    rows = table_rows(part(game_id, "Events"))
    documented = dict(zip(first_ticked(rows), (r[1] for r in rows), strict=True))
    private = {code for code, params in documented.items() if "*private*" in params}
    seen: set[str] = set()
    seen_private: set[str] = set()
    for match in playthroughs(game_id):
        for _seq, event in match.events:
            seen.add(event.code)
            if event.to is not None:
                seen_private.add(event.code)
            # every parameter the event carries is named in its row
            for name in event.params:
                assert f"`{name}`" in documented.get(event.code, ""), (event.code, name)
    assert seen <= set(documented), seen - set(documented)
    assert seen_private == private & seen


# The card table of each game: how its components module names cards' attributes.
CARD_TABLES = {
    "modern_art": ("modernart_desktop.games.modern_art.components", "CARD_TYPE", "AUCTION_TYPES"),
    "modern_art_card_game": (
        "modernart_desktop.games.modern_art_card_game.components",
        "CARD_SYMBOL",
        "SYMBOLS",
    ),
}


@pytest.mark.parametrize("game_id", sorted(CARD_TABLES))
def test_the_card_table_maps_every_id_to_its_artist_and_symbol(game_id):
    module_name, symbol_of_name, symbols_name = CARD_TABLES[game_id]
    c = importlib.import_module(module_name)
    symbol_of, symbols = getattr(c, symbol_of_name), getattr(c, symbols_name)
    text = part(game_id, "Components")
    header = next(line for line in text.splitlines() if line.startswith("| artist"))
    columns = [cell.strip() for cell in header.strip().strip("|").split("|")][1:]
    assert columns == list(symbols)
    covered: list[int] = []
    for cells in table_rows(text):
        artist_id = TICKED.match(cells[0]).group(1)
        index = int(re.search(r"\((\d+)\)", cells[0]).group(1))
        assert c.ARTISTS[index] == artist_id
        for symbol, cell in zip(symbols, cells[1:], strict=True):
            lo, _, hi = cell.partition("-")
            ids = range(int(lo), int(hi or lo) + 1)
            for card in ids:
                assert (c.CARD_ARTIST[card], symbols[symbol_of[card]]) == (index, symbol), card
            covered.extend(ids)
    assert sorted(covered) == list(range(c.NUM_CARDS))  # every id once, none left out


# Games whose components have more to them than an artist and a symbol: their own checks below.
COMPONENT_TABLES = {
    "art_society": "modernart_desktop.games.art_society.components",
    "friesematenten": "modernart_desktop.games.friesematenten.components",
}


def table_under(text: str, first_cell: str) -> list[list[str]]:
    """The body rows of the one table whose header starts with `first_cell`."""
    lines = text.splitlines()
    begin = next(i for i, line in enumerate(lines) if line.startswith(f"| {first_cell} "))
    end = next((i for i in range(begin, len(lines)) if not lines[i].startswith("|")), len(lines))
    return table_rows("\n".join(lines[begin:end]))


def id_range(cell: str) -> range:
    lo, _, hi = cell.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def shape_and_index(cell: str) -> tuple[tuple[int, int], int | None]:
    w, h = TICKED.match(cell).group(1).split("x")
    index = re.search(r"\((\d+)\)", cell)
    return (int(w), int(h)), int(index.group(1)) if index else None


def test_the_art_society_tables_give_every_tile_its_shape_type_value_frame_and_shields():
    c = importlib.import_module(COMPONENT_TABLES["art_society"])
    text = part("art_society", "Components")
    prose = " ".join(text.split())  # line breaks do not matter
    covered: list[int] = []
    # The wall, and the names behind the type and frame indices
    assert f"{c.ROWS} rows" in prose and f"{c.COLS} columns" in prose
    assert "Star cells (row, col): " + " and ".join(f"({r}, {k})" for r, k in c.STAR_CELLS) in prose
    assert "The eyeline is rows " + " and ".join(map(str, c.EYELINE_ROWS)) in prose
    assert "The corners: " + ", ".join(f"({r}, {k})" for r, k in c.CORNERS) in prose
    for names in (c.TYPES, c.FRAMES):
        assert ", ".join(f"`{name}` ({i})" for i, name in enumerate(names)) in prose
    # Paintings: a row per stack (and the start paintings), a column per type
    header = next(line for line in text.splitlines() if line.startswith("| stack"))
    assert [cell.strip() for cell in header.strip().strip("|").split("|")][2:] == list(c.TYPES)
    for cells in table_under(text, "stack"):
        value = int(cells[1])
        if TICKED.match(cells[0]).group(1) == "start":
            shape, stack = None, None
        else:
            shape, stack = shape_and_index(cells[0])
            assert (c.STACK_SHAPES[stack], c.STACK_VALUE[stack]) == (shape, value), cells
        for ptype, cell in enumerate(cells[2:]):
            for tile in id_range(cell):
                t = c.TILES[tile]
                assert (t.kind, t.type, t.value, t.start) == (c.PAINTING, ptype, value, stack is None), tile
                if stack is not None:
                    assert (c.STACK_OF[tile], (t.w, t.h)) == (stack, shape), tile
                covered.append(tile)
    start = c.TILES[c.START_PAINTINGS[0]]
    assert f"The `start` row is the start paintings ({start.w}x{start.h}," in prose
    assert all((c.TILES[t].w, c.TILES[t].h) == (start.w, start.h) for t in c.START_PAINTINGS)
    # Frames: the rule the text gives
    assert "frame is `frame = (id + type) mod 4`" in prose
    assert all(c.TILES[t].frame == c.TILES[t].type for t in c.START_PAINTINGS)
    assert all(c.TILES[t].frame == (t + c.TILES[t].type) % 4 for t in c.AUCTION_PAINTINGS)
    # Decor: a row per shape
    for cells in table_under(text, "decor shape"):
        shape, index = shape_and_index(cells[0])
        assert (c.DECOR_SHAPES[index], c.DECOR_SHIELDS[index]) == (shape, int(cells[1])), cells
        for tile in id_range(cells[2]):
            t = c.TILES[tile]
            assert (t.kind, c.DECOR_SHAPE_OF[tile], t.shields) == (c.DECOR, index, int(cells[1])), tile
            covered.append(tile)
    assert sorted(covered) == list(range(c.NUM_TILES))  # every id once, none left out
    assert f"{c.NUM_TILES} tiles" in prose


def test_the_friesematenten_table_gives_every_card_its_attributes_and_each_action_its_fields():
    c = importlib.import_module(COMPONENT_TABLES["friesematenten"])
    text = part("friesematenten", "Components")
    prose = " ".join(text.split())
    assert f"{c.NUM_CARDS} cards, ids 0-{c.NUM_CARDS - 1}" in prose
    for names in (c.TYPES, c.SECTORS, c.TIMINGS):
        assert all(f"`{name}`" in prose for name in names), names

    def shown(value: object) -> str:
        return "–" if value in (None, "", ()) else str(value)

    ids: list[int] = []
    for cells in table_under(text, "card (id)"):
        card = c.CARDS[int(re.search(r"\((\d+)\)", cells[0]).group(1))]
        scored = card.type in (c.FACTORY, c.STATUS)
        expected = [
            card.type,
            shown(card.sector),
            str(card.min_bid),
            str(card.vp) if scored else "–",
            str(card.production) if card.type == c.FACTORY else "–",
            shown(", ".join(card.attach_to)),
            shown(card.timing),
            shown(", ".join(f"`{e['id']}`" for e in card.effects)),
        ]
        assert (TICKED.match(cells[0]).group(1), cells[1:]) == (card.key, expected)
        ids.append(card.id)
    assert ids == list(range(c.NUM_CARDS))  # every card, in id order
    # play_card's fields are explained for every action card's effect (Einspruch is never played)
    explained = {name for cells in table_under(text, "effect") for name in TICKED.findall(cells[0])}
    assert explained == {c.ACTION_EFFECT[i] for i in c.ACTIONS} - {c.ACTION_EFFECT[c.OBJECTION]}


def test_every_registered_game_has_its_component_table_checked():
    """A new game adds its id table to the document and its entry to CARD_TABLES (or COMPONENT_TABLES)."""
    assert set(registry.available()) <= set(CARD_TABLES) | set(COMPONENT_TABLES)
