"""Fuzz targets: everything a peer, a save file or a damaged disk can hand the app.

Each target is a function of one `bytes` input that returns normally when the code
under test behaved (a stable error code, a clear `SaveFileError`, or a result) and
raises otherwise (an unexpected exception, or an `AssertionError` for a broken
contract such as a refused action that changed the state). The coverage-guided
runner (fuzz/run.py, atheris) and the short run of the test suite both call them.

- `net`: frames and messages in either direction (bytes -> a `ProtocolError` with a
  stable code, or checked messages; a client applies the host's messages).
- `actions`: any action map, at any position of any game reached by a seeded random
  prefix, sent as a `command` frame and submitted to a table: refused with a code and
  nothing changed, or applied.
- `saves`: any bytes as a save file: `SaveFileError` or a match, and the start
  screen's listing of unfinished solo and LAN games never fails.
- `history`: any bytes as the history database, or a sound database holding any
  row values: it opens, lists its games and computes each game's statistics.
"""

from __future__ import annotations

import asyncio
import atexit
import os
import re
import shutil
import sqlite3
import struct
import tempfile
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from modernart_desktop.ai.random_agent import RandomAgent
from modernart_desktop.core import registry
from modernart_desktop.core.errors import IllegalAction, SaveFileError
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import match_from_bytes
from modernart_desktop.history.stats import game_statistics
from modernart_desktop.history.store import FILE_NAME, HistoryStore
from modernart_desktop.host.table import SeatInfo, Table
from modernart_desktop.net.client import LanClient
from modernart_desktop.net.codec import decode_payload, encode_frame, read_frame
from modernart_desktop.net.protocol import (
    MAX_CLIENT_FRAME,
    MAX_HOST_FRAME,
    ProtocolError,
    check_from_client,
    check_from_host,
    negotiate,
)
from modernart_desktop.storage import lan_saves, paths, saves

GAMES = ("modern_art", "modern_art_card_game", "art_society", "friesematenten")
CODE = re.compile(r"^[a-z0-9_]+(/[a-z0-9_]+)+$")  # "frame/too_large", "bid/too_low"...


def stable_code(code: object) -> None:
    assert isinstance(code, str) and CODE.match(code), f"unstable error code {code!r}"


class Input:
    """Reads choices from the fuzzer's bytes (zeros once they run out)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def left(self) -> int:
        return len(self.data) - self.pos

    def byte(self) -> int:
        if self.pos >= len(self.data):
            return 0
        self.pos += 1
        return self.data[self.pos - 1]

    def uint(self, nbytes: int) -> int:
        value = 0
        for _ in range(nbytes):
            value = value << 8 | self.byte()
        return value

    def below(self, n: int) -> int:
        return self.uint(2 if n > 256 else 1) % n if n > 0 else 0

    def pick(self, seq: Any) -> Any:
        return seq[self.below(len(seq))]

    def raw(self, n: int) -> bytes:
        out = self.data[self.pos : self.pos + n]
        self.pos += len(out)
        return out

    def text(self, limit: int) -> str:
        return self.raw(self.below(limit + 1)).decode("utf-8", "replace")


# -- (a) frames and messages ------------------------------------------------------------------
_loop: asyncio.AbstractEventLoop | None = None


def _event_loop() -> asyncio.AbstractEventLoop:
    global _loop
    if _loop is None:
        _loop = asyncio.new_event_loop()
    return _loop


async def _read_frames(data: bytes, cap: int, limit: int) -> tuple[list[bytes], ProtocolError | None]:
    reader = asyncio.StreamReader()
    reader.feed_data(data)
    reader.feed_eof()
    frames: list[bytes] = []
    while len(frames) < limit:
        try:
            frames.append(await read_frame(reader, cap))
        except asyncio.IncompleteReadError:
            return frames, None
        except ProtocolError as exc:
            return frames, exc
    return frames, None


def net(data: bytes) -> None:
    """Byte 0 picks the direction (even: a client talks to the host, odd: the host to a
    client) and, for a client, the game it plays; the rest is the stream of frames."""
    if not data:
        return
    from_host = bool(data[0] & 1)
    cap = MAX_HOST_FRAME if from_host else MAX_CLIENT_FRAME
    game = registry.get(GAMES[(data[0] >> 1) % len(GAMES)])
    frames, error = _event_loop().run_until_complete(_read_frames(data[1:], cap, 64))
    if error is not None:
        stable_code(error.code)
    client = LanClient("127.0.0.1", 9, "fuzz")
    client.game = game
    for payload in frames:
        try:
            value = decode_payload(payload, cap)
            msg = check_from_host(value) if from_host else check_from_client(value)
            assert isinstance(msg, dict) and isinstance(msg["t"], str)
            if from_host:
                client._handle(msg)  # what a client does with it (views, legal lists, record)
            elif msg["t"] == "hello":
                negotiate(*msg["proto"])
            elif msg["t"] == "command":
                try:
                    game.action_from_wire(msg["action"])
                except IllegalAction as exc:
                    stable_code(exc.code)
        except ProtocolError as exc:
            stable_code(exc.code)
            return  # the link is closed


# -- (b) actions at any position ---------------------------------------------------------------
_TRAJECTORIES: OrderedDict[tuple[str, int, int], tuple[Match, list[Any]]] = OrderedDict()
MAX_PREFIX = 400
SEEDS = 8  # seeded prefixes per game and player count: 4 games x 2-5 players x 8 fit the cache


def _trajectory(game_id: str, players: int, seed: int) -> tuple[Match, list[Any]]:
    """A seeded random game and a copy of its state before each step (and at its end)."""
    key = (game_id, players, seed)
    found = _TRAJECTORIES.get(key)
    if found is not None:
        _TRAJECTORIES.move_to_end(key)
        return found
    match = Match.new(game_id, players, seed=seed)
    agent = RandomAgent(seed)
    states = [match.game.clone(match.state)]
    while not match.is_over() and len(states) <= MAX_PREFIX:
        seat = min(match.active_seats())
        match.apply(seat, agent.choose(None, match.legal_actions(seat)))
        states.append(match.game.clone(match.state))
    _TRAJECTORIES[key] = (match, states)
    while len(_TRAJECTORIES) > 160:
        _TRAJECTORIES.popitem(last=False)
    return match, states


_ODD_VALUES: tuple[Any, ...] = (
    0,
    -1,
    1,
    2**31,
    2**53 - 1,
    2**53,
    -(2**53),
    2**63 - 1,
    -(2**63),
    2**64 - 1,
    True,
    False,
    None,
    0.5,
    float("nan"),
    float("inf"),
    "",
    "x" * 65,
    [],
    {},
    [1],
    {"kind": "pass"},
)


def _value(inp: Input, near: Any, words: list[str]) -> Any:
    choice = inp.byte() % 8
    if choice == 0 and isinstance(near, int) and not isinstance(near, bool):
        return near + (inp.byte() % 7) - 3
    if choice == 1:
        return inp.below(120) - 10
    if choice == 2:
        return inp.pick(words)
    if choice == 3:
        return inp.pick(_ODD_VALUES)
    if choice == 4:
        return inp.text(8)
    if choice == 5:
        return bool(inp.byte() & 1)
    return near


def _action_map(inp: Input, match: Match, seat: int) -> dict[str, Any]:
    """A legal action's map, bent a little or a lot, or a map made up from scratch."""
    game = match.game
    legal = match.legal_actions(seat) if 0 <= seat < match.num_players else None
    options: list[dict[str, Any]] = []
    if legal is not None:
        options += [a.to_wire() for a in legal.actions]
        for r in legal.ranges:
            for amount in (r.lo, r.hi, r.hi + 1, r.lo - 1, (r.lo + r.hi) // 2):
                options.append(r.make(amount).to_wire())
    fields = sorted({f for cls in game.action_types for f in cls.__dataclass_fields__})
    kinds = [cls.kind for cls in game.action_types]
    words = kinds + fields + ["kind", "amount", "card", "seat"]
    mode = inp.byte() % 4
    if options and mode < 3:
        wire = dict(inp.pick(options))
    else:
        wire = {"kind": inp.pick(kinds)}
        cls = next(c for c in game.action_types if c.kind == wire["kind"])
        for name in cls.__dataclass_fields__:
            wire[name] = 0
    if mode == 0:
        return wire
    for _ in range(inp.byte() % 4):
        op = inp.byte() % 4
        keys = sorted(wire)
        if not keys:
            op = 2
        if op == 0:  # change a value
            key = inp.pick(keys)
            wire[key] = _value(inp, wire[key], words)
        elif op == 1:  # drop a field
            wire.pop(inp.pick(keys), None)
        elif op == 2:  # add one
            wire[inp.pick(words) if inp.byte() & 1 else inp.text(40)] = _value(inp, 0, words)
        else:  # another kind with these fields
            wire["kind"] = inp.pick(kinds)
    return wire


def _submit(table: Table, seat: Any, wire: dict[str, Any], seq: int) -> None:
    """The way a LAN peer's command reaches the rules: one frame, decoded and checked,
    then the table (stale, clock-only, the rules). Refused: nothing may change."""
    match = table.match
    try:
        frame = encode_frame({"t": "command", "id": 1, "seq": seq, "seat": seat, "action": wire}, 1 << 20)
    except OverflowError:  # an integer beyond msgpack's 64 bits: no peer can send it
        return
    try:
        msg = check_from_client(decode_payload(frame[4:], MAX_CLIENT_FRAME))
    except ProtocolError as exc:
        stable_code(exc.code)
        return
    before = match.game.clone(match.state)
    seq_before, events_before = match.seq, len(match.events)
    seat = msg["seat"]
    legal = match.legal_actions(seat) if 0 <= seat < match.num_players else None
    try:
        table.submit_wire(seat, msg["action"], based_on_seq=msg["seq"])
    except IllegalAction as exc:
        stable_code(exc.code)
        assert match.seq == seq_before and len(match.events) == events_before, "refusal logged"
        assert match.state == before, f"refused {wire!r} ({exc.code}) changed the state"
        return
    assert match.seq == seq_before + 1
    # Applied: then it was one of the seat's legal moves (or the same move as one of them).
    action = match.log[-1].action
    listed = legal is not None and (
        action in legal or any(match.game.same_move(action, a) for a in legal.actions)
    )
    assert listed, f"{action!r} was applied for seat {seat} but is not among its legal actions"


def actions(data: bytes) -> None:
    """Bytes 0-4: game, players, seed, prefix length; then up to 6 commands, each a seat
    and an action map (a legal one as it is or bent, or one made up)."""
    inp = Input(data)
    game_id = GAMES[inp.byte() % len(GAMES)]
    game = registry.get(game_id)
    players = game.min_players + inp.byte() % (game.max_players - game.min_players + 1)
    seed = inp.byte() % SEEDS
    done, states = _trajectory(game_id, players, seed)
    step = inp.below(len(states))
    match = Match(done.game, players, dict(done.options), seed, done.game.clone(states[step]), seq=step)
    table = Table(match, [SeatInfo(f"Seat {i + 1}") for i in range(players)])
    views: list[Any] = []
    table.subscribe(None, views.append)
    for _ in range(1 + inp.byte() % 6):
        if inp.left() == 0:
            break
        active = sorted(match.active_seats())
        how = inp.byte() % 8
        seat: Any
        if how < 6 and active:
            seat = active[how % len(active)]
        elif how == 6:
            seat = inp.below(players + 4) - 2
        else:
            seat = inp.pick((True, None, "0", 2**40))
        wire = _action_map(inp, match, seat if type(seat) is int else 0)
        seq = match.seq if inp.byte() % 8 else match.seq - 1
        _submit(table, seat, wire, seq)
    if match.is_over():
        match.result()


# -- (c) the save loader ---------------------------------------------------------------------------
_data_dir: Path | None = None


def _folder() -> Path:
    global _data_dir
    if _data_dir is None:
        shm = Path("/dev/shm")  # files written at every input: in memory where there is such a place
        base = shm if shm.is_dir() and os.access(shm, os.W_OK) else None
        _data_dir = Path(tempfile.mkdtemp(prefix="modernart-fuzz-", dir=base))
        atexit.register(shutil.rmtree, _data_dir, True)
        os.environ["MODERNART_DATA_DIR"] = str(_data_dir)
    return _data_dir


def saves_target(data: bytes) -> None:
    """The bytes as a save file: loaded (SaveFileError or a match that resumes at a
    table), and listed on the start screen among solo games and LAN tables."""
    try:
        match = match_from_bytes(data)
    except SaveFileError as exc:
        stable_code(exc.code)
        match = None
    if match is not None:
        table = Table.resume(match)
        table.view_for(None)
    _folder()
    for folder in (paths.saves_dir(), paths.lan_saves_dir()):
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"fuzz{paths.SAVE_SUFFIX}"
        target.write_bytes(data)
    try:
        saves.unfinished_games()
        lan_saves.unfinished_lan_tables()
    finally:
        for folder in (paths.saves_dir(), paths.lan_saves_dir()):
            (folder / f"fuzz{paths.SAVE_SUFFIX}").unlink(missing_ok=True)


# -- (d) the history database ------------------------------------------------------------------
_SQL_VALUES: tuple[Any, ...] = (None, 0, 1, -1, 2**62, 1.5, "", "x", b"\x00", "2026-11-23T19:41:00+00:00")


def _sql_value(inp: Input) -> Any:
    choice = inp.byte() % 5
    if choice == 0:
        return inp.pick(_SQL_VALUES)
    if choice == 1:
        return inp.uint(2) - 1000
    if choice == 2:
        return inp.text(30)
    if choice == 3:
        return inp.raw(inp.byte() % 8)
    return struct.unpack("<d", inp.raw(8).ljust(8, b"\0"))[0]


_COLUMNS = {
    "games": ("id", "game_id", "finished_at", "duration_s", "players", "save_path", "match_key", "actions"),
    "seats": ("game", "seat", "name", "kind", "level", "local", "score", "winner", "hints"),
    "round_scores": ("game", "round", "seat", "score"),
}
_GOOD_ROW = {
    "games": (1, "modern_art", "2026-11-23T19:41:00+00:00", 61.5, 2, None, "k", 90),
    "seats": (1, 0, "Ann", "human", None, 1, 300, 1, 0),
    "round_scores": (1, 0, 0, 120),
}


_template: bytes | None = None


def _filled_database(inp: Input, path: Path) -> None:
    """A sound history file whose rows hold what the fuzzer chose (SQLite keeps any type)."""
    global _template
    if _template is None:  # a new, empty file as the app makes it (made once: it takes a while)
        store, _ = HistoryStore.open(path.parent)
        store.close()
        _template = path.read_bytes()
    path.write_bytes(_template)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")
    for _ in range(inp.byte() % 8):
        table = inp.pick(sorted(_COLUMNS))
        row = list(_GOOD_ROW[table])
        for _ in range(inp.byte() % 4):
            row[inp.below(len(row))] = _sql_value(inp)
        columns = _COLUMNS[table]
        try:
            conn.execute(
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", row
            )
        except sqlite3.Error:  # a NOT NULL or a unique key: that row is not written
            pass
    conn.close()


def history(data: bytes) -> None:
    """Byte 0 even: the rest is the file itself; odd: it fills a sound file's rows."""
    if not data:
        return
    folder = Path(tempfile.mkdtemp(prefix="hist-", dir=_folder()))
    path = folder / FILE_NAME
    try:
        if data[0] & 1:
            _filled_database(Input(data[1:]), path)
        else:
            path.write_bytes(data[1:])
        store, notice = HistoryStore.open(folder)
        try:
            records = store.games()
            for order in ("score", "date"):
                store.games(order=order, descending=False)
            for game_id in sorted({g.game_id for g in records}):
                game_statistics(store, game_id)
        finally:
            store.close()
    finally:
        for child in folder.iterdir():
            child.unlink()
        folder.rmdir()


TARGETS: dict[str, Callable[[bytes], None]] = {
    "net": net,
    "actions": actions,
    "saves": saves_target,
    "history": history,
}
