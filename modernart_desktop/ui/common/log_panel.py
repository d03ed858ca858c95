"""The game log: one translated line per event, scrollable back to the start."""
from __future__ import annotations

import html
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from modernart_desktop.core.events import Event

translate = QCoreApplication.translate
Describe = Callable[[Event, list[str], "int | None"], "str | None"]
# Lines that open or close a stage of the game stand out.
HEADLINES = {"round/start", "round/scored", "game/over", "game/start", "round/skipped"}


class LogPanel(QWidget):
    def __init__(self, describe: Describe, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._describe = describe
        self._names: list[str] = []
        self._viewer: int | None = None
        self._events: list[tuple[int, Event]] = []
        self._lines: list[str] = []
        self._public_only = False  # hot-seat: the seat's own lines are hidden while others may look
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 8, 0, 0)
        self.title = QLabel(self)
        self.title.setObjectName("LogTitle")
        box.addWidget(self.title)
        self.view = QTextBrowser(self)
        self.view.setObjectName("LogView")
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.document().setDocumentMargin(6)
        box.addWidget(self.view, 1)
        # Follow the newest line unless the reader scrolled back. The text is laid out
        # lazily, so the scroll range grows after an append: follow it when it does.
        self._follow = True
        bar = self.view.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range)
        bar.valueChanged.connect(self._on_scrolled)
        self._retranslate()

    def _on_range(self, _lo: int, hi: int) -> None:
        if self._follow:
            self.view.verticalScrollBar().setValue(hi)

    def _on_scrolled(self, value: int) -> None:
        self._follow = value >= self.view.verticalScrollBar().maximum() - 4

    def following(self) -> bool:
        """True while the log shows its newest line (the reader has not scrolled back)."""
        return self._follow

    def set_events(self, events: list[tuple[int, Event]], names: list[str], viewer: int | None) -> None:
        """Show a whole (redacted) log: after a resume or when another seat takes the screen."""
        self._events = list(events)
        self._names = list(names)
        self._viewer = viewer
        self._follow = True
        shown = [line for line in map(self._line, self._events) if line is not None]
        self._lines = [text for text, _html in shown]
        self.view.setHtml("".join(html_text for _text, html_text in shown))  # one call: fast on a long log
        self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def set_public_only(self, public_only: bool) -> None:
        """Show only the lines everyone may read (a hot-seat player's own lines, such as
        the cards dealt or a sealed bid, wait until that player's turn)."""
        if public_only != self._public_only:
            self._public_only = public_only
            self.set_events(self._events, self._names, self._viewer)

    def public_only(self) -> bool:
        return self._public_only

    def append(self, events: list[tuple[int, Event]]) -> None:
        self._events.extend(events)
        self._append_items(events)

    def _append_items(self, events: list[tuple[int, Event]]) -> None:
        follow = self._follow
        for _seq, event in events:
            line = self._line((_seq, event))
            if line is None:
                continue
            self._lines.append(line[0])
            self.view.append(line[1])
        self._follow = follow
        if follow:
            self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def _line(self, item: tuple[int, Event]) -> tuple[str, str] | None:
        """An event's line as text and as a paragraph, or None if it shows no line here."""
        event = item[1]
        if self._public_only and event.to is not None:
            return None
        text = self._describe(event, self._names, self._viewer)
        if not text:
            return None
        escaped = html.escape(text)
        if event.code in HEADLINES:
            return text, f'<p style="margin-top:8px; margin-bottom:2px"><b>{escaped}</b></p>'
        if event.to is not None:  # private: only this seat sees it
            return text, f'<p style="margin:1px 0"><i>{escaped}</i></p>'
        return text, f'<p style="margin:1px 0">{escaped}</p>'

    def lines(self) -> list[str]:
        return list(self._lines)

    def clear(self) -> None:
        self._events = []
        self._lines = []
        self.view.clear()

    def _retranslate(self) -> None:
        self.title.setText(translate("LogPanel", "Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.set_events(self._events, self._names, self._viewer)
        super().changeEvent(event)
