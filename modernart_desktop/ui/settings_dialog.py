"""Settings: language (applied at once), your name, animation speed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.ui import texts
from modernart_desktop.ui.common.layout import button_row
from modernart_desktop.ui.i18n import LANGUAGES
from modernart_desktop.ui.settings import SPEEDS

translate = QCoreApplication.translate


class SettingsDialog(QDialog):
    def __init__(
        self,
        language: str,
        player_name: str,
        speed: str,
        parent: QWidget | None = None,
        screen_reader: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setMinimumWidth(440)
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.language_label = QLabel(self)
        self.language = QComboBox(self)
        for code, endonym in LANGUAGES:  # each language in its own name
            self.language.addItem(endonym, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        form.addRow(self.language_label, self.language)
        self.name_label = QLabel(self)
        self.name = QLineEdit(player_name, self)
        self.name.setMaxLength(24)
        form.addRow(self.name_label, self.name)
        self.speed_label = QLabel(self)
        self.speed = QComboBox(self)
        for key in SPEEDS:
            self.speed.addItem("", key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(speed)))
        form.addRow(self.speed_label, self.speed)
        box.addLayout(form)
        self.screen_reader = QCheckBox(self)  # (ui/access/: no clock on open auctions)
        self.screen_reader.setChecked(screen_reader)
        box.addWidget(self.screen_reader)
        self.note = QLabel(self)
        self.note.setObjectName("Muted")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.cancel = QPushButton(self)
        self.cancel.setAutoDefault(False)
        self.cancel.clicked.connect(self.reject)
        self.ok = QPushButton(self)
        self.ok.setObjectName("Primary")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        box.addLayout(button_row(self.cancel, self.ok))
        self.retranslate()

    def chosen_language(self) -> str:
        return self.language.currentData()

    def chosen_name(self) -> str:
        return self.name.text().strip()

    def chosen_speed(self) -> str:
        return self.speed.currentData()

    def chosen_screen_reader(self) -> bool:
        return self.screen_reader.isChecked()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.language_label.setText(translate("SettingsDialog", "Language"))
        self.name_label.setText(translate("SettingsDialog", "Your name"))
        self.name.setPlaceholderText(texts.default_seat_name(0))
        self.speed_label.setText(translate("SettingsDialog", "Pace of the game"))
        for i in range(self.speed.count()):
            self.speed.setItemText(i, texts.speed_name(self.speed.itemData(i)))
        self.speed.setToolTip(
            translate(
                "SettingsDialog",
                "How long the computer players think, and how long "
                "a sale stays on the table. Instant shows no animation.",
            )
        )
        self.note.setText(
            translate(
                "SettingsDialog", "Once saved, the language changes at once, even in a game in progress."
            )
        )
        self.screen_reader.setText(
            translate("SettingsDialog", "I use a &screen reader: no clock on open auctions")
        )
        self.screen_reader.setToolTip(
            translate(
                "SettingsDialog",
                "An open auction then ends when every player has passed, "
                "however long listening takes. From the next table on.",
            )
        )
        self.cancel.setText(translate("SettingsDialog", "Cancel"))
        self.ok.setText(translate("SettingsDialog", "Save"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
