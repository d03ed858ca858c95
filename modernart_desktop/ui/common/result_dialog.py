"""The end of a game: the winners celebrated on a painted podium, every seat's final
score (as the game writes it, revealed now), and what the game's table adds below
(e.g. where each seat's score came from, round by round)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from modernart_desktop.ui.after.charts import RoundChart
from modernart_desktop.ui.common.fit import fit_to_screen, keep_on_screen
from modernart_desktop.ui.common.layout import button_row
from modernart_desktop.ui.common.podium import PodiumStage
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

QSS = """
QDialog#ResultDialog { background: #f4ecd8; }
QDialog#ResultDialog QLabel { color: #2b2418; }
QLabel#ResultTitle { font-size: 22pt; font-weight: 800; color: #3a2a10; }
QLabel#ResultSubtitle { font-size: 11pt; color: #6b5a36; }
QScrollArea#ResultDetails { background: transparent; border: none; }
QScrollArea#ResultDetails > QWidget > QWidget { background: transparent; }
QDialog#ResultDialog QPushButton { background: #e0b84f; color: #2b2418; border: 1px solid #8b6a1e;
    border-radius: 7px; padding: 7px 22px; font-weight: 700; }
QDialog#ResultDialog QPushButton:hover { background: #f0c95f; }
QDialog#ResultDialog QPushButton:focus { border: 2px solid #8b5a00; }
"""


class _DetailsScroll(QScrollArea):
    """The details under the podium: as tall as they are, unless the dialog is shrunk,
    and always as wide as they are (they never scroll sideways). Both follow the details
    as they change (another language's longer column heads, a larger font), so a column
    is never cut at the right edge ('Argent fina')."""

    SHORTEST = 120

    def _need(self) -> QSize:
        shown = self.widget()
        if shown is None:
            return QSize(0, 0)
        layout = shown.layout()
        if layout is not None:
            layout.activate()
        need = shown.sizeHint().expandedTo(shown.minimumSizeHint())
        return QSize(need.width() + self.verticalScrollBar().sizeHint().width() + 4, need.height() + 4)

    def sizeHint(self) -> QSize:
        return self._need().expandedTo(self.minimumSize())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._need().width(), self.SHORTEST)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the dialog's layout asks again how wide the details are
        return super().eventFilter(watched, event)


def places_of(scores: list[int], winners: list[int]) -> tuple[list[int], list[int]]:
    """(ranking from first to last, place of each seat). The engine's winners share
    first place (a game may break ties its own way); the others follow by score, equal
    scores sharing a place."""
    n = len(scores)
    won = [s for s in range(n) if s in winners]
    rest = [s for s in range(n) if s not in winners]
    ranking = sorted(won, key=lambda s: (-scores[s], s)) + sorted(rest, key=lambda s: (-scores[s], s))
    places = [0] * n
    for i, seat in enumerate(ranking):
        if seat in winners:
            places[seat] = 1
        elif i > 0 and ranking[i - 1] not in winners and scores[ranking[i - 1]] == scores[seat]:
            places[seat] = places[ranking[i - 1]]
        else:
            places[seat] = i + 1
    return ranking, places


def join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return fill(translate("ResultDialog", "{names} and {last}"), names=", ".join(names[:-1]), last=names[-1])


def winners_title(names: list[str], ranking: list[int], winners: list[int]) -> str:
    """ "Clara wins!", a shared victory, or just "Final ranking" when nobody won."""
    won = [names[s] for s in ranking if s in winners]
    if len(won) > 1:
        return fill(translate("ResultDialog", "A shared victory: {names}!"), names=join_names(won))
    if won:
        return fill(translate("ResultDialog", "{name} wins!"), name=won[0])
    return translate("ResultDialog", "Final ranking")


class ResultDialog(QDialog):
    def __init__(
        self,
        names: list[str],
        scores: list[int],
        winners: list[int],
        format_score: Callable[[int], str],
        parent: QWidget | None = None,
        details: QWidget | None = None,
        rounds: list[list[int]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ResultDialog")
        self.setStyleSheet(QSS)
        self.setModal(True)
        self.names, self.scores, self.winners = list(names), list(scores), list(winners)
        self.format_score = format_score
        self.ranking, self.places = places_of(self.scores, self.winners)
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 18, 22, 18)
        box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("ResultTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("ResultSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        box.addWidget(self.subtitle)
        self.podium = PodiumStage(
            self.names, [format_score(s) for s in self.scores], self.places, self.winners, self.ranking, self
        )
        box.addWidget(self.podium)
        # Every seat's score (or money) round by round, when the game's log is at hand:
        # first under the podium, then what the table adds; the two scroll together.
        self.round_chart: RoundChart | None = None
        self.details = details
        shown = details
        if rounds:
            self.round_chart = RoundChart()
            self.round_chart.set_data(self.names, rounds, format_score)
            self.round_chart.setFixedHeight(px(self, self.CHART_HEIGHT[False]))
            shown = QWidget()
            column = QVBoxLayout(shown)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(10)
            column.addWidget(self.round_chart)
            if details is not None:
                column.addWidget(details)
        if shown is not None:
            scroll = _DetailsScroll(self)
            scroll.setObjectName("ResultDetails")
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidgetResizable(True)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(shown)
            scroll.viewport().setAutoFillBackground(False)
            shown.setAutoFillBackground(False)
            # Measure with the style sheets applied (fonts set there change the size).
            for child in [shown, *shown.findChildren(QWidget)]:
                child.ensurePolished()
            layout = shown.layout()
            if layout is not None:
                layout.activate()
            # As tall as the details need; on a small screen the dialog is shrunk to fit
            # (ui/common/fit.py) and the details scroll, down to a few lines.
            shown.installEventFilter(scroll)
            box.addWidget(scroll, 1)
            self.details_scroll = scroll
        self.ok = QPushButton(self)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        self.buttons = button_row(self.ok)
        box.addLayout(self.buttons)
        self.retranslate()
        # Opens as large as its contents want; shown on a smaller screen, it is shrunk
        # to fit (ui/common/fit.py) and the details scroll.
        self.resize(self.sizeHint())

    def add_button(self, button: QPushButton) -> None:
        """Another way on from the final ranking (e.g. the review), left of the main button."""
        button.setParent(self)
        self.buttons.insertWidget(self.buttons.count() - 1, button)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ResultDialog", "Final ranking"))
        self.title.setText(winners_title(self.names, self.ranking, self.winners))
        self.subtitle.setText(translate("ResultDialog", "The game is over. Here is how everyone finished."))
        if self.round_chart is not None:
            self.round_chart.title = translate("ResultDialog", "After each round")
            self.round_chart.update()
        for seat, step in self.podium.steps.items():
            step.score.setText(self.format_score(self.scores[seat]))
        self.ok.setText(translate("ResultDialog", "Back to the table"))
        scroll = getattr(self, "details_scroll", None)
        if scroll is not None:  # (a screen reader's names for the details and their scroll bar)
            scroll.setAccessibleName(translate("ResultDialog", "Round by round"))
            scroll.verticalScrollBar().setAccessibleName(translate("ResultDialog", "Scroll the details"))

    def table_rows(self) -> list[tuple[str, str]]:
        """(name, score text) from first to last, as shown."""
        return [(self.podium.steps[s].name.text(), self.podium.steps[s].score.text()) for s in self.ranking]

    def is_shown_as_winner(self, seat: int) -> bool:
        step = self.podium.steps[seat]
        return bool(step.winner and step.name.property("winner"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            QTimer.singleShot(0, self, self._fit_new_words)  # once every part has its new words
        super().changeEvent(event)

    def _fit_new_words(self) -> None:
        """Another language's words may be longer: wide enough for them again, within the
        screen (ui/common/fit.py)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.size().expandedTo(self.minimumSizeHint()))
        fit_to_screen(self)
        keep_on_screen(self)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_parts()

    def apply_zoom(self, zoom: float) -> None:
        self._fit_parts()  # (opened over a zoomed window: ui/common/fit.py)

    def _fit_parts(self) -> None:
        # A short dialog (1280x720) gives the podium less height and the details more.
        compact = self.height() < px(self, self.COMPACT_BELOW)
        self.podium.set_compact(compact)
        if self.round_chart is not None:
            self.round_chart.setFixedHeight(px(self, self.CHART_HEIGHT[compact]))

    COMPACT_BELOW = 760  # a dialog shorter than this draws the podium low
    CHART_HEIGHT = {False: 220, True: 180}  # and the chart of the rounds lower
