"""Screenshots of the Art Society table in English, Polish and French: the start, a
tile dragged over a legal and over an illegal spot mid-game, and the final scoring."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from modernart_desktop.core.match import Match
from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.host.table import HUMAN, REMOTE
from modernart_desktop.ui.games.art_society import planning as P
from tests.ui.art_society.test_art_society_table import open_game, spot_centre

GAME_ID = "art_society"


def advance(match: Match, rnd: random.Random, until) -> None:
    """Random legal play (confirming soon, hanging when it can) until `until(state)`."""
    for _ in range(5000):
        if until(match.state) or match.is_over():
            return
        seat = min(match.active_seats())
        legal = list(match.legal_actions(seat))
        hangs = [a for a in legal if a.kind in ("hang", "decor", "hang_start")]
        if hangs:
            action = rnd.choice(hangs)
        else:
            action = next((a for a in legal if a.kind == "confirm"), None) or rnd.choice(
                [a for a in legal if a.kind != "reset"]
            )
        match.apply(seat, action)
    raise AssertionError("position not reached")


def mid_game(seed: int = 7) -> Match:
    match = Match.new(GAME_ID, 3, seed=seed)
    rnd = random.Random(seed)
    advance(
        match,
        rnd,
        lambda s: s.round >= 5 and s.phase == "pick" and s.picker == 0 and not s.took,
    )
    return match


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_screenshots_of_the_table(make_window, qtbot, shots_dir, lang):
    start = Match.new(GAME_ID, 3, seed=7)
    window, page = open_game(make_window, start, [HUMAN, REMOTE, REMOTE], lang)
    qtbot.wait(30)
    window.grab().save(str(shots_dir / f"art_society_start_{lang}.png"))
    window.close()

    match = mid_game()
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE], lang)
    scene, desk = page.table.scene, page.table.desk
    wall = match.state.walls[0]
    tile = max(match.state.auction, key=lambda t: C.TILES[t].w * C.TILES[t].h)
    item = scene.item_for(P.AUCTION, tile)
    t = C.TILES[tile]
    legal_spots = G.legal_anchors(wall, t.w, t.h)
    assert legal_spots
    port = desk.viewport()
    QTest.mousePress(
        port,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        desk.mapFromScene(item.sceneBoundingRect().center()),
    )
    QTest.mouseMove(port, desk.mapFromScene(spot_centre(item.piece, *legal_spots[0])))
    assert scene.plan is not None and scene.plan.actions
    qtbot.wait(30)  # (the side panel lays out its new text)
    window.grab().save(str(shots_dir / f"art_society_drag_legal_{lang}.png"))
    bad = next(
        (r, c)
        for r in range(C.ROWS - t.h + 1)
        for c in range(C.COLS - t.w + 1)
        if G.why_not(wall, t.w, t.h, r, c) == G.OVERLAP
    )
    QTest.mouseMove(port, desk.mapFromScene(spot_centre(item.piece, *bad)))
    assert scene.plan is not None and not scene.plan.actions
    qtbot.wait(30)
    window.grab().save(str(shots_dir / f"art_society_drag_illegal_{lang}.png"))
    QTest.keyClick(desk, Qt.Key.Key_Escape)
    QTest.mouseRelease(
        port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, desk.mapFromScene(item.home)
    )
    window.close()

    end = Match.new(GAME_ID, 3, seed=9)
    advance(end, random.Random(9), lambda s: False)
    assert end.is_over()
    window, page = open_game(make_window, end, [HUMAN, REMOTE, REMOTE], lang)
    qtbot.waitUntil(lambda: page.result_dialog is not None and page.result_dialog.isVisible(), timeout=5000)
    qtbot.wait(50)
    window.grab().save(str(shots_dir / f"art_society_end_table_{lang}.png"))
    page.result_dialog.grab().save(str(shots_dir / f"art_society_final_{lang}.png"))


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_rules_say_the_tile_data_is_ours_and_show_a_wall(make_window, qtbot, shots_dir, lang):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from modernart_desktop.ui.rules_viewer import RulesViewer, rules_path

    window = make_window(lang)
    path = rules_path("art_society", lang)
    assert path is not None and path.name == f"art_society.{lang}.md"
    text = path.read_text(encoding="utf-8")
    assert "![" in text and "art_society_wall.png" in text
    assert {
        "en": "designed for this app",
        "pl": "zaprojektowano dla tej aplikacji",
        "fr": "conçues pour cette application",
    }[lang] in text
    viewer = RulesViewer("art_society", window)
    viewer.show()
    picture = viewer.browser.loadResource(
        QTextDocument.ResourceType.ImageResource, QUrl("art_society_wall.png")
    )
    assert picture is not None and not getattr(picture, "isNull", lambda: not picture)()
    if lang == "en":
        qtbot.wait(30)
        viewer.grab().save(str(shots_dir / "art_society_rules_en.png"))
    viewer.close()


def _position(seed: int, test) -> Match:
    match = Match.new(GAME_ID, 4, seed=seed)
    advance(match, random.Random(seed), test)
    return match


SITUATIONS = {
    "start": lambda s: True,
    "choose": lambda s: s.phase == "choose" and s.auctioneer == 0 and s.round >= 1,
    "bid": lambda s: s.phase == "bid" and s.round >= 2 and s.bids[0] == 0,
    "decor": lambda s: s.phase == "pick" and s.picker == 0 and s.credit > 0,
    "confirm": lambda s: s.phase == "pick" and s.picker == 0 and s.took and s.held == -1 and not s.credit,
}


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_table_has_room_for_its_texts_at_1280x720(make_window, qtbot, shots_dir, lang):
    from tests.ui.test_no_clipped_text import clipped

    problems = []
    for name, test in SITUATIONS.items():
        match = _position(21, test)
        window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE, REMOTE], lang)
        window.resize(1280, 720)
        problems += [f"{name}: {p}" for p in clipped(window)]
        if lang == "fr":  # (the longest texts)
            window.grab().save(str(shots_dir / f"art_society_{name}_fr_1280x720.png"))
        window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_drag_bubble_stays_whole_on_the_desk_at_every_spot(make_window, qtbot, shots_dir, lang):
    """The text under a carried tile (long in French: "Accrocher ici · …") is never cut
    at the desk's edge: over every spot of the wall, its box lies inside what the view shows."""
    from modernart_desktop.ui.games.art_society.scene import SCENE_RECT

    match = mid_game()
    window, page = open_game(make_window, match, [HUMAN, REMOTE, REMOTE], lang)
    window.resize(1280, 720)
    qtbot.wait(30)
    scene, desk = page.table.scene, page.table.desk
    tile = max(match.state.auction, key=lambda t: C.TILES[t].w * C.TILES[t].h)
    item = scene.item_for(P.AUCTION, tile)
    port = desk.viewport()
    shown = desk.mapToScene(port.rect()).boundingRect().adjusted(-1, -1, 1, 1)
    QTest.mousePress(
        port,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        desk.mapFromScene(item.sceneBoundingRect().center()),
    )
    longest = ""
    t = C.TILES[tile]
    for r in range(C.ROWS - t.h + 1):
        for c in range(C.COLS - t.w + 1):
            QTest.mouseMove(port, desk.mapFromScene(spot_centre(item.piece, r, c)))
            box = scene.bubble_box.sceneBoundingRect()
            assert scene.bubble_box.isVisible()
            assert SCENE_RECT.contains(box) and shown.contains(box), (r, c, scene.bubble.text(), box)
            longest = max(longest, scene.bubble.text(), key=len)
            if c == 0 and r == C.ROWS - t.h:
                window.grab().save(str(shots_dir / f"art_society_drag_left_edge_{lang}.png"))
    assert longest
    QTest.keyClick(desk, Qt.Key.Key_Escape)
    QTest.mouseRelease(
        port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, desk.mapFromScene(item.home)
    )
