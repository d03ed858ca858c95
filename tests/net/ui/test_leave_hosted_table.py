"""Leaving a table you host closes it for everyone, so the app asks first: the
question says the others will be disconnected and that the game is saved and can be
resumed. "Stay" changes nothing; "Close the table" closes it, and the guest's app
starts waiting for the host to come back. A guest who leaves is not asked (the seat
is held for them), nor is a host whose game is over. (All on 127.0.0.1.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from modernart_desktop.net.seats import AI, LOCAL, LanSeat


def the_question(window) -> QMessageBox:
    boxes = [b for b in window.findChildren(QMessageBox, "CloseTableBox") if b.isVisible()]
    assert len(boxes) == 1, boxes
    return boxes[0]


def answer(qtbot, box: QMessageBox, which: str) -> None:
    qtbot.mouseClick(box.property(f"{which}_button"), Qt.MouseButton.LeftButton)


def test_the_host_is_asked_before_the_table_closes_and_stay_keeps_it_open(make_window, qtbot, shots, lan):
    window = make_window(name="Ada")
    host = lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")])
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    page = window.table_page

    qtbot.mouseClick(page.leave, Qt.MouseButton.LeftButton)
    box = the_question(window)
    assert "the other players will be disconnected" in box.text()
    assert "The game is saved, and you can resume it later" in box.text()
    assert box.property("close_button").text() == "Close the table"
    box.grab().save(str(shots / "lan_close_table_question.png"))
    answer(qtbot, box, "stay")
    qtbot.waitUntil(lambda: not window.findChildren(QMessageBox, "CloseTableBox"), timeout=3000)
    assert window.table_page is page and not host.closing and bruno.status == "connected"

    window.act_start.trigger()  # the menu's "Leave the table" asks too
    answer(qtbot, the_question(window), "close")
    qtbot.waitUntil(lambda: host.closing, timeout=3000)
    assert window.table_page is None and window.stack.currentWidget() is window.start_page
    qtbot.waitUntil(
        lambda: bruno.close_code == "host/closing" or bruno.status == "reconnecting", timeout=5000
    )
    assert host.table.save_path is None or host.table.save_path.exists()


def test_a_host_with_players_waiting_is_asked_before_closing_the_waiting_room(make_window, qtbot, lan):
    window = make_window(name="Ada")
    host = lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat()], autostart=False)
    room = window.lobby.room
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: host.roster[1].connected, timeout=5000)
    qtbot.mouseClick(room.leave, Qt.MouseButton.LeftButton)
    box = the_question(window)
    assert box.text() == "Closing the table disconnects the players waiting here."
    answer(qtbot, box, "stay")
    assert window.lobby.room is room and not host.closing
    qtbot.mouseClick(room.leave, Qt.MouseButton.LeftButton)
    answer(qtbot, the_question(window), "close")
    qtbot.waitUntil(lambda: host.closing and window.lobby.room is None, timeout=3000)
    qtbot.waitUntil(lambda: bruno.status != "connected", timeout=5000)


def test_an_empty_waiting_room_and_a_finished_game_close_without_a_question(
    make_window, qtbot, lan, monkeypatch
):
    window = make_window(name="Ada")
    host = lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat()], autostart=False)
    qtbot.mouseClick(window.lobby.room.leave, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.closing and window.lobby.room is None, timeout=3000)

    everyone_ai = [LanSeat(LOCAL, "Ada"), LanSeat(AI, "Nex", "random"), LanSeat(AI, "Koriko", "random")]
    over = lan.host_in(window, everyone_ai)
    over.start_game()
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    # as if the last painting had just been sold (a compiled Match's methods are read-only)
    monkeypatch.setattr(type(over.table.match), "is_over", lambda self: True)
    window.table_page.leave.click()
    assert not window.findChildren(QMessageBox, "CloseTableBox")
    qtbot.waitUntil(lambda: over.closing, timeout=3000)


def test_closing_the_window_while_hosting_asks_the_same_question(make_window, qtbot, lan):
    """Ctrl+Q or the window's close button mid-game: "Stay" keeps the window and the
    table; "Close the table" closes both."""
    window = make_window(name="Ada")
    window.show()
    host = lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")])
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)

    window.act_quit.trigger()
    answer(qtbot, the_question(window), "stay")
    qtbot.waitUntil(lambda: not window.findChildren(QMessageBox, "CloseTableBox"), timeout=3000)
    assert window.isVisible() and window.table_page is not None and not host.closing
    assert bruno.status == "connected"

    window.close()
    answer(qtbot, the_question(window), "close")
    qtbot.waitUntil(lambda: not window.isVisible() and host.closing, timeout=3000)


def test_closing_the_window_with_players_in_the_waiting_room_asks_too(make_window, qtbot, lan):
    window = make_window(name="Ada")
    window.show()
    host = lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat()], autostart=False)
    lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: host.roster[1].connected, timeout=5000)
    window.close()
    answer(qtbot, the_question(window), "stay")
    assert window.isVisible() and window.lobby.room is not None
    window.close()
    answer(qtbot, the_question(window), "close")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)


def test_closing_the_window_with_nobody_waiting_does_not_ask(make_window, qtbot, lan):
    window = make_window(name="Ada")
    window.show()
    lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat()], autostart=False)
    window.close()
    assert not window.isVisible() and not window.findChildren(QMessageBox, "CloseTableBox")
