"""The waiting room: who is at the table, who is ready, chat; the host fills seats
with computers, sends players away and starts; a guest says when they are ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.host.table import REMOTE
from modernart_desktop.net.seats import OPEN
from modernart_desktop.ui import texts as app_texts
from modernart_desktop.ui.games import catalog
from modernart_desktop.ui.lobby import confirm, texts
from modernart_desktop.ui.lobby.confirm import ask_to_close
from modernart_desktop.ui.lobby.widgets import LOBBY_QSS, ChatBox, Retranslating, SeatList, label

translate = QCoreApplication.translate


class WaitingRoom(Retranslating, QWidget):
    leave_requested = Signal()
    start_requested = Signal()

    def __init__(
        self,
        session: Any,
        addresses: list[str] | None = None,
        levels: list[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.is_host = session.hosting
        self.addresses = addresses or []
        self.levels = levels or ["random"]
        self.leave_box: Any = None  # "close the table?" while players wait
        self.setStyleSheet(LOBBY_QSS)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 22)
        outer.setSpacing(10)
        self.title = label(self, "PageTitle")
        outer.addWidget(self.title)
        self.subtitle = label(self, "PageSubtitle", wrap=True)
        outer.addWidget(self.subtitle)
        row = QHBoxLayout()
        row.setSpacing(18)
        left = QFrame(self)
        left.setObjectName("GameCard")
        lcol = QVBoxLayout(left)
        lcol.setContentsMargins(16, 14, 16, 14)
        self.seats_title = label(left, "SectionTitle")
        lcol.addWidget(self.seats_title)
        self.seats = SeatList(left)
        if self.is_host:
            self.seats.extra = self._host_controls
        lcol.addWidget(self.seats)
        lcol.addStretch(1)
        self.hint = label(left, "Muted", wrap=True)
        lcol.addWidget(self.hint)
        buttons = QHBoxLayout()
        self.leave = QPushButton(left)
        self.leave.clicked.connect(self._leave_clicked)
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        self.ready = QPushButton(left)
        self.ready.setCheckable(True)
        self.ready.setObjectName("Primary")
        self.ready.toggled.connect(self._ready_toggled)
        self.ready.setVisible(not self.is_host and session.my_seat() is not None)
        buttons.addWidget(self.ready)
        self.fill = QPushButton(left)
        self.fill.clicked.connect(self._fill_with_computers)
        self.fill.setVisible(self.is_host)
        buttons.addWidget(self.fill)
        self.start = QPushButton(left)
        self.start.setObjectName("Primary")
        self.start.clicked.connect(self.start_requested)
        self.start.setVisible(self.is_host)
        buttons.addWidget(self.start)
        lcol.addLayout(buttons)
        row.addWidget(left, 3)
        self.chat = ChatBox(self)
        self.chat.setMinimumWidth(300)
        row.addWidget(self.chat, 2)
        outer.addLayout(row, 1)
        self.chat.follow(session)
        session.lan_changed.connect(self.refresh)
        self.retranslate()

    # -- the host's controls on a seat ------------------------------------------------------
    def _host_controls(self, index: int, seat: dict[str, Any]) -> list[QWidget]:
        if seat["kind"] == "local":
            return []
        choice = QComboBox()
        choice.addItem(translate("Lan", "Open for a player"), "open")
        for level in self.levels:
            choice.addItem(
                translate("Lan", "Computer: %1").replace("%1", app_texts.level_name(level)), f"ai:{level}"
            )
        current = "open" if seat["kind"] in (OPEN, REMOTE) else f"ai:{seat['level']}"
        choice.setCurrentIndex(max(0, choice.findData(current)))
        choice.setProperty("seat", index)
        choice.currentIndexChanged.connect(
            lambda _i, c=choice, s=index: self._seat_choice(s, c.currentData())
        )
        widgets: list[QWidget] = [choice]
        if seat["kind"] == REMOTE:
            kick = QPushButton(translate("Lan", "Send away"))
            kick.clicked.connect(lambda _c=False, s=index: self.session.host.kick(s))
            widgets.append(kick)
        return widgets

    def _seat_choice(self, seat: int, data: str) -> None:
        host = self.session.host
        if data == "open":
            if host.roster[seat].kind != "remote":
                host.open_seat(seat)
        else:
            level = data.split(":", 1)[1]
            names = app_texts.computer_names()
            host.set_ai(seat, level, names[seat % len(names)])

    def _fill_with_computers(self) -> None:
        host = self.session.host
        level = "normal" if "normal" in self.levels else self.levels[0]
        names = app_texts.computer_names()
        for seat, info in enumerate(host.roster):
            if info.kind == "open":
                host.set_ai(seat, level, names[seat % len(names)])

    def _leave_clicked(self) -> None:
        self.confirm_leave(self, self.leave_requested.emit)

    def confirm_leave(self, parent: QWidget, proceed: Callable[[], None]) -> None:
        """A host with players waiting asks before sending them away."""
        waiting = [s for s in self.session.lan_seats() if s["kind"] == "remote" and s["connected"]]
        if self.is_host and waiting:
            self.leave_box = ask_to_close(parent, confirm.lobby_text(), proceed)
        else:
            proceed()

    def _ready_toggled(self, on: bool) -> None:
        self.session.client.set_ready(on)
        self._retranslate_ready()

    # -- showing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        seats = self.session.lan_seats()
        self.seats.show_seats(seats, False, self.session.my_seat())
        waiting = sum(1 for s in seats if s["kind"] == "open")
        unready = sum(1 for s in seats if s["kind"] == "remote" and not (s["ready"] and s["connected"]))
        if waiting:
            self.hint.setText(translate("Lan", "Seats still open: %1.").replace("%1", str(waiting)))
        elif unready:
            self.hint.setText(translate("Lan", "Waiting until everyone is ready."))
        else:
            self.hint.setText(translate("Lan", "Everyone is here and ready."))
        self.start.setEnabled(self.is_host and not waiting and not unready)
        self.fill.setEnabled(self.is_host and bool(waiting))

    def retranslate(self) -> None:
        info = self.session_info()
        self.title.setText(info.get("name") or translate("Lan", "LAN table"))
        parts = [catalog.title(str(info.get("game", "")))]
        if self.addresses:
            parts.append(translate("Lan", "players join at %1").replace("%1", ", ".join(self.addresses)))
        if info.get("password"):
            parts.append(translate("Lan", "password needed"))
        parts.append(texts.policy_summary(str(info.get("policy", "pause"))))
        self.subtitle.setText(" · ".join(parts))
        self.seats_title.setText(translate("Lan", "Seats"))
        self.leave.setText(translate("Lan", "Close the table") if self.is_host else translate("Lan", "Leave"))
        self.start.setText(translate("Lan", "Start the game"))
        self.fill.setText(translate("Lan", "Computers take the open seats"))
        self._retranslate_ready()
        self.refresh()

    def _retranslate_ready(self) -> None:
        self.ready.setText(
            translate("Lan", "Ready ✓") if self.ready.isChecked() else translate("Lan", "I am ready")
        )

    def session_info(self) -> dict[str, Any]:
        if self.is_host:
            return self.session.host.table_info()
        return dict(self.session.client.table)
