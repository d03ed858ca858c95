"""Enter presses the focused button, on every table and in every dialog, as Space and
a click do (the README promises "Enter bids"): a lollipop in Art Society, Bid in
Friesematenten, a prompt's button in the card game, an auction's button in Modern Art."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QDialog, QRadioButton

from modernart_desktop.ui.common.keys import HANDLES_ENTER
from tests.ui.live_tables import GAME_IDS, finished_match, live_match


def pressable(root) -> list[QAbstractButton]:
    return [
        b
        for b in root.findChildren(QAbstractButton)
        if b.isVisible()
        and b.isEnabled()
        and b.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not isinstance(b, QCheckBox | QRadioButton)
        and not b.property(HANDLES_ENTER)
    ]


def press_enter(qtbot, button: QAbstractButton, key=Qt.Key.Key_Return) -> int:
    """Focus `button`, press Enter: how many times it was clicked."""
    clicks: list[bool] = []
    button.clicked.connect(lambda *_a: clicks.append(True))
    button.window().activateWindow()  # (offscreen: a closed dialog does not give it back)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert QApplication.focusWidget() is button, f"{button!r} ({button.text()!r}) takes no focus"
    qtbot.keyClick(button, key)
    return len(clicks)


def select_a_card(qtbot, table) -> None:
    """A decision that starts with choosing a card (its buttons wait for one): choose."""
    cards = [b for b in table.findChildren(QAbstractButton) if b.property(HANDLES_ENTER)]
    playable = [b for b in cards if b.isVisible() and b.isEnabled()]
    if playable and not pressable(table):
        qtbot.mouseClick(playable[0], Qt.MouseButton.LeftButton)


def close_dialogs(window) -> None:
    for dialog in window.findChildren(QDialog):
        if dialog.isVisible():
            dialog.done(0)
    window.activateWindow()
    QApplication.processEvents()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_enter_presses_every_focused_button_of_the_table(open_position, qtbot, game_id):
    match = live_match(game_id)
    window, page = open_position(match)
    window.activateWindow()
    table = page.table
    table.intent.disconnect()  # the position stays as it is while every button is tried
    sent: list[object] = []
    table.intent.connect(sent.append)
    select_a_card(qtbot, table)
    buttons = pressable(table)
    assert buttons, f"{game_id}: no button to press at seat 0's decision"
    tried = 0
    for button in buttons:
        if not shiboken6.isValid(button) or not button.isVisible() or not button.isEnabled():
            continue  # an earlier press redrew this part of the table
        key = Qt.Key.Key_Enter if tried % 2 else Qt.Key.Key_Return  # the keypad's Enter too
        assert press_enter(qtbot, button, key) == 1, f"{game_id}: Enter did not press {button.text()!r}"
        tried += 1
        close_dialogs(window)
    assert tried and sent, f"{game_id}: Enter made no decision ({tried} buttons pressed)"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_enter_on_a_decision_button_plays_it(open_position, qtbot, game_id):
    """End to end: the decision is submitted and the game moves on."""
    match = live_match(game_id)
    window, page = open_position(match)
    window.activateWindow()
    seq = match.seq
    chosen: list[object] = []
    page.table.intent.connect(chosen.append)
    select_a_card(qtbot, page.table)
    for button in pressable(page.table):
        press_enter(qtbot, button)
        close_dialogs(window)
        if chosen:
            break
    assert chosen, f"{game_id}: no button made a decision"
    qtbot.waitUntil(lambda: match.seq > seq)
    assert match.log[seq].action == chosen[0]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_enter_presses_the_focused_button_of_the_final_ranking(open_position, qtbot, game_id):
    window, page = open_position(finished_match(game_id))
    page.start()
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible())
    dialog = page.result_dialog
    assert pressable(dialog)
    assert press_enter(qtbot, dialog.ok) == 1
    assert not dialog.isVisible()
    panel = page.final_panel  # the ranking on the table: its buttons too
    qtbot.waitUntil(lambda: panel.isVisible())
    assert press_enter(qtbot, panel.hide_button) == 1 and not panel.isVisible()


def test_enter_presses_the_focused_button_of_the_shells_dialogs(window, qtbot):
    """Not only the default button: Enter on Cancel cancels the new game."""
    window.activateWindow()
    window.ask_new_game("modern_art")
    dialog = window.new_game_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    cancel = next(b for b in pressable(dialog) if b.text() == "Cancel")
    assert press_enter(qtbot, cancel) == 1
    qtbot.waitUntil(lambda: window.new_game_dialog is None)
    assert window.table_page is None  # cancelled, not started
    window.open_settings()
    dialog = window.settings_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    for button in pressable(dialog):
        if button.text() == "Cancel":
            assert press_enter(qtbot, button) == 1
    qtbot.waitUntil(lambda: window.settings_dialog is None)


def test_enter_on_a_start_page_button(window, qtbot):
    window.activateWindow()
    assert press_enter(qtbot, window.start_page.settings_button) == 1
    qtbot.waitUntil(lambda: window.settings_dialog is not None)
    window.settings_dialog.done(0)
