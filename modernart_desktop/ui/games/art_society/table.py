"""The Art Society table: the other players' walls and the museum board on top; your
desk (the auction row, your wall, your hand, your assistant, the decor you earned)
in the middle; beside it what to do now: the stacks to choose from, your lollipops,
the revealed bids and the turn's buttons."""

from __future__ import annotations

import json
import os
from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society.actions import ExchangeDecor, Swap
from modernart_desktop.games.art_society.scoring import multipliers
from modernart_desktop.host.table import SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.mnemonics import taken_mnemonics
from modernart_desktop.ui.common.paused_banner import PausedBanner
from modernart_desktop.ui.common.seat_frame import SeatFrame
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games.art_society import names as N
from modernart_desktop.ui.games.art_society.scene import SCENE_RECT, DeskScene, DeskView
from modernart_desktop.ui.games.art_society.style import TABLE_QSS, WALL, WALL_DARK
from modernart_desktop.ui.games.art_society.wall_table import WallTable
from modernart_desktop.ui.games.art_society.widgets import (
    BidReveal,
    FinalBreakdown,
    MuseumBoard,
    ScoreSheet,
    TilePicture,
    WallDialog,
    WallPicture,
    WrapButton,
)
from modernart_desktop.ui.games.base import GameTable, seats_around, widget_rect
from modernart_desktop.ui.texts import counted, fill
from modernart_desktop.ui.theme import set_flag

translate = N.translate


def seat_status(view: dict[str, Any], seat: int, thinking: set[int], paused: bool) -> str:
    active = seat in view["active"]
    if paused and active:
        return translate("ArtSocietyTable", "paused")
    phase = view["phase"]
    if phase == "bid" and view.get("committed"):
        if view["committed"][seat]:
            return translate("ArtSocietyTable", "has chosen a lollipop")
        return translate("ArtSocietyTable", "choosing a lollipop…")
    if seat in thinking:
        return translate("ArtSocietyTable", "thinking…")
    if active and phase == "pick":
        return translate("ArtSocietyTable", "picking")
    return ""


class SeatBox(SeatFrame):
    """Another player: name, lollipops left, excess paintings, and the wall (click to enlarge)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("SeatBox", parent, margins=(8, 4, 8, 4), spacing=1)
        # One line: the name, a role badge, the lollipops left; one line under the wall:
        # what the seat is doing, else who plays it. The wall takes the rest.
        self.top.setSpacing(10)
        self.top.addWidget(self.name)
        self.top.addStretch(1)
        self.counts = QLabel(self)
        self.counts.setObjectName("Muted")
        self.top.addWidget(self.counts)
        self.kind.hide()
        self.box.removeWidget(self.status)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full_status = ""
        row = QHBoxLayout()
        row.setSpacing(6)
        self.wall = WallPicture(15, self)
        row.addWidget(self.wall, 1)
        self.assistant = TilePicture(7, self)
        row.addWidget(self.assistant, 0, Qt.AlignmentFlag.AlignBottom)
        self.body.addLayout(row, 1)
        self.foot = QHBoxLayout()
        self.foot.setSpacing(6)
        self.foot.addWidget(self.role)
        self.foot.addWidget(self.status, 1)
        self.body.addLayout(self.foot)
        # (a line too long to sit beside the role badge goes under it, whole)
        self.status_below = QLabel(self)
        self.status_below.setObjectName("Thinking")
        self.status_below.setWordWrap(True)
        self.status_below.hide()
        self.body.addWidget(self.status_below)
        self.wall.clicked.connect(self.enlarge)
        self.placed: list[list[int]] = []
        self.dialog: WallDialog | None = None

    def show_seat(
        self, seat: int, view: dict[str, Any], info: SeatInfo, thinking: set[int], paused: bool
    ) -> None:
        left = view["hand_sizes"][seat]
        parts = [counted(lambda k: translate("ArtSocietyTable", "%n lollipop(s)", "", k), left)]
        excess = len(view["excess"][seat])
        if excess:
            parts.append(counted(lambda k: translate("ArtSocietyTable", "%n excess", "", k), excess))
        self.counts.setText("  ·  ".join(parts))
        assistant = view["assistants"][seat]
        self.assistant.set_tile(assistant)
        self.assistant.setToolTip(
            fill(translate("ArtSocietyTable", "Assistant: {tile}"), tile=N.tile_text(assistant))
            if assistant is not None
            else translate("ArtSocietyTable", "The assistant holds nothing.")
        )
        role = ""
        if view["phase"] in ("choose", "bid") and view["auctioneer"] == seat:
            role = translate("ArtSocietyTable", "Auctioneer")
        elif view.get("picker") == seat:
            role = translate("ArtSocietyTable", "Picking")
        kind = texts.seat_kind(view["game"], info)
        self.show_common(
            seat,
            info.name,
            kind,
            role,
            seat_status(view, seat, thinking, paused) or kind,
            seat in view["active"],
        )
        self.kind.hide()
        self.full_status = self.status.text()
        self.elide_status()
        self.placed = view["walls"][seat]
        self.wall.set_wall(self.placed)
        self.wall.setToolTip(translate("ArtSocietyTable", "Click to enlarge this wall."))
        self.wall.setAccessibleName(N.fill(translate("ArtSocietyTable", "{name}'s wall"), name=info.name))
        self.wall.setAccessibleDescription(
            counted(lambda k: translate("ArtSocietyTable", "%n painting(s) hung", "", k), len(self.placed))
            + ". "
            + translate("ArtSocietyTable", "Press Enter to enlarge it.")
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.elide_status()

    def elide_status(self) -> None:
        """The line under the wall fits beside the role badge; cut short, its whole text
        is one hover away."""
        m = self.box.contentsMargins()
        room = self.width() - m.left() - m.right() - px(self, 8)
        if self.role.isVisibleTo(self):
            room -= self.role.sizeHint().width() + self.foot.spacing()
        # Too long for one line beside the badge ("Auctioneer" · "has chosen a lollipop",
        # French "Commissaire-priseur" · "a choisi sa sucette"): it goes whole under it.
        metrics = self.status.fontMetrics()
        text = self.full_status
        below = self.role.isVisibleTo(self) and metrics.horizontalAdvance(text) > max(20, room)
        self.status_below.setVisible(below)
        if below:
            self.status.setText("")
            self.status.setToolTip("")
            self.status_below.setText(text)
            width = self.width() - m.left() - m.right() - px(self, 8)
            self.status_below.setMinimumHeight(self.status_below.heightForWidth(width))
            return
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(20, room))
        self.status.setText(text)
        self.status.setToolTip(self.full_status if text != self.full_status else "")

    def enlarge(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = WallDialog(self.name.text(), self.placed, self.window())
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.destroyed.connect(lambda *_: setattr(self, "dialog", None))
        self.dialog.open()


class SidePanel(QFrame):
    """What the seat on screen does now: a prompt, then the controls of the phase."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBox")
        self.wide = False  # the final sheet needs more room
        self.setFixedWidth(px(self, 300))
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(10, 8, 10, 8)
        self.box.setSpacing(4)  # (a pick turn's lollipops, reveal and buttons fit 1280x665)
        self.me = QLabel(self)
        self.me.setObjectName("SeatName")
        self.me.setWordWrap(True)
        self.box.addWidget(self.me)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.box.addWidget(self.prompt)
        self.hover = QLabel(self)
        self.hover.setObjectName("Hover")
        self.hover.setWordWrap(True)
        self.box.addWidget(self.hover)
        self.grid_title = QLabel(self)
        self.grid_title.setObjectName("Muted")
        self.grid_title.hide()
        self.box.addWidget(self.grid_title)
        self.choices = QGridLayout()
        self.choices.setSpacing(4)
        self.box.addLayout(self.choices)
        self.reveal = BidReveal(self)
        self.reveal.hide()
        self.box.addWidget(self.reveal)
        self.bids = QLabel(self)
        self.bids.setObjectName("Muted")
        self.bids.setWordWrap(True)
        self.box.addWidget(self.bids)
        self.sheet = ScoreSheet(self)
        self.sheet.hide()
        self.sheet.fitted.connect(self.fit_width)
        self.box.addWidget(self.sheet, 1)
        self.box.addStretch(1)
        self.buttons = QVBoxLayout()
        self.buttons.setSpacing(4)
        self.box.addLayout(self.buttons)
        self.choice_buttons: list[QPushButton] = []
        self.action_buttons: list[QPushButton] = []
        self.grid_of: dict[QPushButton, tuple[int, int]] = {}  # a choice's row and column
        self.lollipops: dict[int, QPushButton] = {}  # made once, shown in most views

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On a choice (a stack, a lollipop): the arrow keys walk the grid's enabled
        choices, Enter or Space makes the choice."""
        if event.type() == QEvent.Type.KeyPress and watched in self.grid_of:
            assert isinstance(event, QKeyEvent) and isinstance(watched, QPushButton)
            key = event.key()
            if (
                key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            ):
                if watched.isEnabled():
                    watched.click()
                return True
            steps = {
                Qt.Key.Key_Left: (0, -1),
                Qt.Key.Key_Right: (0, 1),
                Qt.Key.Key_Up: (-1, 0),
                Qt.Key.Key_Down: (1, 0),
            }
            if key in steps:
                target = self.neighbour(watched, *steps[key])  # type: ignore[index]
                if target is not None:
                    target.setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

    def neighbour(self, button: QPushButton, dr: int, dc: int) -> QPushButton | None:
        """The next enabled choice from `button` in a direction: along its row (then the
        next rows) for left and right, the nearest in the rows above or below for up and down."""
        live = [b for b in self.choice_buttons if b.isEnabled() and b.isVisible()]
        if not live:
            return None
        row, col = self.grid_of[button]
        if dc:
            order = sorted(live, key=lambda b: self.grid_of[b])
            here = (row, col)
            after = [b for b in order if (self.grid_of[b] > here if dc > 0 else self.grid_of[b] < here)]
            return (after[0] if dc > 0 else after[-1]) if after else None
        rows = sorted(
            {self.grid_of[b][0] for b in live if (self.grid_of[b][0] - row) * dr > 0},
            key=lambda r: abs(r - row),
        )
        if not rows:
            return None
        line = [b for b in live if self.grid_of[b][0] == rows[0]]
        return min(line, key=lambda b: abs(self.grid_of[b][1] - col))

    def apply_zoom(self, zoom: float) -> None:
        self.fit_width()  # the page grew (ui/common/zoom.py)
        self.fit_labels()

    def fit_width(self) -> None:
        """300 px at 1280x720 (zoomed with the page); at the game's end wider for the final
        sheet: 430, or what its lines' names and the players' columns need (up to 560)."""
        width = px(self, 430 if self.wide else 300)
        if self.wide and not self.sheet.isHidden():
            needed = (
                self.sheet.needed_width()
                + self.box.contentsMargins().left()
                + self.box.contentsMargins().right()
            )
            width = max(width, min(needed, px(self, 560)))
        if width != self.width() or self.minimumWidth() != width:
            self.setFixedWidth(width)
            self.fit_labels()

    def fit_labels(self) -> None:
        """Word-wrapped labels keep the height their text needs (a layout would squeeze them)."""
        width = self.width() - 20
        for label in (self.me, self.prompt, self.hover, self.bids):
            label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)
        for b in self.action_buttons:
            if isinstance(b, WrapButton):
                b.fit(width)

    def set_hover(self, text: str) -> None:
        self.hover.setText(text)
        self.fit_labels()

    def clear_choices(self) -> None:
        kept = set(self.lollipops.values())  # (those stay, for the next view: hide_unused)
        for b in self.choice_buttons + self.action_buttons:
            if b not in kept:
                b.hide()
                b.deleteLater()
        self.choice_buttons, self.action_buttons = [], []
        self.grid_of = {}
        self.grid_title.hide()

    def hide_unused(self) -> None:
        """The lollipops this view does not show (hidden only now: hiding and showing
        twenty buttons at every view is slow, and would drop the keyboard's place)."""
        for b in self.lollipops.values():
            if b not in self.choice_buttons and not b.isHidden():
                b.hide()

    def add_choice(self, text: str, row: int, col: int, span: int = 1, name: str = "Choice") -> QPushButton:
        b = QPushButton(text, self)
        b.setObjectName(name)  # (before it is shown: the style sheet's rule for it applies)
        if "\n" in text:  # (a two-line button is one phrase to a screen reader)
            b.setAccessibleName(", ".join(part.strip() for part in text.splitlines() if part.strip()))
        self.choices.addWidget(b, row, col, 1, span)
        b.setMinimumHeight(b.sizeHint().height())  # (two-line stack buttons keep both lines)
        b.show()  # (a layout shows a late child only on the next loop turn)
        b.installEventFilter(self)
        self.grid_of[b] = (row, col)
        self.choice_buttons.append(b)
        return b

    def add_button(self, text: str) -> QPushButton:
        b = WrapButton(text.replace("&", "&&"), self)  # (a long choice wraps: its whole text shows)
        b.setAutoDefault(True)  # (Enter presses the focused button, not only Space)
        b.setToolTip(text)
        self.buttons.addWidget(b)
        b.fit(self.width() - 20)
        b.show()
        self.action_buttons.append(b)
        return b

    def underline(self) -> None:
        """Alt + an underlined letter presses each of the turn's buttons: the letter is
        picked in the text as shown (any language), a word's first letter where it can,
        never one another visible button or the menu bar already uses."""
        used = taken_mnemonics(self.window(), exclude=self.action_buttons)
        plains = [b.text().replace("&&", "\0").replace("&", "") for b in self.action_buttons]
        # Words a choice begins with as another does ("No room: swap it for") tell them
        # apart by none of their letters: its letter comes after them where it can.
        skips = {}
        for b, plain in zip(self.action_buttons, plains):
            shared = max(
                (os.path.commonprefix([plain, o]) for o in plains if o is not plain), key=len, default=""
            )
            skips[b] = shared.rfind(" ") + 1
        # A button of its own kind ("set aside", "take back", "confirm") keeps its letter
        # whatever else is offered; the several swaps take the letters left.
        order = sorted(self.action_buttons, key=lambda b: not b.property("own_letter"))
        for b in order:
            text = b.text().replace("&&", "\0")
            plain = text.replace("&", "")
            start = skips[b]
            letters = [i for i, ch in enumerate(plain) if ch.isalpha() and ch.isascii()]
            letters += [i for i, ch in enumerate(plain) if ch.isalpha() and not ch.isascii()]
            starts = [i for i in letters if i >= start and (i == 0 or not plain[i - 1].isalnum())]
            others = [i for i in letters if i >= start and i not in starts]
            rest = [i for i in letters if i < start]
            pick = next((i for i in starts + others + rest if plain[i].lower() not in used), None)
            if pick is None:
                continue
            used.add(plain[pick].lower())
            marked = plain[:pick] + "&" + plain[pick:]
            b.setText(marked.replace("\0", "&&"))
            b.setAccessibleName(plain.replace("\0", "&"))


class ArtSocietyTable(GameTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ArtSocietyTable")
        self.setStyleSheet(TABLE_QSS)
        # Left: the other players' walls over your desk (the offer beside your wall);
        # right: the museum over what to do now. The desk takes the width it is given
        # and the height its scene needs at that width; the walls above take the rest.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        outer.setSpacing(6)
        self.paused_banner = PausedBanner(self)
        outer.addWidget(self.paused_banner)
        main = QHBoxLayout()
        main.setSpacing(8)
        outer.addLayout(main, 1)
        left = QVBoxLayout()
        left.setSpacing(6)
        main.addLayout(left, 1)
        self.seats_strip = QWidget(self)
        self.seats_row = QHBoxLayout(self.seats_strip)
        self.seats_row.setContentsMargins(0, 0, 0, 0)
        self.seats_row.setSpacing(8)
        self.seats_row.addStretch(1)  # (boxes go before it: a lone opponent is not stretched)
        left.addWidget(self.seats_strip)
        self.scene = DeskScene(self)
        self.desk = DeskView(self.scene, self)
        self.desk.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.wall_table = WallTable(self.desk)  # your wall, cell by cell, for screen readers
        left.addWidget(self.desk, 1)
        self.spectator_area = QWidget(self)
        self.spectator_grid = QGridLayout(self.spectator_area)
        self.spectator_grid.setContentsMargins(0, 0, 0, 0)
        self.spectator_grid.setSpacing(8)
        self.spectator_area.hide()
        left.addWidget(self.spectator_area, 1)
        self._boxes_in_grid = False
        self._decision: tuple[Any, ...] | None = None  # the decision the keyboard was sent to
        self._refocus: tuple[Any, ...] | None = None  # the side's button that had the keyboard
        self._after_mouse = False  # a mouse drop: Enter then confirms, once Confirm is offered
        right = QVBoxLayout()
        right.setSpacing(6)
        main.addLayout(right)
        self.museum = MuseumBoard(self)
        right.addWidget(self.museum, 0, Qt.AlignmentFlag.AlignHCenter)
        self.side = SidePanel(self)
        right.addWidget(self.side, 1)
        self._outer, self._left = outer, left
        self.scene.dropped.connect(self._on_dropped)
        self.scene.hover_changed.connect(self.side.set_hover)
        self.scene.hover_changed.connect(lambda _text: self.desk.refresh_accessible())
        self.seat_boxes: list[SeatBox] = []
        self._view: dict[str, Any] | None = None
        self._legal = LegalActions()
        self._viewer: int | None = None
        self._seats: list[SeatInfo] = []
        self._queue: list[Action] = []  # the rest of a drop's steps, sent one by one
        self._pending = 0  # steps taken from the queue, about to be sent
        self._sent_on: str | None = None  # the view a queued step was sent from
        self._steps: list[Action] = []  # this pick turn's actions so far (for moving tiles)
        self._steps_of: int | None = None

    # -- rendering ----------------------------------------------------------------------------
    def show_view(
        self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo], viewer: int | None
    ) -> None:
        self._view, self._legal, self._viewer, self._seats = view, legal, viewer, list(seats)
        thinking = self.thinking_seats(view, seats)
        n = view["players"]
        others = seats_around(n, viewer)
        while len(self.seat_boxes) < len(others):
            box = SeatBox(self)
            i = len(self.seat_boxes)
            if self._boxes_in_grid:
                self.spectator_grid.addWidget(box, i // 2, i % 2)
            else:
                self.seats_row.insertWidget(i, box)
            self.seat_boxes.append(box)
        for box, seat in zip(self.seat_boxes, others):
            box.show_seat(seat, view, seats[seat], thinking, self.paused)
            box.show()
        for box in self.seat_boxes[len(others) :]:
            box.hide()
        self.museum.set_board(view["prestige"], view["museum"])
        # A spectator has no desk: the players' walls take its room, two by two.
        spectator = viewer is None
        self.desk.setVisible(not spectator)
        self.spectator_area.setVisible(spectator)
        if spectator != self._boxes_in_grid:
            self._boxes_in_grid = spectator
            for i, box in enumerate(self.seat_boxes):
                if spectator:
                    self.spectator_grid.addWidget(box, i // 2, i % 2)
                else:
                    self.seats_row.insertWidget(i, box)
            self.seats_strip.setVisible(not spectator)
            self.fit_rows()
        waiting = self.paused and view["phase"] != "over"
        mine = viewer is not None and viewer in view["active"] and not waiting and not self.secrets_hidden
        if view["phase"] != "pick" or view.get("picker") != viewer or viewer != self._steps_of:
            self._steps = []  # a new turn (or another seat at the screen)
        self._steps_of = viewer
        self.scene.show_view(view, legal if mine else LegalActions(), mine, self._steps)
        self.desk.refresh_accessible()
        self.paused_banner.setVisible(waiting)
        # The side's buttons are made afresh: one that had the keyboard hands it to its
        # successor (the same choice), not to whatever comes next in the window.
        was = QApplication.focusWidget()
        held = (
            (was.objectName(), was.property("anchor"), was.text().replace("&", ""))
            if isinstance(was, QPushButton) and was in self.side.choice_buttons + self.side.action_buttons
            else None
        )
        self._show_side(view, legal if mine else LegalActions(), seats, viewer, mine)
        self.side.hide_unused()
        self._refocus = held
        self.fit_rows()
        set_flag(self.side, "mine", mine)
        self._send_queued(view, legal, mine)
        self._focus_decision(view, viewer, mine)

    def _focus_decision(self, view: dict[str, Any], viewer: int | None, mine: bool) -> None:
        """The keyboard goes where a new decision is made: the desk when a tile may be
        picked up (arrows, Enter, Esc), else the first choice (a stack, a lollipop) or the
        turn's main button."""
        # A decision is the position of the seat's choice: each stack the auctioneer
        # picks, each step of a pick turn is a new one (its legal moves differ); another
        # seat's move that leaves this seat's choices alone is not.
        key = (
            viewer,
            view["phase"],
            view["round"],
            view.get("picker"),
            tuple(sorted(map(repr, self._legal))),
        )
        decision = key if mine else None
        fresh = decision is not None and decision != self._decision
        self._decision = decision
        if decision is None:
            self._after_mouse = False
            return
        if self._after_mouse and not self.busy():
            # A tile dropped with the mouse (the desk took the keyboard on the press):
            # Enter now confirms the turn, it does not pick the tile up again.
            self._after_mouse = False
            confirm = [b for b in self.side.action_buttons if b.objectName() == "Primary" and b.isEnabled()]
            if confirm and confirm[0].isVisible():
                confirm[0].setFocus(Qt.FocusReason.OtherFocusReason)
                self._refocus = None
                return
        focus = self.window().focusWidget() if self.window() is not None else None
        lost = focus is None or not focus.isVisible() or not self.isAncestorOf(focus)
        again = self._refocus
        self._refocus = None
        if not fresh and again is not None:
            same = [
                b
                for b in self.side.choice_buttons + self.side.action_buttons
                if (b.objectName(), b.property("anchor"), b.text().replace("&", "")) == again
                and b.isEnabled()
                and b.focusPolicy() != Qt.FocusPolicy.NoFocus
            ]
            if same:
                same[0].setFocus(Qt.FocusReason.OtherFocusReason)
                return
            lost = True
        if not (fresh or lost):
            return
        target = self.focus_target()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def decision_text(self) -> str:
        """The decision in words, for a screen reader's "your turn" (the prompt's line);
        where the keyboard goes to the wall, how to hang a painting without a mouse
        (the prompt says "Drag…")."""
        text = self.side.prompt.text()
        if text and self.focus_target() is self.desk:
            keys = translate(
                "ArtSocietyTable",
                "With the keyboard: Enter picks the painting up, the arrow keys move it on the wall, "
                "Enter hangs it.",
            )
            return f"{text} {keys}"
        return text

    def focus_target(self) -> QWidget | None:
        from modernart_desktop.ui.games.art_society import planning as P

        # (a tile hung this turn may still be moved, but the decision now is to confirm)
        if any(i.piece is not None and i.piece.source != P.MOVE for i in self.scene.movable()):
            return self.desk
        buttons = [b for b in self.side.choice_buttons if b.isEnabled()]
        primary = [b for b in self.side.action_buttons if b.objectName() == "Primary"]
        for b in primary + buttons + self.side.action_buttons:
            if b.isEnabled() and b.isVisible():
                return b
        return None

    def _show_side(
        self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo], viewer: int | None, mine: bool
    ) -> None:
        side = self.side
        side.clear_choices()
        over = view["phase"] == "over" and view.get("result") is not None
        side.sheet.setVisible(over)
        side.wide = over  # the final sheet needs the room
        names = [s.name for s in seats]
        if over:
            side.sheet.set_result(view["result"], names, multipliers(view["prestige"], view["museum"]))
        side.fit_width()
        if viewer is None:
            side.me.setText(translate("ArtSocietyTable", "Watching the game"))
        else:
            left = view["hand_sizes"][viewer]
            text = fill(
                translate("ArtSocietyTable", "{name} · {lollipops}"),
                name=seats[viewer].name,
                lollipops=counted(lambda k: translate("ArtSocietyTable", "%n lollipop(s) left", "", k), left),
            )
            excess = len(view["excess"][viewer])
            if excess:
                text += " · " + counted(
                    lambda k: translate("ArtSocietyTable", "%n excess painting(s)", "", k), excess
                )
            side.me.setText(text)
        side.prompt.setText(self._prompt(view, names, viewer, mine))
        side.bids.setText(self._bids_text(view, names))
        no_room = mine and view["phase"] == "pick" and bool({"swap", "excess"} & set(legal.kinds()))
        if no_room:  # (the no-room choices need the room; the log keeps the bids)
            side.bids.setText("")
        if mine and view["phase"] == "choose":  # (the stacks need the room; the log keeps the bids)
            side.bids.setText("")
            side.reveal.set_bids([])
        side.fit_labels()
        phase = view["phase"]
        # (the no-room choices need the room: the lollipops are only to look at then)
        if not (mine and phase == "choose") and phase != "over" and not no_room:
            if viewer is not None and not self.secrets_hidden and view.get("hand") is not None:
                self._lollipops(view, legal)  # your hand: to choose from, else to look at
        if not mine:
            return
        if phase == "choose":
            for i, stack in enumerate(a.stack for a in legal.of_kind("pick_stack")):  # type: ignore[attr-defined]
                w, h = C.STACK_SHAPES[stack]
                left = view["box"][stack] - view["picked"].count(stack)
                b = side.add_choice(
                    counted(
                        lambda k: translate("ArtSocietyTable", "{w}×{h} · value {value}\n%n left", "", k),
                        left,
                        w=w,
                        h=h,
                        value=C.STACK_VALUE[stack],
                    ),
                    i // 2,
                    i % 2,
                )
                b.setProperty("anchor", f"stack:{stack}")  # (the coach points at it by name)
                b.clicked.connect(partial(self._send, ("pick_stack", stack)))
        elif phase == "pick":
            self._turn_buttons(view, legal)

    def _lollipops(self, view: dict[str, Any], legal: LegalActions) -> None:
        hand = set(view.get("hand") or [])
        mine = {a.lollipop for a in legal.of_kind("bid")}  # type: ignore[attr-defined]
        seat = view.get("seat")
        # The lollipops already played, by the round they were revealed in (public history).
        self.side.grid_title.setText(translate("ArtSocietyTable", "Your lollipops"))
        self.side.grid_title.show()
        played_in = {
            bids[seat]: r
            for r, bids in enumerate(view.get("history") or [])
            if isinstance(seat, int) and seat < len(bids)
        }
        side = self.side
        for v in range(1, C.LOLLIPOPS + 1):
            row, col = (v - 1) // 5, (v - 1) % 5
            b = side.lollipops.get(v)
            if b is None:  # (made once: twenty buttons made afresh at every view are slow)
                b = side.add_choice(str(v), row, col, name="Lollipop")
                b.setProperty("anchor", f"lollipop:{v}")
                b.clicked.connect(partial(self._send, ("bid", v)))
                side.lollipops[v] = b
            else:
                side.choice_buttons.append(b)
                side.grid_of[b] = (row, col)
                if b.isHidden():
                    b.show()
            # Only to look at, unless choosing one is the decision now.
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus if mine else Qt.FocusPolicy.NoFocus)
            b.setEnabled(v in mine)
            played = v not in hand and v != view.get("my_bid")
            if played:
                # Played already: its value stays readable, struck through, as it was revealed.
                r = played_in.get(v)
                tip = (
                    fill(translate("ArtSocietyTable", "Lollipop {v}: revealed in round {n}"), v=v, n=r + 1)
                    if r is not None
                    else fill(translate("ArtSocietyTable", "Lollipop {v}: played"), v=v)
                )
            else:
                tip = ""
            if b.toolTip() != tip:
                b.setToolTip(tip)
            b.setAccessibleName(tip or fill(translate("ArtSocietyTable", "Lollipop {v}"), v=v))
            if bool(b.property("played")) != played:
                set_flag(b, "played", played)
            chosen = v == view.get("my_bid")
            if bool(b.property("chosen")) != chosen:
                set_flag(b, "chosen", chosen)
            if b.minimumHeight() < b.sizeHint().height():
                b.setMinimumHeight(b.sizeHint().height())

    def _turn_buttons(self, view: dict[str, Any], legal: LegalActions) -> None:
        side = self.side
        kinds = legal.kinds()
        for action in legal.of_kind("swap"):
            assert isinstance(action, Swap)
            b = side.add_button(
                fill(
                    translate("ArtSocietyTable", "Swap it for {tile} from the museum"),
                    tile=N.tile_text(action.tile),
                )
            )
            b.clicked.connect(partial(self._emit, action))
        if "excess" in kinds:
            b = side.add_button(translate("ArtSocietyTable", "Set it aside as an excess painting (−2)"))
            b.setProperty("own_letter", True)
            b.setProperty("anchor", "excess")
            b.clicked.connect(partial(self._emit, legal.of_kind("excess")[0]))
        for action in legal.of_kind("decor_exchange"):
            assert isinstance(action, ExchangeDecor)
            w, h = C.DECOR_SHAPES[action.shape]
            b = side.add_button(
                fill(
                    translate(
                        "ArtSocietyTable", "Exchange your decor at row {row}, column {col} for one {w}×{h}"
                    ),
                    row=action.row + 1,
                    col=action.col + 1,
                    w=w,
                    h=h,
                )
            )
            b.clicked.connect(partial(self._emit, action))
        if "decor_skip" in kinds:
            # Offered only when the decor fits nowhere, or once a combination has a tile.
            taken = bool((view.get("turn") or {}).get("decor_taken"))
            b = side.add_button(
                translate("ArtSocietyTable", "Take no more decor")
                if taken
                else translate("ArtSocietyTable", "Take no decor: it fits nowhere")
            )
            b.clicked.connect(partial(self._emit, legal.of_kind("decor_skip")[0]))
        if "reset" in kinds:
            b = side.add_button(translate("ArtSocietyTable", "Take this turn back"))
            b.setObjectName("Reset")
            b.setProperty("own_letter", True)
            b.setProperty("anchor", "reset")
            b.clicked.connect(partial(self._emit, legal.of_kind("reset")[0]))
        if "confirm" in kinds:
            b = side.add_button(translate("ArtSocietyTable", "Confirm: my turn is done"))
            b.setObjectName("Primary")
            b.setProperty("own_letter", True)
            b.setProperty("anchor", "confirm")
            b.setDefault(True)
            b.clicked.connect(partial(self._emit, legal.of_kind("confirm")[0]))
        side.underline()

    def _prompt(self, view: dict[str, Any], names: list[str], viewer: int | None, mine: bool) -> str:
        phase = view["phase"]
        name = partial(texts.seat_name, names)
        if phase == "over":
            return translate("ArtSocietyTable", "The game is over. Final scoring, line by line:")
        if phase == "start":
            if mine:
                return translate(
                    "ArtSocietyTable", "Drag your start painting onto the wall so that it covers a star."
                )
            return translate("ArtSocietyTable", "Everyone hangs a start painting over a star.")
        if phase == "choose":
            if mine:
                k = view["players"] + 1 - len(view["picked"])
                return counted(
                    lambda k: translate(
                        "ArtSocietyTable",
                        "You are the auctioneer: choose %n more painting(s) by their backs.",
                        "",
                        k,
                    ),
                    k,
                )
            return fill(
                translate("ArtSocietyTable", "{name} chooses the paintings for this round."),
                name=name(view["auctioneer"]),
            )
        if phase == "bid":
            if mine:
                return translate(
                    "ArtSocietyTable",
                    "Choose a lollipop in secret: everyone reveals at once, the highest picks first.",
                )
            if viewer is not None and view.get("my_bid"):
                return fill(
                    translate("ArtSocietyTable", "You hold out lollipop {v}. Waiting for the others…"),
                    v=view["my_bid"],
                )
            return translate("ArtSocietyTable", "Everyone chooses a lollipop in secret.")
        if phase == "pick":
            if not mine:
                return fill(
                    translate("ArtSocietyTable", "{name} picks a painting."), name=name(view["picker"])
                )
            turn = view.get("turn") or {}
            kinds = self._legal.kinds()
            if turn.get("credit"):
                # The decor's reason: the last thing this turn did (an excess painting brings
                # a 1-shield tile, matching frames their shields); "take none" only where the
                # rules let the player decline (a button says so then).
                last = next((a.kind for a in reversed(self._steps) if a.kind in ("hang", "excess")), None)
                if last == "excess":
                    return translate(
                        "ArtSocietyTable",
                        "Your excess painting brings a 1-shield decor tile: "
                        "drag it onto your wall (or to your assistant).",
                    )
                if "decor_skip" in kinds:
                    return translate(
                        "ArtSocietyTable",
                        "Matching frames: drag a decor tile onto your wall (or to your assistant), or take none.",
                    )
                return translate(
                    "ArtSocietyTable",
                    "Matching frames: drag a decor tile onto your wall (or to your assistant).",
                )
            if not turn.get("took"):
                if viewer is not None and not self._room_for_an_offer(view, viewer):
                    # No room: the painting goes into your hand (or to a free assistant).
                    if view["assistants"][viewer] is None:
                        return translate(
                            "ArtSocietyTable",
                            "No painting on offer fits your wall: drag one to your assistant, "
                            "or into your hand to choose what to do with it.",
                        )
                    return translate(
                        "ArtSocietyTable",
                        "No painting on offer fits your wall: drag one into your hand, "
                        "then choose what to do with it.",
                    )
                return translate(
                    "ArtSocietyTable",
                    "Your pick: drag a painting from the row onto your wall, or onto your assistant.",
                )
            if turn.get("held") is not None:
                if "swap" in kinds or "excess" in kinds:  # (the engine offers these only without room)
                    if "assist" in kinds:
                        return translate(
                            "ArtSocietyTable",
                            "The painting in your hand fits nowhere on your wall: drag it to your "
                            "assistant, or choose below what to do with it.",
                        )
                    return translate(
                        "ArtSocietyTable",
                        "The painting in your hand fits nowhere on your wall: choose below what to do with it.",
                    )
                if turn.get("must_hang"):
                    return translate("ArtSocietyTable", "Hang the painting from the museum on your wall.")
                return translate("ArtSocietyTable", "Drag the painting in your hand onto your wall.")
            return translate(
                "ArtSocietyTable", "Confirm your turn, or take it back to hang things elsewhere."
            )
        return ""

    def _room_for_an_offer(self, view: dict[str, Any], viewer: int) -> bool:
        """Some painting the seat may take fits somewhere on its wall."""
        from modernart_desktop.games.art_society import gallery as G
        from modernart_desktop.ui.games.art_society import planning as P

        wall = P.wall_of(view, viewer)
        sizes = {(C.TILES[a.tile].w, C.TILES[a.tile].h) for a in self._legal.of_kind("take")}  # type: ignore[attr-defined]
        return not sizes or any(G.legal_anchors(wall, w, h) for w, h in sizes)

    def _bids_text(self, view: dict[str, Any], names: list[str]) -> str:
        lines = []
        history = view.get("history") or []
        if history:
            last = history[-1]
            # Picking order: highest first; ties go down the stacks (the engine's order).
            order = view.get("order") or sorted(range(len(last)), key=lambda s: -last[s])
            self.side.reveal.set_bids([(texts.seat_name(names, s), last[s], s) for s in order])
            if view.get("order"):
                lines.append(translate("ArtSocietyTable", "Lollipops revealed, in picking order."))
            else:
                lines.append(translate("ArtSocietyTable", "The lollipops of the last round."))
        else:
            self.side.reveal.set_bids([])
        starts = ", ".join(
            f"{texts.seat_name(names, s)} {v}" for s, v in enumerate(view.get("start_lollipops") or [])
        )
        if starts:
            lines.append(fill(translate("ArtSocietyTable", "Start lollipops (ties): {bids}"), bids=starts))
        return "\n".join(lines)

    # -- intents ----------------------------------------------------------------------------------
    def _send(self, what: tuple[str, int]) -> None:
        kind, value = what
        for action in self._legal.of_kind(kind):
            if getattr(action, "stack" if kind == "pick_stack" else "lollipop") == value:
                self._emit(action)
                return

    def _emit(self, action: Action) -> None:
        self._queue = []
        self._after_mouse = False
        self._send_action(action)

    def _send_action(self, action: Action) -> None:
        """Send one action; a pick turn's steps are remembered (taking the turn back or
        confirming it starts them afresh)."""
        if action.kind in ("reset", "confirm"):
            self._steps = []
        elif self._view is not None and self._view.get("phase") == "pick":
            self._steps.append(action)
        self.intent.emit(action)

    def _on_dropped(self, actions: tuple[Action, ...]) -> None:
        """A drop's first step goes now; the others follow as the engine answers."""
        first, *rest = actions
        self._after_mouse = self.scene.by_mouse
        self._queue = list(rest)
        self._sent_on = self._signature(self._view)
        self._send_action(first)

    @staticmethod
    def _signature(view: dict[str, Any] | None) -> str:
        return json.dumps(view, sort_keys=True, default=str)

    def _send_queued(self, view: dict[str, Any], legal: LegalActions, mine: bool) -> None:
        if not self._queue:
            return
        if self._signature(view) == self._sent_on:
            return  # the engine has not answered the last step yet
        action = self._queue.pop(0)
        if not mine or action not in legal:
            self._queue = []
            return
        self._sent_on = self._signature(view)
        self._pending += 1  # (busy until it is on its way)
        QTimer.singleShot(0, partial(self._send_later, action))

    def _send_later(self, action: Action) -> None:
        self._pending -= 1
        self._send_action(action)

    def busy(self) -> bool:
        """A drop's later steps are still on their way to the engine."""
        return bool(self._queue) or self._pending > 0

    def clear(self) -> None:
        self._queue = []
        self._view = None
        self.scene.show_view(
            {"seat": None, "walls": [], "auction": [], "picked": [], "phase": "", "assistants": []},
            LegalActions(),
            False,
        )
        self.side.clear_choices()
        self.side.hide_unused()
        for box in self.seat_boxes:
            box.hide()

    # -- the end ------------------------------------------------------------------------------
    def final_details(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> QWidget | None:
        return FinalBreakdown(view, names)

    def final_ranking_anchor(self) -> QWidget | None:
        """The ranking stands over your desk (the largest part, and nothing is on offer
        any more), beside the line-by-line sheet; "See the final board" uncovers it."""
        return self.desk

    # -- the coach points at these parts by name ------------------------------------------
    def anchor_rect(self, name: str) -> QRect | None:
        """`wall`, `place:<row>,<col>,<w>,<h>` (cells of the wall), `tile:<id>` (a tile on
        the desk: the auction row, the held or assistant slot), `held`, `assistant`,
        `decor` (the decor tray), `lollipop:<n>`, `stack:<i>`, `confirm`, `reset`,
        `museum`, `side` (the prompt and its controls), `seat:<n>`."""
        from modernart_desktop.ui.games.art_society import scene as S

        kind, _, arg = name.partition(":")
        area: QRectF | None = None
        if kind == "place":
            r, c, w, h = (int(x) for x in arg.split(","))
            area = QRectF(S.WALL.x() + c * S.CELL, S.WALL.y() + r * S.CELL, w * S.CELL, h * S.CELL)
        elif kind == "tile" and arg.lstrip("-").isdigit():
            item = next((i for i in self.scene.items_by_key.values() if i.tile == int(arg)), None)
            area = item.sceneBoundingRect() if item is not None else None
        elif name in ("wall", "held", "assistant", "decor"):
            area = {"wall": S.WALL_RECT, "held": S.HELD_BOX, "assistant": S.ASSIST_BOX, "decor": S.DECOR_BOX}[
                name
            ]
        if area is not None:
            if not self.desk.isVisible():
                return None
            box = self.desk.mapFromScene(area).boundingRect()
            return QRect(self.desk.viewport().mapTo(self, box.topLeft()), box.size())
        for button in self.side.findChildren(QPushButton):
            if button.property("anchor") == name:
                return widget_rect(self, button)
        if kind == "seat" and arg.isdigit() and self._view is not None:
            others = seats_around(self._view["players"], self._viewer)
            index = others.index(int(arg)) if int(arg) in others else -1
            return widget_rect(self, self.seat_boxes[index] if 0 <= index < len(self.seat_boxes) else None)
        parts: dict[str, QWidget] = {"museum": self.museum, "side": self.side}
        return widget_rect(self, parts[name]) if name in parts else super().anchor_rect(name)

    def action_anchor(self, action: Action, plan: Any) -> str | None:
        kind = action.kind
        row, col = getattr(action, "row", None), getattr(action, "col", None)
        if kind == "hang_start" and self._view is not None and self._viewer is not None:
            t = C.TILES[self._view["start_tiles"][self._viewer]]
            return f"place:{row},{col},{t.w},{t.h}"
        if kind == "hang":
            t = C.TILES[getattr(action, "tile", 0)]
            return f"place:{row},{col},{t.w},{t.h}"
        if kind in ("decor", "decor_exchange"):
            w, h = C.DECOR_SHAPES[getattr(action, "shape", 0)]
            return f"place:{row},{col},{w},{h}"
        if kind in ("take", "swap"):
            return f"tile:{getattr(action, 'tile', -1)}"
        if kind in ("assist", "decor_assist"):
            return "assistant"
        if kind == "pick_stack":
            return f"stack:{getattr(action, 'stack', 0)}"
        if kind == "bid":
            return f"lollipop:{getattr(action, 'lollipop', 0)}"
        if kind in ("confirm", "reset"):
            return kind
        return "side"

    def retranslate(self) -> None:
        if self._view is not None:
            self.show_view(self._view, self._legal, self._seats, self._viewer)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_rows()

    def apply_zoom(self, zoom: float) -> None:
        self.fit_rows()

    def fit_rows(self) -> None:
        """The desk gets the height its scene fills at the width it has; the other
        players' walls above get the rest (never less than a readable strip)."""
        if self._boxes_in_grid:
            self.seats_strip.setMaximumHeight(16777215)
            self.seats_strip.setMinimumHeight(0)
            return
        m = self._outer.contentsMargins()
        spacing = self._left.spacing()
        width = self.width() - m.left() - m.right() - self.side.width() - px(self, 8)
        height = self.height() - m.top() - m.bottom()
        if self.paused_banner.isVisible():
            height -= self.paused_banner.sizeHint().height() + self._outer.spacing()
        scale = width / SCENE_RECT.width()
        desk = SCENE_RECT.height() * scale
        strip = max(px(self, 150), int(height - desk - spacing))
        self.seats_strip.setFixedHeight(max(0, min(strip, height - px(self, 280))))
        # A box is at most half as wide again as its wall at that height: fewer players
        # share the strip, yet no box is a wide frame around a small wall.
        wall_h = self.seats_strip.height() - px(self, 46)
        box_w = int(1.4 * (wall_h / C.ROWS * C.COLS + px(self, 62)))
        for box in self.seat_boxes:
            box.setMaximumWidth(max(px(self, 200), box_w))

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_backdrop(
            WALL.lighter(120), WALL_DARK, centre_y=0.45, reach=0.8, step=5, vertical=True, alpha=7
        )
