"""Modern Art's hand: the card with the keyboard focus is the chosen card, so the button
that plays the choice ("Offer", "Add this painting") is enabled exactly when Enter would
play a card; a hint that points at a card gives it the focus, so Enter plays the hinted
card; a click on a card always leaves it chosen (the click meant to choose the card
the keyboard had chosen once un-chose it, and Offer stayed greyed)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.components import CARD_KIND, DOUBLE
from modernart_desktop.games.modern_art.state import DOUBLE_OFFER, OFFER
from modernart_desktop.ui.games.modern_art import auction as A


def _at(phase, wants=None):
    def target(match):
        return match.state.phase == phase and 0 in match.active_seats()

    target.wants = wants
    return target


def test_a_card_reached_by_the_keyboard_is_the_one_offer_plays(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=11), _at(OFFER))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.OfferPanel)
    hand = page.table.me.hand
    buttons = [b for b in hand.buttons() if b.isEnabled()]
    buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(buttons[0], Qt.Key.Key_Right)  # the arrow key moves to the next card
    assert buttons[1].hasFocus() and hand.selected() == buttons[1].card
    assert panel.offer.isEnabled()


def test_a_matching_card_with_the_focus_enables_add_this_painting(open_position, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=2), _at(DOUBLE_OFFER, DOUBLE))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.DoublePanel)
    hand = page.table.me.hand
    playable = [b for b in hand.buttons() if b.isEnabled()]
    for button in playable:
        panel.decline.setFocus(Qt.FocusReason.TabFocusReason)
        hand.select(None)
        assert not panel.add.isEnabled()
        button.setFocus(Qt.FocusReason.TabFocusReason)
        assert hand.selected() == button.card and panel.add.isEnabled()


def test_clicking_the_card_the_keyboard_chose_keeps_it_chosen(open_position, qtbot, steer_to):
    """The first playable card has the focus (and so is chosen) when the turn comes; the
    click a player makes on it to choose it must not un-choose it (Offer stayed greyed)."""
    match = steer_to(Match.new("modern_art", 4, seed=11), _at(OFFER))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.OfferPanel)
    hand = page.table.me.hand
    buttons = [b for b in hand.buttons() if b.isEnabled()]
    buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
    assert hand.selected() == buttons[0].card
    for _ in range(2):  # once, and again: a click never un-chooses the card it lands on
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        assert hand.selected() == buttons[0].card and panel.offer.isEnabled()
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)  # another card: that one
    assert hand.selected() == buttons[1].card and panel.offer.isEnabled()
    qtbot.mouseClick(panel.offer, Qt.MouseButton.LeftButton)
    page.bridge.flush_now()
    offered = match.log[-1].action
    assert offered.kind == "offer" and CARD_KIND[offered.card] == CARD_KIND[buttons[1].card]  # (or its twin)
