#!/usr/bin/env python3
"""The AppStream screenshots: taken from the app itself, headless, then made small.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q tests/ui/test_screenshots.py tests/ui/card_game
    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/screenshots.py

The UI tests render every screen into artifacts/screenshots/ (git-ignored); this picks
the ones the metainfo file names and stores them, 960 pixels wide as JPEG (small), in docs/screenshots/.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WIDTH = 960
PICKED = {  # stored name: the UI test's screenshot
    "start-page.jpg": "01_start_page.png",
    "modern-art-open-auction.jpg": "11_auction_open.png",
    "card-game-table.jpg": "card_game_title_en.png",
    "friesematenten-auction.jpg": "friese_auction_en.png",
}


def main() -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    source = ROOT / "artifacts" / "screenshots"
    target = ROOT / "docs" / "screenshots"
    target.mkdir(parents=True, exist_ok=True)
    for name, shot in PICKED.items():
        image = QImage(str(source / shot))
        if image.isNull():
            print(f"missing {source / shot}: run the UI screenshot tests first", file=sys.stderr)
            return 1
        small = image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
        small.convertToFormat(QImage.Format.Format_RGB32).save(str(target / name), "JPG", 85)
        print(f"written: docs/screenshots/{name} ({small.width()}x{small.height()})")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
