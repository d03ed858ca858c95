"""Statistics of one game's history, for the history page and its charts.

"You" are the seats played on this machine (`SeatRecord.local`): in a solo game
the human seat, at a hosted LAN table the host's seat. Only games with a local
seat count. A game is won when a local seat is among the winners (ties share the
win). Scores of different games are not comparable: everything is per game id.
"""

from __future__ import annotations

from dataclasses import dataclass

from modernart_desktop.history.records import AI, GameRecord
from modernart_desktop.history.store import HistoryStore


@dataclass(frozen=True, slots=True)
class LevelStats:
    """Games with at least one AI seat of `level` at the table, and those you won."""

    level: str
    played: int
    won: int


@dataclass(frozen=True, slots=True)
class WinRatePoint:
    """Your win rate after each game, in the order they finished (the chart's series)."""

    finished_at: str  # ISO 8601, UTC
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played


@dataclass(frozen=True, slots=True)
class GameStats:
    game_id: str
    played: int
    won: int
    best_score: int | None
    average_score: float | None  # over every local seat's final score
    by_level: tuple[LevelStats, ...]  # sorted by level id
    win_rate: tuple[WinRatePoint, ...]


def game_statistics(store: HistoryStore, game_id: str) -> GameStats:
    return statistics_of(game_id, store.games(game_id, order="date", descending=False))


def statistics_of(game_id: str, games: list[GameRecord]) -> GameStats:
    """The figures from records already read (oldest first)."""
    ours = [g for g in games if g.game_id == game_id and any(s.local for s in g.seats)]
    ours.sort(key=lambda g: (g.finished_at, g.row_id or 0))
    scores = [s.score for g in ours for s in g.seats if s.local]
    levels: dict[str, list[int]] = {}
    series: list[WinRatePoint] = []
    won = 0
    for n, g in enumerate(ours, start=1):
        victory = g.local_won()
        won += victory
        series.append(WinRatePoint(g.finished_at.isoformat(timespec="seconds"), n, won))
        for level in {s.level for s in g.seats if s.kind == AI and s.level is not None}:
            tally = levels.setdefault(level, [0, 0])
            tally[0] += 1
            tally[1] += victory
    return GameStats(
        game_id,
        len(ours),
        won,
        max(scores) if scores else None,
        sum(scores) / len(scores) if scores else None,
        tuple(LevelStats(level, p, w) for level, (p, w) in sorted(levels.items())),
        tuple(series),
    )
