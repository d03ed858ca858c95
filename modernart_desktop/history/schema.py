"""The history file's schema and how each version upgrades to the next.

The file says what it is with SQLite's own header fields: `application_id` marks
it as ours (a foreign SQLite file is set aside, not read), `user_version` is the
schema version. Each migration takes version v to v+1 inside one transaction and
only adds: rows written by an older version are kept as they are.
"""

from __future__ import annotations

import sqlite3

APPLICATION_ID = 0x4D414448  # "MADH": Modern Art Desktop history
SCHEMA_VERSION = 3

# MIGRATIONS[v] upgrades a file at version v to v + 1 (version 0: an empty file).
MIGRATIONS: tuple[str, ...] = (
    # v1: games, their seats, and every seat's running score after each round.
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_id TEXT NOT NULL,
        finished_at TEXT NOT NULL,      -- ISO 8601, UTC
        duration_s REAL,                -- NULL: not known
        players INTEGER NOT NULL,
        save_path TEXT,
        match_key TEXT UNIQUE           -- game, seed and length: the same game is recorded once
    );
    CREATE INDEX games_by_game ON games (game_id, finished_at);
    CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,             -- human | ai | lan
        level TEXT,                     -- the AI level of an AI seat
        local INTEGER NOT NULL,         -- 1: played on this machine (the "you" of statistics)
        score INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        PRIMARY KEY (game, seat)
    );
    CREATE TABLE round_scores (
        game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        score INTEGER NOT NULL,         -- running total after that round (money or points)
        PRIMARY KEY (game, round, seat)
    );
    """,
    # v2: how many actions the game took (the replay slider's length); NULL on older rows.
    """
    ALTER TABLE games ADD COLUMN actions INTEGER;
    """,
    # v3: how many hints each seat was shown (0 on older rows: there were no hints).
    """
    ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    """,
)

assert len(MIGRATIONS) == SCHEMA_VERSION


def version_of(conn: sqlite3.Connection) -> tuple[int, int]:
    """(application_id, user_version) of an open file."""
    app = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(app), int(version)


TABLES = frozenset({"games", "seats", "round_scores"})


def tables_present(conn: sqlite3.Connection) -> bool:
    """The tables every version has (a file of ours may still have lost them)."""
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return TABLES <= names


def has_tables(conn: sqlite3.Connection) -> bool:
    return bool(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0)


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the file up to `target`, one version per transaction; returns the old version."""
    _, start = version_of(conn)
    for version in range(start, target):
        # BEGIN ... COMMIT makes each step all-or-nothing (the header pragmas included).
        try:
            conn.executescript(
                f"BEGIN; {MIGRATIONS[version]}\n"
                f"PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = {version + 1}; COMMIT;"
            )
        except sqlite3.Error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return start
