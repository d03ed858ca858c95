"""The Friesematenten table: the other players on top (their empires, VP and factory
counts), the market and the auction in the middle with the prompt that says what is
being asked, and at the bottom your empire, your money, your unused action cards (the
timing symbol lit when you may play one now) and your next income.

Clicking an action card (or an influence card to attach, or "Demolish") starts a
choice: the cards and players it may apply to light up, and the clicks that complete
one of the engine's legal actions send it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.games.friesematenten.actions import Bid, Done, Object, PassBid
from modernart_desktop.games.friesematenten.components import ACTION_EFFECT, CARDS
from modernart_desktop.host.table import SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.paused_banner import PausedBanner
from modernart_desktop.ui.common.seat_frame import SeatFrame
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games.base import GameTable, seats_around
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.choosing import CARD, PLAYER, Choice
from modernart_desktop.ui.games.friesematenten.widgets import (
    AuctionPanel,
    DiscardDialog,
    EmpireView,
    IncomePanel,
    MarketRow,
)
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
QLabel#Points { font-weight: 800; font-size: 12pt; color: #f5d77a; }
QLabel#Money { font-weight: 800; font-size: 13pt; color: #9be08a; }
QLabel#BoxTitle { font-weight: 700; color: #f5d77a; }
QLabel#HighBid { font-weight: 700; font-size: 12pt; color: #fff6dc; }
QLabel#Prompt { font-size: 12pt; color: #fff6dc; }
QLabel#IncomeHead { font-weight: 700; color: #f5d77a; }
QLabel#IncomeTotal { font-weight: 800; color: #9be08a; }
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
    """Another player: name, start marker, VP and factories, and the empire. In a choice
    naming a player, a button picks this one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("SeatBox", parent, margins=(8, 5, 8, 5), spacing=2)
        # every opponent gets the same width; an empire too wide draws its cards smaller
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.points = QLabel(self)
        self.points.setObjectName("Points")
        self.top.addWidget(self.name)
        self.top.addWidget(self.role)
        self.top.addStretch(1)
        self.top.addWidget(self.points)
        self.empire = EmpireView(62, self)
        self.body.addWidget(self.empire)
        self.choose = QPushButton(self)
        self.choose.setObjectName("Primary")
        self.choose.hide()
        self.top.insertWidget(2, self.choose)
        self.box.addStretch(1)  # equal boxes: the spare height goes below, not between the lines

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
        self.show_common(
            seat,
            info.name,
            kind,
            translate("FrieseTable", "Start marker") if view["marker"] == seat else "",
            seat_status(view, seat, thinking, paused),
            seat in view["active"],
        )
        self.points.setText(N.points(empire["vp"]))
        self.empire.set_empire(empire, states)
        self.choose.setText(fill(translate("FrieseTable", "Choose {name}"), name=info.name))
        self.choose.setVisible(target)
        set_flag(self, "target", target)


class PromptPanel(QFrame):
    """What is being asked now, in plain words, and the buttons that answer it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBox")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(6)
        self.text = QLabel(self)
        self.text.setObjectName("Prompt")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.text)
        box.addStretch(1)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.primary = QPushButton(self)
        self.primary.setObjectName("Primary")
        self.secondary = QPushButton(self)
        self.demolish = QPushButton(self)
        self.cancel = QPushButton(self)
        for b in (self.primary, self.secondary, self.demolish, self.cancel):
            b.setAutoDefault(True)  # Enter presses the focused button, as Space does
            b.hide()
            row.addWidget(b)
        row.addStretch(1)
        box.addLayout(row)


class MyBox(QFrame):
    """The seat on screen: its money (only yours is ever shown), VP, factories, empire
    with the unused action cards, and the next income."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MyBox")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(12)
        who = QVBoxLayout()
        who.setSpacing(2)
        self.name = QLabel(self)
        self.name.setObjectName("SeatName")
        self.role = QLabel(self)
        self.role.setObjectName("Role")
        self.money = QLabel(self)
        self.money.setObjectName("Money")
        self.money.setWordWrap(True)
        self.points = QLabel(self)
        self.points.setObjectName("Points")
        self.hidden_note = QLabel(self)
        self.hidden_note.setObjectName("Muted")
        self.hidden_note.setWordWrap(True)
        self.choose = QPushButton(self)  # yourself as the chosen player (Headhunter, Security)
        self.choose.setObjectName("Primary")
        self.choose.hide()
        for w in (self.name, self.role, self.money, self.points, self.hidden_note, self.choose):
            who.addWidget(w)
        who.addStretch(1)
        holder = QWidget(self)
        holder.setFixedWidth(px(self, 200))
        holder.setLayout(who)
        self.holder = holder
        row.addWidget(holder)
        self.empire = EmpireView(84, self)
        row.addWidget(self.empire, 1, Qt.AlignmentFlag.AlignTop)
        self.income = IncomePanel(self)
        row.addWidget(self.income, 0, Qt.AlignmentFlag.AlignTop)

    def apply_zoom(self, zoom: float) -> None:
        self.holder.setFixedWidth(px(self, 200))  # the page grew (ui/common/zoom.py)


class FrieseTable(GameTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FrieseTable")
        self.setStyleSheet(QSS)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        outer.setSpacing(6)
        self.seats_row = QHBoxLayout()
        self.seats_row.setSpacing(6)
        outer.addLayout(self.seats_row)
        self.paused_banner = PausedBanner(self)
        outer.addWidget(self.paused_banner)
        middle = QHBoxLayout()
        middle.setSpacing(6)
        self.market = MarketRow(self)
        self.market.clicked.connect(lambda c: self._pick(CARD, c))
        self.market.discard_clicked.connect(self.open_discard)
        middle.addWidget(self.market, 1)
        self.auction = AuctionPanel(self)
        self.auction.bid.connect(lambda amount: self.intent.emit(Bid(amount)))
        self.auction.pass_.connect(lambda: self.intent.emit(PassBid()))
        middle.addWidget(self.auction)
        outer.addLayout(middle)
        self.prompt = PromptPanel(self)
        self.prompt.primary.clicked.connect(self._primary)
        self.prompt.secondary.clicked.connect(self._secondary)
        self.prompt.demolish.clicked.connect(self._start_demolish)
        self.prompt.cancel.clicked.connect(self._cancel_choice)
        outer.addWidget(self.prompt)
        self.prompt.setMinimumHeight(70)
        self.me = MyBox(self)
        self.me.empire.clicked.connect(self._my_card_clicked)
        self.me.choose.clicked.connect(lambda: self._pick(PLAYER, self._viewer))
        outer.addWidget(self.me)
        outer.addStretch(1)
        self.seat_boxes: list[SeatBox] = []
        self.discard_dialog: DiscardDialog | None = None
        self.choice: Choice | None = None
        self._view: dict[str, Any] | None = None
        self._legal = LegalActions()
        self._seats: list[SeatInfo] = []
        self._viewer: int | None = None
        self._asking_key: tuple[Any, ...] | None = None
        self._targets: set[int] = set()  # cards an announced action card aims at

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
        if card == _objection() and Object() in self._legal:  # the lit Objection! card objects
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

    def _start_demolish(self) -> None:
        options = list(self._legal.of_kind("demolish"))
        if options:
            self.start_choice(Choice(-1, "demolish", options))

    def _cancel_choice(self) -> None:
        if self.choice is not None and self.choice.cancellable:
            self.choice = None
            self._redraw()

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
        self.discard_dialog.set_cards(self._view["discard"], chosen & set(self._view["discard"]))
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
        )
        fresh = key != self._asking_key or viewer != self._viewer
        if fresh:
            self.choice = None  # a new question: any half-made choice is gone
        self._asking_key = key
        self._view, self._legal, self._seats, self._viewer = view, legal, list(seats), viewer
        if self.choice is None:
            self.choice = self._forced_choice()
        self._redraw()
        if fresh and self._mine():
            self._focus_answer()

    def _focus_answer(self) -> None:
        """The keyboard goes to the answer: in an auction the amount box (typed digits
        replace the minimum bid, Enter bids), else the button that passes, pays or ends
        the turn (Enter presses it)."""
        spin = self.auction.amount.spin
        if spin.isVisible() and spin.isEnabled():
            spin.setFocus(Qt.FocusReason.OtherFocusReason)
            spin.selectAll()
            return
        for button in (self.auction.bid_button, self.prompt.primary):
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
                states.setdefault(_objection(), {})["lit"] = True
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
            box.empire.set_base_width(px(self, self.WIDTHS[self.height() < px(self, self.COMPACT_HEIGHT)][0]))
            box.empire.clicked.connect(lambda c: self._pick(CARD, c))
            box.choose.clicked.connect(lambda _=False, b=box: self._pick(PLAYER, b.seat))
            self.seats_row.addWidget(box, 1)
            self.seat_boxes.append(box)
        for box, seat in zip(self.seat_boxes, others):
            box.show_seat(seat, view, seats[seat], thinking, self.paused, states, seat in players)
            box.show()
        for box in self.seat_boxes[len(others) :]:
            box.hide()
        self.market.set_market(view, states)
        if view["auction"] is not None:
            r = self._legal.range_of("bid") if self._mine() else None
            self.auction.set_auction(view, names, (r.lo, r.hi) if r is not None else None)
            self.auction.show()
        else:
            self.auction.hide()
        self._show_me(view, seats, viewer, states, players)
        self._show_prompt(view, names)
        waiting = self.paused and view["phase"] != "over"
        self.paused_banner.setVisible(waiting)
        if self.discard_dialog is not None and self.discard_dialog.isVisible():
            chosen = self.choice.choosable(CARD) if self.choice is not None else set()
            self.discard_dialog.set_cards(view["discard"], chosen & set(view["discard"]))

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
        me.role.setText(translate("FrieseTable", "Start marker"))
        me.role.setVisible(view["marker"] == viewer)
        money = view["money"] if view["money"] is not None else (view["all_money"] or [None] * 9)[viewer]
        me.money.setVisible(money is not None)
        if money is not None:
            me.money.setText(fill(translate("FrieseTable", "Your money: {money}"), money=N.money(money)))
        me.points.setText(N.points(empire["vp"]))
        hidden = self.secrets_hidden and view["phase"] != "over"
        me.hidden_note.setText(
            translate("FrieseTable", "Your money stays hidden until your turn: others may be looking.")
        )
        me.hidden_note.setVisible(hidden)
        me.empire.set_empire(empire, states)
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
        pr.text.setText(self.prompt_text(view, names))
        if view["phase"] == "over" or not mine:
            return
        if self.choice is not None:
            if self.choice.cancellable:
                pr.cancel.setText(translate("FrieseTable", "Cancel"))
                pr.cancel.show()
            return
        kind = view["asking"]["kind"]
        if Done() in self._legal:
            pr.primary.setText(
                {
                    "turn": translate("FrieseTable", "End my turn"),
                    "hammer": translate("FrieseTable", "Pass"),
                    "bag": translate("FrieseTable", "Pass"),
                    "pay": translate("FrieseTable", "Pay"),
                    "immediate": translate("FrieseTable", "Keep it for later"),
                    "object": translate("FrieseTable", "Let it happen"),
                }.get(kind, translate("FrieseTable", "Done"))
            )
            pr.primary.show()
        if Object() in self._legal:
            pr.secondary.setText(
                fill(translate("FrieseTable", "Object with {card}"), card=N.card_name(_objection()))
            )
            pr.secondary.show()
        if kind == "turn" and self._legal.of_kind("demolish"):
            pr.demolish.setText(translate("FrieseTable", "Demolish a factory…"))
            pr.demolish.show()

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
        if not self._mine():
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
                    "A {window} is open and you may play now: {cards}. Click a lit card, or pass.",
                ),
                window=N.window_name(kind),
                cards=cards,
            )
        if kind == "bid":
            return translate(
                "FrieseTable",
                "Your bid. Bids are not limited by your money, but a winner who cannot pay loses all of it.",
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
                translate("FrieseTable", "{card} is yours. Use it now (click it), or keep it for later."),
                card=N.card_name(top["card"]),
            )
        if kind == "object" and top is not None and "play" in top:
            actor, card = top["play"][0], top["play"][1]
            return fill(
                translate(
                    "FrieseTable",
                    "{name} plays {card} against you. Object with {objection}, or let it happen?",
                ),
                name=names[actor],
                card=N.card_name(card),
                objection=N.card_name(_objection()),
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
        text = {
            "turn": translate("FrieseTable", "{name} takes their turn."),
            "hammer": translate("FrieseTable", "{name} may play a card in the hammer window."),
            "bag": translate("FrieseTable", "{name} may play a card before income."),
            "bid": translate("FrieseTable", "{name} is bidding."),
            "pay": translate("FrieseTable", "{name} pays for the card won."),
            "immediate": translate("FrieseTable", "{name} may use the card just won."),
            "demolish": translate("FrieseTable", "{name} must demolish a factory."),
            "scandal": translate("FrieseTable", "{name} discards a status symbol."),
            "object": translate("FrieseTable", "{name} may object."),
        }.get(kind, "")
        return fill(text, name=name)

    def final_details(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> QWidget | None:
        from modernart_desktop.ui.games.friesematenten.final import FrieseFinal

        return FrieseFinal(view, names, ranking, winners)

    # -- the rest ------------------------------------------------------------------------------
    def clear(self) -> None:
        self._view = None
        self.choice = None
        self._legal = LegalActions()
        self.me.hide()
        if self.discard_dialog is not None:
            self.discard_dialog.hide()
        for box in self.seat_boxes:
            box.hide()

    def close_dialogs(self) -> None:
        super().close_dialogs()
        if self.discard_dialog is not None:
            self.discard_dialog.done(0)

    def retranslate(self) -> None:
        self.market.retranslate()
        self.me.empire.retranslate()
        for box in self.seat_boxes:
            box.empire.retranslate()
        self._redraw()

    # -- a short window -------------------------------------------------------------------
    # Below this height (a 1280x720 screen) the cards are drawn smaller so everything fits;
    # an empire wider than its place draws its cards smaller still (EmpireView).
    COMPACT_HEIGHT = 720
    WIDTHS = {False: (62, 96, 84), True: (50, 74, 66)}  # others', the market's, yours

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_cards()
        super().resizeEvent(event)

    def apply_zoom(self, zoom: float) -> None:
        self._fit_cards()  # a larger window: the same layout, zoomed (ui/common/zoom.py)

    def _fit_cards(self) -> None:
        compact = self.height() < px(self, self.COMPACT_HEIGHT)
        others, market, mine = (px(self, w) for w in self.WIDTHS[compact])
        for box in self.seat_boxes:
            box.empire.set_base_width(others)
        self.market.set_card_width(market)
        self.auction.set_card_width(market)
        self.me.empire.set_base_width(mine)
        if self._view is not None:
            self._redraw()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_backdrop(
            FELT.lighter(120), FELT_DARK, centre_y=0.45, reach=0.8, step=5, vertical=False, alpha=6
        )


def _objection() -> int:
    from modernart_desktop.games.friesematenten.components import OBJECTION

    return OBJECTION
