"""What the shell expects of a game's table widget.

A table renders the view of one seat (or a spectator) and turns clicks into
intents: an `Action` emitted through `intent`. It never applies a rule: what may
be clicked comes from the `LegalActions` it is given.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.core.events import Event
from modernart_desktop.host.table import AI, SeatInfo


class GameTable(QWidget):
    intent = Signal(object)        # an Action for the seat being shown
    pause_requested = Signal(str, bool)  # reason, on/off: hold the AI seats (a dialog is up)
    # The reason a table gives while a short moment (a sale) plays: the AI seats wait,
    # and so does the hot-seat curtain, but nobody is told "the computer waits for you".
    MOMENT = "moment"
    animation_scale = 0.0          # how long moments stay on screen: 1 normal, 0 none
    paused = False                 # the whole table waits for a player to come back (LAN)
    computers_held = False         # the AI seats wait for this screen (a dialog, a moment)
    secrets_hidden = False         # hot-seat: the seat on screen is drawn without its secrets

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

    def show_view(self, view: dict[str, Any], legal: LegalActions, seats: list[SeatInfo],
                  viewer: int | None) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        """Forget everything secret (a hot-seat curtain is going up)."""
        raise NotImplementedError

    def on_public_events(self, events: list[tuple[int, Event]], view: dict[str, Any],
                         seats: list[SeatInfo], private_view: dict[str, Any] | None) -> None:
        """Public announcements as they happen (e.g. a round's scoring dialog). `view` is
        the spectator's view; `private_view` the view of the only human at this screen
        (None in hot-seat, where the dialog is seen by everyone)."""

    def final_details(self, view: dict[str, Any], names: list[str], ranking: list[int],
                      winners: list[int]) -> QWidget | None:
        """What the final ranking shows under the podium (e.g. round by round), drawn
        from the spectator's view of the finished game; None: nothing more."""
        return None

    def close_dialogs(self) -> None:
        """The table is being left: close any dialog it opened."""

    def on_clock(self, seconds: float | None) -> None:
        """The host's clock started (seconds) or stopped (None)."""

    def retranslate(self) -> None:
        """Set every text again in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
