"""Dragging a painting across an Art Society wall, offscreen: the time per highlight
update (snap to a cell, ask the geometry module, shade the spot, outline the matching
frames and faux pas, place the reason) and the time per mouse move including Qt's event
dispatch and a synchronous repaint of the desk. The goal is 60 frames per second or
better, i.e. well under 16.7 ms per move, on a half-full wall.
Run: QT_QPA_PLATFORM=offscreen python benchmarks/art_society_drag.py"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MODERNART_DATA_DIR", tempfile.mkdtemp(prefix="drag-bench-"))

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.art_society import components as C
from modernart_desktop.host.table import REMOTE, SeatInfo


def half_full(seed: int) -> Match:
    """Random play (hanging whenever it can) until seat 0 picks with a wall about half full."""
    match = Match.new("art_society", 3, seed=seed)
    rnd = random.Random(seed)
    for _ in range(20000):
        s = match.state
        if (
            s.phase == "pick"
            and s.picker == 0
            and not s.took
            and s.walls[0].empty_cells() <= C.ROWS * C.COLS // 2
        ):
            return match
        if match.is_over():
            return half_full(seed + 1)
        seat = min(match.active_seats())
        legal = list(match.legal_actions(seat))
        hangs = [a for a in legal if a.kind in ("hang", "decor", "hang_start")]
        confirm = [a for a in legal if a.kind == "confirm"]
        choice = (
            rnd.choice(hangs)
            if hangs
            else (confirm[0] if confirm else rnd.choice([a for a in legal if a.kind != "reset"]))
        )
        match.apply(seat, choice)
    raise SystemExit("no half-full position found")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    from modernart_desktop.ui.games.art_society import PLUGIN
    from modernart_desktop.ui.games.art_society import planning as P
    from modernart_desktop.ui.games.art_society.scene import CELL, WALL

    match = half_full(4)
    table = PLUGIN.create_table(None)
    table.resize(1100, 780)
    seats = [SeatInfo("Nina"), SeatInfo("Ada", REMOTE), SeatInfo("Bruno", REMOTE)]
    table.show_view(match.view_for(0), match.legal_actions(0), seats, 0)
    table.show()
    app.processEvents()
    scene, desk = table.scene, table.desk
    tile = max(match.state.auction, key=lambda t: C.TILES[t].w * C.TILES[t].h)
    item = scene.item_for(P.AUCTION, tile)
    t = C.TILES[tile]
    empty = match.state.walls[0].empty_cells()
    # Every spot on the wall, row by row, as a cursor sweeping across it.
    spots = [(r, c) for r in range(-1, C.ROWS - t.h + 2) for c in range(-1, C.COLS - t.w + 2)]

    # 1. The highlight update alone (what runs for each mouse move).
    scene.lift(item, item.sceneBoundingRect().center())
    scene.timings.clear()
    for _ in range(5):
        for r, c in spots:
            scene.carry_to(QPointF(WALL.x() + (c + t.w / 2) * CELL, WALL.y() + (r + t.h / 2) * CELL))
    scene.cancel()
    updates = [x * 1000 for x in scene.timings]

    # 2. A real mouse drag: press, then a move per spot, each followed by a synchronous repaint.
    port = desk.viewport()
    QTest.mousePress(
        port,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        desk.mapFromScene(item.sceneBoundingRect().center()),
    )
    frames = []
    for _ in range(3):
        for r, c in spots:
            point = desk.mapFromScene(
                QPointF(WALL.x() + (c + t.w / 2) * CELL, WALL.y() + (r + t.h / 2) * CELL)
            )
            started = time.perf_counter()
            QTest.mouseMove(port, point)
            port.repaint()
            frames.append((time.perf_counter() - started) * 1000)
    QTest.keyClick(desk, Qt.Key.Key_Escape)
    QTest.mouseRelease(
        port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, desk.mapFromScene(item.home)
    )

    def line(name: str, values: list[float]) -> str:
        values = sorted(values)
        p95 = values[int(len(values) * 0.95) - 1]
        return (
            f"{name}: median {statistics.median(values):.3f} ms, p95 {p95:.3f} ms, max {values[-1]:.3f} ms "
            f"({len(values)} samples; {1000 / statistics.median(values):.0f} per second at the median)"
        )

    print(
        f"wall: {C.COLS}x{C.ROWS}, {empty} empty cells; dragged tile {t.w}x{t.h}; desk {desk.width()}x{desk.height()} px"
    )
    print(line("highlight update", updates))
    print(line("mouse move + repaint", frames))
    ok = statistics.median(frames) < 1000 / 60
    print("60 frames/s:", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
