"""The app grows with its window: at 1920×1080 every table, the start page and the
history are drawn half as large again as at 1280×720 (cards, boards, text), nothing
cut off or pushed past an edge at either size; and with Qt's high-DPI scaling
(QT_SCALE_FACTOR=2) a 1280×720 window is the 1280×720 layout, drawn with twice the
pixels, with nothing cut off (packaging/screens.py in a process of its own)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from modernart_desktop.ui.common.zoom import zoom_for
from tests.ui.live_tables import GAME_IDS, layout_problems, live_match

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((1280, 720), (1920, 1080))


def card_size(game_id: str, table) -> float:
    """How large the game's cards (or board) are drawn now."""
    if game_id == "art_society":
        return table.desk.transform().m11() * table.desk.height()
    if game_id == "friesematenten":
        return table.market.cards.card_width
    return table.me.hand.buttons()[0].width()


def settle(window) -> None:
    for _ in range(3):
        QApplication.processEvents()
    window.zoom.update()  # (it waits for a resize to settle)
    for _ in range(3):
        QApplication.processEvents()


def text_size(root) -> float:
    """The median text height of the visible labels."""
    sizes = sorted(w.fontInfo().pixelSize() for w in root.findChildren(QLabel) if w.isVisible() and w.text())
    return sizes[len(sizes) // 2]


def test_the_zoom_is_how_many_times_the_window_holds_1280_by_720():
    from PySide6.QtCore import QSize

    assert zoom_for(QSize(1280, 720)) == zoom_for(QSize(1360, 860)) == zoom_for(QSize(1100, 700)) == 1.0
    assert zoom_for(QSize(1600, 1000)) == 1.2
    assert zoom_for(QSize(1920, 1080)) == 1.5
    assert zoom_for(QSize(1920, 1040)) == 1.4  # (a maximized window under a panel)
    assert zoom_for(QSize(2560, 1440)) == zoom_for(QSize(3840, 2160)) == 2.0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_table_grows_with_the_window(open_position, shots_dir, game_id):
    window, page = open_position(live_match(game_id))
    measured = {}
    for w, h in SIZES:
        window.resize(w, h)
        settle(window)
        assert window.zoom.zoom == zoom_for(window.size())
        problems = layout_problems(page)
        assert not problems, f"{game_id} at {w}x{h}: {problems}"
        measured[w] = (card_size(game_id, page.table), text_size(page.table), page.side.width())
        window.grab().save(str(shots_dir / f"scale_{game_id}_{w}x{h}.png"))
    (cards, text, side), (big_cards, big_text, big_side) = measured[1280], measured[1920]
    assert big_cards >= 1.3 * cards, (game_id, measured)
    assert big_text >= 1.3 * text and big_side >= 1.4 * side, (game_id, measured)


@pytest.mark.parametrize("page_name", ["start", "history"])
def test_the_start_page_and_the_history_grow_with_the_window(window, shots_dir, page_name):
    if page_name == "history":
        window.open_history()
    page = window.stack.currentWidget()
    measured = {}
    for w, h in SIZES:
        window.resize(w, h)
        settle(window)
        assert not layout_problems(page), (page_name, w, layout_problems(page))
        measured[w] = text_size(page)
        window.grab().save(str(shots_dir / f"scale_{page_name}_{w}x{h}.png"))
    assert measured[1920] >= 1.3 * measured[1280], measured


def test_with_twice_the_pixels_a_1280_by_720_window_is_the_same_layout(tmp_path):
    env = dict(os.environ, QT_SCALE_FACTOR="2", MODERNART_DATA_DIR=str(tmp_path / "data"))
    run = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "screens.py"), "--size", "1280x720", "--no-images"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    shown = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    pages = [s for s in shown if s["window"] == "MainWindow"]
    assert len(pages) >= 10
    for s in pages:
        assert s["scale"] == 2.0 and s["zoom"] == 1.0 and s["device_pixel_ratio"] == 2.0, s
    cut = {s["name"]: s["problems"] for s in shown if s["problems"]}
    assert not cut, cut


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_laptop_screen_under_a_panel_shows_every_table_whole(open_position, shots_dir, game_id):
    """A 1366×768 screen maximizes a window to about 1366×700 under its panel and title bar:
    the window allows it, and nothing of the table is cut off there."""
    window, page = open_position(live_match(game_id))
    assert window.minimumHeight() <= 700
    window.resize(1366, 700)
    settle(window)
    assert window.height() == 700
    problems = layout_problems(page)
    assert not problems, f"{game_id} at 1366x700: {problems}"
    window.grab().save(str(shots_dir / f"scale_{game_id}_1366x700.png"))
