"""The coach beside the table of a guided game: what to look at (a ring on the table),
what is new, what to do now, and why another move was not the lesson.

It sits at the top of the table page's side panel (the session's side widget) and
rings parts of the table by the names the game's table answers (`anchor_rect`), so
it never depends on where a table draws them.

The coach follows the table on screen, not the engine: the words for a move come once
the table shows it (and its moment, a sale, has played), so it never tells what the
table does not show yet. A computer's move is told after it is made. A refusal is told
here in words, under the buttons (nothing above them moves), and after "Next" the
keyboard goes to the control the next move is made with."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.ui.tutorial.script import Move, Say

if TYPE_CHECKING:
    from modernart_desktop.ui.table_page import TablePage
    from modernart_desktop.ui.tutorial.session import TutorialSession

translate = QCoreApplication.translate

FOCUS_AGAIN_MS = 150

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


class _WordsArea(QScrollArea):
    """The coach's words: as tall as they need while there is room, scrolled when not."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CoachWordsArea")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setStyleSheet(
            "QScrollArea#CoachWordsArea, QScrollArea#CoachWordsArea > QWidget > QWidget { background: transparent; }"
        )

    def sizeHint(self) -> QSize:
        words = self.widget()
        width = self.viewport().width() if self.viewport().width() > 40 else self.width()
        height = words.heightForWidth(width) if words is not None and width > 40 else 0
        return QSize(super().sizeHint().width(), max(height, 0) + 2)

    def minimumSizeHint(self) -> QSize:
        words = self.widget()
        line = words.fontMetrics().lineSpacing() if words is not None else 16
        return QSize(super().minimumSizeHint().width(), min(self.sizeHint().height(), 4 * line))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # (the words' height depends on the width given)


class CoachPanel(QFrame):
    skip_requested = Signal()  # "Skip the tutorial": a normal game against the computer instead
    play_on_requested = Signal()  # at the end: this game goes on against the computer
    leave_requested = Signal()  # at the end: back to the start page
    tells_pauses = True  # the table page shows no "computers wait" line above the coach

    def __init__(self, session: TutorialSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Coach")
        self.setStyleSheet(QSS)
        self.session = session
        self.page: TablePage | None = None
        self.oops_text = ""  # the latest explanation of a move that was not the lesson
        self.refusal_text = ""  # the table's words for that move (what the coach waits for)
        self.shown_index = -1  # the guide's step the coach shows (it waits for the table)
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
        # "Skip" at the top, under the title: the words, the task and "Next" below change
        # their heights from step to step, and nothing may bring Skip under a mouse that
        # clicks Next again and again
        self.skip = QPushButton(self)
        self.skip.setObjectName("CoachSkip")
        self.skip.clicked.connect(self.skip_requested)
        keep = self.skip.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # (at the end it goes, and nothing moves up)
        self.skip.setSizePolicy(keep)
        box.addWidget(self.skip, 0, Qt.AlignmentFlag.AlignRight)
        # The words scroll when the panel is short (1280x720, long words in Polish): the
        # task and the buttons under them stay in sight.
        self.words_area = _WordsArea(self)
        self.words = QLabel(self.words_area)
        self.words.setObjectName("CoachWords")
        self.words.setWordWrap(True)
        self.words.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.words_area.setWidget(self.words)
        box.addWidget(self.words_area)
        self.task = QLabel(self)
        self.task.setObjectName("CoachTask")
        self.task.setWordWrap(True)
        box.addWidget(self.task)
        # The red words lie over what is under the coach (the log), in no layout: showing
        # them moves nothing (a button never shifts under the mouse).
        self.oops = QLabel(parent if parent is not None else self)
        self.oops.setObjectName("CoachOops")
        self.oops.setStyleSheet(QSS)
        self.oops.setWordWrap(True)
        self.oops.hide()
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("CoachNext")
        self.next_button.clicked.connect(self._next)
        box.addWidget(self.next_button)
        self.play_on = QPushButton(self)
        self.play_on.setObjectName("CoachPlayOn")
        self.play_on.clicked.connect(self.play_on_requested)
        box.addWidget(self.play_on)
        self.leave = QPushButton(self)
        self.leave.setObjectName("CoachLeave")
        self.leave.clicked.connect(self.leave_requested)
        box.addWidget(self.leave)
        box.addStretch(1)
        for first, then in (
            (self.next_button, self.play_on),
            (self.play_on, self.leave),
            (self.leave, self.skip),
        ):
            QWidget.setTabOrder(
                first, then
            )  # (Skip last, as before, though it sits on top)  # (any room to spare goes under the buttons: they stay put)
        session.changed.connect(self._moved_on)
        session.held.connect(self.refresh)
        session.off_script.connect(self._off_script)
        self.refresh()

    def attach(self, page: TablePage) -> None:
        """The page the guided game is shown on: its table answers the anchors, its
        pointer rings them."""
        self.page = page
        # (connected after the page's own slot: the table has drawn the move by then)
        page.bridge.updated.connect(lambda *_: self.refresh())
        self.refresh()

    def caught_up(self) -> bool:
        """The table on screen shows every move made (and no moment is still playing)."""
        page = self.page
        if page is None:
            return True
        return page.rendered_seq >= self.session.table.seq and not self.session.moment_playing()

    def tell_refusal(self, text: str) -> None:
        """The table page's refusal, told here (the page shows no line above the coach)."""
        self.refusal_text = text
        self.refresh()

    # -- following the script -------------------------------------------------------------------
    def _moved_on(self) -> None:
        self.oops_text = ""
        self.refusal_text = ""
        self.refresh()

    def _next(self) -> None:
        """ "Next": the next words, and the keyboard where the player answers."""
        self.session.next_words()
        QTimer.singleShot(0, self.give_focus)
        # (once more after the table's redraw for the pause that ended: a table that
        # hides and shows its buttons again would have sent the keyboard elsewhere)
        QTimer.singleShot(FOCUS_AGAIN_MS, self._focus_if_lost)

    def _focus_if_lost(self) -> None:
        page = self.page
        focus = self.window().focusWidget() if self.window() is not None else None
        if page is None or focus is None:
            return
        if focus is self.next_button or page.table.isAncestorOf(focus) or focus is page.table:
            return
        self.give_focus()

    def give_focus(self) -> None:
        """The keyboard to the control the player needs now: "Next" while the coach
        speaks, the control the coach rings for the player's move (the table's own
        choice of control when the ring is on no control), else the table."""
        page = self.page
        if page is None or not self.isVisible():
            return
        if self.next_button.isVisible():
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        table = page.table
        target: QWidget | None = None
        move = self.session.guide.expected()
        if move is not None and move.seat == self.session.guide.script.you and self.caught_up():
            name = move.point or table.action_anchor(move.action, None)
            rect = table.anchor_rect(name) if name is not None else None
            widget = table.childAt(rect.center()) if rect is not None and rect.isValid() else None
            while (
                widget is not None and widget is not table and widget.focusPolicy() == Qt.FocusPolicy.NoFocus
            ):
                widget = widget.parentWidget()
            if widget is not None and widget is not table and widget.isEnabled():
                target = widget
            elif hasattr(table, "focus_target"):
                target = table.focus_target()
        if target is None or not target.isVisible():
            target = table
        target.setFocus(Qt.FocusReason.OtherFocusReason)

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

    def told(self) -> Move | None:
        """The computers' latest move that came with words, since the player's last
        move or the coach's last words: told (and ringed) once the table shows it."""
        guide = self.session.guide
        steps = guide.script.steps
        for step in reversed(steps[: guide.index]):
            if not isinstance(step, Move) or step.seat == guide.script.you:
                return None
            if step.say is not None:
                return step
        return None

    def refresh(self) -> None:
        guide = self.session.guide
        oops = "\n".join(t for t in (self.refusal_text, self.oops_text) if t)
        self.oops.setText(oops)
        self.oops.setVisible(bool(oops))
        self._place_oops()
        if not self.caught_up():
            return  # (the words for the table's next position wait until it is on screen)
        self.shown_index = guide.index
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
            point = step.point
            if step.seat == guide.script.you:
                words = step.say() if step.say is not None else ""
                task = translate("Tutorial", "Your move: %1.").replace("%1", self.describe(step))
                if point is None and self.page is not None:
                    point = self.page.table.action_anchor(step.action, None)
            else:
                point = None  # (what a computer's move is about is ringed once it is made)
                task = translate("Tutorial", "Watch: %1 is playing.").replace(
                    "%1", self.session.names()[step.seat]
                )
        elif finished:
            words = translate("Tutorial", "The guided game is over.")
        told = self.told() if isinstance(step, Move) else None  # (a Say's words stand alone)
        if told is not None and told.say is not None:
            words = "\n\n".join(w for w in (told.say(), words) if w)
            if point is None:
                point = told.point
        if words != self.words.text():
            self.words.setText(words)
            self.words_area.verticalScrollBar().setValue(0)
        self.words.setVisible(bool(words))
        self.words_area.setVisible(bool(words))
        self.words_area.updateGeometry()
        self.task.setText(task)
        self.task.setVisible(bool(task))
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
        for label in (self.task,):
            label.setMinimumHeight(
                label.heightForWidth(width) if label.isVisibleTo(self) and width > 40 else 0
            )

    def _place_oops(self) -> None:
        """The red words just under the coach, as wide, over whatever lies there."""
        holder = self.oops.parentWidget()
        if holder is None or holder is self or not self.oops.isVisibleTo(holder):
            return
        top = self.geometry().bottom() + 4
        height = max(self.oops.heightForWidth(self.width()), self.oops.sizeHint().height())
        self.oops.setGeometry(self.x(), top, self.width(), height)
        self.oops.raise_()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()
        self._place_oops()

    def moveEvent(self, event: Any) -> None:
        super().moveEvent(event)
        self._place_oops()

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
