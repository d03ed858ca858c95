"""The prompt: what the seat on screen is asked now, and the buttons to answer.

Every button is enabled from the `LegalActions` the engine gave and emits one of
them; the panel never decides what is legal itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from modernart_desktop.core.actions import Action
from modernart_desktop.games.modern_art_card_game.actions import DeclineSecond, FinishBonus, PlaceAward
from modernart_desktop.games.modern_art_card_game.components import (
    ARTIST_NAMES,
    CARD_ARTIST,
    CARD_KIND,
    CARD_SYMBOL,
    PLAIN,
)
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games.base import TableCtx
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

# The card action each phase asks for.
CARD_KINDS = {
    "play": "play",
    "second_up": "play_second",
    "second_down": "play_second",
    "simultaneous": "commit",
    "bonus": "bonus",
}


class Ctx(TableCtx):
    """What the table needs to draw itself: the view of the seat on screen and its legal actions."""

    def card_kind(self) -> str | None:
        return CARD_KINDS.get(self.view["phase"])

    def card_action(self, card: int | None) -> Action | None:  # type: ignore[override]  # kind and kind_of are fixed here
        """The legal card action for `card` now (identical cards are one choice)."""
        return super().card_action(self.card_kind(), card, CARD_KIND)

    def playable_cards(self) -> set[int]:  # type: ignore[override]  # kinds and kind_of are fixed here
        kind = self.card_kind()
        return super().playable_cards((kind,), CARD_KIND) if kind is not None else set()


def _button(primary: bool = False, parent: QWidget | None = None) -> QPushButton:
    b = QPushButton(parent)
    b.setAutoDefault(True)  # Enter presses the focused button, as Space does
    b.setMinimumHeight(32)
    if primary:
        b.setObjectName("Primary")
    return b


class PromptPanel(QFrame):
    intent = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBox")
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 6, 12, 6)  # (the words' lines are what the height goes to)
        box.setSpacing(4)
        # The question and its hint take the panel's height above the buttons; a longer
        # text than the panel holds scrolls there, never growing the panel: the table
        # does not jump, and the buttons, at the panel's foot, never move under the mouse.
        self.words = QScrollArea(self)
        self.words.setObjectName("PromptWords")
        self.words.setWidgetResizable(True)
        self.words.setFrameShape(QFrame.Shape.NoFrame)
        self.words.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        words = QWidget(self.words)
        words.setObjectName("PromptWordsInside")
        column = QVBoxLayout(words)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        self.text = QLabel(words)
        self.text.setObjectName("Prompt")
        self.text.setWordWrap(True)
        column.addWidget(self.text)
        self.hint = QLabel(words)
        self.hint.setObjectName("Muted")
        self.hint.setWordWrap(True)
        column.addWidget(self.hint)
        column.addStretch(1)
        self.words.setWidget(words)
        self.words.setMinimumHeight(px(self, 40))
        box.addWidget(self.words, 1)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.primary = _button(True, self)
        self.primary.clicked.connect(self._on_primary)
        row.addWidget(self.primary)
        self.secondary = _button(False, self)
        self.secondary.clicked.connect(self._on_secondary)
        row.addWidget(self.secondary)
        self.artist_buttons: list[QPushButton] = []
        for a in range(len(ARTIST_NAMES)):
            b = _button(False, self)
            b.setObjectName("Artist")
            b.setText(ARTIST_NAMES[a])
            b.clicked.connect(lambda _=False, artist=a: self._award(artist))
            row.addWidget(b)
            self.artist_buttons.append(b)
        row.addStretch(1)
        box.addLayout(row)
        self._ctx: Ctx | None = None
        self._secondary_action: Action | None = None

    def apply_zoom(self, zoom: float) -> None:
        for b in [self.primary, self.secondary, *self.artist_buttons]:
            b.setMinimumHeight(px(self, 32))  # the page grew (ui/common/zoom.py)
        self.words.setMinimumHeight(px(self, 40))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and right walk along the prompt's buttons (the five artists, say)."""
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        buttons = [
            b
            for b in [self.primary, self.secondary, *self.artist_buttons]
            if b.isVisibleTo(self) and b.isEnabled()
        ]
        focus = self.focusWidget()
        if step is None or focus not in buttons:
            super().keyPressEvent(event)
            return
        i = buttons.index(focus) + step
        if 0 <= i < len(buttons):
            buttons[i].setFocus(Qt.FocusReason.TabFocusReason)

    # -- answering --------------------------------------------------------------------
    def _on_primary(self) -> None:
        ctx = self._ctx
        action = ctx.card_action(ctx.selected) if ctx is not None else None
        if action is not None:
            self.intent.emit(action)

    def _on_secondary(self) -> None:
        if (
            self._secondary_action is not None
            and self._ctx is not None
            and self._secondary_action in self._ctx.legal
        ):
            self.intent.emit(self._secondary_action)

    def _award(self, artist: int) -> None:
        action = PlaceAward(artist)
        if self._ctx is not None and action in self._ctx.legal:
            self.intent.emit(action)

    # -- drawing -----------------------------------------------------------------------
    def update_from(self, ctx: Ctx) -> None:
        self._ctx = ctx
        view = ctx.view
        phase = view["phase"]
        mine = ctx.mine
        self.setProperty("mine", mine)
        self.style().unpolish(self)
        self.style().polish(self)
        self.primary.hide()
        self.secondary.hide()
        for b in self.artist_buttons:
            b.hide()
        self._secondary_action = None
        self.hint.setText("")
        self.hint.hide()
        if phase == "over":
            self.text.setText(translate("CardGamePrompt", "The game is over."))
            return
        if not mine:
            self.text.setText(self._waiting_text(ctx))
            self._show_own_choice(ctx)
            return
        selected_ok = ctx.card_action(ctx.selected) is not None
        if phase == "play":
            self.text.setText(
                translate(
                    "CardGamePrompt",
                    "Your turn: show a painting from your hand (double click shows it at once).",
                )
            )
            self._primary(translate("CardGamePrompt", "&Show this painting"), selected_ok)
            self._symbol_hint(ctx)
        elif phase == "second_up":
            artist = ARTIST_NAMES[view["second_artist"]]
            self.text.setText(
                fill(translate("CardGamePrompt", "Show a second {artist} painting face up?"), artist=artist)
            )
            self._primary(translate("CardGamePrompt", "&Show it face up"), selected_ok)
            self._secondary(translate("CardGamePrompt", "&No second painting"), DeclineSecond())
            if not ctx.playable_cards():
                self._show_hint(
                    fill(translate("CardGamePrompt", "You hold no {artist} painting."), artist=artist)
                )
        elif phase == "second_down":
            self.text.setText(
                translate(
                    "CardGamePrompt",
                    "Add a second painting of any artist face down? Nobody else sees it until scoring.",
                )
            )
            self._primary(translate("CardGamePrompt", "&Play it face down"), selected_ok)
            self._secondary(translate("CardGamePrompt", "&No second painting"), DeclineSecond())
        elif phase == "simultaneous":
            self.text.setText(
                translate(
                    "CardGamePrompt",
                    "Simultaneous play: choose a painting. It stays hidden "
                    "until everyone has chosen, then all are shown together.",
                )
            )
            self._primary(translate("CardGamePrompt", "&Choose this painting"), selected_ok)
        elif phase == "award":
            self.text.setText(
                translate(
                    "CardGamePrompt",
                    "Place an award token (2 points) on any artist: it stays there for the rest of the game.",
                )
            )
            for a, b in enumerate(self.artist_buttons):
                b.show()
                b.setEnabled(PlaceAward(a) in ctx.legal)
        elif phase == "bonus":
            self.text.setText(
                translate(
                    "CardGamePrompt",
                    "Scoring: you may add one bonus painting from your hand "
                    "for each artist you show. It scores that artist's value.",
                )
            )
            self._primary(translate("CardGamePrompt", "&Add as a bonus painting"), selected_ok)
            self._secondary(translate("CardGamePrompt", "&Done"), FinishBonus())
            self._bonus_hint(ctx)

    def _primary(self, text: str, enabled: bool) -> None:
        self.primary.setText(text)
        self.primary.setEnabled(enabled)
        self.primary.show()

    def _secondary(self, text: str, action: Action) -> None:
        self.secondary.setText(text)
        self._secondary_action = action
        self.secondary.setEnabled(action in self._ctx.legal if self._ctx else False)
        self.secondary.show()

    def _show_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def _symbol_hint(self, ctx: Ctx) -> None:
        card = ctx.selected
        if card is None:
            self._show_hint(translate("CardGamePrompt", "Select a painting to see what its symbol does."))
            return
        symbol = CARD_SYMBOL[card]
        if symbol == PLAIN:
            self._show_hint(fill(translate("CardGamePrompt", "{card}: no symbol."), card=N.card_text(card)))
            return
        face_up = ctx.view["face_up_counts"][CARD_ARTIST[card]]
        if face_up + 1 >= ctx.view["round_limit"]:
            self._show_hint(
                fill(
                    translate("CardGamePrompt", "{card} ends the round: its symbol is ignored."),
                    card=N.card_text(card),
                )
            )
            return
        self._show_hint(
            fill(
                translate("CardGamePrompt", "{card}: {effect}"),
                card=N.card_text(card),
                effect=N.symbol_hint(symbol),
            )
        )

    def _bonus_hint(self, ctx: Ctx) -> None:
        scoring = ctx.view.get("scoring") or {}
        values = scoring.get("values") or []
        ranking = scoring.get("ranking") or []
        parts = [f"{ARTIST_NAMES[a]} {values[a]}" for a in ranking]
        self._show_hint(
            fill(
                translate("CardGamePrompt", "Value per painting this round: {values}."),
                values=", ".join(parts) or "—",
            )
        )

    def _show_own_choice(self, ctx: Ctx) -> None:
        sim = ctx.view.get("simultaneous")
        if sim and sim.get("my_card") is not None:
            self._show_hint(
                fill(translate("CardGamePrompt", "Your choice: {card}."), card=N.card_text(sim["my_card"]))
            )

    def _waiting_text(self, ctx: Ctx) -> str:
        view = ctx.view
        phase = view["phase"]
        active = view["active"]
        if phase == "simultaneous":
            waiting = ", ".join(ctx.name(s) for s in active)
            return fill(translate("CardGamePrompt", "Simultaneous play: waiting for {names}…"), names=waiting)
        seat = active[0] if active else view["turn"]
        who = ctx.name(seat)
        texts = {
            "play": translate("CardGamePrompt", "{name} chooses a painting to show…"),
            "second_up": translate("CardGamePrompt", "{name} may show a second painting face up…"),
            "second_down": translate("CardGamePrompt", "{name} may add a painting face down…"),
            "award": translate("CardGamePrompt", "{name} places an award token…"),
            "bonus": translate("CardGamePrompt", "Scoring: {name} chooses bonus paintings…"),
        }
        return fill(texts.get(phase, "{name}"), name=who)

    def focus_target(self) -> QPushButton | None:
        """The button that answers the decision by keyboard: the first artist that may
        take the award, else the enabled primary or secondary button."""
        for b in [*self.artist_buttons, self.primary, self.secondary]:
            if b.isVisibleTo(self) and b.isEnabled():
                return b
        return None

    def artist_enabled(self) -> list[bool]:
        return [b.isVisible() and b.isEnabled() for b in self.artist_buttons]
