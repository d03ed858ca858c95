"""The games waiting to be resumed: autosaves in the data directory."""

from __future__ import annotations

import logging
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.core.persistence import load_match, read_record
from modernart_desktop.storage import paths

log = logging.getLogger(__name__)


def new_save_path(game_id: str) -> Path:
    """A fresh autosave file for a new game played on this machine."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return paths.saves_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}{paths.SAVE_SUFFIX}"


MAX_LISTED = 20


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    game_id: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    round: int | None  # 0 for the first round, in every game
    actions: int
    modified: float
    meta: dict[str, Any] = field(default_factory=dict, compare=False)  # e.g. a LAN table's record
    # Why it cannot be resumed, if it cannot (the SaveFileError it gives: code `save/rules_changed`
    # for a game saved before a rule was fixed): listed all the same, so the player is told.
    problem: SaveFileError | None = field(default=None, compare=False)


def unfinished_games(folder: Path | None = None) -> list[SaveInfo]:
    """Newest first (from the saves folder, or `folder`). A save is replayed to be listed,
    so a damaged one never shows up as resumable (it is logged and left where it is)."""
    folder = folder or paths.saves_dir()
    if not folder.is_dir():
        return []
    files = sorted(folder.glob(f"*{paths.SAVE_SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
    found: list[SaveInfo] = []
    for path in files[:MAX_LISTED]:
        try:
            match = load_match(path)
        except SaveFileError as exc:
            if exc.code == "save/rules_changed":
                found.append(_blocked_save(path, exc))
            else:
                log.warning("skipping save %s: %s", path.name, exc)
            continue
        if match.is_over():
            continue
        seats = match.meta.get("seats") or []
        names = tuple(str(s.get("name", "?")) for s in seats) or tuple(match.meta.get("names") or ())
        kinds = tuple(str(s.get("kind", "human")) for s in seats)
        round_no = match.view_for(None).get("round")
        if isinstance(round_no, int):  # counted from 0, whichever number the game starts at
            round_no -= match.game.first_round
        found.append(
            SaveInfo(
                path,
                match.game_id,
                names,
                kinds,
                round_no if isinstance(round_no, int) else None,
                match.seq,
                path.stat().st_mtime,
                match.meta,
            )
        )
    return found


def _blocked_save(path: Path, problem: SaveFileError) -> SaveInfo:
    """A save a fixed rule no longer replays, described from its header alone."""
    record = read_record(path.read_bytes())
    found = record.get("meta")
    meta: dict[str, Any] = found if isinstance(found, dict) else {}
    seats = [s for s in meta.get("seats") or [] if isinstance(s, dict)]
    names = tuple(str(s.get("name", "?")) for s in seats) or tuple(str(n) for n in meta.get("names") or ())
    kinds = tuple(str(s.get("kind", "human")) for s in seats)
    log_entries = record.get("log")
    actions = len(log_entries) if isinstance(log_entries, list) else 0
    return SaveInfo(
        path, str(record.get("game")), names, kinds, None, actions, path.stat().st_mtime, meta, problem
    )


def delete_save(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
