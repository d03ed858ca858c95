"""Hot-seat curtain: hides the table between two humans' turns."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate


class Curtain(QWidget):
    """A full, opaque cover: "pass the screen to X", and a button for X to lift it."""

    lifted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Curtain")
        self.setAutoFillBackground(False)
        self.seat = -1
        self.name = ""
        self.reason = ""
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel(self)
        self.title.setObjectName("CurtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("CurtainText")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        box.addWidget(self.subtitle)
        self.button = QPushButton(self)
        self.button.setObjectName("CurtainButton")
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.lifted.emit(self.seat))
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.setStyleSheet("""
            QLabel#CurtainTitle { color: #fff3cf; font-size: 24pt; font-weight: 800; }
            QLabel#CurtainText { color: #d9cfb4; font-size: 12pt; }
            QPushButton#CurtainButton { background: #e0b84f; color: #2b2418; border: 1px solid #8b6a1e;
                border-radius: 9px; padding: 12px 30px; font-size: 13pt; font-weight: 800; }
            QPushButton#CurtainButton:hover { background: #f0c95f; }
        """)
        self.hide()

    def show_for(self, seat: int, name: str, reason: str = "") -> None:
        self.seat = seat
        self.name = name
        self.reason = reason
        self._retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _retranslate(self) -> None:
        self.title.setText(translate("Curtain", "Pass the screen to %1").replace("%1", self.name))
        self.subtitle.setText(
            self.reason
            or translate("Curtain", "Everyone else, please look away: hands and money are secret.")
        )
        self.button.setText(translate("Curtain", "I am %1: show my cards").replace("%1", self.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        g = QRadialGradient(
            QPointF(self.width() / 2, self.height() / 2), max(self.width(), self.height()) * 0.7
        )
        g.setColorAt(0, QColor("#5a1a24"))
        g.setColorAt(1, QColor("#1d070b"))
        p.fillRect(self.rect(), g)
        p.setPen(QColor(224, 184, 79, 40))
        for x in range(0, self.width(), 28):  # folds of the curtain
            p.drawLine(x, 0, x, self.height())
        p.end()
