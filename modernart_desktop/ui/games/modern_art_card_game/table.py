"""The card game's table: the other seats on top, the five artist cards with their
tokens beside the deck, the extra card and the score sheet, the prompt, and at
the bottom your paintings grouped by artist and your hand."""

from __future__ import annotations

from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES, CARD_KIND
from modernart_desktop.host.table import SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.fit import keep_on_screen
from modernart_desktop.ui.common.paused_banner import PausedBanner
from modernart_desktop.ui.common.seat_frame import SeatFrame
from modernart_desktop.ui.common.zoom import px, zoom_of
from modernart_desktop.ui.games.base import GameTable, card_rect, seats_around, widget_rect
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.games.modern_art_card_game.cards import CARD_RATIO
from modernart_desktop.ui.games.modern_art_card_game.prompt import Ctx, PromptPanel
from modernart_desktop.ui.games.modern_art_card_game.scoring import RoundScoringDialog
from modernart_desktop.ui.games.modern_art_card_game.style import TABLE_QSS, WALL, WALL_DARK
from modernart_desktop.ui.games.modern_art_card_game.widgets import (
    ArtistColumn,
    DeckView,
    DisplayView,
    HandView,
    ScoreSheet,
)
from modernart_desktop.ui.texts import counted
from modernart_desktop.ui.theme import set_flag

translate = QCoreApplication.translate


def seat_status(view: dict[str, Any], seat: int, thinking: set[int], paused: bool = False) -> str:
    if paused and seat in view["active"]:
        return translate("CardGameTable", "paused")
    sim = view.get("simultaneous")
    if sim and sim["taking_part"][seat]:
        if sim["committed"][seat]:
            return translate("CardGameTable", "has chosen")
        return translate("CardGameTable", "choosing…")
    if seat in thinking:
        return translate("CardGameTable", "thinking…")
    if view["hand_sizes"][seat] == 0 and view["phase"] not in ("bonus", "over"):
        return translate("CardGameTable", "out of cards")
    return ""


class SeatBox(SeatFrame):
    """Another seat: name, who plays it, cards in hand, points, and its paintings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("SeatBox", parent, margins=(10, 4, 10, 4), spacing=2)
        self.points = QLabel(self)
        self.points.setObjectName("Points")
        self.top.addWidget(self.name)
        self.top.addStretch(1)
        self.top.addWidget(self.points)
        self.kind.setWordWrap(True)
        # The "Turn" badge on the status line, never over the points beside the name.
        self.box.removeWidget(self.status)
        status_row = QHBoxLayout()
        status_row.setSpacing(6)
        status_row.addWidget(self.role)
        status_row.addWidget(self.status, 1)
        self.box.addLayout(status_row)
        # Who the seat is on the left, its paintings this round beside it (the width of
        # the box goes to the cards): the frame's rows move into a column of their own.
        info = QVBoxLayout()
        info.setSpacing(2)
        while self.box.count():
            item = self.box.takeAt(0)
            widget = item.widget() if item is not None else None
            inner = item.layout() if item is not None else None
            if widget is not None:
                info.addWidget(widget)
            elif inner is not None:
                inner.setParent(None)
                info.addLayout(inner)
        info.addStretch(1)
        self.info = QWidget(self)
        self.info.setLayout(info)
        info.setContentsMargins(0, 0, 0, 0)
        self.info.setFixedWidth(px(self, self.INFO_WIDTH))
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addWidget(self.info)
        self.display = DisplayView(self, card_width=60)
        row.addWidget(self.display, 1, Qt.AlignmentFlag.AlignVCenter)
        self.box.addLayout(row)

    INFO_WIDTH = 190

    def apply_zoom(self, zoom: float) -> None:
        self.info.setFixedWidth(px(self, self.INFO_WIDTH))

    def show_seat(
        self, seat: int, view: dict[str, Any], info: SeatInfo, thinking: set[int], paused: bool = False
    ) -> None:
        turn = view["phase"] in ("play", "second_up", "second_down", "award") and view["turn"] == seat
        held = view["hand_sizes"][seat]  # (lupdate reads plain names only as the count)
        kind = (
            texts.seat_kind(view["game"], info)
            + "\n"
            + counted(
                lambda k: translate("CardGameTable", "%n in hand", "", k),
                held,
            )
        )
        self.show_common(
            seat,
            info.name,
            kind,
            translate("CardGameTable", "Turn") if turn else "",
            seat_status(view, seat, thinking, paused),
            seat in view["active"],
        )
        self.points.setText(N.points(view["scores"][seat]))
        self.display.set_cards(
            view["displays"][seat], view["face_down"][seat], view["face_down_counts"][seat]
        )


class MyBox(QFrame):
    """The seat on screen: its hand, along the table's foot, and (in `shown`, a panel the
    table places beside the prompt) its name, points and paintings this round, its
    face-down cards visible to it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MyBox")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 3, 12, 3)  # (the hand has room to rise when chosen)
        row.setSpacing(12)
        self.hidden_note = QLabel(self)  # hot-seat: why the hand lies face down
        self.hidden_note.setObjectName("Muted")
        self.hidden_note.setWordWrap(True)
        self.hidden_note.setFixedWidth(px(self, 200))
        self.hidden_note.hide()
        row.addWidget(self.hidden_note)
        self.hand = HandView(self, card_width=96)
        row.addWidget(self.hand, 1)
        self.shown = QFrame(parent)
        self.shown.setObjectName("MyBox")
        col = QVBoxLayout(self.shown)
        col.setContentsMargins(12, 6, 12, 6)
        col.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(12)
        self.name = QLabel(self.shown)
        self.name.setObjectName("SeatName")
        self.points = QLabel(self.shown)
        self.points.setObjectName("Points")
        top.addWidget(self.name)
        top.addStretch(1)
        top.addWidget(self.points)
        col.addLayout(top)
        self.display = DisplayView(self.shown, card_width=60)
        col.addWidget(self.display)
        col.addStretch(1)

    def apply_zoom(self, zoom: float) -> None:
        self.hidden_note.setFixedWidth(px(self, 200))

    def show_seat(self, seat: int, view: dict[str, Any], info: SeatInfo, hidden: bool = False) -> None:
        """`hidden`: hot-seat between decisions; `view` is then the public view."""
        self.name.setText(info.name)
        self.points.setText(N.points(view["scores"][seat]))
        self.display.set_cards(
            view["displays"][seat], view["face_down"][seat], view["face_down_counts"][seat]
        )
        if not hidden:
            self.display.setToolTip(
                translate("CardGameTable", "Your paintings this round; face-down ones are dimmed.")
                + "\n"
                + self.display.toolTip()
            )
        self.hidden_note.setText(
            translate(
                "CardGameTable",
                "Your hand and face-down cards stay hidden until your turn: others may be looking.",
            )
        )
        self.hidden_note.setVisible(hidden and view["phase"] != "over")  # (no turn comes after the end)
        set_flag(self, "active", seat in view["active"])
        set_flag(self.shown, "active", seat in view["active"])

    def clear(self) -> None:
        self.name.setText("")
        self.points.setText("")
        self.display.set_cards([], [], 0)
        self.hand.set_cards([], set())


class CardGameTable(GameTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardGameTable")
        self.setStyleSheet(TABLE_QSS)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 6, 12, 6)  # (a 1280x720 screen under a panel is short)
        outer.setSpacing(8)
        # The other seats, two to a row from four players on: each seat's paintings this
        # round get the width of half the table (readable cards, never thumbnails).
        self.seats_grid = QGridLayout()
        self.seats_grid.setHorizontalSpacing(8)
        self.seats_grid.setVerticalSpacing(6)
        outer.addLayout(self.seats_grid)
        self.paused_banner = PausedBanner(self)
        outer.addWidget(self.paused_banner)
        board = QFrame(self)
        board.setObjectName("BoardBox")
        board_row = QHBoxLayout(board)
        board_row.setContentsMargins(8, 8, 8, 8)
        board_row.setSpacing(6)
        self.columns = [ArtistColumn(a, board) for a in range(len(ARTIST_NAMES))]
        for column in self.columns:
            column.clicked.connect(self.prompt_award)
            board_row.addWidget(column)
        sheet_box = QFrame(board)
        sheet_box.setObjectName("SheetBox")
        sheet_layout = QVBoxLayout(sheet_box)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        self.sheet = ScoreSheet(sheet_box)
        sheet_layout.addWidget(self.sheet)
        sheet_layout.addStretch(1)
        board_row.addWidget(sheet_box)
        outer.addWidget(board)
        # Your paintings this round, what you are asked, and the deck with the extra card.
        self.me = MyBox(self)
        lower = QHBoxLayout()
        lower.setSpacing(8)
        lower.addWidget(self.me.shown, 4)
        self.prompt = PromptPanel(self)
        self.prompt.intent.connect(self.intent)
        lower.addWidget(self.prompt, 6)
        deck_box = QFrame(self)
        deck_box.setObjectName("SheetBox")
        deck_layout = QVBoxLayout(deck_box)
        deck_layout.setContentsMargins(4, 4, 4, 4)
        self.deck = DeckView(deck_box)
        deck_layout.addWidget(self.deck, 0, Qt.AlignmentFlag.AlignCenter)
        lower.addWidget(deck_box)
        # The prompt's row takes the table's spare height, so its text never moves the
        # board, the hand or the prompt's own buttons (they keep to its foot).
        outer.addLayout(lower, 1)
        outer.addWidget(self.me)
        self.me.hand.selection_changed.connect(self._on_selection)
        self.me.hand.activated.connect(self._on_activated)
        # A card sent off leaves the hand; an identical twin left behind must not look chosen.
        self.intent.connect(lambda _action: self.me.hand.select(None))
        self.seat_boxes: list[SeatBox] = []
        self._ctx: Ctx | None = None
        self._seats: list[SeatInfo] = []
        self._decision: tuple[Any, ...] | None = None  # the seat's current decision (None: none)
        self._placed = 0  # the other seats placed in the grid
        self._watching = False  # the scroll area's view, for its height (see _room_height)

    # -- rendering ----------------------------------------------------------------------
    def show_view(
        self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo], viewer: int | None
    ) -> None:
        self._seats = list(seats)
        names = [s.name for s in seats]
        thinking = self.thinking_seats(view, seats)
        keep = self._ctx is not None and self._ctx.viewer == viewer
        ctx = Ctx(view, legal, names, viewer, self.me.hand.selected() if keep else None, thinking)
        self._ctx = ctx
        n = view["players"]
        others = seats_around(n, viewer)
        while len(self.seat_boxes) < len(others):
            box = SeatBox(self)
            self.seat_boxes.append(box)
        self._place_seats(len(others))
        for box, seat in zip(self.seat_boxes, others):
            box.show_seat(seat, view, seats[seat], thinking, self.paused)
            box.show()
        for box in self.seat_boxes[len(others) :]:
            box.hide()
        self._show_board(ctx)
        self.sheet.set_sheet(names, view["rounds"], view["scores"])
        if viewer is None:
            self.me.hide()
            self.me.shown.hide()
        else:
            self.me.show()
            self.me.shown.show()
            self.me.show_seat(viewer, view, seats[viewer], self.secrets_hidden)
            if self.secrets_hidden:  # hot-seat, between decisions: the hand lies face down
                self.me.hand.set_cards([None] * view["hand_sizes"][viewer], set())
            else:
                self.me.hand.set_cards(view["hand"] or [], ctx.playable_cards() if ctx.mine else set())
            ctx.selected = self.me.hand.selected()
        self.prompt.update_from(ctx)
        # A paused table (a LAN player is away) waits: nothing can be clicked.
        waiting = self.paused and view["phase"] != "over"
        self.paused_banner.setVisible(waiting)
        self.prompt.setEnabled(not waiting)
        self.me.hand.setEnabled(not waiting)
        for column in self.columns:
            column.setEnabled(not waiting)
        self._focus_decision(ctx, waiting)

    def _seat_rows(self, count: int) -> int:
        return 1 if count <= 2 else (count + 1) // 2

    def _place_seats(self, count: int) -> None:
        """Two seats to a row from three other seats on (a third alone spans the row)."""
        items = [self.seats_grid.itemAt(i) for i in range(self.seats_grid.count())]
        placed = [w for w in (item.widget() for item in items if item is not None) if w is not None]
        if placed == self.seat_boxes[:count] and self._placed == count:
            return
        for widget in placed:
            self.seats_grid.removeWidget(widget)
        for i, box in enumerate(self.seat_boxes[:count]):
            if count <= 2:
                self.seats_grid.addWidget(box, 0, i)
            else:
                row, col = divmod(i, 2)
                span = 2 if i == count - 1 and count % 2 else 1
                self.seats_grid.addWidget(box, row, col, 1, span)
        self._placed = count
        self._fit_height()

    def _focus_decision(self, ctx: Ctx, waiting: bool) -> None:
        """The keyboard goes where the decision is made: a new decision (or one whose
        focused card just left the hand) takes the focus to the first card that may be
        played (arrow keys walk the hand, Enter plays), else to the prompt's button."""
        view = ctx.view
        mine = ctx.mine and not waiting and not self.secrets_hidden
        decision = (ctx.viewer, view["phase"], view.get("round"), view.get("turn")) if mine else None
        fresh = decision is not None and decision != self._decision
        self._decision = decision
        if decision is None:
            return
        focus = self.window().focusWidget() if self.window() is not None else None
        lost = focus is None or not focus.isVisible() or not focus.isEnabled() or not self.isAncestorOf(focus)
        if not (fresh or lost):
            return
        target = self.focus_target()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            card = getattr(target, "card", None)
            if card is not None and target in self.me.hand.buttons():
                self.me.hand.select(card)  # (even where the window is not active yet)

    def decision_text(self) -> str:
        """The decision in words, for a screen reader's "your turn" (the prompt's line)."""
        return self.prompt.text.text()

    def focus_target(self) -> QWidget | None:
        """Where the keyboard answers the current decision (None: nothing to answer)."""
        cards = [b for b in self.me.hand.buttons() if b.isEnabled()]
        if cards:
            selected = self.me.hand.selected()
            return next((b for b in cards if b.card == selected), cards[0])
        return self.prompt.focus_target()

    def _show_board(self, ctx: Ctx) -> None:
        view = ctx.view
        scoring = view.get("scoring")
        extra_artist = None
        if view["extra"] is not None:
            from modernart_desktop.games.modern_art_card_game.components import CARD_ARTIST

            extra_artist = CARD_ARTIST[view["extra"]]
        awarding = ctx.mine and view["phase"] == "award"
        for a, column in enumerate(self.columns):
            tokens = [r[a] for r in view["value_tokens"] if r[a]]
            value = place = None
            if scoring is not None:
                value = scoring["values"][a]
                place = scoring["ranking"].index(a) if a in scoring["ranking"] else None
            column.set_state(
                tokens,
                view["awards"][a],
                view["face_up_counts"][a],
                view["round_limit"],
                extra_artist == a,
                value,
                place,
                awarding,
            )
        self.deck.set_state(view["deck_size"], view["extra"])

    def prompt_award(self, artist: int) -> None:
        """Clicking an artist card while placing an award token places it there."""
        self.prompt._award(artist)

    def _on_selection(self, card: int | None) -> None:
        if self._ctx is not None:
            self._ctx.selected = card
            self.prompt.update_from(self._ctx)

    def _on_activated(self, card: int) -> None:
        if self._ctx is None:
            return
        action = self._ctx.card_action(card)
        if action is not None:
            self.intent.emit(action)

    def clear(self) -> None:
        self._ctx = None
        self.me.clear()
        for box in self.seat_boxes:
            box.hide()

    # -- announcements --------------------------------------------------------------------
    def on_public_events(
        self,
        events: list[tuple[int, Event]],
        view: dict[str, Any],
        seats: list[SeatInfo],
        private_view: dict[str, Any] | None,
    ) -> None:
        viewer = private_view.get("seat") if private_view is not None else None
        for _seq, event in events:
            if event.code == "round/scored":
                names = [s.name for s in seats]
                dialog = RoundScoringDialog(event.params, names, viewer, self.window())
                self.open_round_dialog(dialog)
                # Centred on the table's window every round, the last one too (the game's
                # end, opening its own panels then, left it at the screen's corner).
                QTimer.singleShot(0, partial(self._centre, dialog))

    def _centre(self, dialog: QDialog) -> None:
        if not shiboken6.isValid(dialog) or not dialog.isVisible() or not self.window().isVisible():
            return
        frame = dialog.frameGeometry()
        frame.moveCenter(self.window().frameGeometry().center())
        dialog.move(dialog.pos() + (frame.topLeft() - dialog.frameGeometry().topLeft()))
        keep_on_screen(dialog)

    def final_details(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> QWidget | None:
        from modernart_desktop.ui.games.modern_art_card_game.final import FinalBreakdown

        return FinalBreakdown(view, names, ranking, winners)

    # -- the coach points at these parts by name ------------------------------------------
    def anchor_rect(self, name: str) -> QRect | None:
        """`hand`, `card:<id>` (that card or its twin in the hand), `column:<artist>`,
        `board`, `deck`, `prompt` (its `primary` and `secondary` buttons), `sheet`,
        `display` (your paintings), `seat:<n>`."""
        kind, _, arg = name.partition(":")
        if kind == "card" and arg.isdigit():
            return card_rect(self, self.me.hand.buttons(), int(arg), CARD_KIND)
        if kind == "column" and arg.isdigit() and int(arg) < len(self.columns):
            return widget_rect(self, self.columns[int(arg)])
        if kind == "seat" and arg.isdigit() and self._ctx is not None:
            others = seats_around(self._ctx.view["players"], self._ctx.viewer)
            index = others.index(int(arg)) if int(arg) in others else -1
            return widget_rect(self, self.seat_boxes[index] if 0 <= index < len(self.seat_boxes) else None)
        parts: dict[str, QWidget | None] = {
            "hand": self.me.hand,
            "board": self.columns[0].parentWidget(),
            "deck": self.deck,
            "prompt": self.prompt,
            "primary": self.prompt.primary,
            "secondary": self.prompt.secondary,
            "sheet": self.sheet,
            "display": self.me.display,
        }
        return widget_rect(self, parts[name]) if name in parts else super().anchor_rect(name)

    def action_anchor(self, action: Action, plan: Any) -> str | None:
        card = getattr(action, "card", None)
        if card is not None:
            return f"card:{card}"
        if action.kind == "award":
            return f"column:{getattr(action, 'artist', 0)}"
        return "prompt"

    def show_hint(self, action: Action, plan: Any) -> str | None:
        """The hinted move takes the keyboard and the choice, so Enter plays the hint:
        its card (or an identical twin) becomes the focused, chosen card, the only one
        framed; a hinted button ("No second painting", "Done", an artist for the award)
        takes the focus, and no card stays chosen beside it."""
        hand = self.me.hand
        card = getattr(action, "card", None)
        if card is not None and 0 <= card < len(CARD_KIND):
            playable = [b.card for b in hand.buttons() if b.isEnabled() and b.card is not None]
            twins = [c for c in playable if CARD_KIND[c] == CARD_KIND[card]]
            if twins:
                hand.focus_card(card if card in twins else twins[0])
        else:
            button = self._hinted_button(action)
            if button is not None:
                hand.select(None)
                button.setFocus(Qt.FocusReason.OtherFocusReason)
        return self.action_anchor(action, plan)

    def _hinted_button(self, action: Action) -> QWidget | None:
        """The prompt's button that makes `action` (None: none shown and enabled)."""
        prompt = self.prompt
        button: QWidget | None = None
        if action.kind == "award":
            artist = getattr(action, "artist", -1)
            if 0 <= artist < len(prompt.artist_buttons):
                button = prompt.artist_buttons[artist]
        elif action == prompt._secondary_action:
            button = prompt.secondary
        if button is None or not button.isVisibleTo(prompt) or not button.isEnabled():
            return None
        return button

    def retranslate(self) -> None:
        if self._ctx is not None:
            self.show_view(self._ctx.view, self._ctx.legal, self._seats, self._ctx.viewer)

    # -- the cards' sizes -------------------------------------------------------------
    # Every card shown this round (yours and the others') has one size, and so has every
    # card in the hand: the largest pair for which the whole table fits the window's
    # height (in the 1280×720 layout's pixels, so the same layout grows with the zoom).
    # They depend on the window and the number of seats only, never on what is shown, so
    # nothing moves as the round fills the displays.
    SHOWN = (78, 72, 68, 64, 60, 58, 56)  # the widths tried, largest first
    HELD = (96, 92, 88, 84, 80, 76, 72)
    LEAST_PICTURE = 46  # how much the artist cards' pictures give up in a short room (a replay)
    BOARD_HEIGHT = 194  # the artist cards and the score sheet, in their frame (and its border)
    PROMPT_HEIGHT = 122  # the prompt's question, hint and buttons (and the deck)
    MAX_EXTRA = 80  # the most the artist cards' pictures grow
    SEAT_INFO_HEIGHT = 74  # a seat's name and points, who plays it and its hand, what it does

    def card_sizes(self) -> tuple[int, int]:
        """(a shown card's width, a hand card's width) in the 1280×720 layout's pixels."""
        return self._sizes()[:2]

    def _sizes(self) -> tuple[int, int, int]:
        """The cards' widths and the height to spare (that the artist cards' pictures take)."""
        zoom = zoom_of(self)
        height = self._room_height() / zoom - 12
        count = max(1, self._placed)
        rows = self._seat_rows(count)
        # A seat's paintings have room for three stacks and three more cards side by side.
        columns = 1 if count == 1 else 2
        width = self.width() / zoom - 24
        room = (width - 8 * (columns - 1)) / columns - 20 - SeatBox.INFO_WIDTH - 8
        # (and yours, beside the prompt: four tenths of the row the deck leaves)
        room = min(room, (width - 164 - 8 - 16) * 4 / 10 - 24)
        widest = max(self.SHOWN[-1], int((room - 12) / (3 + 3 * 0.36)))
        for shown in (w for w in self.SHOWN if w <= widest):
            for held in self.HELD:
                tall = round(shown * CARD_RATIO) + 4
                seats = rows * (max(tall, self.SEAT_INFO_HEIGHT) + 10) + (rows - 1) * 6
                lower = max(tall + 40, self.PROMPT_HEIGHT)
                hand = round(held * CARD_RATIO) + 16 + 8  # (the hand, its box and border)
                spare = height - (seats + self.BOARD_HEIGHT + lower + hand + 3 * 4)
                if spare >= 0:
                    return shown, held, int(spare)
        return self.SHOWN[-1], self.HELD[-1], int(spare)  # (short of room: below 0)

    def _room_height(self) -> int:
        """The height the table is given: in a scroll area (the replay page), that of the
        area's view, which the table may not fill when it is at its smallest."""
        view = self.parentWidget()
        if view is not None and isinstance(view.parentWidget(), QAbstractScrollArea):
            if not self._watching:
                self._watching = True
                view.installEventFilter(self)
            return view.height()
        return self.height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self._fit_height()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_height()
        super().resizeEvent(event)

    def apply_zoom(self, zoom: float) -> None:
        self._fit_height()

    def _fit_height(self) -> None:
        shown, held, spare = self._sizes()
        for column in self.columns:  # a larger picture rather than an empty prompt
            # (and a smaller one, down to a strip, where the room is short of the table)
            extra = max(0, min(self.MAX_EXTRA, spare - 16)) if spare >= 0 else max(-self.LEAST_PICTURE, spare)
            column.set_extra_height(extra)
        tall = max(round(shown * CARD_RATIO) + 4, self.SEAT_INFO_HEIGHT) + 10
        for box in self.seat_boxes:  # one height: a "Turn" badge or a status line moves nothing
            box.setFixedHeight(px(self, tall))
            box.display.set_card_width(shown)
        self.me.display.set_card_width(shown)
        self.me.hand.set_card_width(held)
        spacing = px(self, 4)
        layout = self.layout()
        if layout is not None and layout.spacing() != spacing:
            layout.setSpacing(spacing)

    # -- the gallery wall ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_backdrop(
            WALL.lighter(125), WALL_DARK, centre_y=0.4, reach=0.8, step=6, vertical=True, alpha=7
        )
