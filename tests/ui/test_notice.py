"""Readers too old for announcements (Orca 43) hear the same words as a notification in
a status bar (issue 34; ui/access/notice.py); what is said in one moment goes out as
one announcement, so a second never cuts the first short.

    .venv/bin/python -m pytest -q tests/ui/test_notice.py
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from modernart_desktop.core.match import Match
from modernart_desktop.ui.access import notice
from modernart_desktop.ui.access.narrator import GATHER_MS, Narrator
from tests.ui.live_tables import GAME_IDS, GAMES
from tests.ui.test_announcements import play


def test_a_notice_is_a_notification_inside_a_status_bar(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    board = notice.Noticeboard(page)
    slot = board.findChildren(notice.Notice)[0]
    iface = QAccessible.queryAccessibleInterface(slot)
    # Orca speaks a notification that shows, without the word "notification" when it
    # sits in a status bar (orca/scripts/default.py onShowingChanged)
    assert iface.role() == QAccessible.Role.Notification
    assert iface.parent().role() == QAccessible.Role.StatusBar
    slot.words = "Ada buys Nex for €7k."
    assert iface.text(QAccessible.Text.Name) == "Ada buys Nex for €7k."
    # out of sight: nothing drawn, nothing to click
    assert not board.isVisible() and not slot.isVisible()
    assert not iface.state().focusable


def test_the_notices_take_turns(qtbot, monkeypatch):
    page = QWidget()
    qtbot.addWidget(page)
    board = notice.Noticeboard(page)
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    for i in range(notice.SLOTS + 1):
        board.tell(f"line {i}")
    slots = board.findChildren(notice.Notice)
    # a reader a few lines behind still finds each line's own words
    assert [s.words for s in slots] == ["line 8"] + [f"line {i}" for i in range(1, notice.SLOTS)]


def test_a_reader_listening_for_announcements_is_recognised():
    registered = "([(':1.5', 'object:state-changed:showing'), (':1.5', 'Object:Announcement')],)"
    assert notice.listens_for_announcements(registered)
    assert not notice.listens_for_announcements("([(':1.5', 'object:'), (':1.5', 'window:activate')],)")


def test_what_is_said_in_one_moment_goes_out_as_one(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    narrator = Narrator(page, lambda *_a: None)
    narrator.say("Clara passes.")
    narrator.say("Nina, your turn: choose a painting.", assertive=True)
    narrator.say("Ada buys Darmoir for €33k.")
    assert narrator.sent == []  # (gathered a moment)
    qtbot.waitUntil(lambda: bool(narrator.sent), timeout=GATHER_MS * 10)
    assert narrator.sent == [
        ("Clara passes. Ada buys Darmoir for €33k. Nina, your turn: choose a painting.", True)
    ]
    assert narrator.board is not None and narrator.board.told == [narrator.sent[0][0]]
    assert len(narrator.heard) == 3  # (each line kept on its own for the recap and tests)


def test_a_game_sends_fewer_announcements_than_lines(open_position, qtbot):
    """Two assertive announcements never follow each other within the moment; the
    question ('your turn') ends what is said at once, after the moves that led to it."""
    window, page = open_position(Match.new("modern_art", 4, seed=7))
    play(page, "modern_art", 60)
    page.narrator.flush()
    QApplication.processEvents()
    assert page.narrator.sent
    assert len(page.narrator.sent) <= len(page.narrator.heard)
    sent = " ".join(t for t, _a in page.narrator.sent)
    assert all(h in sent for h, _a in page.narrator.heard)  # every line, said gathered
    # the question comes last in what is said at once
    assert all(
        t.endswith(next(h for h, a in page.narrator.heard if a and t.endswith(h)))
        for t, a in page.narrator.sent
        if a
    )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_new_game_tells_its_opening(open_position, qtbot, game_id):
    """Who starts and the cards dealt are told as the table first shows them (the
    benchmark found them missing in every game), before the first 'your turn'."""
    window, page = open_position(Match.new(game_id, GAMES[game_id][0], seed=7))
    opening = page.log.lines()
    assert opening
    told = [text for text, assertive in page.narrator.heard if not assertive]
    assert told[: len(opening)] == opening
    page.narrator.flush()
    assert page.narrator.sent[0][0].startswith(opening[0])


def test_a_resumed_game_does_not_read_its_whole_log(open_position):
    match = Match.new("modern_art", 4, seed=7)
    window, page = open_position(match)
    play(page, "modern_art", 30)
    window2, page2 = open_position(page.session.table.match)
    assert len(page2.log.lines()) > 5
    assert not [text for text, assertive in page2.narrator.heard if not assertive]
