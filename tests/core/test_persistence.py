"""Save files: msgpack with a format version, written atomically, never pickle."""

from __future__ import annotations

import os

import msgpack
import pytest

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import atomic_write, load_match, save_match


def _played(seed=3, players=4):
    match = Match.new("modern_art", players, seed=seed, meta={"names": ["Ann", "Bo", "Cy", "Di"]})
    return play_match(match, [RandomAgent(i) for i in range(players)], seed=seed)


def test_save_then_load_replays_to_the_same_state_and_result(tmp_path):
    match = _played()
    path = tmp_path / "game.mad"
    save_match(path, match)
    loaded = load_match(path)
    assert loaded.state == match.state
    assert loaded.result() == match.result()
    assert loaded.meta["names"] == ["Ann", "Bo", "Cy", "Di"]


def test_a_save_file_is_msgpack_with_a_format_version_not_pickle(tmp_path):
    path = tmp_path / "game.mad"
    save_match(path, _played())
    values = list(msgpack.Unpacker(__import__("io").BytesIO(path.read_bytes()), raw=False))
    header, entries = values[0], values[1:]
    assert header["format"] == "modernart-save" and header["version"] == 2
    assert header["game"] == "modern_art" and entries and all(len(e) == 2 for e in entries)
    assert b"pickle" not in path.read_bytes()


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"garbage",
        msgpack.packb({"format": "other"}),
        msgpack.packb({"format": "modernart-save", "version": 99}),
    ],
)
def test_corrupt_or_foreign_files_raise_a_clear_error(tmp_path, data):
    path = tmp_path / "bad.mad"
    path.write_bytes(data)
    with pytest.raises(SaveFileError):
        load_match(path)


def test_a_tampered_log_does_not_replay_into_an_illegal_position(tmp_path):
    match = _played()
    record = match.to_record()
    record["log"][0][1] = {"kind": "bid", "amount": 10_000}
    path = tmp_path / "tampered.mad"
    path.write_bytes(msgpack.packb({"format": "modernart-save", "version": 1, **record}))
    with pytest.raises(SaveFileError) as exc:
        load_match(path)
    assert "replay" in str(exc.value)


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "game.mad"
    atomic_write(path, b"old")

    def boom(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.mad"]


def test_version_1_saves_still_load(tmp_path):
    match = _played(seed=4)
    path = tmp_path / "v1.mad"
    path.write_bytes(msgpack.packb({"format": "modernart-save", "version": 1, **match.to_record()}))
    assert load_match(path).state == match.state


def _step(match):
    seat = min(match.active_seats())
    match.apply(seat, next(iter(match.legal_actions(seat))))


def test_the_journal_appends_each_action_and_loads_to_the_same_state(tmp_path):
    from modernart_desktop.core.persistence import SaveJournal

    match = Match.new("modern_art", 3, seed=8)
    journal = SaveJournal(tmp_path / "j.mad")
    journal.save(match)
    sizes = [journal.path.stat().st_size]
    for _ in range(30):
        _step(match)
        journal.save(match)
        sizes.append(journal.path.stat().st_size)
        assert load_match(journal.path).state == match.state
    assert sizes == sorted(sizes) and len(set(sizes)) == len(sizes)  # it grew by appends


def test_the_journal_rewrites_when_the_meta_changes(tmp_path):
    from modernart_desktop.core.persistence import SaveJournal

    match = Match.new("modern_art", 3, seed=8, meta={"names": ["A", "B", "C"]})
    journal = SaveJournal(tmp_path / "j.mad")
    journal.save(match)
    _step(match)
    match.meta["names"] = ["A", "B", "Zoe"]
    journal.save(match)
    loaded = load_match(journal.path)
    assert loaded.meta["names"] == ["A", "B", "Zoe"] and loaded.seq == 1


def test_a_torn_last_append_is_ignored_and_the_rest_loads(tmp_path):
    from modernart_desktop.core.persistence import SaveJournal

    match = Match.new("modern_art", 3, seed=8)
    journal = SaveJournal(tmp_path / "j.mad")
    for _ in range(5):
        _step(match)
    journal.save(match)
    whole = journal.path.read_bytes()
    _step(match)
    journal.save(match)
    torn = journal.path.read_bytes()[:-1]  # the crash came before the last byte
    journal.path.write_bytes(torn)
    loaded = load_match(journal.path)
    assert loaded.seq == 5 and len(torn) > len(whole)
