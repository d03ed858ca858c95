"""The system libraries Qt's X11 (xcb) platform plug-in needs, checked before Qt starts.

When one of them is missing, Qt aborts with a message naming only the first it tried
(often the wrong one). We look for each library ourselves first and print the one
command that installs them all. Qt-free: this runs before PySide6 opens a window.

`python -m modernart_desktop.desktop_libs --debian` prints the Debian/Ubuntu packages
(the README's first command names the same list; a test keeps them equal).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SystemLibrary:
    soname: str
    debian: str  # Debian and Ubuntu package
    fedora: str  # Fedora package


# Everything libqxcb.so and libQt6XcbQpa.so link to beyond glibc and what any desktop
# has (found with `ldd` over the plug-in of the PySide6 we depend on).
XCB_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    SystemLibrary("libEGL.so.1", "libegl1", "libglvnd-egl"),
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)

# Not a library: Debian and Ubuntu ship `python3 -m venv` separately.
DEBIAN_EXTRA = ("python3-venv",)


def debian_packages() -> list[str]:
    """What the README's first command asks apt-get for, in a stable order."""
    return [*DEBIAN_EXTRA, *dict.fromkeys(lib.debian for lib in XCB_LIBRARIES)]


def fedora_packages() -> list[str]:
    return list(dict.fromkeys(lib.fedora for lib in XCB_LIBRARIES))


def uses_xcb(env: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Will Qt try its X11 plug-in? Only on Linux, under X11 (a Wayland session uses its
    own plug-in unless told otherwise; offscreen and the like need none of this)."""
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(loads: Callable[[str], bool] | None = None) -> list[SystemLibrary]:
    can_load = loads or _loads
    return [lib for lib in XCB_LIBRARIES if not can_load(lib.soname)]


def missing_message(missing: list[SystemLibrary]) -> str:
    names = ", ".join(lib.soname for lib in missing)
    debian = " ".join(dict.fromkeys(lib.debian for lib in missing))
    fedora = " ".join(dict.fromkeys(lib.fedora for lib in missing))
    return (
        f"Modern Art Desktop cannot open its window: Qt needs system libraries that are "
        f"not installed: {names}.\n"
        f"Debian/Ubuntu:  sudo apt-get install {debian}\n"
        f"Fedora:         sudo dnf install {fedora}\n"
    )


def check_before_qt(env: Mapping[str, str] | None = None) -> str | None:
    """The message to print instead of starting Qt, or None when all is there."""
    if not uses_xcb(os.environ if env is None else env):
        return None
    missing = missing_libraries()
    return missing_message(missing) if missing else None


if __name__ == "__main__":
    if "--fedora" in sys.argv:
        print(" ".join(fedora_packages()))
    else:
        print(" ".join(debian_packages()))
