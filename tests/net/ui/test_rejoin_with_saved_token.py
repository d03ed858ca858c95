"""A guest's app keeps the resume token of the seat it holds, by the table's address,
so a player who closed the app (or whose app gave up waiting for a resumed table)
gets the seat back by joining that address again. A token the table no longer knows
(another table opened there since) is dropped and the player joins as new.
(All on 127.0.0.1.)"""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.net.seats import AI, LOCAL, LanSeat


def join_through_the_dialog(window, qtbot, port: int) -> None:
    window.lobby.join_game()
    join = window.lobby.join_dialog
    join.name.setText("Bruno")
    join.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(join.join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lobby.join_dialog is None, timeout=10000)


def test_a_player_who_closed_the_app_gets_the_seat_back_by_joining_again(make_window, qtbot, lan):
    ada = make_window(name="Ada")
    host = lan.host_in(ada, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")])
    bruno = make_window(name="Bruno")
    join_through_the_dialog(bruno, qtbot, host.port)
    qtbot.mouseClick(bruno.lobby.room.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bruno.table_page is not None and host.started, timeout=5000)

    bruno.close()  # Bruno quits the app mid-game
    qtbot.waitUntil(lambda: host.paused and not host.roster[1].connected, timeout=5000)

    again = make_window(name="Bruno")  # ... starts it again and joins the same table
    join_through_the_dialog(again, qtbot, host.port)
    qtbot.waitUntil(lambda: again.table_page is not None, timeout=5000)
    client = again.table_page.session.client
    assert client.seat == 1 and again.table_page.viewer == 1
    qtbot.waitUntil(lambda: not host.paused and host.roster[1].connected, timeout=5000)
    assert [s.name for s in host.roster] == ["Ada", "Bruno", "Nex"]


def test_a_token_the_table_does_not_know_is_dropped_and_the_player_joins_as_new(make_window, qtbot, lan):
    ada = make_window(name="Ada")
    host = lan.host_in(ada, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat()], autostart=False)
    bruno = make_window(name="Bruno")
    bruno.lobby.lan.remember_token("127.0.0.1", host.port, "a-token-from-another-evening")
    join_through_the_dialog(bruno, qtbot, host.port)
    client = bruno.lobby.room.session.client
    assert client.seat == 1 and host.roster[1].name == "Bruno"
    assert bruno.lobby.lan.token_for("127.0.0.1", host.port) == client.token != "a-token-from-another-evening"
