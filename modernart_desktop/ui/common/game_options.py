"""A game's table options as a form, built from the game's own `OptionSpec`s
(`game.options`): a check box for a yes/no option, a number box for a count (its
lowest value reads "off" when that is 0). Labels come from the game's table plug-in.
A clock option (its key ends in "clock") reads "off" and cannot be edited while the
table is hot-seat: players sharing one screen play without a clock.
The new-game dialog and the LAN host dialog both use it, so a game's new option shows
up in both without touching either."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from modernart_desktop.core import registry
from modernart_desktop.core.game import OptionSpec
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.games import table_for

translate = QCoreApplication.translate
HELP_WIDTH = 520  # the narrowest a line saying what an option does may be


class GameOptionsBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOptions")
        self.form = QFormLayout(self)
        self.game_id: str | None = None
        self.specs: tuple[OptionSpec, ...] = ()
        self.widgets: dict[str, QCheckBox | QSpinBox] = {}  # option key -> its check box or number box
        self.labels: dict[str, QLabel] = {}
        self.helps: dict[str, QLabel] = {}  # option key -> the line under it saying what it does
        self.players: int | None = None
        self.hot_seat = False
        self._kept: dict[str, int] = {}  # a clock's value while hot-seat shows it "off"
        self.retranslate()

    # -- building ---------------------------------------------------------------------
    def set_game(self, game_id: str) -> None:
        """One row per option of `game_id`, each at its default."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.widgets.clear()
        self.labels.clear()
        self.helps.clear()
        self._kept.clear()
        self.game_id = game_id
        try:
            self.specs = registry.get(game_id).options
        except Exception:  # a game listed but not installed: no options to offer
            self.specs = ()
        for spec in self.specs:
            label = QLabel(self)  # not wrapped: wrapped form labels get clipped
            widget = self._editor(spec)
            label.setBuddy(widget)  # (a screen reader names the field by it, then by the box's title)
            self.form.addRow(label, widget)
            self.widgets[spec.key] = widget
            self.labels[spec.key] = label
            plugin = table_for(game_id)
            if plugin is not None and plugin.option_help(spec.key, spec.default):
                help_line = QLabel(self)
                help_line.setObjectName("OptionHelp")
                help_line.setWordWrap(True)
                help_line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                help_line.setStyleSheet("color: palette(placeholder-text);")
                self.form.addRow(help_line)
                self.helps[spec.key] = help_line
        self.setVisible(bool(self.specs))
        if self.players is not None:
            self.set_players(self.players)
        self.set_hot_seat(self.hot_seat, force=True)
        self.retranslate()

    def _editor(self, spec: OptionSpec) -> QCheckBox | QSpinBox:
        if spec.kind == "bool":
            box = QCheckBox(self)
            box.setChecked(bool(spec.default))
            return box
        spin = QSpinBox(self)
        spin.setRange(spec.min if spec.min is not None else 0, spec.max if spec.max is not None else 999)
        spin.setValue(int(spec.default))
        spin.valueChanged.connect(lambda _v: self._help_follows(spec.key))
        return spin

    def _value(self, key: str) -> Any:
        widget = self.widgets.get(key)
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        return widget.value() if isinstance(widget, QSpinBox) else None

    def _help_follows(self, key: str) -> None:
        """The help line says what the value now chosen does."""
        plugin = table_for(self.game_id) if self.game_id else None
        if plugin is not None and key in self.helps:
            about = plugin.option_help(key, self._value(key))
            self.helps[key].setText(about)
            if not (self.hot_seat and self.is_clock(next(s for s in self.specs if s.key == key))):
                self.widgets[key].setToolTip(about)
                self.labels[key].setToolTip(about)
                self.widgets[key].setAccessibleDescription(about)
            self._fit_helps()

    def set_players(self, players: int) -> None:
        """Options that do not apply to this many players are greyed out (and off)."""
        self.players = players
        for spec in self.specs:
            allowed = spec.applies_to(players)
            widget = self.widgets[spec.key]
            widget.setEnabled(allowed)
            self.labels[spec.key].setEnabled(allowed)
            if spec.key in self.helps:
                self.helps[spec.key].setEnabled(allowed)
            if not allowed and isinstance(widget, QCheckBox):
                widget.setChecked(False)
        self._sync_clocks()

    @staticmethod
    def is_clock(spec: OptionSpec) -> bool:
        return spec.kind == "int" and spec.key.endswith("clock")

    def set_hot_seat(self, on: bool, force: bool = False) -> None:
        """Hot-seat plays without a clock: a clock option shows "off" and is locked; its
        value comes back when the table is no longer hot-seat."""
        if on == self.hot_seat and not force:
            return
        self.hot_seat = on
        for spec in self.specs:
            widget = self.widgets[spec.key]
            if not self.is_clock(spec) or not isinstance(widget, QSpinBox):
                continue
            if on and spec.key not in self._kept:
                self._kept[spec.key] = widget.value()
                widget.setValue(widget.minimum())
            elif not on and spec.key in self._kept:
                widget.setValue(self._kept.pop(spec.key))
        self._sync_clocks()
        self.retranslate()

    def _sync_clocks(self) -> None:
        for spec in self.specs:
            if self.is_clock(spec):
                allowed = self.players is None or spec.applies_to(self.players)
                self.widgets[spec.key].setEnabled(allowed and not self.hot_seat)
                self.labels[spec.key].setEnabled(allowed and not self.hot_seat)

    # -- values -------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """The chosen value of every option that applies to the current player count."""
        chosen: dict[str, Any] = {}
        for spec in self.specs:
            if self.players is not None and not spec.applies_to(self.players):
                continue
            widget = self.widgets[spec.key]
            if spec.key in self._kept:  # hot-seat runs no clock; the choice is kept for later tables
                chosen[spec.key] = self._kept[spec.key]
                continue
            chosen[spec.key] = widget.isChecked() if isinstance(widget, QCheckBox) else widget.value()
        return chosen

    def set_values(self, values: dict[str, Any]) -> None:
        """Show remembered values; wrong types and options that do not apply are ignored."""
        for key, value in values.items():
            widget = self.widgets.get(key)
            if isinstance(widget, QCheckBox) and isinstance(value, bool):
                widget.setChecked(value and widget.isEnabled())
            elif isinstance(widget, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
                if key in self._kept:
                    self._kept[key] = max(widget.minimum(), min(widget.maximum(), value))
                else:
                    widget.setValue(value)

    # -- language ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setTitle(translate("GameOptions", "Table options"))
        plugin = table_for(self.game_id) if self.game_id else None
        for spec in self.specs:
            self.labels[spec.key].setText(plugin.option_label(spec.key) if plugin else spec.key)
            widget = self.widgets[spec.key]
            # its own label's words (not the group's title "Table options")
            widget.setAccessibleName(self.labels[spec.key].text())
            if isinstance(widget, QSpinBox):
                widget.setSpecialValueText(translate("GameOptions", "off") if widget.minimum() == 0 else "")
                widget.setSuffix(translate("GameOptions", " s") if spec.key.endswith("clock") else "")
            hot_clock = self.hot_seat and self.is_clock(spec)
            about = plugin.option_help(spec.key, self._value(spec.key)) if plugin else ""
            if spec.key in self.helps:
                self.helps[spec.key].setText(about)
            tip = (
                translate("GameOptions", "No clock in hot-seat: the players share one screen.")
                if hot_clock
                else about
            )
            widget.setToolTip(tip)
            self.labels[spec.key].setToolTip(tip)
            widget.setAccessibleDescription(tip)
        self._fit_helps()

    def _fit_helps(self) -> None:
        """A help line is never narrower than HELP_WIDTH and always as tall as its text
        wrapped at that width (a dialog does not grow for a wrapped line by itself)."""
        for line in self.helps.values():
            line.ensurePolished()
            width = px(line, HELP_WIDTH)
            line.setMinimumWidth(width)
            line.setMinimumHeight(line.heightForWidth(width))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
