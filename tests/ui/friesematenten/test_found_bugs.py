"""The four bugs a new player met at the Friesematenten table: the bid box kept a stale
amount from an earlier auction, negative VP read "%n VP", the market hid its seventh
card while an auction was open, and the keyboard stopped short of the decision."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRect, Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.games.friesematenten.actions import Bid, PassBid
from modernart_desktop.games.friesematenten.positions import at_auction, position
from modernart_desktop.ui.games.friesematenten import names as N

from .conftest import match_of


def settle(page) -> None:
    page.bridge.flush_now()
    for _ in range(3):
        QApplication.processEvents()


def four_player_market():
    """Round 3, four players, seven market cards; Nina (seat 0) holds the start marker."""
    return position(
        4,
        empires={1: ["drogenkartell"], 2: ["pommesbude"]},
        money=[200, 60, 60, 60],
        market=[
            "stahlwerk",
            "baeckerei",
            "supermanager",
            "abrissbirne",
            "privatsender",
            "protzige_uhr",
            "schosshund",
        ],
        marker=0,
        round=3,
    )


def test_each_auction_box_starts_at_its_minimum_legal_bid(show_match, qtbot):
    game = registry.get("friesematenten")
    state = at_auction(game, four_player_market())
    match = match_of(state)
    window, page = show_match(match)
    table, session = page.table, page.session
    box = table.auction.amount
    first = state.auction.card
    assert box.value() == state.auction.min_bid == 36  # Steelworks
    # Nina raises the box far above the minimum and bids it; the others pass: she wins.
    box.set_value(61)
    qtbot.mouseClick(table.auction.bid_button, Qt.MouseButton.LeftButton)
    settle(page)
    assert match.log[-1].action == Bid(61)
    for seat in (1, 2, 3):
        session.table.submit(seat, PassBid())
    settle(page)
    # She pays (no lightning card to play first): the next card, Bakery, opens at 18.
    assert state.auction is not None and state.auction.card != first
    assert state.auction.min_bid == 18 and 0 in match.active_seats()
    assert box.value() == 18
    # Ada raises to 25 and the auction comes back round: the box starts at 26.
    session.table.submit(0, Bid(18))
    session.table.submit(1, Bid(25))
    for seat in (2, 3):
        session.table.submit(seat, PassBid())
    settle(page)
    assert table.auction.amount.value() == 26 == table.auction.amount.minimum()


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_negative_vp_are_written_with_their_minus_sign(show_match, lang):
    state = position(3, empires={1: ["drogenkartell"]}, money=[60, 60, 60])
    window, page = show_match(match_of(state), lang)
    minus = QLocale().negativeSign()
    text = N.points(-5)
    assert "%n" not in text and text.startswith(minus + "5")
    ada = next(b for b in page.table.seat_boxes if b.seat == 1)
    assert ada.points.text() == text
    assert N.points(-1).startswith(minus + "1") and "%n" not in N.points(-1)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)])
def test_the_seventh_market_card_shows_while_an_auction_is_open(show_match, size):
    game = registry.get("friesematenten")
    state = at_auction(game, four_player_market())
    window, page = show_match(match_of(state))
    window.resize(*size)
    settle(page)
    table = page.table
    assert table.auction.isVisible() and len(state.market) == 7
    market = table.market
    inside = QRect(market.mapTo(window, market.rect().topLeft()), market.size())
    shown = window.rect()
    for card in state.market:
        w = market.cards.widgets[card]
        assert w.isVisible()
        rect = QRect(w.mapTo(window, w.rect().topLeft()), w.size())
        assert inside.contains(rect) and shown.contains(rect), (card, rect, inside)


def test_a_new_decision_takes_the_keyboard_typed_digits_and_enter_bid(show_match, qtbot):
    game = registry.get("friesematenten")
    state = at_auction(game, four_player_market())
    match = match_of(state)
    window, page = show_match(match)
    table = page.table
    spin = table.auction.amount.spin
    assert spin.hasFocus() or QApplication.focusWidget() is spin.lineEdit() or spin.lineEdit().hasFocus()
    qtbot.keyClicks(QApplication.focusWidget(), "45")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    settle(page)
    assert match.log[-1].action == Bid(45)
    # Back to Nina after the others: Tab to Pass, Enter presses it.
    for seat in (1, 2, 3):
        page.session.table.submit(seat, Bid(46 + seat))
    settle(page)
    assert spin.lineEdit().hasFocus() and spin.value() == 50
    table.auction.pass_button.setFocus()
    qtbot.keyClick(table.auction.pass_button, Qt.Key.Key_Return)
    settle(page)
    assert match.log[-1].action == PassBid()


def test_the_table_grows_with_the_window_and_keeps_every_card_in_its_box(show_match):
    """From 1280x720 to 2560x1440 the cards grow (the table does not stay small), and at
    each size every card lies inside its own box: none cut off, none over another part."""
    game = registry.get("friesematenten")
    state = at_auction(game, four_player_market())
    window, page = show_match(match_of(state))
    table = page.table
    widths = {}
    for size in ((1280, 720), (2560, 1440)):
        window.resize(*size)
        settle(page)
        rows = {"market": table.market.cards, "mine": table.me.empire, "others": table.seat_boxes[0].empire}
        widths[size] = {k: v.card_width for k, v in rows.items()} | {
            "stage": table.auction.showcase.card_width()
        }
        for name, row in rows.items():
            box = row.rect()
            for w in row.widgets.values():
                if w.isVisible():
                    assert box.contains(w.geometry()), (size, name, w.card, w.geometry(), box)
    small, big = widths[(1280, 720)], widths[(2560, 1440)]
    largest = {"market": 170, "mine": 150, "others": 130, "stage": 250}  # (past these, cards stop growing)
    for key in small:
        assert big[key] >= min(1.5 * small[key], largest[key]), (key, small[key], big[key])
    assert big["market"] > small["market"] and big["mine"] > small["mine"]


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_digits_typed_after_a_computers_bid_replace_the_new_minimum(show_match, qtbot, language):
    """A computer's bid raises the minimum while the box holds the old one with the caret
    in it: the new minimum is selected whole, so the typed digits are the bid."""
    game = registry.get("friesematenten")
    state = at_auction(game, four_player_market())
    match = match_of(state)
    window, page = show_match(match, language)
    spin = page.table.auction.amount.spin
    edit = spin.lineEdit()
    qtbot.keyClicks(edit, "40")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    settle(page)
    assert match.log[-1].action == Bid(40)
    edit.setSelection(len(spin.prefix()), 1)  # one digit selected, as Qt may leave it
    for seat in (1, 2, 3):
        page.session.table.submit(seat, Bid(40 + 5 * seat))  # the computers raise to 55
    settle(page)
    assert spin.minimum() == 56
    assert edit.selectedText() == "56", (edit.text(), edit.selectedText())
    qtbot.keyClicks(edit, "80")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    settle(page)
    assert match.log[-1].action == Bid(80)
