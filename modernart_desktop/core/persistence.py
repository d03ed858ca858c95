"""Save files: a match record in msgpack with a format version, written atomically.

Never pickle: a save file is data (seed, options, action log), and loading it
replays the log through the rules, so a tampered file cannot run code or reach
an illegal position.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import msgpack

from modernart_desktop import __version__
from modernart_desktop.core.errors import IllegalAction, InvalidOptions, SaveFileError, UnknownGame
from modernart_desktop.core.match import Match

FORMAT = "modernart-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024


def match_to_bytes(match: Match) -> bytes:
    record = {"format": FORMAT, "version": FORMAT_VERSION, "app": __version__, **match.to_record()}
    return msgpack.packb(record, use_bin_type=True)


def match_from_bytes(data: bytes) -> Match:
    if len(data) > MAX_SAVE_BYTES:
        raise SaveFileError("save file too large")
    try:
        record = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except Exception as exc:  # msgpack raises several types for garbage
        raise SaveFileError("not a save file (it is not msgpack data)") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveFileError("not a Modern Art Desktop save file")
    if record.get("version") != FORMAT_VERSION:
        raise SaveFileError(f"unsupported save format version {record.get('version')!r}")
    try:
        return Match.from_record(record)
    except UnknownGame as exc:
        raise SaveFileError(str(exc)) from None
    except (IllegalAction, InvalidOptions) as exc:
        raise SaveFileError(f"the saved game does not replay: {exc}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveFileError(f"the save file is damaged ({exc.__class__.__name__})") from None


def atomic_write(path: Path | str, data: bytes) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename over."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_match(path: Path | str, match: Match) -> None:
    atomic_write(path, match_to_bytes(match))


def load_match(path: Path | str) -> Match:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise SaveFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    return match_from_bytes(data)


def read_record(data: bytes) -> dict[str, Any]:
    """The raw record of a save (for listing saves without replaying them)."""
    try:
        record = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except Exception:
        raise SaveFileError("not a save file") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveFileError("not a Modern Art Desktop save file")
    return record
