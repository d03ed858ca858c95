"""Dates are written the way the chosen language writes them (Polish 27.11.2026, French
27/11/2026), wherever the app shows one: the saved games on the start page, the history,
a replay's "Finished on", the LAN host's list of tables to resume; switching the
language at run time writes them again."""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from modernart_desktop.host.table import AI, SeatInfo
from modernart_desktop.ui import texts
from modernart_desktop.ui.i18n import locale_for
from modernart_desktop.ui.session import LocalSession
from tests.ui.test_after_the_game import _finished, _history_of

DATE = {
    "pl": re.compile(r"\b\d{2}\.\d{2}\.\d{4}\b"),
    "fr": re.compile(r"\b\d{2}/\d{2}/\d{4}\b"),
}
US = re.compile(r"\b\d{1,2}/\d{1,2}/\d{2}\b(?!/)")  # a two-digit year, as 11/27/26
ENGLISH = re.compile(r"\b\d{1,2}/\d{1,2}/\d{4}\b")


def _written(text: str, language: str) -> bool:
    if language == "en":
        return bool(ENGLISH.search(text)) and not US.search(text)  # (the system's English)
    return bool(DATE[language].search(text)) and not US.search(text)


def test_a_date_is_written_the_languages_way(make_window):
    window = make_window("pl")
    assert re.fullmatch(r"15\.01\.2027 \d\d:00", texts.date_time(1800000000))
    window.set_language("fr")
    assert re.fullmatch(r"15/01/2027 \d\d:00", texts.date_time(1800000000))
    window.set_language("en")
    assert QLocale().language() == QLocale.Language.English
    assert "2027" in texts.date_time(1800000000)  # never 1/15/27


def test_english_follows_the_systems_english_and_other_languages_their_own(monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_GB")))
    assert locale_for("en").name() == "en_GB"  # 27/11/2026 for a British system
    assert locale_for("pl").name() == "pl_PL"
    assert locale_for("fr").name() == "fr_FR"


def test_the_start_page_history_and_replay_write_dates_in_the_language_chosen(make_window, tmp_path):
    _history_of([_finished("modern_art", 7)])
    window = make_window("en")
    session = LocalSession.new(
        "modern_art", [SeatInfo("Nina"), SeatInfo("Ada", AI, "easy"), SeatInfo("Bo", AI, "easy")]
    )
    window.open_session(session)
    window.leave_table()  # a saved game on the start page
    start = window.start_page
    assert start.saves_list.count() == 1
    window.open_history()
    history = window.history_page
    window.open_replay_record(history.selected())
    replay = window.replay_page
    for language in ("pl", "fr", "en", "pl"):
        window.set_language(language)
        QApplication.processEvents()
        assert _written(start.saves_list.item(0).text(), language), start.saves_list.item(0).text()
        assert _written(start.continue_text.text(), language)
        assert _written(replay.when.text(), language), replay.when.text()
    replay.close_button.click()
    for language in ("fr", "pl"):
        window.set_language(language)
        QApplication.processEvents()
        assert _written(history.list.item(0, 0).text(), language), history.list.item(0, 0).text()
