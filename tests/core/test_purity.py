"""DESIGN principle 1: the core and the games' rules import no Qt, asyncio or sockets."""

from __future__ import annotations

import subprocess
import sys


def test_core_and_rules_import_no_qt_asyncio_or_sockets():
    code = (
        "import sys\n"
        "from modernart_desktop.core import actions, errors, events, game, match, persistence, registry, rng\n"
        "registry.load_all()\n"
        "from modernart_desktop.core.match import Match\n"
        "from modernart_desktop.ai.selfplay import play_random_games\n"
        "for g in registry.available():\n"
        "    m = Match.new(g, registry.get(g).min_players, seed=1)\n"
        "    m.view_for(0)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in\n"
        "             ('PySide6', 'shiboken6', 'asyncio', 'socket', '_socket', 'qasync', 'zeroconf', 'selectors'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"the pure core pulled in: {out.stdout.strip()}"
