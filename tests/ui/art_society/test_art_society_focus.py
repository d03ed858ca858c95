"""Keyboard focus is plain to see everywhere on the Art Society table: whatever takes
the keyboard (a wall, your desk, a lollipop, the game log, the side panel's buttons)
draws a ring in strong contrast when it has it - never a faint dotted line or nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.live_tables import live_match


def _luminance(c: QColor) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def strong_changes(before: QImage, after: QImage) -> int:
    """Pixels that changed between the two pictures with a contrast of 3:1 or more."""
    count = 0
    for y in range(min(before.height(), after.height())):
        for x in range(min(before.width(), after.width())):
            a, b = before.pixelColor(x, y), after.pixelColor(x, y)
            if a != b:
                low, high = sorted((_luminance(a), _luminance(b)))
                count += (high + 0.05) / (low + 0.05) >= 3
    return count


def test_everything_that_takes_the_keyboard_shows_a_strong_focus_ring(open_position):
    window, page = open_position(live_match("art_society", players=3))
    window.resize(1280, 720)
    window.activateWindow()
    for _ in range(3):
        QApplication.processEvents()
    seen: set[str] = set()
    faint = []
    for w in page.findChildren(QWidget):
        kind = f"{type(w).__name__}#{w.objectName()}"
        if not (w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus):
            continue
        if kind in seen and w.objectName() == "Lollipop":  # (one lollipop stands for twenty)
            continue
        seen.add(kind)
        page.setFocus()
        QApplication.processEvents()
        before = w.grab().toImage()
        w.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        assert w.hasFocus()
        after = w.grab().toImage()
        # At least a one-pixel ring half way round (a 2 px ring all round is four times that).
        if strong_changes(before, after) < w.width() + w.height():
            faint.append((kind, w.accessibleName() or (w.text() if hasattr(w, "text") else "")))
    assert not faint, f"focus hardly visible on: {faint}"
    assert {"QTextBrowser#LogView", "QPushButton#HintButton"} <= seen
