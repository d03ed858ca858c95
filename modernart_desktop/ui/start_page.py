"""The start page: the four games, the game to continue, saved games, settings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from modernart_desktop.storage import saves
from modernart_desktop.ui import games
from modernart_desktop.ui.common.zoom import px, zoom_of, zoom_painter
from modernart_desktop.ui.games import catalog
from modernart_desktop.ui.texts import date_time, fill

translate = QCoreApplication.translate


class Banner(QWidget):
    """Green felt with the featured game's cards held up on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # A picture of the game (its cards held up), not a text to read: the text checks
        # leave the names on its little cards alone.
        self.setProperty("decorative", True)
        self.game_id: str | None = None
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedHeight(px(self, 190))  # drawn at the page's zoom (ui/common/zoom.py)
        self.setMinimumWidth(px(self, 300))  # (it gives way to a long button text)

    def set_game(self, game_id: str | None) -> None:
        self.game_id = game_id
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        zoom, width, height = zoom_painter(p, self)
        rect = QRectF(0, 0, width, height)
        g = QRadialGradient(QPointF(width / 2, height * 0.7), width * 0.6)
        g.setColorAt(0, QColor("#2d6a4f"))
        g.setColorAt(1, QColor("#12301f"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(g)
        p.drawRoundedRect(rect, 14, 14)
        plugin = games.table_for(self.game_id) if self.game_id else None
        if plugin is not None:
            plugin.paint_banner(p, rect, self.devicePixelRatioF() * zoom)
        p.end()


class GameCover(QWidget):
    """A strip of gallery wall at the top of a game's card, painted by the game
    (greyed while the game is not ready)."""

    def __init__(self, entry: catalog.CatalogEntry, playable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.game_id = entry.game_id
        self.playable = playable
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.apply_zoom(zoom_of(self))

    def apply_zoom(self, zoom: float) -> None:
        self.setFixedHeight(px(self, 50))  # drawn at the page's zoom (ui/common/zoom.py)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _zoom, width, height = zoom_painter(p, self)
        rect = QRectF(0, 0, width, height)
        self.entry.paint_cover(p, rect, sum(map(ord, self.game_id)))
        if not self.playable:  # a veil over a game that is not ready yet
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(239, 230, 207, 150))
            p.drawRoundedRect(rect, 8, 8)
        p.end()


class GameCard(QFrame):
    new_game = Signal(str)
    learn = Signal(str)  # "Learn to play": the guided first game

    def __init__(self, entry: catalog.CatalogEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("GameCard")
        self.playable = entry.playable()
        self.setProperty("playable", self.playable)
        self.setMinimumWidth(px(self, 230))
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 12, 14, 12)
        self.cover = GameCover(entry, self.playable, self)
        box.addWidget(self.cover)
        self.title = QLabel(self)
        self.title.setObjectName("CardTitle")
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        self.meta = QLabel(self)
        self.meta.setObjectName("Muted")
        box.addWidget(self.meta)
        self.blurb = QLabel(self)
        self.blurb.setObjectName("Blurb")
        self.blurb.setWordWrap(True)
        box.addWidget(self.blurb, 1)
        self.button = QPushButton(self)
        self.button.setObjectName("Primary")
        self.button.setEnabled(self.playable)
        self.button.clicked.connect(lambda: self.new_game.emit(entry.game_id))
        plugin = games.table_for(entry.game_id)
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName("LearnButton")
        self.learn_button.clicked.connect(lambda: self.learn.emit(entry.game_id))
        self.learn_button.setVisible(self.playable and plugin is not None and plugin.tutorial is not None)
        buttons = QHBoxLayout()  # (side by side: the page keeps to the window's height)
        buttons.addWidget(self.button, 1)
        buttons.addWidget(self.learn_button, 1)
        box.addLayout(buttons)
        self.retranslate()

    def apply_zoom(self, zoom: float) -> None:
        self.setMinimumWidth(px(self, 230))

    def retranslate(self) -> None:
        e = self.entry
        self.title.setText(e.title())
        self.meta.setText(
            fill(
                translate("StartPage", "{designer} · {lo}–{hi} players"),
                designer=e.designer,
                lo=e.players[0],
                hi=e.players[1],
            )
        )
        self.blurb.setText(e.blurb())
        self.button.setText(
            translate("StartPage", "New game") if self.playable else translate("StartPage", "Coming soon")
        )
        self.learn_button.setText(translate("StartPage", "Learn to play"))
        # four cards, four pairs of buttons: each says which game it is for
        self.button.setAccessibleName(
            fill(translate("StartPage", "New game of {game}"), game=e.title())
            if self.playable
            else fill(translate("StartPage", "{game}: coming soon"), game=e.title())
        )
        self.learn_button.setAccessibleName(
            fill(translate("StartPage", "Learn to play {game}"), game=e.title())
        )


class SavesList(QListWidget):
    """The saved games: as tall as its rows (a few at most, then it scrolls), so a long
    default height does not push the start page past the window."""

    MAX_ROWS = 5

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        rows = max(1, min(self.count(), self.MAX_ROWS))
        row = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 6
        return QSize(hint.width(), max(self.minimumHeight(), rows * row + 2 * self.frameWidth() + 4))


class StartPage(QWidget):
    new_game = Signal(str)
    tutorial_requested = Signal(str)  # "Learn to play": the game's guided first game
    resume = Signal(object)  # Path of the save
    settings_requested = Signal()
    about_requested = Signal()
    history_requested = Signal()
    rules_requested = Signal(str)
    featured_changed = Signal()

    def __init__(self, featured: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.featured: str | None = None  # the game the quick button, the rules and the guide are about
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        self.page_scroll = scroll
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        body = QWidget()
        body.setObjectName("StartBody")
        scroll.setWidget(body)
        box = QVBoxLayout(body)
        # Tight enough that the page fits the default window (1360x860) in every language;
        # a smaller window scrolls.
        box.setContentsMargins(28, 14, 28, 14)
        box.setSpacing(10)
        head = QHBoxLayout()
        titles = QVBoxLayout()
        self.title = QLabel(body)
        self.title.setObjectName("PageTitle")
        self.subtitle = QLabel(body)
        self.subtitle.setObjectName("PageSubtitle")
        self.subtitle.setWordWrap(True)
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        titles.addSpacing(10)
        quick = QHBoxLayout()
        self.quick_button = QPushButton(body)
        self.quick_button.setObjectName("Primary")
        self.quick_button.setMinimumHeight(40)
        self.quick_button.clicked.connect(lambda: self.featured and self.new_game.emit(self.featured))
        quick.addWidget(self.quick_button)
        self.learn_button = QPushButton(body)  # the featured game's guided first game
        self.learn_button.setObjectName("LearnButton")
        self.learn_button.setMinimumHeight(40)
        self.learn_button.clicked.connect(
            lambda: self.featured and self.tutorial_requested.emit(self.featured)
        )
        quick.addWidget(self.learn_button)
        quick.addStretch(1)
        titles.addLayout(quick)
        titles.addSpacing(8)
        # settings, rules, about: at hand next to the title
        brow = QHBoxLayout()
        self.settings_button = QPushButton(body)
        self.settings_button.clicked.connect(self.settings_requested)
        self.rules_button = QPushButton(body)
        self.rules_button.clicked.connect(lambda: self.featured and self.rules_requested.emit(self.featured))
        self.about_button = QPushButton(body)
        self.about_button.clicked.connect(self.about_requested)
        self.history_button = QPushButton(body)
        self.history_button.clicked.connect(self.history_requested)
        for b in (self.history_button, self.settings_button, self.rules_button, self.about_button):
            brow.addWidget(b)
        brow.addStretch(1)
        titles.addLayout(brow)
        titles.addStretch(1)
        head.addLayout(titles, 1)
        self.banner = Banner(body)
        head.addWidget(self.banner, 1)
        box.addLayout(head)
        # the game to continue
        self.continue_card = QFrame(body)
        self.continue_card.setObjectName("ContinueCard")
        crow = QHBoxLayout(self.continue_card)
        crow.setContentsMargins(16, 10, 16, 10)
        ctext = QHBoxLayout()  # one line: the page fits the default window with a save listed
        ctext.setSpacing(12)
        self.continue_title = QLabel(self.continue_card)
        self.continue_title.setObjectName("CardTitle")
        self.continue_text = QLabel(self.continue_card)
        self.continue_text.setWordWrap(True)
        ctext.addWidget(self.continue_title)
        ctext.addWidget(self.continue_text, 1)
        crow.addLayout(ctext, 1)
        self.continue_button = QPushButton(self.continue_card)
        self.continue_button.setObjectName("Primary")
        self.continue_button.clicked.connect(self._continue_latest)
        crow.addWidget(self.continue_button)
        box.addWidget(self.continue_card)
        # the games
        self.games_title = QLabel(body)
        self.games_title.setObjectName("SectionTitle")
        box.addWidget(self.games_title)
        grid = QGridLayout()
        grid.setSpacing(12)
        self.game_cards: list[GameCard] = []
        for i, entry in enumerate(catalog.games_listed()):
            card = GameCard(entry, body)
            card.new_game.connect(self.new_game)
            card.learn.connect(self.tutorial_requested)
            grid.addWidget(card, 0, i)
            self.game_cards.append(card)
        box.addLayout(grid)
        # saved games
        self.saves_title = QLabel(body)
        self.saves_title.setObjectName("SectionTitle")
        box.addWidget(self.saves_title)
        srow = QHBoxLayout()
        self.saves_list = SavesList(body)
        self.saves_list.setMinimumHeight(72)  # as tall as its buttons; more saves scroll
        self.saves_list.itemActivated.connect(
            lambda item: self.resume.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.saves_list.currentRowChanged.connect(lambda _r: self._update_buttons())
        srow.addWidget(self.saves_list, 1)
        sbuttons = QVBoxLayout()
        self.resume_button = QPushButton(body)
        self.resume_button.clicked.connect(self._resume_selected)
        self.delete_button = QPushButton(body)
        self.delete_button.clicked.connect(self._delete_selected)
        sbuttons.addWidget(self.resume_button)
        sbuttons.addWidget(self.delete_button)
        sbuttons.addStretch(1)
        srow.addLayout(sbuttons)
        box.addLayout(srow)
        # Before the first game, the room below shows how the featured game plays.
        self._body = body
        self._box = box
        self.guide: QWidget | None = None
        self.no_saves = QLabel(body)
        self.no_saves.setObjectName("Muted")
        box.addWidget(self.no_saves)
        box.addStretch(1)
        self._saves: list[saves.SaveInfo] = []
        self.set_featured(featured)
        self.retranslate()
        self.refresh()

    # -- the featured game ----------------------------------------------------------------
    def set_featured(self, game_id: str | None) -> None:
        """Show `game_id` (the one last played or chosen) in the header and the guide."""
        game_id = catalog.featured(game_id)
        if game_id == self.featured and (self.guide is not None or game_id is None):
            return
        self.featured = game_id
        self.banner.set_game(game_id)
        plugin = games.table_for(game_id) if game_id else None
        if self.guide is not None:
            self._box.removeWidget(self.guide)
            self.guide.deleteLater()
            self.guide = None
        if plugin is not None and plugin.create_guide is not None:
            self.guide = plugin.create_guide(self._body)
            self._box.insertWidget(self._box.indexOf(self.no_saves), self.guide)
            self.guide.setVisible(not self._saves)
        self.quick_button.setEnabled(game_id is not None)
        self.learn_button.setVisible(plugin is not None and plugin.tutorial is not None)
        self._retranslate_featured()
        self.featured_changed.emit()

    def _retranslate_featured(self) -> None:
        name = catalog.title(self.featured) if self.featured else ""
        self.quick_button.setText(fill(translate("StartPage", "Play {game} against the computer"), game=name))
        self.rules_button.setText(fill(translate("StartPage", "Rules of {game}"), game=name))
        self.learn_button.setText(fill(translate("StartPage", "Learn to play {game}"), game=name))

    # -- saved games ----------------------------------------------------------------------
    def apply_zoom(self, zoom: float) -> None:
        """The window grew (ui/common/zoom.py): the few sizes set here grow with it."""
        self.quick_button.setMinimumHeight(px(self, 40))
        self.saves_list.setMinimumHeight(px(self, 72))

    def refresh(self) -> None:
        self._saves = saves.unfinished_games()
        self.saves_list.clear()
        for info in self._saves:
            item = QListWidgetItem(self._save_text(info))
            item.setData(Qt.ItemDataRole.UserRole, info.path)
            self.saves_list.addItem(item)
        if self._saves:
            self.saves_list.setCurrentRow(0)
        has = bool(self._saves)
        self.continue_card.setVisible(has)
        self.saves_list.setVisible(has)
        self.resume_button.setVisible(has)
        self.delete_button.setVisible(has)
        self.saves_title.setVisible(has)
        self.no_saves.setVisible(not has)
        if self.guide is not None:
            self.guide.setVisible(not has)
        self._retranslate_saves()
        self._update_buttons()

    def _save_text(self, info: saves.SaveInfo) -> str:
        names = ", ".join(info.names)
        round_text = (
            fill(translate("StartPage", "round {n}"), n=info.round + 1) if info.round is not None else ""
        )
        text = fill(
            translate("StartPage", "{game}, {round} — {names} (saved {when})"),
            game=catalog.title(info.game_id),
            round=round_text,
            names=names,
            when=date_time(info.modified),
        )
        if info.problem is not None:  # a rule fixed since refuses one of its moves
            text += " — " + translate("StartPage", "saved under earlier rules: it cannot be resumed")
        return text

    def _retranslate_saves(self) -> None:
        for i, info in enumerate(self._saves):
            self.saves_list.item(i).setText(self._save_text(info))
        if self._saves:
            latest = self._saves[0]
            self.continue_title.setText(translate("StartPage", "Your game is waiting"))
            self.continue_text.setText(self._save_text(latest))

    def _update_buttons(self) -> None:
        selected = self.saves_list.currentRow() >= 0
        self.resume_button.setEnabled(selected)
        self.delete_button.setEnabled(selected)

    def _continue_latest(self) -> None:
        if self._saves:
            self.resume.emit(self._saves[0].path)

    def _resume_selected(self) -> None:
        item = self.saves_list.currentItem()
        if item is not None:
            self.resume.emit(item.data(Qt.ItemDataRole.UserRole))

    def _delete_selected(self) -> None:
        item = self.saves_list.currentItem()
        if item is None:
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("StartPage", "Delete saved game"),
            translate("StartPage", "Delete this saved game? It cannot be resumed afterwards."),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        yes = box.addButton(translate("StartPage", "Delete"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(translate("StartPage", "Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is yes:
            saves.delete_save(Path(item.data(Qt.ItemDataRole.UserRole)))
            self.refresh()

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(translate("StartPage", "Modern Art Desktop"))
        self.page_scroll.setAccessibleName(translate("StartPage", "Start page"))
        self.subtitle.setText(
            translate(
                "StartPage",
                "Art-auction board games for your desktop: play against "
                "computer opponents, or pass the screen around.",
            )
        )
        self.continue_button.setText(translate("StartPage", "Continue"))
        self.games_title.setText(translate("StartPage", "Choose a game"))
        self.saves_title.setText(translate("StartPage", "Saved games"))
        self.no_saves.setText(
            translate(
                "StartPage",
                "No unfinished game. Every game is saved after each move, so you can always come back to it.",
            )
        )
        self.resume_button.setText(translate("StartPage", "Resume"))
        self.delete_button.setText(translate("StartPage", "Delete"))
        self.settings_button.setText(translate("StartPage", "Settings"))
        self._retranslate_featured()
        self.about_button.setText(translate("StartPage", "About"))
        self.history_button.setText(translate("StartPage", "History and replays"))
        for card in self.game_cards:
            card.retranslate()
        self._retranslate_saves()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
