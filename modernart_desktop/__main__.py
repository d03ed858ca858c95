from __future__ import annotations

import sys

from modernart_desktop.cli import main

sys.exit(main())
