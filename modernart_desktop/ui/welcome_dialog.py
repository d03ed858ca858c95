"""The first start: a welcome that asks, once, the name the other players will see (the
account's name is offered) and the language. Never shown again: Settings changes both."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
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

translate = QCoreApplication.translate
NAME_LENGTH = 24


class WelcomeDialog(QDialog):
    """Your name (prefilled) and language; choosing a language translates the dialog at
    once. Closing it keeps what it shows."""

    language_chosen = Signal(str)

    def __init__(self, name: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomeDialog")
        self.setMinimumWidth(480)
        box = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("DialogTitle")
        self.title.setStyleSheet("font-size: 16pt; font-weight: 600;")
        box.addWidget(self.title)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        form = QFormLayout()
        self.name_label = QLabel(self)
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(NAME_LENGTH)
        self.name.selectAll()  # typing replaces the account's name
        self.name_label.setBuddy(self.name)
        form.addRow(self.name_label, self.name)
        self.language_label = QLabel(self)
        self.language = QComboBox(self)
        for code, endonym in LANGUAGES:  # each language in its own name
            self.language.addItem(endonym, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.language.currentIndexChanged.connect(
            lambda _i: self.language_chosen.emit(self.chosen_language())
        )
        self.language_label.setBuddy(self.language)
        form.addRow(self.language_label, self.language)
        box.addLayout(form)
        self.note = QLabel(self)
        self.note.setObjectName("Muted")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.ok = QPushButton(self)
        self.ok.setObjectName("Primary")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        box.addLayout(button_row(self.ok))
        self.name.setFocus()
        self.retranslate()

    def chosen_name(self) -> str:
        return self.name.text().strip()

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Welcome", "Welcome"))
        self.title.setText(translate("Welcome", "Welcome to Modern Art Desktop"))
        self.intro.setText(translate("Welcome", "Which name should the other players see at the table?"))
        self.name_label.setText(translate("Welcome", "Your &name"))
        self.name.setPlaceholderText(texts.default_seat_name(0))
        self.language_label.setText(translate("Welcome", "&Language"))
        self.note.setText(translate("Welcome", "You can change both later in Settings."))
        self.ok.setText(translate("Welcome", "Let's play"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
