"""The app's history: opened once in the data directory, told of every finished game.

Recording happens when a table's final ranking is first due, for every kind of
session: a local game or a hosted LAN table give the whole match (seed and log:
it can be replayed), a joined LAN table only what its seat saw at the end (names,
kinds, scores, winners; no replay, no rounds).
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.core.persistence import load_match
from modernart_desktop.history.records import AI, HUMAN, LAN, GameRecord, SeatRecord, record_from_match
from modernart_desktop.history.store import HistoryNotice, HistoryStore
from modernart_desktop.host import table as table_kinds
from modernart_desktop.host.session import Session
from modernart_desktop.storage import paths

log = logging.getLogger(__name__)

UNAVAILABLE = "history/unavailable"


def started_at(meta: dict) -> datetime | None:
    """When play began, as the table wrote it in the match's meta."""
    value = meta.get("started_at")
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class HistoryKeeper:
    """Opens the store on first use; a notice about the file waits to be shown once."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder
        self._store: HistoryStore | None = None
        self._tried = False
        self.notice: HistoryNotice | None = None
        self.notice_shown = False
        self._looked_at: set[Path] = set()

    @property
    def store(self) -> HistoryStore | None:
        if not self._tried:
            self._tried = True
            try:
                self._store, self.notice = HistoryStore.open(self._folder or paths.data_dir())
            except (OSError, sqlite3.Error) as exc:
                log.warning("history cannot be opened: %s", exc)
                self.notice = HistoryNotice(UNAVAILABLE, {"error": str(exc)})
        return self._store

    def take_notice(self) -> HistoryNotice | None:
        """The notice about the file, the first time it is asked for (then None)."""
        _ = self.store
        if self.notice is None or self.notice_shown:
            return None
        self.notice_shown = True
        return self.notice

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None
        self._tried = False

    def import_finished_saves(self, folders: list[Path] | None = None) -> int:
        """Record the finished games saved before the history knew them (played with an
        older version, or while the file was set aside): the finished/ folder and the LAN
        tables this machine hosted. Each file is read once per session; the number added."""
        store = self.store
        if store is None:
            return 0
        recorded = store.games()
        known = {g.save_path for g in recorded}
        for folder in folders if folders is not None else [paths.finished_dir(), paths.lan_saves_dir()]:
            if not folder.is_dir():
                continue
            for path in sorted(folder.glob(f"*{paths.SAVE_SUFFIX}")):
                if str(path) in known or path in self._looked_at:
                    continue
                self._looked_at.add(path)
                try:
                    match = load_match(path)
                    if not match.is_over():
                        continue
                    finished = datetime.fromtimestamp(path.stat().st_mtime, UTC)
                    begun = started_at(match.meta)
                    duration = (finished - begun).total_seconds() if begun is not None else None
                    # (a game already recorded under another path keeps its row: same match key)
                    store.record(
                        record_from_match(
                            match, save_path=str(path), duration_s=duration, finished_at=finished
                        )
                    )
                    known.add(str(path))
                except (SaveFileError, OSError, sqlite3.Error, ValueError) as exc:
                    log.info("not in the history: %s (%s)", path, exc)
        return len(store.games()) - len(recorded)

    def record_session(self, session: Session, opened_at: datetime | None = None) -> int | None:
        """Put a finished game in the history (once); its row id, or None."""
        store = self.store
        if store is None or not session.is_over():
            return None
        try:
            rec = record_of(session, opened_at)
            return store.record(rec)
        except (OSError, sqlite3.Error, ValueError) as exc:
            log.warning("the finished game could not be recorded: %s", exc)
            return None


def record_of(session: Session, opened_at: datetime | None = None) -> GameRecord:
    now = datetime.now(UTC)
    match = session.whole_match()
    if match is not None:
        begun = started_at(match.meta) or opened_at
        duration = (now - begun).total_seconds() if begun is not None else None
        save = str(session.save_path) if session.save_path is not None else None
        return record_from_match(match, save_path=save, duration_s=duration, finished_at=now)
    # A joined LAN table: what this seat saw at the end; no seed, no log.
    result = session.result()
    seats = []
    kinds = {table_kinds.HUMAN: HUMAN, table_kinds.AI: AI, table_kinds.REMOTE: LAN}
    for s, info in enumerate(session.seats):
        kind = kinds.get(info.kind, LAN)
        seats.append(
            SeatRecord(
                info.name,
                kind,
                info.level if kind == AI else None,
                s in session.humans,
                int(result.scores[s]) if s < len(result.scores) else 0,
                s in result.winners,
            )
        )
    key = "joined:{}:{}:{}:{}".format(
        session.game_id, "|".join(session.names()), ",".join(map(str, result.scores)), session.seq()
    )
    return GameRecord(
        game_id=session.game_id,
        finished_at=now,
        seats=tuple(seats),
        duration_s=(now - opened_at).total_seconds() if opened_at is not None else None,
        save_path=None,
        match_key=key,
    )
