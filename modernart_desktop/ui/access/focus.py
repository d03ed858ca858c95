"""One focus move when a decision ends.

When a table redraws after a decision, the control that had the keyboard (a card, a
button) is often disabled or hidden, and Qt passes the focus to the next control in the
tab chain, which is disabled in turn a moment later: the focus walked through every
card of the hand, and a screen reader spoke each one (issue 34: 9 focus moves in 0.1 s).

While a table redraws, `FocusHold` keeps the focus where it is (a widget losing the
focus asks its parents where the focus goes: the table page answers "stay"); once the
table is drawn, a focus left on a control that can no longer take it moves once,
straight to the control that matters: the table's own answer to the decision now, or
else the game log (where the other players' moves appear).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget


def usable(widget: QWidget | None) -> bool:
    return (
        widget is not None
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
    )


class FocusHold:
    """Holds the focus still while `area` redraws, then moves it once if it must."""

    def __init__(self, area: QWidget, fallback: Callable[[], QWidget | None]) -> None:
        self._area = area
        self._fallback = fallback
        self.holding = False

    @contextmanager
    def redrawing(self, target: Callable[[], QWidget | None]) -> Iterator[None]:
        """Inside: focus changes of Qt's own (a focused control disabled or hidden) are
        held back; the table's own `setFocus` still goes through. After: a focus left
        on a control that cannot take it goes to `target()` or the fallback."""
        if self.holding:
            yield
            return
        focus = QApplication.focusWidget()
        inside = focus is not None and self._area.isAncestorOf(focus)
        self.holding = inside
        try:
            yield
        finally:
            self.holding = False
        if not inside:
            return
        now = QApplication.focusWidget()
        if now is not None and now is not focus:
            return  # the table moved the focus itself: once
        if now is not None and (not self._area.isAncestorOf(now) or usable(now)):
            return  # still where it can stay (or the focus went out of the page)
        for candidate in (target(), self._fallback()):
            if usable(candidate):
                assert candidate is not None
                candidate.setFocus(Qt.FocusReason.OtherFocusReason)
                return
