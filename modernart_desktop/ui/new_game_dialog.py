"""The new-game dialog: which game, how many seats, who plays each, table options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.ai.levels import offered_level
from modernart_desktop.host.table import AI, HUMAN, SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.game_options import GameOptionsBox
from modernart_desktop.ui.games import catalog
from modernart_desktop.ui.session import available_levels

translate = QCoreApplication.translate
MAX_SEATS = 5


@dataclass
class GameSetup:
    game_id: str
    seats: list[SeatInfo]
    options: dict[str, Any]


# Table options' defaults before set-ups remembered them (a remembered value equal to one
# of these was most likely never chosen: the new default replaces it).
EARLIER_DEFAULTS: dict[str, dict[str, Any]] = {"modern_art": {"open_clock": 8}}


class SeatRow:
    """One seat: its name, Human or Computer, and the computer's level."""

    def __init__(self, parent: QWidget, index: int) -> None:
        self.index = index
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(24)
        self.kind = QComboBox(parent)
        self.kind.addItem("", HUMAN)
        self.kind.addItem("", AI)
        self.level = QComboBox(parent)
        # A screen reader on Linux names a box by the label whose buddy it is (a combo
        # box's own name is its current value there): each field has a label of its
        # own, never shown, saying which seat and what it holds ("Seat 2: computer level").
        self.field_labels: list[QLabel] = []
        for field in (self.name, self.kind, self.level):
            label = QLabel(parent)
            label.setBuddy(field)
            label.hide()
            self.field_labels.append(label)
        self._shown = True
        self.kind.currentIndexChanged.connect(self._sync)

    def set_levels(self, levels: list[str], chosen: str | None) -> None:
        current = chosen or self.level.currentData()
        # (the same levels keep their items: emptying and filling every seat's box again
        # sent a screen reader a burst of events as the dialog opened, issue 34)
        if [self.level.itemData(i) for i in range(self.level.count())] != list(levels):
            self.level.clear()
            for level in levels:
                self.level.addItem(texts.level_name(level), level)
        i = self.level.findData(current)
        self.level.setCurrentIndex(i if i >= 0 else min(1, self.level.count() - 1))

    def _sync(self) -> None:
        self.level.setVisible(self._shown and self.kind.currentData() == AI)

    def set_visible(self, visible: bool) -> None:
        self._shown = visible
        for w in (self.label, self.name, self.kind):
            w.setVisible(visible)
        self._sync()

    def retranslate(self) -> None:
        seat = str(self.index + 1)
        self.label.setText(translate("NewGame", "Seat %1").replace("%1", seat))
        # Each field says which seat and what it holds (a screen reader would otherwise
        # read the group's title or the box's current value).
        names = (
            translate("NewGame", "Seat %1: name"),
            translate("NewGame", "Seat %1: human or computer"),
            translate("NewGame", "Seat %1: computer level"),
        )
        for field, label, name in zip((self.name, self.kind, self.level), self.field_labels, names):
            field.setAccessibleName(name.replace("%1", seat))
            label.setText(name.replace("%1", seat))
        self.kind.setItemText(0, translate("NewGame", "Human"))
        self.kind.setItemText(1, translate("NewGame", "Computer"))
        for i in range(self.level.count()):
            self.level.setItemText(i, texts.level_name(self.level.itemData(i)))
        self.name.setPlaceholderText(texts.default_seat_name(self.index))

    def seat(self) -> SeatInfo:
        name = self.name.text().strip() or texts.default_seat_name(self.index)
        if self.kind.currentData() == AI:
            return SeatInfo(name, AI, self.level.currentData())
        return SeatInfo(name, HUMAN)


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_id: str | None = None,
        player_name: str = "",
        last: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setMinimumWidth(620)
        self._player_name = player_name
        box = QVBoxLayout(self)
        box.setSpacing(12)
        form = QFormLayout()
        self.game_label = QLabel(self)
        self.game = QComboBox(self)
        self._entries = catalog.games_listed()
        for entry in self._entries:
            self.game.addItem(entry.title(), entry.game_id)
            if not entry.playable():  # listed, but cannot be chosen yet
                item = cast(QStandardItemModel, self.game.model()).item(self.game.count() - 1)
                item.setEnabled(False)
        form.addRow(self.game_label, self.game)
        self.players_label = QLabel(self)
        self.players = QSpinBox(self)
        form.addRow(self.players_label, self.players)
        box.addLayout(form)
        self.seats_box = QGroupBox(self)
        # (the fields sit in a plain widget inside the box: a field right inside a group
        # box is named by the box's title for a screen reader, all four seats alike)
        self.seats_grid = QWidget(self.seats_box)
        QVBoxLayout(self.seats_box).addWidget(self.seats_grid)
        grid = QGridLayout(self.seats_grid)
        grid.setContentsMargins(0, 0, 0, 0)
        self.rows = [SeatRow(self.seats_grid, i) for i in range(MAX_SEATS)]
        for i, row in enumerate(self.rows):
            grid.addWidget(row.label, i, 0)
            grid.addWidget(row.name, i, 1)
            grid.addWidget(row.kind, i, 2)
            grid.addWidget(row.level, i, 3)
            row.kind.currentIndexChanged.connect(self._update_hint)
        grid.setColumnStretch(1, 1)
        box.addWidget(self.seats_box)
        self.hint = QLabel(self)
        self.hint.setObjectName("Muted")
        self.hint.setWordWrap(True)
        box.addWidget(self.hint)
        self.options_box = GameOptionsBox(self)
        box.addWidget(self.options_box)
        self.option_widgets = self.options_box.widgets  # option key -> its editor
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel = QPushButton(self)
        self.cancel.setAutoDefault(False)
        self.cancel.clicked.connect(self.reject)
        self.start = QPushButton(self)
        self.start.setObjectName("Primary")
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        buttons.addWidget(self.cancel)
        buttons.addWidget(self.start)
        box.addLayout(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        i = self.game.findData(catalog.featured(game_id))
        self.game.setCurrentIndex(i if i >= 0 else 0)
        self._game_changed()
        if last and last.get("game") == self.game_id():
            self._apply_last(last)
        self.retranslate()

    # -- building -----------------------------------------------------------------------
    def game_id(self) -> str:
        return self.game.currentData()

    def _game_changed(self) -> None:
        game_id = self.game_id()
        entry = catalog.entry(game_id)
        lo, hi = entry.players if entry else (2, 5)
        self.players.blockSignals(True)
        self.players.setRange(lo, min(hi, MAX_SEATS))
        self.players.setValue(min(max(4, lo), hi))
        self.players.blockSignals(False)
        levels = available_levels(game_id)
        computers = texts.computer_names()
        for row in self.rows:
            row.set_levels(levels, "normal")
            if row.index == 0:
                row.kind.setCurrentIndex(0)
                row.name.setText(self._player_name)
            else:
                row.kind.setCurrentIndex(1)
                row.name.setText(computers[(row.index - 1) % len(computers)])
            row._sync()
        self.options_box.set_game(game_id)
        self._players_changed()

    def _players_changed(self) -> None:
        n = self.players.value()
        for row in self.rows:
            row.set_visible(row.index < n)
        self.options_box.set_players(n)
        self._update_hint()
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """More seats (or longer words): the open dialog grows to the height its rows ask
        for, within the screen, so no seat's row is squeezed or cut."""
        if not self.isVisible():
            return
        from modernart_desktop.ui.common.fit import keep_on_screen, room_on_screen

        layout = self.layout()
        if layout is not None:
            layout.activate()
        want = self.sizeHint().height()
        if self.height() < want:
            room = room_on_screen(self).height()
            self.resize(self.width(), max(self.minimumHeight(), min(want, room)))
            keep_on_screen(self)

    def _update_hint(self) -> None:
        n = self.players.value()
        humans = sum(1 for r in self.rows[:n] if r.kind.currentData() == HUMAN)
        self.options_box.set_hot_seat(humans > 1)
        if humans == 0:
            text = translate("NewGame", "No human seat: you will watch the computers play.")
        elif humans > 1:
            text = translate(
                "NewGame",
                "Hot-seat: the players share this screen. A curtain hides hands and money "
                "between turns, and the open-auction clock is off.",
            )
        else:
            text = translate(
                "NewGame",
                "You play against the computer. Its seats see only what a player at the table would see.",
            )
        self.hint.setText(text)

    def _apply_last(self, last: dict[str, Any]) -> None:
        seats = last.get("seats") or []
        if isinstance(last.get("players"), int):
            self.players.setValue(last["players"])
        for row, seat in zip(self.rows, seats):
            if not isinstance(seat, dict):
                continue
            row.kind.setCurrentIndex(1 if seat.get("kind") == AI else 0)
            if isinstance(seat.get("name"), str) and seat["name"].strip():  # a blank one keeps the default
                row.name.setText(seat["name"])
            level = seat.get("level")
            i = row.level.findData(offered_level(self.game_id(), level) if isinstance(level, str) else None)
            if i >= 0:
                row.level.setCurrentIndex(i)
            row._sync()
        options = last.get("options")
        self.options_box.set_values(self._still_chosen(options, last.get("defaults")))
        self._update_hint()

    def _still_chosen(self, options: Any, defaults: Any) -> dict[str, Any]:
        """The remembered options the player chose: one left at a default that has
        changed since takes the new default (the open auction's clock went from 8 s to
        20 s; set-ups remembered before defaults were noted name their old ones here)."""
        if not isinstance(options, dict):
            return {}
        if not isinstance(defaults, dict):
            defaults = EARLIER_DEFAULTS.get(self.game_id(), {})
        current = {spec.key: spec.default for spec in self.options_box.specs}
        return {
            key: value
            for key, value in options.items()
            if not (key in defaults and value == defaults[key] and current.get(key, value) != value)
        }

    # -- the result ---------------------------------------------------------------------
    def setup(self) -> GameSetup:
        n = self.players.value()
        return GameSetup(self.game_id(), [row.seat() for row in self.rows[:n]], self.options_box.values())

    def your_name(self) -> str:
        """The name typed for the first human seat (the person at this screen), or ""."""
        n = self.players.value()
        humans = [row for row in self.rows[:n] if row.kind.currentData() == HUMAN]
        return humans[0].name.text().strip() if humans else ""

    def remembered(self) -> dict[str, Any]:
        s = self.setup()
        return {
            "game": s.game_id,
            "players": len(s.seats),
            "seats": [
                {"name": self.rows[i].name.text(), "kind": seat.kind, "level": seat.level}
                for i, seat in enumerate(s.seats)
            ],
            "options": s.options,
            "defaults": {spec.key: spec.default for spec in self.options_box.specs},
        }

    # -- language -----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("NewGame", "New game"))
        self.game_label.setText(translate("NewGame", "Game"))
        for i, entry in enumerate(self._entries):
            title = entry.title()
            self.game.setItemText(
                i,
                title if entry.playable() else translate("NewGame", "%1 (coming soon)").replace("%1", title),
            )
        self.game.setAccessibleName(translate("NewGame", "Game"))
        self.players_label.setText(translate("NewGame", "Players"))
        self.players.setAccessibleName(translate("NewGame", "Players"))
        self.seats_box.setTitle(translate("NewGame", "Seats (clockwise)"))
        for row in self.rows:
            row.retranslate()
        self._update_hint()
        self.cancel.setText(translate("NewGame", "Cancel"))
        self.start.setText(translate("NewGame", "Start the game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
