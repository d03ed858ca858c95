"""`modernart --smoke-test`, run from the checkout: the check that packaged builds run
(the wheel test and the bundle) passes here too, and fails loudly when a language does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _smoke(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MODERNART_BIND="127.0.0.1", **extra)
    return subprocess.run(
        [sys.executable, "-m", "modernart_desktop", "--smoke-test"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_smoke_test_opens_the_start_page_in_every_language_and_exits_0(tmp_path: Path) -> None:
    done = _smoke(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke: start page shown: yes" in done.stdout
    assert "smoke: LAN modules: imported" in done.stdout
    assert "smoke: passed" in done.stdout


def test_without_translations_the_smoke_test_fails(tmp_path: Path) -> None:
    # A copy of the bare package, with no checkout beside it and nothing built into it:
    # what a wheel without its build step would be.
    import shutil

    import modernart_desktop

    package = Path(modernart_desktop.__file__).parent
    shutil.copytree(
        package, tmp_path / "pkg" / "modernart_desktop", ignore=shutil.ignore_patterns("__pycache__")
    )
    done = _smoke(tmp_path, PYTHONPATH=str(tmp_path / "pkg"))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "translation file(s)" in done.stdout and "smoke: FAILED" in done.stdout
