"""Every effect is seen on the board: an action card flies to its target and what it
did follows (a stolen factory moves to its new owner), a default is stamped, your
income is shown line by line; the pace setting sets how long (none at instant) and a
click skips, while the computer players wait."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.games.friesematenten.actions import Done, PlayCard
from modernart_desktop.games.friesematenten.positions import at_turn, at_window, cid

from .conftest import busy_position, match_of


def flush(page) -> None:
    page.bridge.flush_now()
    for _ in range(3):
        QApplication.processEvents()


def test_a_hostile_takeover_flies_to_its_target_then_the_factory_changes_hands(show_match, qtbot):
    state = at_turn(busy_position(), 0)
    match = match_of(state)
    window, page = show_match(match)
    table = page.table
    table.set_animation_scale(1.0)
    held = []
    table.pause_requested.connect(lambda reason, on: held.append((reason, on)))
    before = table.card_rects()
    page.session.submit(0, PlayCard(cid("feindliche_uebernahme"), target=cid("freizeitpark")))
    flush(page)
    overlay = table.moment
    assert overlay.playing() and held == [(table.MOMENT, True)]
    moment = overlay.moment
    flights = {f.card: f for f in moment.flights}
    # the action card leaves Nina's empire for Ada's Car plant, and is gone after
    played = flights[cid("feindliche_uebernahme")]
    assert played.end is None and played.via == before[cid("freizeitpark")]
    # then the Theme park moves from Clara's tableau to Nina's (not drawn there until it lands)
    car = flights[cid("freizeitpark")]
    assert car.start == before[cid("freizeitpark")] and car.end == table.card_rects()[cid("freizeitpark")]
    assert car.begin >= played.land
    assert table.me.empire.widgets[cid("freizeitpark")].veiled
    assert "Hostile takeover" in moment.headline and "Theme park" in moment.headline
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)  # a click skips it
    assert not overlay.playing() and held[-1] == (table.MOMENT, False)
    assert not table.me.empire.widgets[cid("freizeitpark")].veiled


def test_at_instant_pace_no_moment_plays(show_match):
    state = at_turn(busy_position(), 0)
    match = match_of(state)
    window, page = show_match(match)
    page.table.set_animation_scale(0.0)
    page.session.submit(0, PlayCard(cid("feindliche_uebernahme"), target=cid("freizeitpark")))
    flush(page)
    assert not page.table.moment.playing()


def test_your_income_is_shown_line_by_line_and_nothing_of_the_others(show_match):
    state = busy_position(marker=0)
    state.market, state.leftover, state.offered = [], [], []
    at_window(state, "bag")
    state.window.order = (0,)  # Nina alone may still play in the money-bag window
    match = match_of(state)
    window, page = show_match(match)
    table = page.table
    table.set_animation_scale(1.0)
    expected = page.bridge.view(0)["income"]
    page.session.submit(0, Done())
    flush(page)
    moment = table.moment.moment
    assert moment is not None and moment.lines
    assert moment.lines[0][1] == "€30" and moment.lines[-1][1] == f"€{expected['total']}"
    names = [line[0] for line in moment.lines]
    assert "Steelworks" in names and "Drug cartel" not in names  # Clara's factory: not Nina's income


def test_a_default_is_stamped_on_the_board(show_match):
    from modernart_desktop.core import registry
    from modernart_desktop.games.friesematenten.actions import Bid, PassBid
    from modernart_desktop.games.friesematenten.positions import at_auction

    game = registry.get("friesematenten")
    state = at_auction(game, busy_position(money=[10, 51, 38]))
    match = match_of(state)
    window, page = show_match(match)
    table = page.table
    table.set_animation_scale(1.0)
    page.session.submit(0, Bid(80))  # more than Nina holds: a bluff that defaults if it wins
    page.session.table.submit(1, PassBid())
    page.session.table.submit(2, PassBid())
    flush(page)
    assert page.bridge.view(0)["asking"]["kind"] == "pay"  # (a lightning card could be played first)
    page.session.submit(0, Done())
    flush(page)
    moment = table.moment.moment
    assert moment is not None and moment.stamp == "DEFAULT" and "Nina cannot pay" in moment.headline
