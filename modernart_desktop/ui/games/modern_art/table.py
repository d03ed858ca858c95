"""The Modern Art table: opponents on top beside the value board, the auction in the
middle, your paintings and hand at the bottom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.games.modern_art.components import ARTIST_NAMES, CARD_KIND
from modernart_desktop.host.table import SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.paused_banner import PausedBanner
from modernart_desktop.ui.common.seat_frame import SeatFrame
from modernart_desktop.ui.common.zoom import px, zoom_of
from modernart_desktop.ui.games.base import GameTable, card_rect, seats_around, widget_rect
from modernart_desktop.ui.games.modern_art.auction import AuctionArea, Ctx
from modernart_desktop.ui.games.modern_art.moments import sale_moment
from modernart_desktop.ui.games.modern_art.scoring import RoundScoringDialog
from modernart_desktop.ui.games.modern_art.style import FELT, FELT_DARK, TABLE_QSS
from modernart_desktop.ui.games.modern_art.widgets import HandCount, HandView, PaintingStrip, ValueBoard
from modernart_desktop.ui.texts import fill
from modernart_desktop.ui.theme import repolish, set_flag

translate = QCoreApplication.translate


def join_or(names: list[str]) -> str:
    """ "Nex", "Nex or Koriko", "Nex, Bahut or Koriko"."""
    if len(names) <= 1:
        return "".join(names)
    return fill(translate("Board", "{names} or {last}"), names=", ".join(names[:-1]), last=names[-1])


def seat_status(view: dict[str, Any], seat: int, thinking: set[int], paused: bool = False) -> str:
    """A few words on what a seat is doing in the current auction."""
    auc = view.get("auction")
    if paused and seat in view["active"]:
        return translate("Seats", "paused")
    if seat in thinking:
        return translate("Seats", "thinking…")
    if auc is None:
        return ""
    if auc["type"] == "open":
        if auc.get("high_bidder") == seat:
            return fill(translate("Seats", "high bid {amount}"), amount=texts.money(auc["high_bid"]))
        if (auc.get("passed") or [])[seat : seat + 1] == [True]:
            return translate("Seats", "passed")
    if auc["type"] == "once" and auc.get("high_bidder") == seat:
        return fill(translate("Seats", "high bid {amount}"), amount=texts.money(auc["high_bid"]))
    if auc["type"] == "sealed" and (auc.get("committed") or [])[seat : seat + 1] == [True]:
        return translate("Seats", "fist closed")
    return ""


class SeatPanel(SeatFrame):
    """Another seat: name, who plays it, cards in hand, money (yours or when open),
    paintings bought this round, and marks for the auctioneer and the seat to act."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("SeatPanel", parent)
        self.apply_zoom(zoom_of(self))
        self.top.addWidget(self.name)
        self.top.addStretch(1)
        self.top.addWidget(self.role)
        # The cards in hand, the money and the paintings bought this round (by artist,
        # as large as the panel lets them be) in a part of their own, laid out for a
        # tall panel (the paintings under the rest) or a short one (beside the rest).
        self.content = QWidget(self)
        self.hand = HandCount(self.content)
        self.money = QLabel(self.content)
        self.money.setObjectName("Money")
        self.paintings = PaintingStrip(self.content, thumb=16, grouped=True)
        self.grid = QGridLayout(self.content)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(3)
        self.body.addWidget(self.content, 1)
        self.box.setStretchFactor(self.body, 1)  # the panel's height goes to the paintings
        self._beside: bool | None = None
        self.set_paintings_beside(False)

    def set_paintings_beside(self, beside: bool) -> None:
        """Short panels (two rows of seats) put the paintings beside the hand and the
        money, so they keep a readable size; tall ones put them underneath."""
        if beside == self._beside:
            return
        self._beside = beside
        grid = self.grid
        for widget in (self.hand, self.money, self.paintings):
            grid.removeWidget(widget)
        for k in range(3):
            grid.setRowStretch(k, 0)
            grid.setColumnStretch(k, 0)
        # A short panel puts the money beside the cards in hand and what the seat is
        # doing under them, all beside the paintings: a line fewer, so five seats fit
        # a 1280x720 screen.
        self.box.removeWidget(self.status)
        grid.removeWidget(self.status)
        if beside:
            grid.addWidget(self.hand, 0, 0)
            grid.addWidget(self.money, 0, 1)
            grid.addWidget(self.status, 1, 0, 1, 2)
            grid.addWidget(self.paintings, 0, 2, 3, 1)
            grid.setColumnStretch(2, 1)
            grid.setRowStretch(2, 1)
        else:
            self.box.addWidget(self.status)
            grid.addWidget(self.hand, 0, 0)
            grid.addWidget(self.money, 0, 1, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(self.paintings, 1, 0, 1, 2)
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(1, 1)

    def apply_zoom(self, zoom: float) -> None:
        self.setMinimumWidth(px(self, 150))

    def show_seat(
        self, seat: int, view: dict[str, Any], info: SeatInfo, thinking: set[int], paused: bool = False
    ) -> None:
        self.show_common(
            seat,
            info.name,
            texts.seat_kind(view["game"], info),
            _role(view, seat),
            seat_status(view, seat, thinking, paused),
            seat in view["active"],
        )
        self.hand.set_count(view["hand_sizes"][seat])
        money = view["money"][seat]
        self.money.setText(texts.money(money) if money is not None else translate("Seats", "money hidden"))
        self.money.setObjectName("Money" if money is not None else "Muted")
        repolish(self.money)
        self.money.setMinimumWidth(self.money.sizeHint().width())  # never squeezed by the paintings
        self.paintings.set_cards(view["bought"][seat])


class MysteryHandBox(QFrame):
    """3-player variant: the fourth hand, face down; its cards count as offered when revealed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SeatPanel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(3)
        self.title = QLabel(self)
        self.title.setObjectName("SeatName")
        box.addWidget(self.title)
        self.note = QLabel(self)
        self.note.setObjectName("Muted")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.hand = HandCount(self)
        box.addWidget(self.hand)
        box.addStretch(1)
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setMaximumWidth(px(self, 190))

    def show_size(self, n: int) -> None:
        self.title.setText(translate("Seats", "Mystery hand"))
        self.note.setText(
            translate(
                "Seats",
                "Face down. After an auction, its auctioneer may reveal one card: it counts as offered.",
            )
        )
        self.hand.set_count(n)


def _role(view: dict[str, Any], seat: int) -> str:
    auc = view.get("auction")
    if auc is not None and auc["auctioneer"] == seat:
        return translate("Seats", "Auctioneer")
    double = view.get("double")
    if double is not None and double["original"] == seat:
        return translate("Seats", "Auctioneer")
    if view.get("phase") == "offer" and view.get("turn") == seat:
        return translate("Seats", "Auctioneer")
    return ""


class MyArea(QFrame):
    """The seat on screen: its money, paintings bought, and its hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MyArea")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(14)
        info = QVBoxLayout()
        info.setSpacing(4)
        top = QHBoxLayout()
        self.name = QLabel(self)
        self.name.setObjectName("SeatName")
        self.role = QLabel(self)
        self.role.setObjectName("Role")
        self.role.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        top.addWidget(self.name)
        top.addWidget(self.role)
        top.addStretch(1)
        info.addLayout(top)
        self.money_caption = QLabel(self)
        self.money_caption.setObjectName("Muted")
        info.addWidget(self.money_caption)
        self.money = QLabel(self)
        self.money.setObjectName("BigNumber")
        info.addWidget(self.money)
        self.hidden_note = QLabel(self)  # hot-seat: why the hand lies face down
        self.hidden_note.setObjectName("Muted")
        self.hidden_note.setWordWrap(True)
        self.hidden_note.hide()
        info.addWidget(self.hidden_note)
        info.addStretch(1)
        self.money_caption.setWordWrap(True)
        holder = QWidget(self)
        holder.setFixedWidth(px(self, 190))
        holder.setLayout(info)
        self.holder = holder
        row.addWidget(holder)
        # The paintings bought this round in a column of their own beside the money, as
        # large as the area's height lets them be (the other seats' are as large or less).
        bought = QVBoxLayout()
        bought.setSpacing(4)
        self.paintings_caption = QLabel(self)
        self.paintings_caption.setObjectName("Muted")
        self.paintings_caption.setWordWrap(True)
        bought.addWidget(self.paintings_caption)
        self.paintings = PaintingStrip(self, thumb=20, grouped=True)
        bought.addWidget(self.paintings, 1)
        self.bought = QWidget(self)
        self.bought.setFixedWidth(px(self, self.BOUGHT_WIDTH))
        self.bought.setLayout(bought)
        bought.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.bought)
        self.hand = HandView(self, card_width=92)
        row.addWidget(self.hand, 1)
        self._money_public = False
        self._retranslate()

    BOUGHT_WIDTH = 166

    def apply_zoom(self, zoom: float) -> None:
        self.holder.setFixedWidth(px(self, 190))
        self.bought.setFixedWidth(px(self, self.BOUGHT_WIDTH))

    def _retranslate(self) -> None:
        self.money_caption.setText(
            translate("Seats", "Your money")
            if self._money_public
            else translate("Seats", "Your money (secret)")
        )
        self.paintings_caption.setText(translate("Seats", "Paintings bought this round"))
        self.hidden_note.setText(
            translate("Seats", "Your hand and money stay hidden until your turn: others may be looking.")
        )

    def show_seat(self, seat: int, view: dict[str, Any], info: SeatInfo, hidden: bool = False) -> None:
        """`hidden`: hot-seat between decisions; `view` is then the public view."""
        # at the end of the game, or with the open-money option, everyone's money shows
        self._money_public = all(m is not None for m in view["money"])
        self._retranslate()
        self.name.setText(info.name)
        money = view["money"][seat]
        self.money.setText(texts.money(money) if money is not None else "")
        self.money.setVisible(money is not None)
        self.hidden_note.setVisible(hidden and view["phase"] != "over")  # (no turn comes after the end)
        self.paintings.set_cards(view["bought"][seat])
        role = _role(view, seat)
        self.role.setText(role)
        self.role.setVisible(bool(role))
        set_flag(self, "active", seat in view["active"])

    def clear(self) -> None:
        self.name.setText("")
        self.money.setText("")
        self.role.hide()
        self.paintings.set_cards([])
        self.hand.set_cards([])


class _RoundWarning(QLabel):
    """The round's warning: it asks for the room of its longest form (`reserved`, kept
    even while hidden), so a roomy table never moves when it shows up; a short room may
    give it less, down to what its words of now need."""

    reserved = 0

    def hasHeightForWidth(self) -> bool:
        return False

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(self.reserved, self.minimumSizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        width = self.width() if self.width() > 0 else hint.width()
        return QSize(hint.width(), super().heightForWidth(width))


def _warning_text(warned: list[int]) -> str:
    return translate("Board", "One more %1 ends the round.").replace(
        "%1", join_or([ARTIST_NAMES[a] for a in warned])
    )


class ModernArtTable(GameTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ModernArtTable")
        self.setStyleSheet(TABLE_QSS)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        outer = QVBoxLayout(self)
        self._outer = outer
        self._fit_short_room(False)
        top = QHBoxLayout()
        top.setSpacing(10)
        # the other seats: one row, or two rows of two at a five-player table
        self.seats_row = QGridLayout()
        self.seats_row.setSpacing(8)
        top.addLayout(self.seats_row, 1)
        board_col = QVBoxLayout()
        board_col.setSpacing(4)
        self.board = ValueBoard(self)
        board_col.addWidget(self.board)
        self.round_warning = _RoundWarning(self)
        self.round_warning.setObjectName("RoundWarning")
        self.round_warning.setWordWrap(True)
        policy = self.round_warning.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the table does not jump when it shows up
        self.round_warning.setSizePolicy(policy)
        self.round_warning.hide()
        self._warning_room_for: tuple[int, str, str] | None = None  # (width, words, font) reserved for
        board_col.addWidget(self.round_warning)
        board_col.addStretch(1)
        top.addLayout(board_col)
        outer.addLayout(top)
        self.paused_banner = PausedBanner(self)
        outer.addWidget(self.paused_banner)
        self.auction = AuctionArea(self)
        self.auction.intent.connect(self.intent)
        outer.addWidget(self.auction, 1)
        self.me = MyArea(self)
        outer.addWidget(self.me)
        self.me.hand.selection_changed.connect(self._on_selection)
        self.me.hand.activated.connect(self._on_activated)
        # A card sent off leaves the hand; an identical twin left behind must not look chosen.
        self.intent.connect(lambda _action: self.me.hand.select(None))
        self.seat_panels: list[SeatPanel] = []
        self.mystery_box: MysteryHandBox | None = None
        self._was_mine = False  # the seat on screen had a decision to make
        self._deciding = False  # ... now, in this view:
        self._deciding_view: dict[str, Any] = {}
        self._decision: tuple = ()  # which one (a new one moves the keyboard focus)
        self.auction.moment.finished.connect(lambda: self.pause_requested.emit(self.MOMENT, False))
        # How many sales each seat on screen has seen: a new one plays its moment.
        self._sales_seen: dict[int | None, int] = {}
        self._ctx: Ctx | None = None
        self._seats: list[SeatInfo] = []

    # -- rendering ------------------------------------------------------------------
    def show_view(
        self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo], viewer: int | None
    ) -> None:
        self._seats = list(seats)
        names = [s.name for s in seats]
        # A new sale's moment starts first: it holds the computers, who then stop "thinking".
        self._play_new_sale(view, names, viewer)
        # A paused table (a LAN player is away) waits: no AI seat is thinking, nobody may act.
        thinking = self.thinking_seats(view, seats)
        selected = self.me.hand.selected() if self._ctx is not None and self._ctx.viewer == viewer else None
        ctx = Ctx(view, legal, names, viewer, selected, thinking)
        self._ctx = ctx
        n = view["players"]
        others = seats_around(n, viewer)
        while len(self.seat_panels) < len(others):
            panel = SeatPanel(self)
            panel.paintings.resized.connect(self._share_painting_size)
            self.seat_panels.append(panel)
        for panel, seat in zip(self.seat_panels, others):
            panel.show_seat(seat, view, seats[seat], thinking, self.paused)
            panel.show()
        for panel in self.seat_panels[len(others) :]:
            panel.hide()
        if (view.get("options") or {}).get("mystery_hand"):
            if self.mystery_box is None:
                self.mystery_box = MysteryHandBox(self)
            self.mystery_box.show_size(view.get("mystery_size") or 0)
            set_flag(self.mystery_box, "active", view.get("phase") == "mystery")
            self.mystery_box.show()
        elif self.mystery_box is not None:
            self.mystery_box.hide()
        self._arrange_seats(len(others))
        self.board.set_state(view["tokens"], view["counts"], view["round"])
        warned = self.board.warned_artists()
        self._reserve_warning_room()
        self.round_warning.setVisible(bool(warned) and view.get("phase") != "over")
        self.round_warning.setText(_warning_text(warned))
        if viewer is None:
            self.me.hide()
        else:
            self.me.show()
            self.me.show_seat(viewer, view, seats[viewer], self.secrets_hidden)
            if self.secrets_hidden:  # hot-seat, between decisions: the hand lies face down
                self.me.hand.set_cards([None] * view["hand_sizes"][viewer])
            else:
                self.me.hand.set_cards(view["hand"] or [], self._clickable_cards(ctx))
            ctx.selected = self.me.hand.selected()
        self.auction.update_from(ctx)
        self._share_painting_size()
        self._show_paused(view)
        self._focus_new_decision(ctx)

    def _share_painting_size(self) -> None:
        """Every other seat's paintings at one size (the smallest panel's)."""
        strips = [p.paintings for p in self.seat_panels if p.isVisibleTo(self)]
        shared = min((s.natural_width() for s in strips), default=None)
        for strip in strips:
            strip.share_width(shared)

    def _focus_new_decision(self, ctx: Ctx) -> None:
        """When a decision becomes this seat's, the keyboard goes where it is made: the
        amount box (typed amount + Enter bids), the buy button, or the first card that
        may be played (arrow keys move along the hand, Enter plays)."""
        view = ctx.view
        mine = ctx.viewer is not None and bool(ctx.legal)
        decision = (ctx.viewer, view.get("phase"), (view.get("auction") or {}).get("type"), view.get("round"))
        fresh = mine and (not self._was_mine or decision != self._decision)
        self._was_mine, self._decision = mine, decision
        self._deciding, self._deciding_view = mine, view
        if not fresh:
            return
        target = self.focus_target()
        if target is None:
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(target, QAbstractSpinBox):
            target.selectAll()

    def focus_target(self) -> QWidget | None:
        """Where the keyboard answers this seat's decision now (None: none): the first
        card that may be offered, else the auction panel's control. The table page moves
        a focus left on a control that went away here (the amount box disabled when the
        others' bids outrun your money: the Pass button, not the game log)."""
        if not self._deciding:
            return None
        target: QWidget | None = None
        if self.auction.panel_key(self._deciding_view) in ("offer", "double"):
            target = next((b for b in self.me.hand.buttons() if b.isEnabled()), None)
        return target or self.auction.current_panel().focus_target()

    def _show_paused(self, view: dict[str, Any]) -> None:
        waiting = self.paused and view.get("phase") != "over"
        self.paused_banner.setVisible(waiting)
        self.auction.setEnabled(not waiting)
        self.me.hand.setEnabled(not waiting)

    def _play_new_sale(self, view: dict[str, Any], names: list[str], viewer: int | None) -> None:
        """The latest sale this seat has not seen yet gets its moment on the block
        (in hot-seat, a player who was behind the curtain sees it when coming back)."""
        history = view.get("history") or []
        seen = self._sales_seen.get(viewer)
        self._sales_seen[viewer] = len(history)
        if seen is None or len(history) <= seen or self.animation_scale <= 0:
            return
        if self.auction.moment.play(sale_moment(history[-1], names), self.animation_scale):
            self.pause_requested.emit(self.MOMENT, True)

    def moment_playing(self) -> bool:
        return self.auction.moment.playing()

    def _fit_short_room(self, short: bool) -> None:
        """A short room (a 1280x720 screen under a panel and a title bar) packs the
        table's parts closer, so the auction and the hand keep their size."""
        margin, spacing = (6, 4) if short else (12, 10)
        self._outer.setContentsMargins(margin, margin, margin, margin)
        self._outer.setSpacing(spacing)

    def resizeEvent(self, event: QResizeEvent) -> None:
        short = self.height() < px(self, 690)
        if short != (self._outer.spacing() == 4):
            self._fit_short_room(short)
        super().resizeEvent(event)
        self._reserve_warning_room()

    def _reserve_warning_room(self) -> None:
        """The round's warning ("One more Manuel Carvalho or Sigrid Thaler ends the round.")
        may take two lines or more: the room of its longest form at the board's width is
        kept from the start, so nothing on the table moves when it shows up."""
        label = self.round_warning
        width = self.board.width()
        key = (width, translate("Board", "One more %1 ends the round."), label.font().toString())
        if width <= 0 or key == self._warning_room_for:
            return
        self._warning_room_for = key
        shown = label.text()
        names = sorted(range(len(ARTIST_NAMES)), key=lambda a: -len(ARTIST_NAMES[a]))
        need = 0
        for warned in [[a] for a in names] + [sorted(names[:2]), sorted(names[:3])]:
            label.setText(_warning_text(warned))
            need = max(need, QLabel.heightForWidth(label, width))
        label.setText(shown)
        label.reserved = need
        label.updateGeometry()

    def _arrange_seats(self, n: int) -> None:
        """Four seats sit two by two, five three and two (each keeps room for its name
        and money); fewer sit side by side, the mystery hand after them."""
        boxes: list[QWidget] = list(self.seat_panels[:n])
        if self.mystery_box is not None and self.mystery_box.isVisibleTo(self):
            boxes.append(self.mystery_box)
        cols = {4: 2, 5: 3}.get(len(boxes), max(1, len(boxes)))
        for panel in self.seat_panels[:n]:  # two rows of seats: short panels
            panel.set_paintings_beside(len(boxes) > cols)
        for i, box in enumerate(boxes):
            row, col = divmod(i, cols)
            index = self.seats_row.indexOf(box)
            if index >= 0 and self.seats_row.getItemPosition(index)[:2] == (row, col):  # type: ignore[index]  # PySide6's stub says object; Qt returns (row, column, rows, columns)
                continue
            self.seats_row.removeWidget(box)
            self.seats_row.addWidget(box, row, col)
        for col in range(4):
            self.seats_row.setColumnStretch(col, 1 if col < cols else 0)

    def _clickable_cards(self, ctx: Ctx) -> set[int]:
        return ctx.playable_cards(("offer", "add_second"), CARD_KIND)

    def _on_selection(self, card: int | None) -> None:
        if self._ctx is not None:
            self._ctx.selected = card
            self.auction.update_from(self._ctx)

    def _on_activated(self, card: int) -> None:
        ctx = self._ctx
        if ctx is None:
            return
        action = ctx.card_action("offer", card) or ctx.card_action("add_second", card)
        if action is not None:
            self.intent.emit(action)

    def clear(self) -> None:
        self.auction.moment.stop()
        self._ctx = None
        self._was_mine, self._decision = False, ()
        self.me.clear()
        for panel in self.seat_panels:
            panel.hide()

    # -- announcements -------------------------------------------------------------------
    def on_public_events(
        self,
        events: list[tuple[int, Event]],
        view: dict[str, Any],
        seats: list[SeatInfo],
        private_view: dict[str, Any] | None,
    ) -> None:
        own_money = None
        if private_view is not None and private_view.get("seat") is not None:
            own_money = private_view["money"][private_view["seat"]]
        for _seq, event in events:
            if event.code == "round/scored":
                self.open_round_dialog(
                    RoundScoringDialog(event.params, [s.name for s in seats], own_money, self.window())
                )

    def final_details(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> QWidget | None:
        from modernart_desktop.ui.games.modern_art.final import FinalBreakdown

        return FinalBreakdown(view, names, ranking, winners)

    def final_ranking_anchor(self) -> QWidget | None:
        return self.auction  # nothing is auctioned any more: the ranking takes its place

    def close_dialogs(self) -> None:
        self.auction.moment.stop()
        super().close_dialogs()

    def on_clock(self, seconds: float | None) -> None:
        self.auction.on_clock(seconds)

    def decision_text(self) -> str:
        """The decision in words, for a screen reader's "your turn" (the panel's line)."""
        return self.auction.current_panel().status.text()

    # -- the coach points at these parts by name ------------------------------------------
    def anchor_rect(self, name: str) -> QRect | None:
        """`hand`, `card:<id>` (that card or its twin in the hand), `auction`, `board`,
        `money`, `seat:<n>`, and the current auction's `amount`, `bid`, `pass`, `buy`,
        `decline`, `offer`, `reveal`, `skip` controls."""
        kind, _, arg = name.partition(":")
        if kind == "card" and arg.isdigit():
            return card_rect(self, self.me.hand.buttons(), int(arg), CARD_KIND)
        if kind == "seat" and arg.isdigit() and self._ctx is not None:
            others = seats_around(self._ctx.view["players"], self._ctx.viewer)
            index = others.index(int(arg)) if int(arg) in others else -1
            return widget_rect(self, self.seat_panels[index] if 0 <= index < len(self.seat_panels) else None)
        panel = self.auction.current_panel()
        controls = {"bid": "bid", "pass": "pass_", "buy": "buy", "decline": "decline", "offer": "offer",
                    "reveal": "reveal", "skip": "skip", "amount": "amount", "commit": "commit",
                    "price": "set_price"}  # fmt: skip
        parts: dict[str, QWidget | None] = {
            "hand": self.me.hand,
            "auction": self.auction,
            "board": self.board,
            "money": self.me.money,
            "seats": self.seat_panels[0] if self.seat_panels else None,
        }
        if name in controls:
            return widget_rect(self, getattr(panel, controls[name], None))
        return widget_rect(self, parts[name]) if name in parts else super().anchor_rect(name)

    def show_hint(self, action: Action, plan: Any) -> str | None:
        amount = getattr(action, "amount", None)
        box = getattr(self.auction.current_panel(), "amount", None)
        if amount is not None and box is not None and box.isEnabled():
            box.set_value(amount)  # typed in, not sent: the player still decides
        card = getattr(action, "card", None)
        if card is not None:
            # The hinted card takes the keyboard and the selection: Enter plays the card
            # the hint points at, not another one that had the focus.
            self.me.hand.focus_card(card)
        else:
            self._focus_hinted_control(action, plan)
        return self.action_anchor(action, plan)

    def _focus_hinted_control(self, action: Action, plan: Any) -> None:
        """The hinted move's control takes the keyboard, so Enter makes that move: the
        amount box (the hinted amount typed in: Enter bids it), Pass, Buy, Decline..."""
        panel = self.auction.current_panel()
        anchor = self.action_anchor(action, plan)
        names = {"amount": "amount", "pass": "pass_", "buy": "buy", "decline": "decline",
                 "reveal": "reveal", "skip": "skip"}  # fmt: skip
        target = getattr(panel, names.get(anchor or "", ""), None)
        if anchor == "amount" and target is not None:
            target = getattr(target, "spin", None)
        if not isinstance(target, QWidget) or not target.isVisible() or not target.isEnabled():
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(target, QAbstractSpinBox):
            target.selectAll()

    def action_anchor(self, action: Action, plan: Any) -> str | None:
        card = getattr(action, "card", None)
        if card is not None:
            return f"card:{card}"
        return {
            "bid": "amount",
            "sealed_bid": "amount",
            "set_price": "amount",
            "pass": "pass",
            "buy": "buy",
            "decline_second": "decline",
            "reveal_mystery": "reveal",
            "skip_mystery": "skip",
        }.get(action.kind)

    def retranslate(self) -> None:
        self.board.retranslate()
        self.me._retranslate()
        if self._ctx is not None:
            self.show_view(self._ctx.view, self._ctx.legal, self._seats, self._ctx.viewer)

    # -- the felt -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_backdrop(
            FELT.lighter(118), FELT_DARK, centre_y=0.45, reach=0.75, step=4, vertical=False, alpha=8
        )
