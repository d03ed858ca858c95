"""The Friesematenten table as a player sees it: screenshots of an auction, a target
being chosen and the income, in English, Polish and French (looked at by a person)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, cid

from .conftest import busy_position, match_of


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_screenshots_mid_auction_target_and_income(show_match, qtbot, shots_dir, lang):
    game = registry.get("friesematenten")
    state = at_auction(game, busy_position())
    match = match_of(state)
    # Nina opened at the minimum; Ada passed; Bruno raised: Nina's turn again.
    a = state.auction
    assert a is not None and a.to_act == 0
    match.apply(0, match.legal_actions(0).range_of("bid").make(a.min_bid))
    match.apply(1, next(x for x in match.legal_actions(1) if x.kind == "pass_bid"))
    match.apply(2, match.legal_actions(2).range_of("bid").make(a.min_bid + 4))
    window, page = show_match(match, lang)
    table = page.table
    assert table.auction.isVisible() and table.auction.bid_button.isVisible()
    window.grab().save(str(shots_dir / f"friese_auction_{lang}.png"))

    state = at_turn(busy_position(), 0)
    window, page = show_match(match_of(state), lang)
    table = page.table
    card = cid("feindliche_uebernahme")
    table._my_card_clicked(card)
    assert table.choice is not None and table.choice.choosable("card")
    QApplication.processEvents()
    window.grab().save(str(shots_dir / f"friese_target_{lang}.png"))


def test_the_income_breakdown_names_every_line(show_match, qtbot, shots_dir):
    # Nina's Chip stand is on strike, her Steelworks works an extra shift, she has
    # Subsidies coming and a loan to repay; Cronyism pays per factory.
    for lang in ("en", "pl", "fr"):
        state = at_turn(busy_position(), 0)
        state.strike.append(cid("pommesbude"))
        state.double.append(cid("stahlwerk"))
        state.subsidy[0] = 25
        state.loans[0] = 1
        window, page = show_match(match_of(state), lang)
        rows = page.table.me.income.rows()
        if lang == "en":
            assert rows == [
                ("Next income", ""),
                ("Base income", "€30"),
                ("Chip stand — strike", "€0"),
                ("Steelworks — extra shift", "€42"),
                ("Cronyism", "+€6"),
                ("Subsidies", "+€25"),
                ("Loan repayment", "−€36"),
                ("Total", "€67"),
            ]
        window.grab().save(str(shots_dir / f"friese_income_{lang}.png"))


def test_on_a_1280x720_screen_four_empires_fit_their_boxes(show_match, qtbot, shots_dir):
    empires = {
        0: ["stahlwerk", "pommesbude", "tennisschlaeger", "feindliche_uebernahme", "taschendieb", "streik"],
        1: ["autowerk", "chemiefabrik", "luxusvilla", "sternekoch", "einspruch", "subventionen"],
        2: ["drogenkartell", "freizeitpark", "privatsender", "protzige_uhr", "kredithai"],
        3: ["schlachterei", "alter_meister", "haarlocke", "boulevardpresse", "hausverbot"],
    }
    state = at_turn(busy_position(players=4, empires=empires, money=[74, 51, 38, 20]), 0)
    window, page = show_match(match_of(state))
    window.resize(1280, 720)
    qtbot.wait(50)
    table = page.table
    views = [table.me.empire, *(b.empire for b in table.seat_boxes)]
    for view in views:
        right = max(w.geometry().right() for w in view.widgets.values())
        assert right <= view.width(), (right, view.width())
        assert view.card_width >= 34
    # the income panel and your last action card do not overlap
    last = max(table.me.empire.widgets.values(), key=lambda w: w.geometry().right())
    assert (
        last.mapTo(table, last.rect().topRight()).x()
        < table.me.income.mapTo(table, table.me.income.rect().topLeft()).x()
    )
    window.grab().save(str(shots_dir / "friese_4p_1280x720.png"))


def test_every_influence_card_on_a_host_lies_as_a_band_over_its_foot(qtbot):
    """Two influence cards on one factory and one on a status symbol: each lies as a
    band over its host's foot (an owned card's minimum bid no longer matters), the
    first lowest, the next above it; every band shows its own card, the host's
    picture and numbers stay in sight, and nothing hangs below the host."""
    from modernart_desktop.games.friesematenten.positions import position
    from modernart_desktop.ui.games.friesematenten.tableau import CAPTION, STRIP, EmpireView

    state = position(
        3,
        empires={0: ["pommesbude", "baeckerei", "luxusvilla"]},
        on_cards={"supermanager": "pommesbude", "gewerkschaft": "pommesbude", "kunstgutachter": "luxusvilla"},
    )
    empire = registry.get("friesematenten").view_for(state, 0)["empires"][0]
    view = EmpireView(100)
    qtbot.addWidget(view)
    view.resize(900, 400)
    view.set_empire(empire, {})
    view.show()
    for host, attached in [(f[0], f[3]) for f in empire["factories"]] + [
        (s[0], s[2]) for s in empire["status"]
    ]:
        box = view.widgets[host].geometry()
        x = box.center().x()
        assert view.childAt(x, CAPTION + box.height() // 3) is view.widgets[host]  # its picture shows
        below = box.bottom()
        for k, card in enumerate(attached):
            band = view.widgets[card]
            assert band.strip == STRIP and band.geometry().bottom() <= box.bottom()
            assert band.geometry().bottom() <= below and box.contains(band.geometry().center())
            assert view.childAt(band.geometry().center()) is band, (card, k)
            below = band.geometry().top()
        assert view.widgets[host].strip == 0
    assert [len(f[3]) for f in empire["factories"]] == [2, 0]
