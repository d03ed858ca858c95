"""The final ranking on the table itself, once the game is over: who won, and every
seat's place and final score (the podium when there is room, a short list when not),
with a way to the full result (round by round) and a way to look at the final board.
Game-agnostic: the game's table only says where it goes (`GameTable.final_ranking_anchor`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from modernart_desktop.ui.common.podium import PodiumStage
from modernart_desktop.ui.common.result_dialog import places_of, winners_title
from modernart_desktop.ui.common.zoom import px

translate = QCoreApplication.translate

QSS = """
QFrame#FinalRanking { background: #f4ecd8; border: 2px solid #b8902e; border-radius: 14px; }
QFrame#FinalRanking QLabel { color: #2b2418; background: transparent; }
QLabel#FinalTitle { font-size: 18pt; font-weight: 800; color: #3a2a10; }
QLabel#FinalList { font-size: 11pt; }
QFrame#FinalRanking QPushButton { background: #e9dcb8; color: #2b2418; border: 1px solid #8b7a4e;
    border-radius: 7px; padding: 6px 14px; font-weight: 600; }
QFrame#FinalRanking QPushButton#Primary { background: #e0b84f; border: 1px solid #8b6a1e; }
QFrame#FinalRanking QPushButton:hover { background: #f6ebcb; }
"""


class FinalRankingPanel(QFrame):
    details_requested = Signal()  # the full result (the dialog, round by round)

    MARGIN = 16

    def __init__(
        self,
        names: list[str],
        scores: list[int],
        winners: list[int],
        format_score: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("FinalRanking")
        self.setStyleSheet(QSS)
        self.names, self.scores, self.winners = list(names), list(scores), list(winners)
        self.format_score = format_score
        self.ranking, self.places = places_of(self.scores, self.winners)
        box = QVBoxLayout(self)
        box.setContentsMargins(self.MARGIN, 12, self.MARGIN, 12)
        box.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("FinalTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        self.podium = PodiumStage(
            self.names, [format_score(s) for s in self.scores], self.places, self.winners, self.ranking, self
        )
        box.addWidget(self.podium, 1)
        # When the table has no room for the podium: place, name and score, one line each.
        self.list = QLabel(self)
        self.list.setObjectName("FinalList")
        self.list.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.list.hide()
        box.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.details = QPushButton(self)
        self.details.setObjectName("Primary")
        self.details.clicked.connect(self.details_requested)
        self.hide_button = QPushButton(self)  # to look at the final board under it
        self.hide_button.clicked.connect(self.hide)
        row.addWidget(self.details)
        row.addWidget(self.hide_button)
        row.addStretch(1)
        box.addLayout(row)
        self.retranslate()

    def rows(self) -> list[tuple[int, str, str]]:
        """(place, name, score text) from first to last, as shown."""
        return [(self.places[s], self.names[s], self.format_score(self.scores[s])) for s in self.ranking]

    def fit(self, height: int) -> None:
        """The podium if it fits in `height`, else the short list."""
        self.podium.show()
        self.list.hide()
        if self.sizeHint().height() > height:
            self.podium.hide()
            self.list.show()

    def retranslate(self) -> None:
        self.title.setText(winners_title(self.names, self.ranking, self.winners))
        for seat, step in self.podium.steps.items():
            step.score.setText(self.format_score(self.scores[seat]))
        self.list.setText(
            "\n".join(
                translate("FinalRanking", "%1. %2 — %3")
                .replace("%1", str(p))
                .replace("%2", n)
                .replace("%3", t)
                for p, n, t in self.rows()
            )
        )
        self.details.setText(translate("FinalRanking", "The full result"))
        self.hide_button.setText(translate("FinalRanking", "See the final board"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class FinalRankingPlacer(QObject):
    """Keeps the panel over its anchor (a widget of the table, or the table's middle)
    whenever the table or the anchor is resized or moved."""

    def __init__(self, panel: FinalRankingPanel, table: QWidget, anchor: QWidget | None) -> None:
        super().__init__(panel)
        self.panel, self.table, self.anchor = panel, table, anchor
        table.installEventFilter(self)
        if anchor is not None:
            anchor.installEventFilter(self)
        self._later = QTimer(self)  # after the table's own layout has moved its parts
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.place)
        self._later.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show):
            self._later.start()
        return False

    def area(self) -> QRect:
        """Where the panel may stand, in the table's coordinates."""
        table = self.table.rect()
        if self.anchor is not None and self.anchor.isVisible():
            top_left = self.anchor.mapTo(self.table, self.anchor.rect().topLeft())
            return QRect(top_left, self.anchor.size()).intersected(table)
        # (the size of the 1280×720 layout, at the page's zoom: ui/common/zoom.py)
        w, h = min(table.width() - 40, px(self.table, 820)), min(table.height() - 40, px(self.table, 460))
        return QRect(table.center().x() - w // 2, table.center().y() - h // 2, w, h)

    def place(self) -> None:
        area = self.area()
        if area.width() <= 0 or area.height() <= 0:
            return
        self.panel.fit(area.height())
        if self.anchor is not None and self.anchor.isVisible():
            self.panel.setGeometry(area)  # the part of the table it replaces
        else:
            hint = self.panel.sizeHint()
            w = min(area.width(), max(hint.width(), min(px(self.table, 760), area.width())))
            h = min(area.height(), hint.height())
            self.panel.setGeometry(area.center().x() - w // 2, area.center().y() - h // 2, w, h)
        self.panel.raise_()
