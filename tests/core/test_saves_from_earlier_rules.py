"""A game saved before a rule was fixed (issue 23: Art Society's decor may no longer be
declined while it fits) either replays as it was played or, where the fixed rule now
refuses one of its moves, says which move: never a crash, never a different replay."""

from __future__ import annotations

import msgpack
import pytest

from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import load_match, match_to_bytes, save_match
from modernart_desktop.core.rng import Rng
from modernart_desktop.storage import saves


def art_society_with_decor_owed(seed: int = 3) -> Match:
    """A random 2-player Art Society game, stopped where decor is owed and could be hung."""
    match = Match.new("art_society", 2, None, seed, {"names": ["Ann", "Bob"]})
    rng = Rng(seed)
    while not match.is_over():
        seat = min(match.active_seats())
        legal = match.legal_actions(seat)
        if match.state.credit and legal.of_kind("decor"):
            return match
        choices = list(legal)
        match.apply(seat, choices[rng.randbelow(len(choices))])
    raise AssertionError("no decor was ever owed")


def write_old_save(path, match: Match) -> int:
    """The save as an earlier version wrote it: the same moves, then a `decor_skip` the
    rules of that version allowed here. Returns that move's step."""
    seat = min(match.active_seats())
    data = match_to_bytes(match) + msgpack.packb([seat, {"kind": "decor_skip"}], use_bin_type=True)
    path.write_bytes(data)
    return match.seq + 1


def test_a_save_whose_moves_are_still_legal_replays_exactly_as_played(tmp_path):
    match = art_society_with_decor_owed()
    save_match(tmp_path / "a.modernart", match)
    again = load_match(tmp_path / "a.modernart")
    assert again.events == match.events and again.view_for(0) == match.view_for(0)


def test_a_move_a_fixed_rule_refuses_is_named_with_its_step_and_reason(tmp_path):
    match = art_society_with_decor_owed()
    path = tmp_path / "old.modernart"
    step = write_old_save(path, match)
    with pytest.raises(SaveFileError) as info:
        load_match(path)
    assert info.value.code == "save/rules_changed"
    params = info.value.params
    assert (params["game"], params["step"], params["kind"], params["refusal"]) == (
        "art_society",
        step,
        "decor_skip",
        "decor/must_take",
    )


def test_a_damaged_log_is_not_mistaken_for_a_rule_change(tmp_path):
    match = art_society_with_decor_owed()
    path = tmp_path / "damaged.modernart"
    path.write_bytes(match_to_bytes(match) + msgpack.packb([0, {"kind": "no_such_move"}], use_bin_type=True))
    with pytest.raises(SaveFileError) as info:
        load_match(path)
    assert info.value.code == "save/unreadable"


def test_an_unfinished_game_from_earlier_rules_is_still_listed_and_says_it_cannot_resume(tmp_path):
    match = art_society_with_decor_owed()
    write_old_save(tmp_path / "old.modernart", match)
    (listed,) = saves.unfinished_games(tmp_path)
    assert listed.game_id == "art_society" and listed.names == ("Ann", "Bob")
    assert listed.problem is not None and listed.problem.code == "save/rules_changed"
