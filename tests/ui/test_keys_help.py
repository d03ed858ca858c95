"""Help > Keyboard keys (Shift+F1): every key the tables answer, the screen reader's R
(what happened since your last decision) and T (time left) among them, in a read-only
text a screen reader walks line by line, in each language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTextBrowser


@pytest.mark.parametrize(
    ("lang", "recap"),
    [
        ("en", "since your last decision"),
        ("pl", "od twojej ostatniej decyzji"),
        ("fr", "depuis votre dernière décision"),
    ],
)
def test_the_keys_help_names_every_key(make_window, qtbot, lang, recap):
    window = make_window(lang)
    assert window.act_keys in window.help_menu.actions()
    window.act_keys.trigger()
    dialog = window.keys_help
    qtbot.waitUntil(dialog.isVisible)
    text = dialog.text
    assert isinstance(text, QTextBrowser) and text.isReadOnly()
    lines = text.toPlainText().splitlines()
    keys = {line.split(":")[0].strip(): line for line in lines if ":" in line}
    assert recap in keys["R"].lower(), lines
    assert "T" in keys and "H" in keys
    assert text.accessibleName() and dialog.windowTitle() == text.accessibleName()
    dialog.done(0)
