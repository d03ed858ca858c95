"""Where a table's events arrive, sounds start: one `TableSounds` per table page.

It listens to the page's bridge beside the page itself: public news from the spectator
feed, and the private events of the seat on screen (your own card drawn, income paid to
you) from that seat's feed. What the events ask for (ui/sound/cues.py) is thinned, then
played by the app's sound board. A decision becoming this screen's (the page's
`decision_due`) calls the player through the alerter.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from modernart_desktop.core.events import Event
from modernart_desktop.host.session import SPECTATOR
from modernart_desktop.ui import texts
from modernart_desktop.ui.sound import controller
from modernart_desktop.ui.sound.cues import Context, CueThinner, cues_for

translate = QCoreApplication.translate


class TableSounds(QObject):
    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.thinner = CueThinner()
        self.cues: list[str] = []  # every cue this table asked the board for (tests read it)
        # What the feeds of one delivery ask for (the public news and your own secrets
        # arrive one after the other) is thinned together, on the next turn of the loop.
        self._asked: list[str] = []
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._play_asked)
        page.bridge.updated.connect(self._on_updated)
        page.decision_due.connect(self._on_decision)

    def _context(self) -> Context:
        session = self.page.session
        winners: list[int] = []
        if session.is_over():
            try:
                winners = list(session.result().winners)
            except Exception:  # a result this screen cannot compute: no winner cue
                winners = []
        return Context(self.page.viewer, winners, list(session.humans))

    def _on_updated(self, seat: int | None, events: list[tuple[int, Event]], first: bool) -> None:
        if first or not events:
            return
        page = self.page
        if seat is SPECTATOR:
            news = [e for _s, e in events]
        elif seat == page.viewer and not page.curtain_up:
            news = [e for _s, e in events if e.to is not None and e.to == seat]  # only its secrets
        else:
            return
        self.ask(cues_for(page.session.game_id, news, self._context()))

    def ask(self, cues: list[str]) -> None:
        if cues:
            self._asked.extend(cues)
            self._flush.start()

    def _play_asked(self) -> None:
        asked, self._asked = self._asked, []
        cues = self.thinner.take(asked)
        if not cues:
            return
        self.cues.extend(cues)
        sound = controller.of(self.page)
        if sound is not None:
            sound.board.play_all(cues)

    def _on_decision(self, words: str) -> None:
        """A decision became this screen's: the cue (thinned with whatever else this moment
        asks for) and, for a window in the background, the alert."""
        self.ask(["your_turn"])
        sound = controller.of(self.page)
        if sound is not None:
            viewer = self.page.viewer
            name = self.page.session.names()[viewer] if viewer is not None else ""
            text = texts.fill(translate("Sound", "{name}, your decision."), name=name)
            text = f"{text} {words}" if words else text
            title = texts.fill(translate("Sound", "{game}: your turn"), game=self.page.plugin.title())
            sound.alerter.call("your_turn", title, text, sound=False)
