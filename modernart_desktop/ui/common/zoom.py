"""The app grows with its window: one zoom factor for a page and everything on it.

The pages were laid out for a 1280×720 window. In a larger window (1600×1000, a full
1920×1080 or 2560×1440 screen) the same layout with the same pixel sizes would leave
the cards small and the space empty, so each page is zoomed: zoom = how many times the
window holds 1280×720 (the smaller of width and height), from 1 up to MAX_ZOOM.

What the zoom changes, for a page and all its parts (the dialogs, which have their own
window, take their window's zoom as they open, as far as their screen holds them,
ui/common/fit.py; the menu bar and its menus follow the window's zoom too):
- the text: a rule on the page gives every text without a size of its own the zoomed
  size, and every size in the style sheets set on the page or its parts ("font-size:
  12pt", "padding: 6px 14px") is multiplied, from their own values (never twice);
- the layouts' margins and spacing;
- the pixel sizes a part sets itself (a card's width, a panel's width): each such part
  has an `apply_zoom(zoom)` method, called after the rest, and reads `zoom_of(self)`
  (or `px(self, n)`) whenever it sizes something later.

High-DPI scaling (QT_SCALE_FACTOR, a 200% screen) is Qt's own and comes on top: the
zoom is reckoned in logical pixels, so a 1280×720 window on a 200% screen is zoom 1,
drawn with twice the device pixels.
"""

from __future__ import annotations

import re
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGridLayout, QLayout, QWidget

BASE = QSize(1280, 720)  # the window every page was laid out for
MAX_ZOOM = 2.0
STEP = 0.1  # zoom in steps (a resize by a few pixels redraws nothing; 1360×860 is still 1)

_ZOOM = "uiZoom"  # a page's zoom (a dynamic property of the page)
_QSS_BASE, _QSS_SET = "uiZoomQssBase", "uiZoomQssSet"
_LAYOUT_BASE = "uiZoomLayoutBase"
_SIZE = re.compile(r"(?<![\w.#-])(\d+(?:\.\d+)?)(pt|px)\b")


def zoom_for(size: QSize) -> float:
    """The zoom of a window (or page) of `size`: 1 at 1280×720 or less."""
    ratio = min(size.width() / BASE.width(), size.height() / BASE.height())
    stepped = int(ratio / STEP + 1e-6) * STEP
    return round(min(MAX_ZOOM, max(1.0, stepped)), 2)


def zoom_of(widget: QWidget | None) -> float:
    """The zoom of the page `widget` is on (1 outside a zoomed page)."""
    while widget is not None:
        value = widget.property(_ZOOM)
        if isinstance(value, float):
            return value
        if widget.isWindow():
            break
        widget = widget.parentWidget()
    return 1.0


def px(widget: QWidget | None, size: float) -> int:
    """`size` pixels of the 1280×720 layout, at the zoom of `widget`'s page."""
    return max(1, round(size * zoom_of(widget))) if size > 0 else 0


def scaled_style(sheet: str, zoom: float) -> str:
    """A style sheet with every length in pt or px multiplied by `zoom` (pixels whole,
    a 1px line stays at least 1px)."""
    if zoom == 1.0 or not sheet:
        return sheet

    def scale(m: re.Match[str]) -> str:
        value, unit = float(m.group(1)), m.group(2)
        if unit == "px":
            return f"{max(1, round(value * zoom)) if value else 0}px"
        return f"{round(value * zoom, 1):g}pt"

    return _SIZE.sub(scale, sheet)


def _text_size(zoom: float) -> str:
    """The rule that zooms every text without a size of its own (under style sheets
    Qt does not hand a page's font down to its parts, so a rule does)."""
    font = QApplication.font()
    # (and the marks drawn at a fixed size: a check box's box, a spin box's height)
    marks = (
        f"QCheckBox::indicator, QRadioButton::indicator {{ width: {round(13 * zoom)}px;"
        f" height: {round(13 * zoom)}px; }}\n"
        f"QAbstractSpinBox {{ min-height: {round(20 * zoom)}px; }}\n"
    )
    if font.pointSizeF() > 0:
        return f"* {{ font-size: {round(font.pointSizeF() * zoom, 1):g}pt; }}\n" + marks
    return f"* {{ font-size: {max(1, round(font.pixelSize() * zoom))}px; }}\n" + marks


def _zoom_style(widget: QWidget, zoom: float, root: bool = False) -> None:
    sheet = widget.styleSheet()
    if not sheet and not root:
        return
    if sheet != widget.property(_QSS_SET):  # new, or set again by the widget itself
        widget.setProperty(_QSS_BASE, sheet)
    base = widget.property(_QSS_BASE) or ""
    wanted = scaled_style(base, zoom)
    if root and zoom != 1.0:
        # A page's own rules win over its window's, however general: the window's (the
        # start page's titles are styled there) come again, zoomed, after the text rule.
        inherited: list[str] = []
        parent = widget.parentWidget()
        while parent is not None:
            inherited.insert(0, scaled_style(parent.styleSheet(), zoom))
            if parent.isWindow():
                break
            parent = parent.parentWidget()
        wanted = _text_size(zoom) + "\n".join(inherited) + "\n" + wanted
    if wanted != sheet:
        widget.setStyleSheet(wanted)
    widget.setProperty(_QSS_SET, wanted)


def _zoom_layout(layout: QLayout, zoom: float) -> None:
    margins = layout.contentsMargins()
    grid = layout if isinstance(layout, QGridLayout) else None
    spacing = (grid.horizontalSpacing(), grid.verticalSpacing()) if grid else (layout.spacing(),)
    current = (margins.left(), margins.top(), margins.right(), margins.bottom(), *spacing)
    stored: Any = layout.property(_LAYOUT_BASE)
    if not stored or tuple(stored[1]) != current:  # new, or changed by its owner since
        stored = (list(current), list(current))
    base = tuple(stored[0])

    def z(v: int) -> int:
        return v if v <= 0 else max(1, round(v * zoom))

    wanted = tuple(z(v) for v in base)
    if wanted != current:
        layout.setContentsMargins(*wanted[:4])
        if grid:
            if wanted[4] >= 0:
                grid.setHorizontalSpacing(wanted[4])
            if wanted[5] >= 0:
                grid.setVerticalSpacing(wanted[5])
        elif wanted[4] >= 0:
            layout.setSpacing(wanted[4])
    layout.setProperty(_LAYOUT_BASE, [list(base), list(wanted)])


def _parts(root: QWidget) -> list[QWidget]:
    """`root` and the widgets on it, parents first, leaving out other windows (dialogs)."""
    found: list[QWidget] = []
    todo = [root]
    while todo:
        widget = todo.pop()
        found.append(widget)
        todo.extend(reversed([c for c in widget.children() if isinstance(c, QWidget) and not c.isWindow()]))
    return found


def set_zoom(root: QWidget, zoom: float) -> None:
    """Zoom a page: its text, style sheets, layouts, then each part's own sizes."""
    root.setProperty(_ZOOM, float(zoom))
    parts = _parts(root)
    for widget in parts:
        _zoom_style(widget, zoom, root=widget is root)
        layout = widget.layout()
        if layout is not None:
            for item in [layout, *layout.findChildren(QLayout)]:
                _zoom_layout(item, zoom)
    for widget in parts:
        apply = getattr(widget, "apply_zoom", None)
        if callable(apply) and shiboken6.isValid(widget):
            apply(zoom)


def refresh_zoom(root: QWidget) -> None:
    """Bring parts added to a zoomed page since (a table's new buttons) to its zoom."""
    zoom = root.property(_ZOOM)
    if isinstance(zoom, float) and zoom != 1.0:
        for widget in _parts(root):
            _zoom_style(widget, zoom, root=widget is root)
            layout = widget.layout()
            if layout is not None:
                for item in [layout, *layout.findChildren(QLayout)]:
                    _zoom_layout(item, zoom)


class WindowZoom(QObject):
    """Follows a window's size: the page on show (a QStackedWidget's current one) is
    zoomed for it, again whenever the window is resized or another page is shown."""

    def __init__(self, window: QWidget, stack: Any) -> None:
        super().__init__(window)
        self.window, self.stack = window, stack
        self.zoom = 1.0
        self._later = QTimer(self)  # once the resizing has settled
        self._later.setSingleShot(True)
        self._later.setInterval(30)
        self._later.timeout.connect(self.update)
        window.installEventFilter(self)
        stack.currentChanged.connect(lambda _i: self.update())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self._later.start()
        return False

    def update(self) -> None:
        page = self.stack.currentWidget()
        self.zoom = zoom_for(self.window.size())
        if page is not None and page.property(_ZOOM) != self.zoom:
            set_zoom(page, self.zoom)
        menu_bar = getattr(self.window, "menuBar", None)
        if callable(menu_bar):
            zoom_menus(menu_bar(), self.zoom)


def zoom_menus(bar: QWidget, zoom: float) -> None:
    """The menu bar and its menus at the window's zoom (their text, their items' room)."""
    if bar.property(_ZOOM) == zoom:
        return
    bar.setProperty(_ZOOM, float(zoom))
    if zoom == 1.0:
        bar.setStyleSheet("")
        return
    text = _text_size(zoom).split("\n")[0].replace("* {", "QMenuBar, QMenu {") + "\n"
    bar.setStyleSheet(
        text
        + f"QMenuBar::item {{ padding: {round(4 * zoom)}px {round(8 * zoom)}px; }}\n"
        + f"QMenu::item {{ padding: {round(4 * zoom)}px {round(24 * zoom)}px {round(4 * zoom)}px"
        + f" {round(20 * zoom)}px; }}\n"
    )


def dialog_zoom(dialog: QWidget) -> float:
    """The zoom a dialog opens at: that of the window it belongs to (a table's, the
    start page's), else that of the app's main window."""
    parent = dialog.parentWidget()
    owner = parent.window() if parent is not None else None
    if owner is None:
        owners = [w for w in QApplication.topLevelWidgets() if w.findChild(WindowZoom) is not None]
        owner = owners[0] if owners else None
    if owner is None:
        return 1.0
    follower = owner.findChild(WindowZoom, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if follower is not None:
        return follower.zoom
    return zoom_of(owner)  # (a dialog opened from a zoomed dialog)


def zoom_painter(p: QPainter, widget: QWidget) -> tuple[float, float, float]:
    """Paint `widget` in the units of the 1280×720 layout: the painter is scaled by the
    page's zoom (lines and text stay sharp: they are drawn, not stretched). Returns the
    zoom and the widget's width and height in those units."""
    zoom = zoom_of(widget)
    if zoom != 1.0:
        p.scale(zoom, zoom)
    return zoom, widget.width() / zoom, widget.height() / zoom
