"""H asks for a hint wherever the keyboard focus is at the table, in every game: the
amount box has it all through an auction, and an amount box takes digits only, so H
there means the hint. A text box elsewhere (a name) still types the letter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit

from modernart_desktop.ai.search import Budget
from modernart_desktop.games.modern_art.components import FIXED, ONCE, OPEN, SEALED
from modernart_desktop.ui import hint
from tests.ui.live_tables import live_match

AMOUNTS = ("bid", "sealed_bid", "set_price")


@pytest.fixture(autouse=True)
def tiny_hints(monkeypatch):
    monkeypatch.setattr(hint, "HINT_BUDGET", Budget(rollouts=8))


def _amount_to_give(match) -> bool:
    legal = match.legal_actions(0)
    return any(legal.range_of(kind) for kind in AMOUNTS)


def _auction(kind):
    def want(match) -> bool:
        auction = match.state.auction
        return auction is not None and auction.type == kind and _amount_to_give(match)

    return want


def _amount_box(page) -> QAbstractSpinBox:
    boxes = [b for b in page.table.findChildren(QAbstractSpinBox) if b.isVisible() and b.isEnabled()]
    assert boxes, "no amount box to type in"
    return boxes[0]


def _press_h_and_see_the_hint(window, page, qtbot, focused) -> None:
    window.activateWindow()
    focused.setFocus()
    QApplication.processEvents()
    assert QApplication.focusWidget() is focused
    assert page.hint_state()[0]
    qtbot.keyClick(focused, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page.hint_text.isVisible(), timeout=30000)
    assert page.last_advice is not None and page.hint_text.text()
    if isinstance(focused, QAbstractSpinBox):
        assert "h" not in focused.text().lower()  # (a hint may fill in its amount)


@pytest.mark.parametrize(
    ("game_id", "kind"),
    [
        ("modern_art", OPEN),
        ("modern_art", ONCE),
        ("modern_art", SEALED),
        ("modern_art", FIXED),
        ("friesematenten", None),
    ],
)
def test_h_in_an_amount_box_asks_for_a_hint(open_position, qtbot, game_id, kind):
    want = _auction(kind) if kind is not None else _amount_to_give
    window, page = open_position(live_match(game_id, want=want, moves=4))
    _press_h_and_see_the_hint(window, page, qtbot, _amount_box(page))


@pytest.mark.parametrize("game_id", ["modern_art_card_game", "art_society"])
def test_h_asks_for_a_hint_wherever_the_focus_is(open_position, qtbot, game_id):
    window, page = open_position(live_match(game_id))
    window.activateWindow()
    QApplication.processEvents()
    focused = QApplication.focusWidget()
    if focused is None or not page.isAncestorOf(focused):
        focused = page.hint_button
    _press_h_and_see_the_hint(window, page, qtbot, focused)


def test_a_name_box_still_types_h(window, qtbot):
    window.open_settings()
    dialog = window.settings_dialog
    name = dialog.findChild(QLineEdit)
    name.setFocus()
    name.clear()
    qtbot.keyClicks(name, "Hh")
    assert name.text() == "Hh"
    dialog.reject()
