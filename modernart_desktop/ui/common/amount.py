"""An amount entry: a spin box in the language's money format plus +1/+5/+10 steps."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QWidget

from modernart_desktop.ui import texts
from modernart_desktop.ui.common.zoom import px

translate = QCoreApplication.translate
STEPS = (1, 5, 10)


class AmountInput(QWidget):
    """Only amounts inside [lo, hi] can be entered; steps that would overshoot are disabled.
    Enter in the spin box emits `submitted`.

    With `free_below`, an amount below the minimum may be typed (the box holds [0, hi],
    `minimum()` is still the legal one): what the player typed is never replaced by a
    new minimum under their fingers (a rival bid while they type); the panel refuses an
    amount below the minimum in words when it is submitted."""

    submitted = Signal(int)
    changed = Signal(int)

    def __init__(
        self, parent: QWidget | None = None, steps: tuple[int, ...] = STEPS, free_below: bool = False
    ) -> None:
        super().__init__(parent)
        self.free_below = free_below
        self._least = 0  # the legal minimum (the spin's own, unless free_below)
        self.typed = False  # the player typed (or stepped) the amount shown since it was set
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.spin = QSpinBox(self)
        self.spin.setObjectName("AmountSpin")
        self.spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.spin.setKeyboardTracking(True)
        # The step buttons replace the tiny arrows (the table's style sheet hides them;
        # NoButtons would collapse the text field under a style sheet, a Qt quirk).
        # The arrow keys and the wheel still work.
        self.spin.setMinimumWidth(px(self, 110))
        self.spin.valueChanged.connect(self._on_value)
        self.spin.lineEdit().returnPressed.connect(lambda: self.submitted.emit(self.spin.value()))
        self.spin.lineEdit().textEdited.connect(self._on_typed)
        layout.addWidget(self.spin)
        self.step_buttons: dict[int, QPushButton] = {}
        for step in steps:
            button = QPushButton(f"+{step}", self)
            button.setObjectName("Step")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, s=step: self._step(s))
            layout.addWidget(button)
            self.step_buttons[step] = button
        self._apply_affixes()
        self._name_for_readers()

    def set_range(self, lo: int, hi: int, value: int | None = None) -> None:
        before = self.spin.text()
        self._least = lo
        self.spin.blockSignals(True)
        if self.free_below and self.typed:
            # the player's own amount stays as typed (only the top follows their money)
            self.spin.setRange(0, max(lo, hi))
            self.spin.blockSignals(False)
            self._update_steps()
            return
        self.spin.setRange(0 if self.free_below else lo, max(lo, hi))
        self.spin.setValue(lo if value is None else min(max(value, lo), hi))
        self.spin.blockSignals(False)
        if self.spin.text() != before:
            self.select_number()
        self._update_steps()

    def select_number(self) -> None:
        """Select the whole number, every digit and neither the currency sign nor the
        suffix, so the player's next digits replace it. Qt alone keeps the old selection's
        length when the text changes under it (a computer's bid raised the minimum): only
        the "1" of "12" or the "k" of "€18k" stayed selected and the typing merged with the
        rest (typed 25, bid 45)."""
        self.spin.selectAll()  # QAbstractSpinBox: the text between prefix and suffix

    def value(self) -> int:
        return self.spin.value()

    def forget_typed(self) -> None:
        """The decision the player typed for is over: the next minimum may fill the box."""
        self.typed = False

    def _on_typed(self, _text: str) -> None:
        self.typed = True

    def _step(self, step: int) -> None:
        self.set_value(self.spin.value() + step)
        self.typed = True

    def set_value(self, value: int) -> None:
        before = self.spin.text()
        self.spin.setValue(value)
        if self.spin.text() != before:
            self.select_number()

    def apply_zoom(self, zoom: float) -> None:
        self.spin.setMinimumWidth(px(self, 110))  # the page grew (ui/common/zoom.py)

    def minimum(self) -> int:
        return self._least if self.free_below else self.spin.minimum()

    def maximum(self) -> int:
        return self.spin.maximum()

    def setEnabled(self, enabled: bool) -> None:
        super().setEnabled(enabled)
        self._update_steps()

    def _on_value(self, value: int) -> None:
        self._update_steps()
        self.changed.emit(value)

    def _update_steps(self) -> None:
        for step, button in self.step_buttons.items():
            button.setEnabled(self.isEnabled() and self.spin.value() + step <= self.spin.maximum())

    def _apply_affixes(self) -> None:
        prefix, suffix = texts.money_affixes()
        self.spin.setPrefix(prefix)
        self.spin.setSuffix(suffix)
        self.spin.setToolTip(translate("AmountInput", "Amount in thousands of euro"))
        for step, button in self.step_buttons.items():
            button.setToolTip(translate("AmountInput", "Add %1").replace("%1", texts.money(step)))

    def _name_for_readers(self) -> None:
        """A screen reader's names for the box and its steps (every game's amount box)."""
        self.spin.setAccessibleName(translate("AmountInput", "Amount"))
        self.spin.setAccessibleDescription(translate("AmountInput", "Type an amount, then Enter"))
        for step, button in self.step_buttons.items():
            button.setAccessibleName(translate("AmountInput", "Add %1").replace("%1", str(step)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._apply_affixes()
            self._name_for_readers()
        super().changeEvent(event)
