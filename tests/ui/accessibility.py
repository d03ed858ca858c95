"""Walking the accessibility tree (QAccessible) the way a screen reader sees a window:
which elements are interactive, and which of them have no name."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

R = QAccessible.Role
# Roles a player acts on (a screen reader offers them as controls).
INTERACTIVE_ROLES = {
    R.PushButton,
    R.CheckBox,
    R.RadioButton,
    R.ComboBox,
    R.SpinBox,
    R.Slider,
    R.EditableText,
    R.Link,
    R.ButtonMenu,
    R.ButtonDropDown,
    R.PageTab,
    R.ScrollBar,
    R.Dial,
}


def _clicks(widget: QWidget) -> bool:
    return isinstance(getattr(type(widget), "clicked", None), Signal)


def interactive(node: QAccessibleInterface) -> bool:
    """A control: an interactive role, anything that takes the keyboard, or a custom
    widget the mouse acts on (a pointing-hand cursor, or its own `clicked` signal when
    it is not merely the relay of clickable parts inside it)."""
    if node.role() in INTERACTIVE_ROLES or node.state().focusable:
        return True
    widget = node.object()
    if not isinstance(widget, QWidget):
        return False
    if widget.testAttribute(Qt.WidgetAttribute.WA_SetCursor) and (
        widget.cursor().shape() == Qt.CursorShape.PointingHandCursor
    ):
        return True
    return _clicks(widget) and not any(_clicks(w) for w in widget.findChildren(QWidget))


@dataclass
class Walk:
    nodes: int
    interactive: list[QAccessibleInterface]
    unnamed: list[str]  # a description of each interactive element without a name


def walk(root: QWidget) -> Walk:
    found: list[QAccessibleInterface] = []
    todo = [QAccessible.queryAccessibleInterface(root)]
    while todo:
        node = todo.pop()
        if node is None or not node.isValid():
            continue
        found.append(node)
        todo.extend(node.child(k) for k in range(node.childCount()))
    controls = [n for n in found if not n.state().invisible and interactive(n)]
    unnamed = []
    for n in controls:
        if not n.text(QAccessible.Text.Name).strip():
            widget = n.object()
            unnamed.append(
                f"{n.role().name} {type(widget).__name__} {widget.objectName()!r} in "
                f"{type(widget.parent()).__name__ if widget is not None else '?'}"
            )
    return Walk(len(found), controls, unnamed)
