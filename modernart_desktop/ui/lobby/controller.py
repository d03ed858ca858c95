"""The lobby: from "Host a LAN game" or "Join a LAN game" to the waiting room, and
from there to the ordinary table page once the host starts.

Networking runs as asyncio tasks in the Qt loop (qasync); the widgets only show
what the host and client objects report.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from modernart_desktop import __version__
from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.net.bind import bind_address
from modernart_desktop.net.client import JoinFailed, LanClient
from modernart_desktop.net.host import HostConfig, LanHost, LobbyError
from modernart_desktop.net.seats import LOCAL, LanSeat
from modernart_desktop.storage import paths
from modernart_desktop.storage.lan_saves import lan_save_path, unfinished_lan_tables
from modernart_desktop.ui.bridge import SessionBridge
from modernart_desktop.ui.lobby import texts
from modernart_desktop.ui.lobby.host_dialog import HostDialog, HostSetup
from modernart_desktop.ui.lobby.join_dialog import JoinDialog, JoinRequest
from modernart_desktop.ui.lobby.sessions import LanClientSession, LanHostSession
from modernart_desktop.ui.lobby.waiting_room import WaitingRoom
from modernart_desktop.ui.lobby.widgets import Retranslating, label
from modernart_desktop.ui.save_errors import save_error_text

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
MAX_TOKENS = 20


class LanSettings:
    """LAN choices kept in the app's settings file: the network address to use and
    the last address typed. The address falls back to $MODERNART_BIND."""

    def __init__(self) -> None:
        self._q = QSettings(str(paths.settings_path()), QSettings.Format.IniFormat)

    @property
    def bind(self) -> str | None:
        return bind_address(str(self._q.value("lan/bind", "") or "") or None)

    @bind.setter
    def bind(self, value: str | None) -> None:
        self._q.setValue("lan/bind", value or "")

    @property
    def last_address(self) -> str:
        return str(self._q.value("lan/last_address", "") or "")

    @last_address.setter
    def last_address(self, value: str) -> None:
        self._q.setValue("lan/last_address", value)

    # Seats held for us: the resume token each table gave us, by its address, so that
    # joining that address again (after this app or the host restarted) gets the seat back.
    def token_for(self, address: str, port: int) -> str | None:
        return self._tokens().get(f"{address}:{port}")

    def remember_token(self, address: str, port: int, token: str | None) -> None:
        tokens = self._tokens()
        key = f"{address}:{port}"
        tokens.pop(key, None)
        if token:
            tokens[key] = token
        self._q.setValue("lan/tokens", json.dumps(dict(list(tokens.items())[-MAX_TOKENS:])))
        self._q.sync()  # at once: the app may be closed in the middle of the game

    def _tokens(self) -> dict[str, str]:
        try:
            tokens = json.loads(str(self._q.value("lan/tokens", "") or "{}"))
        except ValueError:
            tokens = None
        if not isinstance(tokens, dict):
            return {}
        return {k: v for k, v in tokens.items() if isinstance(k, str) and isinstance(v, str)}


class LanCard(Retranslating, QFrame):
    """The start page's way in: host or join a table on the local network."""

    def __init__(self, controller: LobbyController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameCard")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 12, 16, 12)
        col = QVBoxLayout()
        self.title = label(self, "CardTitle")
        self.text = label(self, "Blurb", wrap=True)
        col.addWidget(self.title)
        col.addWidget(self.text)
        row.addLayout(col, 1)
        self.host_button = QPushButton(self)
        self.host_button.setObjectName("Primary")
        self.host_button.clicked.connect(controller.host_game)
        self.join_button = QPushButton(self)
        self.join_button.clicked.connect(controller.join_game)
        row.addWidget(self.host_button)
        row.addWidget(self.join_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("Lan", "LAN party"))
        self.text.setText(
            translate(
                "Lan",
                "Play with friends on the same network: one computer hosts the table, "
                "the others find it and join.",
            )
        )
        self.host_button.setText(translate("Lan", "Host a LAN game"))
        self.join_button.setText(translate("Lan", "Join a LAN game"))


class LobbyController(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.lan = LanSettings()
        self.host_dialog: HostDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.browser: Any = None
        self.room: WaitingRoom | None = None
        self.session: LanHostSession | LanClientSession | None = None
        self._room_bridge: SessionBridge | None = None
        self._tasks: set[asyncio.Task] = set()
        self._add_entry_points()
        window.installEventFilter(self)

    # -- ways in -----------------------------------------------------------------------------
    def _add_entry_points(self) -> None:
        w = self.window
        self.act_host = QAction(w)
        self.act_host.triggered.connect(self.host_game)
        self.act_join = QAction(w)
        self.act_join.triggered.connect(self.join_game)
        actions = w.game_menu.actions()
        before = actions[1] if len(actions) > 1 else None
        w.game_menu.insertActions(before, [self.act_host, self.act_join])
        page = w.start_page
        self.card = LanCard(self, page)
        layout = page.saves_title.parentWidget().layout()
        layout.insertWidget(layout.indexOf(page.saves_title), self.card)
        self._retranslate()

    def _retranslate(self) -> None:
        self.act_host.setText(translate("Lan", "&Host a LAN game…"))
        self.act_join.setText(translate("Lan", "&Join a LAN game…"))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False

    def _spawn(self, coro: Any) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _error(self, text: str) -> None:
        self.window._error(text)

    # -- hosting ---------------------------------------------------------------------------------
    def host_game(self) -> None:
        if self.host_dialog is not None:
            self.host_dialog.raise_()
            return
        dialog = HostDialog(
            self.window.settings.player_name, self.lan.bind, self.window, saved=unfinished_lan_tables()
        )
        self.host_dialog = dialog
        dialog.accepted.connect(lambda: self._host_accepted(dialog))
        dialog.finished.connect(lambda _r: self._dialog_done("host_dialog", dialog))
        dialog.open()

    def _host_accepted(self, dialog: HostDialog) -> None:
        if dialog.plays.isChecked():
            self.window.settings.remember_name(dialog.you.text())
        self._spawn(self._open_table(dialog.setup()))

    def _dialog_done(self, attr: str, dialog: Any) -> None:
        if getattr(self, attr) is dialog:
            setattr(self, attr, None)
        dialog.deleteLater()

    async def _open_table(self, setup: HostSetup) -> None:
        self.lan.bind = setup.bind
        config = HostConfig(
            table_name=setup.table_name,
            password=setup.password,
            policy=setup.policy,
            think_delay=self.window.settings.think_delay,
            hints=setup.hints,
        )
        if setup.resume is not None:
            try:
                host = LanHost.resume(setup.resume, config)
            except SaveFileError as exc:
                self._error(save_error_text(exc))
                return
            local = next((i for i, s in enumerate(host.roster) if s.kind == LOCAL), None)
            await self._serve(host, bind_address(setup.bind), host.saved_port or 0, local)
            return
        seats = [LanSeat() for _ in range(setup.players)]
        if setup.plays:
            seats[0] = LanSeat(LOCAL, setup.player_name)
        host = LanHost.new(
            setup.game_id,
            setup.players,
            options=setup.options,
            seats=seats,
            config=config,
            save_path=lan_save_path(setup.game_id),
        )
        await self._serve(host, bind_address(setup.bind), 0, 0 if setup.plays else None)

    async def _serve(self, host: LanHost, bind: str | None, port: int, local_seat: int | None) -> None:
        """Listen (a resumed table on its old port if it can: its players' apps knock
        there), announce the table, and show it."""
        from modernart_desktop.net.discovery import HostAnnouncer, _local_ipv4

        try:
            found = await host.serve(bind, port, or_any=True)
        except OSError as exc:
            await host.close()
            self._error(
                translate("Lan", "The table could not be opened on this network address: %1").replace(
                    "%1", exc.strerror or str(exc)
                )
            )
            return
        port = found[0][1]
        shown = [f"{a}:{port}" for a in ([bind] if bind else _local_ipv4())]
        announcer: HostAnnouncer | None  # None when the table cannot be announced
        announcer = HostAnnouncer(host, bind, port, __version__)
        try:
            await announcer.start()
        except Exception as exc:  # multicast blocked: players type the address instead
            log.warning("table not announced: %s", exc)
            announcer = None
        self._show_room(LanHostSession(host, local_seat, announcer), shown)

    def start_table(self) -> None:
        if not isinstance(self.session, LanHostSession):
            return
        try:
            self.session.host.start_game()
        except LobbyError:
            self._error(translate("Lan", "Every seat must be taken and every player ready before the start."))

    # -- joining ------------------------------------------------------------------------------------
    def join_game(self) -> None:
        if self.join_dialog is not None:
            self.join_dialog.raise_()
            return
        dialog = JoinDialog(self.window.settings.player_name, self.lan.last_address, self.window)
        self.join_dialog = dialog
        dialog.join_requested.connect(lambda req: self._join_requested(dialog, req))
        dialog.finished.connect(lambda _r: self._join_dialog_done(dialog))
        dialog.open()
        self._spawn(self._browse(dialog))

    async def _browse(self, dialog: JoinDialog) -> None:
        from modernart_desktop.net.discovery import TableBrowser

        browser = TableBrowser(self.lan.bind, on_change=dialog.set_tables)
        self.browser = browser
        try:
            await browser.start()
        except Exception as exc:  # no multicast: the typed address still works
            log.warning("cannot browse for tables: %s", exc)
            self.browser = None
            return
        if self.browser is not browser:  # the dialog closed while we were starting
            await browser.close()

    def _join_requested(self, dialog: JoinDialog, req: JoinRequest) -> None:
        self.window.settings.remember_name(dialog.name.text())
        self._spawn(self._join(dialog, req))

    def _join_dialog_done(self, dialog: JoinDialog) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            self._spawn(browser.close())
        self._dialog_done("join_dialog", dialog)

    async def _join(self, dialog: JoinDialog, req: JoinRequest) -> None:
        token = None if req.spectator else self.lan.token_for(req.address, req.port)
        try:
            client = await self._connect(req, token)
        except JoinFailed as exc:
            if token is None or exc.code != "token/unknown":
                dialog.show_problem(texts.join_problem(exc.code, exc.params))
                return
            self.lan.remember_token(req.address, req.port, None)  # another table there now
            try:
                client = await self._connect(req, None)
            except JoinFailed as exc:
                dialog.show_problem(texts.join_problem(exc.code, exc.params))
                return
        self.lan.last_address = f"{req.address}:{req.port}"
        if client.seat is not None:
            self.lan.remember_token(req.address, req.port, client.token)
        dialog.accept()
        self._show_room(LanClientSession(client), [])

    async def _connect(self, req: JoinRequest, token: str | None) -> LanClient:
        client = LanClient(
            req.address, req.port, req.name, password=req.password, spectator=req.spectator, token=token
        )
        await client.connect()
        return client

    # -- the waiting room ------------------------------------------------------------------------------
    def _show_room(self, session: Any, addresses: list[str]) -> None:
        from modernart_desktop.ui.session import available_levels

        self._close_room(close_session=True)
        self.session = session
        room = WaitingRoom(session, addresses, available_levels(session.game_id), self.window)
        self.room = room
        room.leave_requested.connect(lambda: self._close_room(close_session=True, to_start=True))
        room.start_requested.connect(self.start_table)
        session.lan_changed.connect(self._maybe_play)
        # The first view arriving may start the table: listen to the session while the room is up.
        self._room_bridge = SessionBridge(session, self)
        self._room_bridge.updated.connect(lambda *_: self._maybe_play())
        self.window.stack.addWidget(room)
        self.window.stack.setCurrentWidget(room)
        self._maybe_play()

    def _maybe_play(self) -> None:
        session = self.session
        if session is None or self.room is None or not session.started():
            return
        self._close_room(close_session=False)
        self.window.open_session(session)

    def _close_room(self, close_session: bool, to_start: bool = False) -> None:
        room, self.room = self.room, None
        bridge, self._room_bridge = self._room_bridge, None
        if bridge is not None:
            bridge.detach()
        if room is not None:
            self.window.stack.removeWidget(room)
            room.deleteLater()
        if close_session and self.session is not None and room is not None:
            self.session.close()
            self.session = None
        if to_start:
            self.window.start_page.refresh()
            self.window.stack.setCurrentWidget(self.window.start_page)


def install(window: Any) -> LobbyController:
    """Add LAN play to the main window: menu entries and the start page's LAN card."""
    controller = LobbyController(window)
    window.lobby = controller
    return controller
