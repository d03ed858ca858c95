"""Closing the rules (Help ▸ Rules, or the table's "Rules of the game") gives the
keyboard back to the table's decision: where it was, or the control that answers the
decision - never the side panel's "Rules of the game" or "Leave the table"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.live_tables import live_match


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_closing_the_rules_gives_the_keyboard_back_to_the_decision(open_position):
    window, page = open_position(live_match("art_society", players=3))
    window.resize(1280, 720)
    window.activateWindow()
    settle()
    target = page.table.focus_target()
    assert target is not None

    # From the table's button (the click gave it the keyboard), closed by its Close button
    page.rules.setFocus(Qt.FocusReason.MouseFocusReason)
    page.rules.click()
    settle()
    assert window.rules_window is not None and window.rules_window.isVisible()
    window.rules_window.close_button.click()
    settle()
    assert window.focusWidget() is target, window.focusWidget()

    # From the menu while the keyboard was on the table: back to where it was (Esc)
    choices = [b for b in page.table.side.choice_buttons if b.isEnabled() and b.isVisible()]
    here = choices[-1] if choices else target
    here.setFocus(Qt.FocusReason.TabFocusReason)
    window.act_rules.trigger()
    settle()
    window.rules_window.reject()
    settle()
    assert window.focusWidget() is here, window.focusWidget()

    # The keyboard had wandered to "Leave the table": the decision gets it back
    page.leave.setFocus(Qt.FocusReason.TabFocusReason)
    window.act_rules.trigger()
    settle()
    window.rules_window.close()
    settle()
    assert window.focusWidget() is target, window.focusWidget()
