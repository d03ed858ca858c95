"""The "Next income" panel counts the upkeep (R31): with a Luxury yacht ("Costs €6
upkeep at each income") in the empire it shows a −€6 line and the total after it, the
engine's own preview (board.income_preview), and that total is what the payout adds."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import Done
from modernart_desktop.games.friesematenten.positions import at_turn, at_window, cid
from modernart_desktop.ui.games.friesematenten import names as N

from .conftest import busy_position, match_of

NINA = 0


def _with_yacht(**changes):
    empires = {
        0: ["stahlwerk", "pommesbude", "tennisschlaeger", "luxusyacht"],
        1: ["autowerk", "chemiefabrik", "luxusvilla"],
        2: ["drogenkartell", "freizeitpark", "privatsender"],
    }
    return busy_position(empires=empires, on_cards={}, on_players={}, **changes)


def test_next_income_panel_subtracts_the_yachts_upkeep(show_match):
    state = at_turn(_with_yacht(), NINA)
    window, page = show_match(match_of(state))
    preview = B.income_preview(state, NINA)
    assert preview["upkeep"] == [[cid("luxusyacht"), 6, True]]
    assert preview["net"] == preview["total"] - 6
    rows = page.table.me.income.rows()
    assert (N.card_name(cid("luxusyacht")) + " — upkeep", "−€6") in rows
    assert rows[-1] == ("Total", N.money(preview["net"]))


def test_the_money_after_the_payout_is_the_panels_total(show_match):
    state = _with_yacht(marker=0)
    state.market, state.leftover, state.offered = [], [], []
    at_window(state, "bag")
    state.window.order = (0,)
    window, page = show_match(match_of(state))
    match = page.session.table.match
    before = match.state.money[NINA]
    net = page.bridge.view(NINA)["income"]["net"]
    page.session.table.submit(NINA, Done())
    page.bridge.flush_now()
    QApplication.processEvents()
    assert match.state.round == 4
    assert match.state.money[NINA] == before + net
