"""The amount box after a computer's bid: the new minimum is selected whole (every digit,
neither the currency sign nor the suffix), so the digits the player types next replace it
and the bid is exactly what was typed (a player typed 25 and bid 45, typed 2 and got 12)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Bid
from modernart_desktop.games.modern_art.components import OPEN
from modernart_desktop.games.modern_art.state import AUCTION
from modernart_desktop.ui.common.amount import AmountInput
from modernart_desktop.ui.games.modern_art import auction as A


def _number_selected(spin) -> bool:
    edit = spin.lineEdit()
    digits = str(spin.value())
    return edit.selectedText().replace("\u00a0", "").replace(" ", "") == digits


@pytest.mark.parametrize("caret", ["end", "first digit", "suffix"])
def test_a_new_minimum_selects_every_digit_of_the_shared_box(qtbot, caret):
    box = AmountInput()
    qtbot.addWidget(box)
    box.spin.setSuffix("k")
    box.spin.setPrefix("€")
    box.set_range(5, 60)
    edit = box.spin.lineEdit()
    text = edit.text()
    if caret == "end":
        edit.deselect()
        edit.setCursorPosition(len(text))
    elif caret == "first digit":
        edit.setSelection(1, 1)
    else:
        edit.setSelection(len(text) - 1, 1)
    box.set_range(18, 60)  # someone bid 17
    assert edit.selectedText() == "18"
    qtbot.keyClicks(edit, "25")
    assert box.value() == 25
    box.set_range(26, 60, box.value())  # kept below the minimum: raised, selected again
    assert edit.selectedText() == "26"
    box.set_value(31)
    assert edit.selectedText() == "31"


@pytest.mark.parametrize("language", ["fr", "pl", "en"])
def test_modern_art_typed_digits_after_a_computer_bid_are_the_bid(open_position, qtbot, steer_to, language):
    def at_open_auction(m):
        s = m.state
        return (
            s.phase == AUCTION and s.auction is not None and s.auction.type == OPEN and 0 in m.active_seats()
        )

    at_open_auction.wants = OPEN
    match = steer_to(Match.new("modern_art", 4, seed=3), at_open_auction)
    match.apply(1, Bid(7))
    window, page = open_position(match, language)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.BidPanel)
    spin = panel.amount.spin
    spin.setFocus(Qt.FocusReason.OtherFocusReason)
    edit = spin.lineEdit()
    edit.setSelection(len(spin.prefix()), 1)  # the "8" of the minimum, as Qt selects it
    page.session.table.submit(2, Bid(12))  # a computer raises: the minimum becomes 13
    page.bridge.flush_now()
    qtbot.waitUntil(lambda: page.rendered_seq == match.seq)
    assert panel.amount.minimum() == 13
    assert _number_selected(spin), (edit.text(), edit.selectedText())
    qtbot.keyClicks(edit, "25")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert match.log[-1].action == Bid(25)
