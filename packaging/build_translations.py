#!/usr/bin/env python3
"""Compile every translations/*.ts into a .qm (for packaged builds).

    python packaging/build_translations.py [OUT_DIR]

Without OUT_DIR the .qm files go beside the .ts (the PyInstaller bundle takes them from
there); the wheel build (setup.py) calls `compile_all` with the package's own folder.
The app does not need this when run from a checkout or an editable install: at start it
builds any missing or stale .qm into the user's cache directory (modernart_desktop/ui/i18n.py).
Only the standard library and PySide6's lrelease are used, so the build step needs
nothing else from the app.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lrelease_command() -> list[str]:
    """PySide6's own lrelease (the same tool the app uses at run time)."""
    try:
        import PySide6

        bundled = Path(PySide6.__file__).resolve().parent / (
            "lrelease.exe" if sys.platform == "win32" else "lrelease"
        )
        if bundled.is_file():
            return [str(bundled)]
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    raise RuntimeError("lrelease not found: install PySide6-Essentials to build the translations")


def compile_all(ts_dir: Path, out_dir: Path | None = None) -> list[Path]:
    """One .qm per .ts in `ts_dir` (into `out_dir`, else beside the .ts); raises on failure:
    a package without its translations must not be built."""
    tool = lrelease_command()
    built = []
    for ts in sorted(ts_dir.glob("*.ts")):
        qm = (out_dir or ts_dir) / f"{ts.stem}.qm"
        qm.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([*tool, "-silent", str(ts), "-qm", str(qm)], check=True, timeout=120)
        built.append(qm)
    if not built:
        raise RuntimeError(f"no .ts files in {ts_dir}")
    return built


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else None
    for qm in compile_all(ROOT / "translations", out):
        print(f"built: {qm}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
