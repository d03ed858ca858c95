"""Start the desktop app: Qt application, translations, asyncio in the Qt loop (qasync)."""

from __future__ import annotations

import asyncio
import logging
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

APP_NAME = "Modern Art Desktop"


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if app is None:
        # Fractional scale factors stay fractional: crisp at 125 % and 150 %.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication([sys.argv[0] if sys.argv else "modernart", *argv])
    assert isinstance(app, QApplication)  # a widgets application, not a bare QCoreApplication
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("modernart-desktop")
    app.setApplicationDisplayName(APP_NAME)
    from modernart_desktop.ui.app_icon import app_icon

    app.setWindowIcon(app_icon())
    return app


def install_event_loop(app: QApplication, already_running: bool = False) -> asyncio.AbstractEventLoop:
    """asyncio inside the Qt loop: the host runner's AI seats and clock live there."""
    import qasync

    loop = qasync.QEventLoop(app, already_running=already_running)
    asyncio.set_event_loop(loop)
    return loop


def build_main_window(app: QApplication):
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings

    settings = Settings()
    i18n = I18n(app)
    i18n.set_language(settings.language)
    return MainWindow(settings, i18n)


def run_app(argv: list[str]) -> int:
    """The `modernart` command without a sub-command: open the main window."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = create_application(argv)
    loop = install_event_loop(app)
    window = build_main_window(app)
    window.show()
    window.welcome_on_first_start()  # once: your name and language
    with loop:  # type: ignore[attr-defined]  # qasync's QEventLoop is a context manager (closes on exit)
        code = loop.run_forever()
    return int(code or 0)
