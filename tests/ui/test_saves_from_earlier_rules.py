"""The app tells a player why a game saved before a rule was fixed cannot go on: the
start page still lists it, and opening it names the move and the rule, in words."""

from __future__ import annotations

from modernart_desktop.storage import paths
from tests.core.test_saves_from_earlier_rules import art_society_with_decor_owed, write_old_save


def test_resuming_a_game_from_earlier_rules_names_the_move_and_the_rule(make_window):
    match = art_society_with_decor_owed()
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    path = paths.saves_dir() / f"old{paths.SAVE_SUFFIX}"
    step = write_old_save(path, match)
    window = make_window()
    window.start_page.refresh()
    label = window.start_page.saves_list.item(0).text()
    assert "Ann, Bob" in label and "earlier rules" in label
    window.resume_game(path)
    assert window.table_page is None
    message = window.last_error
    assert f"move {step}" in message and "Earned decor must be hung" in message
    assert "history" in message
    window.set_language("pl")
    window.resume_game(path)
    assert f"ruch {step}" in window.last_error
    assert "Zdobytą dekorację" in window.last_error
