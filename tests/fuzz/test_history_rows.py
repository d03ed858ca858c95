"""Found by the history fuzzer (fuzz/harnesses.py `history`): SQLite keeps any type in
any column, so a history file damaged or edited by hand can hold a finish time that is
not a date, a score that is text, a seat row of blobs. Such a game is left out of the
list and the statistics; every other game still reads."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from modernart_desktop.history.records import GameRecord, SeatRecord
from modernart_desktop.history.stats import game_statistics
from modernart_desktop.history.store import FILE_NAME, MOVED_ASIDE, HistoryStore

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def _two_games(folder) -> None:
    store, _ = HistoryStore.open(folder)
    for n in range(2):
        seats = (
            SeatRecord("Me", "human", None, True, 100 + n, True),
            SeatRecord("Bot", "ai", "normal", False, 50, False),
        )
        store.record(GameRecord("modern_art", T0, seats, ((10 + n, 5), (100 + n, 50)), match_key=f"k{n}"))
    store.close()


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE games SET finished_at = 'x' WHERE id = 2",  # ValueError from fromisoformat
        "UPDATE games SET finished_at = '2026-01-02T10:00:00' WHERE id = 2",  # naive: cannot sort with aware
        "UPDATE games SET finished_at = 20260102 WHERE id = 2",
        "UPDATE seats SET hints = 'lots' WHERE game = 2",  # ValueError from int()
        "UPDATE seats SET score = 'high' WHERE game = 2",  # TypeError in max()/sum() of the statistics
        "UPDATE seats SET name = x'00ff' WHERE game = 2",
        "UPDATE round_scores SET score = 1.5 WHERE game = 2",
        "UPDATE round_scores SET round = 'r' WHERE game = 2 AND round = 1",
        "UPDATE games SET actions = 'many' WHERE id = 2",
    ],
)
def test_a_game_with_a_value_of_the_wrong_type_is_left_out(tmp_path, damage):
    _two_games(tmp_path)
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute(damage)
    conn.commit()
    conn.close()

    store, notice = HistoryStore.open(tmp_path)
    assert notice is None
    assert [g.row_id for g in store.games()] == [1]
    assert [g.row_id for g in store.games(order="score", descending=False)] == [1]
    stats = game_statistics(store, "modern_art")
    assert (stats.played, stats.won, stats.best_score) == (1, 1, 100)
    store.close()


def _damage(folder, *sql: str) -> None:
    conn = sqlite3.connect(folder / FILE_NAME)
    conn.executescript(";".join(sql))
    conn.close()


def test_text_that_is_not_utf8_reads_with_replacement_characters(tmp_path):
    _two_games(tmp_path)
    _damage(tmp_path, "UPDATE seats SET name = CAST(x'41ff42' AS TEXT) WHERE game = 2 AND seat = 0")
    store, notice = HistoryStore.open(tmp_path)
    assert notice is None
    names = {g.row_id: g.seats[0].name for g in store.games()}
    assert names == {1: "Me", 2: "A\ufffdB"}
    store.close()


def test_a_file_of_ours_that_lost_a_column_is_set_aside_as_corrupt(tmp_path):
    _two_games(tmp_path)
    _damage(tmp_path, "ALTER TABLE games DROP COLUMN actions")  # games() said 'no such column'
    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == MOVED_ASIDE and notice.params["reason"] == "corrupt"
    assert store.games() == []
    store.close()


def test_an_index_out_of_step_with_its_rows_is_set_aside_as_corrupt(tmp_path):
    # the fuzzer's file (byte 0 says "the rest is the file"): quick_check passed it, and then
    # games() failed with 'database disk image is malformed' on its sorted read
    found = Path(__file__).parent / "crashes" / "history" / "index-out-of-step"
    (tmp_path / FILE_NAME).write_bytes(found.read_bytes()[1:])
    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == MOVED_ASIDE and notice.params["reason"] == "corrupt"
    assert store.games() == []
    store.close()
