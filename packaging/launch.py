"""Entry script for frozen builds (PyInstaller): the same as the `modernart` command."""

from __future__ import annotations

import sys

from modernart_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
