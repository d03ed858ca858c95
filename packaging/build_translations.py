#!/usr/bin/env python3
"""Compile every translations/*.ts into a .qm beside it (for packaged builds).

The app does not need this when run from a source checkout or an editable install:
at start it builds any missing or stale .qm into the user's cache directory itself
(modernart_desktop/ui/i18n.py). A package ships the .qm files this script makes.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    from modernart_desktop.ui.i18n import compile_ts

    failed = 0
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        qm = ts.with_suffix(".qm")
        ok = compile_ts(ts, qm)
        print(f"{'built' if ok else 'FAILED'}: {qm.relative_to(ROOT)}")
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
