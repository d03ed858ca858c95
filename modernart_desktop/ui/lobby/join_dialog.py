"""Join a LAN game: the tables zeroconf finds, live, plus an address to type where
multicast does not pass. The dialog only gathers the choice; the lobby controller
connects and reports back (`show_problem`) if it did not work."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.net.discovery import FoundTable
from modernart_desktop.ui.games import catalog
from modernart_desktop.ui.lobby import texts
from modernart_desktop.ui.lobby.widgets import Retranslating, dialog_buttons, label

translate = QCoreApplication.translate


@dataclass
class JoinRequest:
    address: str
    port: int
    name: str
    password: str | None
    spectator: bool


def parse_address(text: str) -> tuple[str, int] | None:
    host, sep, port = text.strip().rpartition(":")
    host = host.strip().strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


class JoinDialog(Retranslating, QDialog):
    join_requested = Signal(object)  # JoinRequest

    def __init__(self, player_name: str = "", last_address: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setMinimumSize(600, 520)
        self.tables: dict[str, FoundTable] = {}
        box = QVBoxLayout(self)
        box.setSpacing(10)
        self.found_title = label(self, "SectionTitle")
        box.addWidget(self.found_title)
        self.found = QListWidget(self)
        self.found.itemSelectionChanged.connect(self._picked)
        self.found.itemActivated.connect(lambda _item: self._join())
        box.addWidget(self.found, 1)
        self.searching = label(self, "Muted", wrap=True)
        box.addWidget(self.searching)
        form = QFormLayout()
        self.address_label, self.address = QLabel(self), QLineEdit(last_address, self)
        self.address.textEdited.connect(lambda _t: self.found.clearSelection())
        self.name_label, self.name = QLabel(self), QLineEdit(player_name, self)
        self.name.setMaxLength(24)
        self.password_label, self.password = QLabel(self), QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(64)
        self.spectate = QCheckBox(self)
        form.addRow(self.address_label, self.address)
        form.addRow(self.name_label, self.name)
        form.addRow(self.password_label, self.password)
        form.addRow("", self.spectate)
        box.addLayout(form)
        self.problem = label(self, "Problem")
        self.problem.setStyleSheet("QLabel#Problem { color: #9b2c1f; font-weight: 600; }")
        self.problem.setWordWrap(True)
        self.problem.hide()
        box.addWidget(self.problem)
        buttons, self.cancel, self.join = dialog_buttons(self, self._join)
        box.addLayout(buttons)
        self.busy = False
        self.retranslate()

    # -- the live list -------------------------------------------------------------------------
    def set_tables(self, tables: dict[str, FoundTable]) -> None:
        chosen = self._current_key()
        self.tables = dict(tables)
        self.found.clear()
        for key, table in sorted(tables.items(), key=lambda kv: kv[1].ad.name.lower()):
            item = QListWidgetItem(self._describe(table))
            item.setData(Qt.ItemDataRole.UserRole, key)
            if not table.compatible:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.found.addItem(item)
            if key == chosen:
                item.setSelected(True)
                self.found.setCurrentItem(item)
        self._retranslate_searching()

    def _describe(self, table: FoundTable) -> str:
        ad = table.ad
        parts = [ad.name, catalog.title(ad.game)]
        if ad.state == "lobby":
            parts.append(
                translate("Lan", "%1 of %2 seats free")
                .replace("%1", str(ad.free))
                .replace("%2", str(ad.seats))
            )
        elif ad.state == "playing":
            parts.append(translate("Lan", "playing"))
        else:
            parts.append(translate("Lan", "finished"))
        if ad.password:
            parts.append(translate("Lan", "password"))
        if not table.compatible:
            parts.append(translate("Lan", "another version"))
        parts.append(f"{table.address}:{table.port}")
        return " · ".join(parts)

    def _current_key(self) -> str | None:
        item = self.found.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and item.isSelected() else None

    def _picked(self) -> None:
        key = self._current_key()
        table = self.tables.get(key) if key else None
        if table is not None:
            self.address.setText(f"{table.address}:{table.port}")
            self.password.setEnabled(table.ad.password)
            self.spectate.setChecked(table.ad.state != "lobby" or table.ad.free == 0)
        else:
            self.password.setEnabled(True)

    # -- joining ---------------------------------------------------------------------------------
    def _join(self) -> None:
        if self.busy:
            return
        target = parse_address(self.address.text())
        if target is None:
            self.show_problem(texts.join_problem("address/invalid"))
            return
        name = self.name.text().strip()[:24] or translate("Lan", "Guest")
        self.problem.hide()
        self.set_busy(True)
        self.join_requested.emit(
            JoinRequest(target[0], target[1], name, self.password.text() or None, self.spectate.isChecked())
        )

    def set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.join.setEnabled(not busy)
        self.join.setText(translate("Lan", "Connecting…") if busy else translate("Lan", "Join"))

    def show_problem(self, text: str) -> None:
        self.set_busy(False)
        self.problem.setText(text)
        self.problem.show()

    # -- language ----------------------------------------------------------------------------------
    def _retranslate_searching(self) -> None:
        if self.tables:
            self.searching.setText(translate("Lan", "Pick a table, or type its address below."))
        else:
            self.searching.setText(
                translate(
                    "Lan",
                    "Looking for tables on your network… If none appears, "
                    "ask the host for the address and type it below.",
                )
            )

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Lan", "Join a LAN game"))
        self.found_title.setText(translate("Lan", "Tables on your network"))
        self.address_label.setText(translate("Lan", "Address"))
        self.address.setPlaceholderText(translate("Lan", "address:port, e.g. 192.168.1.20:45000"))
        self.name_label.setText(translate("Lan", "Your name"))
        self.password_label.setText(translate("Lan", "Password"))
        self.spectate.setText(translate("Lan", "Only watch (spectator)"))
        self.cancel.setText(translate("Lan", "Cancel"))
        self.set_busy(self.busy)
        for i in range(self.found.count()):
            item = self.found.item(i)
            table = self.tables.get(item.data(Qt.ItemDataRole.UserRole))
            if table is not None:
                item.setText(self._describe(table))
        self._retranslate_searching()
