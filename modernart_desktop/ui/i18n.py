"""Languages: English is the source language; Polish and French come from .ts files.

How the .qm files get built (decided here, see README): at start-up the app
compiles every `translations/*_<lang>.ts` whose .qm is missing or older than the
.ts into the user's cache directory, with the `lrelease` that ships inside
PySide6. A packaged build runs `packaging/build_translations.py` instead, which
writes the .qm files next to the .ts (and those are used as they are).
Each subsystem owns its own domain file (`app_pl.ts`, `lan_pl.ts`, one per game's
table...): all of them are loaded for the chosen language.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from modernart_desktop.storage import paths

log = logging.getLogger(__name__)

# Endonyms: a language is always shown in its own name, whatever the current language.
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("pl", "Polski"), ("fr", "Français"))
SOURCE_LANGUAGE = "en"


def find_lrelease() -> list[str] | None:
    """The lrelease command shipped with PySide6 (the bare tool or its venv wrapper)."""
    try:
        import PySide6

        bundled = Path(PySide6.__file__).resolve().parent / (
            "lrelease.exe" if sys.platform == "win32" else "lrelease"
        )
        if bundled.is_file():
            return [str(bundled)]
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pass
    for name in ("pyside6-lrelease", "lrelease"):
        beside_python = Path(sys.executable).parent / name
        if beside_python.is_file():
            return [str(beside_python)]
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_ts(ts: Path, qm: Path) -> bool:
    """Build one .qm from its .ts; False (and a log line) if that is impossible here."""
    tool = find_lrelease()
    if tool is None:
        log.warning("lrelease not found: %s stays untranslated", ts.name)
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    tmp = qm.with_suffix(".qm.tmp")
    try:
        subprocess.run(
            [*tool, "-silent", str(ts), "-qm", str(tmp)],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=60,
        )
        tmp.replace(qm)
        return True
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("could not build %s: %s", qm.name, exc)
        return False


def _fresh(qm: Path, ts: Path | None) -> bool:
    return qm.is_file() and (ts is None or qm.stat().st_mtime >= ts.stat().st_mtime)


def qm_files(lang: str) -> list[Path]:
    """Every compiled translation of `lang`, one per domain, building stale ones."""
    found: dict[str, Path] = {}
    cache = paths.cache_dir() / "translations"
    for folder in paths.translations_dirs():
        for ts in sorted(folder.glob(f"*_{lang}.ts")):
            if ts.stem in found:
                continue
            beside = ts.with_suffix(".qm")
            cached = cache / f"{ts.stem}.qm"
            if _fresh(beside, ts):
                found[ts.stem] = beside
            elif _fresh(cached, ts) or compile_ts(ts, cached):
                found[ts.stem] = cached
        for qm in sorted(folder.glob(f"*_{lang}.qm")):  # packaged builds ship .qm only
            found.setdefault(qm.stem, qm)
    return [found[k] for k in sorted(found)]


def locale_for(lang: str) -> QLocale:
    """How dates, times and numbers are written in `lang`: the system's own variant when
    the system speaks that language (English in Britain writes 27/11/2026 14:05), else
    the language's own country's (Polish 27.11.2026, French 27/11/2026, English 11/27/26)."""
    system = QLocale.system()
    if system.name().split("_")[0] == lang:
        return system
    return QLocale(lang)


class I18n(QObject):
    """Installs the translators of one language; switching sends LanguageChange to
    every widget, which retranslates itself (no restart)."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._language = SOURCE_LANGUAGE

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, lang: str) -> None:
        if lang not in dict(LANGUAGES):
            raise ValueError(f"unknown language {lang!r}")
        app = QCoreApplication.instance()
        assert app is not None  # translators belong to the running application
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators.clear()
        QLocale.setDefault(locale_for(lang))  # dates, times and numbers as the language writes them
        self._language = lang
        if lang != SOURCE_LANGUAGE:
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            qt = QTranslator(self)
            if qt.load(f"qtbase_{lang}", qt_dir):  # Qt's own texts (context menus, dialogs)
                self._translators.append(qt)
            for qm in qm_files(lang):
                translator = QTranslator(self)
                if translator.load(str(qm)):
                    self._translators.append(translator)
                else:
                    log.warning("could not load %s", qm)
        for translator in self._translators:
            app.installTranslator(translator)
        # Qt announces the change only once its event loop has started; tell every
        # window ourselves so a switch always retranslates (retranslating is idempotent).
        for widget in _top_level_widgets():
            QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
        self.changed.emit(lang)


def _top_level_widgets() -> list:
    try:
        from PySide6.QtWidgets import QApplication

        return list(QApplication.topLevelWidgets())
    except ImportError:  # pragma: no cover
        return []
