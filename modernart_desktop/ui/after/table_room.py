"""The room a replayed table sits in: the viewport's size, or the table's smallest layout
where that is larger (then it scrolls).

A plain resizable QScrollArea asks the table for its height at a width; a table whose
panels share out the height it is given (Art Society's opponents' strip takes what the
desk leaves) answers with more than it has, is given that, and grows without end. This
room sizes the table only from the viewport and the table's minimum, which a table that
fills its height cannot push up by filling it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class TableRoom(QScrollArea):
    def __init__(self, table: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self.setObjectName("TableRoom")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)
        self.setWidget(table)
        table.installEventFilter(self)
        # A layout request can come in a burst (a step redraws many labels): one fit after it.
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit)

    def fitted_size(self) -> QSize:
        table = self._table
        room = self.maximumViewportSize()
        least = table.minimumSizeHint().expandedTo(table.minimumSize())
        width = max(room.width(), least.width())
        # A horizontal scroll bar takes height from the room, a vertical one width.
        height = max(room.height(), least.height())
        if width > room.width():
            height = max(least.height(), room.height() - self.horizontalScrollBar().sizeHint().height())
        if height > room.height():
            width = max(least.width(), room.width() - self.verticalScrollBar().sizeHint().width())
        return QSize(width, height)

    def fit(self) -> None:
        size = self.fitted_size()
        if self._table.size() != size:
            self._table.resize(size)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() == QEvent.Type.LayoutRequest:
            self._refit.start()
        return super().eventFilter(watched, event)
