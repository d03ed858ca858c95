"""The in-app rules of the card game: our own summary in Markdown, one file per
language under resources/rules, shown as HTML."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtGui import QTextDocument

GAME_ID = "modern_art_card_game"


def rules_dir() -> Path:
    """resources/rules beside the package (a checkout) or inside it (a packaged build)."""
    from modernart_desktop.ui import paths

    for base in (paths.package_root().parent, paths.package_root()):
        folder = base / "resources" / "rules"
        if folder.is_dir():
            return folder
    return paths.package_root().parent / "resources" / "rules"


def rules_markdown(lang: str | None = None) -> str:
    lang = lang or QLocale().name()[:2]
    folder = rules_dir()
    path = folder / f"{GAME_ID}.{lang}.md"
    if not path.is_file():
        path = folder / f"{GAME_ID}.en.md"
    return path.read_text(encoding="utf-8")


def rules_html(lang: str | None = None) -> str:
    doc = QTextDocument()
    doc.setMarkdown(rules_markdown(lang))
    return doc.toHtml()
