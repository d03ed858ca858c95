"""Colour-blind safe, shown: each table is rendered in a live game (Art Society while a
tile is dragged over a spot where it may not hang), the colours that tell things apart
are found on the screenshot, simulated for protanopia, deuteranopia and tritanopia
(colour-science's Machado 2009 matrices) and must stay at least MIN_DELTA_E (CIEDE2000)
apart; so must the round chart's seat colours. Every figure is printed:

    .venv/bin/python -m pytest -q -s tests/ui/test_colour_vision.py
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui import colour_vision as CV
from tests.ui.live_tables import GAME_IDS, live_match

pytest.importorskip("colour", reason="colour-science is in the test extra: pip install -e '.[test]'")


def report(where: str, palette: CV.Palette, found, worst) -> list[str]:
    on_screen = ", ".join(f"{thing} {n} px" for thing, (_rgb, n) in found.items())
    lines = [f"{where} · {palette.name} (on screen: {on_screen}); also told apart by: {palette.other_cue}"]
    lines += [
        f"    {w.deficiency:<13} closest pair {w.pair[0]} / {w.pair[1]}: ΔE2000 {w.delta_e:5.1f}"
        for w in worst
    ]
    return lines


def drag_over_an_illegal_spot(page) -> None:
    from modernart_desktop.games.art_society import components as C
    from modernart_desktop.games.art_society import gallery as G
    from modernart_desktop.ui.games.art_society import planning as P
    from tests.ui.art_society.test_art_society_table import spot_centre

    scene, desk = page.table.scene, page.table.desk
    view = page.bridge.view(page.viewer)
    tile = max(view["auction"], key=lambda t: C.TILES[t].w * C.TILES[t].h)
    item = scene.item_for(P.AUCTION, tile)
    wall = page.session.table.match.state.walls[0]
    t = C.TILES[tile]
    port = desk.viewport()
    QTest.mousePress(
        port,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        desk.mapFromScene(item.sceneBoundingRect().center()),
    )
    bad = next(
        (r, c)
        for r in range(C.ROWS - t.h + 1)
        for c in range(C.COLS - t.w + 1)
        if G.why_not(wall, t.w, t.h, r, c) is not None
    )
    QTest.mouseMove(port, desk.mapFromScene(spot_centre(item.piece, *bad)))
    assert scene.ghost.data(0) == "illegal"
    pen, brush = scene.ghost.pen(), scene.ghost.brush()  # not by colour alone
    assert pen.style() == Qt.PenStyle.DashLine and brush.style() == Qt.BrushStyle.BDiagPattern


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_colours_that_tell_things_apart_stay_apart(open_position, shots_dir, game_id):
    want = None
    if game_id == "art_society":
        want = lambda m: m.state.phase == "pick" and m.state.order[m.state.pos] == 0 and not m.state.took  # noqa: E731
    window, page = open_position(live_match(game_id, want=want))
    if game_id == "art_society":
        drag_over_an_illegal_spot(page)
    for _ in range(3):
        QApplication.processEvents()
    image = window.grab().toImage()
    image.save(str(shots_dir / f"colour_vision_{game_id}.png"))
    lines, failed = [], []
    for palette in CV.palettes(game_id):
        found, worst = CV.measure(image, palette)
        assert any(n > 0 for _rgb, n in found.values()), f"{palette.name}: none on screen"
        lines += report(game_id, palette, found, worst)
        failed += [w for w in worst if w.delta_e < CV.MIN_DELTA_E]
    print("\n" + "\n".join(lines))
    assert not failed, failed


def test_the_round_charts_seats_stay_apart(qapp, shots_dir):
    from modernart_desktop.ui.after.charts import RoundChart

    chart = RoundChart()
    chart.resize(640, 300)
    names = ["Nina", "Ada", "Bruno", "Clara", "Diego"]
    chart.set_data(names, [[s * 3 + r * (4 + s) for s in range(5)] for r in range(4)], str)
    image = chart.grab().toImage()
    image.save(str(shots_dir / "colour_vision_chart.png"))
    palette = CV.chart_palette()
    found, worst = CV.measure(image, palette)
    print("\n" + "\n".join(report("round chart", palette, found, worst)))
    assert all(n > 0 for _rgb, n in found.values())
    assert all(w.delta_e >= CV.MIN_DELTA_E for w in worst), worst
