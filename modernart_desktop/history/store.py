"""The history file: one SQLite database in a folder the app chooses (its data directory).

Opening never loses anything silently. A file that is not an SQLite database, is
damaged, or belongs to another program is renamed aside with a timestamp
(`history.sqlite3.corrupt-20261123T194100Z`) and a new one is started; a file
written by a newer version of the app is left untouched and the history runs in
memory for this session. Either way `open` returns a `HistoryNotice` (a stable
code and parameters: the UI words it).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from modernart_desktop.history import schema
from modernart_desktop.history.records import GameRecord, SeatRecord

FILE_NAME = "history.sqlite3"

MOVED_ASIDE = "history/moved_aside"  # params: reason (corrupt | foreign), path, moved_to
NEWER_SCHEMA = "history/newer_schema"  # params: path, version, supported
UPGRADED = "history/upgraded"  # params: path, old_version, new_version


@dataclass(frozen=True)
class HistoryNotice:
    code: str
    params: dict[str, Any] = field(default_factory=dict)


class _Unusable(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class HistoryStore:
    """Finished games, newest first on request; statistics read from here (history/stats.py)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self._conn = conn
        self.path = path  # None: in memory (a newer file was left alone)

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, folder: Path | str) -> tuple[HistoryStore, HistoryNotice | None]:
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / FILE_NAME
        try:
            conn, old = _open_checked(path)
        except _NewerSchema as newer:
            conn = _connect(":memory:")
            schema.migrate(conn)
            newer_notice = HistoryNotice(
                NEWER_SCHEMA,
                {"path": str(path), "version": newer.version, "supported": schema.SCHEMA_VERSION},
            )
            return cls(conn, None), newer_notice
        except _Unusable as bad:
            moved = _move_aside(path, bad.reason)
            conn, old = _open_checked(path)
            return cls(conn, path), HistoryNotice(
                MOVED_ASIDE, {"reason": bad.reason, "path": str(path), "moved_to": str(moved)}
            )
        notice: HistoryNotice | None = None
        if 0 < old < schema.SCHEMA_VERSION:
            notice = HistoryNotice(
                UPGRADED, {"path": str(path), "old_version": old, "new_version": schema.SCHEMA_VERSION}
            )
        return cls(conn, path), notice

    def close(self) -> None:
        self._conn.close()

    # -- writing ---------------------------------------------------------------------------
    def record(self, game: GameRecord) -> int:
        """Store a finished game; the row id. A game already recorded (same match key)
        is not stored twice: its existing row id is returned."""
        conn = self._conn
        if game.match_key is not None:
            row = conn.execute("SELECT id FROM games WHERE match_key = ?", (game.match_key,)).fetchone()
            if row is not None:
                return int(row[0])
        conn.execute("BEGIN")
        try:
            cur = conn.execute(
                "INSERT INTO games (game_id, finished_at, duration_s, players, save_path, match_key, actions)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game.game_id,
                    _iso(game.finished_at),
                    game.duration_s,
                    len(game.seats),
                    game.save_path,
                    game.match_key,
                    game.actions,
                ),
            )
            row_id = int(cur.lastrowid or 0)
            conn.executemany(
                "INSERT INTO seats (game, seat, name, kind, level, local, score, winner, hints)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        row_id,
                        s,
                        seat.name,
                        seat.kind,
                        seat.level,
                        int(seat.local),
                        seat.score,
                        int(seat.winner),
                        seat.hints,
                    )
                    for s, seat in enumerate(game.seats)
                ],
            )
            conn.executemany(
                "INSERT INTO round_scores (game, round, seat, score) VALUES (?, ?, ?, ?)",
                [
                    (row_id, r, s, score)
                    for r, scores in enumerate(game.round_scores)
                    for s, score in enumerate(scores)
                ],
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return row_id

    def delete(self, row_id: int) -> None:
        self._conn.execute("DELETE FROM games WHERE id = ?", (row_id,))

    # -- reading ---------------------------------------------------------------------------
    def games(
        self, game_id: str | None = None, order: str = "date", descending: bool = True
    ) -> list[GameRecord]:
        """Every recorded game (of one game, if given), by date or by the best local score."""
        where, args = ("WHERE game_id = ?", (game_id,)) if game_id is not None else ("", ())
        rows = self._conn.execute(
            "SELECT id, game_id, finished_at, duration_s, save_path, match_key, actions"
            f" FROM games {where} ORDER BY finished_at, id",
            args,
        ).fetchall()
        seats = self._seats([r[0] for r in rows])
        rounds = self._rounds([r[0] for r in rows])
        records = []
        for r in rows:
            finished_at = _moment(r[2])
            game_seats, game_rounds = seats.get(r[0], ()), rounds.get(r[0], ())
            # A game with a value of the wrong type (a file damaged or edited by hand) is left
            # out of the list and the statistics rather than failing them all.
            if (
                finished_at is None
                or game_seats is None
                or game_rounds is None
                or not _fits(r, (int, str, str, (float, int, None), (str, None), (str, None), (int, None)))
            ):
                continue
            records.append(
                GameRecord(
                    game_id=r[1],
                    finished_at=finished_at,
                    seats=game_seats,
                    round_scores=game_rounds,
                    duration_s=r[3],
                    save_path=r[4],
                    match_key=r[5],
                    actions=r[6],
                    row_id=r[0],
                )
            )
        if order == "score":
            records.sort(key=lambda g: (g.local_best() is not None, g.local_best() or 0, g.finished_at))
        elif order != "date":
            raise ValueError(f"unknown order {order!r}")
        if descending:
            records.reverse()
        return records

    def get(self, row_id: int) -> GameRecord | None:
        return next((g for g in self.games() if g.row_id == row_id), None)

    def _seats(self, ids: list[int]) -> dict[int, tuple[SeatRecord, ...] | None]:
        """Each game's seats; None for a game with a seat row of the wrong types."""
        out: dict[int, list[SeatRecord]] = {}
        damaged = set()
        for row in self._conn.execute(
            "SELECT game, seat, name, kind, level, local, score, winner, hints FROM seats ORDER BY game, seat"
        ):
            game, _, name, kind, level, local, score, winner, hints = row
            if not _fits(row, (int, int, str, str, (str, None), int, int, int, (int, None))):
                damaged.add(game)
                continue
            out.setdefault(game, []).append(
                SeatRecord(name, kind, level, bool(local), score, bool(winner), int(hints or 0))
            )
        wanted = set(ids)
        found: dict[int, tuple[SeatRecord, ...] | None] = {g: tuple(s) for g, s in out.items() if g in wanted}
        found.update((g, None) for g in damaged if g in wanted)
        return found

    def _rounds(self, ids: list[int]) -> dict[int, tuple[tuple[int, ...], ...] | None]:
        """Each game's running scores; None for a game with a row of the wrong types."""
        table: dict[int, dict[int, list[int]]] = {}
        damaged = set()
        for row in self._conn.execute(
            "SELECT game, round, seat, score FROM round_scores ORDER BY game, round, seat"
        ):
            game, rnd, _, score = row
            if not _fits(row, (int, int, int, int)):
                damaged.add(game)
                continue
            table.setdefault(game, {}).setdefault(rnd, []).append(score)
        wanted = set(ids)
        found: dict[int, tuple[tuple[int, ...], ...] | None] = {
            g: tuple(tuple(by_round[r]) for r in sorted(by_round))
            for g, by_round in table.items()
            if g in wanted
        }
        found.update((g, None) for g in damaged if g in wanted)
        return found


class _NewerSchema(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


def _connect(target: Path | str) -> sqlite3.Connection:
    # Autocommit: transactions are explicit (BEGIN/COMMIT) in record() and the migrations.
    conn = sqlite3.connect(str(target), isolation_level=None)
    # Text that is not UTF-8 (a damaged file) reads with replacement characters, not an error.
    conn.text_factory = _text
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


# The columns `HistoryStore.games` reads: a file of ours that lost one is set aside as corrupt.
_READ_COLUMNS = {
    "games": "id, game_id, finished_at, duration_s, save_path, match_key, actions",
    "seats": "game, seat, name, kind, level, local, score, winner, hints",
    "round_scores": "game, round, seat, score",
}


def _open_checked(path: Path) -> tuple[sqlite3.Connection, int]:
    """Open, check it is ours and sound, upgrade it; the version it had (0: new)."""
    conn: sqlite3.Connection | None = None
    try:
        conn = _connect(path)
        # integrity_check, not quick_check: it also finds indexes out of step with their rows,
        # which fail the sorted reads of games() as "database disk image is malformed"
        if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            raise _Unusable("corrupt")
        app, version = schema.version_of(conn)
        if app == 0 and version == 0 and not schema.has_tables(conn):
            pass  # a new, empty file
        elif app != schema.APPLICATION_ID:
            raise _Unusable("foreign")
        elif version > schema.SCHEMA_VERSION:
            raise _NewerSchema(version)
        old = schema.migrate(conn)
        if not schema.tables_present(conn):
            raise _Unusable("corrupt")
        for table, columns in _READ_COLUMNS.items():
            conn.execute(f"SELECT {columns} FROM {table} LIMIT 0")  # sqlite3.DatabaseError if one is gone
        return conn, old
    except (sqlite3.DatabaseError, UnicodeDecodeError):  # (SQLite's own message about a damaged
        # file may hold bytes that are not UTF-8: Python then fails to decode the message itself)
        if conn is not None:
            conn.close()
        raise _Unusable("corrupt") from None
    except BaseException:
        if conn is not None:
            conn.close()
        raise


def _move_aside(path: Path, reason: str) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.{reason}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{reason}-{stamp}-{n}")
    path.rename(target)
    for suffix in ("-journal", "-wal", "-shm"):  # SQLite's side files go with it
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    return target


def _fits(row: tuple[Any, ...], types: tuple[type | tuple[type | None, ...], ...]) -> bool:
    """Every value of a row read back has its column's type (SQLite keeps any type in any
    column; None stands for NULL). bool never comes back from SQLite, so int is exact."""
    for value, wanted in zip(row, types):
        allowed = wanted if isinstance(wanted, tuple) else (wanted,)
        if not any(value is None if t is None else type(value) is t for t in allowed):
            return False
    return True


def _moment(text: Any) -> datetime | None:
    """A stored finish time (ISO 8601 with its offset, as `_iso` writes it); None if not one."""
    if type(text) is not str:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def _iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise ValueError("finished_at must be an aware datetime")
    return moment.astimezone(UTC).isoformat(timespec="seconds")
