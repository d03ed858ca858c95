"""A whole game of Modern Art against three computer seats, played by clicking the
real widgets: start page, new-game dialog, cards, amount boxes, buttons, scoring
dialogs, and the final ranking, which must match the engine's result."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.host.table import AI, HUMAN
from modernart_desktop.ui import texts


def test_one_human_against_three_computers_plays_a_whole_game(window, qtbot, human_driver):
    start = window.start_page
    modern_art = next(card for card in start.game_cards if card.entry.game_id == "modern_art")
    qtbot.mouseClick(modern_art.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    dialog.players.setValue(4)
    dialog.rows[0].name.setText("Nina")
    assert [r.kind.currentData() for r in dialog.rows[:4]] == [HUMAN, AI, AI, AI]
    clock = dialog.option_widgets["open_clock"]
    clock.setValue(0)  # no going-once clock: the test decides when to pass
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None)
    page = window.table_page
    assert page.viewer == 0 and not page.session.hot_seat
    assert [s.kind for s in page.session.seats] == [HUMAN, AI, AI, AI]

    driver = human_driver(page, seed=3)
    driver.play_to_end()

    match = page.session.table.match
    assert match.is_over()
    assert driver.decisions >= 10  # the human really played: offers, bids, passes
    assert driver.scorings == 4  # a scoring dialog after each of the four rounds
    result = match.result()
    dialog = page.result_dialog
    assert dialog is not None and dialog.isVisible()
    names = page.session.names()
    expected = [(names[s], texts.money(result.scores[s])) for s in result.ranking()]
    assert dialog.table_rows() == expected
    assert all(dialog.is_shown_as_winner(s) == (s in result.winners) for s in range(4))
    # under the podium, round by round, the money adds up to what the engine says
    final = dialog.details
    assert [final.finals[s].text() for s in result.ranking()] == [
        texts.money(result.scores[s]) for s in result.ranking()
    ]
    # a finished game leaves the resume list
    assert page.session.save_path.parent.name == "finished"
