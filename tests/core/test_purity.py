"""DESIGN principle 1: the core and the games' rules import no Qt, asyncio or sockets."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "modernart_desktop"
FORBIDDEN = ("PySide6", "shiboken6", "asyncio", "socket", "_socket", "qasync", "zeroconf", "selectors")


def test_core_and_rules_import_no_qt_asyncio_or_sockets():
    # `importlib.metadata` (how the registry finds game plug-ins) imports the standard
    # library's email parser, which imports `socket` for one helper: what it loads is
    # the baseline, everything the core and the games load beyond it is checked.
    code = (
        "import sys, importlib.metadata\n"
        "base = set(sys.modules)\n"
        "from modernart_desktop.core import actions, errors, events, game, match, persistence, registry, rng\n"
        "registry.load_all()\n"
        "from modernart_desktop.core.match import Match\n"
        "from modernart_desktop.ai.selfplay import play_random_games\n"
        "for g in registry.available():\n"
        "    m = Match.new(g, registry.get(g).min_players, seed=1)\n"
        "    m.view_for(0)\n"
        f"bad = sorted(n for n in set(sys.modules) - base if n.split('.')[0] in {FORBIDDEN!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"the pure core pulled in: {out.stdout.strip()}"


def test_no_core_or_game_module_names_qt_asyncio_or_sockets():
    """What the baseline above lets through (socket) is checked in the sources instead."""
    pattern = re.compile(rf"^\s*(?:import|from)\s+({'|'.join(FORBIDDEN)})\b", re.M)
    offenders = [
        str(path.relative_to(PACKAGE))
        for folder in ("core", "games")
        for path in (PACKAGE / folder).rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
