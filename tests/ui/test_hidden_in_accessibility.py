"""Screen readers see no more than eyes do: the whole accessibility tree of a table
(every element's name, description and value, hidden elements and the log's text
included) is the same whatever the secrets the viewer may not know. Each game's
`vary_secrets` re-deals the other hands, the deck, the mystery hand and face-down
cards, and moves the others' secret money and sealed bids; had any of them reached
the tree (an opponent's card name, their money, a sealed bid, a face-down card), the
two trees would differ. Solo (the other seats' secrets), and hot-seat with the curtain
down between turns (everyone's secrets: nobody is looking)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from modernart_desktop.ai.levels import make_agent
from modernart_desktop.core.match import Match
from modernart_desktop.host.table import HUMAN, SeatInfo, Table
from modernart_desktop.ui.session import LocalSession
from tests.ui.live_tables import GAME_IDS, live_match

T = QAccessible.Text


def tree_texts(window) -> Counter[str]:
    """Every text the accessibility tree of `window` offers, hidden elements included."""
    found: Counter[str] = Counter()
    todo = [QAccessible.queryAccessibleInterface(window)]
    seen = 0
    while todo:
        node = todo.pop()
        if node is None or not node.isValid():
            continue
        seen += 1
        for kind in (T.Name, T.Description, T.Value, T.Help):
            text = node.text(kind)
            if text:
                found[text] += 1
        text_iface = node.textInterface()
        if text_iface is not None and text_iface.characterCount():
            found[text_iface.text(0, text_iface.characterCount())] += 1
        todo.extend(node.child(k) for k in range(node.childCount()))
    assert seen > 30
    return found


def twin(match: Match, seat: int | None, seed: int = 77) -> Match:
    """The same match with the secrets `seat` may not know changed (None: everyone's)."""
    varied = match.game.vary_secrets(match.state, seat, seed)
    return dataclasses.replace(match, state=varied, log=list(match.log), events=list(match.events))


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def difference(a: Counter[str], b: Counter[str]) -> list[str]:
    return sorted((a - b).keys()) + ["<twin> " + t for t in sorted((b - a).keys())]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_solo_the_tree_holds_none_of_the_others_secrets(open_position, game_id):
    match = live_match(game_id)
    varied = twin(match, 0)
    assert varied.game.view_for(varied.state, 0) == match.game.view_for(match.state, 0)
    if game_id != "art_society":  # (no lollipop committed yet: nothing is secret there now)
        assert varied.game.view_for(varied.state, 1) != match.game.view_for(match.state, 1)  # secrets moved
    window, page = open_position(match)
    settle()
    texts = tree_texts(page)
    window.close()
    window2, page2 = open_position(varied)
    settle()
    assert not difference(texts, tree_texts(page2))


def _hot_seat(make_window, match: Match, tmp_path, name: str):
    window = make_window()
    names = ["Nina", "Olek", "Pia", "Remy", "Sam"][: match.num_players]
    seats = [SeatInfo(n, HUMAN) for n in names]
    window.open_session(LocalSession(Table(match, seats, tmp_path / name)))
    page = window.table_page
    page.start()
    page.bridge.flush_now()
    settle()
    return window, page


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hot_seat_behind_the_curtain_the_tree_holds_no_secret(make_window, qtbot, tmp_path, game_id):
    match = live_match(game_id)
    window, page = _hot_seat(make_window, match, tmp_path, "a.modernart")
    qtbot.waitUntil(lambda: page.curtain_up)
    texts = tree_texts(page)
    window.close()
    varied = twin(match, None)
    window2, page2 = _hot_seat(make_window, varied, tmp_path, "b.modernart")
    qtbot.waitUntil(lambda: page2.curtain_up)
    assert not difference(texts, tree_texts(page2))


def _look(make_window, qtbot, tmp_path, match: Match, name: str, act: bool, other: bool = False) -> dict:
    """Hot-seat: the curtain is lifted for the first seat to act, who looks (and acts,
    a random legal move: the same one on a twin whose other seats' secrets differ);
    the curtain falls for the next player, who lifts it in turn."""
    window, page = _hot_seat(make_window, match, tmp_path, name)
    qtbot.waitUntil(lambda: page.curtain_up)
    seen: dict = {"first": page.curtain.seat}
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.curtain_up and page.viewer == seen["first"])
    settle()
    seen["looking"] = tree_texts(page)
    if act:
        table = page.session.table
        seat = seen["first"]
        legal = table.match.legal_actions(seat)
        action = make_agent(match.game_id, "random", 3).choose(table.match.view_for(seat), legal)
        if other:  # another choice than that one
            action = next(a for a in legal if a != action)
        seen["action"] = action
        assert page.session.submit(seat, action)
        qtbot.waitUntil(lambda: page.curtain_up)
        page.bridge.flush_now()
        settle()
        seen["next"] = page.curtain.seat
        seen["curtain"] = tree_texts(page)
        qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not page.curtain_up and page.viewer == seen["next"])
        settle()
        seen["next looking"] = tree_texts(page)
    window.close()
    return seen


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hot_seat_after_a_turn_the_curtain_hides_what_the_player_saw(make_window, qtbot, tmp_path, game_id):
    """A player looks and acts; the curtain falls for the next one. The tree then holds
    nothing that depended on the secrets of the one who looked (their hand, money,
    sealed bid: what differs when only their secrets differ), short of what the next
    player may see anyway, and nothing of the others' secrets."""
    a = _look(make_window, qtbot, tmp_path, live_match(game_id), "a.modernart", act=True)
    first, nxt = a["first"], a["next"]
    assert first != nxt
    # the others' secrets: a twin where only they differ leaves the same tree behind the curtain
    b = _look(make_window, qtbot, tmp_path, twin(live_match(game_id), first), "b.modernart", act=True)
    assert (b["first"], b["next"]) == (first, nxt)
    assert not difference(a["curtain"], b["curtain"])
    # the first player's own: what they saw that a twin with other secrets of theirs does not show
    c = _look(make_window, qtbot, tmp_path, twin(live_match(game_id), nxt), "c.modernart", act=False)
    theirs = set(a["looking"]) - set(c["looking"])
    if game_id != "art_society":  # (there the lollipops left are public: nothing of theirs was secret yet)
        assert theirs  # (their hand or money were on show: the check can see a leak)
    left = (theirs & set(a["curtain"])) - set(a["next looking"])
    assert not left, left


def test_hot_seat_a_committed_lollipop_leaves_no_trace_behind_the_curtain(make_window, qtbot, tmp_path):
    """Art Society: whichever lollipop the player commits, the tree behind the curtain
    is the same (the bid is secret until everyone has committed)."""
    from modernart_desktop.games.art_society.actions import Bid

    def bidding(m: Match) -> bool:
        return all(isinstance(a, Bid) for a in m.legal_actions(0))

    match = lambda: live_match("art_society", want=bidding)  # noqa: E731
    a = _look(make_window, qtbot, tmp_path, match(), "a.modernart", act=True)
    d = _look(make_window, qtbot, tmp_path, match(), "d.modernart", act=True, other=True)
    assert isinstance(a["action"], Bid) and a["action"] != d["action"]
    assert (a["first"], a["next"]) == (d["first"], d["next"])
    assert not difference(a["curtain"], d["curtain"])
