"""Layering: the headless host and the command line's headless commands import
nothing from the desktop UI (`modernart_desktop.ui`) and no Qt."""

from __future__ import annotations

import subprocess
import sys


def test_headless_commands_import_no_ui_and_no_qt(tmp_path):
    code = (
        "import sys\n"
        "from modernart_desktop import cli\n"
        "import modernart_desktop.net.cli, modernart_desktop.ai.cli, modernart_desktop.net.host\n"
        "import modernart_desktop.storage.lan_saves, modernart_desktop.storage.saves\n"
        "cli.build_parser()\n"
        "assert cli.main(['simulate', '--game', 'modern_art', '--players', '3', '--games', '2',\n"
        "                 '--option', 'mystery_hand=true']) == 0\n"
        "modernart_desktop.net.cli._default_save_path('modern_art')\n"
        "bad = sorted(n for n in sys.modules if n.startswith('modernart_desktop.ui') or\n"
        "             n.split('.')[0] in ('PySide6', 'shiboken6', 'qasync'))\n"
        "print('BAD:' + ','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**__import__("os").environ, "MODERNART_DATA_DIR": str(tmp_path)},
    )
    assert out.stdout.strip().splitlines()[-1] == "BAD:", out.stdout
