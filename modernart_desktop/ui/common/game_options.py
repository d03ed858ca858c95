"""A game's table options as a form, built from the game's own `OptionSpec`s
(`game.options`): a check box for a yes/no option, a number box for a count (its
lowest value reads "off" when that is 0). Labels come from the game's table plug-in.
The new-game dialog and the LAN host dialog both use it, so a game's new option shows
up in both without touching either."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from modernart_desktop.core import registry
from modernart_desktop.core.game import OptionSpec
from modernart_desktop.ui.games import table_for

translate = QCoreApplication.translate


class GameOptionsBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOptions")
        self.form = QFormLayout(self)
        self.game_id: str | None = None
        self.specs: tuple[OptionSpec, ...] = ()
        self.widgets: dict[str, QCheckBox | QSpinBox] = {}  # option key -> its check box or number box
        self.labels: dict[str, QLabel] = {}
        self.players: int | None = None
        self.retranslate()

    # -- building ---------------------------------------------------------------------
    def set_game(self, game_id: str) -> None:
        """One row per option of `game_id`, each at its default."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.widgets.clear()
        self.labels.clear()
        self.game_id = game_id
        try:
            self.specs = registry.get(game_id).options
        except Exception:  # a game listed but not installed: no options to offer
            self.specs = ()
        for spec in self.specs:
            label = QLabel(self)  # not wrapped: wrapped form labels get clipped
            widget = self._editor(spec)
            self.form.addRow(label, widget)
            self.widgets[spec.key] = widget
            self.labels[spec.key] = label
        self.setVisible(bool(self.specs))
        if self.players is not None:
            self.set_players(self.players)
        self.retranslate()

    def _editor(self, spec: OptionSpec) -> QCheckBox | QSpinBox:
        if spec.kind == "bool":
            box = QCheckBox(self)
            box.setChecked(bool(spec.default))
            return box
        spin = QSpinBox(self)
        spin.setRange(spec.min if spec.min is not None else 0, spec.max if spec.max is not None else 999)
        spin.setValue(int(spec.default))
        return spin

    def set_players(self, players: int) -> None:
        """Options that do not apply to this many players are greyed out (and off)."""
        self.players = players
        for spec in self.specs:
            allowed = spec.applies_to(players)
            widget = self.widgets[spec.key]
            widget.setEnabled(allowed)
            self.labels[spec.key].setEnabled(allowed)
            if not allowed and isinstance(widget, QCheckBox):
                widget.setChecked(False)

    # -- values -------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """The chosen value of every option that applies to the current player count."""
        chosen: dict[str, Any] = {}
        for spec in self.specs:
            if self.players is not None and not spec.applies_to(self.players):
                continue
            widget = self.widgets[spec.key]
            chosen[spec.key] = widget.isChecked() if isinstance(widget, QCheckBox) else widget.value()
        return chosen

    def set_values(self, values: dict[str, Any]) -> None:
        """Show remembered values; wrong types and options that do not apply are ignored."""
        for key, value in values.items():
            widget = self.widgets.get(key)
            if isinstance(widget, QCheckBox) and isinstance(value, bool):
                widget.setChecked(value and widget.isEnabled())
            elif isinstance(widget, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
                widget.setValue(value)

    # -- language ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setTitle(translate("GameOptions", "Table options"))
        plugin = table_for(self.game_id) if self.game_id else None
        for spec in self.specs:
            self.labels[spec.key].setText(plugin.option_label(spec.key) if plugin else spec.key)
            widget = self.widgets[spec.key]
            if isinstance(widget, QSpinBox):
                widget.setSpecialValueText(translate("GameOptions", "off") if widget.minimum() == 0 else "")
                widget.setSuffix(translate("GameOptions", " s") if spec.key.endswith("clock") else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
