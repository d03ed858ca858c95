"""Hot-seat undo: everyone else at the screen agrees first (one simple question)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from modernart_desktop.host.session import Session

translate = QCoreApplication.translate


def last_human_decision(session: Session) -> int | None:
    """The seat at this screen that decided last (the one whose decision goes back)."""
    match = session.whole_match()
    for entry in reversed(match.log if match is not None else []):
        if entry.seat in session.humans:
            return entry.seat
    return None


def ask_others(parent: QWidget, session: Session, proceed: Callable[[], None]) -> QMessageBox:
    """Ask the other humans at this screen; `proceed` runs only if they agree."""
    names = session.names()
    seat = last_human_decision(session)
    who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    others = [names[s] for s in session.humans if s != seat]
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("Undo", "Take back a decision?"),
        translate("Undo", "%1 would like to take back their last decision. Do %2 agree?")
        .replace("%1", who)
        .replace("%2", ", ".join(others)),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("UndoAgreement")
    yes = box.addButton(translate("Undo", "We agree"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("Undo", "No, play on"), QMessageBox.ButtonRole.RejectRole)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: Any) -> None:
        if button is yes:
            proceed()

    box.buttonClicked.connect(answered)
    box.open()
    return box
