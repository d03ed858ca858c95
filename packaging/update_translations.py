#!/usr/bin/env python3
"""Refresh the .ts files of the desktop app from its sources (run after changing texts).

Runs PySide6's lupdate over the UI sources, one translation domain at a time:
  app        - the shell: modernart_desktop/ui/ (everything but ui/games/<id>/)
  modern_art - the Modern Art table: modernart_desktop/ui/games/modern_art/
New texts appear as unfinished entries; translate them (Qt Linguist, or by hand)
before committing: the test suite refuses unfinished entries.

lupdate does not see plural forms in Python (`translate(ctx, "%n point(s)", "", n)`),
so an entry that the .ts already has with plural forms keeps them.

Other domains (lan, card_game, ...) belong to their subsystems; add them to DOMAINS
with their own source folders.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "modernart_desktop" / "ui"
LANGUAGES = ("pl", "fr")


def _app_sources() -> list[Path]:
    games = UI / "games"
    lobby = UI / "lobby"
    return sorted(
        p
        for p in UI.rglob("*.py")
        if not (p.parent != games and games in p.parents) and lobby not in p.parents
    )


DOMAINS = {
    "app": _app_sources,
    "modern_art": lambda: sorted((UI / "games" / "modern_art").rglob("*.py")),
    "card_game": lambda: sorted((UI / "games" / "modern_art_card_game").rglob("*.py")),
    "art_society": lambda: sorted((UI / "games" / "art_society").rglob("*.py")),
    "lan": lambda: sorted((UI / "lobby").rglob("*.py")),
    "friesematenten": lambda: sorted((UI / "games" / "friesematenten").rglob("*.py")),
}


def find_lupdate() -> list[str]:
    import PySide6

    bundled = Path(PySide6.__file__).resolve().parent / (
        "lupdate.exe" if sys.platform == "win32" else "lupdate"
    )
    if bundled.is_file():
        return [str(bundled)]
    wrapper = Path(sys.executable).parent / "pyside6-lupdate"
    if wrapper.is_file():
        return [str(wrapper)]
    raise SystemExit("lupdate not found: install PySide6 (pip install -e .)")


_CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>.*?</context>", re.S)
_MESSAGE = re.compile(r"<message( numerus=\"yes\")?>.*?</message>", re.S)
_SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
_FORM = re.compile(r"<numerusform>(.*?)</numerusform>", re.S)


def plural_entries(ts_text: str) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> the translated plural forms (as escaped XML text)."""
    found: dict[tuple[str, str], list[str]] = {}
    for ctx in _CONTEXT.finditer(ts_text):
        for msg in _MESSAGE.finditer(ctx.group(0)):
            source = _SOURCE.search(msg.group(0))
            forms = _FORM.findall(msg.group(0))
            if msg.group(1) and source and forms:
                found[(ctx.group(1), source.group(1))] = forms
    return found


def keep_plurals(ts_text: str, plurals: dict[tuple[str, str], list[str]]) -> str:
    """Put the plural forms lupdate dropped back into a freshly updated .ts."""

    def fix_context(ctx: re.Match[str]) -> str:
        def fix_message(msg: re.Match[str]) -> str:
            source = _SOURCE.search(msg.group(0))
            forms = plurals.get((ctx.group(1), source.group(1))) if source else None
            if not forms:
                return msg.group(0)
            lines = "".join(f"\n            <numerusform>{f}</numerusform>" for f in forms)
            return (
                f'<message numerus="yes">\n        <source>{source.group(1)}</source>\n'
                f"        <translation>{lines}\n        </translation>\n    </message>"
            )

        return _MESSAGE.sub(fix_message, ctx.group(0))

    return _CONTEXT.sub(fix_context, ts_text)


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
            cmd = [
                *tool,
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                lang,
                *files,
                "-ts",
                str(ts),
            ]
            print(f"{ts.relative_to(ROOT)}:", flush=True)
            plurals = plural_entries(ts.read_text(encoding="utf-8")) if ts.exists() else {}
            subprocess.run(cmd, check=True, cwd=ROOT)
            if plurals:
                ts.write_text(keep_plurals(ts.read_text(encoding="utf-8"), plurals), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
