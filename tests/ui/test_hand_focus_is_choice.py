"""Modern Art's hand: the card with the keyboard focus is the chosen card, so the button
that plays the choice ("Offer", "Add this painting") is enabled exactly when Enter would
play a card; a hint that points at a card gives it the focus, so Enter plays the hinted
card (a player pressed H, saw Darmoir framed, pressed Enter and sold Nex), and a hinted
pass or bid takes the keyboard the same way; a click on a card always leaves it chosen
(the click meant to choose the card the keyboard had chosen once un-chose it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Bid, OfferCard, Pass
from modernart_desktop.games.modern_art.components import CARD_KIND, DOUBLE, OPEN
from modernart_desktop.games.modern_art.state import AUCTION, DOUBLE_OFFER, OFFER
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


def test_enter_after_the_hint_plays_the_hinted_card(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=11), _at(OFFER))
    window, page = open_position(match)
    hand = page.table.me.hand
    buttons = [b for b in hand.buttons() if b.isEnabled()]
    assert len(buttons) >= 2
    buttons[0].setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard is on the first card
    hinted = buttons[-1].card
    page.table.show_hint(OfferCard(hinted), None)
    assert buttons[-1].hasFocus() and hand.selected() == hinted
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    page.bridge.flush_now()
    assert match.log[-1].action == OfferCard(hinted)


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


def _open_auction(match):
    s = match.state
    return (
        s.phase == AUCTION and s.auction is not None and s.auction.type == OPEN and 0 in match.active_seats()
    )


_open_auction.wants = OPEN  # type: ignore[attr-defined]


def test_enter_after_the_hint_makes_the_hinted_move_not_the_focused_one(open_position, qtbot, steer_to):
    """A hinted pass or bid takes the keyboard too: Enter passes (or bids the hinted
    amount), whatever had the focus before."""
    match = steer_to(Match.new("modern_art", 4, seed=3), _open_auction)
    match.apply(1, Bid(7))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.BidPanel) and panel.bid.isEnabled()
    panel.amount.spin.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard is on the bid
    page.table.show_hint(Pass(), None)
    assert panel.pass_.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    page.bridge.flush_now()
    assert match.log[-1].action == Pass()


def test_enter_after_a_bid_hint_bids_the_hinted_amount(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=3), _open_auction)
    match.apply(1, Bid(7))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    panel.pass_.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard is on Pass
    page.table.show_hint(Bid(11), None)
    assert panel.amount.spin.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    page.bridge.flush_now()
    assert match.log[-1].action == Bid(11)
