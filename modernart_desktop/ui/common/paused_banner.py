"""The banner a table shows while a LAN game waits for an absent player."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

translate = QCoreApplication.translate


class PausedBanner(QLabel):
    """ "Game paused until every player is back at the table." Hidden otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PausedBanner")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#PausedBanner { background: #8b6a1e; color: #fff7e6; border-radius: 8px; "
            "padding: 6px 10px; font-size: 11pt; font-weight: 700; }"
        )
        self._retranslate()
        self.hide()

    def _retranslate(self) -> None:
        self.setText(translate("GameTable", "Game paused until every player is back at the table."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
