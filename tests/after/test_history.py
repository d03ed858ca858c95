"""The history of finished games: recorded with the right scores and winner, statistics
as counted by hand, a damaged or foreign file set aside (never lost), upgrades keep rows."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from modernart_desktop.core.match import Match
from modernart_desktop.history import schema
from modernart_desktop.history.records import AI, HUMAN, LAN, GameRecord, SeatRecord, record_from_match
from modernart_desktop.history.stats import game_statistics
from modernart_desktop.history.store import FILE_NAME, MOVED_ASIDE, NEWER_SCHEMA, UPGRADED, HistoryStore
from tests.after.helpers import play

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def _solo_game(game_id: str = "modern_art", players: int = 3, seed: int = 3) -> Match:
    seats = [{"name": "Me", "kind": "human", "level": None, "connected": True}] + [
        {"name": f"Bot {i}", "kind": "ai", "level": "normal", "connected": True} for i in range(1, players)
    ]
    match = Match.new(game_id, players, seed=seed, meta={"seats": seats, "names": [s["name"] for s in seats]})
    play(match, seed)
    return match


@pytest.mark.parametrize("game_id", ["modern_art", "modern_art_card_game"])
def test_a_finished_solo_game_is_recorded_with_its_scores_and_winner(tmp_path, game_id):
    match = _solo_game(game_id)
    store, notice = HistoryStore.open(tmp_path)
    assert notice is None
    row = store.record(
        record_from_match(match, save_path="/saves/x.modernart", duration_s=612.5, finished_at=T0)
    )
    store.close()

    store, _ = HistoryStore.open(tmp_path)  # read back from disk
    [game] = store.games()
    result = match.result()
    assert game.row_id == row and game.game_id == game_id
    assert [s.score for s in game.seats] == list(result.scores)
    assert game.winners == result.winners
    assert [(s.name, s.kind, s.level, s.local) for s in game.seats] == [
        ("Me", HUMAN, None, True),
        ("Bot 1", AI, "normal", False),
        ("Bot 2", AI, "normal", False),
    ]
    assert game.finished_at == T0 and game.duration_s == 612.5 and game.save_path == "/saves/x.modernart"
    assert game.actions == match.seq
    assert game.round_scores[-1] == result.scores  # the chart ends on the final scores
    assert len(game.round_scores) == len(result.details["rounds"])


def test_the_same_game_is_recorded_once(tmp_path):
    match = _solo_game()
    store, _ = HistoryStore.open(tmp_path)
    first = store.record(record_from_match(match, finished_at=T0))
    assert store.record(record_from_match(match, finished_at=T0 + timedelta(hours=1))) == first
    assert len(store.games()) == 1


def test_a_lan_peer_is_recorded_as_lan_and_not_as_you():
    match = _solo_game()
    match.meta["seats"][2]["kind"] = "remote"
    record = record_from_match(match, finished_at=T0)
    assert (record.seats[2].kind, record.seats[2].local, record.seats[2].level) == (LAN, False, None)


def test_an_unfinished_game_is_not_recorded():
    match = Match.new("modern_art", 3, seed=1)
    with pytest.raises(ValueError):
        record_from_match(match)


def _seat(kind: str, score: int, winner: bool, level: str | None = None) -> SeatRecord:
    return SeatRecord("x", kind, level, kind == HUMAN, score, winner)


def _fixture(store: HistoryStore) -> None:
    """Five Modern Art games and one card game, counted by hand below."""
    games = [
        # day, seats (you first)
        (1, [_seat(HUMAN, 300, True), _seat(AI, 250, False, "easy"), _seat(AI, 200, False, "easy")]),
        (2, [_seat(HUMAN, 150, False), _seat(AI, 400, True, "strong"), _seat(AI, 100, False, "easy")]),
        (
            3,
            [_seat(HUMAN, 500, True), _seat(AI, 500, True, "strong"), _seat(AI, 90, False, "strong")],
        ),  # a tie
        (4, [_seat(HUMAN, 210, False), _seat(LAN, 380, True), _seat(AI, 120, False, "normal")]),
        (5, [_seat(LAN, 100, False), _seat(LAN, 200, True), _seat(AI, 150, False, "easy")]),  # not yours
    ]
    # Recorded out of order: statistics follow the finishing time, not the row order.
    for day, seats in reversed(games):
        store.record(GameRecord("modern_art", T0 + timedelta(days=day), tuple(seats)))
    store.record(
        GameRecord("modern_art_card_game", T0, (_seat(HUMAN, 90, True), _seat(AI, 40, False, "easy")))
    )


def test_statistics_match_the_figures_counted_by_hand(tmp_path):
    store, _ = HistoryStore.open(tmp_path)
    _fixture(store)
    stats = game_statistics(store, "modern_art")
    assert (stats.played, stats.won) == (4, 2)  # day 5 had no seat of yours
    assert stats.best_score == 500
    assert stats.average_score == (300 + 150 + 500 + 210) / 4
    assert [(lv.level, lv.played, lv.won) for lv in stats.by_level] == [
        ("easy", 2, 1),  # days 1, 2
        ("normal", 1, 0),  # day 4
        ("strong", 2, 1),  # days 2, 3 (the tie is a shared win)
    ]
    assert [(p.played, p.won) for p in stats.win_rate] == [(1, 1), (2, 1), (3, 2), (4, 2)]
    assert [p.rate for p in stats.win_rate] == [1.0, 0.5, 2 / 3, 0.5]
    card = game_statistics(store, "modern_art_card_game")
    assert (card.played, card.won, card.best_score) == (1, 1, 90)


def test_the_list_filters_by_game_and_sorts_by_date_or_score(tmp_path):
    store, _ = HistoryStore.open(tmp_path)
    _fixture(store)
    by_date = store.games("modern_art")
    assert [g.finished_at.day for g in by_date] == [6, 5, 4, 3, 2]
    by_score = store.games("modern_art", order="score")
    assert [g.local_best() for g in by_score] == [500, 300, 210, 150, None]
    assert len(store.games()) == 6


@pytest.mark.parametrize(
    ("content", "reason"),
    [(b"this is not a database at all, just some text" * 40, "corrupt"), (None, "foreign")],
)
def test_a_corrupt_or_foreign_file_is_moved_aside_and_a_new_one_started(tmp_path, content, reason):
    path = tmp_path / FILE_NAME
    if content is None:  # another program's SQLite database
        other = sqlite3.connect(path)
        other.execute("CREATE TABLE notes (text TEXT)")
        other.execute("INSERT INTO notes VALUES ('keep me')")
        other.commit()
        other.close()
        original = path.read_bytes()
    else:
        path.write_bytes(content)
        original = content
    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == MOVED_ASIDE and notice.params["reason"] == reason
    moved = tmp_path / notice.params["moved_to"]
    assert moved.name.startswith(f"{FILE_NAME}.{reason}-") and moved.read_bytes() == original
    assert store.games() == []  # a fresh history, usable at once
    store.record(GameRecord("modern_art", T0, (_seat(HUMAN, 1, True),)))
    store.close()
    again, notice = HistoryStore.open(tmp_path)
    assert notice is None and len(again.games()) == 1


def test_a_damaged_page_is_also_caught(tmp_path):
    store, _ = HistoryStore.open(tmp_path)
    _fixture(store)
    store.close()
    data = bytearray((tmp_path / FILE_NAME).read_bytes())
    data[4096 + 10 : 4096 + 400] = b"\xff" * 390  # scribble over the second page
    (tmp_path / FILE_NAME).write_bytes(bytes(data))
    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == MOVED_ASIDE and notice.params["reason"] == "corrupt"
    assert store.games() == []


def test_upgrading_the_schema_from_version_1_keeps_the_old_rows(tmp_path):
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    schema.migrate(conn, target=1)  # a history written by the first version
    conn.execute(
        "INSERT INTO games (id, game_id, finished_at, duration_s, players, save_path, match_key)"
        " VALUES (1, 'modern_art', ?, 300.0, 2, '/old.modernart', 'modern_art:1:200')",
        (T0.isoformat(),),
    )
    conn.executemany(
        "INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
        [(0, "Me", "human", None, 1, 320, 1), (1, "Bot", "ai", "strong", 0, 280, 0)],
    )
    conn.executemany("INSERT INTO round_scores VALUES (1, ?, ?, ?)", [(0, 0, 100), (0, 1, 120)])
    conn.close()

    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == UPGRADED
    assert (notice.params["old_version"], notice.params["new_version"]) == (1, schema.SCHEMA_VERSION)
    [old] = store.games()
    assert [s.score for s in old.seats] == [320, 280] and old.winners == (0,)
    assert old.round_scores == ((100, 120),) and old.save_path == "/old.modernart"
    assert old.actions is None  # the column v2 added, unknown for old rows
    assert game_statistics(store, "modern_art").by_level[0].level == "strong"
    store.record(GameRecord("modern_art", T0 + timedelta(days=1), (_seat(HUMAN, 5, True),), actions=9))
    assert [g.actions for g in store.games()] == [9, None]


def test_a_file_from_a_newer_version_is_left_alone(tmp_path):
    store, _ = HistoryStore.open(tmp_path)
    store.close()
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.close()
    before = (tmp_path / FILE_NAME).read_bytes()
    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == NEWER_SCHEMA
    store.record(GameRecord("modern_art", T0, (_seat(HUMAN, 1, True),)))  # kept in memory only
    assert (tmp_path / FILE_NAME).read_bytes() == before
    assert list(tmp_path.iterdir()) == [tmp_path / FILE_NAME]


def test_a_file_of_ours_that_lost_a_table_is_moved_aside(tmp_path):
    store, _ = HistoryStore.open(tmp_path)
    _fixture(store)
    store.close()
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute("DROP TABLE round_scores")
    conn.commit()
    conn.close()
    store, notice = HistoryStore.open(tmp_path)
    assert notice is not None and notice.code == MOVED_ASIDE and notice.params["reason"] == "corrupt"
    assert store.games() == [] and len(list(tmp_path.iterdir())) == 2
