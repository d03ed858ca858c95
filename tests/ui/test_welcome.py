"""The first start asks, once, for the name the other players will see (the account's
name offered) and the language; it is never asked again. Windows the tests build never
ask (only the `modernart` command does), so nothing waits on it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import Qt

from modernart_desktop.ui import settings as settings_module


def test_a_first_start_offers_the_accounts_name_and_remembers_the_one_given(window, qtbot, monkeypatch):
    monkeypatch.setattr(settings_module, "account_name", lambda: "zofia")
    assert not window.settings.welcomed
    dialog = window.welcome_on_first_start()
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowModality() == Qt.WindowModality.WindowModal  # (open(): nothing waits on it)
    assert dialog.name.text() == "zofia" and dialog.name.selectedText() == "zofia"  # typing replaces it
    assert dialog.language.currentData() == "en"
    qtbot.keyClicks(dialog.name, "Zofia")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.welcome_dialog is None)
    assert window.settings.player_name == "Zofia" and window.settings.welcomed
    assert window.welcome_on_first_start() is None  # never again
    window.ask_new_game("modern_art")
    assert window.new_game_dialog.rows[0].name.text() == "Zofia"
    window.new_game_dialog.reject()


def test_choosing_a_language_there_switches_at_once(window, qtbot):
    dialog = window.welcome_on_first_start()
    dialog.language.setCurrentIndex(dialog.language.findData("pl"))
    assert window.settings.language == "pl" and window.i18n.language == "pl"
    assert dialog.ok.text() != "Let's play" and window.game_menu.title() == "&Gra"
    dialog.reject()  # closed: what it shows is kept
    qtbot.waitUntil(lambda: window.welcome_dialog is None)
    assert window.settings.welcomed and window.settings.language == "pl"
    window.set_language("en")


def test_someone_who_already_gave_a_name_is_not_asked(window):
    window.settings.player_name = "Ada"
    assert window.settings.welcomed and window.welcome_on_first_start() is None


SCRIPT = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from modernart_desktop.ui.app import create_application
    app = create_application([])
    seen = []
    def look_and_quit():
        for w in QApplication.topLevelWidgets():
            if w.isVisible():
                seen.append(w.objectName())
                if w.objectName() == "WelcomeDialog":
                    w.accept()
        app.quit()
    QTimer.singleShot(800, look_and_quit)
    from modernart_desktop.cli import main
    code = main([])
    print("windows:", sorted(seen))
    sys.exit(code)
""")


def test_the_modernart_command_welcomes_on_the_first_start_only(data_dir):
    env = dict(os.environ, MODERNART_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    runs = [
        subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120)
        for _ in range(2)
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr[-2000:]
    assert "WelcomeDialog" in runs[0].stdout and "MainWindow" in runs[0].stdout
    assert "WelcomeDialog" not in runs[1].stdout and "MainWindow" in runs[1].stdout
