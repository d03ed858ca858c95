"""LAN play through the app's own screens, on 127.0.0.1: one window hosts a table,
another finds it through zeroconf and joins; they chat in the waiting room, the
host gives the last seat to a computer and starts; a dropped link shows the
reconnecting banner on one side and the pause on the other; the game is played to
its end in both windows, which show the same result."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_host_and_join_from_the_app_then_play_a_whole_game(make_window, qtbot, shots, play):
    host_w = make_window(name="Ada")
    guest_w = make_window(name="Bruno")
    # -- the host opens a table
    host_w.lobby.host_game()
    dialog = host_w.lobby.host_dialog
    assert dialog.bind.currentText() == "127.0.0.1"  # from MODERNART_BIND
    dialog.name.setText("Salon des Refusés")
    dialog.you.setText("Ada")  # both windows share one settings file here
    dialog.players.setValue(3)
    dialog.grab().save(str(shots / "lan_host_dialog.png"))
    click(qtbot, dialog.open_table)
    qtbot.waitUntil(lambda: host_w.lobby.room is not None, timeout=10000)
    room = host_w.lobby.room
    host = room.session.host
    assert [s.kind for s in host.roster] == ["local", "open", "open"]
    # -- the guest finds it on the network and joins
    guest_w.lobby.join_game()
    join = guest_w.lobby.join_dialog
    join.name.setText("Bruno")

    # (a table an earlier test advertised may linger on the loopback a moment: ours by its port)
    def own_row() -> int | None:
        rows = range(join.found.count())
        return next((i for i in rows if f":{host.port}" in join.found.item(i).text()), None)

    qtbot.waitUntil(lambda: own_row() is not None, timeout=15000)
    row = own_row()
    assert row is not None
    text = join.found.item(row).text()
    assert "Salon des Refusés" in text and "2 of 3 seats free" in text
    join.found.setCurrentRow(row)
    assert join.address.text() == f"127.0.0.1:{host.port}"
    join.grab().save(str(shots / "lan_join_dialog.png"))
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: guest_w.lobby.room is not None, timeout=10000)
    guest_room = guest_w.lobby.room
    # -- chat, a computer on the last seat, ready, start
    guest_room.chat.edit.setText("Bonjour à tous !")
    click(qtbot, guest_room.chat.button)
    qtbot.waitUntil(lambda: room.chat.lines.count() == 1, timeout=5000)
    assert room.chat.lines.item(0).text() == "Bruno: Bonjour à tous !"
    assert not room.start.isEnabled()
    choice = room.seats.grid.itemAtPosition(2, 5).widget()
    choice.setCurrentIndex(1)  # a computer (the quickest level) takes seat 3
    qtbot.waitUntil(lambda: host.roster[2].kind == "ai", timeout=5000)
    click(qtbot, guest_room.ready)
    qtbot.waitUntil(room.start.isEnabled, timeout=5000)
    host_w.grab().save(str(shots / "lan_waiting_room_host.png"))
    guest_w.grab().save(str(shots / "lan_waiting_room_guest.png"))
    click(qtbot, room.start)
    qtbot.waitUntil(lambda: host_w.table_page is not None and guest_w.table_page is not None, timeout=10000)
    host_page, guest_page = host_w.table_page, guest_w.table_page
    assert guest_page.viewer == 1 and host_page.viewer == 0
    # -- a dropped link: reconnecting banner for the guest, pause for the host
    client = guest_page.session.client
    client.backoff_min = 1.0
    client.drop_link()
    host_panel = host_page.findChild(type(guest_page.findChild(_panel_type())), "LanPanel")
    guest_panel = guest_page.findChild(_panel_type(), "LanPanel")
    qtbot.waitUntil(lambda: guest_panel.banner.isVisible() and host_panel.banner.isVisible(), timeout=5000)
    assert "Reconnecting" in guest_panel.banner.text()
    assert "Bruno" in host_panel.banner.text() and host.paused
    assert host_panel.seats.rows[1]["status"].text() == "away, seat kept"
    assert host_panel.seats.rows[1]["status"].isVisible()
    host_w.grab().save(str(shots / "lan_table_host_paused.png"))
    guest_w.grab().save(str(shots / "lan_table_guest_reconnecting.png"))
    qtbot.waitUntil(lambda: client.status == "connected" and not host.paused, timeout=10000)
    qtbot.waitUntil(
        lambda: not guest_panel.banner.isVisible() and not host_panel.banner.isVisible(), timeout=5000
    )
    qtbot.waitUntil(lambda: guest_panel.chat.lines.count() == 1, timeout=5000)  # history again, not twice
    assert [r["status"].text() for r in host_panel.seats.rows] == ["connected", "connected", "computer"]
    assert all(r["name"].isVisible() for r in host_panel.seats.rows)
    # -- play to the end in both windows
    play([host_page, guest_page], random.Random(3))
    result = host.table.match.result()
    for page in (host_page, guest_page):
        shown = page.session.result()
        assert (shown.scores, shown.winners) == (result.scores, result.winners)
        assert page.result_dialog.isVisible()
    guest_w.grab().save(str(shots / "lan_result_guest.png"))
    # -- the guest got the whole match at the end: kept as a save, it replays to the result
    from modernart_desktop.core.persistence import load_match
    from modernart_desktop.core.replay import Replay

    saved = guest_page.session.save_path
    assert saved is not None and saved.exists()
    replay = Replay(load_match(saved))
    assert replay.length == host.table.seq and replay.game.result(replay.final_state()) == result


def _panel_type():
    from modernart_desktop.ui.lobby.panel import LanPanel

    return LanPanel
