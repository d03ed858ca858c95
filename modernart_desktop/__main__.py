from __future__ import annotations

import sys

from modernart_desktop.cli import main

if __name__ == "__main__":  # a spawned worker (the review's processes) imports this module too
    sys.exit(main())
