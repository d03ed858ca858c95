"""Hot-seat and reaction windows: the curtain calls only the seat that must answer
now, in the window's order; a seat with nothing to play is never called."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.games.friesematenten.positions import at_window, cid, position, settle
from modernart_desktop.host.table import AI, SeatInfo, Table
from modernart_desktop.ui.games.friesematenten import PLUGIN
from modernart_desktop.ui.session import LocalSession

from .conftest import match_of


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_hammer_window_calls_nina_then_olek_then_nina_again_behind_the_curtain(
    make_window, qtbot, shots_dir
):
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
        assert PLUGIN.curtain_reason(page.bridge.view(None)) == (
            "A window is open and you hold a card you may play now."
        )
        called.append(seat)
        click(qtbot, page.curtain.button)
        qtbot.waitUntil(lambda: not page.curtain_up and page.viewer == seat)
        table = page.table
        assert "hammer window" in table.prompt.text.text().lower()
        seq = session.table.seq
        # only the cards of the seat each box shows, and the income of the seat on screen
        for box in table.seat_boxes:
            assert all(
                match.state.owner[c] == box.seat for c, w in box.empire.widgets.items() if w.isVisible()
            )
        assert table.me.income.rows()[-1][1] == ("€34" if seat == 0 else "€36")
        assert all(label.isVisible() for label in table.me.income.labels)
        if play:
            window.grab().save(str(shots_dir / "friese_hot_seat_window_en.png"))
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


def test_between_decisions_in_hot_seat_your_money_and_income_are_not_on_screen(show_match, qtbot):
    from modernart_desktop.core.actions import LegalActions
    from modernart_desktop.games.friesematenten.positions import at_turn

    from .conftest import busy_position

    match = match_of(at_turn(busy_position(), 1))
    window, page = show_match(match)
    table = page.table
    assert table.me.money.isVisible() and "€74" in table.me.money.text()
    assert table.me.income.isVisible()
    # anyone may be looking: the page passes the public view with Nina still the viewer
    table.set_secrets_hidden(True)
    table.show_view(match.view_for(None), LegalActions(), page.session.seats, 0)
    assert not table.me.money.isVisible() and not table.me.income.isVisible()
    assert table.me.hidden_note.isVisible()
    # nobody else's money is ever drawn while the game runs
    assert all("€51" not in box.kind.text() for box in table.seat_boxes)
