"""A paused LAN table looks paused: while a player is away nobody is "thinking", the
table says the game waits, and nothing can be clicked; when the player is back the
computer seat thinks again. (All on 127.0.0.1.)"""
from __future__ import annotations

import asyncio

from modernart_desktop.net.client import LanClient
from modernart_desktop.net.host import HostConfig, LanHost
from modernart_desktop.net.seats import AI, LOCAL, LanSeat
from modernart_desktop.ui.lobby.sessions import LanHostSession

LOOPBACK = "127.0.0.1"
SEED_AI_FIRST = 1  # with this seed seat 3, the computer, is the first auctioneer


def open_hosted_table(window, qtbot):
    seats = [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")]
    config = HostConfig(table_name="Salon", think_delay=60.0, autostart=True, heartbeat=0.5, heartbeat_timeout=3.0)
    host = LanHost.new("modern_art", 3, seed=SEED_AI_FIRST, seats=seats, config=config)
    serving = asyncio.ensure_future(host.serve(LOOPBACK, 0))
    qtbot.waitUntil(serving.done, timeout=5000)
    window.lobby._show_room(LanHostSession(host, 0), [])
    return host


def join_bruno(qtbot, host) -> LanClient:
    client = LanClient(LOOPBACK, host.port, "Bruno", heartbeat=0.5, timeout=3.0, backoff_min=1.5, backoff_max=1.5)
    joining = asyncio.ensure_future(client.connect())
    qtbot.waitUntil(joining.done, timeout=5000)
    joining.result()
    client.set_ready(True)
    return client


def test_an_ai_seat_shows_paused_not_thinking_while_the_table_waits(make_window, qtbot, shots):
    window = make_window(name="Ada")
    host = open_hosted_table(window, qtbot)
    bruno = join_bruno(qtbot, host)
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    page = window.table_page
    table = page.table
    ai_panel = next(p for p in table.seat_panels if p.seat == 2)
    qtbot.waitUntil(lambda: ai_panel.status.text() == "thinking…", timeout=5000)
    assert host.table.active_seats() == {2} and not table.paused_banner.isVisible()
    assert "Nex is thinking" in table.auction.current_panel().status.text()

    bruno.drop_link()                                   # Bruno's cable is pulled
    qtbot.waitUntil(lambda: host.paused, timeout=5000)
    qtbot.waitUntil(lambda: ai_panel.status.text() == "paused", timeout=5000)
    assert table.paused_banner.isVisible()
    assert table.paused_banner.text() == "Game paused until every player is back at the table."
    assert "thinking" not in table.auction.current_panel().status.text()
    assert not table.auction.isEnabled() and not table.me.hand.isEnabled()
    window.grab().save(str(shots / "lan_table_paused_ai_seat.png"))

    qtbot.waitUntil(lambda: bruno.status == "connected" and not host.paused, timeout=10000)
    qtbot.waitUntil(lambda: ai_panel.status.text() == "thinking…", timeout=5000)
    assert not table.paused_banner.isVisible() and table.auction.isEnabled()
    asyncio.ensure_future(bruno.close())
