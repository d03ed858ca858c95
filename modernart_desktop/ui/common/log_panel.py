"""The game log: one translated line per event, scrollable back to the start."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
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
        self._highlighted: list[str] = []
        self._everyone = False  # a replay's revealed log: every seat's private lines, named
        self._highlight: int | None = None  # a replay: the lines of this step stand out
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
        # A caret the arrow keys move line by line: a screen reader reads each line it
        # reaches (without it the keys only scrolled, and the log was one silent block).
        self.view.setTextInteractionFlags(
            self.view.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.title.setBuddy(self.view)  # (the title labels the text)
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

    def set_events(
        self,
        events: list[tuple[int, Event]],
        names: list[str],
        viewer: int | None,
        highlight: int | None = None,
        everyone: bool = False,
    ) -> None:
        """Show a whole (redacted) log: after a resume or when another seat takes the screen.
        `highlight`: the lines of that step stand out and are scrolled into view (a replay).
        `everyone`: the log of every seat (a finished game's replay): a line another seat
        alone saw is worded as that seat saw it, after its name."""
        self._everyone = everyone
        self._events = list(events)
        self._names = list(names)
        self._viewer = viewer
        self._highlight = highlight
        self._follow = True
        shown = [
            (seq, line) for seq, line in ((i[0], self._line(i)) for i in self._events) if line is not None
        ]
        self._lines = [line[0] for _seq, line in shown]
        self._highlighted = [line[0] for seq, line in shown if highlight is not None and seq == highlight]
        # one call for the whole log: many times faster than a line at a time
        parts = []
        anchored = False
        for seq, (_text, margins, inline) in shown:
            lit = highlight is not None and seq == highlight
            if lit and not anchored:
                inline = f'<a name="step"></a>{inline}'
                anchored = True
            parts.append(self._paragraph(margins, inline, lit))
        self.view.setHtml("".join(parts))
        if anchored:
            self._follow = False
            self.view.scrollToAnchor("step")
        else:
            self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def highlighted_lines(self) -> list[str]:
        """The lines standing out (a replay's current step)."""
        return list(self._highlighted)

    def set_public_only(self, public_only: bool) -> None:
        """Show only the lines everyone may read (a hot-seat player's own lines, such as
        the cards dealt or a secret bid, wait until that player's turn)."""
        if public_only != self._public_only:
            self._public_only = public_only
            self.set_events(self._events, self._names, self._viewer, self._highlight, self._everyone)

    def public_only(self) -> bool:
        return self._public_only

    def append(self, events: list[tuple[int, Event]]) -> None:
        self._events.extend(events)
        self._append_items(events)

    def _append_items(self, events: list[tuple[int, Event]]) -> None:
        follow = self._follow
        doc = self.view.document()
        cursor = QTextCursor(doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        # One edit: a screen reader is told of the new lines once, as one insertion
        # (line by line, with HTML and a block format set afterwards, each line was four
        # events: a break, the text, and the text removed and inserted again).
        cursor.beginEditBlock()
        for item in events:
            line = self._line(item)
            if line is None:
                continue
            text, (top, bottom), inline = line
            self._lines.append(text)
            # A block of its own with its own margins (QTextEdit.append would copy the
            # previous block's format, so lines would look different after a rebuild).
            block = QTextBlockFormat()
            block.setTopMargin(top)
            block.setBottomMargin(bottom)
            if doc.isEmpty():
                cursor.setBlockFormat(block)
            else:
                cursor.insertBlock(block, QTextCharFormat())
            cursor.insertText(text, self._char_format(inline))
        cursor.endEditBlock()
        self._follow = follow
        if follow:
            self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    @staticmethod
    def _char_format(inline: str) -> QTextCharFormat:
        """The look of a line's inline HTML (bold, italic or plain) as a format."""
        fmt = QTextCharFormat()
        if inline.startswith("<b>"):
            fmt.setFontWeight(QFont.Weight.Bold)
        elif inline.startswith("<i>"):
            fmt.setFontItalic(True)
        return fmt

    # Space above and below a line: the start of a round stands apart, others a little.
    HEADLINE_MARGINS = (10, 2)
    LINE_MARGINS = (5, 1)

    def _line(self, item: tuple[int, Event]) -> tuple[str, tuple[int, int], str] | None:
        """An event's line: its text, its margins and its inline HTML; None if the event
        shows no line here."""
        event = item[1]
        if self._public_only and event.to is not None:
            return None
        if self._everyone and event.to is not None and event.to != self._viewer:
            text = self._describe(event, self._names, event.to)
            if text:
                owner = self._names[event.to] if 0 <= event.to < len(self._names) else "?"
                text = translate("LogPanel", "[%1] %2").replace("%1", owner).replace("%2", text)
        else:
            text = self._describe(event, self._names, self._viewer)
        if not text:
            return None
        escaped = html.escape(text)
        if event.code in HEADLINES:
            return text, self.HEADLINE_MARGINS, f"<b>{escaped}</b>"
        if event.to is not None:  # private: only this seat sees it
            return text, self.LINE_MARGINS, f"<i>{escaped}</i>"
        return text, self.LINE_MARGINS, escaped

    @staticmethod
    def _paragraph(margins: tuple[int, int], inline: str, lit: bool = False) -> str:
        back = " background-color:#f3d77a;" if lit else ""
        return f'<p style="margin-top:{margins[0]}px; margin-bottom:{margins[1]}px;{back}">{inline}</p>'

    def lines(self) -> list[str]:
        return list(self._lines)

    def clear(self) -> None:
        self._events = []
        self._lines = []
        self.view.clear()

    def _retranslate(self) -> None:
        self.title.setText(translate("LogPanel", "Game log"))
        # A screen reader reads the log as a text it can follow line by line.
        self.view.setAccessibleName(translate("LogPanel", "Game log"))
        self.view.setAccessibleDescription(translate("LogPanel", "Every move so far, the latest at the end"))
        self.view.verticalScrollBar().setAccessibleName(translate("LogPanel", "Scroll the game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.set_events(self._events, self._names, self._viewer, self._highlight, self._everyone)
        super().changeEvent(event)
