"""The keyboard reaches every card the player may use (issue 32, a player's report:
after winning a card to "use now", Tab, Tab, Right, Enter pressed "Leave the table").
The decision's card takes the focus when the decision comes, Enter uses it, Tab walks
the usable cards and the prompt's buttons, the arrows walk the usable cards only, and
the focused card wears a ring a player sees."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from modernart_desktop.games.friesematenten.positions import cid
from modernart_desktop.ui.games.friesematenten.cards import CardWidget

from .conftest import match_of
from .test_keyboard_letters import at_won_influence


def settle(page) -> None:
    page.bridge.flush_now()
    for _ in range(3):
        QApplication.processEvents()


def test_the_won_card_takes_the_focus_and_enter_uses_it(show_match):
    window, page = show_match(match_of(at_won_influence()))
    settle(page)
    table = page.table
    focused = QApplication.focusWidget()
    assert isinstance(focused, CardWidget) and focused.card == cid("supermanager")
    assert "Enter" in table.prompt.text.text()
    QTest.keyClick(focused, Qt.Key.Key_Return)
    settle(page)
    # Enter used it: the choice of where to attach it is on, its targets lit
    assert table.choice is not None and table.choice.subject == cid("supermanager")


def test_tab_walks_the_usable_card_and_the_buttons_never_the_side_panel(show_match):
    window, page = show_match(match_of(at_won_influence()))
    settle(page)
    table = page.table
    card = QApplication.focusWidget()
    assert isinstance(card, CardWidget)
    ring = [card]
    for _ in range(4):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        ring.append(QApplication.focusWidget())
        if ring[-1] is card or not table.isAncestorOf(ring[-1]):
            break
    buttons = [w for w in ring if w in (table.prompt.primary, table.prompt.secondary)]
    assert buttons, [type(w).__name__ for w in ring]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is ring[-2]


def test_the_focused_card_wears_a_visible_ring():
    card = CardWidget(cid("supermanager"), 120)
    card.resize(120, 180)
    card.show()
    plain = card.grab().toImage()
    card.setFocus()
    QApplication.processEvents()
    if not card.hasFocus():  # (offscreen: the window must be active to hold the focus)
        card.activateWindow()
        QApplication.processEvents()
        card.setFocus()
    ringed = card.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    plain = plain.convertToFormat(QImage.Format.Format_RGB32)
    changed = sum(
        1
        for x in range(0, ringed.width(), 2)
        for y in range(0, ringed.height(), 2)
        if ringed.pixel(x, y) != plain.pixel(x, y)
    )
    assert card.hasFocus()
    assert changed > 100  # a thick ring, not a dotted hairline
    card.close()
