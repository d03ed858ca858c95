"""The coach beside the table of a guided game: what to look at (a ring on the table),
what is new, what to do now, and why another move was not the lesson.

It sits at the top of the table page's side panel (the session's side widget) and
rings parts of the table by the names the game's table answers (`anchor_rect`), so
it never depends on where a table draws them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.ui.tutorial.script import Move, Say

if TYPE_CHECKING:
    from modernart_desktop.ui.table_page import TablePage
    from modernart_desktop.ui.tutorial.session import TutorialSession

translate = QCoreApplication.translate

QSS = """
QFrame#Coach { background: #fff4cf; border: 2px solid #e0b84f; border-radius: 8px; }
QFrame#Coach QLabel { color: #2b2418; }
QLabel#CoachTitle { font-weight: 800; color: #6b4a00; }
QLabel#CoachTask { font-weight: 700; }
QLabel#CoachOops { background: #f7d9d3; border: 1px solid #b03a2e; border-radius: 6px; padding: 6px; }
QFrame#Coach QPushButton { background: #e9dcb8; color: #2b2418; border: 1px solid #8b7a4e;
    border-radius: 7px; padding: 5px 10px; font-weight: 600; }
QFrame#Coach QPushButton#CoachNext { background: #e0b84f; border-color: #8b6a1e; }
"""


class CoachPanel(QFrame):
    skip_requested = Signal()  # "Skip the tutorial": a normal game against the computer instead
    play_on_requested = Signal()  # at the end: this game goes on against the computer
    leave_requested = Signal()  # at the end: back to the start page

    def __init__(self, session: TutorialSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Coach")
        self.setStyleSheet(QSS)
        self.session = session
        self.page: TablePage | None = None
        self.oops_text = ""  # the latest explanation of a move that was not the lesson
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(6)
        head = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("CoachTitle")
        head.addWidget(self.title, 1)
        self.progress = QLabel(self)
        self.progress.setObjectName("CoachProgress")
        head.addWidget(self.progress)
        box.addLayout(head)
        self.words = QLabel(self)
        self.words.setObjectName("CoachWords")
        self.words.setWordWrap(True)
        self.words.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        box.addWidget(self.words)
        self.task = QLabel(self)
        self.task.setObjectName("CoachTask")
        self.task.setWordWrap(True)
        box.addWidget(self.task)
        self.oops = QLabel(self)
        self.oops.setObjectName("CoachOops")
        self.oops.setWordWrap(True)
        self.oops.hide()
        box.addWidget(self.oops)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("CoachNext")
        self.next_button.clicked.connect(session.next_words)
        box.addWidget(self.next_button)
        self.play_on = QPushButton(self)
        self.play_on.setObjectName("CoachPlayOn")
        self.play_on.clicked.connect(self.play_on_requested)
        box.addWidget(self.play_on)
        self.leave = QPushButton(self)
        self.leave.setObjectName("CoachLeave")
        self.leave.clicked.connect(self.leave_requested)
        box.addWidget(self.leave)
        self.skip = QPushButton(self)
        self.skip.setObjectName("CoachSkip")
        self.skip.clicked.connect(self.skip_requested)
        box.addWidget(self.skip)
        session.changed.connect(self._moved_on)
        session.off_script.connect(self._off_script)
        self.refresh()

    def attach(self, page: TablePage) -> None:
        """The page the guided game is shown on: its table answers the anchors, its
        pointer rings them."""
        self.page = page
        self.refresh()

    # -- following the script -------------------------------------------------------------------
    def _moved_on(self) -> None:
        self.oops_text = ""
        self.refresh()

    def _off_script(self, action: Any) -> None:
        move = self.session.guide.expected()
        why = move.why_not() if move is not None and move.why_not is not None else ""
        if not why:
            why = translate(
                "Tutorial",
                "Not this time: the guided game follows a prepared deal, so it waits for the move it asks for.",
            )
        self.oops_text = why
        self.refresh()

    def refresh(self) -> None:
        guide = self.session.guide
        step = guide.step()
        at_end = guide.at_end() and (step is None or guide.index == len(guide.script.steps) - 1)
        finished = guide.finished()
        moves = guide.script.moves()
        done = sum(1 for s in guide.script.steps[: guide.index] if isinstance(s, Move))
        self.title.setText(translate("Tutorial", "Coach"))
        self.progress.setText(
            translate("Tutorial", "move %1 of %2").replace("%1", str(done)).replace("%2", str(len(moves)))
        )
        words = ""
        task = ""
        point: str | None = None
        if isinstance(step, Say):
            words, point = step.say(), step.point
        elif isinstance(step, Move):
            words = step.say() if step.say is not None else ""
            point = step.point
            if step.seat == guide.script.you:
                task = translate("Tutorial", "Your move: %1.").replace("%1", self.describe(step))
                if point is None and self.page is not None:
                    point = self.page.table.action_anchor(step.action, None)
            else:
                task = translate("Tutorial", "Watch: %1 is playing.").replace(
                    "%1", self.session.names()[step.seat]
                )
        elif finished:
            words = translate("Tutorial", "The guided game is over.")
        self.words.setText(words)
        self.words.setVisible(bool(words))
        self.task.setText(task)
        self.task.setVisible(bool(task))
        self.oops.setText(self.oops_text)
        self.oops.setVisible(bool(self.oops_text))
        self.next_button.setText(translate("Tutorial", "Next"))
        self.next_button.setVisible(isinstance(step, Say) and not at_end)
        self.play_on.setText(translate("Tutorial", "Play on against the computer"))
        self.leave.setText(translate("Tutorial", "Back to the start page"))
        self.play_on.setVisible(at_end or finished)
        self.leave.setVisible(at_end or finished)
        self.skip.setText(translate("Tutorial", "Skip the tutorial"))
        self.skip.setToolTip(translate("Tutorial", "Play a normal game against the computer instead."))
        self.skip.setVisible(not (at_end or finished))
        self._point(point)
        self._fit()

    def _fit(self) -> None:
        """Wrapped words take the height they need at the panel's width (a layout gives
        a wrapped label its one-line height otherwise, and the words were cut)."""
        width = self.width() - 28  # (the frame's border and the layout's margins)
        for label in (self.words, self.task, self.oops):
            label.setMinimumHeight(
                label.heightForWidth(width) if label.isVisibleTo(self) and width > 40 else 0
            )

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def describe(self, move: Move) -> str:
        page = self.page
        describe = page.plugin.describe_choice if page is not None else None
        if describe is None:
            return move.action.kind
        view = self.session.table.view_for(move.seat)
        return describe(move.action, None, view, self.session.names())

    def _point(self, name: str | None) -> None:
        page = self.page
        if page is None:
            return
        if name is None:
            page.pointer.clear()
            return
        table = page.table
        page.pointer.point_at(table, lambda: table.anchor_rect(name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
