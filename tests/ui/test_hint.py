"""The hint: against the computers, the Hint button or the H key asks the Strong level
what it would do in the seat on screen (from that seat's view), rings the move on the
table and says why in one line; the game's record counts the hints and the history
keeps the count. People sharing the screen all agree first; a watcher gets none."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from modernart_desktop.ai.search import Budget
from modernart_desktop.core.match import Match
from modernart_desktop.history.records import record_from_match
from modernart_desktop.host.table import AI, SeatInfo, Table
from modernart_desktop.ui import hint
from modernart_desktop.ui.session import LocalSession


@pytest.fixture(autouse=True)
def tiny_hints(monkeypatch):
    monkeypatch.setattr(hint, "HINT_BUDGET", Budget(rollouts=12))


def _open(window, tmp_path, seats, game_id="modern_art", seed=7, options=None):
    match = Match.new(game_id, len(seats), options, seed)
    window.open_session(LocalSession(Table(match, seats, tmp_path / "game.modernart")))
    return window.table_page


def _my_turn(page) -> bool:
    return page.hint_state()[0]


def _agreement_box(window):
    boxes = [b for b in window.findChildren(QMessageBox, "HintAgreement") if b.isVisible()]
    return boxes[0] if boxes else None


def test_the_h_key_shows_the_strong_levels_move_with_its_reason(window, qtbot, tmp_path):
    seats = [SeatInfo("Nina"), SeatInfo("Ada", AI, "easy"), SeatInfo("Bruno", AI, "easy")]
    page = _open(window, tmp_path, seats, options={"open_clock": 0})
    qtbot.waitUntil(lambda: _my_turn(page), timeout=20000)
    assert page.hint_button.isVisible() and page.hint_button.isEnabled()
    legal = page.bridge.legal(0)
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page.hint_text.isVisible(), timeout=20000)
    advice = page.last_advice
    assert advice.action in legal
    text = page.hint_text.text()
    assert text.startswith("Hint: ")
    assert any(w in text for w in ("better than", "As good as", "About as good as", "no other sensible"))
    assert "out of 100" not in text and "Rated" not in text  # never a grade for the advice
    describe = page.plugin.describe_choice
    assert describe(advice.action, advice.plan, page.bridge.view(0), page.session.names()) in text
    assert page.pointer.isVisible() and page.pointer.target() is not None  # the move is ringed
    assert page.session.table.match.meta["hints"] == [1, 0, 0]
    # playing on clears the hint
    page.session.submit(0, advice.action)
    qtbot.waitUntil(lambda: not page.hint_text.isVisible(), timeout=5000)
    assert not page.pointer.isVisible()


def test_the_history_keeps_how_many_hints_each_seat_was_shown(tmp_path):
    from modernart_desktop.ai.agent import RandomAgent
    from modernart_desktop.ai.selfplay import play_match
    from modernart_desktop.history.store import HistoryStore
    from modernart_desktop.host.session import count_hint

    match = Match.new("art_society", 3, None, 4)
    play_match(match, [RandomAgent(s) for s in range(3)])
    match.meta["seats"] = [
        {"name": n, "kind": "human" if n == "Nina" else "ai"} for n in ("Nina", "Ada", "Bo")
    ]
    for _ in range(3):
        count_hint(match.meta, 3, 0)
    record = record_from_match(match)
    assert [s.hints for s in record.seats] == [3, 0, 0]
    store, _notice = HistoryStore.open(tmp_path)
    row = store.record(record)
    assert [s.hints for s in store.get(row).seats] == [3, 0, 0]
    store.close()


def test_people_sharing_the_screen_agree_to_hints_first(window, qtbot, tmp_path):
    seats = [SeatInfo("Nina"), SeatInfo("Olek"), SeatInfo("Ada", AI, "easy")]
    page = _open(window, tmp_path, seats, game_id="art_society", seed=3)
    page.start()
    if page.curtain_up:
        qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _my_turn(page) or page.curtain_up, timeout=20000)
    if page.curtain_up:
        qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _my_turn(page), timeout=20000)
    page.request_hint()
    box = _agreement_box(window)
    assert box is not None and "Olek" in box.text() or "Nina" in box.text()
    no = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    qtbot.mouseClick(no, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert not page.hint_text.isVisible() and not page.session.table.match.meta.get("hints_agreed")
    page.request_hint()
    box = _agreement_box(window)
    yes = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.hint_text.isVisible(), timeout=20000)
    assert page.session.table.match.meta["hints_agreed"] is True
    assert sum(page.session.table.match.meta["hints"]) == 1
    assert page.session.hint_status() == (True, "")  # agreed once, for the rest of the game


def test_watching_the_computers_offers_no_hint(window, qtbot, tmp_path):
    seats = [SeatInfo("Ada", AI, "easy"), SeatInfo("Bruno", AI, "easy"), SeatInfo("Clara", AI, "easy")]
    page = _open(window, tmp_path, seats, game_id="modern_art_card_game")
    assert page.session.hint_status() == (False, "hint/watching")
    assert not page.hint_button.isVisible()
    page.request_hint()
    assert not page.hints.busy()


def _advice(**fields):
    from modernart_desktop.ai import coach
    from modernart_desktop.ai.search import Candidate
    from modernart_desktop.games.modern_art.actions import Bid, Pass

    base = dict(
        action=Bid(34), plan=None, how=coach.SEARCHED, outlook=40.0, alternative=Candidate(Pass()),
        alternative_outlook=38.0, gain=2.0, gain_se=1.0, worlds=30, unit="money", min_gain=3.0,
    )  # fmt: skip
    base.update(fields)
    return coach.Advice(**base)


def _words(action, plan, view, names):
    return {"bid": "Bid €34k", "pass": "Pass"}[action.kind]


def test_a_hint_says_what_its_move_gains_in_the_games_terms_and_how_sure_it_is(qapp):
    clear = hint.hint_text(
        _advice(lead_gain=12.4, lead_gain_se=2.0, win=0.27, alternative_win=0.2), {}, [], _words
    )
    assert clear == (
        "Hint: Bid €34k. Clearly better than “Pass”: worth about €12k more against your strongest "
        "rival, and your chance to win rises from 20% to 27%."
    )
    close = hint.hint_reason(_advice(lead_gain=2.0, lead_gain_se=3.0), {}, [], _words)
    assert (
        close
        == "A close call: a little better than “Pass”, worth about €2k more against your strongest rival."
    )
    even = hint.hint_reason(
        _advice(lead_gain=0.3, lead_gain_se=3.0, win=0.2, alternative_win=0.2), {}, [], _words
    )
    assert even == "About as good as “Pass”: either will do."
    points = hint.hint_reason(
        _advice(unit="points", min_gain=1.0, lead_gain=3.2, lead_gain_se=0.5), {}, [], _words
    )
    assert points == "Clearly better than “Pass”: worth about 3 points more against your strongest rival."
    # the recommended move's own figures never read as a grade for it
    for text in (clear, close, even, points):
        assert "out of 100" not in text and "Rated" not in text and "40" not in text
