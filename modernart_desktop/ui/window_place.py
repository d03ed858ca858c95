"""Where the main window opens: always inside the free area of a screen.

A first start opens at a comfortable size (DEFAULT_SIZE) but never larger than the
screen's free area (a 1280×720 laptop, or 2560×1440 device pixels at 200 % scaling, is
only 1280×720 logical pixels). A remembered size and position come back as they were
while they still fit: a window left on a second screen opens there again while that
screen exists; one whose screen is gone, or that no longer fits (a smaller screen, a
lower resolution), is brought back inside the screen it overlaps most, else the
primary screen.

Before the window is shown its frame (title bar, borders) is unknown: FRAME is the
room left for it.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1360, 860)
# The smallest window the tables are laid out for: it fits a 1280×720 screen under a
# panel (about 48 px) and a title bar (about 40 px).
MINIMUM_SIZE = QSize(1000, 600)
FRAME = QMargins(4, 36, 4, 4)  # a window manager's frame, until the real one is known


def frame_margins(window: QWidget) -> QMargins:
    """The window's frame: the real one once it is shown, else FRAME."""
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        return QMargins(
            inner.left() - outer.left(),
            inner.top() - outer.top(),
            outer.right() - inner.right(),
            outer.bottom() - inner.bottom(),
        )
    return FRAME


def screen_for(rect: QRect) -> QScreen | None:
    """The screen whose free area holds most of `rect` (None: it lies off every screen)."""
    best: QScreen | None = None
    most = 0
    for screen in QGuiApplication.screens():
        common = screen.availableGeometry().intersected(rect)
        area = common.width() * common.height() if not common.isEmpty() else 0
        if area > most:
            best, most = screen, area
    return best


def room(screen: QScreen, frame: QMargins) -> QRect:
    """The client area a window may take on `screen`: its free area less the frame."""
    return screen.availableGeometry().marginsRemoved(frame)


def place(window: QWidget, remembered: bool) -> None:
    """Size and place `window` inside a screen's free area (see the module's text).
    `remembered`: its geometry was restored from the settings, so it is kept where it
    still fits; otherwise it opens at DEFAULT_SIZE (or less) in the middle of the screen."""
    frame = frame_margins(window)
    geometry = window.geometry()
    screen = screen_for(geometry.marginsAdded(frame)) if remembered else None
    screen = screen or QGuiApplication.primaryScreen() or window.screen()
    if screen is None:
        return
    free = room(screen, frame)
    window.setMinimumSize(MINIMUM_SIZE.boundedTo(free.size()))
    if window.isMaximized() or window.isFullScreen():
        return  # the window manager fits those to their screen
    size = (geometry.size() if remembered else DEFAULT_SIZE).boundedTo(free.size())
    size = size.expandedTo(window.minimumSize())
    if remembered:
        x = max(free.left(), min(geometry.x(), free.right() - size.width() + 1))
        y = max(free.top(), min(geometry.y(), free.bottom() - size.height() + 1))
        where = QPoint(x, y)
    else:
        where = free.center() - QPoint(size.width() // 2, size.height() // 2)
    if window.screen() is not screen:
        window.setScreen(screen)
    window.setGeometry(QRect(where, size))
