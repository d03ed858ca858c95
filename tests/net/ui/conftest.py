"""Qt fixtures for the LAN screens: a private data folder, qasync inside pytest-qt's
loop (as the app runs it), and main windows to host and to join from."""
from __future__ import annotations

from pathlib import Path

import pytest

from modernart_desktop.ui.app import install_event_loop

SHOTS = Path(__file__).resolve().parents[3] / "artifacts" / "screenshots"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("MODERNART_DATA_DIR", str(path))
    return path


@pytest.fixture(scope="session")
def qt_loop(qapp):
    return install_event_loop(qapp, already_running=True)


@pytest.fixture
def shots() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


@pytest.fixture
def make_window(qtbot, qapp, qt_loop, data_dir):
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings

    made = []

    def make(language: str = "en", name: str = ""):
        settings = Settings()
        settings.speed = "instant"
        settings.language = language
        settings.player_name = name
        i18n = I18n(qapp)
        i18n.set_language(language)
        window = MainWindow(settings, i18n)
        window.resize(1360, 860)
        qtbot.addWidget(window)
        window.show()
        made.append((window, i18n))
        return window

    yield make
    for window, i18n in made:
        window.close()
    for _window, i18n in reversed(made):  # every window installed its own translators
        i18n.set_language("en")
