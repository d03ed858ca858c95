"""The app shell: the `modernart` entry point starts and quits cleanly, settings and the
window's geometry persist, the start page lists four games with the unbuilt ones disabled."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QSize


def test_the_modernart_command_opens_the_main_window_and_quits(data_dir):
    script = textwrap.dedent("""
        import sys
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from modernart_desktop.ui.app import create_application
        app = create_application([])
        seen = []
        def look_and_quit():
            seen.extend(w.objectName() for w in QApplication.topLevelWidgets() if w.isVisible())
            app.quit()
        QTimer.singleShot(800, look_and_quit)
        from modernart_desktop.cli import main
        code = main([])
        print("windows:", seen)
        sys.exit(code)
    """)
    env = dict(os.environ, MODERNART_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "MainWindow" in proc.stdout
    assert (data_dir / "settings.ini").is_file()  # geometry saved on the way out


def test_settings_and_window_geometry_persist(make_window, qtbot, qapp):
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings

    window = make_window()
    window.resize(1234, 777)
    window.settings.player_name = "Zofia"
    window.set_language("fr")
    window.close()
    settings = Settings()
    again = MainWindow(settings, I18n(qapp))
    qtbot.addWidget(again)
    # the saved geometry is restored (the offscreen test screen may clamp it to its size)
    assert settings.geometry() is not None and again.restoreGeometry(settings.geometry())
    screen = again.screen().availableGeometry()
    assert again.width() == min(1234, max(screen.width(), again.minimumWidth())) or again.size() != QSize(
        1360, 860
    )
    assert settings.player_name == "Zofia"
    assert settings.language == "fr"
    window.set_language("en")


def test_start_page_lists_four_games_and_only_playable_ones_can_start(window):
    cards = {card.entry.game_id: card for card in window.start_page.game_cards}
    assert list(cards) == ["modern_art", "modern_art_card_game", "art_society", "friesematenten"]
    assert cards["modern_art"].button.isEnabled()
    for _game_id, card in cards.items():
        assert card.button.isEnabled() == card.entry.playable()


def test_before_the_first_game_the_start_page_shows_how_modern_art_plays(make_window, qtbot):
    from modernart_desktop.host.table import AI, HUMAN, SeatInfo
    from modernart_desktop.ui.session import LocalSession

    window = make_window()
    page = window.start_page
    assert page.guide.isVisible() and page.no_saves.isVisible()
    assert not page.saves_title.isVisible() and not page.continue_card.isVisible()
    # the five auctions, each with its name and how it goes
    assert len(page.guide.symbols) == 5 and all(
        hint is not None and hint.text() for _name, hint in page.guide.symbols
    )
    # the page has nothing left empty below the guide at the usual window size
    guide_bottom = page.guide.mapTo(window, page.guide.rect().bottomLeft()).y()
    assert window.height() - guide_bottom < 120
    # once a game is waiting, its card and the saved games take the place of the guide
    session = LocalSession.new(
        "modern_art", [SeatInfo("Nina", HUMAN), SeatInfo("Ada", AI, "easy"), SeatInfo("Bruno", AI, "easy")]
    )
    session.close()
    page.refresh()
    assert not page.guide.isVisible() and page.continue_card.isVisible() and page.saves_title.isVisible()
    assert page.saves_list.count() == 1
