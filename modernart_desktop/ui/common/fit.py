"""Dialogs fit the screen they open on, at their window's zoom.

A dialog sizes itself to its contents; on a small screen (1280×720, a laptop with a
panel) a tall one (the final ranking, the rules) would put its buttons below the
screen's edge. One application-wide filter shrinks every dialog, when it is shown, to
the screen's free area (leaving room for the window manager's title bar) and keeps it
on that screen; the dialogs whose contents can be taller keep them in a scroll area,
so shrinking never clips anything. Before that, a dialog takes the zoom of the window
it opens over (ui/common/zoom.py), cut down as far as its screen needs.
"""

from __future__ import annotations

from functools import partial

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget

TITLE_BAR = 40  # room for the window manager's title bar above a dialog
EDGE = 8  # and a little space at the screen's sides


def room_on_screen(window: QWidget) -> QRect:
    """The part of the screen a window may use (without its title bar)."""
    parent = window.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or window.screen()
    screen = screen or QGuiApplication.primaryScreen()
    free = screen.availableGeometry()
    return free.adjusted(EDGE, TITLE_BAR, -EDGE, -EDGE)


def fit_to_screen(window: QWidget) -> None:
    """At most as large as the screen's free area (never below the window's minimum
    size)."""
    size = window.size().boundedTo(room_on_screen(window).size()).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)


def keep_on_screen(window: QWidget) -> None:
    """Inside the screen's free area (a dialog centred on a window near the screen's
    edge, or taller than the room above it)."""
    if not shiboken6.isValid(window) or not window.isVisible():
        return
    room = room_on_screen(window)
    geometry = window.geometry()
    x = max(room.left(), min(geometry.x(), room.right() - geometry.width() + 1))
    y = max(room.top(), min(geometry.y(), room.bottom() - geometry.height() + 1))
    if (x, y) != (geometry.x(), geometry.y()):
        window.move(window.pos() + QPoint(x - geometry.x(), y - geometry.y()))


def zoom_to_window(dialog: QWidget) -> None:
    """The dialog at its window's zoom (ui/common/zoom.py: a 2560×1440 window draws its
    table twice as large, and its dialogs with it), never larger than its screen holds:
    the zoom is cut down until the dialog's least size fits the screen's free area."""
    from modernart_desktop.ui.common.zoom import STEP, dialog_zoom, set_zoom, zoom_of

    wanted = dialog_zoom(dialog)
    current = zoom_of(dialog)
    if wanted == current and dialog.property("uiZoom") is not None:
        return
    room = room_on_screen(dialog).size()
    zoom = wanted
    while True:
        set_zoom(dialog, zoom)
        layout = dialog.layout()
        if layout is not None:
            layout.activate()
        least = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
        if zoom <= 1.0 or (least.width() <= room.width() and least.height() <= room.height()):
            break
        zoom = max(1.0, round(zoom - STEP, 2))
    hint = dialog.sizeHint()
    if zoom != current and hint.isValid():
        # grown (or shrunk) with its words: the size its code gave it (a rules window) at
        # the new zoom, else the size its contents ask for
        if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized):
            scale = zoom / current
            dialog.resize(
                hint.expandedTo(QSize(round(dialog.width() * scale), round(dialog.height() * scale)))
            )
        else:
            # as wide as it was, at the new zoom; as tall as its words then need
            width = max(hint.width(), round(dialog.width() * zoom / current))
            height = hint.height()
            layout = dialog.layout()
            if layout is not None and layout.hasHeightForWidth():
                height = max(height, layout.totalHeightForWidth(width))
            dialog.resize(QSize(width, height).expandedTo(dialog.minimumSizeHint()))


class DialogsFitTheScreen(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isWindow():
            zoom_to_window(watched)
            fit_to_screen(watched)
            # Placed once the dialog has placed itself (centred on its parent, after this).
            QTimer.singleShot(0, partial(keep_on_screen, watched))
        return False


def install_dialog_fitting(app: QApplication) -> None:
    """Once per application (every main window calls it)."""
    if app.findChild(DialogsFitTheScreen) is None:
        app.installEventFilter(DialogsFitTheScreen(app))
