"""The LAN panel beside the table during play: a banner when our link is down or
the table waits for someone, every seat's link, and the chat."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from modernart_desktop.ui.lobby import texts
from modernart_desktop.ui.lobby.widgets import LOBBY_QSS, ChatBox, Retranslating, SeatList, label

translate = QCoreApplication.translate


class LanPanel(Retranslating, QFrame):
    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("LanPanel")
        self.setStyleSheet(LOBBY_QSS)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 4, 0, 4)
        col.setSpacing(6)
        self.banner = label(self, "LanBanner", wrap=True, hidden=True)
        col.addWidget(self.banner)
        self.seats_title = label(self, "LanTitle")
        col.addWidget(self.seats_title)
        self.seats = SeatList(self, compact=True)
        col.addWidget(self.seats)
        self.notice = label(self, "LanNotice", wrap=True, hidden=True)
        col.addWidget(self.notice)
        self.chat = ChatBox(self, compact=True)
        self.chat.setMaximumHeight(190)
        col.addWidget(self.chat)
        self.chat.follow(session)
        session.lan_changed.connect(self.refresh)
        session.lan_notice.connect(self._notice)
        self.retranslate()

    def refresh(self) -> None:
        seats = self.session.lan_seats()
        self.seats.show_seats(seats, True, self.session.my_seat())
        away = [s["name"] for s in seats if s["kind"] == "remote" and not s["connected"]]
        status = self.session.link_status()
        text = texts.link_banner(status, self.session.lan_paused(), away)
        self.banner.setText(text)
        self.banner.setProperty("tone", "wait" if status not in ("reconnecting", "closed") else "")
        self.banner.style().unpolish(self.banner)
        self.banner.style().polish(self.banner)
        self.banner.setVisible(bool(text))
        if status == "closed" and self.session.close_code():
            self._notice(texts.join_problem(self.session.close_code()))
        if not self.session.lan_paused():
            self.notice.hide()

    def _notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def retranslate(self) -> None:
        self.seats_title.setText(translate("Lan", "Players at this table"))
        self.refresh()
