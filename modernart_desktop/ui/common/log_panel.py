"""The game log: one translated line per event, scrollable back to the start."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from modernart_desktop.core.events import Event

translate = QCoreApplication.translate
Describe = Callable[[Event, list[str], "int | None"], "str | None"]


class LogPanel(QWidget):
    def __init__(self, describe: Describe, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._describe = describe
        self._names: list[str] = []
        self._viewer: int | None = None
        self._events: list[tuple[int, Event]] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel(self)
        self.title.setObjectName("LogTitle")
        box.addWidget(self.title)
        self.list = QListWidget(self)
        self.list.setObjectName("LogList")
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.addWidget(self.list, 1)
        self._retranslate()

    def set_events(self, events: list[tuple[int, Event]], names: list[str], viewer: int | None) -> None:
        """Show a whole (redacted) log: after a resume or when another seat takes the screen."""
        self._events = list(events)
        self._names = list(names)
        self._viewer = viewer
        self.list.clear()
        self._append_items(self._events)

    def append(self, events: list[tuple[int, Event]]) -> None:
        self._events.extend(events)
        self._append_items(events)

    def _append_items(self, events: list[tuple[int, Event]]) -> None:
        bar = self.list.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - 4
        for _seq, event in events:
            text = self._describe(event, self._names, self._viewer)
            if not text:
                continue
            item = QListWidgetItem(text)
            if event.code in ("round/start", "round/scored", "game/over", "game/start"):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        if at_bottom:
            self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def clear(self) -> None:
        self._events = []
        self.list.clear()

    def _retranslate(self) -> None:
        self.title.setText(translate("LogPanel", "Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.set_events(self._events, self._names, self._viewer)
        super().changeEvent(event)
