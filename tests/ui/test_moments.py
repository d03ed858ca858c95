"""Moments after a sale: in a sealed auction every fist opens at once and shows its
bid; any sale shows who bought what for how much. A moment lasts as long as the
animation speed says (0: none), holds the computer players while it is on screen,
can be skipped with a click, and in hot-seat the curtain waits for it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import SealedBid
from modernart_desktop.games.modern_art.components import OPEN, SEALED
from modernart_desktop.games.modern_art.state import AUCTION
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.base import GameTable
from modernart_desktop.ui.session import LocalSession


def _sealed_waiting_for_seat_0(steer_to, players=4, seed=8):
    """A sealed auction in which every seat but 0 has closed its fist."""

    def target(m):
        s = m.state
        return s.phase == AUCTION and s.auction.type == SEALED and 0 in m.active_seats()

    target.wants = SEALED
    match = steer_to(Match.new("modern_art", players, seed=seed), target)
    for seat in sorted(match.active_seats() - {0}):
        match.apply(seat, SealedBid(min(seat * 3, match.state.money[seat])))
    assert match.active_seats() == {0}
    return match


def _commit(qtbot, page, amount):
    panel = page.table.auction.current_panel()
    panel.amount.set_value(amount)
    qtbot.mouseClick(panel.commit, Qt.MouseButton.LeftButton)


def test_the_fists_open_together_and_show_every_bid(open_position, qtbot, steer_to):
    match = _sealed_waiting_for_seat_0(steer_to)
    window, page = open_position(match)
    page.table.set_animation_scale(0.25)
    _commit(qtbot, page, 5)
    overlay = page.table.auction.moment
    qtbot.waitUntil(overlay.playing, timeout=2000)
    sale = match.state.history[-1]
    names = page.session.names()
    shown = overlay.moment.bids
    assert [name for name, _amount, _won in shown] == names
    assert [amount for _n, amount, _w in shown] == [texts.money(b) if b else "no bid" for b in sale["bids"]]
    assert [won for _n, _a, won in shown] == [s == sale["buyer"] for s in range(4)]
    assert names[sale["buyer"]] in overlay.moment.headline
    # the computer players wait while the fists are open, without a "waiting for you" note
    assert GameTable.MOMENT in page.session._pauses and not page.paused_label.isVisible()
    qtbot.waitUntil(lambda: not overlay.playing(), timeout=3000)
    assert not overlay.isVisible() and not page.session.paused


def test_a_click_skips_the_moment(open_position, qtbot, steer_to):
    match = _sealed_waiting_for_seat_0(steer_to)
    window, page = open_position(match)
    page.table.set_animation_scale(10)  # far longer than the test
    _commit(qtbot, page, 0)
    overlay = page.table.auction.moment
    qtbot.waitUntil(overlay.playing, timeout=2000)
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    assert not overlay.playing() and not page.session.paused


def test_an_open_auction_sale_names_buyer_price_and_seller(open_position, qtbot, steer_to):
    from modernart_desktop.games.modern_art.actions import Pass

    def target(m):
        s = m.state
        return s.phase == AUCTION and s.auction.type == OPEN and 0 in m.active_seats()

    target.wants = OPEN
    match = steer_to(Match.new("modern_art", 3, seed=5), target)
    window, page = open_position(match)
    page.table.set_animation_scale(10)
    panel = page.table.auction.current_panel()
    panel.amount.set_value(panel.amount.minimum())
    qtbot.mouseClick(panel.bid, Qt.MouseButton.LeftButton)
    host = page.session.table
    for seat in sorted(host.active_seats()):  # the others, on the network, pass
        host.submit(seat, Pass())
    overlay = page.table.auction.moment
    qtbot.waitUntil(overlay.playing, timeout=2000)
    sale = match.state.history[-1]
    names = page.session.names()
    assert overlay.moment.bids is None
    assert names[sale["buyer"]] in overlay.moment.headline
    assert texts.money(sale["price"]) in overlay.moment.detail
    overlay.stop()


def test_no_moment_at_instant_speed(open_position, qtbot, steer_to):
    match = _sealed_waiting_for_seat_0(steer_to)
    window, page = open_position(match)
    assert page.table.animation_scale == 0  # the window's settings say "instant"
    seq = match.seq
    _commit(qtbot, page, 3)
    qtbot.waitUntil(lambda: page.rendered_seq > seq)
    assert not page.table.auction.moment.playing() and not page.session.paused


def test_hot_seat_curtain_waits_for_the_moment_then_the_next_player_sees_it(
    make_window, qtbot, tmp_path, steer_to
):
    def target(m):
        s = m.state
        return s.phase == AUCTION and s.auction.type == SEALED

    target.wants = SEALED
    match = steer_to(Match.new("modern_art", 3, seed=3), target)
    window = make_window()
    seats = [SeatInfo(n, HUMAN) for n in ("Nina", "Olek", "Pia")]
    window.open_session(LocalSession(Table(match, seats, tmp_path / "hot.modernart")))
    page = window.table_page
    page.table.set_animation_scale(0.3)
    committed = []
    while len(committed) < 3:
        qtbot.waitUntil(lambda: page.curtain_up)
        committed.append(page.curtain.seat)
        qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        _commit(qtbot, page, 1 + len(committed))
    overlay = page.table.auction.moment
    last = committed[-1]
    qtbot.waitUntil(overlay.playing, timeout=2000)
    # the player who closed the last fist watches the reveal; no curtain yet
    assert not page.curtain_up and page.viewer == last
    qtbot.waitUntil(lambda: page.curtain_up, timeout=4000)
    assert not overlay.playing()
    nxt = page.curtain.seat
    assert nxt != last
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    # the next player was behind the curtain: the sale plays again for them
    assert overlay.playing() and overlay.moment.bids is not None
    overlay.stop()


def test_a_computer_waiting_out_the_moment_is_not_thinking(make_window, qtbot, steer_to, tmp_path):
    match = _sealed_waiting_for_seat_0(steer_to)
    window = make_window()
    seats = [SeatInfo("Nina")] + [SeatInfo(n, AI, "easy") for n in ("Ada", "Bruno", "Clara")]
    window.open_session(LocalSession(Table(match, seats, tmp_path / "moment.modernart"), think_delay=0.4))
    page = window.table_page
    page.table.set_animation_scale(10)
    _commit(qtbot, page, 5)
    overlay = page.table.auction.moment
    qtbot.waitUntil(overlay.playing, timeout=2000)
    # the next auctioneer is a computer: it waits for the moment, it does not think yet
    (nxt,) = match.active_seats()
    assert seats[nxt].kind == AI
    panel = next(p for p in page.table.seat_panels if p.seat == nxt)
    assert panel.status.text() == ""
    assert "thinking" not in page.table.auction.current_panel().status.text()
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.status.text() == "thinking…", timeout=2000)
