"""What the shell expects of a game's table widget.

A table renders the view of one seat (or a spectator) and turns clicks into
intents: an `Action` emitted through `intent`. It never applies a rule: what may
be clicked comes from the `LegalActions` it is given.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QDialog, QWidget

from modernart_desktop.core.actions import Action, LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.games.common.turns import same_card_choice
from modernart_desktop.host.table import AI, SeatInfo
from modernart_desktop.ui import texts


@dataclass
class TableCtx:
    """What a table draws from: the view of the seat on screen (or the public view),
    what that seat may do now, the seats' names, the card selected in its hand and
    the computer seats thinking. Each game's table adds its own questions."""

    view: dict[str, Any]
    legal: LegalActions
    names: list[str]
    viewer: int | None
    selected: int | None = None
    thinking: set[int] = field(default_factory=set)

    def name(self, seat: int | None) -> str:
        return texts.seat_name(self.names, seat)

    @property
    def mine(self) -> bool:
        """The seat on screen has a decision to make now."""
        return self.viewer is not None and self.viewer in self.view["active"]

    # Identical cards (same `kind_of` value, e.g. artist and symbol) are one choice: the
    # legal actions name one card of each kind, any card of that kind in the hand plays it
    # (the rules' own `same_card_choice`, which the engine and the guided games ask too).
    def card_action(self, kind: str | None, card: int | None, kind_of: Sequence[Any]) -> Action | None:
        """The legal action of `kind` for `card`, or None."""
        if card is None or kind is None:
            return None
        for action in self.legal.of_kind(kind):
            if same_card_choice(action, replace(action, card=card), kind_of):  # type: ignore[call-arg]  # card actions carry .card
                return action
        return None

    def playable_cards(self, kinds: Iterable[str], kind_of: Mapping[int, Any] | Sequence[Any]) -> set[int]:
        """The cards of the hand some legal action of `kinds` may play."""
        wanted = {kind_of[a.card] for k in kinds for a in self.legal.of_kind(k)}  # type: ignore[attr-defined]  # card actions carry .card
        return {c for c in self.view.get("hand") or [] if kind_of[c] in wanted}


def widget_rect(table: QWidget, widget: QWidget | None) -> QRect | None:
    """`widget`'s rectangle in `table`'s coordinates, if it is shown."""
    if widget is None or not widget.isVisibleTo(table) or not widget.isVisible():
        return None
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def card_rect(table: QWidget, buttons: Sequence[Any], card: int, kind_of: Sequence[Any]) -> QRect | None:
    """Where `card` (or an identical twin: the same `kind_of`) lies among a hand's
    card buttons (each with a `.card`), in `table`'s coordinates."""
    if not 0 <= card < len(kind_of):
        return None
    twin = next((b for b in buttons if b.card is not None and kind_of[b.card] == kind_of[card]), None)
    return widget_rect(table, twin)


def seats_around(players: int, viewer: int | None) -> list[int]:
    """The other seats clockwise from the seat on screen (every seat for a spectator)."""
    if viewer is None:
        return list(range(players))
    return [(viewer + i) % players for i in range(1, players)]


class GameTable(QWidget):
    intent = Signal(object)  # an Action for the seat being shown
    pause_requested = Signal(str, bool)  # reason, on/off: hold the AI seats (a dialog is up)
    # The reason a table gives while a short moment (a sale) plays: the AI seats wait,
    # and so does the hot-seat curtain, but nobody is told "the computer waits for you".
    MOMENT = "moment"
    animation_scale = 0.0  # how long moments stay on screen: 1 normal, 0 none
    paused = False  # the whole table waits for a player to come back (LAN)
    computers_held = False  # the AI seats wait for this screen (a dialog, a moment)
    secrets_hidden = False  # hot-seat: the seat on screen is drawn without its secrets

    def set_animation_scale(self, scale: float) -> None:
        self.animation_scale = max(0.0, float(scale))

    def set_paused(self, paused: bool) -> None:
        """The table waits for an absent player (a LAN pause): nobody is about to act,
        so no seat should look busy. Takes effect with the next `show_view`."""
        self.paused = paused

    def set_computers_held(self, held: bool) -> None:
        """The AI seats wait while this screen shows something (a round's scoring, a
        sale's moment): they are not thinking. Takes effect with the next `show_view`."""
        self.computers_held = held

    def set_secrets_hidden(self, hidden: bool) -> None:
        """Hot-seat: the seat on screen has made its decision and anyone may be looking
        (a sale's moment, a computer's turn, the next player walking up). The page then
        passes the public (spectator) view with `viewer` still that seat: draw its place
        without anything of its own (its hand face down, no money). Takes effect with
        the next `show_view`."""
        self.secrets_hidden = hidden

    def thinking_seats(self, view: dict[str, Any], seats: list[SeatInfo]) -> set[int]:
        """The computer seats working on a decision now: none while the table waits for
        an absent player or holds the computers for this screen."""
        if self.paused or self.computers_held:
            return set()
        return {s for s in view.get("active", ()) if 0 <= s < len(seats) and seats[s].kind == AI}

    def show_view(
        self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo], viewer: int | None
    ) -> None:
        raise NotImplementedError

    # -- a round's scoring ---------------------------------------------------------------
    _round_dialog: QDialog | None = None

    def open_round_dialog(self, dialog: QDialog) -> None:
        """Show a round's scoring (one at a time): the computers wait until it is closed."""
        if self._round_dialog is not None:
            self._round_dialog.done(0)
        self._round_dialog = dialog
        self.pause_requested.emit("scoring", True)
        dialog.finished.connect(lambda _r: self._round_dialog_closed(dialog))
        dialog.open()

    def _round_dialog_closed(self, dialog: QDialog) -> None:
        if self._round_dialog is dialog:
            self._round_dialog = None
        dialog.deleteLater()
        self.pause_requested.emit("scoring", False)

    def scoring_dialog(self) -> QDialog | None:
        """The round's scoring on screen, if any."""
        return self._round_dialog

    def clear(self) -> None:
        """Forget everything secret (a hot-seat curtain is going up)."""
        raise NotImplementedError

    def on_public_events(
        self,
        events: list[tuple[int, Event]],
        view: dict[str, Any],
        seats: list[SeatInfo],
        private_view: dict[str, Any] | None,
    ) -> None:
        """Public announcements as they happen (e.g. a round's scoring dialog). `view` is
        the spectator's view; `private_view` the view of the only human at this screen
        (None in hot-seat, where the dialog is seen by everyone)."""

    def on_events(self, events: list[tuple[int, Event]]) -> None:
        """The new events of the seat on screen (the spectator's if none), the same ones
        its log is given, delivered just before the view they led to is shown. Several
        moves may lie between two views: a number the table tells about them (a price,
        an income) is read here, never worked out from the difference of two views."""

    def final_details(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> QWidget | None:
        """What the final ranking shows under the podium (e.g. round by round), drawn
        from the spectator's view of the finished game; None: nothing more."""
        return None

    def final_ranking_anchor(self) -> QWidget | None:
        """The part of the table the final ranking covers once the game is over (one
        left empty by the end, e.g. where auctions were run); None: the table's middle."""
        return None

    def close_dialogs(self) -> None:
        """The table is being left: close any dialog it opened."""
        if self._round_dialog is not None:
            self._round_dialog.done(0)

    def on_clock(self, seconds: float | None) -> None:
        """The host's clock started (seconds) or stopped (None)."""

    # -- a screen reader: the decision in words, and where the keyboard answers it -------
    def decision_text(self) -> str:
        """The seat on screen's decision in the table's words (its prompt); "": the
        table page names the control the keyboard is on instead."""
        return ""

    def focus_target(self) -> QWidget | None:
        """The control that answers the decision now (None: no decision, or the table
        does not say): a focus left on a control that went away moves there once."""
        return None

    # -- the coach: hints and guided games point at parts of the table -------------------
    def anchor_rect(self, name: str) -> QRect | None:
        """Where the part of the table called `name` is now, in the table's coordinates
        (None: not on the table now). The coach points there by name, never by pixels:
        a table answers its own names ("hand", "card:12", "bid", ...); by default a
        visible widget inside the table with that object name."""
        widget = self.findChild(QWidget, name)
        return widget_rect(self, widget)

    def action_anchor(self, action: Action, plan: Any) -> str | None:
        """The name (for `anchor_rect`) of where `action` is made (a card in the hand,
        the amount box, a button): the coach rings it. None: nothing to point at."""
        return None

    def show_hint(self, action: Action, plan: Any) -> str | None:
        """Set a hint's move up on the table where that costs nothing (its amount typed
        in, never played); the anchor to ring (`action_anchor` by default)."""
        return self.action_anchor(action, plan)

    def retranslate(self) -> None:
        """Set every text again in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    _backdrop: QPixmap | None = None
    _backdrop_key: tuple = ()

    def paint_backdrop(
        self,
        light: QColor,
        dark: QColor,
        centre_y: float,
        reach: float,
        step: int,
        vertical: bool,
        alpha: int,
    ) -> None:
        """The table's cloth: lighter in the middle, a faint weave of lines `step` apart.
        Drawn once per size (hundreds of lines) and kept: the table repaints often."""
        dpr = self.devicePixelRatioF()
        w, h = self.width(), self.height()
        key = (w, h, round(dpr, 2), light.rgba(), dark.rgba(), centre_y, reach, step, vertical, alpha)
        if self._backdrop is None or self._backdrop_key != key:
            pix = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
            pix.setDevicePixelRatio(dpr)
            p = QPainter(pix)
            g = QRadialGradient(QPointF(w / 2, h * centre_y), max(w, h) * reach)
            g.setColorAt(0, light)
            g.setColorAt(1, dark)
            p.fillRect(0, 0, w, h, g)
            p.setPen(QColor(255, 255, 255, alpha))
            if vertical:
                for x in range(0, w, step):
                    p.drawLine(x, 0, x, h)
            else:
                for y in range(0, h, step):
                    p.drawLine(0, y, w, y)
            p.end()
            self._backdrop, self._backdrop_key = pix, key
        p = QPainter(self)
        p.drawPixmap(0, 0, self._backdrop)
        p.end()
