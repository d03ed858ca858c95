"""A screen reader hears the game (issue 34): every other player's move and every result
is announced once, in the log's words, as it happens; the player's own move is not read
back; a decision of the player's is announced assertively; R reads what happened since
the player's last decision as one announcement, T the time left on the clock.

    .venv/bin/python -m pytest -q -s tests/ui/test_announcements.py   (prints the counts)
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.ui.access.narrator import own_move
from tests.ui.live_tables import GAME_IDS, GAMES

STEPS = 220  # actions played in each game (the whole game if it ends before)


def play(page, game_id: str, steps: int = STEPS) -> tuple[set[int], int]:
    """Seat 0 decides through the table page (as a click would), the others through the
    host table (remote players); the seqs seat 0 decided and the seq played from."""
    table = page.session.table
    match = table.match
    agents = [make_agent(game_id, "random", 11 + s) for s in range(match.num_players)]
    mine: set[int] = set()
    start = match.seq
    for _ in range(steps):
        if match.is_over():
            break
        seat = min(match.active_seats())
        action = agents[seat].choose(match.view_for(seat), match.legal_actions(seat))
        if seat == 0:
            mine.add(match.seq + 1)
            page._on_intent(action)
        else:
            table.submit(seat, action)
        page.bridge.flush_now()
        QApplication.processEvents()
    QApplication.processEvents()
    return mine, start


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_other_move_and_result_is_announced_once(open_position, game_id):
    players = GAMES[game_id][0]
    window, page = open_position(Match.new(game_id, players, seed=7))
    page.narrator.heard.clear()
    rewritten: list[object] = []
    real_set_events = page.log.set_events
    page.log.set_events = lambda *a, **k: (rewritten.append(a), real_set_events(*a, **k))  # type: ignore[method-assign]
    mine, start = play(page, game_id)
    assert not rewritten  # the log grows a line at a time, never written again
    match = page.session.table.match
    names = page.session.names()
    describe = page.plugin.describe_event

    expected, own_lines, results = [], [], 0
    told: set[int] = set()
    for seq, event in match.events_for(0, start):
        line = describe(event, names, 0)
        if seq in mine and seq not in told and own_move(event, 0):
            if line:
                own_lines.append(line)
            continue
        if seq in mine:
            told.add(seq)
        if line:
            expected.append(line)
            results += event.params.get("seat") in (None, 0)
    polite = [text for text, assertive in page.narrator.heard if not assertive]
    turns = [text for text, assertive in page.narrator.heard if assertive]
    print(
        f"\n{game_id}: {match.seq - start} actions, {len(mine)} of them seat 0's; "
        f"{len(polite)} lines announced ({results} results, the rest other players' moves), "
        f"{len(own_lines)} own lines not read back, {len(turns)} 'your turn'"
    )
    assert polite == expected  # each line once, in the log's order and words
    log_lines = iter(page.log.lines())
    assert all(line in log_lines for line in expected)  # the log's lines, in its order
    assert own_lines and all(line not in polite[i : i + 1] for i, line in enumerate(own_lines))
    # one 'your turn' per decision that became seat 0's, never more than its decisions
    assert turns and all(t.startswith("Nina") and "your turn" in t.lower() for t in turns)
    assert len(turns) <= len(mine) + 1


def test_recap_key_reads_what_happened_since_the_last_decision(open_position, qtbot):
    window, page = open_position(Match.new("modern_art", 4, seed=7))
    window.activateWindow()
    play(page, "modern_art", 40)
    since = page.narrator.since(0)
    assert since  # others moved since seat 0's last decision
    page.narrator.heard.clear()
    window.activateWindow()
    focused = page.log.view  # (any control of the table page: the log here)
    focused.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is focused)
    QTest.keyClick(focused, Qt.Key.Key_R)
    assert len(page.narrator.heard) == 1
    text, assertive = page.narrator.heard[0]
    assert assertive and text.startswith("Since your last decision:") and text.endswith(since[-1])
    QTest.keyClick(focused, Qt.Key.Key_T)
    assert page.narrator.heard[-1] == ("No clock is running.", True)
    page.narrator.clock(20.0)
    QTest.keyClick(focused, Qt.Key.Key_T)
    assert page.narrator.heard[-1] == ("20 seconds left.", True)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_focus_moves_at_most_once_per_move(open_position, qtbot, game_id):
    """A decision ending (its card or button disabled or hidden, the hand redrawn) moves
    the keyboard focus once, straight to a control that can take it, never through
    every card; another player's move leaves it alone or moves it once (a decision of
    this seat's starting). (A control hidden or inside a disabled panel drops the focus
    first: Qt's own clearing, not a move to another control.)"""
    window, page = open_position(Match.new(game_id, GAMES[game_id][0], seed=7))
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    moves: list[object] = []
    QApplication.instance().focusChanged.connect(lambda _old, new: moves.append(new))
    table = page.session.table
    match = table.match
    agents = [make_agent(game_id, "random", 11 + s) for s in range(match.num_players)]
    worst_mine, worst_other, mine = 0, 0, 0
    for _ in range(120):
        if match.is_over():
            break
        seat = min(match.active_seats())
        action = agents[seat].choose(match.view_for(seat), match.legal_actions(seat))
        moves.clear()
        if seat == 0:
            mine += 1
            page._on_intent(action)
        else:
            table.submit(seat, action)
        page.bridge.flush_now()
        QApplication.processEvents()
        gains = [w for w in moves if w is not None]
        if seat == 0:
            worst_mine = max(worst_mine, len(gains))
        else:
            worst_other = max(worst_other, len(gains))
        focus = QApplication.focusWidget()
        assert focus is None or (focus.isEnabled() and focus.isVisible()), focus
    print(
        f"\n{game_id}: {mine} decisions of seat 0; focus moves: at most {worst_mine} when one "
        f"ended, {worst_other} on another player's move"
    )
    assert mine >= 5 and worst_mine <= 1 and worst_other <= 2


def test_the_open_auction_clock_sends_no_flood(qtbot):
    """The clock bar is drawn only (no value a screen reader is told of, ten times a
    second); its words are set when they change: four times in a whole auction."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QProgressBar

    from modernart_desktop.ui.games.modern_art.auction import ClockBar

    clock = ClockBar()
    qtbot.addWidget(clock)
    clock.show()
    words: list[str] = []
    real = clock.text.setText
    clock.text.setText = lambda text: (words.append(text), real(text))  # type: ignore[method-assign]
    clock.start(1.5)
    qtbot.wait(1900)
    assert words == ["Bidding…", "Going once…", "Going twice…", "Sold!"]
    assert not clock.findChildren(QProgressBar)
    bar = QAccessible.queryAccessibleInterface(clock.bar)
    assert bar is None or bar.valueInterface() is None


def test_an_unchanged_accessible_name_is_not_set_again(open_position):
    """Tables name their parts again at every redraw: once a table page is open, only a
    change reaches Qt (which tells the accessibility bus of every call, changed or not)."""
    from PySide6.QtWidgets import QLabel, QPushButton, QWidget

    open_position(Match.new("art_society", 3, seed=7))
    for cls in (QWidget, QPushButton, QLabel):
        assert cls.setAccessibleName.__name__ == "quiet_name"
        assert cls.setAccessibleDescription.__name__ == "quiet_description"
    button = QPushButton()
    button.setAccessibleName("Lollipop 3")
    button.setAccessibleName("Lollipop 3")
    button.setAccessibleName("Lollipop 4")
    button.setAccessibleDescription("worth 3")
    assert (button.accessibleName(), button.accessibleDescription()) == ("Lollipop 4", "worth 3")


def test_no_status_line_keeps_an_old_decision(open_position, qtbot):
    """The decision is announced, never written into the seat line's name, which then
    kept telling a decision long made."""
    window, page = open_position(Match.new("modern_art", 4, seed=7))
    window.activateWindow()
    play(page, "modern_art", 30)
    assert any(text.startswith("Nina") and "your turn" in text.lower() for text in page.announcements)
    for widget in (page.seat_line, page):
        name = widget.accessibleName() + widget.accessibleDescription()
        assert "your turn" not in name.lower() and "your decision" not in name.lower()
    assert page.seat_line.accessibleName() in ("", page.seat_line.text())


def test_the_amount_box_has_its_value_before_it_takes_the_focus(open_position, qtbot):
    """A bid's amount box is filled in (the minimum bid) before the keyboard is put on it:
    a screen reader landing on it reads the amount it will bid, and it does not change
    under the reader's feet while the focus arrives."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QAbstractSpinBox

    window, page = open_position(Match.new("modern_art", 4, seed=7))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    order: list[tuple[str, object]] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.FocusIn and isinstance(obj, QAbstractSpinBox):
                order.append(("focus", obj))
            return False

    watch = Watch()
    spins = page.table.findChildren(QAbstractSpinBox)
    for spin in spins:
        spin.installEventFilter(watch)
        spin.valueChanged.connect(lambda _v, s=spin: order.append(("value", s)))
    table, match = page.session.table, page.session.table.match
    agents = [make_agent("modern_art", "random", 11 + s) for s in range(match.num_players)]
    focused = 0
    for _ in range(150):
        if match.is_over():
            break
        seat = min(match.active_seats())
        action = agents[seat].choose(match.view_for(seat), match.legal_actions(seat))
        order.clear()
        if seat == 0:
            page._on_intent(action)
        else:
            table.submit(seat, action)
        page.bridge.flush_now()
        QApplication.processEvents()
        for i, (what, spin) in enumerate(order):
            if what == "focus":
                focused += 1
                assert ("value", spin) not in order[i + 1 :], "the amount changed after the focus came"
    assert focused >= 3


def test_hot_seat_each_player_hears_their_own_recap(make_window, qtbot, tmp_path):
    """Two players at one screen: what the other did while one was away from the screen
    waits for that one's R, never said aloud behind the curtain, never the other's
    secrets."""
    from modernart_desktop.host.table import HUMAN, REMOTE, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    window = make_window()
    match = Match.new("modern_art_card_game", 4, seed=7)
    seats = [
        SeatInfo("Nina", HUMAN),
        SeatInfo("Ada", HUMAN),
        SeatInfo("Bruno", REMOTE),
        SeatInfo("Clara", REMOTE),
    ]
    window.open_session(LocalSession(Table(match, seats, tmp_path / "hot.modernart")))
    page = window.table_page
    table = page.session.table
    agents = [make_agent("modern_art_card_game", "random", 11 + s) for s in range(4)]
    for _ in range(60):
        page.bridge.flush_now()
        QApplication.processEvents()
        if page.curtain_up:
            page._lift_curtain(page.curtain.seat)
            QApplication.processEvents()
        seat = min(match.active_seats())
        action = agents[seat].choose(match.view_for(seat), match.legal_actions(seat))
        if seat in (0, 1) and page.viewer == seat and not page.curtain_up:
            page._on_intent(action)
        else:
            table.submit(seat, action)
    narrator = page.narrator
    names = page.session.names()
    said = [text for text, _a in narrator.heard]
    describe = page.plugin.describe_event
    for seat in (0, 1):
        other = 1 - seat
        secrets = {describe(e, names, other) for _s, e in match.events_for(other) if e.to == other} - {None}
        assert secrets  # (the other drew cards of its own)
        # a seat's recap has its own private lines ("You draw …"), never the other's
        assert not secrets & set(narrator.since(seat)) - {
            describe(e, names, seat) for _s, e in match.events_for(seat) if e.to == seat
        }
    kept = narrator.since(0) + narrator.since(1)
    assert kept and any(line not in said for line in kept)  # kept for a recap, unsaid
