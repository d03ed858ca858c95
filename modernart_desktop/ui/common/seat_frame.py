"""A seat's panel on a game table: what every game shows of a seat."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.ui.theme import set_flag


class SeatFrame(QFrame):
    """The seat's name, a role badge (the auctioneer, whose turn it is), who plays the
    seat, and a line on what it is doing. The game places the name and the badge in
    the `top` row with its own figures, and adds its lines to `body`, between who
    plays the seat and what it is doing. The style sheet's [active="true"] marks a
    seat with a decision to make."""

    def __init__(
        self,
        object_name: str,
        parent: QWidget | None = None,
        *,
        margins: tuple[int, int, int, int] = (10, 8, 10, 8),
        spacing: int = 3,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(*margins)
        self.box.setSpacing(spacing)
        self.name = QLabel(self)
        self.name.setObjectName("SeatName")
        self.role = QLabel(self)
        self.role.setObjectName("Role")
        self.role.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.role.hide()
        self.top = QHBoxLayout()
        self.box.addLayout(self.top)
        self.kind = QLabel(self)
        self.kind.setObjectName("Muted")
        self.box.addWidget(self.kind)
        self.body = QVBoxLayout()
        self.body.setSpacing(spacing)
        self.box.addLayout(self.body)
        self.status = QLabel(self)
        self.status.setObjectName("Thinking")
        self.box.addWidget(self.status)
        self.seat = -1

    def show_common(self, seat: int, name: str, kind: str, role: str, status: str, active: bool) -> None:
        self.seat = seat
        self.name.setText(name)
        self.kind.setText(kind)
        self.role.setText(role)
        self.role.setVisible(bool(role))
        self.status.setText(status)
        set_flag(self, "active", active)
