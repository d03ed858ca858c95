#!/usr/bin/env python3
"""Render the app icon's PNG sizes from its SVG (run after editing the SVG).

    python packaging/render_icons.py

Writes resources/icons/hicolor/<n>x<n>/apps/<APP_ID>.png for the usual freedesktop sizes
and copies the SVG to hicolor/scalable/apps/; the app, the desktop entry and the
bundle all take the icon from there.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from modernart_desktop.ui.app_icon import APP_ID

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    source = ROOT / "resources" / "icons" / "modernart-desktop.svg"
    hicolor = ROOT / "resources" / "icons" / "hicolor"
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        print(f"cannot read {source}", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
        print(f"written: {out.relative_to(ROOT)}")
    scalable = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, scalable)
    print(f"written: {scalable.relative_to(ROOT)}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
