"""Playing from the keyboard: when a decision becomes yours, the keyboard is already
where it is made. Type an amount and press Enter to bid; arrow keys walk along the
cards you may play and Enter offers one; Alt + the underlined letter presses a button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Bid, Buy, OfferCard, Pass, SealedBid
from modernart_desktop.games.modern_art.components import CARD_KIND, FIXED, OPEN, SEALED
from modernart_desktop.games.modern_art.state import AUCTION, OFFER


def _target(phase, kind=None, test=None):
    def target(match):
        s = match.state
        if s.phase != phase or 0 not in match.active_seats():
            return False
        if kind is not None and (s.auction is None or s.auction.type != kind):
            return False
        return test(match) if test else True

    target.wants = kind
    return target


def _focused():
    QApplication.processEvents()
    return QApplication.focusWidget()


def test_type_an_amount_and_press_enter_to_bid(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=3), _target(AUCTION, OPEN))
    match.apply(1, Bid(7))
    window, page = open_position(match)
    window.activateWindow()
    panel = page.table.auction.current_panel()
    assert _focused() is panel.amount.spin
    qtbot.keyClicks(panel.amount.spin, "12")  # the amount was selected: typing replaces it
    qtbot.keyClick(panel.amount.spin, Qt.Key.Key_Return)
    assert match.log[-1].action == Bid(12)


def test_a_sealed_bid_is_typed_and_closed_with_enter(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=7), _target(AUCTION, SEALED))
    window, page = open_position(match)
    window.activateWindow()
    panel = page.table.auction.current_panel()
    assert _focused() is panel.amount.spin
    qtbot.keyClicks(panel.amount.spin, "6")
    qtbot.keyClick(panel.amount.spin, Qt.Key.Key_Enter)
    assert match.log[-1].action == SealedBid(6)


def test_arrow_keys_walk_the_playable_cards_and_enter_offers_one(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=11), _target(OFFER))
    window, page = open_position(match)
    window.activateWindow()
    hand = page.table.me.hand
    playable = [b for b in hand.buttons() if b.isEnabled()]
    assert len(playable) >= 2
    assert _focused() is playable[0]
    qtbot.keyClick(playable[0], Qt.Key.Key_Right)
    assert _focused() is playable[1]
    qtbot.keyClick(playable[1], Qt.Key.Key_Left)
    assert _focused() is playable[0]
    qtbot.keyClick(playable[0], Qt.Key.Key_Right)
    card = playable[1].card
    qtbot.keyClick(playable[1], Qt.Key.Key_Return)
    action = match.log[-1].action
    assert isinstance(action, OfferCard) and CARD_KIND[action.card] == CARD_KIND[card]


def test_the_buy_button_waits_for_enter_and_alt_p_passes(open_position, qtbot, steer_to):
    match = steer_to(
        Match.new("modern_art", 4, seed=9),
        _target(AUCTION, FIXED, test=lambda m: m.state.auction.price >= 0 and Buy() in m.legal_actions(0)),
    )
    window, page = open_position(match)
    window.activateWindow()
    panel = page.table.auction.current_panel()
    assert _focused() is panel.buy
    assert panel.pass_.text() == "&Pass"  # Alt+P, the underlined letter
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert match.log[-1].action == Pass()


def test_focus_stays_put_while_the_decision_is_still_yours(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=3), _target(AUCTION, OPEN))
    match.apply(1, Bid(7))
    window, page = open_position(match)
    window.activateWindow()
    log = page.log.view
    log.setFocus()  # the player reads the log
    host = page.session.table
    host.submit(2, Bid(9))  # someone else bids: still an open auction for Nina
    qtbot.waitUntil(lambda: page.rendered_seq == match.seq)
    assert _focused() is log
