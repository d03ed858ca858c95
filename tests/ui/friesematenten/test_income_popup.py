"""Your income, line by line, is a short note that leaves the market in sight: it
stands clear of the market's cards, lasts about a second and a half at normal pace, and
any click or key sends it away."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.games.friesematenten.actions import Done
from modernart_desktop.games.friesematenten.positions import at_window
from modernart_desktop.ui.games.friesematenten import moments

from .conftest import busy_position, match_of


def flush(page) -> None:
    page.bridge.flush_now()
    for _ in range(3):
        QApplication.processEvents()


def income_on_show(show_match, size=(1280, 720)):
    state = busy_position(marker=0)
    at_window(state, "bag")
    state.window.order = (0,)  # Nina alone may still play in the money-bag window
    window, page = show_match(match_of(state))
    window.resize(*size)
    flush(page)
    window.zoom.update()
    flush(page)
    table = page.table
    table.set_animation_scale(1.0)
    page.session.submit(0, Done())
    flush(page)
    assert table.moment.playing() and table.moment.moment.lines
    return window, page, table


def test_the_income_note_leaves_the_market_in_sight(show_match, shots_dir):
    for size in ((1280, 720), (1920, 1080)):
        window, page, table = income_on_show(show_match, size)
        overlay = table.moment
        overlay.show_at(0.5)
        QApplication.processEvents()
        window.grab().save(str(shots_dir / f"friese_income_{size[0]}x{size[1]}.png"))
        note = overlay.words_rect(overlay.moment)
        market = table.market.cards
        shown = QRectF(market.mapTo(table, QPoint(0, 0)), QSizeF(market.size()))
        assert not note.intersects(shown), (size, note, shown)
        window.close()


def test_the_income_note_is_short_and_any_key_sends_it_away(show_match, qtbot):
    assert moments.INCOME_SECONDS <= 1.6
    window, page, table = income_on_show(show_match)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_Right)
    assert not table.moment.playing()
