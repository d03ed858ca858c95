"""Sound in the main window: the app's sound board and alerter, the Game menu's
"Sound…" (the settings dialog) and "Mute sound" (Ctrl+M, a checkable entry)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from modernart_desktop.ui.sound.alert import Alerter
from modernart_desktop.ui.sound.board import SoundBoard

translate = QCoreApplication.translate

MUTE_KEY = "Ctrl+M"


def of(widget: Any) -> SoundController | None:
    """The sound of the main window `widget` is in (None: a widget outside one, as tests build)."""
    window = widget.window() if widget is not None else None
    found = getattr(window, "sound", None)
    return found if isinstance(found, SoundController) else None


class SoundController(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.board = SoundBoard(window.settings, self)
        self.alerter = Alerter(window, self.board, window.settings)
        self.dialog: Any = None
        self.act_sound = QAction(window)
        self.act_sound.triggered.connect(self.open_dialog)
        self.act_mute = QAction(window)
        self.act_mute.setCheckable(True)
        self.act_mute.setChecked(self.board.muted)
        self.act_mute.setShortcut(QKeySequence(MUTE_KEY))
        self.act_mute.toggled.connect(self.board.set_muted)
        self.board.mute_changed.connect(self.act_mute.setChecked)
        menu = window.game_menu
        before = window.act_settings if window.act_settings in menu.actions() else None
        menu.insertActions(before, [self.act_sound, self.act_mute])
        self._retranslate()
        window.installEventFilter(self)

    def _retranslate(self) -> None:
        self.act_sound.setText(translate("Sound", "S&ound…"))
        self.act_mute.setText(translate("Sound", "&Mute sound"))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False

    def open_dialog(self) -> None:
        from modernart_desktop.ui.sound.dialog import SoundDialog

        if self.dialog is not None:
            self.dialog.raise_()
            return
        dialog = SoundDialog(self.window.settings, self.board, self.window)
        self.dialog = dialog

        def closed(_r: int) -> None:
            self.dialog = None
            dialog.deleteLater()

        dialog.finished.connect(closed)
        dialog.open()


def install(window: Any) -> SoundController:
    """Hook sound into the main window (called once from MainWindow)."""
    controller = SoundController(window)
    window.sound = controller
    return controller
