"""The review: from the final screen or the history, "Review my game" replays the game
beside the coach's review of the seat played here. It runs in the background with a
progress bar that can be cancelled, lists the moments where another move was clearly
better (with the gain and how sure the search is) and a click shows the table as the
seat saw it then. The search works with tiny budgets here (ai/test_coach.py checks its
judgement); one test weighs a real blunder with the Strong level's whole budget."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from modernart_desktop.ai.agent import RandomAgent
from modernart_desktop.ai.levels import make_agent
from modernart_desktop.ai.selfplay import play_match
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import save_match
from modernart_desktop.games.modern_art.actions import SealedBid
from modernart_desktop.games.modern_art.components import AUCTION_TYPES, CARD_TYPE
from modernart_desktop.host.table import AI, HUMAN, SeatInfo, Table
from modernart_desktop.ui.after import review_panel


@pytest.fixture(autouse=True)
def quick_reviews(monkeypatch):
    monkeypatch.setattr(review_panel, "REVIEW_SCALE", 0.04)
    monkeypatch.setattr(review_panel, "REVIEW_WORKERS", 1)


def _saved(match: Match, path: Path) -> Path:
    Table(match, [SeatInfo("Nina", HUMAN)] + [SeatInfo(n, AI, "normal") for n in ("Ada", "Bruno", "Clara")][
        : match.num_players - 1
    ])  # fmt: skip
    save_match(path, match)
    return path


def _reckless_game() -> tuple[Match, int]:
    """Modern Art where Nina (seat 0) bids all her money on the first sealed painting,
    then everyone plays on as the Normal level."""
    match = Match.new("modern_art", 4, {"open_clock": 0}, 12)
    while "sealed_bid" not in match.legal_actions(0).kinds():
        seat = min(match.active_seats())
        legal = match.legal_actions(seat)
        sealed = [a for a in legal.of_kind("offer") if AUCTION_TYPES[CARD_TYPE[a.card]] == "sealed"]
        cheap = [a for a in legal.actions if a.kind in ("pass", "decline_second")]
        match.apply(
            seat, (sealed or cheap or list(legal.actions) or [legal.ranges[0].make(legal.ranges[0].lo)])[0]
        )
    blunder = match.seq
    match.apply(0, SealedBid(match.view_for(0)["money"][0]))
    play_match(match, [make_agent("modern_art", "normal", s) for s in range(4)], seed=3)
    return match, blunder


def test_a_blunder_is_listed_and_a_click_shows_the_table_as_the_seat_saw_it(
    window, qtbot, tmp_path, monkeypatch
):
    monkeypatch.setattr(review_panel, "REVIEW_SCALE", 1.0)  # Strong's own budget, for one decision
    match, blunder = _reckless_game()
    assert window.open_replay(_saved(match, tmp_path / "reckless.modernart"))
    page = window.replay_page
    panel = page.review
    assert panel.start_button.isVisible() and "Nina" in panel.start_button.text()
    panel.start(0, seed=4, only={blunder})
    assert panel.progress.isVisible() and panel.cancel_button.isVisible()
    qtbot.waitUntil(lambda: panel.state == "done", timeout=60000)
    assert not panel.progress.isVisible()
    assert panel.moments.count() == 1
    item = panel.moments.item(0)
    text = item.text()
    assert f"Move {blunder + 1}, round 1: Nina chose “Bid €100k in secret”" in text
    # the gain in the game's own terms (money), never a grade out of 100
    assert "better: worth about €" in text and "more against the strongest rival" in text
    assert "out of 100" not in text
    summary = panel.summary.text()
    assert "In 1 moment another move was clearly better" in summary
    assert "behind the winner" in summary or "Nina" not in summary
    assert "seed" not in (summary + panel.caveat.text()).lower()  # no jargon on screen
    page.show_step(0)
    rect = panel.moments.visualItemRect(item)
    qtbot.mouseClick(panel.moments.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.step == blunder and page.seat == 0
    assert page.current_view() == page.replay.view_at(blunder, 0)  # what Nina saw, not more


def test_a_review_shows_its_progress_and_can_be_cancelled_and_started_again(
    window, qtbot, tmp_path, monkeypatch
):
    # the first run holds after its first decision until it is cancelled, so a fast
    # machine cannot finish it before the click (the second run goes at full speed, from
    # where the first stopped)
    real_review, runs, known = review_panel.coach.review_match, [], []

    def first_run_waits_for_cancel(*args, progress, stop, **kwargs):
        runs.append(stop)
        known.append(len(kwargs.get("known") or ()))

        def report(done, total):
            progress(done, total)
            if len(runs) == 1 and done >= 1:
                stop.wait(timeout=30)

        return real_review(*args, progress=report, stop=stop, **kwargs)

    monkeypatch.setattr(review_panel.coach, "review_match", first_run_waits_for_cancel)
    match = Match.new("art_society", 3, None, 6)
    play_match(match, [RandomAgent(s) for s in range(3)])
    window.open_replay(_saved(match, tmp_path / "art.modernart"))
    panel = window.replay_page.review
    panel.start(0)
    assert panel.state == "running" and panel.progress.isVisible()
    qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=20000)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.state == "cancelled" and panel.start_button.isVisible() and not panel.moments.isVisible()
    assert "cancelled" in panel.summary.text()
    qtbot.wait(200)
    assert panel.state == "cancelled"  # the cancelled run reporting late changes nothing
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.state == "done", timeout=60000)
    review = panel.review
    assert review.complete and review.total == len(review.judgements) > 10
    assert known[0] == 0 and known[1] >= 1  # what the first run weighed is not weighed again
    assert "The computer weighed" in panel.summary.text()
    assert panel.moments.count() == len(review.moments())


def test_review_my_game_from_the_final_screen_and_from_the_history(window, qtbot, tmp_path):
    from modernart_desktop.ui.session import LocalSession

    # a game one move from its end, played here by Nina against a computer
    match = Match.new("art_society", 2, None, 9)
    agents = [RandomAgent(s) for s in range(2)]
    while True:
        probe = Match.replay(match.game_id, 2, match.options, match.seed, match.log)
        seat = min(probe.active_seats())
        action = agents[seat].choose(None, probe.legal_actions(seat))
        probe.apply(seat, action)
        if probe.is_over() and seat == 0:
            break
        match.apply(seat, action)
        if probe.is_over():
            match = Match.new("art_society", 2, None, match.seed + 1)
    seats = [SeatInfo("Nina", HUMAN), SeatInfo("Ada", AI, "easy")]
    window.open_session(LocalSession(Table(match, seats, tmp_path / "last.modernart")))
    page = window.table_page
    qtbot.waitUntil(lambda: page.viewer in page.session.active_seats(), timeout=10000)
    page.session.submit(0, action)
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible(), timeout=10000)
    buttons = [
        b
        for b in page.result_dialog.findChildren(type(page.review_button))
        if b.objectName() == "ReviewButton"
    ]
    assert len(buttons) == 1 and buttons[0].text() == "Review my game"
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.replay_page is not None, timeout=5000)
    panel = window.replay_page.review
    assert panel.state in ("running", "done") and panel.seat == 0
    qtbot.waitUntil(lambda: panel.state == "done", timeout=60000)
    # the history offers the same for the game just recorded
    window.open_history()
    history = window.history_page
    assert history.records and history.review_button.isEnabled()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.replay_page is not None and window.replay_page.review.state != "idle", timeout=5000
    )
    assert window.replay_page.review.seat == 0
    window.replay_page.review.cancel()
