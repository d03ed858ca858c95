"""Quiet widgets: what only decorates sends nothing to a screen reader.

A QProgressBar tells the accessibility bus every value it is given: the open auction's
clock, redrawn ten times a second, sent 212 value changes in 20 s (issue 34) and a
screen reader fell seconds behind the game. `DecorBar` draws the same bar with no value
to announce (the time left is told on demand: the T key, ui/access/narrator.py), and
`set_text` sets a label's words only when they change.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget


def set_text(label: QLabel, text: str) -> None:
    """A label's text, set only when it changes (no event for the same words)."""
    if label.text() != text:
        label.setText(text)


class DecorBar(QWidget):
    """A bar running down, drawn only: the part of a QProgressBar's interface a clock
    uses (range, value), with no value a screen reader is told of."""

    def __init__(
        self,
        parent: QWidget | None = None,
        fill: QColor | None = None,
        track: QColor | None = None,
    ) -> None:
        super().__init__(parent)
        self._lo, self._hi, self._value = 0, 100, 0
        self._fill = fill or QColor("#f0a030")
        self._track = track or QColor(255, 255, 255, 30)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def setRange(self, lo: int, hi: int) -> None:
        self._lo, self._hi = lo, max(lo + 1, hi)
        self.update()

    def setTextVisible(self, _visible: bool) -> None:
        """(A QProgressBar's: this bar never shows a text.)"""

    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:
        value = max(self._lo, min(self._hi, int(value)))
        if value != self._value:
            self._value = value
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        r = QRectF(self.rect())
        radius = min(4.0, r.height() / 2)
        p.setBrush(self._track)
        p.drawRoundedRect(r, radius, radius)
        share = (self._value - self._lo) / (self._hi - self._lo)
        if share > 0:
            p.setBrush(self._fill)
            p.drawRoundedRect(QRectF(r.left(), r.top(), r.width() * share, r.height()), radius, radius)
        p.end()


_QUIET_NAMES = "_modernart_quiet_names"


def install_quiet_names() -> None:
    """From now on, an accessible name or description set to what it already is sends
    nothing. Qt tells the accessibility bus of every call, changed or not, and the
    tables set every name again at each redraw: over a thousand "name changed" events
    in 60 moves of Art Society, each one read or queued by a screen reader. Once per
    application (every table page calls it)."""
    if getattr(QWidget, _QUIET_NAMES, False):
        return
    set_name = QWidget.setAccessibleName
    set_description = QWidget.setAccessibleDescription

    def quiet_name(self: QWidget, name: str) -> None:
        if self.accessibleName() != name:
            set_name(self, name)

    def quiet_description(self: QWidget, description: str) -> None:
        if self.accessibleDescription() != description:
            set_description(self, description)

    QWidget.setAccessibleName = quiet_name  # type: ignore[method-assign]
    QWidget.setAccessibleDescription = quiet_description  # type: ignore[method-assign]
    setattr(QWidget, _QUIET_NAMES, True)
