"""The app's icon (an easel, a painting and the auctioneer's gavel), in every size.

The icons live in `resources/icons/hicolor/` (freedesktop layout, so the desktop
install script copies the same files); a checkout has that folder beside the package,
a wheel or a bundle carries it inside the package.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

from modernart_desktop.storage import paths

# The reverse-DNS id shared by the icon files, the .desktop entry and the AppStream metainfo.
APP_ID = "io.github.modernart_desktop.ModernArtDesktop"


def icon_files() -> list[Path]:
    for base in (paths.package_root().parent, paths.package_root()):
        hicolor = base / "resources" / "icons" / "hicolor"
        found = sorted(hicolor.glob(f"*/apps/{APP_ID}.*"))
        if found:
            return found
    return []


def app_icon() -> QIcon:
    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    return icon
