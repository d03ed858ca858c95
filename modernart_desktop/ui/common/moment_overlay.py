"""The frame of a table's short moments (a sale stamped, cards flying): a see-through
widget laid over the table that runs one moment for its time, 0 to 1, repaints as it
goes, ends early on a click and says when it is over. Each game draws its own moments
(`paintEvent`, reading `moment` and `progress`) and says how long one lasts."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget


class MomentOverlay(QWidget):
    """Covers its parent while a moment plays; hidden otherwise."""

    finished = Signal()

    def __init__(self, parent: QWidget | None, object_name: str, *, see_through: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        if see_through:
            self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.moment: Any = None
        self._t = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._on_value)
        self._anim.finished.connect(self.stop)
        self.hide()

    @property
    def progress(self) -> float:
        """How far the moment on screen has run, 0 to 1."""
        return self._t

    def run(self, moment: Any, seconds: float, tooltip: str, reader_name: str = "") -> bool:
        """Show `moment` for `seconds` over the whole parent; False (nothing shown) for
        no time at all."""
        if seconds <= 0:
            return False
        self._anim.stop()
        self.moment = moment
        self._t = 0.0
        self._anim.setDuration(max(1, round(seconds * 1000)))
        self.setToolTip(tooltip)
        if reader_name:
            self.setAccessibleName(reader_name)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self._anim.start()
        return True

    def show_at(self, t: float) -> None:
        """Hold the moment at `t` (0..1) of its course (for pictures of it)."""
        self._anim.pause()
        self._t = min(1.0, max(0.0, t))
        self.update()

    def playing(self) -> bool:
        return self.moment is not None

    def stop(self) -> None:
        """End the moment now (its time is up, a click, or the table is cleared)."""
        if self.moment is None:
            return
        self._anim.stop()
        self.moment = None
        self.hide()
        self.finished.emit()

    def _on_value(self, value: float) -> None:
        self._t = float(value)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.stop()
