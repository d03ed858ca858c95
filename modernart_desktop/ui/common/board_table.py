"""A painted board as a table for screen readers.

`BoardTable` lies over a board that paints itself (Modern Art's value board, the card
game's score sheet, Friesematenten's VP race): it draws nothing but a focus ring, lets
the mouse through to the board, and offers the board's figures as a real table — rows,
columns, row and column headers, one cell at a time — so a screen reader says "Round 2,
Krypto, 20" as the arrow keys walk it (Tab reaches it). The board gives the texts
(`set_cells`, which touches only what changed: no flood of events) and, if it likes,
where each cell is drawn (`ring`) so the focus ring circles the right spot; a table over
part of a widget only (`area`, e.g. the wall on Art Society's desk) is ringed round its
edges too while it has the focus.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractItemView, QFrame, QTableWidget, QTableWidgetItem, QWidget

RING = QColor("#4aa3ff")


class BoardTable(QTableWidget):
    def __init__(
        self,
        board: QWidget,
        ring: Callable[[int, int], QRect | None] | None = None,
        area: Callable[[], QRect] | None = None,
    ) -> None:
        super().__init__(board)
        self.setObjectName("BoardTable")
        self.board = board
        self.ring = ring  # (row, column) -> where the board draws that cell, in its coordinates
        self.area = area  # where on the board the table lies (all of it without)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setTabKeyNavigation(False)  # Tab leaves the board; the arrows walk it
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.setShowGrid(False)
        self.setStyleSheet("QTableWidget { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        for w in (self, self.viewport()):
            w.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.currentCellChanged.connect(lambda *_: self.viewport().update())
        board.installEventFilter(self)
        self._fit()

    # -- contents ---------------------------------------------------------------------
    def set_cells(
        self,
        columns: Sequence[str],
        rows: Sequence[str],
        cells: Sequence[Sequence[str]],
        name: str | None = None,
        description: str | None = None,
    ) -> None:
        """The table's column headers, row headers and cells (rows × columns), its name
        and description; texts equal to those shown are not set again."""
        if self.columnCount() != len(columns):
            self.setColumnCount(len(columns))
        if self.rowCount() != len(rows):
            self.setRowCount(len(rows))
        for c, text in enumerate(columns):
            head = self.horizontalHeaderItem(c)
            if head is None:
                self.setHorizontalHeaderItem(c, QTableWidgetItem(text))
            else:
                self._set(head, text)
        for r, text in enumerate(rows):
            head = self.verticalHeaderItem(r)
            if head is None:
                self.setVerticalHeaderItem(r, QTableWidgetItem(text))
            else:
                self._set(head, text)
        for r, row in enumerate(cells):
            for c, text in enumerate(row):
                item = self.item(r, c)
                if item is None:
                    self.setItem(r, c, QTableWidgetItem(text))
                else:
                    self._set(item, text)
        if name is not None and name != self.accessibleName():
            self.setAccessibleName(name)
        if description is not None and description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        self._fit()

    @staticmethod
    def _set(item: QTableWidgetItem, text: str) -> None:
        if item.text() != text:  # (an unchanged text is not set again: no event for it)
            item.setText(text)

    def texts(self) -> list[list[str]]:
        """The cells' texts, row by row (for tests and tools)."""
        return [[self._text(r, c) for c in range(self.columnCount())] for r in range(self.rowCount())]

    def _text(self, row: int, col: int) -> str:
        item = self.item(row, col)
        return item.text() if item is not None else ""

    # -- place and look ---------------------------------------------------------------
    def _fit(self) -> None:
        """Over the board (or its `area`), its cells shared out evenly (where a reader's
        magnifier looks; the ring shows the board's own cell)."""
        place = self.area() if self.area is not None else self.board.rect()
        if place != self.geometry():
            self.setGeometry(place)
        rows, cols = max(1, self.rowCount()), max(1, self.columnCount())
        for r in range(self.rowCount()):
            self.setRowHeight(r, max(1, place.height() // rows))
        for c in range(self.columnCount()):
            self.setColumnWidth(c, max(1, place.width() // cols))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self.currentRow() < 0 and self.rowCount() and self.columnCount():
            self.setCurrentCell(0, 0)
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing of its own (the board shows through): only a thick ring round the
        cell the keyboard is on, while the table has the focus."""
        row, col = self.currentRow(), self.currentColumn()
        if not self.hasFocus() or row < 0 or col < 0:
            return
        rect = self.ring(row, col) if self.ring is not None else None
        if rect is None:
            rect = self.visualRect(self.model().index(row, col))
        else:  # (board coordinates to the viewport's)
            rect = rect.translated(-self.x() - self.viewport().x(), -self.y() - self.viewport().y())
        p = QPainter(self.viewport())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.area is not None:  # a ring round the table's own edges: Tab's stop is seen
            p.setPen(QPen(RING, 3))
            p.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
        p.setPen(QPen(RING, 3))
        p.drawRoundedRect(rect.adjusted(1, 1, -2, -2), 5, 5)
        p.end()
