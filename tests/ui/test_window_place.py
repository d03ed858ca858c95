"""The main window opens inside the free area of a screen: at its first start on a
small screen (1280×720, or 1280×720 logical pixels at 200 % scaling), with a remembered
size too large for today's screen, with a remembered place off every screen, and on
the second screen where it was left while that screen exists. Each case runs in a
process of its own, on Qt's offscreen platform given those screens."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent("""
    import json, sys
    from modernart_desktop.ui.app import create_application
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings

    app = create_application([])
    window = MainWindow(Settings(), I18n(app))
    window.show()
    app.processEvents()
    frame = window.frameGeometry()
    free = window.screen().availableGeometry()
    print(json.dumps({
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "free": [free.x(), free.y(), free.width(), free.height()],
        "screen": window.screen().name(),
        "minimum": [window.minimumWidth(), window.minimumHeight()],
        "dpr": window.devicePixelRatioF(),
    }))
    left = sys.argv[1:]
    if left:  # move it, and close it: the settings remember where
        x, y, w, h = (int(v) for v in left)
        window.setGeometry(x, y, w, h)
        app.processEvents()
    window.close()
""")


def _screens(tmp_path, *sizes: tuple[int, int, int, int]) -> str:
    config = {
        "screens": [
            {
                "name": f"screen{i + 1}",
                "x": x,
                "y": y,
                "width": w,
                "height": h,
                "logicalDpi": 96,
                "logicalBaseDpi": 96,
                "dpr": 1,
            }
            for i, (x, y, w, h) in enumerate(sizes)
        ]
    }
    path = tmp_path / f"screens{len(list(tmp_path.glob('screens*')))}.json"
    path.write_text(json.dumps(config))
    return str(path)


def _open(data_dir, config: str, *move: int, scale: float = 1.0) -> dict:
    env = dict(os.environ, MODERNART_DATA_DIR=str(data_dir), QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    env["QT_SCALE_FACTOR"] = str(scale)
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, *map(str, move)], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads([line for line in proc.stdout.splitlines() if line.startswith("{")][-1])


def _inside(shown: dict) -> bool:
    x, y, w, h = shown["frame"]
    fx, fy, fw, fh = shown["free"]
    return fx <= x and fy <= y and x + w <= fx + fw and y + h <= fy + fh


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_first_start_opens_inside_a_small_screen(tmp_path, data_dir, scale):
    config = _screens(tmp_path, (0, 0, round(1280 * scale), round(720 * scale)))
    shown = _open(data_dir, config, scale=scale)
    assert shown["free"][2:] == [1280, 720]  # logical pixels, whatever the scale
    assert _inside(shown), shown
    assert shown["frame"][2] >= 1200 and shown["frame"][3] >= 640  # and it uses the screen
    assert shown["dpr"] == scale


def test_the_smallest_window_fits_a_1280x720_screen_under_a_panel_and_a_title_bar(tmp_path, data_dir):
    config = _screens(tmp_path, (0, 0, 1920, 1080))
    shown = _open(data_dir, config)
    width, height = shown["minimum"]
    assert width <= 1280 - 8 and height <= 720 - 48 - 40


def test_a_remembered_window_too_large_for_todays_screen_is_brought_inside_it(tmp_path, data_dir):
    big = _screens(tmp_path, (0, 0, 2560, 1440))
    first = _open(data_dir, big, 100, 100, 2300, 1250)
    assert _inside(first)
    again = _open(data_dir, big)
    assert again["frame"][2:] == [2300 + 4, 1250 + 4] or abs(again["frame"][2] - 2300) < 20  # kept as left
    small = _screens(tmp_path, (0, 0, 1280, 720))
    shown = _open(data_dir, small)
    assert _inside(shown), shown


def test_a_window_left_on_the_second_screen_opens_there_while_it_exists(tmp_path, data_dir):
    two = _screens(tmp_path, (0, 0, 1280, 720), (1280, 0, 1920, 1080))
    first = _open(data_dir, two, 1500, 120, 1500, 850)
    assert first["screen"] == "screen1" and _inside(first)  # a first start: the primary screen
    again = _open(data_dir, two)
    assert again["screen"] == "screen2" and _inside(again), again
    assert abs(again["frame"][0] - 1500) < 10 and abs(again["frame"][2] - 1500) < 10  # where it was left
    # the second screen unplugged: back on the first, inside it
    one = _screens(tmp_path, (0, 0, 1280, 720))
    shown = _open(data_dir, one)
    assert shown["screen"] == "screen1" and _inside(shown), shown


def test_a_window_remembered_off_every_screen_comes_back_onto_one(tmp_path, data_dir):
    one = _screens(tmp_path, (0, 0, 1920, 1080))
    _open(data_dir, one, 4000, 3000, 1200, 700)
    shown = _open(data_dir, one)
    assert _inside(shown), shown
