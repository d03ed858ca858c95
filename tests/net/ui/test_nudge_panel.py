"""Issue 35, item 5: at a LAN table the LAN panel says how long the table has waited for a
player; past the limit the host chose, the host's one click nudges that player (their
machine hears it), and not again within the minute. A nudge received calls this screen's
player back like their turn. (All on 127.0.0.1.)"""

from __future__ import annotations

from modernart_desktop.net.seats import AI, LOCAL, LanSeat
from modernart_desktop.ui.sound import alert as alert_module

SEED_BRUNO_FIRST = 2  # with this seed seat 1 (Bruno, over the LAN) is the first auctioneer


class Clock:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def test_the_host_sees_the_wait_and_nudges_once_a_minute(make_window, qtbot, shots, lan):
    from tests.net.ui.conftest import click

    window = make_window(name="Ada")
    host = lan.host_in(
        window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")], seed=SEED_BRUNO_FIRST
    )
    clock = Clock()
    host.clock = clock
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    qtbot.waitUntil(lambda: host.started and host.table.active_seats() == {1}, timeout=5000)
    line = window.table_page.side_extra.waiting
    line.limit.setCurrentIndex(line.limit.findData(45))
    assert host.config.nudge_after == 45.0
    clock.now += 12
    line.refresh()
    assert line.text.isVisible() and line.text.text() == "Waiting for Bruno: 0:12"
    assert line.nudge.isVisible() and not line.nudge.isEnabled()  # not past the limit yet
    clock.now += 40
    line.refresh()
    assert line.nudge.isEnabled() and line.nudge.text() == "Nudge Bruno"
    window.grab().save(str(shots / "lan_nudge_waiting.png"))
    click(qtbot, line.nudge)
    qtbot.waitUntil(lambda: bruno.nudges == 1, timeout=5000)
    assert line.last_code == "" and not line.nudge.isEnabled()  # one a minute
    clock.now += 30
    line.refresh()
    assert not line.nudge.isEnabled() and host.nudge(1) == "nudge/too_soon"
    clock.now += 31
    line.refresh()
    assert line.nudge.isEnabled()


def test_a_nudge_received_calls_the_player_back(make_window, qtbot, lan, monkeypatch):
    calls = []
    monkeypatch.setattr(alert_module.QApplication, "alert", lambda widget, ms=0: calls.append(widget))
    window = make_window(name="Ada")
    lan.host_in(
        window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")], seed=SEED_BRUNO_FIRST
    )
    lan.join(lan_host := window.lobby.session.host, "Bruno")
    assert lan_host is not None
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    alerter = window.sound.alerter
    monkeypatch.setattr(alerter, "window_active", lambda: False)
    window.settings.turn_notification = True
    window.table_page.session.nudged.emit(75.0)
    assert calls == [window] and "nudge" in window.sound.board.requested
    ((title, text),) = alerter.notices
    assert title == "Modern Art: the table is waiting for you"
    assert text == "The host nudges you: the table has waited 1:15 for your decision."


def test_a_joined_player_sees_how_long_the_table_waits_but_has_no_nudge(qtbot) -> None:
    from PySide6.QtCore import QObject, Signal

    from modernart_desktop.ui.sound.lan_wait import WaitingLine

    class Session(QObject):
        nudged = Signal(float)
        hosting = False
        humans = [0]
        active = [1]

        def lan_seats(self):
            return [{"kind": "remote"}, {"kind": "remote"}, {"kind": "ai"}]

        def active_seats(self):
            return self.active

        def names(self):
            return ["Ada", "Bruno", "Nex"]

        def is_over(self):
            return False

    session = Session()
    line = WaitingLine(session)
    qtbot.addWidget(line)
    clock = Clock()
    line.clock = clock
    line._since.clear()  # (it started counting by the real clock)
    line.show()
    line.refresh()  # Bruno's turn begins now
    clock.now += 75
    line.refresh()
    assert line.text.isVisible() and line.text.text() == "Waiting for Bruno: 1:15"
    assert not line.nudge.isVisible() and not line.limit.isVisible()
    session.active = [2]  # the computer's turn: nobody to wait for
    line.refresh()
    assert not line.isVisible()
    session.active = [0]  # my own turn is never "waiting" on this screen
    clock.now += 30
    line.refresh()
    assert not line.text.isVisible()
