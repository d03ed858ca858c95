"""Hot-seat and reaction windows: the curtain calls only the seat that must answer
now, in the window's order; a seat with nothing to play is never called."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.games.friesematenten.positions import at_window, cid, position, settle
from modernart_desktop.host.table import AI, SeatInfo, Table
from modernart_desktop.ui.session import LocalSession

from .conftest import match_of


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_hammer_window_calls_nina_then_olek_then_nina_again_behind_the_curtain(make_window, qtbot):
    from modernart_desktop.core import registry

    # Before the first auction: Nina (marker) holds Barred from the auction, Olek an
    # Injunction, the computer nothing for a hammer window.
    state = position(
        3,
        empires={
            0: ["hausverbot", "pommesbude"],
            1: ["einstweilige_verfuegung", "baeckerei"],
            2: ["stahlwerk"],
        },
        market=["supermarkt", "muenzsammlung", "pr_agentur", "abrissbirne", "haarlocke", "streik"],
        marker=0,
    )
    at_window(state, "hammer")
    settle(registry.get("friesematenten"), state)
    match = match_of(state)
    window = make_window()
    seats = [SeatInfo("Nina"), SeatInfo("Olek"), SeatInfo("Bot", AI, "easy")]
    session = LocalSession(Table(match, seats, None))
    assert session.hot_seat
    window.open_session(session)
    page = window.table_page
    called: list[int] = []

    def answer(seat: int, play: bool) -> None:
        qtbot.waitUntil(lambda: page.curtain_up, timeout=5000)
        assert page.curtain.seat == seat  # only the seat that must answer now is called
        called.append(seat)
        click(qtbot, page.curtain.button)
        qtbot.waitUntil(lambda: not page.curtain_up and page.viewer == seat)
        table = page.table
        assert "hammer window" in table.prompt.text.text()
        seq = session.table.seq
        if play:
            lit = [w for w in table.me.empire.widgets.values() if w.lit]
            assert [w.card for w in lit] == [cid("einstweilige_verfuegung")]
            click(qtbot, lit[0])
            target = table.market.cards.widgets[cid("haarlocke")]
            assert target.choosable
            click(qtbot, target)
        else:
            click(qtbot, table.prompt.primary)  # Pass
        qtbot.waitUntil(lambda: session.table.seq > seq)

    answer(0, play=False)
    answer(1, play=True)  # Olek stops the King's hair being auctioned this round
    answer(0, play=False)  # a play opens the round again: Nina is asked once more
    # Olek has nothing left for the window and is not called; the first auction opens.
    qtbot.waitUntil(lambda: match.state.auction is not None, timeout=5000)
    assert called == [0, 1, 0]
    assert match.state.offered[match.state.market.index(cid("haarlocke"))]
    assert match.state.auction.card == cid("supermarkt")
