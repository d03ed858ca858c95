"""Modern Art open auction: an amount the player typed is never replaced by a new minimum
(a rival bid while they typed); submitted below the minimum, it is refused in words next
to the box and stays as typed: the player never bids more than they typed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Bid
from modernart_desktop.games.modern_art.components import OPEN
from modernart_desktop.games.modern_art.state import AUCTION
from modernart_desktop.ui.games.modern_art import auction as A


def test_typed_amount_below_a_new_minimum_is_refused_not_raised(open_position, qtbot, steer_to):
    def at_open_auction(m):
        s = m.state
        return (
            s.phase == AUCTION and s.auction is not None and s.auction.type == OPEN and 0 in m.active_seats()
        )

    at_open_auction.wants = OPEN
    match = steer_to(Match.new("modern_art", 4, seed=3), at_open_auction)
    window, page = open_position(match, "fr")
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.BidPanel)
    spin = panel.amount.spin
    spin.setFocus(Qt.FocusReason.OtherFocusReason)
    spin.selectAll()
    qtbot.keyClicks(spin.lineEdit(), "5")
    assert panel.amount.value() == 5
    seq = match.seq
    page.session.table.submit(2, Bid(12))  # a rival raises the minimum while the player types
    page.bridge.flush_now()
    qtbot.waitUntil(lambda: page.rendered_seq == match.seq)
    assert panel.amount.minimum() == 13
    assert panel.amount.value() == 5  # what the player typed stays
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert match.seq == seq + 1  # no bid sent for the player
    assert not panel.too_low.isHidden() and "13" in panel.too_low.text()
    assert panel.amount.value() == 5
    window.grab().save("/tmp/typed_bid_refused.png")
