"""The history page: every finished game, a replay of any that has its log, and per
game the figures and charts (win rate over time; one game's scores round by round)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.history.records import LAN, GameRecord
from modernart_desktop.history.stats import GameStats, statistics_of
from modernart_desktop.ui import games
from modernart_desktop.ui import texts as shell_texts
from modernart_desktop.ui.after import texts
from modernart_desktop.ui.after.charts import RoundChart, WinRateChart
from modernart_desktop.ui.after.keeper import HistoryKeeper
from modernart_desktop.ui.common.zoom import px
from modernart_desktop.ui.texts import counted

translate = QCoreApplication.translate

QSS = """
QWidget#HistoryPage { background: #f4ecd8; }
QWidget#HistoryPage QLabel { color: #2b2418; }
QLabel#PageTitle { font-size: 20pt; font-weight: 800; color: #3a2a10; }
QLabel#SectionTitle { font-size: 12pt; font-weight: 800; color: #3a2a10; }
QLabel#Notice { background: #fff0c2; border: 1px solid #c9a227; border-radius: 6px; padding: 8px; }
QLabel#Muted { color: #6b5a36; }
QFrame#StatsCard { background: #fbf6e8; border: 1px solid #d8c9a0; border-radius: 8px; }
QTableWidget { background: #fbf6e8; color: #2b2418; gridline-color: #e2d5b0;
    selection-background-color: #e0b84f; selection-color: #2b2418; border: 1px solid #d8c9a0; }
QHeaderView::section { background: #e9dcb8; color: #2b2418; border: none; padding: 4px; font-weight: 700; }
QWidget#HistoryPage QPushButton { background: #e9dcb8; color: #2b2418; border: 1px solid #8b7a4e;
    border-radius: 7px; padding: 6px 14px; font-weight: 600; }
QWidget#HistoryPage QPushButton:hover { background: #f6ebcb; }
QWidget#HistoryPage QPushButton:disabled { color: #a89a78; }
QWidget#HistoryPage QPushButton#Primary { background: #e0b84f; border-color: #8b6a1e; }
QWidget#HistoryPage QComboBox { color: #2b2418; }
"""

COLUMNS = 6  # date, game, players, your score, result, duration


def game_title(game_id: str) -> str:
    plugin = games.table_for(game_id)
    return plugin.title() if plugin is not None else game_id


def score_text(game_id: str, score: int | None) -> str:
    if score is None:
        return "—"
    plugin = games.table_for(game_id)
    return plugin.format_score(score) if plugin is not None else str(score)


def duration_text(seconds: float | None) -> str:
    if seconds is None or seconds < 0:
        return "—"
    minutes = int(round(seconds / 60))
    if minutes < 60:
        return translate("History", "%1 min").replace("%1", str(max(1, minutes)))
    return (
        translate("History", "%1 h %2 min")
        .replace("%1", str(minutes // 60))
        .replace("%2", f"{minutes % 60:02d}")
    )


def can_replay(record: GameRecord) -> tuple[bool, str]:
    """(True, "") or (False, a replay refusal code) for a history row."""
    if not record.save_path:
        return False, "replay/no_log"
    if not Path(record.save_path).exists():
        return False, "replay/missing"
    return True, ""


def _same_game(a: GameRecord, b: GameRecord) -> bool:
    if a.row_id is not None and b.row_id is not None:
        return a.row_id == b.row_id
    return (a.game_id, a.finished_at, a.match_key) == (b.game_id, b.finished_at, b.match_key)


class HistoryPage(QWidget):
    replay_requested = Signal(object)  # the GameRecord to replay
    review_requested = Signal(object)  # the GameRecord to replay with the coach's review
    back_requested = Signal()

    def __init__(self, keeper: HistoryKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(QSS)
        self.keeper = keeper
        self.records: list[GameRecord] = []
        self.stats: GameStats | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 18, 24, 18)
        box.setSpacing(10)
        head = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("PageTitle")
        head.addWidget(self.title, 1)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.back_requested)
        head.addWidget(self.back_button)
        box.addLayout(head)
        self.notice = QLabel(self)
        self.notice.setObjectName("Notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        box.addWidget(self.notice)
        filters = QHBoxLayout()
        self.game_label = QLabel(self)
        self.game_box = QComboBox(self)
        self.game_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.order_label = QLabel(self)
        self.order_box = QComboBox(self)
        self.order_box.addItem("", "date")
        self.order_box.addItem("", "score")
        self.order_box.currentIndexChanged.connect(lambda _i: self.refresh())
        for combo in (self.game_box, self.order_box):  # as wide as their texts in any language
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for w in (self.game_label, self.game_box, self.order_label, self.order_box):
            filters.addWidget(w)
        filters.addStretch(1)
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("Primary")
        self.replay_button.clicked.connect(self._replay_selected)
        filters.addWidget(self.replay_button)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("ReviewButton")
        self.review_button.clicked.connect(self._review_selected)
        filters.addWidget(self.review_button)
        box.addLayout(filters)
        middle = QHBoxLayout()
        self.list = QTableWidget(0, COLUMNS, self)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().hide()
        self.list.setAlternatingRowColors(False)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        # The players of a game (up to five names with their levels) wrap onto a second
        # line rather than being cut short: a row is as tall as its players need.
        self.list.setWordWrap(True)
        self.list.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemActivated.connect(lambda _item: self._replay_selected())
        middle.addWidget(self.list, 3)
        self.stats_card = QFrame(self)
        self.stats_card.setObjectName("StatsCard")
        self.stats_card.setMinimumWidth(300)
        card = QVBoxLayout(self.stats_card)
        self.stats_title = QLabel(self.stats_card)
        self.stats_title.setObjectName("SectionTitle")
        self.stats_title.setWordWrap(True)
        card.addWidget(self.stats_title)
        self.figures = QGridLayout()
        card.addLayout(self.figures)
        self.levels_title = QLabel(self.stats_card)
        self.levels_title.setObjectName("Muted")
        card.addWidget(self.levels_title)
        self.levels = QGridLayout()
        card.addLayout(self.levels)
        card.addStretch(1)
        middle.addWidget(self.stats_card, 2)
        box.addLayout(middle, 3)
        charts = QHBoxLayout()
        self.win_chart = WinRateChart(self)
        self.round_chart = RoundChart(self)
        charts.addWidget(self.win_chart, 1)
        charts.addWidget(self.round_chart, 1)
        box.addLayout(charts, 2)
        self._figure_labels: list[QLabel] = []
        self._fill_game_box()
        self._retranslate()

    def apply_zoom(self, zoom: float) -> None:
        """The window grew (ui/common/zoom.py): the statistics and the rows with it."""
        self.stats_card.setMinimumWidth(px(self, 300))
        self.list.verticalHeader().setDefaultSectionSize(self.list.fontMetrics().height() + px(self, 14))

    # -- data ------------------------------------------------------------------------------
    def _fill_game_box(self) -> None:
        current = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        self.game_box.addItem(translate("History", "All games"), None)
        known = set(games.registered())
        store = self.keeper.store
        if store is not None:
            known |= {g.game_id for g in store.games()}
        for game_id in sorted(known, key=game_title):
            self.game_box.addItem(game_title(game_id), game_id)
        index = self.game_box.findData(current)
        self.game_box.setCurrentIndex(max(0, index))
        self.game_box.blockSignals(False)

    def show_notice(self) -> None:
        notice = self.keeper.take_notice()
        if notice is not None:
            self.notice.setText(texts.history_notice(notice.code, notice.params))
            self.notice.show()

    def refresh(self) -> None:
        """Read the history again (after a game was recorded, or a filter changed)."""
        self.show_notice()
        store = self.keeper.store
        game_id = self.game_box.currentData()
        order = self.order_box.currentData() or "date"
        was = self.selected()
        self.records = store.games(game_id, order=order) if store is not None else []
        self.list.setRowCount(len(self.records))
        for row, rec in enumerate(self.records):
            for col, text in enumerate(self._row_texts(rec)):
                item = QTableWidgetItem(text)
                if col == 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 2:  # the one column that gives way (wrapped): the full text on hover too
                    item.setToolTip(text)
                self.list.setItem(row, col, item)
        # (the header sizes every column but Players to its contents by itself: no manual
        # re-layout that would undo the stretch and push Result and Duration out of view)
        if self.records:
            # The game selected before (a replay watched, a filter changed) stays selected.
            same = [r for r, rec in enumerate(self.records) if was is not None and _same_game(rec, was)]
            row = same[0] if same else 0
            self.list.selectRow(row)
            self.list.scrollTo(self.list.model().index(row, 0))
        self._selection_changed()

    def _row_texts(self, rec: GameRecord) -> list[str]:
        when = shell_texts.date_time(rec.finished_at.timestamp())
        players = ", ".join(f"{s.name} ({texts.kind_label(s.kind, s.level)})" for s in rec.seats)
        if any(s.local for s in rec.seats):
            result = translate("History", "won") if rec.local_won() else translate("History", "lost")
        else:
            result = translate("History", "watched")
        if any(s.kind == LAN for s in rec.seats) and not rec.save_path:
            result += " · " + translate("History", "joined over the network")
        hints = sum(s.hints for s in rec.seats if s.local)
        if hints:
            result += " · " + counted(lambda k: translate("History", "%n hint(s)", "", k), hints)
        return [
            when,
            game_title(rec.game_id),
            players,
            score_text(rec.game_id, rec.local_best()),
            result,
            duration_text(rec.duration_s),
        ]

    def selected(self) -> GameRecord | None:
        rows = self.list.selectionModel().selectedRows()
        if not rows:
            return None
        index = rows[0].row()
        return self.records[index] if 0 <= index < len(self.records) else None

    def select_row(self, row: int) -> None:
        self.list.selectRow(row)

    def _selection_changed(self) -> None:
        rec = self.selected()
        allowed, reason = can_replay(rec) if rec is not None else (False, "")
        self.replay_button.setEnabled(allowed)
        self.replay_button.setToolTip("" if allowed or rec is None else texts.replay_refused(reason))
        local = rec is not None and any(s.local for s in rec.seats)
        self.review_button.setEnabled(allowed and local)
        self.review_button.setToolTip(
            self.replay_button.toolTip()
            if not allowed
            else ""
            if local
            else translate(
                "History", "Nobody played at this screen in that game: there is no decision to review."
            )
        )
        game_id = self.game_box.currentData() or (rec.game_id if rec is not None else None)
        if game_id is None and self.records:
            game_id = self.records[0].game_id
        self._show_stats(game_id)
        self._show_rounds(rec)

    def _show_stats(self, game_id: str | None) -> None:
        store = self.keeper.store
        if game_id is None or store is None:
            self.stats = None
        else:
            self.stats = statistics_of(game_id, store.games(game_id, order="date", descending=False))
        self._draw_stats()

    def _draw_stats(self) -> None:
        for label in self._figure_labels:  # gone at once, not on the next turn of the loop
            label.hide()
            label.setParent(None)
            label.deleteLater()
        self._figure_labels = []
        stats = self.stats
        if stats is None:
            self.stats_title.setText(translate("History", "No games finished yet."))
            self.levels_title.hide()
            self.win_chart.set_points([])
            return
        self.stats_title.setText(
            translate("History", "Statistics: %1").replace("%1", game_title(stats.game_id))
        )
        average = (
            score_text(stats.game_id, int(round(stats.average_score)))
            if stats.average_score is not None
            else "—"
        )
        rows = [
            (translate("History", "Games played"), str(stats.played)),
            (translate("History", "Games won"), str(stats.won)),
            (translate("History", "Best score"), score_text(stats.game_id, stats.best_score)),
            (translate("History", "Average score"), average),
        ]
        self._grid(self.figures, rows)
        self.levels_title.setVisible(bool(stats.by_level))
        self.levels_title.setText(translate("History", "Against the computer, by level:"))
        level_rows = [
            (
                shell_texts.level_name(lv.level),
                translate("History", "won %1 of %2").replace("%1", str(lv.won)).replace("%2", str(lv.played)),
            )
            for lv in stats.by_level
        ]
        self._grid(self.levels, level_rows)
        self.win_chart.set_points([(p.played, p.won) for p in stats.win_rate])

    def _grid(self, grid: QGridLayout, rows: list[tuple[str, str]]) -> None:
        for r, (name, value) in enumerate(rows):
            left, right = QLabel(name, self.stats_card), QLabel(value, self.stats_card)
            right.setAlignment(Qt.AlignmentFlag.AlignRight)
            right.setStyleSheet("font-weight: 700;")
            grid.addWidget(left, r, 0)
            grid.addWidget(right, r, 1)
            self._figure_labels += [left, right]

    def _show_rounds(self, rec: GameRecord | None) -> None:
        if rec is None:
            self.round_chart.set_data([], [], str)
            self.round_chart.title = translate("History", "Round by round")
            return
        plugin = games.table_for(rec.game_id)
        fmt = plugin.format_score if plugin is not None else str
        self.round_chart.set_data([s.name for s in rec.seats], [list(r) for r in rec.round_scores], fmt)
        self.round_chart.title = (
            translate("History", "Round by round: %1, %2")
            .replace("%1", game_title(rec.game_id))
            .replace("%2", shell_texts.date_time(rec.finished_at.timestamp()))
        )
        self.round_chart.update()

    def _review_selected(self) -> None:
        rec = self.selected()
        if rec is not None and can_replay(rec)[0] and any(s.local for s in rec.seats):
            self.review_requested.emit(rec)

    def _replay_selected(self) -> None:
        rec = self.selected()
        if rec is not None and can_replay(rec)[0]:
            self.replay_requested.emit(rec)

    # -- language ----------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.title.setText(translate("History", "Your games"))
        self.back_button.setText(translate("History", "Back to the start page"))
        self.game_label.setText(translate("History", "Game:"))
        self.order_label.setText(translate("History", "Sort by:"))
        self.order_box.setItemText(0, translate("History", "Newest first"))
        self.order_box.setItemText(1, translate("History", "Best score first"))
        self.replay_button.setText(translate("History", "Watch the replay"))
        self.review_button.setText(translate("History", "Review my game"))
        self.list.setHorizontalHeaderLabels(
            [
                translate("History", "Finished"),
                translate("History", "Game"),
                translate("History", "Players"),
                translate("History", "Your score"),
                translate("History", "Result"),
                translate("History", "Duration"),
            ]
        )
        self.win_chart.title = translate("History", "Your win rate, game after game")
        self.win_chart.update()
        self._fill_game_box()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
