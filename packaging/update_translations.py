#!/usr/bin/env python3
"""Refresh the .ts files of the desktop app from its sources (run after changing texts).

Runs PySide6's lupdate over the UI sources, one translation domain at a time:
  app        - the shell: modernart_desktop/ui/ (everything but ui/games/<id>/)
  modern_art - the Modern Art table: modernart_desktop/ui/games/modern_art/
New texts appear as unfinished entries; translate them (Qt Linguist, or by hand)
before committing: the test suite refuses unfinished entries.

Other domains (lan, card_game, ...) belong to their subsystems; add them to DOMAINS
with their own source folders.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "modernart_desktop" / "ui"
LANGUAGES = ("pl", "fr")


def _app_sources() -> list[Path]:
    games = UI / "games"
    lobby = UI / "lobby"
    return sorted(p for p in UI.rglob("*.py")
                  if not (p.parent != games and games in p.parents) and lobby not in p.parents)


DOMAINS = {
    "app": _app_sources,
    "modern_art": lambda: sorted((UI / "games" / "modern_art").rglob("*.py")),
    "card_game": lambda: sorted((UI / "games" / "modern_art_card_game").rglob("*.py")),
    "lan": lambda: sorted((UI / "lobby").rglob("*.py")),
}


def find_lupdate() -> list[str]:
    import PySide6

    bundled = Path(PySide6.__file__).resolve().parent / ("lupdate.exe" if sys.platform == "win32" else "lupdate")
    if bundled.is_file():
        return [str(bundled)]
    wrapper = Path(sys.executable).parent / "pyside6-lupdate"
    if wrapper.is_file():
        return [str(wrapper)]
    raise SystemExit("lupdate not found: install PySide6 (pip install -e .)")


def main(argv: list[str] | None = None) -> int:
    """`update_translations.py [domain ...]`: all domains, or only those named."""
    wanted = list(sys.argv[1:] if argv is None else argv) or list(DOMAINS)
    unknown = [d for d in wanted if d not in DOMAINS]
    if unknown:
        raise SystemExit(f"unknown domain(s): {', '.join(unknown)}; known: {', '.join(DOMAINS)}")
    tool = find_lupdate()
    out_dir = ROOT / "translations"
    out_dir.mkdir(exist_ok=True)
    for domain in wanted:
        sources = DOMAINS[domain]
        files = [str(p.relative_to(ROOT)) for p in sources()]
        for lang in LANGUAGES:
            ts = out_dir / f"{domain}_{lang}.ts"
            cmd = [*tool, "-no-obsolete", "-locations", "none", "-target-language", lang, *files, "-ts", str(ts)]
            print(f"{ts.relative_to(ROOT)}:", flush=True)
            subprocess.run(cmd, check=True, cwd=ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
