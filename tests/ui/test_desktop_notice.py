"""Your turn in the background: the desktop notification reaches the freedesktop
Notifications service on the session bus (title and text as the table says them, an
"Open the game" action), and a click on it raises the window. A private dbus-daemon
and a stand-in notification service (jeepney) play the desktop's part."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading

import pytest

jeepney = pytest.importorskip("jeepney")
from jeepney import DBusAddress, HeaderFields, MessageType, new_method_return, new_signal  # noqa: E402
from jeepney.bus_messages import message_bus  # noqa: E402
from jeepney.io.blocking import open_dbus_connection  # noqa: E402

from modernart_desktop.ui.sound.desktop_notice import PATH, SERVICE, DesktopNotifier  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("dbus-daemon") is None, reason="needs dbus-daemon")


@pytest.fixture
def session_bus(monkeypatch):
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address"], stdout=subprocess.PIPE, text=True
    )
    address = daemon.stdout.readline().strip()
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", address)
    yield address
    daemon.terminate()
    daemon.wait()


class StandInService(threading.Thread):
    """Answers Notify with id 7, remembers what it was asked, and can send a click."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.conn = open_dbus_connection(bus="SESSION")
        self.conn.send_and_get_reply(message_bus.RequestName(SERVICE), timeout=2)
        self.calls: list[tuple] = []
        self.ready = threading.Event()

    def run(self) -> None:
        while True:
            try:
                message = self.conn.receive(timeout=5)
            except Exception:
                return
            fields = message.header.fields
            if (
                message.header.message_type == MessageType.method_call
                and fields.get(HeaderFields.member) == "Notify"
            ):
                self.calls.append(message.body)
                self.conn.send(new_method_return(message, "u", (7,)))
                self.ready.set()

    def click(self) -> None:
        emitter = DBusAddress(PATH, interface=SERVICE)
        self.conn.send(new_signal(emitter, "ActionInvoked", "us", (7, "default")))


def test_a_notification_reaches_the_desktop_and_a_click_raises_the_window(qapp, qtbot, session_bus) -> None:
    service = StandInService()
    service.start()
    clicks: list[int] = []
    notifier = DesktopNotifier("Modern Art Desktop", lambda: clicks.append(1))
    assert notifier.show("Modern Art — your bid", "Sealed auction for Yoko", "Open the game")
    assert service.ready.wait(2)
    app_name, replaces, _icon, title, text, actions, _hints, timeout = service.calls[0]
    assert (app_name, replaces, title, text) == (
        "Modern Art Desktop",
        0,
        "Modern Art — your bid",
        "Sealed auction for Yoko",
    )
    assert actions == ["default", "Open the game"] and timeout > 0
    service.click()
    qtbot.waitUntil(lambda: clicks == [1], timeout=3000)
    notifier.close()


def test_without_a_notification_service_nothing_is_shown_and_nothing_breaks(qapp, session_bus) -> None:
    notifier = DesktopNotifier("Modern Art Desktop", lambda: None)
    assert not notifier.show("title", "text", "Open the game")  # the bus has no such service


def test_without_a_session_bus_nothing_is_shown(qapp, monkeypatch) -> None:
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus")
    assert not DesktopNotifier("x", lambda: None).show("title", "text", "Open")
    assert os.environ["DBUS_SESSION_BUS_ADDRESS"].endswith("/bus")
