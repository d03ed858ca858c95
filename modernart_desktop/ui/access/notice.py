"""What a screen reader too old for announcements still speaks: a notification.

Qt's `QAccessibleAnnouncementEvent` reaches the accessibility bus as AT-SPI's
`object:announcement` signal, which Orca reads only from version 45 or so; Orca 43
(Debian 12) never even listens for it, and said none of a game's moves (issue 34).
What every Orca does speak is an object of role *notification* becoming showing: its
name, and — when the notification sits in a status bar — without the word
"notification" before it (orca/scripts/default.py onShowingChanged, speech_generator's
role name). So each announcement is also told that way, by a `Noticeboard`: a hidden
status bar holding a few hidden notification objects, each given the words and then
said to show (`ObjectShow`: AT-SPI's state-changed:showing). The objects take turns,
so a reader that is a few lines behind still finds each one's own words when it asks
for them.

A reader that does listen for announcements would hear everything twice: the board
asks the accessibility registry (once a minute at most, in the background, through
`gdbus`) whether anyone listens for `object:announcement`, and stays silent if so.
Where it cannot tell (no `gdbus`, no bus) it speaks: a line twice is better than none.
"""

from __future__ import annotations

import shutil
import time

from PySide6.QtCore import QObject, QProcess
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QStatusBar, QWidget

SLOTS = 8  # notification objects taking turns
PROBE_EVERY = 60.0  # seconds between two questions to the registry


class Notice(QWidget):
    """One hidden notification: its accessible name is the words it last told."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.words = ""
        self.hide()


class _NoticeInterface(QAccessibleWidget):
    def __init__(self, notice: Notice) -> None:
        super().__init__(notice, QAccessible.Role.Notification)
        self._notice = notice

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self._notice.words
        return super().text(t)


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, Notice):
        return _NoticeInterface(obj)
    return None


_installed = False


def _install_factory() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


class _ReaderProbe(QObject):
    """Whether a client of the accessibility bus listens for announcements (then the
    notifications would say everything a second time). Asked in the background;
    `None` until an answer came."""

    def __init__(self) -> None:
        super().__init__()
        self.answer: bool | None = None
        self._asked_at = -PROBE_EVERY
        self._proc: QProcess | None = None
        self._address: str | None = None

    def _bus_address(self) -> str:
        if self._address is None:
            self._address = ""
            try:
                from PySide6.QtDBus import QDBusConnection, QDBusInterface

                bus = QDBusConnection.sessionBus()
                if bus.isConnected():
                    reply = QDBusInterface("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", bus).call(
                        "GetAddress"
                    )
                    args = reply.arguments()
                    if args and isinstance(args[0], str):
                        self._address = args[0]
            except Exception:  # (no QtDBus, no session bus: cannot tell)
                self._address = ""
        return self._address

    def ask(self) -> None:
        now = time.monotonic()
        if self._proc is not None or now - self._asked_at < PROBE_EVERY:
            return
        self._asked_at = now
        gdbus = shutil.which("gdbus")
        address = self._bus_address() if gdbus else ""
        if not gdbus or not address:
            return
        proc = QProcess(self)
        proc.finished.connect(lambda *_a: self._answered(proc))
        proc.errorOccurred.connect(lambda *_a: self._answered(proc))
        self._proc = proc
        proc.start(
            gdbus,
            [
                "call",
                "--address",
                address,
                "--dest",
                "org.a11y.atspi.Registry",
                "--object-path",
                "/org/a11y/atspi/registry",
                "--method",
                "org.a11y.atspi.Registry.GetRegisteredEvents",
            ],
        )

    def _answered(self, proc: QProcess) -> None:
        if self._proc is not proc:
            return
        self._proc = None
        if proc.exitStatus() == QProcess.ExitStatus.NormalExit and proc.exitCode() == 0:
            out = bytes(proc.readAllStandardOutput().data()).decode("utf-8", "replace").lower()
            self.answer = listens_for_announcements(out)
        proc.deleteLater()


def listens_for_announcements(registered: str) -> bool:
    """`registered`: the registry's list of (client, event) as gdbus prints it. True if
    a client listens for announcements (by name, not only through "object:" at large,
    which a reader too old for them may also ask for)."""
    return "object:announcement" in registered.lower()


_probe: _ReaderProbe | None = None


def reader_hears_announcements() -> bool:
    """True once the registry said a reader listens for announcements."""
    global _probe
    if _probe is None:
        _probe = _ReaderProbe()
    _probe.ask()
    return bool(_probe.answer)


class Noticeboard(QStatusBar):
    """A hidden status bar of notifications: `tell` makes the next one say `words`."""

    def __init__(self, parent: QWidget) -> None:
        _install_factory()
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.hide()
        self._slots = [Notice(self) for _ in range(SLOTS)]
        self._next = 0
        self.told: list[str] = []  # (tests read it)

    def tell(self, words: str) -> None:
        if not words:
            return
        self.told.append(words)
        if not QAccessible.isActive():
            return
        notice = self._slots[self._next]
        self._next = (self._next + 1) % len(self._slots)
        notice.words = words
        # the new name first (a reader keeping names finds the new one), then "showing"
        QAccessible.updateAccessibility(QAccessibleEvent(notice, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(notice, QAccessible.Event.ObjectShow))
