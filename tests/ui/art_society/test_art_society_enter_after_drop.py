"""After a painting is dropped with the mouse, Enter confirms the turn: the keyboard is on
"Confirm", not on the desk (where Enter would pick up a painting again: the assistant's,
which may still be hung) - also after moving a painting hung this turn."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from modernart_desktop.games.art_society import components as C
from modernart_desktop.games.art_society import gallery as G
from modernart_desktop.host.table import HUMAN, REMOTE
from modernart_desktop.ui.games.art_society import planning as P
from tests.ui.art_society.test_art_society_table import drag, open_game, position_in_pick, spot_centre
from tests.ui.live_tables import live_match


def test_enter_confirms_after_a_mouse_drop_and_after_a_mouse_move(make_window, qtbot):
    match = position_in_pick(seed=4)
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    window.activateWindow()
    table, scene = page.table, page.table.scene
    wall = match.state.walls[0]
    tile, first = next(
        (tile, a)
        for tile in match.state.auction
        for a in G.legal_anchors(wall, C.TILES[tile].w, C.TILES[tile].h)
        if not G.matching_frames(wall, tile, *a)
    )
    table.desk.setFocus(Qt.FocusReason.MouseFocusReason)  # (what the press on the desk does)
    drag(page, scene.item_for(P.AUCTION, tile), spot_centre(P.Piece(P.AUCTION, tile), *first))
    qtbot.waitUntil(lambda: tile in match.state.walls[0].placed and not table.busy(), timeout=5000)
    page.bridge.flush_now()
    confirm = next(b for b in table.side.action_buttons if b.objectName() == "Primary")
    assert window.focusWidget() is confirm, window.focusWidget()

    # The painting moved with the mouse: the question is the same (confirm or take back)
    t = C.TILES[tile]
    without = match.state.walls[0].clone()
    without.remove(tile)
    second = next(
        a
        for a in G.legal_anchors(without, t.w, t.h)
        if a != first and not G.matching_frames(without, tile, *a)
    )
    table.desk.setFocus(Qt.FocusReason.MouseFocusReason)
    item = scene.item_for(P.MOVE, tile)
    drag(page, item, spot_centre(item.piece, *second))
    qtbot.waitUntil(
        lambda: match.state.walls[0].placed.get(tile) == second and not table.busy(), timeout=5000
    )
    page.bridge.flush_now()
    focus = window.focusWidget()
    assert focus.objectName() == "Primary", focus
    QTest.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.state.picker != 0, timeout=5000)
    assert scene.carried is None
    assert match.state.walls[0].placed[tile] == second


def test_enter_confirms_after_a_mouse_drop_while_the_assistants_painting_may_still_be_hung(
    make_window, qtbot
):
    def ready(match) -> bool:
        return "take" in match.legal_actions(0).kinds() and match.view_for(0)["assistants"][0] is not None

    match = live_match("art_society", seed=11, players=2, moves=56, want=ready)
    plan = None
    for take in match.legal_actions(0).of_kind("take"):
        trial = copy.deepcopy(match)
        trial.apply(0, take)
        hang = next((h for h in trial.legal_actions(0).of_kind("hang") if h.tile == take.tile), None)
        if hang is None:
            continue
        trial.apply(0, hang)
        if "confirm" in trial.legal_actions(0).kinds() and "hang" in trial.legal_actions(0).kinds():
            plan = (take.tile, (hang.row, hang.col))
            break
    assert plan is not None, "a pick where the assistant's painting may still be hung"
    tile, spot = plan
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    window.activateWindow()
    table, scene = page.table, page.table.scene
    table.desk.setFocus(Qt.FocusReason.MouseFocusReason)
    drag(page, scene.item_for(P.AUCTION, tile), spot_centre(P.Piece(P.AUCTION, tile), *spot))
    qtbot.waitUntil(lambda: tile in match.state.walls[0].placed and not table.busy(), timeout=5000)
    page.bridge.flush_now()
    assert scene.item_for(P.ASSISTANT, match.view_for(0)["assistants"][0]) is not None
    focus = window.focusWidget()
    assert focus.objectName() == "Primary", focus
    QTest.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.state.phase != "pick" or match.state.picker != 0, timeout=5000)
    assert scene.carried is None
