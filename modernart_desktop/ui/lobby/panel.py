"""The LAN panel beside the table during play: a banner when our link is down or
the table waits for someone, every seat's link, and the chat."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.host.table import REMOTE
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
        # The host's way on when a player does not come back: a computer takes the seat
        # until its owner reconnects.
        self.stand_in = QPushButton(self)
        self.stand_in.setObjectName("LanStandIn")
        self.stand_in.hide()
        self.stand_in.clicked.connect(self._stand_in_clicked)
        col.addWidget(self.stand_in)
        from modernart_desktop.ui.sound.lan_wait import WaitingLine

        self.waiting = WaitingLine(session, self)  # how long the table waits; the host's nudge
        col.addWidget(self.waiting)
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
        away = [s["name"] for s in seats if s["kind"] == REMOTE and not s["connected"]]
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
        absent = self._absent_seats()
        names = ", ".join(seats[i]["name"] for i in absent)
        self.stand_in.setText(translate("Lan", "Let a computer play for %1").replace("%1", names))
        self.stand_in.setToolTip(
            translate("Lan", "The seat goes back to %1 as soon as they reconnect.").replace("%1", names)
        )
        self.stand_in.setVisible(bool(absent))

    def _absent_seats(self) -> list[int]:
        """Seats a computer could take over now: only the host decides, while paused."""
        if not self.session.hosting or not self.session.lan_paused():
            return []
        return [
            i
            for i, s in enumerate(self.session.lan_seats())
            if s["kind"] == REMOTE and not s["connected"] and not s["standin"]
        ]

    def _stand_in_clicked(self) -> None:
        for seat in self._absent_seats():
            self.session.host.stand_in_now(seat)

    def _notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def retranslate(self) -> None:
        self.seats_title.setText(translate("Lan", "Players at this table"))
        self.refresh()
