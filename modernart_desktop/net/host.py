"""The LAN host: the TCP transport around the one table.

It owns no rules: every command goes to `Table.submit` (game over, seat active,
legal, not stale are checked there before the state is touched), AI seats and
the open-auction clock run in a `TableRunner`, and each connection receives only
what `Table.subscribe` gives its own seat. What the host adds is the lobby
(seats, ready, start), who owns which seat (resume tokens), what happens when a
seat's owner drops out (pause, or an AI stands in after a delay), chat, and the
defences of a server (schema check, frame caps, flood limits, one bad peer
never disturbing the others).

People at the host's own screen play through `submit_local` / `subscribe_local`,
the in-process transport, under the same checks as the LAN peers.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from modernart_desktop import __version__
from modernart_desktop.ai.agent import Agent
from modernart_desktop.ai.levels import make_agent, offered_level
from modernart_desktop.core.actions import Action
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import load_match
from modernart_desktop.host.runner import TableRunner
from modernart_desktop.host.table import AI, REMOTE, Table, TableUpdate
from modernart_desktop.net import limits
from modernart_desktop.net.codec import encode_frame
from modernart_desktop.net.connection import Connection, ConnectionClosed
from modernart_desktop.net.limits import RefusalWindow, TokenBucket
from modernart_desktop.net.observers import Observers
from modernart_desktop.net.protocol import (
    MAX_CLIENT_FRAME,
    MAX_HOST_FRAME,
    NUDGE_VERSION,
    PROTOCOL_MAX,
    PROTOCOL_MIN,
    ROLE_SPECTATOR,
    ProtocolError,
    check_from_client,
    negotiate,
    wire_params,
)
from modernart_desktop.net.seats import (
    LOCAL,
    OPEN,
    LanSeat,
    hash_password,
    new_token,
    password_matches,
    seat_of_token,
    unique_name,
)
from modernart_desktop.net.views import diff_view, legal_to_wire

log = logging.getLogger(__name__)

PAUSE = "pause"  # a seat's owner is away: the whole table waits
STANDIN = "standin"  # a seat's owner is away: after a delay an AI plays for them
POLICIES = (PAUSE, STANDIN)


@dataclass
class HostConfig:
    table_name: str = "LAN table"  # the app and `modernart host` always name their table
    password: str | None = None
    password_hash: str | None = None  # a resumed table's password, as its save keeps it
    policy: str = PAUSE
    standin_delay: float = 20.0
    standin_level: str = "random"
    think_delay: float = 0.6  # AI seats' visible pause
    use_clock: bool = True  # the open auction's going-once clock
    autostart: bool = False  # start as soon as every seat is filled and ready
    hints: bool = False  # the host allows hints (ai/coach.py) for every player at the table
    # The limits of a LAN link (net/limits.py has the numbers and why).
    heartbeat: float = limits.HEARTBEAT
    heartbeat_timeout: float = limits.HEARTBEAT_TIMEOUT
    hello_timeout: float = limits.HELLO_TIMEOUT
    max_spectators: int = limits.MAX_SPECTATORS
    msg_rate: float = limits.MSG_RATE  # frames per second per connection, sustained...
    msg_burst: float = limits.MSG_BURST  # ...and in a burst
    ping_rate: float = limits.PING_RATE
    ping_burst: float = limits.PING_BURST
    sync_rate: float = limits.SYNC_RATE
    sync_burst: float = limits.SYNC_BURST
    max_refusals: int = limits.MAX_REFUSALS  # refused commands within refusal_window: a flood
    refusal_window: float = limits.REFUSAL_WINDOW
    chat_rate: float = limits.CHAT_RATE
    chat_burst: float = limits.CHAT_BURST
    # A person's seat has kept the table waiting this long: the host may nudge them (and
    # never more than once per nudge_every seconds at the table).
    nudge_after: float = limits.NUDGE_AFTER
    nudge_every: float = limits.NUDGE_EVERY


def saved_lan_record(meta: dict[str, Any]) -> dict[str, Any]:
    """The LAN part of a save's meta (empty for a game that was not a LAN table)."""
    lan = meta.get("lan")
    return lan if isinstance(lan, dict) else {}


class JoinRefused(Exception):
    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


class LobbyError(Exception):
    """The host's own request cannot be done now (start before everyone is ready...)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


@dataclass(eq=False)
class Peer:
    """One connected client: a seat's owner or a spectator (seat None)."""

    conn: Connection
    seat: int | None
    name: str
    chat_bucket: TokenBucket
    sync_bucket: TokenBucket
    refusals: RefusalWindow
    sub: int | None = None
    last_view: dict[str, Any] | None = None
    last_seq: int = 0
    proto: int = PROTOCOL_MIN  # the version agreed in the handshake


class _Leave(Exception):
    """The peer said bye."""


class LanHost:
    def __init__(
        self, table: Table, roster: list[LanSeat], config: HostConfig | None = None, *, started: bool = False
    ) -> None:
        if len(roster) != table.match.num_players:
            raise ValueError("one LanSeat per seat is needed")
        self.table = table
        self.roster = roster
        self.config = config or HostConfig()
        if self.config.policy not in POLICIES:
            raise ValueError(f"unknown policy {self.config.policy!r}")
        self.started = started
        self.paused = False
        self.closing = False
        self.peers: list[Peer] = []
        self.chat_log: list[dict[str, Any]] = []
        self.observers = Observers()
        self.finished = asyncio.Event()
        self.saved_port: int | None = None  # a resumed table: the port it had (see `resume`)
        self._seat_peer: dict[int, Peer] = {}
        self._agents: dict[int, Agent] = {}
        self._standin_timers: dict[int, asyncio.TimerHandle] = {}
        self._runner: TableRunner | None = None
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="lan-ai")
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._clock_seconds: float | None = None
        self._waiting_since: dict[int, float] = {}  # active seat -> when it became active (monotonic)
        self._last_nudge = -math.inf
        # The frames every spectator at the same point gets, built once per change of
        # the match (a LAN party may have thirty spectators): see _feed.
        self._spectator_match: tuple[Match, int] | None = None
        self._spectator_frames: dict[tuple[int | None, bool], bytes] = {}
        self.clock: Callable[[], float] = time.monotonic
        self._password_hash = (
            hash_password(self.config.password) if self.config.password else self.config.password_hash
        )
        for i, seat in enumerate(roster):
            if seat.kind == AI:
                self._agents[i] = self._make_agent(i, seat.level or "random")
        self._table_token = table.subscribe(None, self._on_table_update)
        if started:  # a resumed table: who plays each seat comes from the roster
            table.set_seats([seat.seat_info() for seat in roster])
        self._save_roster()

    # -- making one ---------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        players: int,
        *,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        seats: list[LanSeat] | None = None,
        config: HostConfig | None = None,
        save_path: Path | str | None = None,
    ) -> LanHost:
        match = Match.new(game_id, players, options, seed)
        roster = list(seats) if seats is not None else [LanSeat() for _ in range(players)]
        if len(roster) != players:
            raise ValueError("one LanSeat per seat is needed")
        table = Table(match, [s.seat_info() for s in roster], Path(save_path) if save_path else None)
        return cls(table, roster, config)

    @classmethod
    def resume(cls, save_path: Path | str, config: HostConfig | None = None) -> LanHost:
        """A host for the match saved at `save_path`; its seats wait for their owners' tokens.
        It keeps the table's name and password; without a `config` its policy too.
        `saved_port` is the port it listened on (clients try that one to come back)."""
        match = load_match(save_path)
        lan = saved_lan_record(match.meta)
        roster = [LanSeat.from_record(r) for r in lan.get("seats", []) if isinstance(r, dict)]
        table = Table.resume(match, Path(save_path))
        if len(roster) != match.num_players:  # not a LAN save: keep its AI seats, open the rest
            roster = [LanSeat(AI, s.name, s.level) if s.kind == AI else LanSeat(OPEN) for s in table.seats]
        if config is None:
            config = HostConfig(policy=lan["policy"] if lan.get("policy") in POLICIES else PAUSE)
        if lan.get("table"):
            config.table_name = str(lan["table"])
        if lan.get("hints") is True:
            config.hints = True  # (a resumed table keeps the hints its host allowed)
        if (
            config.password is None
            and config.password_hash is None
            and isinstance(lan.get("password_hash"), str)
        ):
            config.password_hash = lan["password_hash"]
        host = cls(table, roster, config, started=bool(lan.get("started")) or match.seq > 0)
        port = lan.get("port")
        host.saved_port = port if isinstance(port, int) and 0 < port < 65536 else None
        return host

    # -- serving ---------------------------------------------------------------------------
    async def serve(self, bind: str | None, port: int = 0, *, or_any: bool = False) -> list[tuple[str, int]]:
        """Listen on `bind` (None: every interface) and return the (address, port) pairs.
        `or_any`: if `port` is taken, take any free one (a resumed table's old port)."""
        try:
            self._server = await asyncio.start_server(
                self._on_client, host=bind, port=port, reuse_address=True, limit=MAX_CLIENT_FRAME * 2
            )
        except OSError:
            if not (or_any and port):
                raise
            self._server = await asyncio.start_server(
                self._on_client, host=bind, port=0, reuse_address=True, limit=MAX_CLIENT_FRAME * 2
            )
        self._save_roster()  # with the port: a resumed host listens there again
        if self.started:
            self._enter_play()
        return [sock.getsockname()[:2] for sock in self._server.sockets]

    @property
    def port(self) -> int | None:
        if self._server is None or not self._server.sockets:
            return None
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self, code: str | None = None) -> None:
        """Say goodbye to every peer and stop. The save file keeps the match.
        The goodbye says `game/over` once the game has ended (nothing to come back
        to), else `host/closing` (the table may come back from its save)."""
        if code is None:
            code = "game/over" if self.table.is_over() else "host/closing"
        self.closing = True
        if self._server is not None:
            self._server.close()
        self._stop_runner()
        for handle in self._standin_timers.values():
            handle.cancel()
        self._standin_timers.clear()
        await asyncio.gather(
            *(p.conn.abort(code, tag="bye") for p in list(self.peers)), return_exceptions=True
        )
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
        self.table.unsubscribe(self._table_token)
        self._executor.shutdown(wait=False, cancel_futures=True)

    # -- what everyone may know about the table -----------------------------------------------
    def table_info(self) -> dict[str, Any]:
        match = self.table.match
        return {
            "name": self.config.table_name,
            "game": match.game_id,
            "players": match.num_players,
            "options": dict(match.options),
            "password": bool(self._password_hash),
            "policy": self.config.policy,
            "hints": self.config.hints,
        }

    def free_seats(self) -> int:
        return sum(1 for s in self.roster if s.kind == OPEN) if not self.started else 0

    def seats_message(self) -> dict[str, Any]:
        return {
            "t": "seats",
            "seats": [s.to_wire() for s in self.roster],
            "started": self.started,
            "paused": self.paused,
            "over": self.table.is_over(),
        }

    # -- the host's own controls ------------------------------------------------------------------
    def set_ai(self, seat: int, level: str, name: str | None = None) -> None:
        """Put an AI on a seat (in the lobby; a player there is sent away)."""
        self._lobby_only()
        self._send_away(seat, "seat/kicked")
        self.roster[seat] = LanSeat(AI, unique_name(self.roster, name or f"AI {seat + 1}", seat), level)
        self._agents[seat] = self._make_agent(seat, level)
        self._roster_changed()

    def set_local(self, seat: int, name: str) -> None:
        """A person at the host's screen takes the seat (in the lobby)."""
        self._lobby_only()
        self._send_away(seat, "seat/kicked")
        self._agents.pop(seat, None)
        self.roster[seat] = LanSeat(LOCAL, unique_name(self.roster, name, seat))
        self._roster_changed()

    def open_seat(self, seat: int) -> None:
        """Make a seat free for a LAN player (in the lobby)."""
        self._lobby_only()
        self._send_away(seat, "seat/kicked")
        self._agents.pop(seat, None)
        self.roster[seat] = LanSeat(OPEN)
        self._roster_changed()

    def kick(self, seat: int) -> None:
        """Send a LAN player away: in the lobby the seat opens; in play an AI takes it over."""
        if self.roster[seat].kind != REMOTE:
            raise LobbyError("seat/not_remote", seat=seat)
        self._send_away(seat, "seat/kicked")
        if not self.started:
            self.roster[seat] = LanSeat(OPEN)
        else:
            self._cancel_standin(seat)
            old = self.roster[seat]
            self.roster[seat] = LanSeat(AI, old.name, self.config.standin_level)
            self.table.set_seat(seat, self.roster[seat].seat_info())
            self._set_agent(seat, self._make_agent(seat, self.config.standin_level))
        self._roster_changed()
        self._update_pause()

    def stand_in_now(self, seat: int) -> None:
        """In play, an AI plays an absent player's seat from now until its owner comes
        back (the host's choice, whatever the table's policy): a paused table goes on."""
        s = self.roster[seat]
        if s.kind != REMOTE or s.connected:
            raise LobbyError("seat/not_away", seat=seat)
        if not self.started or self.table.is_over():
            raise LobbyError("game/not_playing")
        if not s.standin:
            self._cancel_standin(seat)
            self._stand_in(seat)
        self._update_pause()

    def not_ready(self) -> list[int]:
        return [i for i, s in enumerate(self.roster) if not s.is_ready]

    def start_game(self) -> None:
        if self.started:
            raise LobbyError("game/already_started")
        waiting = self.not_ready()
        if waiting:
            raise LobbyError("start/not_ready", seats=waiting)
        self.started = True
        # Play begins now, not when the waiting room opened (the history's duration).
        self.table.match.meta["started_at"] = datetime.now(UTC).isoformat(timespec="seconds")
        self.table.set_seats([seat.seat_info() for seat in self.roster])
        self._save_roster()
        for peer in self.peers:
            self._subscribe(peer)
        self.observers.notify("started", None)
        self._broadcast(self.seats_message())
        self._enter_play()

    def set_think_delay(self, seconds: float) -> None:
        self.config.think_delay = seconds
        if self._runner is not None:
            self._runner.think_delay = seconds

    # -- the in-process transport (people at the host's screen) --------------------------------
    def submit_local(self, seat: int, action: Action, based_on_seq: int | None = None) -> None:
        """A local seat's action, under the same checks as a LAN peer's command."""
        if not 0 <= seat < len(self.roster) or self.roster[seat].kind != LOCAL:
            raise IllegalAction("seat/not_yours", seat=seat)
        self._check_playing()
        self.table.submit(seat, action, based_on_seq)

    def subscribe_local(self, seat: int | None, listener: Callable[[TableUpdate], None]) -> int:
        return self.table.subscribe(seat, listener)

    def say(self, seat: int | None, text: str) -> None:
        """Chat from the host's screen (seat None: the host as a spectator)."""
        name = self.roster[seat].name if seat is not None else self.config.table_name
        self._chat(seat, name[:32], text[:500])

    # -- connections ------------------------------------------------------------------------------
    async def _on_client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        cfg = self.config
        conn = Connection(
            reader,
            writer,
            recv_cap=MAX_CLIENT_FRAME,
            send_cap=MAX_HOST_FRAME,
            check=check_from_client,
            heartbeat=cfg.heartbeat,
            timeout=cfg.heartbeat_timeout,
            msg_bucket=TokenBucket(cfg.msg_rate, cfg.msg_burst),
            ping_bucket=TokenBucket(cfg.ping_rate, cfg.ping_burst),
        )
        peer: Peer | None = None
        try:
            try:
                hello = await asyncio.wait_for(conn.recv(), cfg.hello_timeout)
            except TimeoutError:
                raise ProtocolError("handshake/timeout") from None
            if hello["t"] != "hello":
                raise ProtocolError("handshake/hello_expected", tag=hello["t"])
            peer = self._admit(conn, hello)
            while True:
                self._handle(peer, await conn.recv())
        except JoinRefused as exc:
            log.info("refused %s: %s", conn.peer, exc.code)
            await conn.abort(exc.code, exc.params, tag="join_refused")
        except ProtocolError as exc:
            log.info("closing %s: %s", conn.peer, exc.code)
            await conn.abort(exc.code, exc.params)
        except (_Leave, ConnectionClosed):
            await conn.close()
        except asyncio.CancelledError:
            await conn.close()
        except Exception:  # a bug must cost one connection, never the table
            log.exception("closing %s after an internal error", conn.peer)
            await conn.abort("host/internal")
        finally:
            if peer is not None:
                self._forget(peer)
            if task is not None:
                self._tasks.discard(task)

    def _admit(self, conn: Connection, hello: dict[str, Any]) -> Peer:
        cfg = self.config
        version = negotiate(*hello["proto"])
        if version is None:
            raise JoinRefused(
                "version/mismatch", host_min=PROTOCOL_MIN, host_max=PROTOCOL_MAX, host_app=__version__
            )
        if self.closing:
            raise JoinRefused("host/closing")
        if self._password_hash and not password_matches(self._password_hash, hello["password"] or ""):
            raise JoinRefused("password/wrong")
        token = hello["token"]
        seat: int | None
        if token is not None:
            seat = seat_of_token(self.roster, token)
            if seat is None or self.roster[seat].kind != REMOTE:
                raise JoinRefused("token/unknown")
            self._send_away(seat, "seat/taken_over")
            self.roster[seat].connected = True
        elif hello["role"] == ROLE_SPECTATOR:
            if sum(1 for p in self.peers if p.seat is None) >= cfg.max_spectators:
                raise JoinRefused("table/full", spectators=cfg.max_spectators)
            seat = None
        else:
            if self.started:
                raise JoinRefused("table/started")
            seat = next((i for i, s in enumerate(self.roster) if s.kind == OPEN), None)
            if seat is None:
                raise JoinRefused("table/full")
            token, token_hash = new_token()
            self.roster[seat] = LanSeat(
                REMOTE, unique_name(self.roster, hello["name"], seat), connected=True, token_hash=token_hash
            )
        name = self.roster[seat].name if seat is not None else hello["name"]
        peer = Peer(
            conn,
            seat,
            name,
            TokenBucket(cfg.chat_rate, cfg.chat_burst),
            TokenBucket(cfg.sync_rate, cfg.sync_burst),
            RefusalWindow(cfg.max_refusals, cfg.refusal_window),
            proto=version,
        )
        conn.send(
            {
                "t": "welcome",
                "proto": version,
                "app": __version__,
                "seat": seat,
                "token": token if seat is not None else None,
                "table": self.table_info(),
            }
        )
        self.peers.append(peer)
        if seat is not None:
            self._seat_peer[seat] = peer
            self._seat_back(seat)
        else:
            peer.conn.send(self.seats_message())
        for line in self.chat_log[-20:]:
            conn.send(line)
        if self.started and peer.sub is None:
            self._subscribe(peer)
            if self._clock_seconds is not None:
                conn.send({"t": "clock", "seq": self.table.seq, "seconds": self._clock_seconds})
        return peer

    def _forget(self, peer: Peer) -> None:
        if peer in self.peers:
            self.peers.remove(peer)
        if peer.sub is not None:
            self.table.unsubscribe(peer.sub)
            peer.sub = None
        seat = peer.seat
        if seat is None or self._seat_peer.get(seat) is not peer:
            return
        del self._seat_peer[seat]
        if self.roster[seat].kind != REMOTE:
            return
        if self.closing:
            return
        self.roster[seat].connected = False
        self.roster[seat].ready = False
        if self.started:
            self.table.set_seat(seat, self.roster[seat].seat_info())
            if self.config.policy == STANDIN and not self.table.is_over():
                self._schedule_standin(seat)
        self._roster_changed()
        self._update_pause()

    def _send_away(self, seat: int, code: str) -> None:
        """Close the connection that holds `seat` (kicked, or its owner came back elsewhere)."""
        old = self._seat_peer.pop(seat, None)
        if old is None:
            return
        if old.sub is not None:
            self.table.unsubscribe(old.sub)
            old.sub = None
        self._spawn(old.conn.abort(code, tag="bye"))

    def _seat_back(self, seat: int) -> None:
        """A seat's owner (re)connected."""
        self._cancel_standin(seat)
        if self.started:
            self.table.set_seat(seat, self.roster[seat].seat_info())
        self._roster_changed()
        self._update_pause()

    # -- messages from a peer -------------------------------------------------------------------
    def _handle(self, peer: Peer, msg: dict[str, Any]) -> None:
        tag = msg["t"]
        if tag == "command":
            self._command(peer, msg)
        elif tag == "ready":
            seat = peer.seat
            if seat is not None and not self.started and self.roster[seat].kind == REMOTE:
                # only a change goes out to everyone: a repeated `ready` costs no broadcast
                if self.roster[seat].ready != msg["ready"]:
                    self.roster[seat].ready = msg["ready"]
                    self._roster_changed()
        elif tag == "sync":
            # Nine bytes in, a whole snapshot out: an amplifier unless rationed.
            if not peer.sync_bucket.take():
                retry = round(peer.sync_bucket.wait_for() + 0.05, 1)
                self._refuse(peer, 0, "sync/too_fast", retry_after=retry)
            elif self.started:
                self._subscribe(peer)
        elif tag == "chat":
            if not peer.chat_bucket.take():
                self._refuse(peer, 0, "chat/too_fast")
            else:
                self._chat(peer.seat, peer.name, msg["text"])
        elif tag == "bye":
            if peer.seat is not None and not self.started and self._seat_peer.get(peer.seat) is peer:
                del self._seat_peer[peer.seat]
                self.roster[peer.seat] = LanSeat(OPEN)
                self._roster_changed()
            raise _Leave()
        elif tag == "hello":
            raise ProtocolError("handshake/repeated")

    def _command(self, peer: Peer, msg: dict[str, Any]) -> None:
        cid = msg["id"]
        if peer.seat is None:
            return self._refuse(peer, cid, "seat/spectator")
        if msg["seat"] != peer.seat:
            return self._refuse(peer, cid, "seat/not_yours", seat=msg["seat"])
        try:
            self._check_playing()
            self.table.submit_wire(peer.seat, msg["action"], based_on_seq=msg["seq"])
        except IllegalAction as exc:
            self._refuse(peer, cid, exc.code, **exc.params)

    def _check_playing(self) -> None:
        """Nothing may be played now, whatever the command holds (checked before the
        action is read, docs/protocol.md section 6)."""
        if not self.started:
            raise IllegalAction("game/not_started")
        if self.table.is_over():
            raise IllegalAction("game/over")
        if self.paused:
            raise IllegalAction("game/paused")

    def _refuse(self, peer: Peer, cid: int, code: str, **params: Any) -> None:
        peer.conn.send(
            {"t": "refused", "id": cid, "code": code, "params": wire_params(params), "seq": self.table.seq}
        )
        # Stale commands are normal when several seats act at once (open auctions);
        # any other refusal means a client that does not listen to the host.
        if code != "action/stale" and peer.refusals.note():
            raise ProtocolError("flood/refused", limit=self.config.max_refusals)

    def _chat(self, seat: int | None, name: str, text: str) -> None:
        line = {"t": "chat", "seat": seat, "name": name, "text": text}
        self.chat_log.append(line)
        del self.chat_log[:-200]
        self._broadcast(line)
        self.observers.notify("chat", line)

    # -- views to peers ------------------------------------------------------------------------------
    def _subscribe(self, peer: Peer) -> None:
        """(Re)start a peer's feed: the first thing it gets is a snapshot."""
        if peer.sub is not None:
            self.table.unsubscribe(peer.sub)
        peer.last_view = None
        peer.sub = self.table.subscribe(peer.seat, lambda update: self._send_update(peer, update))
        if self.finished.is_set():  # a peer back after the end gets the record too
            peer.conn.send(self.record_message())

    def record_message(self) -> dict[str, Any]:
        """The finished match for a peer's replay: nothing is secret once the game is
        over. The host's own LAN bookkeeping (password hash, tokens) stays here."""
        record = self.table.match.to_record()
        record["meta"] = {"names": [seat.name for seat in self.roster]}
        record["seed"] = str(record["seed"])  # 63 bits: more than the wire's safe integers
        return {"t": "record", "record": record}

    def _send_update(self, peer: Peer, update: TableUpdate) -> None:
        # Called from inside Table.submit: a failure here must not reach the submitter
        # or the other peers' feeds; it costs this one connection.
        try:
            self._feed(peer, update)
        except Exception:
            log.exception("cannot send an update to %s; closing that link", peer.conn.peer)
            self._spawn(peer.conn.abort("host/internal"))

    def _feed(self, peer: Peer, update: TableUpdate) -> None:
        if peer.seat is not None:
            peer.conn.send(self._feed_message(peer, update))
            return
        # A spectator's message depends only on the match, where that spectator was
        # (its last seq, or none: a snapshot) and the kind of update: spectators at the
        # same point share one frame, views and diffs made and encoded once.
        match = self.table.match
        at = self._spectator_match
        if at is None or at[0] is not match or at[1] != update.seq:
            self._spectator_match = (match, update.seq)
            self._spectator_frames = {}
        key = (peer.last_seq if peer.last_view is not None else None, update.snapshot)
        frame = self._spectator_frames.get(key)
        if frame is None:
            frame = encode_frame(self._feed_message(peer, update), MAX_HOST_FRAME)
            self._spectator_frames[key] = frame
        else:
            peer.last_view = update.view
            peer.last_seq = update.seq
        peer.conn.send_frame(frame)

    def _feed_message(self, peer: Peer, update: TableUpdate) -> dict[str, Any]:
        """The next message of a peer's feed (and the peer now holds `update.view`)."""
        legal = legal_to_wire(self.table.legal_actions(peer.seat)) if peer.seat is not None else None
        events = [[seq, e.to_wire()] for seq, e in update.events]
        if peer.last_view is None:
            msg = {"t": "snapshot", "seq": update.seq, "view": update.view, "legal": legal, "log": events}
        else:
            changed, appended, removed = diff_view(peer.last_view, update.view)
            msg = {
                "t": "update",
                "seq": update.seq,
                "prev": peer.last_seq,
                "set": changed,
                "append": appended,
                "del": removed,
                "events": events,
                "legal": legal,
            }
        peer.last_view = update.view
        peer.last_seq = update.seq
        return msg

    def _broadcast(self, msg: dict[str, Any]) -> None:
        for peer in list(self.peers):
            peer.conn.send(msg)

    def _roster_changed(self) -> None:
        self._save_roster()
        self._broadcast(self.seats_message())
        self.observers.notify("seats", None)
        if self.config.autostart and not self.started and not self.not_ready():
            self.start_game()

    def _save_roster(self) -> None:
        self.table.match.meta["lan"] = {
            "table": self.config.table_name,
            "started": self.started,
            "seats": [s.to_record() for s in self.roster],
            "policy": self.config.policy,
            "hints": self.config.hints,
            "port": self.port,
            "password_hash": self._password_hash,
        }
        self.table.save()

    # -- play: the runner, pauses and stand-ins -----------------------------------------------------
    def _enter_play(self) -> None:
        if self.table.is_over():
            self.finished.set()
            return
        if self.config.policy == STANDIN:
            for i, seat in enumerate(self.roster):
                if seat.kind == REMOTE and not seat.connected:
                    self._schedule_standin(i)
        self._update_pause(force=True)

    def _update_pause(self, force: bool = False) -> None:
        if not self.started or self.closing or self.table.is_over():
            return
        away = [
            i for i, s in enumerate(self.roster) if s.kind == REMOTE and not s.connected and not s.standin
        ]
        pause = self.config.policy == PAUSE and bool(away)
        changed = pause != self.paused
        if not changed and not force:
            return
        self.paused = pause
        if pause:
            self._stop_runner()
        elif self._runner is None:
            self._start_runner()
        if changed:
            self._broadcast(self.seats_message())
            self.observers.notify("paused" if pause else "resumed", None)

    def _start_runner(self) -> None:
        self._runner = TableRunner(
            self.table,
            dict(self._agents),
            think_delay=self.config.think_delay,
            use_clock=self.config.use_clock,
            executor=self._executor,
            on_clock=self._on_clock,
        )
        self._runner.start()

    def _stop_runner(self) -> None:
        if self._runner is not None:
            self._runner.stop()
            self._runner = None
            self._on_clock(None)

    def _set_agent(self, seat: int, agent: Agent | None) -> None:
        if agent is None:
            self._agents.pop(seat, None)
        else:
            self._agents[seat] = agent
        if self._runner is not None:
            self._runner.set_agent(seat, agent)

    def _schedule_standin(self, seat: int) -> None:
        self._cancel_standin(seat)
        loop = asyncio.get_running_loop()
        self._standin_timers[seat] = loop.call_later(self.config.standin_delay, self._stand_in, seat)

    def _cancel_standin(self, seat: int) -> None:
        handle = self._standin_timers.pop(seat, None)
        if handle is not None:
            handle.cancel()
        if self.roster[seat].standin:
            self.roster[seat].standin = False
            self._set_agent(seat, None)

    def _stand_in(self, seat: int) -> None:
        self._standin_timers.pop(seat, None)
        s = self.roster[seat]
        if s.kind != REMOTE or s.connected or self.closing:
            return
        s.standin = True
        self._set_agent(seat, self._make_agent(seat, self.config.standin_level))
        self._roster_changed()

    def _make_agent(self, seat: int, level: str) -> Agent:
        seed = (self.table.match.seed * 1_000_003 + seat * 7919) & ((1 << 63) - 1)
        game_id = self.table.match.game_id
        # a resumed table's roster may name a level this game no longer offers
        return make_agent(game_id, offered_level(game_id, level), seed)

    def _on_clock(self, seconds: float | None) -> None:
        if seconds is None and self._clock_seconds is None:
            return  # nothing was counting (pauses and seat changes stop a clock that may not exist)
        self._clock_seconds = seconds
        self._broadcast({"t": "clock", "seq": self.table.seq, "seconds": seconds})

    # -- nudges ---------------------------------------------------------------------------------
    def _track_waiting(self) -> None:
        now = self.clock()
        active = set(self.table.active_seats()) if self.started and not self.table.is_over() else set()
        self._waiting_since = {s: self._waiting_since.get(s, now) for s in active}

    def waiting_for(self) -> dict[int, float]:
        """The person seats the table waits for now, and for how many seconds."""
        self._track_waiting()
        now = self.clock()
        return {
            seat: now - since
            for seat, since in self._waiting_since.items()
            if self.roster[seat].kind in (REMOTE, LOCAL) and not self.roster[seat].standin
        }

    def nudge_status(self, seat: int) -> str:
        """ "" when `seat` may be nudged now, else why not (a stable code)."""
        waited = self.waiting_for().get(seat)
        if waited is None:
            return "nudge/not_waiting"
        if self.roster[seat].kind != REMOTE or not self.roster[seat].connected:
            return "nudge/not_remote"
        peer = self._seat_peer.get(seat)
        if peer is None or peer.proto < NUDGE_VERSION:
            return "nudge/unsupported"
        if waited < self.config.nudge_after:
            return "nudge/too_early"
        if self.clock() - self._last_nudge < self.config.nudge_every:
            return "nudge/too_soon"
        return ""

    def nudge(self, seat: int) -> str:
        """The host's polite nudge to a seat that keeps the table waiting: a `nudge` to that
        player's link only (it names their own seat and the wait, nothing else). Returns
        "" when sent, else the code `nudge_status` gives."""
        code = self.nudge_status(seat)
        if code:
            return code
        self._last_nudge = self.clock()
        waited = round(self.waiting_for()[seat], 1)
        self._seat_peer[seat].conn.send({"t": "nudge", "seat": seat, "waited": waited})
        self.observers.notify("nudged", seat)
        return ""

    def _on_table_update(self, update: TableUpdate) -> None:
        self._track_waiting()
        if self.table.is_over() and not self.finished.is_set():
            # after this same change has reached every peer's feed
            asyncio.get_running_loop().call_soon(self._game_over)

    def _game_over(self) -> None:
        if self.finished.is_set():
            return
        self.finished.set()
        self._stop_runner()
        self._broadcast(self.seats_message())
        self._broadcast(self.record_message())
        self.observers.notify("over", None)

    # -- helpers ----------------------------------------------------------------------------------------
    def _lobby_only(self) -> None:
        if self.started:
            raise LobbyError("game/already_started")

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
