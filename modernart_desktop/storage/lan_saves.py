"""The LAN tables this machine hosted and did not finish: their saves in the data
folder's `lan/`, each one a match plus the table's record (name, seats and who owns
them, policy, port). The app and the headless host (`modernart host`) save there.
No Qt here: the headless host uses it too."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from modernart_desktop.net.host import saved_lan_record
from modernart_desktop.storage import paths, saves


def lan_save_path(game_id: str) -> Path:
    """A fresh save file for a new LAN table (kept apart from solo games)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return paths.lan_saves_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}{paths.SAVE_SUFFIX}"


@dataclass(frozen=True)
class LanTableSave:
    info: saves.SaveInfo
    table_name: str
    seat_names: tuple[str, ...]
    seat_kinds: tuple[str, ...]  # the LAN roster's kinds: local, remote, ai (open: never filled)
    policy: str | None
    has_password: bool

    @property
    def path(self) -> Path:
        return self.info.path

    @property
    def game_id(self) -> str:
        return self.info.game_id


def unfinished_lan_tables() -> list[LanTableSave]:
    """Started, unfinished LAN tables, newest first (a table closed before its game
    began has nothing to resume)."""
    found = []
    for info in saves.unfinished_games(paths.lan_saves_dir()):
        lan = saved_lan_record(info.meta)
        seats = [s for s in lan.get("seats") or () if isinstance(s, dict)]
        if not lan.get("started") and info.actions == 0:
            continue
        names = tuple(str(s.get("name") or "?") for s in seats) or info.names
        kinds = tuple(str(s.get("kind") or "open") for s in seats) or info.kinds
        found.append(
            LanTableSave(
                info,
                str(lan.get("table") or ""),
                names,
                kinds,
                lan.get("policy") if isinstance(lan.get("policy"), str) else None,
                bool(lan.get("password_hash")),
            )
        )
    return found


def forget_unstarted(path: Path | None) -> None:
    """A table closed in its waiting room leaves no save behind."""
    if path is not None:
        saves.delete_save(Path(path))
