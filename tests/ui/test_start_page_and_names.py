"""Small things a newcomer meets first: the start page fits the default window in every
language (and scrolls, never sideways, in a smaller one), saved games are dated the way
the chosen language writes dates, and "Your name" starts with the last name used, else
the name of the account (screenshots: artifacts/screenshots/start_page_<lang>_<size>.png)."""

from __future__ import annotations

import os
import time

import pytest
from PySide6.QtWidgets import QScrollArea

from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import save_match
from modernart_desktop.storage import paths
from modernart_desktop.ui import settings as settings_module

SAVED_AT = time.mktime((2026, 11, 23, 20, 11, 0, 0, 0, -1))


def scroll_of(window) -> QScrollArea:
    return window.start_page.findChild(QScrollArea)


def an_unfinished_game() -> None:
    match = Match.new("modern_art", 3, None, seed=3)
    match.meta["names"] = ["Nina", "Ada", "Bruno"]
    path = paths.saves_dir() / f"modern_art-test{paths.SAVE_SUFFIX}"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(path, match)
    os.utime(path, (SAVED_AT, SAVED_AT))


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_start_page_fits_the_default_window_and_scrolls_in_a_small_one(
    make_window, qtbot, shots_dir, lang
):
    window = make_window(lang)
    window.resize(1360, 860)  # the size of a first start
    scroll = scroll_of(window)
    qtbot.waitUntil(lambda: scroll.viewport().height() > 800)
    assert scroll.verticalScrollBar().maximum() == 0, "the first page a newcomer sees needs no scrolling"
    assert scroll.horizontalScrollBar().maximum() == 0
    window.grab().save(str(shots_dir / f"start_page_{lang}_1360x860.png"))
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: scroll.viewport().height() < 720)
    bar = scroll.verticalScrollBar()
    assert scroll.horizontalScrollBar().maximum() == 0  # never sideways
    qtbot.waitUntil(bar.isVisible)  # taller than the window: it scrolls to the end
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    last = window.start_page.no_saves
    bottom = last.mapTo(scroll.viewport(), last.rect().bottomLeft()).y()
    assert bottom <= scroll.viewport().height()
    window.grab().save(str(shots_dir / f"start_page_{lang}_1280x720.png"))


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_start_page_with_a_saved_game_fits_too(make_window, qtbot, lang):
    an_unfinished_game()
    window = make_window(lang)
    scroll = scroll_of(window)
    qtbot.waitUntil(lambda: scroll.viewport().height() > 800)
    assert window.start_page.continue_card.isVisible()
    assert scroll.verticalScrollBar().maximum() == 0


@pytest.mark.parametrize(
    "lang, written",
    [("en", "11/23/2026"), ("pl", "23.11.2026"), ("fr", "23/11/2026")],  # four-digit years
)
def test_saved_games_are_dated_the_way_the_language_writes_dates(
    make_window, qtbot, shots_dir, lang, written
):
    an_unfinished_game()
    window = make_window(lang)
    page = window.start_page
    scroll = scroll_of(window)
    qtbot.waitUntil(lambda: scroll.viewport().height() > 800 and not scroll.verticalScrollBar().isVisible())
    text = page.saves_list.item(0).text()
    assert written in text and "2026-11-23" not in text
    assert written in page.continue_text.text()
    window.grab().save(str(shots_dir / f"start_page_saved_game_{lang}.png"))
    # the LAN host dialog's saved tables use the same dates
    from modernart_desktop.ui import texts

    assert texts.date_time(SAVED_AT).startswith(written) or written in texts.date_time(SAVED_AT)


@pytest.fixture
def account(monkeypatch):
    monkeypatch.setattr(settings_module, "account_name", lambda: "Marta Nowak")


def test_your_name_starts_as_the_accounts_name_then_the_last_name_used(
    make_window, qtbot, account, shots_dir
):
    window = make_window()
    assert window.settings.player_name == "Marta Nowak"
    window.ask_new_game("modern_art")
    dialog = window.new_game_dialog
    assert dialog.rows[0].name.text() == "Marta Nowak"
    window.lobby.host_game()
    host = window.lobby.host_dialog
    assert host.you.text() == "Marta Nowak"
    host.reject()
    dialog.rows[0].name.setText("Kasia")
    dialog.accept()
    qtbot.waitUntil(lambda: window.table_page is not None)
    assert window.settings.player_name == "Kasia"
    window.leave_table()
    window.ask_new_game("modern_art")
    assert window.new_game_dialog.rows[0].name.text() == "Kasia"
    window.new_game_dialog.grab().save(str(shots_dir / "new_game_your_name.png"))
    window.new_game_dialog.reject()
    window.lobby.host_game()
    assert window.lobby.host_dialog.you.text() == "Kasia"
    window.lobby.host_dialog.grab().save(str(shots_dir / "lan_host_your_name.png"))
    window.lobby.host_dialog.reject()


def test_a_blank_name_is_not_remembered(make_window, qtbot, account):
    window = make_window()
    window.ask_new_game("modern_art")
    dialog = window.new_game_dialog
    dialog.rows[0].name.setText("")
    dialog.accept()
    qtbot.waitUntil(lambda: window.table_page is not None)
    window.leave_table()
    window.ask_new_game("modern_art")
    assert window.new_game_dialog.rows[0].name.text() == "Marta Nowak"


def test_the_account_name_is_a_name(monkeypatch):
    monkeypatch.setenv("USER", "kasia")
    monkeypatch.setenv("LOGNAME", "kasia")
    name = settings_module.account_name()
    assert name and len(name) <= 24 and "," not in name


def test_a_role_account_is_not_offered_as_a_players_name(monkeypatch):
    """Logged in as root (or admin), the welcome's name box starts empty, its placeholder
    showing, rather than offering "root" as the name the others will see."""
    import getpass

    monkeypatch.setattr(getpass, "getuser", lambda: "root")
    try:
        import pwd
    except ImportError:
        pwd = None
    if pwd is not None:
        real = pwd.getpwuid

        class Entry:
            def __init__(self, gecos):
                self.pw_gecos = gecos

        monkeypatch.setattr(pwd, "getpwuid", lambda uid: Entry("root"))
        assert settings_module.account_name() == ""
        monkeypatch.setattr(pwd, "getpwuid", lambda uid: Entry("Zofia Nowak,,,"))
        assert settings_module.account_name() == "Zofia Nowak"
        monkeypatch.setattr(pwd, "getpwuid", real)
    monkeypatch.setattr(getpass, "getuser", lambda: "Admin")
    if pwd is None:
        assert settings_module.account_name() == ""
