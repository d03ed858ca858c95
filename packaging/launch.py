"""Entry script for frozen builds (PyInstaller): the same as the `modernart` command."""

from __future__ import annotations

import multiprocessing
import sys

from modernart_desktop.cli import main

if __name__ == "__main__":
    # `modernart tournament --jobs N` starts worker processes: in a frozen program they
    # re-run this executable, which must hand them over to multiprocessing at once.
    multiprocessing.freeze_support()
    sys.exit(main())
