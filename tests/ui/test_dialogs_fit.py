"""Every dialog fits a 1280×720 screen: the final rankings (once 904 and 960 pixels
tall, "Back to the table" below the screen's edge), a round's scoring, the rules, the
new game, settings, about and LAN dialogs, the tables' own dialogs. Each is opened on a
real 1280×720 screen (Qt's offscreen platform, by packaging/screens.py, in a process of
its own), also with QT_SCALE_FACTOR=2, and must lie inside it with room for its title bar."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TITLE_BAR = 30  # the least a window manager's title bar takes above a dialog


def screens(size: str, lang: str, scale: int, tmp_path: Path, only: str = "") -> list[dict]:
    env = dict(os.environ, QT_SCALE_FACTOR=str(scale), MODERNART_DATA_DIR=str(tmp_path / "data"))
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "screens.py"),
            "--size",
            size,
            "--lang",
            lang,
            "--no-images",
            *(["--only", only] if only else []),
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]


@pytest.mark.parametrize(("lang", "scale"), [("en", 1), ("pl", 1), ("fr", 1), ("fr", 2)])
def test_every_dialog_fits_a_1280_by_720_screen(tmp_path, lang, scale):
    shown = screens("1280x720", lang, scale, tmp_path)
    dialogs = [s for s in shown if s["window"] != "MainWindow"]
    names = {s["name"] for s in dialogs}
    for game_id in ("modern_art", "modern_art_card_game", "art_society", "friesematenten"):
        assert f"{game_id}_final_ranking" in names and f"rules_{game_id}" in names
    assert {"modern_art_round_dialog", "modern_art_card_game_round_dialog", "new_game_dialog"} <= names
    assert {"settings_dialog", "about_dialog", "lan_host_dialog", "lan_join_dialog"} <= names
    assert {"art_society_wall_dialog", "friesematenten_discard_dialog"} <= names
    too_big = []
    for s in dialogs:
        x, y, w, h = s["frame"]
        sx, sy, sw, sh = s["screen"]
        assert (sw, sh) == (1280, 720)  # logical pixels, at either scale
        inside = sx <= x and x + w <= sx + sw and sy + TITLE_BAR <= y and y + h <= sy + sh
        if not inside:
            too_big.append((s["name"], s["frame"]))
    assert not too_big, f"dialogs beyond a 1280×720 screen ({lang}, x{scale}): {too_big}"
