"""Translations: every .ts entry is finished and keeps its placeholders; switching to
Polish or French retranslates the open windows at once, leaving no English behind;
amounts are written the way each language writes them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

from modernart_desktop.games.modern_art.components import ARTIST_NAMES
from modernart_desktop.ui import texts

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"
PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")
# Proper names read the same in every language.
NAMES = {
    *ARTIST_NAMES,
    "Modern Art Desktop",
    "Modern Art",
    "Art Society",
    "Friesematenten",
    "Reiner Knizia",
    "Mitch Wallace",
    "Friedemann Friese",
    "English",
    "Polski",
    "Français",
    "Nina",
    "Ada",
    "Bruno",
    "Clara",
    "Diego",
}


def _messages(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


@pytest.mark.parametrize("path", sorted(TRANSLATIONS.glob("*.ts")), ids=lambda p: p.name)
def test_every_ts_entry_is_finished_and_keeps_its_placeholders(path):
    count = 0
    for context, message in _messages(path):
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (context, source)
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            assert form.strip(), (context, source)
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (
                context,
                source,
                form,
            )
        count += 1
    assert count > 0


def test_each_language_has_a_file_for_each_domain():
    for domain in ("app", "modern_art"):
        for lang in ("pl", "fr"):
            assert (TRANSLATIONS / f"{domain}_{lang}.ts").is_file()


def _same_in_translation(lang: str) -> set[str]:
    """Sources the translator kept as they are (e.g. "Expert" in French)."""
    same = set()
    for path in TRANSLATIONS.glob(f"*_{lang}.ts"):
        for _ctx, message in _messages(path):
            if (message.findtext("translation") or "") == message.findtext("source"):
                same.add(message.findtext("source"))
    return same


def _texts(root: QWidget) -> dict[int, tuple[QWidget, str]]:
    """Every visible text of a window: labels, buttons, titles, tooltips, combo items, menus."""
    found: dict[int, tuple[QWidget, str]] = {}

    def add(key, widget, text):
        if text and text.strip():
            found[key] = (widget, text)

    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible():
            continue
        add((id(w), "tip"), w, w.toolTip())
        if w.isWindow():
            add((id(w), "title"), w, w.windowTitle())
        if isinstance(w, (QLabel, QAbstractButton)):
            add((id(w), "text"), w, w.text())
        if isinstance(w, QLineEdit):
            add((id(w), "placeholder"), w, w.placeholderText())
        if isinstance(w, QGroupBox):
            add((id(w), "title"), w, w.title())
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                add((id(w), f"item{i}"), w, w.itemText(i))
    if hasattr(root, "menuBar"):
        for i, action in enumerate(root.menuBar().actions()):
            add(("menu", i), root, action.text())
            for j, sub in enumerate(action.menu().actions()):
                add(("menu", i, j), root, sub.text())
    return found


def _english_left(before: dict, after: dict, same: set[str]) -> list[str]:
    left = []
    for key, (widget, text) in after.items():
        if key not in before or before[key][1] != text or text in same:
            continue
        stripped = text
        for name in sorted(NAMES, key=len, reverse=True):
            stripped = stripped.replace(name, "")
        if re.search(r"[^\W\d_]{2,}", stripped):  # a word of two letters or more is left
            left.append(f"{type(widget).__name__}: {text!r}")
    return left


def _check_switch(window, screens):
    """Capture every screen in English, switch language, capture again: nothing unchanged."""
    english = {name: _texts(w) for name, w in screens().items()}
    for lang in ("pl", "fr"):
        window.set_language(lang)
        same = _same_in_translation(lang)
        for name, w in screens().items():
            left = _english_left(english[name], _texts(w), same)
            assert not left, f"{lang}, {name}: still in English: {left}"
    window.set_language("en")
    for name, w in screens().items():
        assert {k: t for k, (_w, t) in _texts(w).items()} == {k: t for k, (_w, t) in english[name].items()}


def test_switching_language_retranslates_start_page_and_new_game_dialog(make_window, qtbot):
    window = make_window("en")
    window.ask_new_game("modern_art")
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    dialog.players.setValue(3)  # the 3-player option row is enabled too
    _check_switch(window, lambda: {"main window": window, "new-game dialog": dialog})


@pytest.mark.parametrize("phase", ["open", "sealed", "fixed", "double", "offer"])
def test_switching_language_retranslates_the_modern_art_table(
    make_window, open_position, qtbot, phase, steer_to
):
    from modernart_desktop.core.match import Match
    from modernart_desktop.games.modern_art.components import DOUBLE, FIXED, OPEN, SEALED

    kind = {"open": OPEN, "sealed": SEALED, "fixed": FIXED, "double": DOUBLE}.get(phase)

    def target(m):
        s = m.state
        if phase == "offer":
            return s.phase == "offer" and s.turn == 0 and s.round >= 1
        if phase == "double":
            return s.phase == "double" and 0 in m.active_seats()
        return s.phase == "auction" and s.auction.type == kind and 0 in m.active_seats()

    target.wants = kind
    match = steer_to(Match.new("modern_art", 4, seed=12), target)
    window, page = open_position(match, computers=True)
    _check_switch(window, lambda: {"table": window})


def test_amounts_are_written_the_way_each_language_writes_them(make_window):
    window = make_window("en")
    assert texts.money(25) == "€25k"
    window.set_language("pl")
    assert texts.money(25) == "25 tys. €"
    window.set_language("fr")
    assert texts.money(25) == "25\u00a0k€"
    window.set_language("en")
