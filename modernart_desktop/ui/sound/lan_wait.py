"""The LAN table's waiting line (issue 35, item 5), in the LAN panel beside the table.

Everyone sees how long the table has waited for a person (past SHOW_AFTER seconds); the
host also chooses how long a wait earns a nudge and has a button for one polite nudge
(net/host.py `LanHost.nudge`: a sound and a notification on that player's machine, never
more than one a minute). A nudge received here calls this player back like their turn.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.host.table import AI
from modernart_desktop.ui import texts
from modernart_desktop.ui.sound import controller

translate = QCoreApplication.translate

SHOW_AFTER = 10.0  # seconds: shorter waits are ordinary play, not news
NUDGE_LIMITS = (20, 45, 60, 120, 300)  # the host's choices, seconds


def clock_text(seconds: float) -> str:
    s = max(0, int(seconds))
    return f"{s // 60}:{s % 60:02d}"


class WaitingLine(QWidget):
    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.host = getattr(session, "host", None) if session.hosting else None
        self.clock = time.monotonic
        self._since: dict[int, float] = {}  # (client side) active person seat -> since when
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(4)
        self.text = QLabel(self)
        self.text.setObjectName("LanNotice")
        self.text.setWordWrap(True)
        col.addWidget(self.text)
        row = QHBoxLayout()
        self.nudge = QPushButton(self)
        self.nudge.setObjectName("LanNudge")
        self.nudge.clicked.connect(self._nudge_clicked)
        row.addWidget(self.nudge, 1)
        self.limit = QComboBox(self)
        for seconds in NUDGE_LIMITS:
            self.limit.addItem("", seconds)
        if self.host is not None:
            current = int(self.host.config.nudge_after)
            self.limit.setCurrentIndex(max(0, self.limit.findData(current)))
            if self.limit.findData(current) < 0:
                self.limit.setCurrentIndex(1)
                self.host.config.nudge_after = float(NUDGE_LIMITS[1])
        self.limit.currentIndexChanged.connect(self._limit_changed)
        row.addWidget(self.limit)
        col.addLayout(row)
        self.nudge_target: int | None = None
        self.last_code = ""  # the host's answer to the last nudge (tests read it)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        nudged = getattr(session, "nudged", None)
        if nudged is not None:
            nudged.connect(self._nudged)
        self.retranslate()

    # -- how long -----------------------------------------------------------------------------
    def waiting(self) -> dict[int, float]:
        """Person seats (not this screen's) the table waits for, and for how long."""
        if self.host is not None:
            waits = self.host.waiting_for()
        else:
            now = self.clock()
            kinds = [s.get("kind") for s in self.session.lan_seats()]
            active = [s for s in self.session.active_seats() if s < len(kinds) and kinds[s] != AI]
            self._since = {s: self._since.get(s, now) for s in active}
            waits = {s: now - t for s, t in self._since.items()}
        mine = set(self.session.humans)
        return {s: w for s, w in waits.items() if s not in mine}

    def refresh(self) -> None:
        over = self.session.is_over()
        waits = {} if over else {s: w for s, w in self.waiting().items() if w >= SHOW_AFTER}
        names = self.session.names()
        if waits:
            seat = max(waits, key=lambda s: waits[s])
            self.text.setText(
                texts.fill(
                    translate("Sound", "Waiting for {name}: {time}"),
                    name=names[seat],
                    time=clock_text(waits[seat]),
                )
            )
        self.text.setVisible(bool(waits))
        self.nudge_target = None
        if self.host is not None and waits:
            ready = [s for s in waits if self.host.nudge_status(s) == ""]
            self.nudge_target = max(ready, key=lambda s: waits[s]) if ready else None
        hosting = self.host is not None and not over
        self.nudge.setVisible(hosting and bool(waits))
        self.nudge.setEnabled(self.nudge_target is not None)
        target = (
            self.nudge_target
            if self.nudge_target is not None
            else (max(waits, key=lambda s: waits[s]) if waits else None)
        )
        name = names[target] if target is not None else ""
        self.nudge.setText(texts.fill(translate("Sound", "Nudge {name}"), name=name))
        self.nudge.setToolTip(
            translate(
                "Sound",
                "A polite sound and notification on their computer; one nudge a minute at most.",
            )
        )
        self.limit.setVisible(hosting)
        self.setVisible(bool(waits) or hosting)

    # -- the host's nudge -----------------------------------------------------------------------
    def _limit_changed(self, _index: int) -> None:
        if self.host is not None:
            self.host.config.nudge_after = float(self.limit.currentData())
        self.refresh()

    def _nudge_clicked(self) -> None:
        if self.host is None or self.nudge_target is None:
            return
        self.last_code = self.host.nudge(self.nudge_target)
        self.refresh()

    # -- a nudge for this screen -----------------------------------------------------------------
    def _nudged(self, waited: float) -> None:
        sound = controller.of(self)
        title = texts.fill(
            translate("Sound", "{game}: the table is waiting for you"), game=self._game_title()
        )
        text = texts.fill(
            translate("Sound", "The host nudges you: the table has waited {time} for your decision."),
            time=clock_text(waited),
        )
        if sound is not None:
            sound.alerter.call("nudge", title, text)

    def _game_title(self) -> str:
        from modernart_desktop.ui.games import table_for

        plugin = table_for(self.session.game_id)
        return plugin.title() if plugin is not None else translate("MainWindow", "Modern Art Desktop")

    def retranslate(self) -> None:
        for i in range(self.limit.count()):
            seconds = int(self.limit.itemData(i))
            self.limit.setItemText(
                i, texts.fill(translate("Sound", "after {time}"), time=clock_text(seconds))
            )
        self.limit.setToolTip(
            translate("Sound", "How long a player may keep the table waiting before you can nudge them")
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
