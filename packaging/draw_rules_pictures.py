#!/usr/bin/env python3
"""Draw the pictures of the in-app rules (run after changing how tiles are drawn):
`resources/rules/art_society_wall.png`, a wall partly hung, with the app's own painter."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

    from modernart_desktop.games.art_society import components as C
    from modernart_desktop.games.art_society import gallery as G
    from modernart_desktop.ui.games.art_society.paint import paint_wall

    app = QGuiApplication(sys.argv)  # noqa: F841  (fonts need an application)
    wall = G.Wall()
    # A start painting over the stars, then paintings and decor, each touching the wall so far.
    start = C.START_PAINTINGS[1]
    wall.hang(start, 4, 5)

    def pick(ptype: int, w: int, h: int, skip: int = 0) -> int:
        tiles = [
            t for t in C.AUCTION_PAINTINGS if (C.TILES[t].type, C.TILES[t].w, C.TILES[t].h) == (ptype, w, h)
        ]
        return tiles[skip]

    plan = [
        (pick(0, 3, 2), 2, 4),
        (pick(3, 2, 4), 4, 3),
        (pick(2, 2, 2), 4, 7),
        (pick(0, 4, 3), 7, 5),
        (pick(3, 3, 3), 1, 7),
        (pick(2, 2, 3), 6, 1),
        (C.DECOR_TILES[0], 6, 7),
        (C.DECOR_TILES[60], 1, 5),
    ]
    for tile, row, col in plan:
        t = C.TILES[tile]
        reason = G.why_not(wall, t.w, t.h, row, col)
        assert reason is None, (tile, row, col, reason)
        wall.hang(tile, row, col)
    cell = 34.0
    image = QImage(int(C.COLS * cell) + 8, int(C.ROWS * cell) + 8, QImage.Format.Format_ARGB32)
    image.fill(QColor(Qt.GlobalColor.transparent))
    p = QPainter(image)
    paint_wall(p, QPointF(4, 4), cell, [[t, r, c] for t, (r, c) in wall.placed.items()])
    p.end()
    out = ROOT / "resources" / "rules" / "art_society_wall.png"
    image.save(str(out))
    print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
