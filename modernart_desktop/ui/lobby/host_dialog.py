"""Host a LAN game: table name, game, players, options, password, what happens when
someone drops out, and the network address to use. Seats are filled in the
waiting room (players join, the host adds computers).

When unfinished LAN tables are saved, a second tab lists them to resume instead:
the table comes back with its seats, which wait for their owners."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStackedWidget,
    QTabBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.storage.lan_saves import LanTableSave
from modernart_desktop.ui import texts as app_texts
from modernart_desktop.ui.common.game_options import GameOptionsBox
from modernart_desktop.ui.games import catalog
from modernart_desktop.ui.lobby import texts
from modernart_desktop.ui.lobby.widgets import Retranslating, dialog_buttons, label

translate = QCoreApplication.translate
MAX_SEATS = 5


@dataclass
class HostSetup:
    table_name: str
    player_name: str
    plays: bool  # the host takes seat 1 at this screen
    game_id: str
    players: int
    options: dict[str, Any]
    password: str | None
    policy: str
    bind: str | None  # None: every network interface
    resume: Path | None = None  # a saved LAN table to resume instead of a new one
    hints: bool = False  # every player may ask the coach for a hint


class HostDialog(Retranslating, QDialog):
    def __init__(
        self,
        player_name: str = "",
        bind: str | None = None,
        parent: QWidget | None = None,
        saved: list[LanTableSave] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HostDialog")
        self.setMinimumWidth(640)
        self.saved = list(saved or [])
        box = QVBoxLayout(self)
        box.setSpacing(12)
        # A tab bar over two pages (not a QTabWidget: without saves the bar is hidden and
        # must not keep its room).
        self.tabs = QTabBar(self)
        self.tabs.setDocumentMode(True)
        self.tabs.setExpanding(False)
        box.addWidget(self.tabs)
        self.pages = QStackedWidget(self)
        box.addWidget(self.pages)
        new_page = QWidget(self.pages)
        new_box = QVBoxLayout(new_page)
        new_box.setContentsMargins(0, 4, 0, 0)
        self.pages.addWidget(new_page)
        self.tabs.addTab("")
        self._build_resume_tab()
        form = QFormLayout()
        self.name_label, self.name = QLabel(self), QLineEdit(self)
        self.name.setMaxLength(40)
        self.you_label, self.you = QLabel(self), QLineEdit(player_name, self)
        self.you.setMaxLength(24)
        self.plays = QCheckBox(self)
        self.plays.setChecked(True)
        self.game_label, self.game = QLabel(self), QComboBox(self)
        self._entries = catalog.games_listed()
        for entry in self._entries:
            self.game.addItem(entry.title(), entry.game_id)
            if not entry.playable():
                cast(QStandardItemModel, self.game.model()).item(self.game.count() - 1).setEnabled(False)
        self.players_label, self.players = QLabel(self), QSpinBox(self)
        self.password_label, self.password = QLabel(self), QLineEdit(self)
        self.password.setMaxLength(64)
        self.policy_label, self.policy = QLabel(self), QComboBox(self)
        for policy in ("pause", "standin"):
            self.policy.addItem("", policy)
        self.hints = QCheckBox(self)  # off unless the host allows them for everyone
        self.hints.setObjectName("AllowHints")
        self.bind_label, self.bind = QLabel(self), QComboBox(self)
        self.bind.setEditable(True)
        self.bind.addItem("", "")
        if bind:
            self.bind.addItem(bind, bind)
            self.bind.setCurrentIndex(1)
        form.addRow(self.name_label, self.name)
        form.addRow(self.you_label, self.you)
        form.addRow("", self.plays)
        form.addRow(self.game_label, self.game)
        form.addRow(self.players_label, self.players)
        new_box.addLayout(form)
        self.options_box = GameOptionsBox(self)
        new_box.addWidget(self.options_box)
        self.option_widgets = self.options_box.widgets  # option key -> its editor
        # what applies to a new table and a resumed one alike
        common = QFormLayout()
        for layout in (form, common):
            layout.setHorizontalSpacing(12)
            layout.setVerticalSpacing(8)
        common.addRow(self.password_label, self.password)
        common.addRow(self.policy_label, self.policy)
        common.addRow("", self.hints)
        common.addRow(self.bind_label, self.bind)
        box.addLayout(common)
        self.hint = label(self, "Muted", wrap=True)
        box.addWidget(self.hint)
        buttons, self.cancel, self.open_table = dialog_buttons(self, self.accept)
        box.addLayout(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.tabs.currentChanged.connect(self.pages.setCurrentIndex)
        self.tabs.currentChanged.connect(lambda _i: self._mode_changed())
        self._game_changed()
        self.tabs.setVisible(bool(self.saved))  # nothing to resume: just the new table
        if self.saved:
            self.saved_list.setCurrentItem(self.saved_list.topLevelItem(0))  # type: ignore[arg-type]  # the stub refuses None; saved is not empty anyway
        self.retranslate()

    # -- resuming a saved table -----------------------------------------------------------
    def _build_resume_tab(self) -> None:
        page = QWidget(self.pages)
        col = QVBoxLayout(page)
        col.setContentsMargins(0, 4, 0, 0)
        self.resume_intro = QLabel(page)
        self.resume_intro.setWordWrap(True)
        self.resume_intro.setObjectName("Muted")
        col.addWidget(self.resume_intro)
        self.saved_list = QTreeWidget(page)
        self.saved_list.setObjectName("SavedTables")
        self.saved_list.setColumnCount(5)
        self.saved_list.setRootIsDecorated(False)
        self.saved_list.setUniformRowHeights(True)
        self.saved_list.setAlternatingRowColors(True)
        self.saved_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.saved_list.setMinimumHeight(150)
        header = self.saved_list.header()
        header.setStretchLastSection(False)
        for column in range(5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for save in self.saved:
            item = QTreeWidgetItem(self.saved_list)
            item.setData(0, Qt.ItemDataRole.UserRole, str(save.path))
        self.saved_list.currentItemChanged.connect(lambda *_: self._saved_picked())
        self.saved_list.itemActivated.connect(lambda *_: self.accept())
        col.addWidget(self.saved_list, 1)
        self.pages.addWidget(page)
        self.tabs.addTab("")

    def resuming(self) -> bool:
        return bool(self.saved) and self.tabs.currentIndex() == 1

    def picked_save(self) -> LanTableSave | None:
        row = self.saved_list.indexOfTopLevelItem(self.saved_list.currentItem())  # type: ignore[arg-type]  # the stub refuses None, Qt gives -1 for it
        return self.saved[row] if 0 <= row < len(self.saved) else None

    def _saved_picked(self) -> None:
        save = self.picked_save()
        if save is not None and save.policy is not None:
            i = self.policy.findData(save.policy)
            if i >= 0:
                self.policy.setCurrentIndex(i)
        self._mode_changed()

    def _mode_changed(self) -> None:
        resuming = self.resuming()
        save = self.picked_save() if resuming else None
        self.open_table.setEnabled(not resuming or save is not None)
        self.hint.setVisible(not resuming)
        if resuming and save is not None and save.has_password:
            placeholder = translate("Lan", "unchanged: the saved table's password")
        else:
            placeholder = translate("Lan", "anyone on the network may join")
        self.password.setPlaceholderText(placeholder)
        self.open_table.setText(
            translate("Lan", "Resume the table") if resuming else translate("Lan", "Open the table")
        )

    def _retranslate_saved(self) -> None:
        self.tabs.setTabText(0, translate("Lan", "New table"))
        self.tabs.setTabText(1, translate("Lan", "Resume a table"))
        self.resume_intro.setText(
            translate(
                "Lan",
                "These tables were closed before their game ended. Resumed, "
                "a table waits for its players: their apps reconnect by "
                "themselves and get their seats back.",
            )
        )
        self.saved_list.setHeaderLabels(
            [
                translate("Lan", "Table"),
                translate("Lan", "Game"),
                translate("Lan", "Seats"),
                translate("Lan", "Round"),
                translate("Lan", "Last played"),
            ]
        )
        for i, save in enumerate(self.saved):
            item = self.saved_list.topLevelItem(i)
            assert item is not None  # a row per save, made with the list
            info = save.info
            seats = ", ".join(
                texts.saved_seat(name, kind) for name, kind in zip(save.seat_names, save.seat_kinds)
            )
            cells = [
                save.table_name or "?",
                catalog.title(save.game_id),
                seats,
                str(info.round + 1) if info.round is not None else "–",
                app_texts.date_time(info.modified),
            ]
            for column, text in enumerate(cells):
                item.setText(column, text)
            item.setToolTip(2, seats)

    def game_id(self) -> str:
        return self.game.currentData()

    def _game_changed(self) -> None:
        entry = catalog.entry(self.game_id())
        lo, hi = entry.players if entry else (2, 5)
        self.players.setRange(lo, min(hi, MAX_SEATS))
        self.players.setValue(min(max(4, lo), hi))
        self.options_box.set_game(self.game_id())
        self._players_changed()

    def _players_changed(self) -> None:
        self.options_box.set_players(self.players.value())

    def setup(self) -> HostSetup:
        typed = self.bind.currentText().strip()
        bind = None if typed in ("", self.bind.itemText(0)) else typed
        save = self.picked_save() if self.resuming() else None
        if save is not None:
            return HostSetup(
                save.table_name,
                "",
                False,
                save.game_id,
                len(save.seat_names),
                {},
                self.password.text() or None,
                self.policy.currentData(),
                bind,
                resume=save.path,
                hints=self.hints.isChecked(),
            )
        you = self.you.text().strip()[:24] or translate("Lan", "Host")
        name = self.name.text().strip()[:40] or self.name.placeholderText()
        return HostSetup(
            name,
            you,
            self.plays.isChecked(),
            self.game_id(),
            self.players.value(),
            self.options_box.values(),
            self.password.text() or None,
            self.policy.currentData(),
            bind,
            hints=self.hints.isChecked(),
        )

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("Lan", "Host a LAN game"))
        self.name_label.setText(translate("Lan", "Table name"))
        you = self.you.text().strip() or translate("Lan", "Host")
        self.name.setPlaceholderText(translate("Lan", "%1's table").replace("%1", you))
        self.you_label.setText(translate("Lan", "Your name"))
        self.plays.setText(translate("Lan", "I play at this screen (seat 1)"))
        self.game_label.setText(translate("Lan", "Game"))
        for i, entry in enumerate(self._entries):
            title = entry.title()
            self.game.setItemText(
                i, title if entry.playable() else translate("Lan", "%1 (coming soon)").replace("%1", title)
            )
        self.players_label.setText(translate("Lan", "Players"))
        self.password_label.setText(translate("Lan", "Password (optional)"))
        self.policy_label.setText(translate("Lan", "If a player drops out"))
        for i in range(self.policy.count()):
            self.policy.setItemText(i, texts.policy_name(self.policy.itemData(i)))
        self.hints.setText(
            translate("Lan", "Allow hints for every player (the Strong level's advice, on request)")
        )
        self.bind_label.setText(translate("Lan", "Network"))
        self.bind.setItemText(0, translate("Lan", "All network connections"))
        self.hint.setText(
            translate(
                "Lan",
                "Players on your network will see the table in their list. "
                "In the waiting room you can give open seats to computers.",
            )
        )
        self.cancel.setText(translate("Lan", "Cancel"))
        self._retranslate_saved()
        self._mode_changed()
        # the new table's form and the common one below it line up
        labels = (
            self.name_label,
            self.you_label,
            self.game_label,
            self.players_label,
            self.password_label,
            self.policy_label,
            self.bind_label,
        )
        widest = max(row_label.sizeHint().width() for row_label in labels)
        for row_label in labels:
            row_label.setMinimumWidth(widest)
        self.adjustSize()  # wrapped labels may need more height in another language
