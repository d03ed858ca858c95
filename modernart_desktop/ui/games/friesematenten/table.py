"""The Friesematenten table. Across the top, the other players' empires as tableaux;
below them the race to 40 VP; in the middle the market beside the stage, where the
card at auction lies big with the bids as chips (and, between auctions, the turn or
the reaction window in progress); then the line that says what is asked, with its
buttons; at the bottom your own empire, your money and your next income. Everything
is laid out for the room the window gives it, from 1280x720 up.

Clicking an action card (or an influence card to attach, or "Demolish") starts a
choice: the cards and players it may apply to light up, and the clicks that complete
one of the engine's legal actions send it. The keyboard does the same: a new decision
takes the focus (the amount box, or the button that answers), Tab reaches the cards
that may be picked, Enter or Space picks, Escape steps back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.games.friesematenten.actions import Bid, Done, Object, PassBid
from modernart_desktop.games.friesematenten.components import (
    ACTION_EFFECT,
    CARDS,
    DECK_VERSION,
    FACTORY_LIMIT,
    OBJECTION,
)
from modernart_desktop.host.table import SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.mnemonics import escaped, plain, taken_mnemonics, underline
from modernart_desktop.ui.common.paused_banner import PausedBanner
from modernart_desktop.ui.common.seat_frame import SeatFrame
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games.base import GameTable, seats_around, widget_rect
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.cards import RATIO, hide_zoom
from modernart_desktop.ui.games.friesematenten.choosing import CARD, PLAYER, Choice
from modernart_desktop.ui.games.friesematenten.moments import FlightOverlay, moment_between
from modernart_desktop.ui.games.friesematenten.race import VpRace, marker_pixmap, shape_name, token_pixmap
from modernart_desktop.ui.games.friesematenten.stage import AuctionStage
from modernart_desktop.ui.games.friesematenten.tableau import (
    CAPTION,
    GAP,
    GROUP_GAP,
    ROW_GAP,
    EmpireView,
    MarketRow,
    band_height,
)
from modernart_desktop.ui.games.friesematenten.widgets import DiscardDialog, IncomePanel
from modernart_desktop.ui.texts import fill
from modernart_desktop.ui.theme import TABLE_QSS, set_flag

translate = QCoreApplication.translate

QSS = (
    TABLE_QSS
    + """
QWidget#FrieseTable { background: transparent; }
QFrame#SeatBox, QFrame#MarketBox, QFrame#AuctionBox, QFrame#PromptBox, QFrame#MyBox, QFrame#IncomeBox {
    background: rgba(20, 16, 10, 175); border: 1px solid rgba(224, 184, 79, 60); border-radius: 10px;
}
QFrame#SeatBox[active="true"], QFrame#MyBox[active="true"] { border: 2px solid #e0b84f; }
QFrame#SeatBox[target="true"] { border: 2px dashed #ffffff; }
QFrame#PromptBox[mine="true"] { border: 2px solid #e0b84f; background: rgba(70, 52, 16, 225); }
QLabel { color: #ece6d6; }
QLabel#SeatName { font-weight: 700; font-size: 11pt; color: #fff6dc; }
QLabel#Muted { color: #b3ad9c; }
QLabel#Points { font-weight: 800; font-size: 13pt; color: #f5d77a; }
QLabel#Money { font-weight: 800; font-size: 13pt; color: #9be08a; }
QLabel#BoxTitle { font-weight: 700; color: #f5d77a; }
QLabel#StageTitle { font-weight: 800; font-size: 14pt; color: #fff3cf; }
QLabel#StageTitleM { font-weight: 800; font-size: 12.5pt; color: #fff3cf; }
QLabel#StageTitleS { font-weight: 800; font-size: 11pt; color: #fff3cf; }
QLabel#StageNote { color: #e9dfc4; background: rgba(255, 255, 255, 18); border-radius: 6px; padding: 3px 8px; }
QLabel#BigNumber { font-size: 20pt; font-weight: 800; color: #f5d77a; }
QLabel#HighBy { font-size: 11pt; color: #fff6dc; }
QLabel#Prompt { font-size: 12pt; color: #fff6dc; }
QLabel#IncomeHead { font-weight: 700; color: #f5d77a; }
QLabel#IncomeTotal { font-weight: 800; color: #9be08a; }
QFrame#Chip { background: rgba(255,255,255,25); border-radius: 10px; }
QFrame#Chip[state="current"] { background: #e0b84f; }
QFrame#Chip[state="current"] QLabel { color: #231c0c; }
QFrame#Chip[state="high"] { background: #2e6fb5; }
QFrame#Chip[state="passed"] QLabel, QFrame#Chip[state="out"] QLabel { color: #9a937f; }
QFrame#Chip[state="out"] { border: 1px dashed rgba(255,255,255,90); }
QPushButton#Step { padding: 5px 8px; min-width: 34px; }
QPushButton#Primary[compact="true"] { padding: 1px 10px; }
QSpinBox {
    background: #fbf6e8; color: #2b2418; border: 1px solid #8b7a4e; border-radius: 6px;
    padding: 3px 6px; font-size: 12pt; font-weight: 700; min-width: 90px;
}
QSpinBox::up-button, QSpinBox::down-button { width: 0px; border: none; }
QSpinBox:focus { border: 2px solid #f5d77a; }
QPushButton:focus { border: 3px solid #6fd3ff; }
"""
)
FELT = QColor("#4a3b22")
FELT_DARK = QColor("#221a0e")


def seat_status(view: dict[str, Any], seat: int, thinking: set[int], paused: bool) -> str:
    if paused and seat in view["active"]:
        return translate("FrieseTable", "paused")
    if seat in thinking:
        return translate("FrieseTable", "thinking…")
    a = view["auction"]
    if a is not None:
        if a["high_seat"] == seat:
            return translate("FrieseTable", "highest bidder")
        if not a["bidders"][seat]:
            return translate("FrieseTable", "out of this auction")
    return ""


class SeatBox(SeatFrame):
    """Another player: token, name, start marker, VP, and the empire as a tableau. In a
    choice naming a player, a button picks this one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("SeatBox", parent, margins=(8, 4, 8, 4), spacing=1)
        # every opponent gets the same width; as tall as its rows of cards (table.py sets them)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        self.token = QLabel(self)
        self.points = QLabel(self)
        self.points.setObjectName("Points")
        self.choose = QPushButton(self)
        self.choose.setObjectName("Primary")
        self.choose.setAutoDefault(True)
        self.choose.setProperty("compact", True)  # (as high as the name line)
        self.choose.hide()
        self.marker = QLabel(self)  # the start marker, as an icon (the words in its tooltip)
        self.marker.hide()
        self.status.setMinimumWidth(0)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._status_words = ""
        self.status.installEventFilter(self)
        self.top.addWidget(self.token)
        self.top.addWidget(self.name)
        self.top.addWidget(self.marker)
        self.top.addWidget(self.choose)
        self.top.addStretch(0)
        self.top.addWidget(self.status, 1)
        self.top.addSpacing(12)  # what the seat is doing never runs into its score
        self.top.addWidget(self.points)
        self.kind.hide()  # (who plays the seat goes into the name's tooltip: room for the cards)
        self.empire = EmpireView(130, self)
        self.body.addWidget(self.empire, 1)
        self.box.setStretchFactor(self.body, 1)

    def show_seat(
        self,
        seat: int,
        view: dict[str, Any],
        info: SeatInfo,
        thinking: set[int],
        paused: bool,
        states: dict[int, dict[str, Any]],
        target: bool,
    ) -> None:
        empire = view["empires"][seat]
        kind = texts.seat_kind(view["game"], info)
        if view["all_money"] is not None:
            kind += "  ·  " + N.money(view["all_money"][seat])
        self.show_common(seat, info.name, kind, "", "", seat in view["active"])
        marker = translate("FrieseTable", "Start marker")
        self.marker.setVisible(view["marker"] == seat)
        self.marker.setPixmap(marker_pixmap(px(self, 20), self.devicePixelRatioF()))
        self.marker.setToolTip(marker)
        self.marker.setAccessibleName(marker)
        self._status_words = seat_status(view, seat, thinking, paused)
        self._fit_status()
        self.name.setToolTip(kind)
        self.token.setPixmap(token_pixmap(seat, info.name, px(self, 20), self.devicePixelRatioF()))
        self.token.setToolTip(shape_name(seat))
        self.points.setText(N.points(empire["vp"]))
        self.empire.set_deck(view.get("deck", DECK_VERSION))
        self.empire.set_empire(empire, states)
        self.choose.setText(fill(translate("FrieseTable", "Choose {name}"), name=escaped(info.name)))
        # the header keeps the button's height while it is hidden: nothing moves when it comes
        self.name.setMinimumHeight(self.choose.sizeHint().height())
        self.choose.setVisible(target)
        set_flag(self, "target", target)
        summary = _empire_words(empire)
        self.setAccessibleName(
            fill(translate("FrieseTable", "{name}: {points}"), name=info.name, points=N.points(empire["vp"]))
        )
        self.setAccessibleDescription(kind + ". " + summary)
        self.empire.setAccessibleName(fill(translate("FrieseTable", "Empire of {name}"), name=info.name))
        self.empire.setAccessibleDescription(summary)

    def _fit_status(self) -> None:
        """What the seat is doing, whole where it fits, else cut short with the whole
        words in its tooltip."""
        words = self._status_words
        room = self.status.width() - 2
        shown = self.status.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, max(0, room))
        self.status.setText(shown)
        self.status.setToolTip(words if shown != words else "")
        self.status.setAccessibleName(words)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_status()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.status and event.type() == QEvent.Type.Resize:
            self._fit_status()  # (the choose button came or went beside it)
        return False


def _invalidate(layout: QLayout | None) -> None:
    """A layout and every layout inside it forget the sizes they keep (a row of cards
    just given another height: the sizes asked of them now must count it)."""
    if layout is None:
        return
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is not None and item.layout() is not None:
            _invalidate(item.layout())
    layout.invalidate()


def _empire_words(empire: dict[str, Any]) -> str:
    """An empire in words, for the screen reader."""
    parts = []
    for f in empire["factories"]:
        parts.append(f"{N.card_name(f[0])} ({N.points(f[1])})")
    for s in empire["status"]:
        parts.append(f"{N.card_name(s[0])} ({N.points(s[1])})")
    for c in empire["on_player"] + empire["unassigned"] + empire["unused"]:
        parts.append(N.card_name(c))
    return ", ".join(parts) or translate("FrieseTable", "no cards")


class PromptPanel(QFrame):
    """What is being asked now, in plain words, and the buttons that answer it."""

    refitted = Signal()  # the words took another height

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBox")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.setSpacing(8)
        self.text = QLabel(self)
        self.text.setObjectName("Prompt")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row.addWidget(self.text, 1)
        self.text.installEventFilter(self)
        self.primary = QPushButton(self)
        self.primary.setObjectName("Primary")
        self.secondary = QPushButton(self)
        self.demolish = QPushButton(self)
        self.cancel = QPushButton(self)
        for b in (self.secondary, self.demolish, self.cancel, self.primary):
            b.setAutoDefault(True)  # Enter presses the focused button, as Space does
            b.setMinimumHeight(32)
            b.hide()
            row.addWidget(b, 0, Qt.AlignmentFlag.AlignVCenter)

    def apply_zoom(self, zoom: float) -> None:
        for b in (self.secondary, self.demolish, self.cancel, self.primary):
            b.setMinimumHeight(round(32 * zoom))

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        self.setAccessibleName(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The words' own width changes without the panel's (the bid box comes and goes
        # beside them): a height fitted to a narrower width would stay, many lines tall,
        # and take its room from the empires' cards.
        if watched is self.text and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        """As tall as the words need at the width they have (a wrapped label's height
        depends on its width, which the table's layout does not ask for)."""
        had = self.text.minimumHeight()
        self.text.setMinimumHeight(0)  # (a label's heightForWidth never says less than its minimum)
        need = self.text.heightForWidth(max(1, self.text.width()))
        self.text.setMinimumHeight(need if need > 0 else had)
        if self.text.minimumHeight() != had:
            self.refitted.emit()  # (the table shares its height out again)


class MyBox(QFrame):
    """The seat on screen: its money (only yours is ever shown), VP, the empire with the
    unused action cards, and the next income."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MyBox")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(12)
        who = QVBoxLayout()
        who.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.token = QLabel(self)
        self.name = QLabel(self)
        self.name.setObjectName("SeatName")
        top.addWidget(self.token)
        top.addWidget(self.name, 1)
        who.addLayout(top)
        self.role = QLabel(self)
        self.role.setObjectName("Role")
        self.money_caption = QLabel(self)  # "Your money", small, over the figure
        self.money_caption.setObjectName("Muted")
        self.money = QLabel(self)
        self.money.setObjectName("Money")
        self.points = QLabel(self)
        self.points.setObjectName("Points")
        self.hidden_note = QLabel(self)
        self.hidden_note.setObjectName("Muted")
        self.hidden_note.setWordWrap(True)
        self.choose = QPushButton(self)  # yourself as the chosen player (Headhunter, Security)
        self.choose.setObjectName("Primary")
        self.choose.setAutoDefault(True)
        self.choose.setProperty("compact", True)
        self.choose.hide()
        who.addWidget(self.role)
        who.addSpacing(9)  # (room for the coach's ring round your money, under your name and role)
        who.addWidget(self.money_caption)
        figures = QHBoxLayout()  # your money and your VP on one line
        figures.setSpacing(14)
        figures.addWidget(self.money)
        figures.addWidget(self.points)
        figures.addStretch(1)
        who.addLayout(figures)
        # the button's room is kept while it is hidden: nothing moves when it comes
        keep = self.choose.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.choose.setSizePolicy(keep)
        who.addWidget(self.choose, 0, Qt.AlignmentFlag.AlignLeft)
        who.addWidget(self.hidden_note)
        who.addStretch(1)
        holder = QWidget(self)
        holder.setFixedWidth(px(self, 185))
        holder.setLayout(who)
        self.holder = holder
        row.addWidget(holder)
        self.empire = EmpireView(150, self)
        row.addWidget(self.empire, 1)
        self.income = IncomePanel(self)
        row.addWidget(self.income, 0, Qt.AlignmentFlag.AlignTop)

    def apply_zoom(self, zoom: float) -> None:
        self.holder.setFixedWidth(px(self, 185))  # the page grew (ui/common/zoom.py)


class FrieseTable(GameTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FrieseTable")
        self.setStyleSheet(QSS)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(5)
        self.seats_row = QHBoxLayout()
        self.seats_row.setSpacing(6)
        outer.addLayout(self.seats_row, 0)
        self.race = VpRace(self)
        outer.addWidget(self.race)
        self.paused_banner = PausedBanner(self)
        outer.addWidget(self.paused_banner)
        self.middle = middle = QHBoxLayout()
        middle.setSpacing(6)
        self.market = MarketRow(self)
        self.market.clicked.connect(lambda c: self._pick(CARD, c))
        self.market.discard_clicked.connect(self.open_discard)
        middle.addWidget(self.market, 11)
        self.auction = AuctionStage(self)  # the stage: the auction, or what happens between them
        self.auction.bid.connect(lambda amount: self.intent.emit(Bid(amount)))
        self.auction.pass_.connect(lambda: self.intent.emit(PassBid()))
        middle.addWidget(self.auction, 9)
        outer.addLayout(middle, 1)
        self.prompt = PromptPanel(self)
        self.prompt.primary.clicked.connect(self._primary)
        self.prompt.secondary.clicked.connect(self._secondary)
        self.prompt.demolish.clicked.connect(self._start_demolish)
        self.prompt.cancel.clicked.connect(self._cancel_choice)
        self.prompt.refitted.connect(self.lay_out)
        self.prompt.row.insertWidget(1, self.auction.controls_box, 0, Qt.AlignmentFlag.AlignVCenter)
        outer.addWidget(self.prompt)
        self.me = MyBox(self)
        self.me.empire.clicked.connect(self._my_card_clicked)
        self.me.choose.clicked.connect(lambda: self._pick(PLAYER, self._viewer))
        outer.addWidget(self.me, 0)
        self.seat_boxes: list[SeatBox] = []
        self.discard_dialog: DiscardDialog | None = None
        self.choice: Choice | None = None
        self._view: dict[str, Any] | None = None
        self._legal = LegalActions()
        self._seats: list[SeatInfo] = []
        self._viewer: int | None = None
        self._asking_key: tuple[Any, ...] | None = None
        self._targets: set[int] = set()  # cards an announced action card aims at
        self._last_result: Event | None = None  # the last auction's result (the engine's event)
        self._news: list[Event] = []  # the events since the last view shown (on_events)
        self._previous: dict[str, Any] | None = None
        self.moment = FlightOverlay(self)  # every effect seen on the board (moments.py)
        self.moment.finished.connect(self._moment_over)
        self._veiled: set[int] = set()  # cards still flying to their place
        self.setAccessibleName(translate("FrieseTable", "Friesematenten table"))
        self.table_card = 60  # one card width for the whole table (lay_out)
        self.opponent_rows = 1
        self.bands_under = False  # attached cards hang under their hosts (card_size)

    # -- what may be done ----------------------------------------------------------------
    def _mine(self) -> bool:
        v = self._view
        return (
            v is not None
            and self._viewer is not None
            and self._viewer in v["active"]
            and not self.secrets_hidden
            and not (self.paused and v["phase"] != "over")
        )

    def _plays_of(self, card: int) -> list[Action]:
        return [a for a in self._legal.of_kind("play_card") if a.card == card]  # type: ignore[attr-defined]

    def _assigns_of(self, card: int) -> list[Action]:
        return [a for a in self._legal.of_kind("assign") if a.card == card]  # type: ignore[attr-defined]

    def lit_cards(self) -> set[int]:
        """Your action cards that may be played now (their timing symbol shines)."""
        if not self._mine():
            return set()
        return {a.card for a in self._legal.of_kind("play_card")}  # type: ignore[attr-defined]

    # -- choices ----------------------------------------------------------------------------
    def _my_card_clicked(self, card: int) -> None:
        if self.choice is not None and card in self.choice.choosable(CARD):
            self._pick(CARD, card)
            return
        if not self._mine():
            return
        if card == OBJECTION and Object() in self._legal:  # the lit Objection! card objects
            self.intent.emit(Object())
            return
        plays = self._plays_of(card)
        if plays:
            self.start_choice(Choice(card, "play", plays))
            return
        assigns = self._assigns_of(card)
        if assigns:
            self.start_choice(Choice(card, "assign", assigns))

    def start_choice(self, choice: Choice) -> None:
        ready = choice.immediate()
        if ready is not None and len(choice.options) == 1:
            self.choice = None
            self.intent.emit(ready)
            return
        self.choice = choice
        if (
            self._view is not None
            and choice.choosable(CARD) & set(self._view["discard"])
            and not (choice.choosable(CARD) - set(self._view["discard"]))
        ):
            self.open_discard()
        self._redraw()
        self._focus_choice()

    def _focus_choice(self) -> None:
        """The keyboard goes to the first thing the choice may pick (Tab walks the rest)."""
        for widget in self._choosable_widgets():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
            return

    def _card_path(self) -> list[QWidget]:
        """The cards the keyboard may use now: the choice's targets, else your lit cards."""
        if self.choice is not None:
            return self._choosable_widgets()
        views = [self.me.empire, self.market.cards, *(b.empire for b in self.seat_boxes)]
        out: list[QWidget] = []
        for view in views:
            out += [view.widgets[c] for c in view.order if c in view.widgets and view.widgets[c].actionable()]
        return [w for w in out if w.isVisible()]

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab walks a ring of what may be used now: the usable cards, then the prompt's
        buttons; from elsewhere (the side panel) Qt's own order holds."""
        buttons = [
            b
            for b in (self.prompt.primary, self.prompt.secondary, self.prompt.demolish, self.prompt.cancel)
            if b.isVisible() and b.isEnabled()
        ]
        ring: list[QWidget] = self._card_path()
        ring += [w for w in buttons if w not in ring]
        current = self.focusWidget()
        if len(ring) > 1 and current in ring:
            i = ring.index(current) + (1 if next else -1)
            if 0 <= i < len(ring):
                ring[i].setFocus(Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
                return True
        return super().focusNextPrevChild(next)

    def _choosable_widgets(self) -> list[QWidget]:
        out: list[QWidget] = []
        views = [self.me.empire, self.market.cards, *(b.empire for b in self.seat_boxes)]
        for view in views:
            out += [view.widgets[c] for c in view.order if c in view.widgets and view.widgets[c].choosable]
        out += [b.choose for b in self.seat_boxes if b.choose.isVisible()]
        if self.me.choose.isVisible():
            out.append(self.me.choose)
        if self.discard_dialog is not None and self.discard_dialog.isVisible():
            out = [w for w in self.discard_dialog.widgets if w.choosable] + out
        return [w for w in out if w.isVisible()]

    def _start_demolish(self) -> None:
        options = list(self._legal.of_kind("demolish"))
        if options:
            self.start_choice(Choice(-1, "demolish", options))

    def _cancel_choice(self) -> None:
        if self.choice is not None and self.choice.cancellable:
            self.choice = None
            self._redraw()
            self._focus_answer()

    def _pick(self, kind: str, value: int | None) -> None:
        if self.choice is None or value is None or not self._mine():
            return
        action = self.choice.pick(kind, value)
        if action is not None:
            self.choice = None
            if self.discard_dialog is not None:
                self.discard_dialog.hide()
            self.intent.emit(action)
        else:
            self._redraw()
            self._focus_choice()

    def _forced_choice(self) -> Choice | None:
        """Questions answered by clicking a card: a forced demolition, Scandal's discard."""
        asking = self._view["asking"] if self._view else None
        if not self._mine() or asking is None:
            return None
        if asking["kind"] == "demolish":
            return Choice(-1, "demolish", list(self._legal.of_kind("demolish")), cancellable=False)
        if asking["kind"] == "scandal":
            return Choice(-1, "discard", list(self._legal.of_kind("discard_status")), cancellable=False)
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.choice is not None and self.choice.cancellable:
            self._cancel_choice()
            return
        super().keyPressEvent(event)

    # -- buttons ------------------------------------------------------------------------------
    def _primary(self) -> None:
        if Done() in self._legal:
            self.choice = None
            self.intent.emit(Done())

    def _secondary(self) -> None:
        if Object() in self._legal:
            self.intent.emit(Object())

    def open_discard(self) -> None:
        if self._view is None:
            return
        if self.discard_dialog is None:
            self.discard_dialog = DiscardDialog(self.window())
            self.discard_dialog.picked.connect(lambda c: self._pick(CARD, c))
        chosen = self.choice.choosable(CARD) if self.choice is not None else set()
        self.discard_dialog.set_cards(
            self._view["discard"], chosen & set(self._view["discard"]), self._view.get("deck", DECK_VERSION)
        )
        self.discard_dialog.show()
        self.discard_dialog.raise_()

    # -- drawing ------------------------------------------------------------------------------
    def show_view(
        self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo], viewer: int | None
    ) -> None:
        asking = view["asking"]
        key = (
            viewer,
            view["round"],
            view["phase"],
            asking and asking["kind"],
            asking and asking["seat"],
            len(view["removed"]),
            len(view["prompts"]),
            view["auction"] and (view["auction"]["card"], view["auction"]["high"]),
            view["window"] and (view["window"]["pos"], view["window"]["passes"]),
        )
        fresh = key != self._asking_key or viewer != self._viewer
        if fresh:
            self.choice = None  # a new question: any half-made choice is gone
        self._asking_key = key
        before, same_seat = self._previous, viewer == self._viewer
        rects_before = self.card_rects() if before is not None else {}
        news, self._news = self._news, []
        if viewer != self._viewer:
            news = []  # (another seat's feed: what it was told is not this seat's news)
        self._note_result(view, [s.name for s in seats], news)
        self._view, self._legal, self._seats, self._viewer = view, legal, list(seats), viewer
        if self.choice is None:
            self.choice = self._forced_choice()
        self._redraw()
        if before is not None and same_seat and before is not view:
            self._play_moment(before, view, rects_before, news)
        if fresh and self._mine():
            if self.choice is not None:
                self._focus_choice()
            elif asking is not None and asking["kind"] == "immediate" and self._card_path():
                # the card just won is the decision: Enter uses it, Tab reaches "Keep it"
                self._card_path()[0].setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self._focus_answer()

    def decision_text(self) -> str:
        """A new decision's words, for a screen reader's "your turn" (the prompt's line:
        the table page announces it, ui/access/narrator.py)."""
        return self.prompt.text.text()

    # -- moments: what happened, seen on the board --------------------------------------------
    def card_rects(self) -> dict[int, QRectF]:
        """Where every card on the table is drawn, in the table's coordinates (the card on
        the stage stands for the card at auction)."""
        out: dict[int, QRectF] = {}
        rows = [self.market.cards, self.me.empire, *(b.empire for b in self.seat_boxes)]
        for row in rows:
            if not row.isVisible():
                continue
            for card, w in row.widgets.items():
                if w.isVisible() and not w.strip:
                    out[card] = QRectF(w.mapTo(self, QPoint(0, 0)), QSizeF(w.size()))
        stage = self.auction.showcase
        if stage.card is not None and stage.isVisible():
            width = stage.card_width()
            top = max(4.0, (stage.height() - width * 1.4) / 2)
            corner = stage.mapTo(self, QPoint(4, round(top)))
            out[stage.card] = QRectF(corner.x(), corner.y(), width, width * 1.4)
        return out

    def _play_moment(
        self,
        before: dict[str, Any],
        after: dict[str, Any],
        rects_before: dict[int, QRectF],
        news: list[Event],
    ) -> None:
        if self.animation_scale <= 0 or before.get("game") != after.get("game"):
            return
        rects_after = self.card_rects()
        button = self.market.discard
        discard = QRectF(button.mapTo(self, QPoint(0, 0)), QSizeF(button.size()))
        discard = QRectF(discard.center().x() - 20, discard.center().y() - 28, 40, 56)
        moment = moment_between(
            before,
            after,
            rects_before,
            rects_after,
            discard,
            [s.name for s in self._seats],
            self._viewer,
            news,
        )
        if moment.empty():
            return
        self.moment.stop()
        stage = self.auction
        self.moment.note_room = QRectF(stage.mapTo(self, QPoint(0, 0)), QSizeF(stage.size()))
        if self.moment.play(moment, self.animation_scale):
            self._veil({f.card for f in moment.flights if f.end is not None and f.card in rects_after})
            self.pause_requested.emit(self.MOMENT, True)

    def _veil(self, cards: set[int]) -> None:
        """Cards in flight are not drawn at their place until they land."""
        self._veiled = cards
        for row in [self.market.cards, self.me.empire, *(b.empire for b in self.seat_boxes)]:
            for card, w in row.widgets.items():
                w.set_veiled(card in cards)

    def _moment_over(self) -> None:
        self._veil(set())
        self.pause_requested.emit(self.MOMENT, False)

    def moment_playing(self) -> bool:
        return self.moment.playing()

    def on_events(self, events: list[tuple[int, Event]]) -> None:
        self._news.extend(e for _seq, e in events)

    def _note_result(self, view: dict[str, Any], names: list[str], news: list[Event]) -> None:
        """The last auction's result, as the engine's events tell it (the log's words):
        who won which card for how much, or that nobody bid; gone when a round starts.
        (Read from the events, not from two views: a bid that wins at once, or several
        moves between two views, leave no trace in their difference.)"""
        self._previous = view
        for event in news:
            if event.code == "round/start":
                self._last_result = None
            elif event.code in ("auction/paid", "auction/unsold", "market/discarded"):
                self._last_result = event

    def last_auction_note(self, names: list[str]) -> str:
        """The line under the stage about the last auction, in the current language."""
        event = self._last_result
        if event is None:
            return ""
        p = event.params
        if event.code == "auction/paid":
            seat = p["seat"]
            return fill(
                translate("FrieseTable", "Last auction: {name} won {card} for {money}."),
                name=names[seat] if 0 <= seat < len(names) else "?",
                card=N.card_name(p["card"]),
                money=N.money(p["price"]),
            )
        return fill(
            translate("FrieseTable", "Last auction: nobody bid for {card}."), card=N.card_name(p["card"])
        )

    def _focus_answer(self) -> None:
        """The keyboard goes to the answer: in an auction the amount box (typed digits
        replace the minimum bid, Enter bids), else the button that passes, pays or ends
        the turn (Enter presses it)."""
        spin = self.auction.amount.spin
        if spin.isVisible() and spin.isEnabled():
            spin.setFocus(Qt.FocusReason.OtherFocusReason)
            spin.selectAll()
            return
        for button in (self.prompt.secondary, self.prompt.primary):
            if button.isVisible() and button.isEnabled():
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def _mark_targets(self, view: dict[str, Any]) -> None:
        """The cards an announced action card is aimed at, while objections are asked."""
        self._targets = set()
        for prompt in view["prompts"]:
            if "play" in prompt:
                self._targets |= {c for c in prompt["play"][2:4] if c >= 0}

    def _card_states(self) -> dict[int, dict[str, Any]]:
        states: dict[int, dict[str, Any]] = {
            c: {"mark": translate("FrieseTable", "targeted")} for c in self._targets
        }
        if self.choice is not None:
            for c in self.choice.choosable(CARD):
                states.setdefault(c, {})["choosable"] = True
            if self.choice.subject >= 0:
                states.setdefault(self.choice.subject, {})["selected"] = True
        elif self._mine():
            for c in self.lit_cards():
                states.setdefault(c, {})["lit"] = True
            if Object() in self._legal:
                states.setdefault(OBJECTION, {})["lit"] = True
            for a in self._legal.of_kind("assign"):
                states.setdefault(a.card, {})["choosable"] = True  # type: ignore[attr-defined]
        return states

    def _redraw(self) -> None:
        view = self._view
        if view is None:
            return
        self._mark_targets(view)
        seats, viewer = self._seats, self._viewer
        names = [s.name for s in seats]
        thinking = self.thinking_seats(view, seats)
        states = self._card_states()
        players = self.choice.choosable(PLAYER) if self.choice is not None else set()
        others = seats_around(view["players"], viewer)
        while len(self.seat_boxes) < len(others):
            box = SeatBox(self)
            box.empire.clicked.connect(lambda c: self._pick(CARD, c))
            box.choose.clicked.connect(lambda _=False, b=box: self._pick(PLAYER, b.seat))
            self.seats_row.addWidget(box, 1)
            self.seat_boxes.append(box)
        for box, seat in zip(self.seat_boxes, others):
            box.show_seat(seat, view, seats[seat], thinking, self.paused, states, seat in players)
            box.show()
        for box in self.seat_boxes[len(others) :]:
            box.hide()
        self.lay_out()
        self.race.set_race([e["vp"] for e in view["empires"]], names)
        self.market.set_market(view, states)
        r = self._legal.range_of("bid") if self._mine() and view["auction"] is not None else None
        self.auction.show_stage(
            view, names, (r.lo, r.hi) if r is not None else None, self.last_auction_note(names)
        )
        self._show_me(view, seats, viewer, states, players)
        self._show_prompt(view, names)
        self._underline_players(names)
        waiting = self.paused and view["phase"] != "over"
        self.paused_banner.setVisible(waiting)
        if self.discard_dialog is not None and self.discard_dialog.isVisible():
            chosen = self.choice.choosable(CARD) if self.choice is not None else set()
            self.discard_dialog.set_cards(
                view["discard"], chosen & set(view["discard"]), view.get("deck", DECK_VERSION)
            )

    def _show_me(
        self,
        view: dict[str, Any],
        seats: list[SeatInfo],
        viewer: int | None,
        states: dict[int, dict[str, Any]],
        players: set[int],
    ) -> None:
        me = self.me
        if viewer is None:
            me.hide()
            return
        me.show()
        empire = view["empires"][viewer]
        me.name.setText(seats[viewer].name)
        me.token.setPixmap(token_pixmap(viewer, seats[viewer].name, px(self, 20), self.devicePixelRatioF()))
        me.token.setToolTip(shape_name(viewer))
        me.role.setText(translate("FrieseTable", "Start marker"))
        me.role.setVisible(view["marker"] == viewer)
        money = view["money"] if view["money"] is not None else (view["all_money"] or [None] * 9)[viewer]
        me.money.setVisible(money is not None)
        me.money_caption.setVisible(money is not None)
        if money is not None:
            me.money_caption.setText(
                translate("FrieseTable", "Your money")
                if view["phase"] == "over"
                else translate("FrieseTable", "Your money (secret)")
            )
            me.money.setText(N.money(money))
            me.money.setAccessibleName(
                fill(translate("FrieseTable", "Your money: {money}"), money=N.money(money))
            )
        else:  # behind the curtain: nothing of the last player's money stays, not even its name
            me.money.setText("")
            me.money.setAccessibleName("")
        me.points.setText(N.points(empire["vp"]))
        hidden = self.secrets_hidden and view["phase"] != "over"
        me.hidden_note.setText(
            translate("FrieseTable", "Your money stays hidden until your turn: others may be looking.")
        )
        me.hidden_note.setVisible(hidden)
        me.empire.set_deck(view.get("deck", DECK_VERSION))
        me.empire.set_empire(empire, states)
        me.empire.setAccessibleName(translate("FrieseTable", "Your empire"))
        me.empire.setAccessibleDescription(_empire_words(empire))
        me.income.set_income(None if hidden else view["income"], view)
        me.choose.setText(translate("FrieseTable", "Choose yourself"))
        me.choose.setVisible(viewer in players)
        set_flag(me, "active", viewer in view["active"])

    def _show_prompt(self, view: dict[str, Any], names: list[str]) -> None:
        pr = self.prompt
        mine = self._mine()
        set_flag(pr, "mine", mine)
        for b in (pr.primary, pr.secondary, pr.demolish, pr.cancel):
            b.hide()
        text = self.prompt_text(view, names)
        pr.set_text(text)
        if view["phase"] == "over" or not mine:
            return
        if self.choice is not None:
            if self.choice.cancellable:
                pr.cancel.setText(translate("FrieseTable", "&Cancel"))
                pr.cancel.setAccessibleName(translate("FrieseTable", "Cancel the choice (Escape)"))
                pr.cancel.show()
            return
        kind = view["asking"]["kind"]
        if Done() in self._legal:
            pr.primary.setText(
                {
                    "turn": translate("FrieseTable", "&End my turn"),
                    "hammer": translate("FrieseTable", "&Pass"),
                    "bag": translate("FrieseTable", "&Pass"),
                    "pay": translate("FrieseTable", "&Pay"),
                    "immediate": translate("FrieseTable", "&Keep it for later"),
                    "object": translate("FrieseTable", "&Let it happen"),
                }.get(kind, translate("FrieseTable", "&Done"))
            )
            pr.primary.setAccessibleName(plain(pr.primary.text()))
            pr.primary.show()
        if Object() in self._legal:
            pr.secondary.setText(
                fill(translate("FrieseTable", "&Object with {card}"), card=escaped(N.card_name(OBJECTION)))
            )
            pr.secondary.setAccessibleName(plain(pr.secondary.text()))
            pr.secondary.show()
        if kind == "turn" and self._legal.of_kind("demolish"):
            pr.demolish.setText(translate("FrieseTable", "&Demolish a factory…"))
            pr.demolish.setAccessibleName(translate("FrieseTable", "Demolish a factory"))
            pr.demolish.show()

    def _underline_players(self, names: list[str]) -> None:
        """Alt + a letter of a player's name chooses that player (the buttons' texts hold
        names, so the letters are picked as they are drawn: ui/common/mnemonics.py)."""
        boxes = [b for b in self.seat_boxes if not b.isHidden() and not b.choose.isHidden()]
        mine = not self.me.isHidden() and not self.me.choose.isHidden()
        buttons = [b.choose for b in boxes] + ([self.me.choose] if mine else [])
        if not buttons:
            return
        used = taken_mnemonics(self.window(), exclude=buttons)
        for box in boxes:
            underline(box.choose, used, prefer=names[box.seat] if 0 <= box.seat < len(names) else "")
        if mine:
            underline(self.me.choose, used)

    def prompt_text(self, view: dict[str, Any], names: list[str]) -> str:
        if view["phase"] == "over":
            result = view["result"] or {}
            winners = ", ".join(names[s] for s in result.get("winners", []))
            return fill(translate("FrieseTable", "The game is over. Winner: {names}."), names=winners)
        asking = view["asking"]
        if asking is None:
            return ""
        seat = asking["seat"]
        kind = asking["kind"]
        if not self._mine() or not self._legal:  # (no legal move: a replay shows what the seat did)
            return self._waiting_text(view, names, seat, kind)
        if self.choice is not None:
            return self._choice_text()
        top = view["prompts"][-1] if view["prompts"] else None
        if kind == "turn":
            return translate(
                "FrieseTable",
                "Your turn: play action cards (lit), attach influence cards, demolish one factory if you wish — then end your turn.",
            )
        if kind in ("hammer", "bag"):
            cards = ", ".join(N.card_name(c) for c in sorted(self.lit_cards()))
            return fill(
                translate(
                    "FrieseTable",
                    "{window}: your turn to react. You may play {cards} (lit: click one, or Tab to it and press Enter) — or pass.",
                ),
                window=N.window_name(kind).capitalize(),
                cards=cards,
            )
        if kind == "bid":
            return translate(
                "FrieseTable",
                "Your bid: type an amount, Enter bids it. A winner who cannot pay loses all their money.",
            )
        if kind == "pay" and top is not None:
            return fill(
                translate(
                    "FrieseTable", "You won {card} for {money}. Pay now, or first play a lit lightning card."
                ),
                card=N.card_name(top["card"]),
                money=N.money(top["price"]),
            )
        if kind == "immediate" and top is not None:
            return fill(
                translate(
                    "FrieseTable",
                    "{card} is yours. Use it now (click it, or press Enter: it has the focus), or keep it for later.",
                ),
                card=N.card_name(top["card"]),
            )
        if kind == "object" and top is not None and "play" in top:
            actor, card = top["play"][0], top["play"][1]
            return (
                fill(
                    translate("FrieseTable", "{name} plays {card} against you."),
                    name=names[actor],
                    card=N.card_name(card),
                )
                + " "
                + N.threat_text(top["play"], names, self._viewer)
                + " "
                + fill(
                    translate("FrieseTable", "Object with {objection}, or let it happen?"),
                    objection=N.card_name(OBJECTION),
                )
            )
        return ""

    def _choice_text(self) -> str:
        c = self.choice
        assert c is not None
        kinds = c.next_kinds()
        if c.purpose == "demolish":
            return (
                translate(
                    "FrieseTable", "Click the factory to demolish (a factory with negative VP costs a fee)."
                )
                if c.cancellable
                else translate(
                    "FrieseTable", "You are over your factory limit: click the factory to demolish."
                )
            )
        if c.purpose == "discard":
            return translate("FrieseTable", "Scandal: click the status symbol you discard.")
        subject = N.card_name(c.subject)
        if kinds == {PLAYER}:
            what = translate("FrieseTable", "{card}: choose a player (the buttons by their names).")
        elif kinds == {CARD, PLAYER}:
            what = translate("FrieseTable", "{card}: click a highlighted card, or choose a player.")
        elif (
            c.subject >= 0
            and CARDS[c.subject].type == "action"
            and ACTION_EFFECT[c.subject]
            in (
                "swap_factories",
                "give_factory",
            )
            and c.step() == (1 if ACTION_EFFECT[c.subject] == "swap_factories" else 0)
        ):
            what = translate("FrieseTable", "{card}: click the factory of yours it uses.")
        else:
            what = translate("FrieseTable", "{card}: click one of the highlighted cards.")
        return fill(what, card=subject)

    def _waiting_text(self, view: dict[str, Any], names: list[str], seat: int, kind: str) -> str:
        name = names[seat] if 0 <= seat < len(names) else "?"
        if kind in ("hammer", "bag") and view["window"] is not None:
            w = view["window"]
            order = list(w["order"])
            pos = w["pos"] % max(1, len(order))
            later = [names[s] for s in order[pos + 1 :] + order[:pos] if s < len(names)]
            text = fill(
                translate("FrieseTable", "{window}: {name}'s turn to react."),
                window=N.window_name(kind).capitalize(),
                name=name,
            )
            if later:
                text += " " + fill(translate("FrieseTable", "Then: {names}."), names=", ".join(later))
            return text
        text = {
            "turn": translate("FrieseTable", "{name} takes their turn."),
            "bid": translate("FrieseTable", "{name} is bidding."),
            "pay": translate("FrieseTable", "{name} pays for the card won."),
            "immediate": translate("FrieseTable", "{name} may use the card just won."),
            "demolish": translate("FrieseTable", "{name} must demolish a factory."),
            "scandal": translate("FrieseTable", "{name} discards a status symbol."),
            "object": translate("FrieseTable", "Objection window: {name} may object."),
        }.get(kind, "")
        return fill(text, name=name)

    def final_details(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> QWidget | None:
        from modernart_desktop.ui.games.friesematenten.final import FrieseFinal

        return FrieseFinal(view, names, ranking, winners)

    def final_ranking_anchor(self) -> QWidget | None:
        return self.auction  # nothing is auctioned any more: the ranking takes the stage

    # -- the rest ------------------------------------------------------------------------------
    def clear(self) -> None:
        self.moment.stop()
        self._view = None
        self._previous = None
        self._last_result = None
        self._news = []
        self.choice = None
        self._legal = LegalActions()
        hide_zoom()
        self.me.hide()
        if self.discard_dialog is not None:
            self.discard_dialog.hide()
        for box in self.seat_boxes:
            box.hide()

    def close_dialogs(self) -> None:
        self.moment.stop()
        super().close_dialogs()
        hide_zoom()
        if self.discard_dialog is not None:
            self.discard_dialog.done(0)

    # -- the coach points at these parts by name ------------------------------------------
    def anchor_rect(self, name: str) -> QRect | None:
        """`market`, `market:<card>`, `auction` (its `amount`, `bid`, `pass`), `prompt`
        (its `primary` and `secondary` buttons), `empire` (your cards), `card:<id>` (one
        of yours), `money`, `income`, `seat:<n>`."""
        kind, _, arg = name.partition(":")
        if kind in ("market", "card") and arg.isdigit():
            row = self.market.cards if kind == "market" else self.me.empire
            rect = widget_rect(self, row.widgets.get(int(arg)))
            caption = self.me.empire.caption_over(int(arg)) if kind == "card" else None
            if rect is not None and caption is not None:
                # with its group's caption over it: a ring round the card alone would
                # cross the caption ("Actions") out
                corner = self.me.empire.mapTo(self, QPoint(0, 0))
                rect = rect.united(caption.toAlignedRect().translated(corner))
            return rect
        if kind == "seat" and arg.isdigit() and self._view is not None:
            others = seats_around(self._view["players"], self._viewer)
            index = others.index(int(arg)) if int(arg) in others else -1
            return widget_rect(self, self.seat_boxes[index] if 0 <= index < len(self.seat_boxes) else None)
        parts: dict[str, QWidget] = {
            "market": self.market,
            "auction": self.auction,
            "amount": self.auction.amount,
            "bid": self.auction.bid_button,
            "pass": self.auction.pass_button,
            "prompt": self.prompt,
            "primary": self.prompt.primary,
            "secondary": self.prompt.secondary,
            "empire": self.me.empire,
            "money": self.me.money,
            "income": self.me.income,
        }
        if name == "money":  # the figure with its caption over it (else the ring crosses it out)
            figure, words = widget_rect(self, self.me.money), widget_rect(self, self.me.money_caption)
            if figure is not None and words is not None:
                return figure.united(words)
        return widget_rect(self, parts[name]) if name in parts else super().anchor_rect(name)

    def action_anchor(self, action: Action, plan: Any) -> str | None:
        kind = action.kind
        if kind == "bid":
            return "amount"
        if kind == "pass_bid":
            return "pass"
        if kind in ("play_card", "assign", "demolish", "discard_status"):
            return f"card:{getattr(action, 'card', -1)}"
        if kind == "done":
            return "primary"
        if kind == "object":
            return "secondary"
        return None

    def retranslate(self) -> None:
        self.market.retranslate()
        self.me.empire.retranslate()
        for box in self.seat_boxes:
            box.empire.retranslate()
        self._redraw()

    def apply_zoom(self, zoom: float) -> None:
        """The page's zoom changed (ui/common/zoom.py): tokens and captions are drawn again
        at its size (the cards size themselves by their room)."""
        self._redraw()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # the race grows a little with the window (its tokens stay readable at 2560 wide)
        self.race.set_scale(max(32, min(56, self.height() // 22)))
        self.moment.setGeometry(self.rect())
        super().resizeEvent(event)
        self.lay_out()

    def lay_out(self) -> None:
        """One card size for the whole table (the market, every empire), as large as the
        window allows, from the window alone: the empires' rows keep room for what the
        rules let them hold (three factories, two status symbols, the rest), so the
        table never moves as they fill; a group that outgrows its room overlaps its
        cards. The opponents' cards lie on one row or two, whichever gives the larger
        cards; the market and the stage take the height the rows leave."""
        view = self._view
        if view is None:
            return
        self.table_card = card = self.card_size(view)
        rows = self.opponent_rows
        cap = px(self, CAPTION)
        # (a preferred height, not a fixed one: a smaller window may still shrink the table,
        # and the next lay_out fits the cards to it)
        for box in self.seat_boxes:
            box.empire.set_fixed(card, rows, self.bands_under)
            box.empire.set_height(EmpireView.height_for(card, rows, cap, box.empire.band_rows()))
        self.me.empire.set_fixed(card, 1, self.bands_under)
        self.me.empire.set_height(EmpireView.height_for(card, 1, cap, self.me.empire.band_rows()))
        self.market.set_fixed(card)
        # The market's row takes what the rows of cards leave, and no more: else, when the
        # texts of the stage or the prompt ask for more than there is, the layout would
        # take it from the empires and cut their cards.
        outer = self.layout()
        assert outer is not None
        m = outer.contentsMargins()
        others = [b for b in self.seat_boxes if not b.isHidden()]
        self.prompt.row.invalidate()  # (its words may have just taken another height)
        used = m.top() + m.bottom() + self.race.height() + self.prompt.minimumSizeHint().height()
        parts = 3
        if others:
            box = others[0]
            _invalidate(box.layout())
            used += box.sizeHint().height() + 1  # its header and its rows of cards
            parts += 1
        if not self.me.isHidden():
            _invalidate(self.me.layout())
            used += self.me.sizeHint().height() + 1
            parts += 1
        if self.paused_banner.isVisible():
            used += self.paused_banner.sizeHint().height()
            parts += 1
        middle = max(px(self, 150), self.height() - used - outer.spacing() * (parts - 1))
        self.market.setMaximumHeight(middle)
        self.auction.setMaximumHeight(middle)
        # the market as wide as its cards need (three more than the players), the stage beside it
        need = (view["players"] + 3) * (card + 8) - 8 + self.market.side_margins()
        room = self.width() - m.left() - m.right() - self.middle.spacing()
        # (a largest stage, not a smallest market: a smaller window may still shrink the table)
        self.auction.setMaximumWidth(max(self.auction.minimumSizeHint().width(), room - need))

    def card_size(self, view: dict[str, Any]) -> int:
        """The table's card width for this window (and `opponent_rows`)."""
        others = len(seats_around(view["players"], self._viewer))
        mine = self._viewer is not None
        outer = self.layout()
        assert outer is not None
        m = outer.contentsMargins()
        gap = outer.spacing()
        cap = px(self, CAPTION)
        prompt = px(self, 80)  # three lines of words (the longest questions at 1280 wide, in French)
        parts = 2 + (1 if others else 0) + (1 if mine else 0) + (1 if self.paused_banner.isVisible() else 0)
        room = self.height() - m.top() - m.bottom() - gap * parts - self.race.height() - prompt
        if self.paused_banner.isVisible():
            room -= self.paused_banner.sizeHint().height()
        room -= self.market.head_height()
        if mine:
            me_layout = self.me.layout()
            assert me_layout is not None
            me = me_layout.contentsMargins()
            room -= me.top() + me.bottom() + 4 + cap
        width = self.width() - m.left() - m.right()
        # the market's row: its cards (three more than the players) beside the stage
        stage = self.auction.minimumSizeHint().width()
        market_w = (width - self.middle.spacing() - stage - self.market.side_margins() + 8) / (
            view["players"] + 3
        ) - 8
        # your row: three factories, two status symbols and one more beside your money and income
        mine_w = (width - 20 - px(self, 185) - px(self, 150) - 24 - 2 * GROUP_GAP) / 6 - GAP
        best, best_rows, best_under = 0.0, 1, False
        for rows in (1, 2):
            head = 0
            if others:
                box = self.seat_boxes[0] if self.seat_boxes else None
                head = (box.top.sizeHint().height() if box is not None else px(self, 24)) + 12
            left = room - head - (rows * cap + (rows - 1) * ROW_GAP if others else 0)
            deep = 1 + (1 if mine else 0) + (rows if others else 0)
            by_height = left / (RATIO * deep)
            # With a band's room under the empires' rows of hosts (an attached card hangs
            # under its host, the host whole): the height's limit on the cards then.
            banded = by_height
            for _ in range(3):
                w = max(8, int(banded))
                rows_of_hosts = 1 if mine else 0
                if others:
                    inner = (width - 6 * (others - 1)) / others - 20
                    beside = (inner + GAP) // (w + GAP) >= FACTORY_LIMIT + 2  # status beside factories
                    rows_of_hosts += 1 if rows == 1 or beside else 2
                banded = (left - rows_of_hosts * (band_height(w) + 1)) / (RATIO * deep)
            limits = [by_height, market_w]
            if mine:
                limits.append(mine_w)
            if others:
                inner = (width - 6 * (others - 1)) / others - 20
                # one row: three factories, two status symbols, one more; two rows: the factories
                slots = 6 if rows == 1 else 3
                limits.append((inner - GROUP_GAP * (2 if rows == 1 else 0)) / slots - GAP)
            size = min(limits)
            # a second row of the opponents' cards stands mostly empty: worth it only
            # for clearly larger cards
            if size > (best * 1.15 if rows == 2 else best) + 0.5:
                best, best_rows = size, rows
                # the bands hang under their hosts only where that costs the cards nothing
                # (the width limits them): a card attached never shrinks anything
                best_under = banded >= min(size, MarketRow.LARGEST) - 0.5
        self.opponent_rows = best_rows
        self.bands_under = best_under
        return max(40, min(MarketRow.LARGEST, int(best)))

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_backdrop(
            FELT.lighter(120), FELT_DARK, centre_y=0.45, reach=0.8, step=5, vertical=False, alpha=6
        )
