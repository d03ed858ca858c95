"""The session of a guided game: a real table on a fixed deal whose computer seats play
the script's moves, and which accepts from the player only the move the coach asks for.

It is a `host.session.Session` like a local game (the table page shows it as any
other), with no runner, no AI and no save: a guided game is not kept. The computers'
moves come one at a time after a short pause, never while the coach waits for "Next"
or the screen holds them (a round's scoring, a sale's moment)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from modernart_desktop.core.actions import Action
from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.core.game import GameResult
from modernart_desktop.core.match import Match
from modernart_desktop.host.session import SPECTATOR, FedByTable, Listeners, Session, TableFeeds
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table
from modernart_desktop.ui.tutorial.script import Guide, Move, Say, Script

OFF_SCRIPT = "tutorial/off_script"  # a legal move, but not the one this lesson asks for

# Seconds between two computer moves (a move that comes with the coach's words waits
# longer, so they can be read); the app's speed setting scales them.
MOVE_PAUSE_S = 0.9
WORDS_PAUSE_S = 2.5


class TutorialSession(QObject, FedByTable):
    """A guided game as a `Session`; `guide` says which step is next."""

    changed = Signal()  # the guide moved on (the coach shows the next step)
    held = Signal()  # a pause began or ended (e.g. a sale's moment: the coach waits for its end)
    off_script = Signal(object)  # the player tried this action, which is not the lesson's

    hot_seat = False

    def __init__(
        self, script: Script, player_name: str, *, pace: float = 1.0, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.script = script
        self.guide = Guide(script)
        names = list(script.computers)
        names.insert(script.you, player_name)
        seats = [
            SeatInfo(name, HUMAN if s == script.you else AI, None if s == script.you else "normal")
            for s, name in enumerate(names)
        ]
        self.table = Table(script.new_match(), seats, None)
        self.humans = [script.you]
        self.pace = pace  # 0: the computers move at once (tests)
        self._listeners = Listeners()
        self._feeds = TableFeeds(self.table, [SPECTATOR, script.you])
        self._pauses: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_moves)
        self._started = False
        self._closed = False
        self.coach: Any = None  # the coach panel, once the table page asked for its side widget

    # -- reading --------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.script.game_id

    @property
    def seats(self) -> list[SeatInfo]:
        return self.table.seats

    @property
    def paused(self) -> bool:
        """The computers wait: for this screen (a dialog, a moment) or for the coach's
        words to be read."""
        return bool(self._pauses) or isinstance(self.guide.step(), Say) or self.guide.finished()

    def _tell_paused(self, was: bool) -> None:
        if self.paused != was and not self._closed:
            self._listeners.paused(self.paused)

    @property
    def save_path(self) -> Any:
        return None  # a guided game is not kept

    def names(self) -> list[str]:
        return [s.name for s in self.table.seats]

    def is_over(self) -> bool:
        return self.table.is_over()

    def result(self) -> GameResult:
        return self.table.match.result()

    def table_paused(self) -> bool:
        return False

    def whole_match(self) -> Match | None:
        return self.table.match

    def confirm_leave(self, parent: Any, proceed: Callable[[], None]) -> None:
        proceed()

    def side_widget(self, parent: Any) -> Any:
        from modernart_desktop.ui.tutorial.coach import CoachPanel

        self.coach = CoachPanel(self, parent)
        return self.coach

    def undo_status(self) -> tuple[bool, str]:
        return False, "undo/tutorial"

    def undo(self) -> bool:
        return False

    def hint_status(self) -> tuple[bool, str]:
        return False, "hint/tutorial"

    def agree_to_hints(self) -> None:
        pass

    def hint_used(self, seat: int) -> None:
        pass

    def archive(self) -> None:
        pass

    def set_think_delay(self, seconds: float) -> None:
        pass

    # -- the script ---------------------------------------------------------------------------
    def next_words(self) -> None:
        """ "Next": the coach's words were read."""
        if isinstance(self.guide.step(), Say):
            was = self.paused
            self.guide.next_words()
            self.changed.emit()
            self._tell_paused(was)
            self._schedule()

    def submit(self, seat: int, action: Action, based_on_seq: int | None = None) -> bool:
        """The player's move: played if it is the lesson's, otherwise explained (and
        nothing changes)."""
        if seat not in self.humans:
            self._listeners.refused(seat, "seat/invalid", {"seat": seat})
            return False
        if not self.guide.accepts(seat, action):
            code, params = self._why_refused(seat, action)
            self._listeners.refused(seat, code, params)
            self.off_script.emit(action)
            return False
        was = self.paused
        move = self.guide.expected()
        assert move is not None  # (accepts: the move awaited)
        try:  # the script's own card (a twin the table offered is the same move): the deal stays the script's
            self.table.submit(seat, move.action, based_on_seq=based_on_seq)
        except IllegalAction as exc:  # (a stale click: the table had moved on)
            self._listeners.refused(seat, exc.code, dict(exc.params))
            return False
        self.guide.advance()
        self.changed.emit()
        self._tell_paused(was)
        self._schedule()
        return True

    def _why_refused(self, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """The engine's own reason when the move is not legal at all, else the lesson's
        (with the awaited move in words, as the table's choices name it)."""
        match = self.table.match
        try:
            match.game.apply(match.game.clone(match.state), seat, action)
        except IllegalAction as exc:
            return exc.code, dict(exc.params)
        return OFF_SCRIPT, {"move": self.describe(self.guide.expected())}

    def describe(self, move: Move | None) -> str:
        """The move in words (the table's own name for that choice); "" if it has none."""
        from modernart_desktop.ui import games

        plugin = games.table_for(self.game_id)
        if move is None or plugin is None or plugin.describe_choice is None:
            return ""
        return plugin.describe_choice(move.action, None, self.table.view_for(move.seat), self.names())

    def moment_playing(self) -> bool:
        """The table plays a move's moment (a sale): what it shows is not on the table yet."""
        from modernart_desktop.ui.games.base import GameTable

        return GameTable.MOMENT in self._pauses

    def _schedule(self) -> None:
        if self._closed or not self._started or self._pauses:
            return
        move = self.guide.computer_move()
        if move is None:
            return
        # The coach tells a computer's move once the table shows it: the next one waits
        # longer after a move that came with words, so they can be read.
        steps = self.guide.script.steps
        last = steps[self.guide.index - 1] if self.guide.index > 0 else None
        worded = isinstance(last, Move) and last.seat != self.script.you and last.say is not None
        seconds = (WORDS_PAUSE_S if worded else MOVE_PAUSE_S) * self.pace
        self._timer.start(int(seconds * 1000))

    def _computer_moves(self) -> None:
        if self._closed or self._pauses:
            return
        move = self.guide.computer_move()
        if move is None:
            return
        was = self.paused
        self._play(move)
        self.guide.advance()
        self.changed.emit()
        self._tell_paused(was)
        self._schedule()

    def _play(self, move: Move) -> None:
        self.table.submit(move.seat, move.action, by_clock=move.action.clock_only)

    # -- running ------------------------------------------------------------------------------
    def start(self) -> None:
        if not self._started:
            self._started = True
            self._schedule()

    def pause(self, reason: str) -> None:
        was = self.paused
        self._pauses.add(reason)
        self._timer.stop()
        self._tell_paused(was)
        self.held.emit()

    def resume_play(self, reason: str) -> None:
        if reason not in self._pauses:
            return
        was = self.paused
        self._pauses.discard(reason)
        self._tell_paused(was)
        self._schedule()
        self.held.emit()

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._timer.stop()
        self._feeds.close()


def _implements_session(session: TutorialSession) -> Session:
    """Never called: mypy checks here that the guided game is a Session."""
    return session
