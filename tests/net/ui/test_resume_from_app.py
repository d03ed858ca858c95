"""Resuming a LAN table from the app (all on 127.0.0.1). Ada hosts a table for three
in one window, Bruno joins from another, a computer takes the third seat, and they
play a while. Ada closes her window mid-game: Bruno's app starts waiting for the
table. Ada opens "Host a LAN game" again: the dialog lists the unfinished table (its
name, game, seats, round, when it was last played); she resumes it. The table is
announced again, on the port it had, so Bruno's app reconnects by itself with its
resume token and gets his seat back; no accepted action is lost and they play to the
end. A finished table is no longer offered."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from modernart_desktop.net.discovery import TableBrowser
from modernart_desktop.storage.lan_saves import unfinished_lan_tables
from modernart_desktop.ui import texts


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_table_and_let_bruno_in(host_w, guest_w, qtbot):
    host_w.lobby.host_game()
    dialog = host_w.lobby.host_dialog
    assert dialog.tabs.isHidden()  # nothing to resume yet: only the new table
    dialog.name.setText("Salon des Refusés")
    dialog.you.setText("Ada")
    dialog.players.setValue(3)
    click(qtbot, dialog.open_table)
    qtbot.waitUntil(lambda: host_w.lobby.room is not None, timeout=10000)
    host = host_w.lobby.room.session.host
    host.set_ai(2, "random", "Nex")
    guest_w.lobby.join_game()
    join = guest_w.lobby.join_dialog
    join.name.setText("Bruno")
    join.address.setText(f"127.0.0.1:{host.port}")
    click(qtbot, join.join)
    qtbot.waitUntil(lambda: guest_w.lobby.room is not None, timeout=10000)
    click(qtbot, guest_w.lobby.room.ready)
    room = host_w.lobby.room
    qtbot.waitUntil(room.start.isEnabled, timeout=5000)
    click(qtbot, room.start)
    qtbot.waitUntil(lambda: host_w.table_page is not None and guest_w.table_page is not None, timeout=10000)
    return host


def test_a_closed_lan_table_is_resumed_from_the_host_dialog_and_played_to_the_end(
    make_window, qtbot, shots, play, lan
):
    host_w, guest_w = make_window(name="Ada"), make_window(name="Bruno")
    host = open_table_and_let_bruno_in(host_w, guest_w, qtbot)
    guest_page = guest_w.table_page
    client = guest_page.session.client
    rnd = random.Random(8)
    play([host_w.table_page, guest_page], rnd, until=lambda: host.table.seq >= 12)
    port, save_path = host.port, host.table.save_path

    # -- Ada closes her window in the middle of the game (and confirms: Bruno is connected)
    host_w.close()
    box = next(b for b in host_w.findChildren(QMessageBox, "CloseTableBox") if b.isVisible())
    click(qtbot, box.property("close_button"))
    qtbot.waitUntil(lambda: client.status == "reconnecting", timeout=5000)
    log_at_close = [entry.to_wire() for entry in host.table.match.log]
    assert not host.table.is_over()

    # -- ... and opens the host dialog again: the table waits there to be resumed
    ada = make_window(name="Ada")
    ada.lobby.host_game()
    dialog = ada.lobby.host_dialog
    assert not dialog.tabs.isHidden() and dialog.tabs.tabText(1) == "Resume a table"
    dialog.tabs.setCurrentIndex(1)
    assert dialog.saved_list.topLevelItemCount() == 1
    row = dialog.saved_list.topLevelItem(0)
    cells = [row.text(c) for c in range(5)]
    round_now = host.table.view_for(None)["round"] + 1
    assert cells[:4] == [
        "Salon des Refusés",
        "Modern Art",
        "Ada (at this screen), Bruno, Nex (computer)",
        str(round_now),
    ]
    assert cells[4] == texts.date_time(save_path.stat().st_mtime)  # as the UI language writes dates
    assert dialog.open_table.text() == "Resume the table"
    assert dialog.policy.currentData() == "pause"  # as the table had it
    qtbot.wait(50)  # let the layout take the new button text
    dialog.grab().save(str(shots / "lan_host_dialog_resume.png"))
    click(qtbot, dialog.open_table)

    # -- the table is back: same port, announced as playing; Bruno's app comes back by itself
    qtbot.waitUntil(lambda: ada.table_page is not None, timeout=10000)
    page = ada.table_page
    again = page.session.host
    assert again is not host and again.port == port and again.table.save_path == save_path
    assert [s.name for s in again.roster] == ["Ada", "Bruno", "Nex"] and page.viewer == 0
    assert [(s.name, s.kind) for s in again.table.seats] == [
        ("Ada", "human"),
        ("Bruno", "remote"),
        ("Nex", "ai"),
    ]
    browser = TableBrowser("127.0.0.1")
    lan.wait_for(browser.start())
    try:
        lan.wait_for(
            browser.wait_until(
                lambda tables: any(
                    t.ad.name == "Salon des Refusés" and t.ad.state == "playing" and t.port == port
                    for t in tables.values()
                ),
                15,
            ),
            timeout=20000,
        )
    finally:
        lan.wait_for(browser.close())
    qtbot.waitUntil(
        lambda: client.status == "connected" and client.reconnects == 1 and not again.paused, timeout=15000
    )
    assert client.seat == 1
    ada.grab().save(str(shots / "lan_resumed_table_host.png"))

    # -- nothing was lost, and the game goes on to its end in both windows
    assert [entry.to_wire() for entry in again.table.match.log][: len(log_at_close)] == log_at_close
    play([page, guest_page], rnd)
    result = again.table.match.result()
    for p in (page, guest_page):
        shown = p.session.result()
        assert (shown.scores, shown.winners) == (result.scores, result.winners)
    assert unfinished_lan_tables() == []  # a finished table is not offered again
