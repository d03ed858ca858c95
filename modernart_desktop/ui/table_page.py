"""The page that hosts a game in progress: the game's table widget, the log, the
hot-seat curtain, refusals, and the final ranking. Game-agnostic: the game's own
widgets come from its plug-in."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.host.session import HINTS_ASK, SPECTATOR, Session
from modernart_desktop.host.table import AI
from modernart_desktop.ui import hint, texts
from modernart_desktop.ui.access.focus import FocusHold
from modernart_desktop.ui.access.narrator import Narrator
from modernart_desktop.ui.access.quiet import install_quiet_names
from modernart_desktop.ui.bridge import SessionBridge
from modernart_desktop.ui.common.curtain import Curtain
from modernart_desktop.ui.common.final_ranking import FinalRankingPanel, FinalRankingPlacer
from modernart_desktop.ui.common.log_panel import LogPanel
from modernart_desktop.ui.common.pointer import Pointer
from modernart_desktop.ui.common.result_dialog import ResultDialog, places_of
from modernart_desktop.ui.common.zoom import px, refresh_zoom
from modernart_desktop.ui.games import TablePlugin
from modernart_desktop.ui.games.base import GameTable

translate = QCoreApplication.translate


def coach_level() -> str:
    from modernart_desktop.ai.coach import COACH_LEVEL

    return COACH_LEVEL


SIDE_QSS = """
QFrame#SidePanel { background: #f4ecd8; border-left: 1px solid #cdbb8c; }
QFrame#SidePanel QLabel { color: #2b2418; }
QLabel#GameTitle { font-size: 14pt; font-weight: 800; color: #3a2a10; }
QLabel#LogTitle { font-weight: 700; color: #6b5a36; }
QTextBrowser#LogView { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 6px; color: #2b2418;
    padding: 1px; }
QTextBrowser#LogView:focus { border: 2px solid #1f5fbf; padding: 0px; }
QLabel#Refusal { background: #b03a2e; color: white; border-radius: 6px; padding: 8px; font-weight: 600; }
QLabel#Paused { color: #8b5a00; font-weight: 600; }
QLabel#HintText { background: #fff4cf; border: 2px solid #e0b84f; border-radius: 6px; padding: 8px;
    color: #2b2418; }
QFrame#SidePanel QPushButton { background: #e9dcb8; color: #2b2418; border: 1px solid #8b7a4e;
    border-radius: 7px; padding: 6px 12px; font-weight: 600; }
QFrame#SidePanel QPushButton:hover { background: #f6ebcb; }
QFrame#SidePanel QPushButton:focus { border: 2px solid #1f5fbf; padding: 5px 11px; background: #fff6dc; }
"""


log = logging.getLogger(__name__)


class _TableHolder(QWidget):
    """Keeps the curtain over the whole table when the window is resized."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table: QWidget | None = None
        self.curtain: Curtain | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def set_table(self, table: QWidget) -> None:
        self.table = table
        self._layout.addWidget(table)

    def resizeEvent(self, event) -> None:
        if self.curtain is not None:
            self.curtain.setGeometry(self.rect())
        super().resizeEvent(event)


class TablePage(QWidget):
    leave_requested = Signal()
    rules_requested = Signal(str)
    finished = Signal()
    game_over = Signal()  # once, when the final ranking is first due (the history records it)
    undo_changed = Signal()  # whether undo is possible may have changed: the menu asks again
    review_requested = Signal()  # "Review my game": the finished match, replayed with its review
    decision_due = Signal(str)  # a decision became the seat on screen's: the decision in words

    def __init__(self, session: Session, plugin: TablePlugin, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install_quiet_names()  # an unchanged accessible name sends nothing (ui/access/quiet.py)
        self.session = session
        self.plugin = plugin
        self.bridge = SessionBridge(session, self)
        self.viewer: int | None = session.humans[0] if session.humans else None
        self.curtain_up = False
        self.rendered_seq = -1  # the table position last drawn (tests wait on it)
        self.result_dialog: ResultDialog | None = None
        self.final_panel: FinalRankingPanel | None = None  # on the table once the game is over
        self._final_pending = False
        self._result_shown = False
        self._moment = False  # the table is playing a short moment (a sale)
        self._deciding = False  # the seat on screen has a decision to make (announced once)
        self._answered = False  # the seat on screen has sent a move since its last question
        self._question: frozenset[str] | None = None  # the kinds of move it may make (told)
        # What a screen reader hears: the log's new lines, your turn (ui/access/narrator.py)
        self.narrator = Narrator(self, plugin.describe_event)
        self.opened_at = datetime.now(UTC)  # a joined LAN game's duration counts from here
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.holder = _TableHolder(self)
        self.table = plugin.create_table(self.holder)
        self.holder.set_table(self.table)
        self.pointer = Pointer(self.holder)  # rings a hint's move (under the curtain)
        self.curtain = Curtain(self.holder)
        self.holder.curtain = self.curtain
        row.addWidget(self.holder, 1)
        side = QFrame(self)
        side.setObjectName("SidePanel")
        side.setStyleSheet(SIDE_QSS)
        side.setFixedWidth(290)  # (at the 1280×720 layout's size: apply_zoom)
        self.side = side
        col = QVBoxLayout(side)
        col.setContentsMargins(10, 12, 10, 10)
        self.title = QLabel(side)
        self.title.setObjectName("GameTitle")
        self.title.setWordWrap(True)  # a long game title takes two lines
        col.addWidget(self.title)
        self.seat_line = QLabel(side)
        self.seat_line.setWordWrap(True)
        col.addWidget(self.seat_line)
        self.paused_label = QLabel(side)
        self.paused_label.setObjectName("Paused")
        self.paused_label.hide()
        col.addWidget(self.paused_label)
        self.refusal = QLabel(side)
        self.refusal.setObjectName("Refusal")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        col.addWidget(self.refusal)
        self.hint_text = QLabel(side)  # the coach's answer, until the position changes
        self.hint_text.setObjectName("HintText")
        self.hint_text.setWordWrap(True)
        self.hint_text.hide()
        col.addWidget(self.hint_text)
        # LAN sessions add their panel (links, reconnecting banner, chat) here.
        extra = session.side_widget(side)
        # A side widget that tells refusals and pauses itself (the guided game's coach):
        # the page's own lines above it stay hidden, so nothing shifts it.
        self.side_extra = extra
        if extra is not None:
            col.addWidget(extra)
        self.log = LogPanel(plugin.describe_event, side)
        col.addWidget(self.log, 1)
        col.addStretch(0)  # keeps the buttons at the bottom while the log is hidden
        self.final_button = QPushButton(side)  # the final ranking again, once closed
        self.final_button.clicked.connect(self._show_result)
        self.final_button.hide()
        col.addWidget(self.final_button)
        self.review_button = QPushButton(side)  # once the game is over: the coach's review
        self.review_button.setObjectName("ReviewButton")
        self.review_button.clicked.connect(self.review_requested)
        self.review_button.hide()
        col.addWidget(self.review_button)
        self.hint_button = QPushButton(side)
        self.hint_button.setObjectName("HintButton")
        self.hint_button.clicked.connect(self.request_hint)
        col.addWidget(self.hint_button)
        self.rules = QPushButton(side)
        self.rules.clicked.connect(lambda: self.rules_requested.emit(self.session.game_id))
        col.addWidget(self.rules)
        self.leave = QPushButton(side)
        self.leave.clicked.connect(self.leave_requested)
        col.addWidget(self.leave)
        row.addWidget(side)
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.setInterval(7000)
        self._refusal_timer.timeout.connect(self.refusal.hide)
        self._refused_at: int | None = None  # the position a refusal shown was about
        self.table.intent.connect(self._on_intent)
        self.table.pause_requested.connect(self._on_pause_requested)
        self.curtain.lifted.connect(self._lift_curtain)
        self.bridge.updated.connect(self._on_updated)
        self.bridge.refused.connect(self._on_refused)
        self.bridge.clock.connect(self.table.on_clock)
        self.bridge.announced.connect(self._on_announced)
        self.bridge.paused_changed.connect(self._on_paused_changed)
        # Redraws the table once a pause starts or ends (seats stop or start "thinking"),
        # on the next turn of the event loop, never inside the change that caused it.
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(0)
        self._redraw.timeout.connect(self._render)
        self.bridge.changed.connect(self._render)  # e.g. a LAN table pauses while a player is away
        self.hints = hint.HintAsker(self)
        self.hints.answered.connect(self._on_hint)
        self._hint_shown: tuple[int, dict[str, Any]] | None = None  # (seat, view) of the hint shown
        self.last_advice: Any = None  # the coach's latest answer shown (tests read it)
        self.hint_key = QShortcut(QKeySequence(Qt.Key.Key_H), self)
        self.hint_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.hint_key.activated.connect(self.request_hint)
        from modernart_desktop.ui.sound.table_hook import TableSounds

        self.sounds = TableSounds(self)  # cues from the table's events, the your-turn alert
        # R reads what happened since your last decision, T the time left on a clock.
        self.recap_key = QShortcut(QKeySequence(Qt.Key.Key_R), self)
        self.recap_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.recap_key.activated.connect(lambda: self.narrator.recap(self.viewer, self._hides_secrets()))
        self.time_key = QShortcut(QKeySequence(Qt.Key.Key_T), self)
        self.time_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.time_key.activated.connect(self.narrator.time_left)
        self.bridge.clock.connect(self.narrator.clock)
        # A redraw moves the focus at most once (ui/access/focus.py).
        self.focus_hold = FocusHold(self, lambda: self.log.view)
        self._retranslate()

    @property
    def announcements(self) -> list[str]:
        """What was told to a screen reader, in order."""
        return [text for text, _assertive in self.narrator.heard]

    def apply_zoom(self, zoom: float) -> None:
        """The window grew (ui/common/zoom.py): the side panel with it."""
        self.side.setFixedWidth(px(self, 290))

    # -- life cycle --------------------------------------------------------------------
    def start(self) -> None:
        """Show the current position (a resumed game: the whole log) and let the AI play."""
        if self.session.hot_seat:
            active = [s for s in self.session.humans if s in self.session.active_seats()]
            self._raise_curtain(active[0] if active else self.session.humans[0])
        self.bridge.flush_now()
        if self.curtain_up:
            self.log.clear()
        else:
            opening = self.bridge.log(self.viewer)
            self.log.set_events(opening, self.session.names(), self.viewer)
            if opening and all(seq == 0 for seq, _e in opening):
                # a new game: its opening (who starts, your cards) is told as it is shown
                self.narrator.tell(opening, self.session.names(), self.viewer, self._hides_secrets())
        self._render()
        self.session.start()
        if self.session.is_over():
            self._game_over()

    def close_session(self) -> None:
        self.hints.cancel()
        self.table.close_dialogs()
        if self.result_dialog is not None:
            self.result_dialog.done(0)
        self.bridge.detach()
        self.session.close()

    # -- updates ---------------------------------------------------------------------------
    def _on_announced(self, events: list[tuple[int, Event]]) -> None:
        if any(e.code in self.plugin.pause_on for _s, e in events):
            self.session.pause("announce")

    def _on_updated(self, seat: int | None, events: list[tuple[int, Event]], first: bool) -> None:
        if seat is SPECTATOR:
            if not first and events:
                private = None
                if not self.session.hot_seat and self.viewer is not None:
                    private = self.bridge.view(self.viewer)
                self.table.on_public_events(events, self.bridge.view(SPECTATOR), self.session.seats, private)
            self.session.resume_play("announce")
            if self.session.is_over():
                self._game_over()
            if self.viewer is None:
                if self.bridge.take_rewound(SPECTATOR):
                    self.table.clear()
                    self.log.set_events(self.bridge.log(SPECTATOR), self.session.names(), None)
                    self.narrator.forget(None)
                elif not first:
                    self.log.append(events)
                    self.narrator.tell(events, self.session.names(), None)
                    self.table.on_events(events)
                self._render()
                self._choose_viewer()
            return
        if seat == self.viewer and not self.curtain_up:
            if self.bridge.take_rewound(seat):  # an undo: everything is drawn again
                self.table.clear()
                self.log.set_events(self.bridge.log(seat), self.session.names(), seat)
                self.narrator.forget(seat)
            elif not first:
                self.log.append(events)
                self.narrator.tell(events, self.session.names(), seat, self._hides_secrets())
                self.table.on_events(events)  # (the numbers a table tells come from them)
            self._render()
            self._choose_viewer()
        else:
            if not first and seat is not None:  # hot-seat: kept for its recap (R), unsaid
                self.narrator.keep(events, self.session.names(), seat)
            if self.curtain_up:
                self._choose_viewer()
        # (every seat's feed is updated together: the curtain is decided once the seat
        # on screen has drawn the new position, which may start a sale's moment)

    def _render(self) -> None:
        if self.curtain_up:
            return
        hidden = self._hides_secrets()
        # Hot-seat, between decisions: the public view in the seat's place, nothing of its own.
        view = self.bridge.view(SPECTATOR if hidden else self.viewer)
        if not view:
            return
        self.table.set_paused(self.session.table_paused())
        self.table.set_computers_held(self.session.paused)
        self.table.set_secrets_hidden(hidden)
        legal = LegalActions() if hidden else self.bridge.legal(self.viewer)
        if not self.refusal.isHidden() and self.bridge.seq(self.viewer) != self._refused_at:
            self.refusal.hide()  # the refusal was about a position that has moved on
        with self.focus_hold.redrawing(self.table.focus_target):
            self.table.show_view(view, legal, self.session.seats, self.viewer)
            self.log.set_public_only(hidden)
            self.rendered_seq = self.bridge.seq(self.viewer)
            if self._hint_shown is not None and not self._hint_holds(*self._hint_shown):
                self._clear_hint()  # the hint was for a position that has moved on
            self._update_side()
        refresh_zoom(self)  # parts the table added for this position, at the window's zoom
        self._announce_decision(legal)

    def _announce_decision(self, legal: LegalActions) -> None:
        """A decision becoming this seat's is told to a screen reader ("Nina, your turn:"
        and the table's prompt), once per decision: again only for a new question (other
        kinds of move: a card to choose after an offer), never for a changed amount (the
        others bidding on, each bid told as it comes)."""
        question = frozenset(legal.kinds()) if legal else None
        if question is None:
            self._deciding = False
            self._question = None
        elif question != self._question:
            # A new decision calls the player (the cue, an alert in the background) unless
            # it follows their own move: a question that changed while they sent nothing
            # (their clock ran out and the turn came round) finds them away.
            first = not self._deciding or not self._answered
            self._answered = False
            self._deciding = True
            self._question = question
            # once the table has placed the keyboard
            QTimer.singleShot(0, lambda: self._send_announcement(first))

    def _send_announcement(self, first: bool = True) -> None:
        if not self._deciding or self.viewer is None:
            return
        self.narrator.your_turn(self.session.names()[self.viewer], self._decision_words())
        if first:
            self.decision_due.emit(self._decision_words())

    def _decision_words(self) -> str:
        """The decision in words: the table's prompt if it has one, else the name of
        the control the keyboard was put on."""
        text = self.table.decision_text()
        if text:
            return text
        focus = QApplication.focusWidget()
        if focus is not None and self.table.isAncestorOf(focus) and focus.accessibleName():
            return focus.accessibleName()
        return ""

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.focus_hold.holding:
            return True  # a redraw: the focus stays, then moves once (ui/access/focus.py)
        return super().focusNextPrevChild(next)

    def _hides_secrets(self) -> bool:
        """Hot-seat: a seat's secrets (its hand, a secret bid) are on screen only while it has
        a decision to make. Once it has decided, anyone may be looking (a sale's moment,
        a computer's turn, the next player coming to the screen) until the curtain
        calls the next player."""
        if not self.session.hot_seat or self.viewer is None:
            return False
        return self.viewer not in self.session.active_seats()

    def _on_paused_changed(self, paused: bool) -> None:
        self.table.set_computers_held(paused)
        self._update_side()
        self._redraw.start()

    def _update_side(self) -> None:
        self.seat_line.setVisible(not self.curtain_up)
        if self.viewer is None:
            self.seat_line.setText(translate("TablePage", "You are watching the computer players."))
        else:
            self.seat_line.setText(
                translate("TablePage", "Seat on screen: %1").replace("%1", self.session.names()[self.viewer])
            )
        has_computers = any(s.kind == AI for s in self.session.seats)
        self.paused_label.setVisible(
            self.session.paused
            and has_computers
            and not self._moment
            and not self.session.is_over()
            and not getattr(self.side_extra, "tells_pauses", False)
        )
        self.paused_label.setText(translate("TablePage", "The computer players wait for you."))
        self._update_hint_button()
        self.undo_changed.emit()  # the curtain, a move, a pause: the menu asks again

    # -- hot-seat -------------------------------------------------------------------------
    def _choose_viewer(self) -> None:
        """Hot-seat: when another human must act, hide the table and call them."""
        if not self.session.hot_seat or self.session.is_over():
            if self.curtain_up and self.session.is_over():
                self._lift_curtain(self.curtain.seat)
            return
        if self._moment and not self.curtain_up:
            return  # everyone watches the sale first; the curtain follows when it ends
        active = self.session.active_seats()
        waiting = [s for s in self.session.humans if s in active]
        current = self.curtain.seat if self.curtain_up else self.viewer
        if current in waiting or not waiting:
            return
        n = len(self.session.names())
        start = current if current is not None else 0
        nxt = min(waiting, key=lambda s: (s - start) % n or n)
        self._raise_curtain(nxt)

    def _raise_curtain(self, seat: int) -> None:
        self._clear_hint()
        self.curtain_up = True
        self.table.clear()
        self.table.hide()
        self.log.clear()
        self.log.hide()
        # The game may say why this player is called (several seats decide in secret).
        reason = self.plugin.curtain_reason(self.bridge.view(SPECTATOR)) or ""
        self.curtain.show_for(seat, self.session.names()[seat], reason)
        self._update_side()

    def _lift_curtain(self, seat: int) -> None:
        if not self.curtain_up:
            return
        self.curtain_up = False
        self.curtain.hide()
        self.viewer = seat
        self.table.show()
        self.log.show()
        self.log.set_public_only(False)  # (the log is empty under the curtain: nothing to redraw)
        self.log.set_events(self.bridge.log(seat), self.session.names(), seat)
        self._render()
        self._update_side()

    # -- intents and refusals ----------------------------------------------------------------
    def _on_intent(self, action: Any) -> None:
        if self.viewer is None or self.curtain_up:
            return
        self.refusal.hide()
        seq = self.bridge.seq(self.viewer)
        self.narrator.deciding(self.viewer, seq)  # (its own move is not read back to it)
        self._answered = True
        if not self.session.submit(self.viewer, action, based_on_seq=seq):
            self.narrator.refused(self.viewer, seq)

    def _on_refused(self, seat: Any, code: str, params: dict[str, Any]) -> None:
        text = self.plugin.describe_refusal(code, params) or texts.refusal(code, params)
        tell = getattr(self.side_extra, "tell_refusal", None)
        if tell is not None:
            tell(text)
            self._render()
            return
        self.refusal.setText(text)
        self.refusal.show()
        self._refusal_timer.start()
        self._refused_at = self.bridge.seq(self.viewer) if self.viewer is not None else None
        self._render()

    def _on_pause_requested(self, reason: str, on: bool) -> None:
        if reason == GameTable.MOMENT:
            self._moment = on
        if on:
            self.session.pause(reason)
        else:
            self.session.resume_play(reason)
            if self._final_pending:
                self._game_over()
            if reason == GameTable.MOMENT:
                self._choose_viewer()  # a curtain that waited for the moment goes up now
        self._update_side()

    # -- the end ---------------------------------------------------------------------------
    def _game_over(self) -> None:
        if self._result_shown:
            return
        if self.session.paused:  # a round's scoring is still on screen: show it first
            self._final_pending = True
            return
        self._final_pending = False
        self._result_shown = True
        self._retranslate()  # the side panel's way out no longer promises a saved game
        self.session.archive()
        self.game_over.emit()
        self._show_result()
        self._show_final_panel()  # under the dialog; it stays once the dialog is closed
        self.review_button.setVisible(self.can_review())

    def can_review(self) -> bool:
        """A finished game this screen has whole (seed and log), with a seat played here."""
        match = self.session.whole_match()
        return match is not None and match.is_over() and bool(self.session.humans)

    def _show_final_panel(self) -> None:
        """The final ranking stays on the table (the dialog closes; the table would be
        an empty panel otherwise)."""
        result = self.session.result()
        panel = FinalRankingPanel(
            self.session.names(),
            list(result.scores),
            list(result.winners),
            self.plugin.format_score,
            self.table,
        )
        panel.details_requested.connect(self._show_result)
        FinalRankingPlacer(panel, self.table, self.table.final_ranking_anchor())
        self.final_panel = panel
        panel.show()

    def _show_result(self) -> None:
        if self.result_dialog is not None and self.result_dialog.isVisible():
            self.result_dialog.raise_()
            return
        if self.result_dialog is not None:  # closed earlier: a fresh one replaces it
            self.result_dialog.deleteLater()
        result = self.session.result()
        names, scores, winners = self.session.names(), list(result.scores), list(result.winners)
        ranking, _places = places_of(scores, winners)
        details = self.table.final_details(self.bridge.view(SPECTATOR), names, ranking, winners)
        dialog = ResultDialog(
            names, scores, winners, self.plugin.format_score, self.window(), details, self._round_series()
        )
        self.result_dialog = dialog
        if self.can_review():
            review = QPushButton(translate("TablePage", "Review my game"))
            review.setObjectName("ReviewButton")
            review.clicked.connect(dialog.accept)
            review.clicked.connect(self.review_requested)
            dialog.add_button(review)
        dialog.finished.connect(lambda _r: self._result_closed())
        dialog.open()
        self._update_side()

    def _round_series(self) -> list[list[int]] | None:
        """Every seat's score (or money) round by round, when this screen has the match."""
        match = self.session.whole_match()
        if match is None or not match.is_over():
            return None
        from modernart_desktop.core.errors import IllegalAction
        from modernart_desktop.core.replay import Replay, round_series

        try:
            return round_series(Replay(match)) or None
        except IllegalAction:
            # A match its log cannot rebuild (a position set up by hand): the result is
            # shown all the same, without the chart.
            log.warning("the finished match does not replay from its log: no round chart")
            return None

    # -- hints -----------------------------------------------------------------------------
    def hint_state(self) -> tuple[bool, str]:
        """(True, "" or HINTS_ASK) when the seat on screen may ask for a hint now, else
        (False, why: a code `hint.unavailable_reason` words)."""
        from modernart_desktop.ai.levels import levels_for

        session = self.session
        if session.is_over():
            return False, "hint/over"
        allowed, code = session.hint_status()
        if not allowed:
            return False, code
        if coach_level() not in levels_for(session.game_id):
            return False, "hint/no_coach"
        viewer = self.viewer
        if (
            self.curtain_up
            or viewer is None
            or viewer not in session.active_seats()
            or not self.bridge.legal(viewer)
            or self.rendered_seq != self.bridge.seq(viewer)
        ):
            return False, "hint/not_now"
        return True, code

    def request_hint(self) -> None:
        """The Hint button or the H key: ask the coach (hot-seat: once everyone agrees)."""
        allowed, code = self.hint_state()
        if not allowed or self.hints.busy() or self.viewer is None:
            return
        if code == HINTS_ASK:
            hint.ask_everyone(self, self.session, self.viewer, self._ask_hint)
        else:
            self._ask_hint()

    def _ask_hint(self) -> None:
        allowed, _code = self.hint_state()
        viewer = self.viewer
        if not allowed or viewer is None:
            return
        self._clear_hint()
        view = self.bridge.view(viewer)
        self.hints.ask(self.session.game_id, view, self.bridge.legal(viewer), (viewer, view))
        self._update_hint_button()

    def _hint_holds(self, seat: int, view: dict[str, Any]) -> bool:
        """Advice found for `view` still answers what the seat on screen sees now (the
        same position, or others only closed their fists meanwhile)."""
        from modernart_desktop.ai.coach import advice_stands

        if self.curtain_up or seat != self.viewer or seat not in self.session.active_seats():
            return False
        return advice_stands(self.session.game_id, view, self.bridge.view(seat))

    def _on_hint(self, token: Any, advice: Any) -> None:
        if not self.hints.take(token):
            return
        self._update_hint_button()
        seat, view = token
        if not self._hint_holds(seat, view):
            # The table moved on while the coach thought (a computer acted at the same
            # time): if the seat still has a decision, it asks again about this one.
            if seat == self.viewer and self.hint_state()[0]:
                self._ask_hint()
            return
        self.last_advice = advice
        if advice is None:
            self.hint_text.setText(translate("TablePage", "The coach has no hint here."))
        else:
            describe = self.plugin.describe_choice or hint.plain_choice
            self.hint_text.setText(hint.hint_text(advice, view, self.session.names(), describe))
            anchor = self.table.show_hint(advice.action, advice.plan)
            if anchor is not None:
                self.pointer.point_at(self.table, lambda: self.table.anchor_rect(anchor))
            self.session.hint_used(seat)
        self.hint_text.show()
        self._hint_shown = (seat, view)

    def _clear_hint(self) -> None:
        self.hints.cancel()
        self._hint_shown = None
        self.hint_text.hide()
        self.pointer.clear()
        self._update_hint_button()

    def _update_hint_button(self) -> None:
        allowed, code = self.hint_state()
        thinking = self.hints.busy()
        self.hint_button.setEnabled(allowed and not thinking)
        self.hint_button.setVisible(
            code not in ("hint/watching", "hint/no_coach", "hint/over", "hint/tutorial")
        )
        self.hint_button.setText(
            translate("TablePage", "Thinking about a hint…")
            if thinking
            else translate("TablePage", "Hint (H)")
        )
        self.hint_button.setToolTip(hint.button_tip() if allowed else hint.unavailable_reason(code))

    # -- undo ------------------------------------------------------------------------------
    def undo_state(self) -> tuple[bool, str]:
        """(allowed, reason code) for the Game menu's undo; the curtain blocks it too."""
        if self.curtain_up and self.session.hot_seat:
            return False, "undo/curtain"
        return self.session.undo_status()

    def request_undo(self) -> None:
        """Take back the last decision made at this screen; in hot-seat everyone else
        at the screen must agree first."""
        allowed, _reason = self.undo_state()
        if not allowed:
            return
        if self.session.hot_seat:
            from modernart_desktop.ui.after.undo_confirm import ask_others

            ask_others(self, self.session, self._undo_now)
        else:
            self._undo_now()

    def _undo_now(self) -> None:
        self.table.close_dialogs()
        self.refusal.hide()
        self._moment = False
        self.session.resume_play(GameTable.MOMENT)
        self.session.undo()
        self.undo_changed.emit()

    def _result_closed(self) -> None:
        self.final_button.show()
        if self.final_panel is not None:
            self.final_panel.show()
        self.finished.emit()

    def focus_back(self, before: QWidget | None) -> None:
        """A window over the table closed (the rules): the keyboard goes back to the table
        where it was, else to the control that answers the table's decision, never to the
        side panel's button that opened the window (nor the next one, "Leave the table")."""
        alive = before is not None and shiboken6.isValid(before) and before.isVisible() and before.isEnabled()
        if alive and before is not None and self.holder.isAncestorOf(before):
            target: QWidget | None = before
        else:
            target = self.table.focus_target()
            if target is not None and not (shiboken6.isValid(target) and target.isVisible()):
                target = None
            if target is None and alive and before not in (self.rules, self.leave):
                target = before
        if target is not None:
            target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # -- language --------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.title.setText(self.plugin.title())
        if self._result_shown:  # a finished game is in the history, not waiting to be resumed
            self.leave.setText(translate("TablePage", "Back to the start page"))
        elif self.session.save_path is None and self.session.whole_match() is not None:
            self.leave.setText(translate("TablePage", "Leave the table"))  # (a guided game: not kept)
        else:
            self.leave.setText(translate("TablePage", "Leave the table (the game is saved)"))
        self.rules.setText(translate("TablePage", "Rules of the game"))
        self.final_button.setText(translate("TablePage", "Show the final ranking"))
        self.review_button.setText(translate("TablePage", "Review my game"))
        if self.result_dialog is not None:  # the button this page added to the final ranking
            for button in self.result_dialog.findChildren(QPushButton, "ReviewButton"):
                button.setText(translate("TablePage", "Review my game"))
        self._update_side()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
