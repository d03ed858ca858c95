"""The sound settings: master volume, mute, table sounds, the your-turn alert and its
desktop notification. Every change applies (and is remembered) at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.ui import texts
from modernart_desktop.ui.common.layout import button_row
from modernart_desktop.ui.sound.board import SoundBoard
from modernart_desktop.ui.sound.controller import MUTE_KEY

translate = QCoreApplication.translate


class SoundDialog(QDialog):
    def __init__(self, settings: Any, board: SoundBoard | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SoundDialog")
        self.setMinimumWidth(440)
        self.settings = settings
        self.board = board
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.volume_label = QLabel(self)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume_label.setBuddy(self.volume)
        form.addRow(self.volume_label, self.volume)
        box.addLayout(form)
        self.mute = QCheckBox(self)
        self.mute.setChecked(settings.sound_muted)
        self.table_sounds = QCheckBox(self)
        self.table_sounds.setChecked(settings.sound_table)
        self.turn_alert = QCheckBox(self)
        self.turn_alert.setChecked(settings.sound_turn_alert)
        self.notify = QCheckBox(self)
        self.notify.setChecked(settings.turn_notification)
        for check in (self.mute, self.table_sounds, self.turn_alert, self.notify):
            box.addWidget(check)
        self.note = QLabel(self)
        self.note.setObjectName("Muted")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.try_it = QPushButton(self)
        self.try_it.setAutoDefault(False)
        self.try_it.clicked.connect(self._try)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("Primary")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        box.addLayout(button_row(self.try_it, self.close_button))
        self.volume.valueChanged.connect(self._set_volume)
        self.mute.toggled.connect(self._set_muted)
        self.table_sounds.toggled.connect(lambda on: setattr(self.settings, "sound_table", on))
        self.turn_alert.toggled.connect(lambda on: setattr(self.settings, "sound_turn_alert", on))
        self.notify.toggled.connect(lambda on: setattr(self.settings, "turn_notification", on))
        if board is not None:
            board.mute_changed.connect(self.mute.setChecked)
        self.retranslate()

    def _set_volume(self, value: int) -> None:
        self.settings.sound_volume = value
        self._update_note()

    def _set_muted(self, muted: bool) -> None:
        if self.board is not None:
            if self.board.muted != muted:
                self.board.set_muted(muted)
        else:
            self.settings.sound_muted = muted
        self._update_note()

    def _try(self) -> None:
        if self.board is not None:
            self.board.play("your_turn")

    def _update_note(self) -> None:
        if self.board is not None and not self.board.available:
            text = translate("Sound", "No sound can be played on this computer (no audio output was found).")
        elif self.settings.sound_muted:
            text = texts.fill(translate("Sound", "Sound is muted ({key} turns it back on)."), key=MUTE_KEY)
        else:
            text = texts.fill(translate("Sound", "{key} mutes the sound at any time."), key=MUTE_KEY)
        self.note.setText(text)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Sound", "Sound"))
        self.volume_label.setText(translate("Sound", "&Volume"))
        self.volume.setAccessibleName(translate("Sound", "Volume"))
        self.mute.setText(translate("Sound", "&Mute all sound"))
        self.table_sounds.setText(translate("Sound", "&Table sounds (cards, bids, sales, scoring)"))
        self.turn_alert.setText(translate("Sound", "&Your-turn alert and the host's nudge"))
        self.notify.setText(
            translate(
                "Sound", "&Desktop notification when it is your turn and the window is in the background"
            )
        )
        self.try_it.setText(translate("Sound", "&Play a sound"))
        self.close_button.setText(translate("Sound", "Close"))
        self._update_note()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
