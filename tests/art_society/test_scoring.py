"""Final scoring, the painting ranking and the prestige track, as the rulebook shows them."""

from __future__ import annotations

from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society.actions import Confirm, Hang, Take
from modernart_desktop.games.art_society.scoring import advance, multipliers, score_wall, track_space
from modernart_desktop.games.art_society.state import OVER

from .conftest import TYPE, Table


def build_rulebook_example_wall(table: Table) -> None:
    """The scoring example's wall: 4 still lifes, 3 portraits, 4 city lifes, 5 landscapes
    (two side by side on the eyeline: a faux pas), 11 shields of decor, one open corner."""
    t = table
    # rows 0-1
    t.painting(0, "landscape", 2, 2, 0, 0)
    t.painting(0, "city_life", 2, 2, 0, 2)
    t.painting(0, "portrait", 2, 2, 0, 4)
    t.painting(0, "still_life", 2, 2, 0, 6)
    t.painting(0, "city_life", 2, 2, 0, 8)
    t.decor(0, 1, 2, 0, 10)
    # rows 2-3
    t.painting(0, "still_life", 2, 2, 2, 0)
    t.painting(0, "portrait", 2, 2, 2, 2)
    t.painting(0, "city_life", 2, 2, 2, 4)
    t.painting(0, "landscape", 2, 2, 2, 6)
    t.painting(0, "portrait", 2, 2, 2, 8)
    t.decor(0, 1, 3, 2, 10)
    # rows 4-5: the eyeline
    t.painting(0, "landscape", 2, 2, 4, 0)
    t.painting(0, "landscape", 2, 2, 4, 2)
    t.painting(0, "still_life", 2, 2, 4, 4)
    t.painting(0, "city_life", 2, 2, 4, 6)
    t.painting(0, "landscape", 2, 2, 4, 8)
    t.decor(0, 1, 1, 5, 10)
    # rows 6-9
    t.painting(0, "still_life", 2, 4, 6, 0)
    t.decor(0, 3, 1, 6, 2)
    t.decor(0, 2, 1, 6, 5)
    # One excess painting beside the board.
    t.state.excess[0].append(t.take_tile("portrait", 3, 3))
    # The museum: landscapes most prestigious, then city life, portraits, still lifes.
    for ptype, progress in (("landscape", 20), ("city_life", 15), ("portrait", 10), ("still_life", 5)):
        t.to_museum(ptype)
        t.state.prestige[TYPE[ptype]] = progress


def test_the_rulebook_scoring_example_totals_64_points():
    table = Table(2)
    build_rulebook_example_wall(table)
    s = table.state
    mult = multipliers(s.prestige, s.museum)
    assert mult == [4, 3, 2, 5]  # city life, portrait, still life, landscape
    lines = score_wall(s.walls[0], len(s.excess[0]), mult)
    assert lines == {
        "type_city_life": 16,
        "type_portrait": 9,
        "type_still_life": 8,
        "type_landscape": 15,  # 3 of 5: the two side by side are a faux pas
        "decor": 11,
        "eyeline": 9,  # 3 landscapes on the band, the faux pas pair included
        "full_wall": 0,
        "corners": -2,
        "excess": -2,
        "total": 64,
    }


def test_a_full_wall_scores_5_and_an_assistant_tile_scores_nothing(game):
    table = Table(2)
    s = table.state
    # Fill the wall: 2x2 paintings over columns 0-9 (types in turn), 1x2 decor down column 10.
    names = list(C.TYPES)
    for i, (r, c) in enumerate((r, c) for r in range(0, C.ROWS, 2) for c in range(0, 10, 2)):
        table.painting(0, names[i % 4], 2, 2, r, c)
    for r in range(0, C.ROWS, 2):
        table.decor(0, 1, 2, r, 10)
    assert s.walls[0].is_full()
    lines = score_wall(s.walls[0], 0, [5, 4, 3, 2])
    assert lines["full_wall"] == 5 and lines["corners"] == 0 and lines["decor"] == 10
    game._game_over(s, "full_wall", [])
    without = list(s.scores)
    s.assistants[0] = table.take_tile("landscape", 5, 5)
    s.phase = "pick"
    game._game_over(s, "full_wall", [])
    assert s.scores == without


def test_prestige_example_portrait_worth_4_stops_before_city_life():
    """A portrait worth 4 goes unsold: its marker would land on city life's space 4, so it
    stops on the first free space before it, 3."""
    table = Table(2)
    s = table.state
    s.prestige[TYPE["city_life"]] = 4
    portrait = table.take_tile("portrait", 2, 3)
    assert C.TILES[portrait].value == 4
    bought = table.take_tile("still_life", 2, 2)
    s.walls[0].hang(table.take_decor(1, 1), 0, 0)
    table.pick_turn(0, [portrait, bought], order=[0])
    table.do(0, Take(bought))
    table.do(0, Hang(bought, 0, 1))
    table.do(0, Confirm())
    assert s.prestige[TYPE["portrait"]] == 3
    assert portrait in s.museum[TYPE["portrait"]]
    assert "museum/unsold" in table.codes()


def test_markers_never_share_a_space_even_after_the_flip():
    assert advance([0, 0, 0, 0], 0, 5) == 5
    assert advance([5, 4, 3, 0], 3, 5) == 2  # 5, 4 and 3 are taken: back to 2
    assert advance([49, 0, 0, 0], 0, 3) == 52  # past 50: flipped, on space 2 (+50)
    assert track_space(52) == 2
    assert advance([0, 52, 0, 0], 0, 2) == 1  # the flipped marker holds space 2
    assert advance([0, 1, 2, 3], 0, 3) == 0  # nowhere free ahead: it stays beside the track


def test_a_type_missing_from_the_museum_gets_x2():
    table = Table(2)
    s = table.state
    table.to_museum("portrait")
    s.prestige[TYPE["portrait"]] = 3
    table.to_museum("landscape")
    s.prestige[TYPE["landscape"]] = 7
    # city life and still life: nothing in the museum
    assert multipliers(s.prestige, s.museum) == [2, 4, 2, 5]


def test_eyeline_bonus_only_for_the_x5_type():
    table = Table(2)
    s = table.state
    table.painting(0, "portrait", 2, 2, 4, 0)
    table.painting(0, "landscape", 2, 2, 3, 2)  # rows 3-4: partly on the band
    table.painting(0, "landscape", 2, 2, 0, 2)  # above the band
    lines = score_wall(s.walls[0], 0, [2, 4, 3, 5])
    assert lines["eyeline"] == 3


def test_tie_for_first_goes_to_most_lollipop_value_left_else_shared(game):
    table = Table(3)
    s = table.state
    for seat in range(3):
        table.decor(seat, 1, 1, 0, 0)
        table.decor(seat, 1, 1, 9, 10)
    s.hands = [[1, 2], [3], [20]]
    game._game_over(s, "lollipops", [])
    assert s.phase == OVER
    assert s.scores[0] == s.scores[1] == s.scores[2]
    assert s.winners == [2]  # 20 left beats 3 and 1+2
    s.phase = "pick"
    s.hands = [[1, 2], [3], [3]]
    game._game_over(s, "lollipops", [])
    assert s.winners == [0, 1, 2]
