"""One finished game as the history keeps it, and how to make it from a match."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.match import Match
from modernart_desktop.core.replay import Replay, round_series
from modernart_desktop.host.session import hints_used

HUMAN = "human"
AI = "ai"
LAN = "lan"
SEAT_KINDS = (HUMAN, AI, LAN)
_KIND_FROM_TABLE = {"human": HUMAN, "ai": AI, "remote": LAN}  # host/table.py SeatInfo.kind


@dataclass(frozen=True, slots=True)
class SeatRecord:
    name: str
    kind: str  # human | ai | lan
    level: str | None  # AI level id of an AI seat
    local: bool  # played on this machine: the "you" of the statistics
    score: int
    winner: bool
    hints: int = 0  # hints the coach showed this seat (ai/coach.py)


@dataclass(frozen=True, slots=True)
class GameRecord:
    game_id: str
    finished_at: datetime  # aware, UTC
    seats: tuple[SeatRecord, ...]
    round_scores: tuple[tuple[int, ...], ...] = ()  # per round, per seat: running total
    duration_s: float | None = None
    save_path: str | None = None
    match_key: str | None = None  # the same game is recorded only once
    actions: int | None = None
    row_id: int | None = None  # set once stored

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, seat in enumerate(self.seats) if seat.winner)

    def local_best(self) -> int | None:
        scores = [s.score for s in self.seats if s.local]
        return max(scores) if scores else None

    def local_won(self) -> bool:
        return any(s.local and s.winner for s in self.seats)


def match_key(match: Match) -> str:
    """A finished match is its game, seed and log: the same three name the same game."""
    return f"{match.game_id}:{match.seed}:{match.seq}"


def record_from_match(
    match: Match,
    *,
    save_path: str | None = None,
    duration_s: float | None = None,
    finished_at: datetime | None = None,
) -> GameRecord:
    """The history row of a finished match; seat kinds come from the table's meta
    (human on this screen, AI with its level, remote = a LAN peer).

    The round-by-round series comes from `round_series` (the game's `round_scores`
    hook or the generic sampling of `result` at round starts)."""
    if not match.is_over():
        raise ValueError("only a finished game goes into the history")
    result = match.result()
    infos = match.meta.get("seats") or []
    names = match.meta.get("names") or []
    seats = []
    hints = hints_used(match.meta, match.num_players)
    for s in range(match.num_players):
        info = infos[s] if s < len(infos) and isinstance(infos[s], dict) else {}
        kind = _KIND_FROM_TABLE.get(str(info.get("kind", "human")), HUMAN)
        name = str(info.get("name") or (names[s] if s < len(names) else f"Seat {s + 1}"))
        level = info.get("level") if kind == AI else None
        seats.append(
            SeatRecord(
                name,
                kind,
                str(level) if level is not None else None,
                kind == HUMAN,
                int(result.scores[s]),
                s in result.winners,
                hints[s],
            )
        )
    try:
        series = round_series(Replay(match))
    except IllegalAction:
        series = []  # a match its log cannot rebuild (a position set up by hand): no chart
    return GameRecord(
        game_id=match.game_id,
        finished_at=finished_at or datetime.now(UTC),
        seats=tuple(seats),
        round_scores=tuple(tuple(r) for r in series),
        duration_s=duration_s,
        save_path=save_path,
        match_key=match_key(match),
        actions=match.seq,
    )
