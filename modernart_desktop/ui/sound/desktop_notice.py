"""Desktop notifications: the freedesktop Notifications service on the session D-Bus
(what GNOME, KDE, XFCE and notification daemons such as dunst all serve), spoken to with
jeepney; a click on the notification raises the window.

Not QSystemTrayIcon.showMessage: it needs a system tray, which most desktops no longer
have, and then shows nothing. Where there is no session bus, no notification service or
no jeepney (another system), `show` returns False and nothing else happens.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier

log = logging.getLogger(__name__)

SERVICE = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
TIMEOUT_S = 1.0  # a service that does not answer within this is taken as absent
SHOW_MS = 10_000


class DesktopNotifier(QObject):
    def __init__(self, app_name: str, on_click: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.app_name = app_name
        self.on_click = on_click
        self._conn: Any = None
        self._tried = False
        self._ids: set[int] = set()  # the notifications this app showed
        self._reader: QSocketNotifier | None = None

    def _connect(self) -> Any:
        if self._tried:
            return self._conn
        self._tried = True
        try:
            from jeepney import MatchRule, message_bus
            from jeepney.io.blocking import open_dbus_connection

            conn = open_dbus_connection(bus="SESSION")
            rule = MatchRule(type="signal", interface=SERVICE, member="ActionInvoked", path=PATH)
            conn.send_and_get_reply(message_bus.AddMatch(rule), timeout=TIMEOUT_S)
        except Exception as exc:  # no jeepney, no bus, a bus that refuses: no notifications
            log.info("no desktop notifications: %s", exc)
            return None
        self._conn = conn
        # The clicks come as signals on the connection's socket, read on the GUI thread.
        self._reader = QSocketNotifier(conn.sock.fileno(), QSocketNotifier.Type.Read, self)
        self._reader.activated.connect(self._read)
        return conn

    def show(self, title: str, text: str, open_label: str) -> bool:
        """Shows one notification; True when the service took it."""
        conn = self._connect()
        if conn is None:
            return False
        from jeepney import DBusAddress, new_method_call

        address = DBusAddress(PATH, bus_name=SERVICE, interface=SERVICE)
        call = new_method_call(
            address,
            "Notify",
            "susssasa{sv}i",
            (self.app_name, 0, "", title, text, ["default", open_label], {}, SHOW_MS),
        )
        try:
            reply = conn.send_and_get_reply(call, timeout=TIMEOUT_S)
        except Exception as exc:  # the service went away or never answered
            log.info("desktop notification not shown: %s", exc)
            return False
        from jeepney import MessageType

        if reply.header.message_type != MessageType.method_return or not reply.body:
            log.info("desktop notification refused: %s", reply.body)  # no service, say
            return False
        self._ids.add(int(reply.body[0]))
        return True

    def _read(self) -> None:
        conn = self._conn
        if conn is None:
            return
        from jeepney.low_level import HeaderFields

        while True:
            try:
                message = conn.receive(timeout=0)
            except TimeoutError:  # nothing more to read now
                return
            except Exception as exc:  # the bus closed: stop listening (no busy loop on EOF)
                log.info("desktop notifications stopped: %s", exc)
                self.close()
                return
            member = message.header.fields.get(HeaderFields.member)
            if member == "ActionInvoked" and message.body and int(message.body[0]) in self._ids:
                self.on_click()

    def close(self) -> None:
        if self._reader is not None:
            self._reader.setEnabled(False)
        if self._conn is not None:
            self._conn.close()
            self._conn = None
