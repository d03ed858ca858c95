"""Small pieces shared by the waiting room and the in-game LAN panel: the seat list
with each seat's link, and the chat box."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.host.table import AI
from modernart_desktop.net.seats import OPEN
from modernart_desktop.ui.lobby import texts

translate = QCoreApplication.translate

LOBBY_QSS = """
QLabel#LanBanner { background: #8b3a1e; color: #fff7e6; border-radius: 6px; padding: 6px 8px; font-weight: 700; }
QLabel#LanBanner[tone="wait"] { background: #8b6a1e; }
QLabel#LanNotice { color: #8b3a1e; font-weight: 600; }
QLabel#SeatName { font-weight: 700; }
QLabel#SeatMine { font-weight: 800; color: #7a4f00; }
QListWidget#ChatList { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 6px; }
QListWidget#ChatList::item { padding: 2px 4px; border: none; }
QLabel#LanTitle { font-weight: 700; color: #6b5a36; }
"""

STATUS_COLOURS = {
    "ok": "#2e7d32",
    "ai": "#7a6a4a",
    "away": "#c77800",
    "standin": "#1f6fb2",
    "open": "#b8a77a",
}


class Retranslating:
    """Mixin for a widget with a `retranslate()`: it runs again when the language changes."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # type: ignore[attr-defined]  # the widget mixing this in has it
        super().changeEvent(event)  # type: ignore[misc]  # QWidget's, after this mixin in the MRO


def label(parent: QWidget, object_name: str = "", wrap: bool = False, hidden: bool = False) -> QLabel:
    """A label named for the style sheets (e.g. "Muted", "LanTitle")."""
    widget = QLabel(parent)
    if object_name:
        widget.setObjectName(object_name)
    widget.setWordWrap(wrap)
    if hidden:
        widget.hide()
    return widget


def dialog_buttons(
    dialog: QDialog, primary: Callable[[], None]
) -> tuple[QHBoxLayout, QPushButton, QPushButton]:
    """The row at the bottom of a dialog: Cancel, then the main button (the default)."""
    row = QHBoxLayout()
    row.addStretch(1)
    cancel = QPushButton(dialog)
    cancel.setAutoDefault(False)
    cancel.clicked.connect(dialog.reject)
    main = QPushButton(dialog)
    main.setObjectName("Primary")
    main.setDefault(True)
    main.clicked.connect(primary)
    row.addWidget(cancel)
    row.addWidget(main)
    return row, cancel, main


def seat_tone(seat: dict[str, Any]) -> str:
    if seat["kind"] == OPEN:
        return "open"
    if seat["kind"] == AI:
        return "ai"
    if not seat["connected"]:
        return "standin" if seat["standin"] else "away"
    return "ok"


def _clear(layout) -> None:
    """Empty a layout, nested layouts included (their widgets would linger otherwise)."""
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


def _show_all(layout) -> None:
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            item.widget().show()
        elif item.layout() is not None:
            _show_all(item.layout())


class StatusDot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(12, 12)
        self.colour = QColor(STATUS_COLOURS["open"])

    def set_tone(self, tone: str) -> None:
        self.colour = QColor(STATUS_COLOURS.get(tone, STATUS_COLOURS["open"]))
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawEllipse(1, 1, 10, 10)
        p.end()


class SeatList(QWidget):
    """Every seat: a coloured dot for its link, the name, and its state in words.
    `extra(row, seat_index, seat)` may return widgets to add at the end of a row
    (the host's controls in the waiting room)."""

    def __init__(self, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.compact = compact
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4 if compact else 8)
        self.extra: Callable[[int, dict[str, Any]], list[QWidget]] | None = None
        self.rows: list[dict[str, Any]] = []
        self._seats: list[dict[str, Any]] = []
        self._started = False
        self._mine: int | None = None

    def show_seats(self, seats: list[dict[str, Any]], started: bool, mine: int | None) -> None:
        self._seats, self._started, self._mine = list(seats), started, mine
        _clear(self.grid)
        self.rows = []
        for i, seat in enumerate(seats):
            dot = StatusDot(self)
            dot.set_tone(seat_tone(seat))
            name = QLabel(self)
            name.setObjectName("SeatMine" if i == mine else "SeatName")
            shown = seat["name"] or texts.seat_kind("open")
            if i == mine:
                shown = translate("Lan", "%1 (you)").replace("%1", shown)
            name.setText(shown)
            status = QLabel(texts.seat_status(seat, started), self)
            status.setObjectName("Muted")
            self.grid.addWidget(dot, i, 0)
            if self.compact:
                col = QVBoxLayout()
                col.setSpacing(0)
                col.addWidget(name)
                col.addWidget(status)
                self.grid.addLayout(col, i, 1)
            else:
                kind = QLabel(texts.seat_kind(seat["kind"]) if seat["kind"] != "open" else "", self)
                kind.setObjectName("Muted")
                self.grid.addWidget(QLabel(str(i + 1), self), i, 1)
                self.grid.addWidget(name, i, 2)
                self.grid.addWidget(kind, i, 3)
                self.grid.addWidget(status, i, 4)
                if self.extra is not None:
                    for j, w in enumerate(self.extra(i, seat)):
                        w.setParent(self)
                        self.grid.addWidget(w, i, 5 + j)
            self.rows.append({"dot": dot, "name": name, "status": status})
        _show_all(self.grid)  # now, not on the next turn of the event loop
        self.grid.setColumnStretch(2 if not self.compact else 1, 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._seats:
            self.show_seats(self._seats, self._started, self._mine)
        super().changeEvent(event)


class ChatBox(Retranslating, QFrame):
    """Chat lines and a line to write one; `send` carries the text."""

    send = Signal(str)

    def __init__(self, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(4)
        self.title = label(self, "LanTitle")
        col.addWidget(self.title)
        self.lines = QListWidget(self)
        self.lines.setObjectName("ChatList")
        self.lines.setWordWrap(True)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if compact:
            self.lines.setMinimumHeight(90)
        col.addWidget(self.lines, 1)
        self.notice = label(self, "LanNotice", wrap=True, hidden=True)
        col.addWidget(self.notice)
        row = QHBoxLayout()
        self.edit = QLineEdit(self)
        self.edit.setMaxLength(500)
        self.edit.returnPressed.connect(self._send)
        self.button = QPushButton(self)
        self.button.clicked.connect(self._send)
        row.addWidget(self.edit, 1)
        row.addWidget(self.button)
        col.addLayout(row)
        self.retranslate()

    def follow(self, session: Any) -> None:
        """Show `session`'s chat and write through it. Bound methods, not lambdas:
        Qt drops these connections when this widget goes."""
        self.session = session
        self.set_lines(session.chat_lines())
        self.send.connect(session.say)
        session.chat_received.connect(self.add_line)
        session.chat_reset.connect(self._reset)
        session.chat_refused.connect(self._refused)

    def _reset(self) -> None:
        self.set_lines(self.session.chat_lines())

    def _refused(self, code: str) -> None:
        self.show_notice(texts.lan_refusal(code) or code)

    def set_lines(self, lines: list[dict[str, Any]]) -> None:
        self.lines.clear()
        for line in lines:
            self.add_line(line)

    def add_line(self, line: dict[str, Any]) -> None:
        item = QListWidgetItem(f"{line['name']}: {line['text']}")
        self.lines.addItem(item)
        self.lines.scrollToBottom()
        self.notice.hide()

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def _send(self) -> None:
        text = self.edit.text().strip()
        if text:
            self.send.emit(text)
            self.edit.clear()

    def retranslate(self) -> None:
        self.title.setText(translate("Lan", "Chat"))
        self.edit.setPlaceholderText(translate("Lan", "Write to the table…"))
        self.button.setText(translate("Lan", "Send"))
