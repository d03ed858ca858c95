"""Hot-seat: hands and money are secret, so a curtain hides the table between two
humans' turns, and sealed bids are entered behind it one at a time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art.actions import Pass
from modernart_desktop.games.modern_art.components import CARD_TYPE, ONCE, SEALED
from modernart_desktop.games.modern_art.state import AUCTION, OFFER
from modernart_desktop.host.table import HUMAN, REMOTE, SeatInfo, Table
from modernart_desktop.ui import texts
from modernart_desktop.ui.games.modern_art.log_text import describe_event
from modernart_desktop.ui.session import LocalSession


def _visible_texts(window) -> list[str]:
    found = []
    for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if w.isVisible() and w.text():
            found.append(w.text())
    return found


def _hot_seat(window, match, tmp_path, humans=(0, 1)):
    names = ["Nina", "Olek", "Pia", "Remy", "Sam"][: match.num_players]
    seats = [SeatInfo(n, HUMAN if i in humans else REMOTE) for i, n in enumerate(names)]
    window.open_session(LocalSession(Table(match, seats, tmp_path / "hot.modernart")))
    return window.table_page


def assert_nothing_secret_shows(window, page, seat):
    table = page.table
    assert page.curtain.isVisible()
    assert not table.isVisible()
    assert table.me.hand.cards() == []  # the hand was taken off the table
    assert table.me.money.text() == ""
    assert not page.log.isVisible() and page.log.lines() == []  # the log has private lines
    money = texts.money(page.session.table.match.state.money[seat])
    shown = " ".join(_visible_texts(window))
    assert money not in shown


def test_curtain_hides_the_previous_players_hand_and_money(make_window, qtbot, tmp_path, steer_to, shots_dir):
    # Nina (seat 0) is to offer and holds a once-around card: Olek (seat 1) speaks first.
    match = steer_to(
        Match.new("modern_art", 4, seed=21),
        lambda m: (
            m.state.phase == OFFER
            and m.state.turn == 0
            and any(CARD_TYPE[c] == ONCE for c in m.state.hands[0])
        ),
    )
    window = make_window()
    page = _hot_seat(window, match, tmp_path)
    page.start()
    assert page.curtain.isVisible() and page.curtain.seat == 0
    assert "Nina" in page.curtain.title.text()
    assert_nothing_secret_shows(window, page, 0)
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert not page.curtain.isVisible() and page.viewer == 0
    assert sorted(page.table.me.hand.cards()) == sorted(match.state.hands[0])
    assert page.table.me.money.text() == texts.money(match.state.money[0])
    card = next(c for c in match.state.hands[0] if CARD_TYPE[c] == ONCE)
    button = next(b for b in page.table.me.hand.buttons() if b.card == card)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.table.auction.current_panel().offer, Qt.MouseButton.LeftButton)
    assert match.active_seats() == {1}
    # Olek must act now: the screen goes dark before he sees anything of Nina's.
    qtbot.waitUntil(lambda: page.curtain_up)
    assert page.curtain.seat == 1 and "Olek" in page.curtain.title.text()
    assert_nothing_secret_shows(window, page, 0)
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.viewer == 1
    assert sorted(page.table.me.hand.cards()) == sorted(match.state.hands[1])
    assert page.table.me.money.text() == texts.money(match.state.money[1])

    # Olek bids; the two seats on the network pass; Nina, the auctioneer, speaks last.
    page.table.set_animation_scale(10)  # the sale's moment lasts far longer than the test
    qtbot.mouseClick(page.table.auction.current_panel().bid, Qt.MouseButton.LeftButton)
    host = page.session.table
    qtbot.waitUntil(lambda: host.active_seats() == {2})
    host.submit(2, Pass())
    host.submit(3, Pass())
    qtbot.waitUntil(lambda: page.curtain_up and page.curtain.seat == 0)
    assert_nothing_secret_shows(window, page, 1)
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.table.me.money.text() == texts.money(match.state.money[0])
    qtbot.mouseClick(page.table.auction.current_panel().pass_, Qt.MouseButton.LeftButton)
    # Sold to Olek. Everyone watches the sale's moment, and Olek offers next: Nina has
    # decided, so nothing of hers stays on the table while the others look at it.
    overlay = page.table.auction.moment
    qtbot.waitUntil(overlay.playing)
    assert match.state.phase == OFFER and match.state.turn == 1
    assert not page.curtain_up and page.viewer == 0
    assert_nothing_of_seat_shows_during_the_moment(window, page, 0)
    overlay.show_at(0.6)
    window.grab().save(str(shots_dir / "hot_seat_moment.png"))
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)  # the moment is over: Olek's turn
    assert page.curtain_up and page.curtain.seat == 1
    assert_nothing_secret_shows(window, page, 0)


def assert_nothing_of_seat_shows_during_the_moment(window, page, seat):
    """The table stays up for the sale, but the seat's hand lies face down, its money
    is gone, and the log keeps only the lines everyone may read."""
    table, state = page.table, page.session.table.match.state
    assert page.table.auction.moment.playing()
    assert table.me.isVisible() and table.me.hand.cards() == []
    assert len(table.me.hand.buttons()) == len(state.hands[seat])  # as many card backs
    money = texts.money(state.money[seat])
    assert money not in table.me.money.text() and money not in " ".join(_visible_texts(window))
    assert table.me.hidden_note.isVisible()
    names = page.session.names()
    own = [describe_event(e, names, seat) for _s, e in page.session.table.match.events if e.to == seat]
    assert own and not set(own) & set(page.log.lines())
    assert page.log.lines()  # the public part of the log stays


def test_sealed_bids_are_entered_behind_the_curtain_one_at_a_time(make_window, qtbot, tmp_path, steer_to):
    match = steer_to(
        Match.new("modern_art", 3, seed=8),
        lambda m: m.state.phase == AUCTION and m.state.auction.type == SEALED,
    )
    window = make_window()
    page = _hot_seat(window, match, tmp_path, humans=(0, 1, 2))
    page.start()
    seen = []
    for _ in range(3):
        qtbot.waitUntil(lambda: page.curtain_up)
        seat = page.curtain.seat
        assert seat not in seen
        assert "Sealed bids" in page.curtain.subtitle.text()
        assert_nothing_secret_shows(window, page, seat)
        qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        panel = page.table.auction.current_panel()
        panel.amount.set_value(seat + 2)
        qtbot.mouseClick(panel.commit, Qt.MouseButton.LeftButton)
        seen.append(seat)
        if len(seen) < 3:
            # the next seat's curtain comes before anything else is shown
            qtbot.waitUntil(lambda: page.curtain_up)
    assert sorted(seen) == [0, 1, 2]
    won = [e for _s, e in match.events if e.code == "sealed/revealed"][-1]
    assert won.params["bids"] == [2, 3, 4]


def test_two_players_and_two_computers_share_the_screen_to_the_end(
    make_window, qtbot, tmp_path, human_driver
):
    from modernart_desktop.host.table import AI

    window = make_window()
    seats = [SeatInfo("Nina"), SeatInfo("Ada", AI, "easy"), SeatInfo("Olek"), SeatInfo("Bruno", AI, "easy")]
    window.open_session(
        LocalSession(Table(Match.new("modern_art", 4, seed=5), seats, tmp_path / "hot.modernart"))
    )
    page = window.table_page
    hidden = []
    render = page._render

    def render_and_check():
        """Each time the table is drawn: once the seat on screen has decided, its
        place shows the public view (no hand, no money, no own log lines)."""
        render()
        if page.curtain_up or page.session.is_over():
            return
        decided = page.viewer not in page.session.table.active_seats()
        assert page.table.secrets_hidden == decided
        if decided:
            hidden.append(page.viewer)
            assert page.table.me.hand.cards() == [] and not page.table.me.money.isVisible()
            assert page.log.public_only()

    page._render = render_and_check
    driver = human_driver(page, seed=4)
    driver.play_to_end()
    assert page.session.is_over() and driver.scorings == 4
    # both players decided with the computers still to play, many times
    assert {0, 2} <= set(hidden)
