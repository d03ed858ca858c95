"""Calling a player back: a decision became theirs (or the host nudged them) while the
window was in the background.

The taskbar entry asks for attention (`QApplication.alert`), the cue plays, and, if the
player allows it in the sound settings, a desktop notification names the game and the
decision; clicking it raises the window. With the window active only the cue plays (a
your-turn cue is a table sound a player hears while looking, too).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QSystemTrayIcon, QWidget

from modernart_desktop.ui.sound.board import SoundBoard
from modernart_desktop.ui.sound.desktop_notice import DesktopNotifier


class Alerter(QObject):
    """One per main window."""

    def __init__(self, window: QWidget, board: SoundBoard | None, settings: Any) -> None:
        super().__init__(window)
        self.window = window
        self.board = board
        self.settings = settings
        self.alerts = 0  # how many times the taskbar was asked for attention (tests read it)
        self.notices: list[tuple[str, str]] = []  # (title, text) of the notifications shown
        self._tray: QSystemTrayIcon | None = None
        self._desktop = DesktopNotifier(
            QApplication.applicationDisplayName() or "Modern Art Desktop", self.raise_window, self
        )

    def window_active(self) -> bool:
        return self.window.isActiveWindow()

    def call(self, cue: str, title: str, text: str, sound: bool = True) -> bool:
        """A decision is this screen's (cue "your_turn") or the host nudged it ("nudge");
        `sound` False keeps the cue quiet (it just played). True when the window was in
        the background and was alerted."""
        if sound and self.board is not None:
            self.board.play(cue)
        if self.window_active():
            return False
        self.alerts += 1
        QApplication.alert(self.window, 0)
        if self.settings is not None and self.settings.turn_notification:
            self._notify(title, text)
        return True

    def _notify(self, title: str, text: str) -> None:
        self.notices.append((title, text))
        if self._desktop.show(title, text, QCoreApplication.translate("Sound", "Open the game")):
            return
        tray = self._tray_icon()  # (where there is no notification service: Windows, macOS)
        if tray is not None:
            tray.showMessage(title, text, self.window.windowIcon(), 10_000)

    def _tray_icon(self) -> QSystemTrayIcon | None:
        if self._tray is None:
            if not QSystemTrayIcon.isSystemTrayAvailable() or not QSystemTrayIcon.supportsMessages():
                return None
            self._tray = QSystemTrayIcon(self.window.windowIcon(), self)
            self._tray.messageClicked.connect(self.raise_window)
            self._tray.activated.connect(lambda _reason: self.raise_window())
            self._tray.show()
        return self._tray

    def raise_window(self) -> None:
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
