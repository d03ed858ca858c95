"""The in-app rules: a game's rules in the current language, written for this app.

Rules are documents, not interface texts, so they live as one Markdown file per game
and language (`resources/rules/<game_id>.<lang>.md`, English as the fallback).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QDialog, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from modernart_desktop.storage import paths
from modernart_desktop.ui.common.layout import button_row
from modernart_desktop.ui.games import catalog

translate = QCoreApplication.translate


def rules_dirs() -> list[Path]:
    return [
        d
        for d in (
            paths.package_root().parent / "resources" / "rules",
            paths.package_root() / "resources" / "rules",
        )
        if d.is_dir()
    ]


def rules_path(game_id: str, lang: str | None = None) -> Path | None:
    lang = lang or QLocale().name().split("_")[0]
    for candidate in (lang, "en"):
        for folder in rules_dirs():
            path = folder / f"{game_id}.{candidate}.md"
            if path.is_file():
                return path
    return None


def has_rules(game_id: str) -> bool:
    return rules_path(game_id, "en") is not None


class RulesViewer(QDialog):
    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesViewer")
        self.game_id = game_id
        self.resize(760, 720)
        box = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setStyleSheet(
            "QTextBrowser { background: #fffdf6; color: #2b2418; border: 1px solid #d8c9a0;"
            " border-radius: 8px; padding: 12px; font-size: 11pt; }"
        )
        box.addWidget(self.browser)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        box.addLayout(button_row(self.close_button))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("RulesViewer", "Rules: %1").replace("%1", catalog.title(self.game_id)))
        self.close_button.setText(translate("RulesViewer", "Close"))
        path = rules_path(self.game_id)
        if path is not None:  # the rules' pictures sit beside them
            self.browser.setSearchPaths([str(path.parent)])
        self.browser.setMarkdown(path.read_text(encoding="utf-8") if path else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
