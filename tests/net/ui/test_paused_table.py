"""A paused LAN table looks paused: while a player is away nobody is "thinking", the
table says the game waits, and nothing can be clicked; when the player is back the
computer seat thinks again. (All on 127.0.0.1.)"""

from __future__ import annotations

from modernart_desktop.net.seats import AI, LOCAL, LanSeat

SEED_AI_FIRST = 1  # with this seed seat 3, the computer, is the first auctioneer


def test_an_ai_seat_shows_paused_not_thinking_while_the_table_waits(make_window, qtbot, shots, lan):
    window = make_window(name="Ada")
    host = lan.host_in(
        window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")], seed=SEED_AI_FIRST
    )
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    table = window.table_page.table
    ai_panel = next(p for p in table.seat_panels if p.seat == 2)
    qtbot.waitUntil(lambda: ai_panel.status.text() == "thinking…", timeout=5000)
    assert host.table.active_seats() == {2} and not table.paused_banner.isVisible()
    assert "Nex is thinking" in table.auction.current_panel().status.text()

    bruno.drop_link()  # Bruno's cable is pulled
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


CARD_GAME_SEED_AI_FIRST = 2  # with this seed seat 3, the computer, plays first


def test_the_card_game_table_pauses_too(make_window, qtbot, shots, lan):
    window = make_window(name="Ada")
    host = lan.host_in(
        window,
        [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")],
        seed=CARD_GAME_SEED_AI_FIRST,
        game_id="modern_art_card_game",
    )
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    table = window.table_page.table
    ai_box = next(b for b in table.seat_boxes if b.seat == 2)
    qtbot.waitUntil(lambda: ai_box.status.text() == "thinking…", timeout=5000)
    assert host.table.active_seats() == {2} and not table.paused_banner.isVisible()

    bruno.drop_link()
    qtbot.waitUntil(lambda: host.paused, timeout=5000)
    qtbot.waitUntil(lambda: ai_box.status.text() == "paused", timeout=5000)
    assert table.paused_banner.isVisible()
    assert table.paused_banner.text() == "Game paused until every player is back at the table."
    assert not table.prompt.isEnabled() and not table.me.hand.isEnabled()
    window.grab().save(str(shots / "lan_card_game_paused.png"))

    qtbot.waitUntil(lambda: bruno.status == "connected" and not host.paused, timeout=10000)
    qtbot.waitUntil(lambda: ai_box.status.text() == "thinking…", timeout=5000)
    assert not table.paused_banner.isVisible() and table.prompt.isEnabled()


def test_the_host_lets_a_computer_play_for_a_player_who_does_not_come_back(make_window, qtbot, shots, lan):
    """Paused for Bruno, who has left: the host's panel offers to let a computer play
    for him; one click and the game goes on, his seat marked as played for him."""
    from PySide6.QtWidgets import QPushButton

    window = make_window(name="Ada")
    host = lan.host_in(
        window,
        [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat(AI, "Nex", "random")],
        seed=SEED_AI_FIRST,
        think_delay=0.05,
    )
    bruno = lan.join(host, "Bruno")
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    button = window.table_page.findChild(QPushButton, "LanStandIn")
    assert button is not None and not button.isVisible()

    lan.wait_for(bruno.close())  # Bruno goes home
    qtbot.waitUntil(lambda: host.paused and button.isVisible(), timeout=5000)
    assert button.text() == "Let a computer play for Bruno"
    window.grab().save(str(shots / "lan_table_paused_stand_in_offer.png"))
    seq = host.table.seq
    button.click()
    assert not host.paused and host.roster[1].standin and not button.isVisible()
    qtbot.waitUntil(lambda: host.table.seq > seq, timeout=5000)  # the computers play on
    assert not window.table_page.table.paused_banner.isVisible()
