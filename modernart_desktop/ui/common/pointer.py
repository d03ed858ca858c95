"""A ring drawn around one part of the table: where a hint's move is made, what the
coach of a guided game is talking about.

It lies over the table without taking a click (the table stays playable under it)
and follows its target when the window is resized: the target is a widget, or a
function that says where the part is now (a table's `anchor_rect`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

RING = QColor("#ffcc33")
HALO = QColor(255, 204, 51, 70)

# Where the part is now, in the coordinates of the widget it was asked of (None: gone).
Locator = Callable[[], QRect | None]


class Pointer(QWidget):
    """Covers its parent; draws a ring around the located rectangle."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.area = parent  # what it covers
        self.setObjectName("Pointer")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self._locate: Locator | None = None
        self._origin: QWidget | None = None  # the widget the locator's rectangle is in
        self._phase = 0
        self._timer = QTimer(self)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self._pulse)
        parent.installEventFilter(self)
        self.hide()

    # -- pointing ------------------------------------------------------------------------
    def point_at(self, origin: QWidget, locate: Locator) -> bool:
        """Ring what `locate()` finds in `origin`'s coordinates; False (and hidden) if
        it finds nothing now."""
        self._origin, self._locate = origin, locate
        self.setGeometry(self.area.rect())
        self.show()  # (nothing is drawn while the part is not on the table: it may come)
        self._timer.start()
        self.update()
        return self.target() is not None

    def point_at_widget(self, widget: QWidget) -> bool:
        return self.point_at(widget, lambda: widget.rect() if widget.isVisible() else None)

    def clear(self) -> None:
        self._locate = self._origin = None
        self._timer.stop()
        self.hide()

    def target(self) -> QRect | None:
        """The ringed rectangle in this overlay's coordinates (None: nothing)."""
        if self._locate is None or self._origin is None:
            return None
        try:
            rect = self._locate()
        except RuntimeError:  # the widget it named was deleted
            return None
        if rect is None or rect.isEmpty():
            return None
        top_left = self._origin.mapTo(self.area, rect.topLeft())
        return QRect(QPoint(top_left), rect.size())

    # -- drawing ---------------------------------------------------------------------------
    def _pulse(self) -> None:
        self._phase = (self._phase + 1) % 20
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.area and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.area.rect())
        return False

    def paintEvent(self, event) -> None:
        rect = self.target()
        if rect is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grow = 4 + abs(10 - self._phase) * 0.4
        outer = QRectF(rect).adjusted(-grow, -grow, grow, grow)
        p.setPen(QPen(HALO, 10))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(outer, 12, 12)
        p.setPen(QPen(RING, 4))
        p.drawRoundedRect(outer, 12, 12)
        p.end()
