"""Issue 13: the Linux desktop integration (menu entry, AppStream page, icons).

The validators are the freedesktop tools themselves (Debian: desktop-file-utils,
appstream); where they are not installed those two checks are skipped, never passed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from modernart_desktop.ui.app_icon import APP_ID, app_icon, icon_files

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _validate(tool: str, *args: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (Debian: apt-get install desktop-file-utils appstream)")
    done = subprocess.run([tool, *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_desktop_entry_passes_desktop_file_validate() -> None:
    _validate("desktop-file-validate", str(DESKTOP))


def test_the_metainfo_passes_appstreamcli_validate() -> None:
    _validate("appstreamcli", "validate", "--no-net", str(METAINFO))


def test_the_desktop_entry_is_a_board_game_in_three_languages() -> None:
    text = DESKTOP.read_text(encoding="utf-8")
    assert "Categories=Game;BoardGame;" in text
    assert f"Icon={APP_ID}\n" in text
    for key in ("Comment[pl]=", "Comment[fr]=", "GenericName[pl]=", "GenericName[fr]="):
        assert key in text


def test_the_metainfo_speaks_english_polish_and_french_and_shows_our_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    for tag in ("summary", "description/p", "description/ul"):
        langs = {e.get(XML_LANG) for e in root.findall(tag)}
        assert langs == {None, "pl", "fr"}, tag
    assert [c.text for c in root.findall("categories/category")] == ["Game", "BoardGame"]
    images = [e.text for e in root.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        stored = ROOT / re.sub(r"^https://raw\.githubusercontent\.com/[^/]+/[^/]+/[^/]+/", "", url)
        picture = QImage(str(stored))
        assert not picture.isNull(), f"{url} is not one of our stored screenshots"
        assert picture.width() <= 1280 and stored.stat().st_size < 300_000  # small in the repo


def test_the_icon_comes_in_every_usual_size_and_as_svg(qapp) -> None:
    files = {p.parent.parent.name: p for p in icon_files()}
    for size in SIZES:
        image = QImage(str(files[f"{size}x{size}"]))
        assert (image.width(), image.height()) == (size, size)
    assert files["scalable"].suffix == ".svg"
    assert not app_icon().isNull()
    from modernart_desktop.ui.app import create_application

    assert create_application([]).windowIcon().availableSizes()  # the app sets it at start


@pytest.mark.skipif(sys.platform != "linux", reason="the freedesktop layout is Linux's")
def test_the_install_script_puts_everything_in_the_users_data_folder(tmp_path: Path) -> None:
    program = shutil.which("modernart") or str(Path(sys.executable).parent / "modernart")
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    script = str(ROOT / "packaging" / "install-desktop.sh")
    subprocess.run([script, "--exec", program], env=env, check=True, capture_output=True, timeout=60)
    entry = tmp_path / "applications" / DESKTOP.name
    assert f'Exec="{os.path.realpath(program)}"' in entry.read_text(encoding="utf-8")
    assert (tmp_path / "metainfo" / METAINFO.name).is_file()
    for size in SIZES:
        assert (tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    subprocess.run([script, "--uninstall"], env=env, check=True, capture_output=True, timeout=60)
    assert not entry.exists()
