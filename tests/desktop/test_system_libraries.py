"""A fresh Linux desktop: the README names every system library Qt's X11 plug-in needs,
and the app says which are missing instead of letting Qt abort."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from modernart_desktop import desktop_libs
from modernart_desktop.desktop_libs import XCB_LIBRARIES, debian_packages, missing_message, uses_xcb

ROOT = Path(__file__).resolve().parents[2]


def _qt_xcb_files() -> list[Path]:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    return [p for p in (qt / "plugins/platforms/libqxcb.so", qt / "lib/libQt6XcbQpa.so.6") if p.exists()]


def _ldd_not_found() -> set[str]:
    found: set[str] = set()
    for path in _qt_xcb_files():
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=False).stdout
        found |= {m.group(1) for m in re.finditer(r"^\s*(\S+) => not found", out, re.M)}
    return found


def test_readme_first_command_names_every_debian_package():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    apt_line = next(line for line in readme.splitlines() if "apt-get install" in line)
    for package in debian_packages():
        assert f" {package}" in apt_line, package


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("ldd") is None, reason="Linux + ldd")
def test_every_library_ldd_misses_is_on_our_list():
    if not _qt_xcb_files():
        pytest.skip("this PySide6 has no xcb plug-in")
    ours = {lib.soname for lib in XCB_LIBRARIES}
    assert _ldd_not_found() <= ours


@pytest.mark.skipif(os.environ.get("MODERNART_XCB_INSTALLED") != "1", reason=".ci/run installed the packages")
def test_nothing_is_missing_once_the_named_packages_are_installed():
    # .ci/run installs `debian_packages()` with apt-get and sets the variable when it could.
    assert _ldd_not_found() == set()
    assert desktop_libs.missing_libraries() == []


def test_only_x11_needs_the_check():
    assert uses_xcb({"DISPLAY": ":0"}, "linux")
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not uses_xcb({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not uses_xcb({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, "linux")
    assert not uses_xcb({"DISPLAY": ":0"}, "darwin")


def test_the_message_names_the_missing_libraries_and_the_install_commands():
    missing = [lib for lib in XCB_LIBRARIES if lib.soname in {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}]
    text = missing_message(missing)
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in text
    assert "sudo dnf install xcb-util-wm xcb-util-keysyms" in text


def test_the_app_prints_the_message_instead_of_starting_qt(monkeypatch, capsys):
    from modernart_desktop import cli

    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(desktop_libs, "_loads", lambda soname: soname != "libxcb-keysyms.so.1")
    assert cli.main(["gui"]) == 3
    err = capsys.readouterr().err
    assert "libxcb-keysyms.so.1" in err and "apt-get install libxcb-keysyms1" in err
