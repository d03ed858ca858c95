"""A refusal's reason does not outstay its moment: the red words under a refused drop go
as soon as the player walks on (a key, another tile picked up and carried off the
wall) or the position changes; the side panel's red refusal goes once the table has
moved on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.host.table import HUMAN, REMOTE
from modernart_desktop.ui.games.art_society import planning as P
from modernart_desktop.ui.games.art_society.scene import SCENE_RECT
from tests.ui.art_society.test_art_society_table import open_game, position_in_pick, spot_centre


def drop_illegally(page, item) -> None:
    """Carry the tile to the wall's far corner (touching nothing) and let go there."""
    desk = page.table.desk
    port = desk.viewport()
    start = desk.mapFromScene(item.sceneBoundingRect().center())
    end = desk.mapFromScene(spot_centre(item.piece, 0, 0))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, end)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_refused_drops_reason_goes_when_the_player_moves_on(make_window, qtbot):
    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    table, scene = page.table, page.table.scene
    first, second = match.state.auction[:2]
    t = C.TILES[first]
    assert G.why_not(match.state.walls[0], t.w, t.h, 0, 0) == G.NO_CONTACT

    drop_illegally(page, scene.item_for(P.AUCTION, first))
    assert scene.bubble_box.isVisible() and "Must touch" in scene.bubble.text()
    table.desk.setFocus()
    QTest.keyClick(table.desk, Qt.Key.Key_Right)  # the keyboard walks to another tile
    assert not scene.bubble_box.isVisible()

    drop_illegally(page, scene.item_for(P.AUCTION, first))
    assert scene.bubble_box.isVisible()
    # another tile picked up and carried off the wall: no words of the last spot
    desk, item = table.desk, scene.item_for(P.AUCTION, second)
    port = desk.viewport()
    start = desk.mapFromScene(item.sceneBoundingRect().center())
    away = desk.mapFromScene(SCENE_RECT.bottomRight() - (SCENE_RECT.bottomRight() - SCENE_RECT.center()) / 8)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(port, away)
    assert scene.carried is item and scene.plan is None
    assert not scene.bubble_box.isVisible()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, away)

    drop_illegally(page, scene.item_for(P.AUCTION, first))
    assert scene.bubble_box.isVisible()
    page._render()  # the position drawn again (a new one, or a pause, a clock)
    assert not scene.bubble_box.isVisible()


def test_the_side_panels_refusal_goes_once_the_table_moves_on(make_window, qtbot):
    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    page.bridge.session_refused(0, "action/not_now", {})
    assert page.refusal.isVisible()
    page._render()  # the same position: the refusal stays to be read
    assert page.refusal.isVisible()
    tile = match.state.auction[0]
    # the position moves on without a move from this screen (as another seat's would)
    assert page.session.submit(0, match.legal_actions(0).of_kind("take")[0], based_on_seq=page.bridge.seq(0))
    qtbot.waitUntil(lambda: match.state.took, timeout=5000)
    page.bridge.flush_now()
    assert tile is not None and not page.refusal.isVisible()
