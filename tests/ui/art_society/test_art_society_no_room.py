"""Art Society's "No room" choices (a painting that fits nowhere on your wall), as a
player sees them: every choice shows its whole text, and Alt + the underlined letter
presses exactly that choice, every time the buttons are made afresh."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from modernart_desktop.core.match import Match
from modernart_desktop.host.table import HUMAN, REMOTE
from tests.ui.art_society.test_art_society_screens import GAME_ID, advance
from tests.ui.art_society.test_art_society_table import open_game
from tests.ui.clipping import clipped


def no_room(swaps: int = 3) -> Match:
    """Seat 0 holds a painting that fits nowhere: `swaps` museum swaps, excess, reset."""
    for seed in range(1, 200):
        match = Match.new(GAME_ID, 4, seed=seed)

        def test(s, match=match) -> bool:
            if not (s.phase == "pick" and s.picker == 0 and s.held != -1):
                return False
            kinds = [a.kind for a in match.legal_actions(0)]
            return "hang" not in kinds and kinds.count("swap") >= swaps and "excess" in kinds

        try:
            advance(match, random.Random(seed), test)
        except AssertionError:
            continue
        if not match.is_over():
            return match
    raise AssertionError("no position without room")


def letter_of(text: str) -> str:
    i = text.replace("&&", "").index("&")
    return text.replace("&&", "")[i + 1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_room_choices_show_their_whole_text_beside_no_lollipop(make_window, qtbot, lang):
    match = no_room(3)
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE, REMOTE], lang)
    window.resize(1280, 720)
    qtbot.wait(50)
    side = page.table.side
    buttons = side.action_buttons
    assert len(buttons) == 5
    problems = [p for p in clipped(window) if "button" in p]
    assert not problems, problems
    for b in buttons:
        assert b.height() >= b.heightForWidth(b.width()), b.text()
    tops = sorted((b.geometry().top(), b.geometry().bottom()) for b in buttons)
    assert all(a[1] < b[0] for a, b in zip(tops, tops[1:]))  # (no button over another)
    assert not any(b.isVisible() for b in side.lollipops.values())  # (the room goes to the choices)
    window.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_alt_and_the_underlined_letter_sets_the_painting_aside_every_time(make_window, qtbot, lang):
    match = no_room(3)
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE, REMOTE], lang)
    window.activateWindow()
    table = page.table
    sent = []
    table.intent.disconnect()  # (the move stays unmade: the same choices are made afresh)
    table.intent.connect(sent.append)
    for _ in range(2):  # (the buttons made afresh keep their letters, and work)
        table.show_view(table._view, table._legal, table._seats, table._viewer)
        qtbot.wait(20)
        excess = next(b for b in table.side.action_buttons if b.property("anchor") == "excess")
        letters = [letter_of(b.text()).lower() for b in table.side.action_buttons]
        assert len(set(letters)) == len(letters), letters
        key = QKeySequence(letter_of(excess.text()).upper())[0].key()
        before = len(sent)
        QTest.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: len(sent) > before, timeout=2000)
        assert [a.kind for a in sent[before:]] == ["excess"], sent[before:]
    window.close()


def test_the_seat_on_screen_shows_only_its_own_hand_and_decor_while_a_computer_picks(qapp):
    from modernart_desktop.core.actions import LegalActions
    from modernart_desktop.ui.games.art_society.scene import HELD_BOX, DeskScene

    for want in ("held", "credit"):
        match = Match.new(GAME_ID, 4, seed=3)
        advance(
            match,
            random.Random(3),
            lambda s, want=want: (
                s.phase == "pick" and s.picker != 0 and (s.held != -1 if want == "held" else s.credit > 0)
            ),
        )
        view = match.view_for(0)
        assert view["turn"][want] not in (None, 0)  # (the picker's, in the public view)
        scene = DeskScene()
        scene.show_view(view, LegalActions(), False)
        in_hand = [i for i in scene.items_by_key.values() if HELD_BOX.contains(i.home)]
        assert not in_hand, want
        assert scene._labels["decor"].text() == "Decor", want


def test_the_prompt_says_what_to_do_without_room_and_why_decor_comes(make_window, qtbot):
    match = no_room(1)
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE, REMOTE])
    side = page.table.side
    assert "fits nowhere on your wall" in side.prompt.text()
    assert "Drag the painting in your hand" not in side.prompt.text()
    excess = next(b for b in side.action_buttons if b.property("anchor") == "excess")
    seq = match.seq
    excess.click()
    qtbot.waitUntil(lambda: match.seq > seq, timeout=5000)
    page.bridge.flush_now()
    assert match.state.credit  # (the 1-shield tile of an excess painting)
    text = side.prompt.text()
    assert "excess painting brings" in text and "Matching frames" not in text, text
    window.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_opponents_line_under_the_wall_shows_whole_beside_the_auctioneer_badge(
    make_window, qtbot, shots_dir, lang
):
    match = Match.new(GAME_ID, 4, seed=21)
    advance(
        match,
        random.Random(21),
        lambda s: s.phase == "bid" and s.auctioneer != 0 and s.bids[0] and s.bids[s.auctioneer],
    )
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE, REMOTE], lang)
    window.resize(1280, 720)
    qtbot.wait(50)
    boxes = [b for b in page.table.seat_boxes if b.isVisible() and b.role.isVisible()]
    assert boxes
    for box in boxes:
        shown = box.status_below if box.status_below.isVisible() else box.status
        assert shown.text() == box.full_status, (shown.text(), box.full_status)
        assert shown.height() >= shown.heightForWidth(shown.width())
    window.grab().save(str(shots_dir / f"art_society_auctioneer_line_{lang}_1280x720.png"))
    problems = [p for p in clipped(window) if any(b.full_status in p for b in boxes)]
    assert not problems, problems
    window.close()


def _edge_changes(before, after) -> int:
    """Pixels along the edges (4 px deep) that differ between two grabs of one widget."""
    a, b = before.toImage(), after.toImage()
    w, h = a.width(), a.height()
    changed = 0
    for d in range(4):
        for x in range(0, w, 2):
            changed += a.pixel(x, d) != b.pixel(x, d)
            changed += a.pixel(x, h - 1 - d) != b.pixel(x, h - 1 - d)
        for y in range(0, h, 2):
            changed += a.pixel(d, y) != b.pixel(d, y)
            changed += a.pixel(w - 1 - d, y) != b.pixel(w - 1 - d, y)
    return changed


def test_every_tab_stop_on_the_table_shows_a_focus_ring(make_window, qtbot):
    from PySide6.QtWidgets import QApplication

    from tests.ui.art_society.test_art_society_screens import SITUATIONS, _position

    match = _position(21, SITUATIONS["confirm"])
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE, REMOTE])
    window.resize(1280, 720)
    window.activateWindow()
    qtbot.wait(50)
    table = page.table
    stops = []
    for _ in range(20):
        w = QApplication.focusWidget()
        if w is not None and table.isAncestorOf(w) and w not in stops:
            stops.append(w)
        QTest.keyClick(w or window, Qt.Key.Key_Tab)
    kinds = {type(w).__name__ for w in stops}
    assert {"DeskView", "WallPicture", "WrapButton"} <= kinds, kinds
    for w in stops:
        w.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.wait(10)
        focused_shot = w.grab()
        window.menuBar().setFocus()  # (the focus elsewhere)
        w.clearFocus()
        qtbot.wait(10)
        plain = w.grab()
        ring = _edge_changes(focused_shot, plain)
        edge = 2 * (w.width() + w.height())
        assert ring > edge // 2, (type(w).__name__, ring, edge)
    window.close()


def test_your_excess_paintings_show_in_the_hands_slot_and_a_small_painting_keeps_its_value(qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from modernart_desktop.core.actions import LegalActions
    from modernart_desktop.ui.games.art_society.paint import paint_tile
    from modernart_desktop.ui.games.art_society.scene import HELD_BOX, DeskScene

    match = no_room(1)
    seat_excess = next(a for a in match.legal_actions(0) if a.kind == "excess")
    match.apply(0, seat_excess)
    tile = match.state.excess[0][0]
    advance(match, random.Random(1), lambda s: s.phase == "bid")
    view = match.view_for(0)
    scene = DeskScene()
    scene.show_view(view, LegalActions(), False)
    shown = [i for i in scene.items_by_key.values() if i.tile == tile]
    assert shown and HELD_BOX.contains(shown[0].sceneBoundingRect().center())
    assert "Excess" in scene._labels["held"].text() and scene._labels["held"].isVisible()
    # A 2×2 painting drawn 40 px wide (a slot, a small desk) still shows its value.
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.scale(0.25, 0.25)
    paint_tile(p, QRectF(0, 0, 160, 160), tile, 40.0)
    p.end()
    corner = [image.pixelColor(x, y) for x in range(26, 38) for y in range(26, 38)]
    light = sum(c.red() > 200 and c.green() > 200 and c.blue() > 200 for c in corner)
    dark = sum(c.red() < 90 and c.green() < 90 and c.blue() < 90 for c in corner)
    assert light > 10 and dark > 5, (light, dark)  # (the value: dark digits on a light badge)
