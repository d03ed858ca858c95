"""The games waiting to be resumed: autosaves in the data directory."""

from __future__ import annotations

import logging
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.core.persistence import load_match
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


def delete_save(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
