"""Every number the Friesematenten table shows is the engine's number (DESIGN principle
20), read from its events or its views, never worked out again by a widget: the income
(R29: base income, each factory's production with what is attached to it, the total)
in the pop-up and in the "Next income" panel, the last auction (R4-R6: who won which
card for how much, or that nobody bid), the VP race and each empire's VP (R28), your
money (R2), the auction's bids, and the final scores and money (R35-R36).

The two numbers a player found wrong are here as they happened, in the guided game's
deal: Nina's income of €49 (Casino €19 with the Supermanager attached in the same move
that ended the round) was shown as €41, and Bruno's Lapdog won with a single bid of €21
was told as "nobody bid"."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import Assign, Bid, Done, PassBid
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, at_window, cid
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.games.friesematenten.tutorial import SCRIPT

from .conftest import busy_position, match_of

NINA, ADA, BRUNO = 0, 1, 2


def flush(page) -> None:
    page.bridge.flush_now()
    for _ in range(3):
        QApplication.processEvents()


def play(page, seat: int, action) -> None:
    """A move of any seat at the host table (the others are remote seats here)."""
    page.session.table.submit(seat, action)


def guided_deal_before(found) -> tuple[Match, list]:
    """The guided game's deal (seed 632) played up to the first scripted move for which
    `found(move)` holds; that move and the ones after it are returned, not played."""
    match = SCRIPT.new_match()
    moves = SCRIPT.moves()
    for k, move in enumerate(moves):
        if found(move):
            return match, moves[k:]
        match.apply(move.seat, move.action)
    raise AssertionError("no such move in the guided game")


def paid_income(match: Match, seat: int) -> dict:
    """The engine's last `income/paid` for `seat` (its own, private event)."""
    return [e.params for _s, e in match.events if e.code == "income/paid" and e.params["seat"] == seat][-1]


def expected_lines(income: dict) -> list[tuple[str, str]]:
    lines = [("Base income", N.money(income["base"]))]
    lines += [(N.card_name(f), N.money(amount)) for f, amount in income["factories"]]
    for key, card in (("cronyism", "vetternwirtschaft"), ("subsidy", "subventionen")):
        if income[key]:
            lines.append((N.card_name(cid(card)), "+" + N.money(income[key])))
    if income["loan"]:
        lines.append(("Loan repayment", "−" + N.money(income["loan"])))
    lines.append(("You receive", N.money(income["total"])))
    return lines


# -- income (R29) ----------------------------------------------------------------------------
def test_income_with_a_supermanager_attached_in_the_move_that_ends_the_round(show_match):
    """The reported case: Nina attaches the Supermanager (+€8 production) to her Casino
    (€11) at once; that move ends the round, so the income follows in the same move.
    The pop-up says what the engine paid: Casino €19, €49 in all (not €11 and €41)."""
    match, rest = guided_deal_before(lambda m: isinstance(m.action, Assign))
    window, page = show_match(match)
    table = page.table
    table.set_animation_scale(1.0)
    assert page.bridge.view(NINA)["income"]["total"] == 41  # the preview before the attachment
    page.session.submit(NINA, rest[0].action)
    flush(page)
    paid = paid_income(page.session.table.match, NINA)
    assert paid["factories"] == [[cid("spielcasino"), 19]] and paid["total"] == 49
    moment = table.moment.moment
    assert moment is not None and table.moment.playing()
    assert moment.lines == expected_lines(paid)
    assert moment.lines == [("Base income", "€30"), ("Casino", "€19"), ("You receive", "€49")]
    # the money shown afterwards is the engine's too
    assert table.me.money.text() == N.money(page.session.table.match.state.money[NINA])


def test_income_after_several_moves_between_two_views_is_the_one_paid(show_match):
    """The table may be shown one view for several moves (the computers play on): the
    income pop-up still tells what the engine paid at the end of them."""
    state = busy_position(marker=0)
    state.market, state.leftover, state.offered = [], [], []
    at_window(state, "bag")
    match = match_of(state)
    window, page = show_match(match)
    table = page.table
    table.set_animation_scale(1.0)
    session = page.session
    match = session.table.match
    for _ in range(6):  # every seat passes the money-bag window before one redraw
        if match.state.round > 3:
            break
        seat = min(match.active_seats())
        play(page, seat, Done())
    flush(page)
    assert match.state.round == 4
    paid = paid_income(session.table.match, NINA)
    assert table.moment.moment is not None
    assert table.moment.moment.lines == expected_lines(paid)


def test_next_income_panel_shows_the_engines_breakdown_with_a_supermanager(show_match):
    """The "Next income" panel: base income, every factory's production with what is
    attached (Nina's Steelworks carries a Supermanager), Cronyism, the total."""
    state = at_turn(busy_position(), NINA)
    window, page = show_match(match_of(state))
    income = B.income_breakdown(state, NINA)
    rows = page.table.me.income.rows()
    assert rows[0] == ("Next income", "")
    assert rows[1] == ("Base income", N.money(income["base"]))
    steel = dict(income["factories"])[cid("stahlwerk")]
    assert steel == B.production(state, cid("stahlwerk")) and steel > N.card_info(cid("stahlwerk")).production
    shown = {what: amount for what, amount in rows[2:-1]}
    for f, amount in income["factories"]:
        assert shown[N.card_name(f)] == N.money(amount)
    assert shown[N.card_name(cid("vetternwirtschaft"))] == "+" + N.money(income["cronyism"])
    assert rows[-1] == ("Total", N.money(income["total"]))


def test_the_income_paid_is_the_total_the_next_income_panel_showed(show_match):
    state = busy_position(marker=0)
    state.market, state.leftover, state.offered = [], [], []
    at_window(state, "bag")
    state.window.order = (0,)  # Nina alone may still play in the money-bag window
    window, page = show_match(match_of(state))
    table = page.table
    table.set_animation_scale(1.0)
    panel_total = table.me.income.rows()[-1][1]
    money_before = page.session.table.match.state.money[NINA]
    page.session.submit(NINA, Done())
    flush(page)
    paid = paid_income(page.session.table.match, NINA)
    assert (
        table.moment.moment.lines[-1]
        == ("You receive", panel_total)
        == ("You receive", N.money(paid["total"]))
    )
    upkeep = sum(
        e.params["amount"]
        for _s, e in page.session.table.match.events
        if e.code == "upkeep/paid" and e.params["seat"] == NINA
    )
    assert page.session.table.match.state.money[NINA] == money_before + paid["total"] - upkeep
    assert table.me.money.text() == N.money(page.session.table.match.state.money[NINA])


# -- the last auction (R4-R6) ---------------------------------------------------------------
def test_last_auction_a_single_bid_that_wins_at_once_names_the_winner_and_price(show_match):
    """The reported case: Nina and Ada passed on the Lapdog; Bruno's €21 wins it at once
    (the bid, the win and the payment are one move)."""
    match, rest = guided_deal_before(lambda m: m.seat == BRUNO and m.action == Bid(amount=21))
    window, page = show_match(match)
    play(page, BRUNO, rest[0].action)
    flush(page)
    paid = [e.params for _s, e in page.session.table.match.events if e.code == "auction/paid"][-1]
    assert (paid["seat"], paid["card"], paid["price"]) == (BRUNO, cid("schosshund"), 21)
    note = page.table.auction.note
    assert note.isVisible()
    assert note.text() == "Last auction: Bruno won Lapdog with a diamond collar for €21."


def test_last_auction_after_several_moves_between_two_views(show_match):
    """Nina's pass, Ada's pass and Bruno's bid reach the table as one view."""
    match, rest = guided_deal_before(
        lambda m: m.seat == NINA and m.action == PassBid() and m.say is not None and "lapdog" in m.say()
    )
    window, page = show_match(match)
    for move in rest[:3]:
        play(page, move.seat, move.action)
    flush(page)
    assert page.table.auction.note.text() == "Last auction: Bruno won Lapdog with a diamond collar for €21."


def test_last_auction_nobody_bid(show_match):
    """Objection! is passed by all three: nobody bid, it stays in the market (R6)."""
    match, rest = guided_deal_before(
        lambda m: m.seat == NINA and m.action == PassBid() and m.say is not None and "Objection" in m.say()
    )
    window, page = show_match(match)
    for move in rest[:3]:
        play(page, move.seat, move.action)
    flush(page)
    codes = [e.code for _s, e in page.session.table.match.events]
    assert codes[-1] != "auction/paid" and "auction/unsold" in codes
    assert page.table.auction.note.text() == "Last auction: nobody bid for Objection!"


def test_last_auction_is_told_in_the_language_shown(show_match):
    match, rest = guided_deal_before(lambda m: m.seat == BRUNO and m.action == Bid(amount=21))
    window, page = show_match(match)
    play(page, BRUNO, rest[0].action)
    flush(page)
    window.set_language("fr")
    QApplication.processEvents()
    note = page.table.auction.note.text()
    assert "Bruno" in note and N.card_name(cid("schosshund")) in note and N.money(21) in note
    window.set_language("en")


def test_an_auction_shows_the_engines_minimum_and_highest_bid(show_match):
    state = at_auction(registry.get("friesematenten"), busy_position())
    match = match_of(state)
    window, page = show_match(match)
    a = match.state.auction
    seat = a.to_act
    play(page, seat, Bid(amount=a.min_bid + 3))
    flush(page)
    a = page.session.table.match.state.auction
    stage = page.table.auction
    assert stage.high.text() == N.money(a.high) == N.money(a.min_bid + 3)
    assert N.money(a.min_bid) in stage.subtitle.text()
    assert stage.high_by.text() == "by " + ("Nina", "Ada", "Bruno")[a.high_seat]


# -- VP (R28), money (R2) -----------------------------------------------------------------------
def test_vp_race_seat_headers_and_your_vp_are_the_engines(show_match):
    state = at_turn(busy_position(), NINA)
    window, page = show_match(match_of(state))
    table = page.table
    vps = B.all_vps(state)
    assert table.race.vps == list(vps)
    assert table.race.toolTip().split("\n") == [
        f"{name} {N.points(v)}" for name, v in zip(("Nina", "Ada", "Bruno"), vps)
    ]
    for box in table.seat_boxes:
        if box.isVisible():
            assert box.points.text() == N.points(vps[box.seat])
    assert table.me.points.text() == N.points(vps[NINA])
    # each card's VP in an empire is the engine's (an influence card counts on its host)
    for seat in range(3):
        empire = page.bridge.view(NINA)["empires"][seat]
        for f in empire["factories"]:
            assert f[1] == B.card_vp(state, f[0])


def test_your_money_is_the_engines_and_only_yours_is_shown(show_match):
    state = at_turn(busy_position(), NINA)
    window, page = show_match(match_of(state))
    table = page.table
    assert table.me.money.text() == N.money(state.money[NINA]) == "€74"
    for box in table.seat_boxes:
        for amount in state.money[1:]:
            assert N.money(amount) not in box.name.toolTip()


# -- the end (R35-R36) -----------------------------------------------------------------------
def finished_game():
    """busy_position, its last round's auctions done: the game ends on the deck (R35)."""
    game = registry.get("friesematenten")
    state = busy_position()
    state.market, state.leftover, state.offered = [], [], []
    state.last_round = True
    game._end_of_auctions(state, [])  # the engine ends it
    assert game.is_over(state)
    return game, state


def test_final_screen_scores_and_money_are_the_engines(qtbot):
    from modernart_desktop.ui.games.friesematenten.final import FrieseFinal

    game, state = finished_game()
    result = game.result(state)
    view = game.view_for(state, None)
    names = ["Nina", "Ada", "Bruno"]
    ranking = sorted(range(3), key=lambda s: (-result.scores[s], -state.money[s]))
    final = FrieseFinal(view, names, ranking, list(result.winners))
    qtbot.addWidget(final)
    for row, seat in zip(final.rows, ranking):
        assert row[0].endswith(names[seat])
        assert row[1] == N.points(result.scores[seat]) == N.points(B.player_vp(state, seat))
        assert row[-1] == N.money(state.money[seat])
        # the split by source adds up to the engine's VP
        assert final.sources[seat].total() == result.scores[seat]
    assert {r[0] for r in final.rows if r[0].startswith("★ ")} == {"★ " + names[s] for s in result.winners}


def test_at_the_end_every_players_money_and_vp_on_the_table_are_the_engines(show_match):
    game, state = finished_game()
    window, page = show_match(match_of(state))
    table = page.table
    assert table.race.vps == list(B.all_vps(state))
    assert table.me.money.text() == N.money(state.money[NINA])
    for box in table.seat_boxes:
        if box.isVisible():
            assert N.money(state.money[box.seat]) in box.name.toolTip()
            assert box.points.text() == N.points(B.player_vp(state, box.seat))


# -- the guided game ---------------------------------------------------------------------------
def test_guided_game_closing_income_is_the_engines_49(window, qtbot):
    """Learn to play, to its end: the income that closes round one, after the coach has
    Nina attach the Supermanager to her Casino, is shown as the engine paid it."""
    from PySide6.QtCore import Qt

    from modernart_desktop.ui.tutorial.script import Say

    card = next(c for c in window.start_page.game_cards if c.entry.game_id == "friesematenten")
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    page = window.table_page
    session, coach = page.session, page.session.coach
    guide = session.guide
    for _ in range(len(SCRIPT.steps) + 5):
        if guide.at_end():
            break
        step, index = guide.step(), guide.index
        if isinstance(step, Say):
            qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
        elif step.seat == SCRIPT.you:
            qtbot.waitUntil(lambda: page.rendered_seq == session.table.seq, timeout=3000)
            if isinstance(step.action, Assign):
                page.table.set_animation_scale(1.0)  # (the test window plays at instant pace)
            page.table.intent.emit(step.action)
            if isinstance(step.action, Assign):
                qtbot.waitUntil(lambda: page.table.moment.playing(), timeout=3000)
                break
        qtbot.waitUntil(lambda: guide.index > index, timeout=5000)
    match = session.table.match
    paid = paid_income(match, NINA)
    assert paid["total"] == 49
    lines = page.table.moment.moment.lines
    assert lines == expected_lines(paid)
    assert ("Casino", "€19") in lines and lines[-1] == ("You receive", "€49")
    assert page.table.me.money.text() == N.money(match.state.money[NINA])
