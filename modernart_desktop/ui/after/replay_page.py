"""A finished game, step by step: the game's own table widget, read-only.

The page feeds the table's `show_view` directly from `core.replay.Replay` (no session:
nothing can be submitted, and the table's intents are not even connected). A step
is the position after that many moves; the log shows what was seen up to it, with
the step's own lines highlighted. The table shows one seat's view as it was, or,
the game being over, everything revealed (that seat's place drawn as its own).
"""

from __future__ import annotations

import copy
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.core.replay import Replay
from modernart_desktop.core.reveal import PER_SEAT
from modernart_desktop.host.table import HUMAN, SeatInfo
from modernart_desktop.ui import texts as shell_texts
from modernart_desktop.ui.after.review_panel import ReviewPanel
from modernart_desktop.ui.after.table_room import TableRoom
from modernart_desktop.ui.common.log_panel import LogPanel
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games import TablePlugin
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

QSS = """
QFrame#SidePanel { background: #f4ecd8; border-left: 1px solid #cdbb8c; }
QFrame#SidePanel QLabel, QFrame#ReplayBar QLabel { color: #2b2418; }
QLabel#GameTitle { font-size: 14pt; font-weight: 800; color: #3a2a10; }
QLabel#LogTitle { font-weight: 700; color: #6b5a36; }
QLabel#StepLabel { font-weight: 700; }
QTextBrowser#LogView { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 6px; color: #2b2418; }
QFrame#ReplayBar { background: #efe3c4; border-top: 1px solid #cdbb8c; }
QFrame#SidePanel QPushButton, QFrame#ReplayBar QPushButton { background: #e9dcb8; color: #2b2418;
    border: 1px solid #8b7a4e; border-radius: 7px; padding: 5px 10px; font-weight: 600; }
QFrame#SidePanel QPushButton:hover, QFrame#ReplayBar QPushButton:hover { background: #f6ebcb; }
QFrame#SidePanel QPushButton:disabled, QFrame#ReplayBar QPushButton:disabled { color: #a89a78; }
QFrame#SidePanel QCheckBox, QFrame#ReplayBar QComboBox, QFrame#SidePanel QComboBox { color: #2b2418; }
"""


def seats_of(replay: Replay) -> list[SeatInfo]:
    infos = replay.meta.get("seats") or []
    seats = [SeatInfo.from_wire(w) for w in infos if isinstance(w, dict)]
    if len(seats) != replay.num_players:
        names = replay.meta.get("names") or []
        seats = [SeatInfo(str(names[i]) if i < len(names) else f"{i + 1}") for i in range(replay.num_players)]
    return seats


def as_seat(revealed: dict[str, Any], seat: int) -> dict[str, Any]:
    """The revealed view with `seat`'s own fields (its hand, its bid) in their places,
    so the table draws that seat's place as its own and every secret face up."""
    view = copy.deepcopy(revealed)
    for path, values in (revealed.get(PER_SEAT) or {}).items():
        if seat >= len(values):
            continue
        *parents, last = path.split(".")
        node: Any = view
        for key in parents:
            node = node.get(key) if isinstance(node, dict) else None
            if node is None:
                break
        if isinstance(node, dict):
            node[last] = copy.deepcopy(values[seat])
    return view


# How long each move stays on screen while the replay plays by itself (milliseconds).
SPEEDS = (("slow", 1600), ("normal", 800), ("fast", 350), ("very_fast", 120))


def replay_speed_name(key: str) -> str:
    names = {
        "slow": translate("Replay", "Slow"),
        "normal": translate("Replay", "Normal"),
        "fast": translate("Replay", "Fast"),
        "very_fast": translate("Replay", "Very fast"),
    }
    return names.get(key, key)


class ReplayPage(QWidget):
    closed = Signal()

    def __init__(
        self,
        replay: Replay,
        plugin: TablePlugin,
        parent: QWidget | None = None,
        finished_at: datetime | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayPage")
        self.setStyleSheet(QSS)
        self.replay = replay
        self.plugin = plugin
        self.finished_at = finished_at
        self.seats = seats_of(replay)
        self.names = [s.name for s in self.seats]
        humans = [i for i, s in enumerate(self.seats) if s.kind == HUMAN]
        self.seat = humans[0] if humans else 0
        self.revealed = False
        self.step = -1
        self._rounds = replay.round_starts()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        self.table = plugin.create_table(self)
        self.table.set_animation_scale(0.0)  # no sale moments: a step is shown at once
        self.table.set_computers_held(True)  # nobody "thinks" in a replay
        # (the table's intents are left unconnected: a replay submits nothing)
        # The table takes the room left beside the side panel and above the bar; where
        # that is less than its smallest layout (a 1280×720 screen), it scrolls rather
        # than squeezing its panels over each other, and the page still fits the screen.
        self.table_room = TableRoom(self.table, self)
        left.addWidget(self.table_room, 1)
        left.addWidget(self._build_bar())
        row.addLayout(left, 1)
        row.addWidget(self._build_side())
        # Playing on by itself, a move every `speed` (the timer stops at the end).
        self.player = QTimer(self)
        self.player.timeout.connect(self._play_step)
        for keys, slot in (
            (QKeySequence(Qt.Key.Key_Left), self.back),
            (QKeySequence(Qt.Key.Key_Right), self.forward),
            (QKeySequence(Qt.Key.Key_Home), self.first),
            (QKeySequence(Qt.Key.Key_End), self.last),
            (QKeySequence(Qt.Key.Key_P), self.toggle_play),
            (QKeySequence(Qt.Key.Key_PageDown), self.next_round),
            (QKeySequence(Qt.Key.Key_D), self.next_decision),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self._retranslate()
        self.show_step(0)

    # -- building ---------------------------------------------------------------------------
    def _build_bar(self) -> QFrame:
        bar = QFrame(self)
        bar.setObjectName("ReplayBar")
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(12, 6, 12, 6)
        rows.setSpacing(4)
        line = QHBoxLayout()
        rows.addLayout(line)
        self.first_button = QPushButton("|◀", bar)
        self.back_button = QPushButton("◀", bar)
        self.forward_button = QPushButton("▶", bar)
        self.last_button = QPushButton("▶|", bar)
        for button, slot in (
            (self.first_button, self.first),
            (self.back_button, self.back),
            (self.forward_button, self.forward),
            (self.last_button, self.last),
        ):
            button.clicked.connect(slot)
            button.setFixedWidth(44)
        line.addWidget(self.first_button)
        line.addWidget(self.back_button)
        self.slider = QSlider(Qt.Orientation.Horizontal, bar)
        self.slider.setRange(0, self.replay.length)
        self.slider.setPageStep(max(1, self.replay.length // 10))
        self.slider.valueChanged.connect(self.show_step)
        line.addWidget(self.slider, 1)
        line.addWidget(self.forward_button)
        line.addWidget(self.last_button)
        self.step_label = QLabel(bar)
        self.step_label.setObjectName("StepLabel")
        self.step_label.setMinimumWidth(150)
        line.addWidget(self.step_label)
        self.round_box = QComboBox(bar)
        self.round_box.activated.connect(self._round_chosen)
        line.addWidget(self.round_box)
        # Second row: play on by itself at a chosen speed, or jump ahead.
        play = QHBoxLayout()
        rows.addLayout(play)
        self.play_button = QPushButton(bar)
        self.play_button.setObjectName("Primary")
        self.play_button.clicked.connect(self.toggle_play)
        play.addWidget(self.play_button)
        self.speed_label = QLabel(bar)
        play.addWidget(self.speed_label)
        self.speed_box = QComboBox(bar)
        for _key, ms in SPEEDS:
            self.speed_box.addItem("", ms)
        self.speed_box.setCurrentIndex(1)
        self.speed_box.currentIndexChanged.connect(self._speed_chosen)
        self.speed_label.setBuddy(self.speed_box)
        play.addWidget(self.speed_box)
        play.addStretch(1)
        self.next_round_button = QPushButton(bar)
        self.next_round_button.clicked.connect(self.next_round)
        play.addWidget(self.next_round_button)
        self.next_decision_button = QPushButton(bar)
        self.next_decision_button.clicked.connect(self.next_decision)
        play.addWidget(self.next_decision_button)
        return bar

    def _build_side(self) -> QFrame:
        side = QFrame(self)
        side.setObjectName("SidePanel")
        side.setFixedWidth(300)
        self.side = side
        col = QVBoxLayout(side)
        col.setContentsMargins(10, 12, 10, 10)
        self.title = QLabel(side)
        self.title.setObjectName("GameTitle")
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        self.when = QLabel(side)
        self.when.setWordWrap(True)
        col.addWidget(self.when)
        self.seat_label = QLabel(side)
        col.addWidget(self.seat_label)
        self.seat_box = QComboBox(side)
        for name in self.names:
            self.seat_box.addItem(name)
        self.seat_box.setCurrentIndex(self.seat)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        col.addWidget(self.seat_box)
        self.reveal_box = QCheckBox(side)
        self.reveal_box.toggled.connect(self._reveal_toggled)
        col.addWidget(self.reveal_box)
        # The coach's review of one seat's decisions; a moment clicked shows its position.
        self.review = ReviewPanel(
            self.replay.match,
            self.names,
            self.plugin.describe_choice,
            self.replay.view_at,
            self.replay.round_of_step,
            side,
        )
        self.review.set_seat(self.seat)
        self.review.jump.connect(self.show_decision)
        col.addWidget(self.review, 1)
        self.log = LogPanel(self.plugin.describe_event, side)
        col.addWidget(self.log, 1)
        self.close_button = QPushButton(side)
        self.close_button.clicked.connect(self.closed)
        col.addWidget(self.close_button)
        return side

    def apply_zoom(self, zoom: float) -> None:
        """The window grew (ui/common/zoom.py): the side panel and the bar with it."""
        self.side.setFixedWidth(px(self, 300))
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            button.setFixedWidth(px(self, 44))
        self.step_label.setMinimumWidth(px(self, 150))

    # -- moving -----------------------------------------------------------------------------
    def first(self) -> None:
        self.show_step(0)

    def back(self) -> None:
        self.show_step(max(0, self.step - 1))

    def forward(self) -> None:
        self.show_step(min(self.replay.length, self.step + 1))

    def last(self) -> None:
        self.show_step(self.replay.length)

    # -- playing on, jumping ahead ----------------------------------------------------------
    def playing(self) -> bool:
        return self.player.isActive()

    def toggle_play(self) -> None:
        if self.playing():
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        """Step forward by itself at the chosen speed (from the start again at the end)."""
        if self.step >= self.replay.length:
            self.show_step(0)
        self.player.start(int(self.speed_box.currentData()))
        self._update_play_button()

    def pause(self) -> None:
        self.player.stop()
        self._update_play_button()

    def _play_step(self) -> None:
        self.forward()
        if self.step >= self.replay.length:
            self.pause()

    def _speed_chosen(self, _index: int) -> None:
        if self.playing():
            self.player.start(int(self.speed_box.currentData()))

    def next_round_step(self) -> int | None:
        """Where the next round starts, after the step on show (None: in the last round)."""
        return next((k for k in self._rounds if k > self.step), None)

    def next_round(self) -> None:
        k = self.next_round_step()
        if k is not None:
            self.show_step(k)

    def next_decision_step(self) -> int | None:
        """The position just before the next move of the seat on show, after the step on
        show (the table as that seat saw it when deciding), or None when it makes no more."""
        for move in range(self.step + 2, self.replay.length + 1):
            if self.replay.entry(move).seat == self.seat:
                return move - 1
        return None

    def next_decision(self) -> None:
        k = self.next_decision_step()
        if k is not None:
            self.show_step(k)

    def _update_play_button(self) -> None:
        if self.playing():
            self.play_button.setText("❚❚ " + translate("Replay", "Pause"))
        else:
            self.play_button.setText("▶ " + translate("Replay", "Play"))
        self.play_button.setEnabled(self.replay.length > 0)

    def round_steps(self) -> list[int]:
        """The steps the round list jumps to (each round's start)."""
        return list(self._rounds)

    def jump_to_round(self, index: int) -> None:
        if 0 <= index < len(self._rounds):
            self.show_step(self._rounds[index])

    def _round_chosen(self, index: int) -> None:
        self.jump_to_round(index)

    def _seat_chosen(self, seat: int) -> None:
        if seat >= 0:
            self.seat = seat
            self.review.set_seat(seat)
            self._retranslate()  # (the next-decision button names the seat; it redraws)

    # -- the review ---------------------------------------------------------------------------
    def start_review(self, seat: int | None = None, seed: int | None = None) -> None:
        """Weigh `seat`'s decisions (the seat on show by default) in the background."""
        if seat is not None and seat != self.seat:
            self.seat_box.setCurrentIndex(seat)
        self.review.start(self.seat, seed)

    def show_decision(self, step: int, seat: int) -> None:
        """The table as `seat` saw it when it made the decision of the log's `step`-th move."""
        if seat != self.seat:
            self.seat_box.setCurrentIndex(seat)
        self.show_step(step)
        self._update_step_label()

    def close_page(self) -> None:
        self.pause()
        self.review.close_review()

    def _reveal_toggled(self, on: bool) -> None:
        self.revealed = on
        self._draw()

    def show_step(self, k: int) -> None:
        k = max(0, min(self.replay.length, int(k)))
        if k == self.step:
            return
        self.step = k
        self._draw()

    def current_view(self) -> dict[str, Any]:
        if self.revealed:
            return as_seat(self.replay.revealed_view_at(self.step), self.seat)
        return self.replay.view_at(self.step, self.seat)

    def _draw(self) -> None:
        k = self.step
        self.table.clear()  # every step is drawn whole: no moments between positions
        self.table.show_view(self.current_view(), LegalActions(), self.seats, self.seat)
        self.log.set_events(
            self.replay.events_until(k, self.seat, self.revealed),
            self.names,
            self.seat,
            highlight=k,
            everyone=self.revealed,
        )
        self.slider.blockSignals(True)
        self.slider.setValue(k)
        self.slider.blockSignals(False)
        n = self.replay.length
        self.first_button.setEnabled(k > 0)
        self.back_button.setEnabled(k > 0)
        self.forward_button.setEnabled(k < n)
        self.last_button.setEnabled(k < n)
        self.next_round_button.setEnabled(self.next_round_step() is not None)
        self.next_decision_button.setEnabled(self.next_decision_step() is not None)
        round_index = self.replay.round_of_step(k)
        self.round_box.blockSignals(True)
        self.round_box.setCurrentIndex(round_index if round_index >= 0 else -1)
        self.round_box.blockSignals(False)
        self._update_step_label()

    def _update_step_label(self) -> None:
        if self.step == 0:
            text = translate("Replay", "Set-up (%1 moves in all)").replace("%1", str(self.replay.length))
        else:
            text = (
                translate("Replay", "Move %1 of %2")
                .replace("%1", str(self.step))
                .replace("%2", str(self.replay.length))
            )
            seat = self.replay.entry(self.step).seat
            if 0 <= seat < len(self.names):
                text += "\n" + translate("Replay", "played by %1").replace("%1", self.names[seat])
        if self.step in self.review.moment_steps():  # the position a listed decision was made in
            text += "\n" + translate("Replay", "Next: the move %1 the review talks about").replace(
                "%1", str(self.step + 1)
            )
        self.step_label.setText(text)
        self._keep_step_label_size()

    def _keep_step_label_size(self) -> None:
        """The step label is as wide and tall as its longest text in this replay, from the
        first step on: the bar's buttons never move under the mouse as the text changes."""
        self.step_label.ensurePolished()  # (its bold style sheet font, not the plain one)
        fm = self.step_label.fontMetrics()
        n = str(self.replay.length)
        lines = [
            translate("Replay", "Set-up (%1 moves in all)").replace("%1", n),
            translate("Replay", "Move %1 of %2").replace("%1", n).replace("%2", n),
            *(translate("Replay", "played by %1").replace("%1", name) for name in self.names),
        ]
        width = max(fm.horizontalAdvance(line) for line in lines) + 8
        rows = 3 if self.review.moment_steps() else 2
        self.step_label.setWordWrap(True)
        self.step_label.setFixedWidth(max(width, px(self, 150)))
        self.step_label.setMinimumHeight(fm.lineSpacing() * rows + 4)

    # -- language ---------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.title.setText(translate("Replay", "Replay: %1").replace("%1", self.plugin.title()))
        if self.finished_at is not None:
            self.when.setText(
                translate("Replay", "Finished on %1").replace(
                    "%1", shell_texts.date_time(self.finished_at.timestamp())
                )
            )
        else:
            self.when.setText("")
        self.seat_label.setText(translate("Replay", "The table as this player saw it:"))
        self.reveal_box.setText(translate("Replay", "Show every card face up"))
        self.close_button.setText(translate("Replay", "Close the replay"))
        self.first_button.setToolTip(translate("Replay", "The set-up (Home)"))
        self.back_button.setToolTip(translate("Replay", "One move back (Left arrow)"))
        self.forward_button.setToolTip(translate("Replay", "One move forward (Right arrow)"))
        self.last_button.setToolTip(translate("Replay", "The end of the game (End)"))
        self.slider.setToolTip(translate("Replay", "Every move of the game"))
        self._update_play_button()
        self.play_button.setToolTip(translate("Replay", "Play the game on by itself, or stop it (P)"))
        self.speed_label.setText(translate("Replay", "&Speed:"))
        for i, (key, _ms) in enumerate(SPEEDS):
            self.speed_box.setItemText(i, replay_speed_name(key))
        self.speed_box.setToolTip(translate("Replay", "How fast the moves follow each other while it plays"))
        self.next_round_button.setText(translate("Replay", "Next round") + " »")
        self.next_round_button.setToolTip(
            translate("Replay", "Jump to the start of the next round (Page Down)")
        )
        seat_name = self.names[self.seat] if 0 <= self.seat < len(self.names) else "?"
        self.next_decision_button.setText(
            fill(translate("Replay", "{name}'s next decision"), name=seat_name) + " »"
        )
        self.next_decision_button.setToolTip(
            fill(
                translate("Replay", "Jump to the table as {name} saw it before their next move (D)"),
                name=seat_name,
            )
        )
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for i in range(len(self._rounds)):
            self.round_box.addItem(translate("Replay", "Round %1").replace("%1", str(i + 1)))
        self.round_box.setToolTip(translate("Replay", "Jump to the start of a round"))
        self.round_box.setPlaceholderText(translate("Replay", "Jump to a round"))  # (before round 1)
        self.round_box.blockSignals(False)
        if self.step >= 0:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
