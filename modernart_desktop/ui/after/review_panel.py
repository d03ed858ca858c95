"""The review of a finished game, beside its replay: the coach (ai/coach.py) weighs
each decision one seat made, in the background with a progress bar that can be
cancelled, listing the moments where another move was clearly better as they are
found (what each would have gained, in money or points), what the game was lost by and
what the seat kept doing (passing every auction, bidding too high...), each moment a
click away from the replay at that move.

Qt only at the edge: the weighing is `coach.review_match` (headless, seeded); this
panel starts it in a thread, shows its progress and words its findings."""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.ai import coach, coach_terms
from modernart_desktop.core.match import Match
from modernart_desktop.ui.hint import amount as hint_amount
from modernart_desktop.ui.hint import percent
from modernart_desktop.ui.texts import counted

translate = QCoreApplication.translate

# How hard the review works: a share of the Strong level's rollouts (half: each decision
# a first look, and a suspected moment measured again on 40 fresh worlds; a whole game is
# 9-31 CPU seconds, benchmarks/review_speed.py), and how many processes share the
# decisions. Always two (not one per core): a review repeats exactly for a given number
# of workers (ai/coach.py), so every machine uses the same. Tests shrink both.
REVIEW_SCALE = 0.5
REVIEW_WORKERS = 2

QSS = """
QFrame#ReviewPanel { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 8px; }
QLabel#ReviewTitle { font-weight: 800; color: #3a2a10; }
QLabel#ReviewSummary { color: #2b2418; }
QLabel#ReviewCaveat { color: #6b5a36; }
QListWidget#ReviewMoments { background: #fffaf0; border: 1px solid #d8c9a0; border-radius: 6px; color: #2b2418; }
QListWidget#ReviewMoments::item { padding: 6px 0px; border-bottom: 1px solid #eadfc0; }
QListWidget#ReviewMoments::item:selected { background: #f3d98a; color: #2b2418; }
QProgressBar { border: 1px solid #b59a5a; border-radius: 4px; background: #f4ecd8; text-align: center;
    color: #2b2418; }
QProgressBar::chunk { background: #e0b84f; border-radius: 3px; }
"""

# (action, plan, view, names) -> the move in words (the game's describe_choice)
Describe = Callable[[Any, Any, dict[str, Any], list[str]], str]

# The verdicts reached so far, by review (the match and its moves, the seat, the seed,
# the scale), then by move: a review cancelled and started again, or a game opened again,
# goes on where it stopped (`coach.review_match`'s `known`). The last few reviews only.
_KNOWN: dict[tuple[Any, ...], dict[int, coach.Judgement]] = {}
_KNOWN_REVIEWS = 4


def _known(match: Match, seat: int, seed: int | None) -> dict[int, coach.Judgement]:
    moves = coach.hash_text(repr((sorted(match.options.items()), [(e.seat, e.action) for e in match.log])))
    seed = coach.review_seed(match) if seed is None else seed
    key = (match.game_id, match.seed, moves, seat, seed, REVIEW_SCALE)
    if key not in _KNOWN:
        while len(_KNOWN) >= _KNOWN_REVIEWS:
            del _KNOWN[next(iter(_KNOWN))]
        _KNOWN[key] = {}
    return _KNOWN[key]


class ReviewRunner(QObject):
    """`coach.review_match` in a thread of its own; what it reports comes back on the
    GUI thread. Cancelling stops it within one decision."""

    progressed = Signal(int, int)  # done, total
    judged = Signal(object, object)  # (the stop event of its run, a coach.Judgement), as they come
    finished = Signal(object, object)  # (the stop event of its run, the coach.Review)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop: threading.Event | None = None

    def running(self) -> bool:
        return self._stop is not None

    def start(
        self, match: Match, seat: int, seed: int | None = None, only: Collection[int] | None = None
    ) -> None:
        self.cancel()
        stop = threading.Event()
        self._stop = stop
        known = _known(match, seat, seed)

        def report(done: int, total: int) -> None:
            if not stop.is_set():
                self.progressed.emit(done, total)

        def found(judgement: coach.Judgement) -> None:
            known[judgement.index] = judgement
            if not stop.is_set():
                self.judged.emit(stop, judgement)

        def work() -> None:
            try:
                review = coach.review_match(
                    match,
                    seat,
                    seed=seed,
                    budget_scale=REVIEW_SCALE,
                    workers=REVIEW_WORKERS,
                    stop=stop,
                    progress=report,
                    only=only,
                    found=found,
                    known=dict(known),
                )
            except Exception:  # a bug in a kit must not take the page down
                import logging

                logging.getLogger(__name__).exception("the review failed")
                review = coach.Review(match.game_id, seat, seed or 0, REVIEW_SCALE, cancelled=True)
            self.finished.emit(stop, review)

        threading.Thread(target=work, name="review", daemon=True).start()

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
        self._stop = None

    def current(self, stop: Any) -> bool:
        """`stop` is the current run's (a cancelled run may still report)."""
        return stop is not None and stop is self._stop

    def done(self) -> None:
        self._stop = None


class ReviewPanel(QFrame):
    """Start a review of one seat's decisions, follow it, read and click its moments."""

    jump = Signal(int, int)  # (step, seat): show the replay at that decision

    def __init__(
        self,
        match: Callable[[], Match],
        names: list[str],
        describe: Describe | None,
        view_at: Callable[[int, int], dict[str, Any]],
        round_of_step: Callable[[int], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self.setStyleSheet(QSS)
        self._match = match
        self.names = names
        self.describe = describe
        self.view_at = view_at
        self.round_of_step = round_of_step
        self.seat = 0
        self.review: coach.Review | None = None
        self.state = "idle"  # idle | running | done | cancelled
        self.runner = ReviewRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.runner.judged.connect(self._judged)
        self.runner.finished.connect(self._finished)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        box.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("ReviewTitle")
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        self.summary = QLabel(self)
        self.summary.setObjectName("ReviewSummary")
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        row = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("ReviewProgress")
        row.addWidget(self.progress, 1)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("ReviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        box.addLayout(row)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("ReviewStart")
        self.start_button.clicked.connect(lambda: self.start(self.seat))
        box.addWidget(self.start_button)
        self.moments = QListWidget(self)
        self.moments.setObjectName("ReviewMoments")
        self.moments.setWordWrap(True)
        self.moments.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moments.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # items laid out again whenever the list's width changes (a scroll bar appearing
        # narrows it): a wrapped moment never ends cut short
        self.moments.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.moments.itemClicked.connect(self._clicked)
        self.moments.itemActivated.connect(self._clicked)
        box.addWidget(self.moments, 1)
        self.caveat = QLabel(self)  # how far its estimates can be trusted
        self.caveat.setObjectName("ReviewCaveat")
        self.caveat.setWordWrap(True)
        box.addWidget(self.caveat)
        self._done = 0
        self._total = 0
        self._retranslate()

    # -- running -------------------------------------------------------------------------
    def set_seat(self, seat: int) -> None:
        """The seat a new review is about (the replay's seat box)."""
        if self.state != "running":
            self.seat = seat
            self._retranslate()

    def start(self, seat: int, seed: int | None = None, only: Collection[int] | None = None) -> None:
        """Review `seat`'s decisions (`only` those moves of the log, if given)."""
        self.seat = seat
        match = self._match()
        terms = coach_terms.terms_of(match.game_id)
        # What has come in so far (listed while the rest is weighed); replaced at the end.
        self.review = coach.Review(
            match.game_id,
            seat,
            seed or 0,
            REVIEW_SCALE,
            unit=None if terms is None else terms.unit,
            final=coach.final_scores(match, seat),
        )
        self.state = "running"
        self._done, self._total = 0, 0
        self.runner.start(match, seat, seed, only)
        self._retranslate()

    def cancel(self) -> None:
        if self.state == "running":
            self.runner.cancel()
            self.state = "cancelled"
            self._retranslate()

    def close_review(self) -> None:
        """The page is going away: stop the work."""
        self.runner.cancel()

    def _progressed(self, done: int, total: int) -> None:
        if self.state == "running":
            self._done, self._total = done, total
            self._retranslate()

    def _judged(self, stop: Any, judgement: coach.Judgement) -> None:
        if self.state != "running" or self.review is None or not self.runner.current(stop):
            return
        self.review.judgements.append(judgement)
        if judgement.verdict == coach.BETTER:
            self._fill_moments()

    def _finished(self, stop: Any, review: coach.Review) -> None:
        if self.state != "running" or review.seat != self.seat or not self.runner.current(stop):
            return  # a cancelled run reporting late
        self.runner.done()
        self.review = review
        self.state = "cancelled" if review.cancelled else "done"
        self._retranslate()

    def moment_steps(self) -> set[int]:
        """The replay steps of the listed moments (the positions they were decided in)."""
        if self.review is None or self.state not in ("done", "running"):
            return set()
        return {m.index for m in self.review.moments()}

    def _clicked(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(step, int):
            self.jump.emit(step, self.seat)

    # -- words -----------------------------------------------------------------------------
    def name(self) -> str:
        return self.names[self.seat] if 0 <= self.seat < len(self.names) else "?"

    def _retranslate(self) -> None:
        name = self.name()
        self.title.setText(translate("Review", "Review: %1's decisions").replace("%1", name))
        self.cancel_button.setText(translate("Review", "Cancel"))
        self.start_button.setText(translate("Review", "Review %1's decisions").replace("%1", name))
        running = self.state == "running"
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.start_button.setVisible(self.state in ("idle", "cancelled"))
        listing = self.state in ("done", "running")
        self.moments.setVisible(listing)
        # Before a review (nothing listed) the panel is as tall as its words, the log below
        # takes the rest; with a list of moments it shares the side panel's height.
        self.setSizePolicy(
            QSizePolicy.Policy.Preferred,
            QSizePolicy.Policy.Preferred if listing else QSizePolicy.Policy.Maximum,
        )
        if running:
            self.progress.setRange(0, max(1, self._total))
            self.progress.setValue(self._done)
            self.progress.setFormat(
                translate("Review", "Decision %1 of %2")
                .replace("%1", str(self._done))
                .replace("%2", str(self._total))
            )
            self.summary.setText(
                translate(
                    "Review",
                    "The computer weighs each decision %1 made, from what %1 could see then; "
                    "the moments it finds appear below as they come. You may keep watching "
                    "the replay meanwhile.",
                ).replace("%1", name)
            )
        elif self.state == "cancelled":
            self.summary.setText(
                translate("Review", "The review was cancelled. Start it again whenever you like.")
            )
        elif self.state == "idle":
            self.summary.setText(
                translate(
                    "Review",
                    "The computer weighs each decision %1 made, using only what %1 could see at "
                    "that moment, and lists where another move was clearly better, and what it "
                    "would have gained. It takes about half a minute.",
                ).replace("%1", name)
            )
        else:
            self.summary.setText(self._summary_text())
        self._fill_moments()
        self.caveat.setVisible(self.state == "done")
        self.caveat.setText(
            translate(
                "Review", "The figures are the computer's estimates. Click a moment to see the table then."
            )
        )
        self.caveat.setToolTip(
            " ".join(
                t
                for t in (
                    translate(
                        "Review",
                        "Its figures come from games the computer plays out from each moment, everyone "
                        "playing like the Normal level afterwards: they are estimates.",
                    ),
                    self.unsure_text(),
                )
                if t
            )
        )

    def amount(self, value: float) -> str:
        """A gain in the game's own unit ("€12k", "3 points"), or out of 100 where the game has none."""
        review = self.review
        unit = review.unit if review is not None else None
        if unit is None:
            return counted(
                lambda k: translate("Review", "%n point(s) out of 100", "", k), max(1, round(value))
            )
        return hint_amount(value, unit)

    def _summary_text(self) -> str:
        review = self.review
        if review is None:
            return ""
        name = self.name()
        lines = []
        if review.final is not None and review.unit is not None:
            mine, top = review.final
            if mine < top:
                lines.append(
                    translate("Review", "%1 finished %2 behind the winner.")
                    .replace("%1", name)
                    .replace("%2", self.amount(top - mine))
                )
        lines.append(
            counted(
                lambda k: translate("Review", "The computer weighed %n decision(s).", "", k), review.total
            )
        )
        moments = review.moments()
        if moments:
            lines.append(
                counted(
                    lambda k: translate("Review", "In %n moment(s) another move was clearly better:", "", k),
                    len(moments),
                )
            )
        else:
            lines.append(translate("Review", "It found no moment where another move was clearly better."))
        text = " ".join(lines)
        patterns = [self.pattern_text(p) for p in review.patterns()]
        if patterns:
            text += "\n" + "\n".join(patterns)
        return text

    def unsure_text(self) -> str:
        """How many suspected moments are left out (told on the caveat's tooltip: the
        space goes to the moments themselves)."""
        review = self.review
        unsure = len(review.unsure()) if review is not None and self.state == "done" else 0
        if not unsure:
            return ""
        return counted(
            lambda k: translate(
                "Review",
                "In %n more it suspected a better move but could not tell for sure: those are not listed.",
                "",
                k,
            ),
            unsure,
        )

    def pattern_text(self, pattern: coach.Pattern) -> str:
        """What the seat kept doing, in words."""
        name = self.name()
        if pattern.code == coach.PASSIVE:
            text = translate(
                "Review", "A pattern: %1 passed in %2 of %3 auctions, where bidding was often better."
            )
            return (
                text.replace("%1", name).replace("%2", str(pattern.count)).replace("%3", str(pattern.out_of))
            )
        if pattern.code == coach.OVERPAID:
            return counted(
                lambda k: translate(
                    "Review",
                    "A pattern: %1 bid too high %n time(s), where a lower bid or passing was better.",
                    "",
                    k,
                ),
                pattern.count,
            ).replace("%1", name)
        if pattern.code == coach.UNDERBID:
            return counted(
                lambda k: translate(
                    "Review", "A pattern: %1 bid too little %n time(s), where a higher bid was better.", "", k
                ),
                pattern.count,
            ).replace("%1", name)
        if pattern.code == coach_terms.LEADER_NOT_OFFERED:
            return counted(
                lambda k: translate(
                    "Review",
                    "A pattern: %1 put up another artist %n time(s) where a painting by the round's "
                    "leading artist was the better offer.",
                    "",
                    k,
                ),
                pattern.count,
            ).replace("%1", name)
        view = self.view_at(pattern.index, self.seat)
        played = (
            next((j.played for j in self.review.judgements if j.index == pattern.index), None)
            if self.review
            else None
        )
        example = (self.describe or _plain)(played, None, view, self.names) if played is not None else "?"
        return counted(
            lambda k: translate(
                "Review",
                "A pattern: %n of the moments were the same kind of move as “%1”: look there first.",
                "",
                k,
            ),
            pattern.count,
        ).replace("%1", example)

    def _fill_moments(self) -> None:
        self.moments.clear()
        review = self.review
        if review is None or self.state not in ("done", "running"):
            return
        for moment in review.moments():
            text = self.moment_text(moment)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.UserRole, moment.index)
            self.moments.addItem(item)

    def moment_text(self, moment: coach.Moment) -> str:
        j = moment.judgement
        view = self.view_at(j.index, self.seat)
        describe = self.describe or _plain

        def words(action: Any, plan: Any) -> str:
            return describe(action, plan, view, self.names)

        better = j.better
        text = (
            translate("Review", "Move %1, round %2: %3 chose “%4”.")
            .replace("%1", str(j.index + 1))
            .replace("%2", str(self.round_of_step(j.index) + 1))
            .replace("%3", self.name())
            .replace("%4", words(j.played, None))
        )
        if j.very_sure:
            line = translate(
                "Review", "“%1” was clearly better: worth about %2 more against the strongest rival."
            )
        else:
            line = translate(
                "Review", "“%1” was very likely better: worth about %2 more against the strongest rival."
            )
        text += " " + line.replace(
            "%1", words(better.action, better.plan) if better is not None else "?"
        ).replace("%2", self.amount(j.gain))
        if (
            j.win_better is not None
            and j.win_played is not None
            and round(100 * j.win_better) > round(100 * j.win_played)
        ):
            text += " " + (
                translate("Review", "The chance to win: %1 instead of %2.")
                .replace("%1", percent(j.win_better))
                .replace("%2", percent(j.win_played))
            )
        more = len(moment.indices) - 1
        if more:
            text += " " + counted(
                lambda k: translate(
                    "Review", "The same in %n more move(s) in a row: about %1 in all.", "", k
                ),
                more,
            ).replace("%1", self.amount(moment.total))
        return text

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


def _plain(action: Any, plan: Any, view: dict[str, Any], names: list[str]) -> str:
    from modernart_desktop.ui.hint import plain_choice

    return plain_choice(action, plan, view, names)
