"""Save files: a match as msgpack with a format version; never pickle.

A save file is data (seed, options, action log), and loading it replays the log
through the rules, so a tampered file cannot run code or reach an illegal position.

Format version 2 is a journal: a stream of msgpack values, first a header map
(format, version, game, players, options, seed, meta), then one `[seat, action]`
per accepted action. Saving after an action appends that action and flushes it to
disk, which costs far less than rewriting the file; anything else (a new game,
changed meta, a moved file) rewrites the whole file atomically. A crash in the
middle of an append leaves a torn last entry, which loading ignores: that action
was never announced to anyone (the table saves before it notifies).
Version 1 (one map holding the whole log) is still read.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgpack

from modernart_desktop import __version__
from modernart_desktop.core.errors import IllegalAction, InvalidOptions, SaveFileError, UnknownGame
from modernart_desktop.core.match import Match

FORMAT = "modernart-save"
FORMAT_VERSION = 2
READABLE_VERSIONS = (1, 2)
MAX_SAVE_BYTES = 16 * 1024 * 1024


def _pack(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


def _header(match: Match) -> dict[str, Any]:
    record = match.to_record()
    del record["log"]
    return {"format": FORMAT, "version": FORMAT_VERSION, "app": __version__, **record}


def match_to_bytes(match: Match) -> bytes:
    return _pack(_header(match)) + b"".join(_pack(entry.to_wire()) for entry in match.log)


def read_record(data: bytes) -> dict[str, Any]:
    """The save's record (header plus the list of log entries), without replaying it."""
    if len(data) > MAX_SAVE_BYTES:
        raise SaveFileError("save file too large")
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=True, max_buffer_size=MAX_SAVE_BYTES)
    unpacker.feed(data)
    values: list[Any] = []
    try:
        for value in unpacker:
            values.append(value)
    except Exception:  # msgpack raises several types for garbage
        if not values:
            raise SaveFileError("not a save file (it is not msgpack data)") from None
        # Garbage after good entries: keep what was read (a torn append is only at the end).
    if not values or not isinstance(values[0], dict) or values[0].get("format") != FORMAT:
        raise SaveFileError("not a Modern Art Desktop save file")
    header = values[0]
    version = header.get("version")
    if version not in READABLE_VERSIONS:
        raise SaveFileError(f"unsupported save format version {version!r}")
    if version == 1:
        return header
    return {**header, "log": values[1:]}


# Refusals that mean the log itself is damaged, not that a rule changed since it was written.
_DAMAGED = frozenset({"action/unknown_kind", "action/malformed", "seat/invalid"})


def _seat_maps(value: Any) -> bool:
    """A list of seat maps whose name, kind and level, where given, are text (level: or nil)."""
    return type(value) is list and all(
        type(seat) is dict
        and all(type(seat.get(key, "")) is str for key in ("name", "kind"))
        and (seat.get("level") is None or type(seat.get("level")) is str)
        for seat in value
    )


def _meta_fits(meta: Any) -> bool:
    """The parts of a save's meta the app reads back have the shapes it writes them in:
    `seats` (the table's) a list of seat maps, `names` a list of text, `lan` (a LAN
    table's record) a map whose `seats` is a list of seat maps. The rest is read with care
    where it is read (hints, started_at...)."""
    if meta is None:
        return True
    if type(meta) is not dict:
        return False
    if "seats" in meta and not _seat_maps(meta["seats"]):
        return False
    if "names" in meta and not (type(meta["names"]) is list and all(type(n) is str for n in meta["names"])):
        return False
    lan = meta.get("lan")
    return lan is None or (type(lan) is dict and ("seats" not in lan or _seat_maps(lan["seats"])))


def match_from_bytes(data: bytes) -> Match:
    record = read_record(data)
    if not _meta_fits(record.get("meta")):
        # a damaged or hand-made save: the start screen, the resumed table and the LAN host read these
        raise SaveFileError("the save file is damaged (meta)")
    try:
        return Match.from_record(record)
    except UnknownGame as exc:
        raise SaveFileError(str(exc)) from None
    except IllegalAction as exc:
        if exc.code == "replay/move_refused" and exc.params.get("refusal") not in _DAMAGED:
            # a well-formed move that a rule fixed since refuses: say which, a UI words it
            raise SaveFileError(
                f"the saved game does not replay: {exc}",
                "save/rules_changed",
                game=record["game"],
                **exc.params,
            ) from None
        raise SaveFileError(f"the saved game does not replay: {exc}") from None
    except InvalidOptions as exc:
        raise SaveFileError(f"the saved game does not replay: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
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
    """Write the whole match atomically."""
    atomic_write(path, match_to_bytes(match))


def load_match(path: Path | str) -> Match:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise SaveFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    return match_from_bytes(data)


@dataclass
class SaveJournal:
    """Keeps one match's save file up to date after every action, cheaply.

    `save(match)` appends the actions logged since the last save; it rewrites the
    whole file when there is no file yet, when the path or the meta changed, or
    when the match is not a continuation of what was written.
    """

    path: Path
    _written_seq: int = -1
    _written_header: bytes = b""

    def save(self, match: Match) -> None:
        header = _pack(_header(match))
        appendable = (
            self._written_seq >= 0
            and header == self._written_header
            and self._written_seq <= match.seq
            and self.path.exists()
        )
        try:
            if not appendable:
                atomic_write(self.path, header + b"".join(_pack(e.to_wire()) for e in match.log))
            elif match.seq > self._written_seq:
                data = b"".join(_pack(e.to_wire()) for e in match.log[self._written_seq :])
                with open(self.path, "ab") as f:
                    f.write(data)
                    f.flush()
                    os.fsync(f.fileno())
        except BaseException:
            self._written_seq = -1  # the file may be torn: rewrite it whole next time
            raise
        self._written_seq = match.seq
        self._written_header = header
