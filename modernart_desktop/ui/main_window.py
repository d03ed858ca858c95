"""The main window: the start page, or the table of the game in progress."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from modernart_desktop.core.errors import InvalidOptions, SaveFileError
from modernart_desktop.host.session import Session
from modernart_desktop.ui import games, window_place
from modernart_desktop.ui.about_dialog import AboutDialog
from modernart_desktop.ui.after import texts as after_texts
from modernart_desktop.ui.after.keeper import HistoryKeeper
from modernart_desktop.ui.common.fit import install_dialog_fitting
from modernart_desktop.ui.common.keys import install_enter_key, install_letter_keys_over_amounts
from modernart_desktop.ui.common.zoom import WindowZoom
from modernart_desktop.ui.i18n import I18n
from modernart_desktop.ui.new_game_dialog import NewGameDialog
from modernart_desktop.ui.save_errors import save_error_text
from modernart_desktop.ui.session import LocalSession
from modernart_desktop.ui.settings import Settings
from modernart_desktop.ui.settings_dialog import SettingsDialog
from modernart_desktop.ui.start_page import StartPage
from modernart_desktop.ui.table_page import TablePage
from modernart_desktop.ui.theme import APP_QSS

if TYPE_CHECKING:
    from modernart_desktop.core.replay import Replay
    from modernart_desktop.history.records import GameRecord
    from modernart_desktop.ui.after.history_page import HistoryPage
    from modernart_desktop.ui.after.replay_page import ReplayPage
    from modernart_desktop.ui.lobby.controller import LobbyController
    from modernart_desktop.ui.rules_viewer import RulesViewer
    from modernart_desktop.ui.welcome_dialog import WelcomeDialog

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, i18n: I18n, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.settings = settings
        self.i18n = i18n
        self.setStyleSheet(APP_QSS)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_enter_key(app)  # Enter presses the focused button, on every table and dialog
            install_dialog_fitting(app)  # and every dialog fits the screen it opens on
            install_letter_keys_over_amounts(app)  # H asks for a hint from an amount box too
        self.setMinimumSize(window_place.MINIMUM_SIZE)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.zoom = WindowZoom(self, self.stack)  # the page on show grows with the window
        self.start_page = StartPage(settings.last_game, self)
        self.stack.addWidget(self.start_page)
        self.start_page.new_game.connect(self.ask_new_game)
        self.start_page.tutorial_requested.connect(self.open_tutorial)
        self.start_page.resume.connect(self.resume_game)
        self.start_page.settings_requested.connect(self.open_settings)
        self.start_page.about_requested.connect(self.open_about)
        self.start_page.history_requested.connect(self.open_history)
        self.start_page.rules_requested.connect(self.open_rules)
        self.start_page.featured_changed.connect(self._update_rules_availability)
        self.table_page: TablePage | None = None
        self.history = HistoryKeeper()  # finished games; opened on first use
        self.history_page: HistoryPage | None = None
        self.replay_page: ReplayPage | None = None
        self._replay_from_history = False
        self.new_game_dialog: NewGameDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.welcome_dialog: WelcomeDialog | None = None
        self.rules_window: RulesViewer | None = None
        self._focus_before_rules: QWidget | None = None  # (the keyboard goes back there)
        self.last_error = ""
        self.last_notice = ""
        self._closing_confirmed = False  # the host said "close the table": quit without asking again
        self.lobby: LobbyController | None = None  # LAN play, installed below
        self._build_menus()
        self.retranslate()
        from modernart_desktop.ui.lobby import install as install_lan

        install_lan(self)  # LAN play: menu entries, the start page's LAN card
        from modernart_desktop.ui.sound.controller import install as install_sound

        install_sound(self)  # sound cues, the your-turn alert, Game ▸ Sound… and Mute (Ctrl+M)
        geometry = settings.geometry()
        # inside a screen's free area, a remembered place included (ui/window_place.py)
        window_place.place(self, remembered=geometry is not None and self.restoreGeometry(geometry))
        self._update_rules_availability()

    # -- menus ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(lambda: self.ask_new_game(self.current_game_id()))
        self.act_start = QAction(self)
        self.act_start.setShortcut(QKeySequence("Ctrl+L"))
        self.act_start.triggered.connect(self.leave_table)
        self.act_settings = QAction(self)
        self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.act_settings.triggered.connect(self.open_settings)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self.act_undo = QAction(self)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.undo)
        self.act_history = QAction(self)
        self.act_history.setShortcut(QKeySequence("Ctrl+H"))
        self.act_history.triggered.connect(self.open_history)
        self.act_replay = QAction(self)
        self.act_replay.triggered.connect(self.ask_replay_file)
        self.game_menu.setToolTipsVisible(True)  # undo's tooltip says why it is greyed out
        for act in (self.act_new, self.act_start, self.act_undo):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        for act in (self.act_history, self.act_replay, self.act_settings):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self)
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(lambda: self.open_rules(self.current_game_id() or ""))
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.open_about)
        self.act_keys = QAction(self)  # every key the tables answer (ui/access/keys_help.py)
        self.act_keys.setShortcut(QKeySequence("Shift+F1"))
        self.act_keys.triggered.connect(self.open_keys_help)
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(self.act_keys)
        self.help_menu.addAction(self.act_about)

    def current_game_id(self) -> str | None:
        """The game at the table, else the one the start page features (last played)."""
        return self.table_page.session.game_id if self.table_page is not None else self.start_page.featured

    def _update_rules_availability(self) -> None:
        from modernart_desktop.ui.rules_viewer import has_rules

        current, featured = self.current_game_id(), self.start_page.featured
        self.act_rules.setEnabled(current is not None and has_rules(current))
        self.start_page.rules_button.setVisible(featured is not None and has_rules(featured))
        self.act_start.setEnabled(self.table_page is not None)
        self._update_undo()

    # -- games ------------------------------------------------------------------------
    def ask_new_game(self, game_id: str | None = None) -> None:
        if self.new_game_dialog is not None:
            self.new_game_dialog.raise_()
            return
        dialog = NewGameDialog(
            game_id or self.current_game_id(), self.settings.player_name, self.settings.last_setup(), self
        )
        self.new_game_dialog = dialog
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.finished.connect(lambda _r: self._dialog_closed(dialog))
        dialog.open()

    def _dialog_closed(self, dialog: NewGameDialog) -> None:
        if self.new_game_dialog is dialog:
            self.new_game_dialog = None
        dialog.deleteLater()

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        setup = dialog.setup()
        self.settings.set_last_setup(dialog.remembered())
        self.settings.remember_name(dialog.your_name())
        try:
            session = LocalSession.new(
                setup.game_id, setup.seats, setup.options, think_delay=self.settings.think_delay
            )
        except InvalidOptions as exc:
            self._error(translate("MainWindow", "This table cannot be set up: %1").replace("%1", str(exc)))
            return
        self.open_session(session)

    # -- guided first games ---------------------------------------------------------------------
    def open_tutorial(self, game_id: str) -> bool:
        """ "Learn to play": the game's guided first game at the table, the coach beside it."""
        from modernart_desktop.ui.tutorial.session import TutorialSession

        plugin = games.table_for(game_id)
        if plugin is None or plugin.tutorial is None:
            return False
        pace = 0.0 if self.settings.think_delay <= 0 else 1.0
        session = TutorialSession(plugin.tutorial(), self.settings.player_name or "", pace=pace)
        self.open_session(session)
        page = self.table_page
        coach = session.coach
        if page is None or coach is None:
            return False
        coach.attach(page)
        coach.skip_requested.connect(lambda: self.start_normal_game(game_id, session))
        coach.play_on_requested.connect(lambda: self.play_on(session))
        coach.leave_requested.connect(self.leave_table)
        return True

    def start_normal_game(self, game_id: str, tutorial: Any) -> None:
        """ "Skip the tutorial": the same table, a fresh deal, the computers at Normal."""
        from modernart_desktop.host.table import AI, HUMAN, SeatInfo

        script = tutorial.script
        seats = [
            SeatInfo(name, HUMAN if s == script.you else AI, None if s == script.you else "normal")
            for s, name in enumerate(tutorial.names())
        ]
        session = LocalSession.new(game_id, seats, None, think_delay=self.settings.think_delay)
        self.open_session(session)

    def play_on(self, tutorial: Any) -> None:
        """The guided game is over: the same game goes on, the computers at Normal, and
        it is saved like any other."""
        from modernart_desktop.host.table import Table
        from modernart_desktop.storage.saves import new_save_path

        match = tutorial.table.match
        table = Table(match, list(tutorial.seats), new_save_path(match.game_id))
        table.save()
        self.open_session(LocalSession(table, think_delay=self.settings.think_delay))

    def resume_game(self, path: Path | str) -> None:
        try:
            session = LocalSession.resume(Path(path), think_delay=self.settings.think_delay)
        except SaveFileError as exc:
            self._error(save_error_text(exc))
            self.start_page.refresh()
            return
        self.open_session(session)

    def open_session(self, session: Session) -> None:
        plugin = games.table_for(session.game_id)
        if plugin is None:
            session.close()
            self._error(translate("MainWindow", "This game cannot be shown yet."))
            return
        self._close_table()
        self.settings.last_game = session.game_id  # the start page features it from now on
        self.start_page.set_featured(session.game_id)
        page = TablePage(session, plugin, self)
        page.table.set_animation_scale(self.settings.animation_scale)
        page.leave_requested.connect(self.leave_table)
        page.rules_requested.connect(self.open_rules)
        page.game_over.connect(lambda: self._record_finished(page))
        page.undo_changed.connect(self._update_undo)
        page.review_requested.connect(lambda: self.review_game(page))
        self._close_replay()
        self.table_page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._update_rules_availability()
        if self.settings.screen_reader:
            from modernart_desktop.ui.access.clock import no_clock

            no_clock(session)  # a screen reader's table: no open-auction clock
        page.start()

    def leave_table(self) -> None:
        """Back to the start page; the game stays saved and can be resumed. A session whose
        leaving disconnects others (a hosted LAN table) asks first."""
        if self.table_page is not None:
            self.table_page.session.confirm_leave(self, self._leave_now)
        else:
            self._leave_now()

    def _leave_now(self) -> None:
        self._close_table()
        self._close_replay()
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self._update_rules_availability()

    # -- undo ---------------------------------------------------------------------------------
    def _update_undo(self) -> None:
        page = self.table_page
        allowed, reason = page.undo_state() if page is not None else (False, "undo/no_table")
        self.act_undo.setEnabled(allowed)
        tip = after_texts.undo_allowed() if allowed else after_texts.undo_reason(reason)
        self.act_undo.setToolTip(tip)
        self.act_undo.setStatusTip(tip)

    def undo(self) -> None:
        if self.table_page is not None:
            self.table_page.request_undo()
        self._update_undo()

    # -- history and replays -------------------------------------------------------------------
    def _record_finished(self, page: TablePage) -> None:
        self.history.record_session(page.session, page.opened_at)
        notice = self.history.take_notice()
        if notice is not None:
            self._inform(after_texts.history_notice(notice.code, notice.params))

    def review_game(self, page: TablePage) -> None:
        """The finished game at the table, replayed with the coach's review of the seat
        played here (the first one, in hot-seat: the replay's seat box picks another)."""
        from modernart_desktop.core.replay import Replay, ReplayRefused

        match = page.session.whole_match()
        plugin = games.table_for(page.session.game_id)
        if match is None or plugin is None or not page.session.humans:
            return
        try:
            replay = Replay(match)
        except ReplayRefused as exc:
            self._error(after_texts.replay_refused(exc.code))
            return
        seat = page.viewer if page.viewer is not None else page.session.humans[0]
        self._show_replay(replay, plugin, None, False)
        if self.replay_page is not None:
            self.replay_page.start_review(seat)

    def open_history(self) -> None:
        """The history page (leaving a table first: the game stays saved)."""
        if self.table_page is not None:
            self.table_page.session.confirm_leave(self, self._show_history)
        else:
            self._show_history()

    def _show_history(self) -> None:
        self._close_table()
        self._close_replay()
        self.history.import_finished_saves()  # finished before the history knew them
        if self.history_page is None:
            from modernart_desktop.ui.after.history_page import HistoryPage

            self.history_page = HistoryPage(self.history, self)
            self.history_page.back_requested.connect(self._leave_now)
            self.history_page.replay_requested.connect(self.open_replay_record)
            self.history_page.review_requested.connect(self.review_record)
            self.stack.addWidget(self.history_page)
        else:
            self.history_page.refresh()
        self.stack.setCurrentWidget(self.history_page)
        self._update_rules_availability()

    def ask_replay_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from modernart_desktop.storage import paths

        folder = paths.finished_dir()
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Replay a finished game"),
            str(folder if folder.is_dir() else paths.data_dir()),
            translate("MainWindow", "Saved games (*.modernart)"),
        )
        if path:
            self.open_replay(Path(path))

    def open_replay_record(self, record: GameRecord) -> None:
        if record.save_path:
            self.open_replay(Path(record.save_path), record.finished_at, from_history=True)

    def review_record(self, record: GameRecord) -> None:
        """A finished game from the history, replayed with the review of its local seat."""
        if record.save_path and self.open_replay(
            Path(record.save_path), record.finished_at, from_history=True
        ):
            local = [s for s, seat in enumerate(record.seats) if seat.local]
            if self.replay_page is not None:
                self.replay_page.start_review(local[0] if local else None)

    def open_replay(
        self, path: Path, finished_at: datetime | None = None, from_history: bool = False
    ) -> bool:
        """Step through a finished game; a game not over (or unreadable) is refused."""
        from modernart_desktop.core.replay import Replay, ReplayRefused

        try:
            replay = Replay.open(path)
        except ReplayRefused as exc:
            self._error(after_texts.replay_refused(exc.code))
            return False
        except SaveFileError as exc:
            self._error(save_error_text(exc))
            return False
        plugin = games.table_for(replay.game_id)
        if plugin is None:
            self._error(translate("MainWindow", "This game cannot be shown yet."))
            return False
        if self.table_page is not None:
            self.table_page.session.confirm_leave(
                self, lambda: self._show_replay(replay, plugin, finished_at, from_history)
            )
        else:
            self._show_replay(replay, plugin, finished_at, from_history)
        return True

    def _show_replay(
        self, replay: Replay, plugin: games.TablePlugin, finished_at: datetime | None, from_history: bool
    ) -> None:
        from modernart_desktop.ui.after.replay_page import ReplayPage

        self._close_table()
        self._close_replay()
        page = ReplayPage(replay, plugin, self, finished_at)
        page.table.set_animation_scale(0.0)
        page.closed.connect(self._replay_closed)
        self._replay_from_history = from_history
        self.replay_page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._update_rules_availability()

    def _replay_closed(self) -> None:
        if self._replay_from_history:
            self._show_history()
        else:
            self._leave_now()

    def _close_replay(self) -> None:
        page = self.replay_page
        if page is None:
            return
        self.replay_page = None
        page.close_page()
        self.stack.removeWidget(page)
        page.deleteLater()

    def _close_table(self) -> None:
        page = self.table_page
        if page is None:
            return
        self.table_page = None
        page.close_session()
        self.stack.removeWidget(page)
        page.deleteLater()

    # -- dialogs ------------------------------------------------------------------------
    def open_settings(self) -> None:
        if self.settings_dialog is not None:
            self.settings_dialog.raise_()
            return
        s = self.settings
        dialog = SettingsDialog(self.i18n.language, s.player_name, s.speed, self, s.screen_reader)
        self.settings_dialog = dialog
        dialog.accepted.connect(lambda: self._apply_settings(dialog))

        def closed(_r: int) -> None:
            self.settings_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(closed)
        dialog.open()

    def welcome_on_first_start(self) -> WelcomeDialog | None:
        """The very first start asks, once, for your name (the account's is offered) and
        language (`run_app` calls this; a window built by the tests never asks)."""
        from modernart_desktop.ui.settings import account_name
        from modernart_desktop.ui.welcome_dialog import WelcomeDialog

        if self.settings.welcomed or self.welcome_dialog is not None:
            return None
        dialog = WelcomeDialog(account_name(), self.i18n.language, self)
        self.welcome_dialog = dialog
        dialog.language_chosen.connect(self.set_language)

        def answered(_r: int) -> None:  # OK or closed: what it shows is kept
            if dialog.chosen_name():
                self.settings.player_name = dialog.chosen_name()
            self.settings.set_welcomed()
            self.settings.sync()
            self.welcome_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(answered)
        dialog.open()  # window-modal, never a nested event loop
        return dialog

    def _apply_settings(self, dialog: SettingsDialog) -> None:
        self.settings.player_name = dialog.chosen_name()
        self.settings.speed = dialog.chosen_speed()
        self.settings.screen_reader = dialog.chosen_screen_reader()
        if self.table_page is not None:
            self.table_page.session.set_think_delay(self.settings.think_delay)
            self.table_page.table.set_animation_scale(self.settings.animation_scale)
        self.set_language(dialog.chosen_language())

    def set_language(self, code: str) -> None:
        self.settings.language = code
        self.i18n.set_language(code)

    def open_keys_help(self) -> None:
        from modernart_desktop.ui.access.keys_help import KeysHelpDialog

        dialog = KeysHelpDialog(self)
        self.keys_help = dialog  # (tests read it)
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()

    def open_about(self) -> None:
        dialog = AboutDialog(self)
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()

    def open_rules(self, game_id: str) -> None:
        from modernart_desktop.ui.rules_viewer import RulesViewer, has_rules

        if not has_rules(game_id):
            return
        if self.rules_window is not None and self.rules_window.game_id != game_id:
            self.rules_window.close()
            self.rules_window = None
        if self.rules_window is None:
            self.rules_window = RulesViewer(game_id, self)
            self.rules_window.finished.connect(self._rules_closed)
        if not self.rules_window.isVisible():  # (where the keyboard goes back to)
            self._focus_before_rules = self.focusWidget()
        self.rules_window.show()
        self.rules_window.raise_()

    def _rules_closed(self, _result: int = 0) -> None:
        """The rules closed: at a table, the keyboard goes back to the table's decision."""
        before, self._focus_before_rules = self._focus_before_rules, None
        if self.table_page is not None and self.stack.currentWidget() is self.table_page:
            self.table_page.focus_back(before)

    def _inform(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("MainWindow", "Modern Art Desktop"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_notice = text
        box.open()

    def _error(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("MainWindow", "Modern Art Desktop"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_error = text
        box.open()

    # -- window -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Modern Art Desktop"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.act_new.setText(translate("MainWindow", "&New game…"))
        self.act_start.setText(translate("MainWindow", "&Leave the table"))
        self.act_settings.setText(translate("MainWindow", "&Settings…"))
        self.act_undo.setText(translate("MainWindow", "&Undo my last decision"))
        self.act_history.setText(translate("MainWindow", "Histor&y and statistics"))
        self.act_replay.setText(translate("MainWindow", "&Replay a finished game…"))
        self._update_undo()
        self.act_quit.setText(translate("MainWindow", "&Quit"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.act_rules.setText(translate("MainWindow", "&Rules"))
        self.act_about.setText(translate("MainWindow", "&About"))
        self.act_keys.setText(translate("MainWindow", "&Keyboard keys"))

    def _question_before_closing(self) -> Callable[[QWidget, Callable[[], None]], None] | None:
        """The hosted table's (or hosted waiting room's) own "close the table?" question."""
        if self.table_page is not None:
            return self.table_page.session.confirm_leave
        room = self.lobby.room if self.lobby is not None else None
        return room.confirm_leave if room is not None else None

    def close_without_asking(self) -> None:
        """Close even a hosted LAN table with players in it (the host already said so)."""
        self._closing_confirmed = True
        self.close()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing never loses a game: it was saved after its last move; stop the AI.
        Closing a LAN table we host disconnects the others, so that asks first."""
        confirm = None if self._closing_confirmed else self._question_before_closing()
        if confirm is not None:
            asking = True

            def proceed() -> None:  # at once (nothing to ask) or when the host confirms
                self._closing_confirmed = True
                if not asking:
                    self.close()

            confirm(self, proceed)
            asking = False
            if not self._closing_confirmed:
                event.ignore()
                return
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        self._close_table()
        self.history.close()
        # A waiting room's session (a joined client reconnecting, a hosted room listening)
        # must not outlive the window.
        if self.lobby is not None:
            self.lobby._close_room(close_session=True)
        event.accept()
