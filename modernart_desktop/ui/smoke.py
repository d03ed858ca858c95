"""`modernart --smoke-test`: start the app for real, check it, quit.

Packaged builds (the wheel in a fresh venv, the PyInstaller bundle) run this to prove
that nothing was left out: the main window opens on the start page, every game and its
AI levels load, the LAN code imports, and each language's translations load and change
the start page's texts. It prints one line per check and exits 0 only if all pass.
The user's data directory is never touched: a temporary one is used (and removed).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def _visible_texts(root: QWidget) -> list[str]:
    texts = [root.windowTitle()]
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton) and widget.isVisibleTo(root):
            texts.append(widget.text())
    return texts


def _check_imports(say: Callable[[str], None]) -> bool:
    from modernart_desktop.ai.levels import levels_for, make_agent
    from modernart_desktop.core import registry

    games = registry.available()
    for game_id in games:
        levels = levels_for(game_id)
        for level in levels:
            make_agent(game_id, level, seed=1)  # the search levels import their kits
        say(f"game {game_id}: AI levels {', '.join(levels) or 'none'}")
    import modernart_desktop.net.discovery
    import modernart_desktop.net.host  # noqa: F401  (LAN play: zeroconf, the TCP host)

    say("LAN modules: imported")
    return bool(games)


def _check_window(window: QWidget, say: Callable[[str], None]) -> bool:
    from modernart_desktop.core import registry
    from modernart_desktop.ui.i18n import LANGUAGES, SOURCE_LANGUAGE, qm_files
    from modernart_desktop.ui.rules_viewer import rules_path

    ok = window.stack.currentWidget() is window.start_page  # type: ignore[attr-defined]
    say(f"start page shown: {'yes' if ok else 'NO'}")
    english = _visible_texts(window)
    for lang, name in LANGUAGES:
        window.i18n.set_language(lang)  # type: ignore[attr-defined]
        files = qm_files(lang)
        rules = [g for g in registry.available() if rules_path(g, lang) is not None]
        if lang == SOURCE_LANGUAGE:
            say(f"{lang} ({name}): source language, rules for {len(rules)} game(s)")
            continue
        changed = _visible_texts(window) != english
        loaded = len(window.i18n._translators)  # type: ignore[attr-defined]
        good = bool(files) and loaded >= len(files) and changed
        say(
            f"{lang} ({name}): {len(files)} translation file(s), {loaded} loaded, "
            f"start page translated: {'yes' if changed else 'NO'}, rules for {len(rules)} game(s)"
        )
        ok = ok and good and bool(rules)
    window.i18n.set_language(SOURCE_LANGUAGE)  # type: ignore[attr-defined]
    return ok


def run_smoke_test(argv: list[str]) -> int:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="modernart-smoke-") as data:
        os.environ["MODERNART_DATA_DIR"] = data
        from modernart_desktop.ui.app import build_main_window, create_application, install_event_loop

        app = create_application(argv)
        loop = install_event_loop(app)
        window = build_main_window(app)
        window.show()
        outcome: dict[str, bool] = {}

        def say(line: str) -> None:
            print(f"smoke: {line}", flush=True)

        def check() -> None:
            try:
                outcome["ok"] = _check_imports(say) and _check_window(window, say)
            except Exception as exc:  # any failure is the answer, printed, not a hang
                say(f"FAILED with {type(exc).__name__}: {exc}")
                outcome["ok"] = False
            finally:
                loop.stop()

        QTimer.singleShot(0, check)
        with loop:  # type: ignore[attr-defined]  # qasync's QEventLoop is a context manager (closes on exit)
            loop.run_forever()
        window.close_without_asking()
        ok = outcome.get("ok", False)
        print(f"smoke: {'passed' if ok else 'FAILED'} in {time.perf_counter() - started:.2f} s", flush=True)
    sys.stdout.flush()
    return 0 if ok else 1
