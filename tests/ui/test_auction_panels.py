"""Each auction panel offers exactly the choices the rules allow the seat on screen:
the enabled controls and the amount ranges are the engine's legal actions, nothing more."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import (
    Bid,
    Buy,
    DeclineSecond,
    Pass,
    RevealMystery,
    SealedBid,
    SkipMystery,
)
from modernart_desktop.games.modern_art.components import (
    CARD_ARTIST,
    CARD_KIND,
    CARD_TYPE,
    DOUBLE,
    FIXED,
    ONCE,
    OPEN,
    SEALED,
)
from modernart_desktop.games.modern_art.state import AUCTION, DOUBLE_OFFER, MYSTERY, OFFER
from modernart_desktop.ui.games.modern_art import auction as A


def _target(phase, kind=None, seat=0, wants=None, test=None):
    def target(match):
        s = match.state
        if s.phase != phase or seat not in match.active_seats():
            return False
        if kind is not None and (s.auction is None or s.auction.type != kind):
            return False
        return test(match) if test else True

    target.wants = wants if wants is not None else kind
    return target


def _clickable(page):
    return {b.card for b in page.table.me.hand.buttons() if b.isEnabled()}


def _legal_cards(match, kind):
    kinds = {CARD_KIND[a.card] for a in match.legal_actions(0).of_kind(kind)}
    return {c for c in match.state.hands[0] if CARD_KIND[c] in kinds}


def test_offer_panel_lets_the_auctioneer_pick_any_card_of_its_hand(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=11), _target(OFFER))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.OfferPanel)
    assert _clickable(page) == _legal_cards(match, "offer") == set(match.state.hands[0])
    hand = page.table.me.hand
    focused = next((b.card for b in hand.buttons() if b.hasFocus()), None)
    # The card the keyboard is on is the chosen one: Offer agrees with what Enter plays.
    assert panel.offer.isVisible() and panel.offer.isEnabled() == (focused is not None)
    assert hand.selected() == focused
    card = next(c for c in sorted(match.state.hands[0]) if c != focused)
    button = next(b for b in page.table.me.hand.buttons() if b.card == card)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert panel.offer.isEnabled()
    qtbot.mouseClick(panel.offer, Qt.MouseButton.LeftButton)
    assert match.seq > 0 and match.log[-1].action.kind == "offer"
    assert CARD_KIND[match.log[-1].action.card] == CARD_KIND[card]


def test_offer_panel_is_idle_while_another_seat_chooses(open_position, steer_to):
    match = steer_to(
        Match.new("modern_art", 4, seed=11), lambda m: m.state.phase == OFFER and m.state.turn != 0
    )
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.OfferPanel)
    assert _clickable(page) == set()
    assert not panel.offer.isVisible()


def test_open_auction_panel_offers_bids_from_the_next_amount_to_your_money_and_pass(
    open_position, qtbot, steer_to
):
    match = steer_to(Match.new("modern_art", 4, seed=3), _target(AUCTION, OPEN))
    match.apply(1, Bid(7))  # someone else holds the high bid
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.BidPanel)
    legal = match.legal_actions(0)
    rng = legal.range_of("bid")
    assert (panel.amount.minimum(), panel.amount.maximum()) == (rng.lo, rng.hi) == (8, match.state.money[0])
    assert panel.bid.isEnabled() and panel.pass_.isEnabled() and Pass() in legal
    assert _clickable(page) == set()
    panel.amount.set_value(rng.hi - 4)
    assert panel.amount.step_buttons[1].isEnabled()
    assert not panel.amount.step_buttons[5].isEnabled() and not panel.amount.step_buttons[10].isEnabled()
    panel.amount.set_value(9)
    qtbot.mouseClick(panel.bid, Qt.MouseButton.LeftButton)
    assert match.log[-1].action == Bid(9)
    # now the high bidder: nothing to do until someone outbids
    qtbot.waitUntil(lambda: page.rendered_seq == match.seq)
    assert not match.legal_actions(0)
    assert not panel.bid.isVisible() and not panel.pass_.isVisible()
    assert "highest" in panel.status.text()


def test_once_around_panel_speaks_only_on_your_turn(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=5), _target(AUCTION, ONCE))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.BidPanel)
    rng = match.legal_actions(0).range_of("bid")
    assert (panel.amount.minimum(), panel.amount.maximum()) == (rng.lo, rng.hi)
    assert panel.bid.isEnabled() and panel.pass_.isEnabled()
    order = match.state.auction.order
    assert panel.chips.texts() == [page.session.names()[s] for s in order]
    qtbot.mouseClick(panel.pass_, Qt.MouseButton.LeftButton)
    assert match.log[-1].action == Pass()
    qtbot.waitUntil(lambda: page.rendered_seq == match.seq)
    if match.state.phase == AUCTION and match.state.auction.type == ONCE:
        assert not panel.bid.isVisible() and not panel.pass_.isVisible()


def test_sealed_panel_takes_one_secret_bid_from_nothing_to_your_money(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=7), _target(AUCTION, SEALED))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.SealedPanel)
    rng = match.legal_actions(0).range_of("sealed_bid")
    assert (panel.amount.minimum(), panel.amount.maximum()) == (rng.lo, rng.hi) == (0, match.state.money[0])
    assert panel.commit.isEnabled()
    committed_before = sum(b is not None for b in match.state.auction.sealed)
    panel.amount.set_value(13)
    qtbot.mouseClick(panel.commit, Qt.MouseButton.LeftButton)
    assert match.log[-1].action == SealedBid(13)
    qtbot.waitUntil(lambda: page.rendered_seq == match.seq)
    if match.state.phase == AUCTION and match.state.auction.type == SEALED:
        assert committed_before + 1 == sum(b is not None for b in match.state.auction.sealed)
        assert not panel.commit.isVisible()  # a closed fist cannot be reopened
        assert "13" in panel.mine.text()


def test_fixed_price_panel_names_a_price_then_offers_buy_or_pass(open_position, qtbot, steer_to):
    match = steer_to(
        Match.new("modern_art", 4, seed=9), _target(AUCTION, FIXED, test=lambda m: m.state.auction.price < 0)
    )
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.FixedPanel)
    rng = match.legal_actions(0).range_of("set_price")
    assert (panel.amount.minimum(), panel.amount.maximum()) == (rng.lo, rng.hi) == (1, match.state.money[0])
    assert panel.set_price.isEnabled() and not panel.buy.isVisible() and not panel.pass_.isVisible()
    # and as a buyer: a fresh position where another seat named the price
    match2 = steer_to(
        Match.new("modern_art", 4, seed=9), _target(AUCTION, FIXED, test=lambda m: m.state.auction.price >= 0)
    )
    window2, page2 = open_position(match2)
    panel2 = page2.table.auction.current_panel()
    legal = match2.legal_actions(0)
    assert not panel2.set_price.isVisible()
    assert panel2.buy.isEnabled() == (Buy() in legal)
    assert panel2.pass_.isEnabled() and Pass() in legal


def test_double_panel_offers_only_same_artist_cards_that_are_not_doubles(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=2), _target(DOUBLE_OFFER, wants=DOUBLE))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.DoublePanel)
    artist = CARD_ARTIST[match.state.double_card]
    allowed = {c for c in match.state.hands[0] if CARD_ARTIST[c] == artist and CARD_TYPE[c] != DOUBLE}
    assert _clickable(page) == _legal_cards(match, "add_second") == allowed
    assert panel.decline.isEnabled() and DeclineSecond() in match.legal_actions(0)
    hand = page.table.me.hand
    focused = next((b.card for b in hand.buttons() if b.hasFocus()), None)
    # A matching card with the keyboard focus is the chosen one: "Add" is enabled.
    assert panel.add.isEnabled() == (focused is not None) and hand.selected() == focused
    if allowed:
        card = min(allowed)
        if hand.selected() != card:
            qtbot.mouseClick(next(b for b in hand.buttons() if b.card == card), Qt.MouseButton.LeftButton)
        assert panel.add.isEnabled() and hand.selected() == card
        assert len(page.table.auction.showcase.cards()) == 2  # the pair you are about to make
        qtbot.mouseClick(panel.add, Qt.MouseButton.LeftButton)
        assert match.log[-1].action.kind == "add_second"
    else:
        qtbot.mouseClick(panel.decline, Qt.MouseButton.LeftButton)
        assert match.log[-1].action == DeclineSecond()


def test_mystery_panel_offers_reveal_or_leave(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 3, {"mystery_hand": True}, seed=4), _target(MYSTERY))
    window, page = open_position(match)
    panel = page.table.auction.current_panel()
    assert isinstance(panel, A.MysteryPanel)
    legal = match.legal_actions(0)
    assert panel.reveal.isEnabled() == (RevealMystery() in legal)
    assert panel.skip.isEnabled() == (SkipMystery() in legal)
    qtbot.mouseClick(panel.reveal, Qt.MouseButton.LeftButton)
    assert match.log[-1].action == RevealMystery()


def test_a_refused_move_shows_a_readable_reason(open_position, qtbot, steer_to):
    match = steer_to(Match.new("modern_art", 4, seed=3), _target(AUCTION, OPEN))
    window, page = open_position(match)
    seq = match.seq
    page.table.intent.emit(Bid(match.state.money[0] + 50))  # more than the seat has
    assert match.seq == seq
    assert page.refusal.isVisible()
    assert "more than your money" in page.refusal.text()
