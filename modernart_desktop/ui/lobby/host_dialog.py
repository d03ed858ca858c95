"""Host a LAN game: table name, game, players, options, password, what happens when
someone drops out, and the network address to use. Seats are filled in the
waiting room (players join, the host adds computers)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from modernart_desktop.core import registry
from modernart_desktop.ui.games import catalog, table_for
from modernart_desktop.ui.lobby import texts

translate = QCoreApplication.translate
MAX_SEATS = 5


@dataclass
class HostSetup:
    table_name: str
    player_name: str
    plays: bool                 # the host takes seat 1 at this screen
    game_id: str
    players: int
    options: dict[str, Any]
    password: str | None
    policy: str
    bind: str | None            # None: every network interface


class HostDialog(QDialog):
    def __init__(self, player_name: str = "", bind: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HostDialog")
        self.setMinimumWidth(600)
        box = QVBoxLayout(self)
        box.setSpacing(12)
        form = QFormLayout()
        self.name_label, self.name = QLabel(self), QLineEdit(self)
        self.name.setMaxLength(40)
        self.you_label, self.you = QLabel(self), QLineEdit(player_name, self)
        self.you.setMaxLength(24)
        self.plays = QCheckBox(self)
        self.plays.setChecked(True)
        self.game_label, self.game = QLabel(self), QComboBox(self)
        for entry in catalog.GAMES:
            self.game.addItem(entry.title(), entry.game_id)
            if not entry.playable():
                self.game.model().item(self.game.count() - 1).setEnabled(False)
        self.players_label, self.players = QLabel(self), QSpinBox(self)
        self.password_label, self.password = QLabel(self), QLineEdit(self)
        self.password.setMaxLength(64)
        self.policy_label, self.policy = QLabel(self), QComboBox(self)
        for policy in ("pause", "standin"):
            self.policy.addItem("", policy)
        self.bind_label, self.bind = QLabel(self), QComboBox(self)
        self.bind.setEditable(True)
        self.bind.addItem("", "")
        if bind:
            self.bind.addItem(bind, bind)
            self.bind.setCurrentIndex(1)
        form.addRow(self.name_label, self.name)
        form.addRow(self.you_label, self.you)
        form.addRow("", self.plays)
        form.addRow(self.game_label, self.game)
        form.addRow(self.players_label, self.players)
        form.addRow(self.password_label, self.password)
        form.addRow(self.policy_label, self.policy)
        form.addRow(self.bind_label, self.bind)
        box.addLayout(form)
        self.options_box = QGroupBox(self)
        self.options_form = QFormLayout(self.options_box)
        box.addWidget(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self._specs: tuple = ()
        self.hint = QLabel(self)
        self.hint.setObjectName("Muted")
        self.hint.setWordWrap(True)
        box.addWidget(self.hint)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel = QPushButton(self)
        self.cancel.setAutoDefault(False)
        self.cancel.clicked.connect(self.reject)
        self.open_table = QPushButton(self)
        self.open_table.setObjectName("Primary")
        self.open_table.setDefault(True)
        self.open_table.clicked.connect(self.accept)
        buttons.addWidget(self.cancel)
        buttons.addWidget(self.open_table)
        box.addLayout(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self._game_changed()
        self.retranslate()

    def game_id(self) -> str:
        return self.game.currentData()

    def _game_changed(self) -> None:
        entry = catalog.entry(self.game_id())
        lo, hi = entry.players if entry else (2, 5)
        self.players.setRange(lo, min(hi, MAX_SEATS))
        self.players.setValue(min(max(4, lo), hi))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        self.option_labels.clear()
        try:
            self._specs = registry.get(self.game_id()).options
        except Exception:
            self._specs = ()
        for spec in self._specs:
            label = QLabel(self.options_box)  # not wrapped: wrapped form labels get clipped
            if spec.kind == "bool":
                widget: QWidget = QCheckBox(self.options_box)
                widget.setChecked(bool(spec.default))
            else:
                widget = QSpinBox(self.options_box)
                widget.setRange(spec.min if spec.min is not None else 0, spec.max if spec.max is not None else 999)
                widget.setValue(int(spec.default))
            self.options_form.addRow(label, widget)
            self.option_widgets[spec.key] = widget
            self.option_labels[spec.key] = label
        self._players_changed()
        self._retranslate_options()

    def _players_changed(self) -> None:
        n = self.players.value()
        for spec in self._specs:
            widget = self.option_widgets[spec.key]
            allowed = spec.applies_to(n)
            widget.setEnabled(allowed)
            self.option_labels[spec.key].setEnabled(allowed)
            if not allowed and isinstance(widget, QCheckBox):
                widget.setChecked(False)

    def setup(self) -> HostSetup:
        n = self.players.value()
        options = {}
        for spec in self._specs:
            if spec.applies_to(n):
                w = self.option_widgets[spec.key]
                options[spec.key] = w.isChecked() if isinstance(w, QCheckBox) else w.value()
        you = self.you.text().strip()[:24] or translate("Lan", "Host")
        name = self.name.text().strip()[:40] or self.name.placeholderText()
        typed = self.bind.currentText().strip()
        bind = None if typed in ("", self.bind.itemText(0)) else typed
        return HostSetup(name, you, self.plays.isChecked(), self.game_id(), n, options,
                         self.password.text() or None, self.policy.currentData(), bind)

    # -- language -------------------------------------------------------------------------
    def _retranslate_options(self) -> None:
        plugin = table_for(self.game_id())
        for spec in self._specs:
            self.option_labels[spec.key].setText(plugin.option_label(spec.key) if plugin else spec.key)
            w = self.option_widgets[spec.key]
            if isinstance(w, QSpinBox):
                w.setSpecialValueText(translate("Lan", "off") if w.minimum() == 0 else "")
                w.setSuffix(translate("Lan", " s") if spec.key.endswith("clock") else "")

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Lan", "Host a LAN game"))
        self.name_label.setText(translate("Lan", "Table name"))
        you = self.you.text().strip() or translate("Lan", "Host")
        self.name.setPlaceholderText(translate("Lan", "%1's table").replace("%1", you))
        self.you_label.setText(translate("Lan", "Your name"))
        self.plays.setText(translate("Lan", "I play at this screen (seat 1)"))
        self.game_label.setText(translate("Lan", "Game"))
        for i, entry in enumerate(catalog.GAMES):
            title = entry.title()
            self.game.setItemText(i, title if entry.playable()
                                  else translate("Lan", "%1 (coming soon)").replace("%1", title))
        self.players_label.setText(translate("Lan", "Players"))
        self.password_label.setText(translate("Lan", "Password (optional)"))
        self.password.setPlaceholderText(translate("Lan", "anyone on the network may join"))
        self.policy_label.setText(translate("Lan", "If a player drops out"))
        for i in range(self.policy.count()):
            self.policy.setItemText(i, texts.policy_name(self.policy.itemData(i)))
        self.bind_label.setText(translate("Lan", "Network"))
        self.bind.setItemText(0, translate("Lan", "All network connections"))
        self.options_box.setTitle(translate("Lan", "Table options"))
        self._retranslate_options()
        self.hint.setText(translate("Lan", "Players on your network will see the table in their list. "
                                           "In the waiting room you can give open seats to computers."))
        self.cancel.setText(translate("Lan", "Cancel"))
        self.open_table.setText(translate("Lan", "Open the table"))
        self.adjustSize()  # wrapped labels may need more height in another language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
