"""On a large screen at 100% scaling (2560x1440) the tables are zoomed (ui/common/zoom.py),
and so are the dialogs opened over them (new game, settings, about, the rules, the final
ranking) and the menu bar: their words are as large as the table's, never tiny. The zoom
of a dialog is cut down where its screen could not hold it (ui/common/fit.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from modernart_desktop.ui.common.fit import room_on_screen
from modernart_desktop.ui.common.zoom import zoom_of
from tests.ui.test_dialogs_fit import screens

WANTED = (
    "start",
    "new_game_dialog",
    "settings_dialog",
    "about_dialog",
    "rules_modern_art_card_game",
    "modern_art_card_game_final_ranking",
)


def test_dialogs_and_the_menu_bar_take_the_windows_zoom_on_a_2560_by_1440_screen(tmp_path):
    shown = [s for s in screens("2560x1440", "en", 1, tmp_path, only=",".join(WANTED)) if s["name"] in WANTED]
    assert {s["name"] for s in shown} == set(WANTED)
    for s in shown:
        assert s["zoom"] == 2.0 and s["menu_zoom"] == 2.0, s
        if s["window"] != "MainWindow":  # the dialogs too, inside the screen, under a title bar
            assert s["window_zoom"] == 2.0, (s["name"], s["window_zoom"])
            x, y, w, h = s["frame"]
            sx, sy, sw, sh = s["screen"]
            assert sx <= x and x + w <= sx + sw and sy + 30 <= y and y + h <= sy + sh, s
        assert not s["problems"], (s["name"], s["problems"])


def test_a_dialogs_zoom_is_cut_down_to_what_its_screen_holds(window):
    """A window zoomed beyond its screen (a window larger than the screen's free area):
    its dialog is zoomed only as far as the screen holds it whole."""
    room = room_on_screen(window).size()
    window.resize(2560, 1440)
    window.zoom.update()
    assert window.zoom.zoom == 2.0
    window.ask_new_game("modern_art")
    dialog = window.new_game_dialog
    for _ in range(3):
        QApplication.processEvents()
    assert dialog is not None and dialog.isVisible()
    zoom = zoom_of(dialog)
    assert 1.0 <= zoom < 2.0 or room.height() >= 1100  # (a large test screen holds all of it)
    assert dialog.width() <= room.width() and dialog.height() <= room.height(), (dialog.size(), room)
    labels = [w for w in dialog.findChildren(QLabel) if w.isVisible() and w.text()]
    assert labels and max(w.fontInfo().pixelSize() for w in labels) >= 12
    dialog.reject()
