"""Runs one fuzz target under atheris (libFuzzer, coverage-guided), or replays inputs.

    .venv/bin/python fuzz/run.py net [libFuzzer options] [corpus dirs or files]
    .venv/bin/python fuzz/run.py net --replay FILE...   # no atheris needed

Only the app's own code is instrumented for coverage. The long campaign with its
figures and log is benchmarks/fuzz.py; the short run of the test suite is
tests/fuzz/test_fuzz.py.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
os.environ.setdefault("MODERNART_BIND", "127.0.0.1")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
GAMES = ("modern_art", "modern_art_card_game", "art_society", "friesematenten")


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    target = sys.argv.pop(1)
    logging.disable(logging.WARNING)  # a damaged save is logged as skipped: millions of times here
    if len(sys.argv) > 1 and sys.argv[1] == "--replay":
        import harnesses

        for name in sys.argv[2:]:
            harnesses.TARGETS[target](Path(name).read_bytes())
            print(f"ok {name}")
        return
    import atheris

    # The AI players are not under test (the random agent only makes the prefixes):
    # leaving them out keeps start-up short and the coverage about the engines.
    package = HERE.parent / "modernart_desktop"
    folders = [package / "ai"] + [package / "games" / g / "ai" for g in GAMES]
    ai = [
        ".".join(py.relative_to(HERE.parent).with_suffix("").parts).removesuffix(".__init__")
        for folder in folders
        for py in folder.rglob("*.py")
    ]
    with atheris.instrument_imports(include=["modernart_desktop", "harnesses"], exclude=ai):
        import harnesses

        import modernart_desktop.games.art_society.rules
        import modernart_desktop.games.friesematenten.rules
        import modernart_desktop.games.modern_art.rules
        import modernart_desktop.games.modern_art_card_game.rules  # noqa: F401
    one = harnesses.TARGETS[target]
    atheris.Setup(sys.argv, one)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
