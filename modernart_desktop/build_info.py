"""Which build of the engines runs here: pure Python, or compiled with mypyc.

The rules engines, the core they run on and the AI's rollout policies are plain typed
Python. Where a C compiler is at hand, the wheel (and the desktop bundle built from
it) also compiles the modules named below with mypyc (setup.py): the same source,
turned into C extension modules that Python imports in place of the .py files and
that play the same games about twice as fast (docs/engine_speed.md). An
editable install (the README's commands, CI) and any machine without a compiler run
them as Python. `modernart --version` says which build runs.

Compiled code holds every annotation at run time (a wrong one is a TypeError, not a
silent pass), so these modules must be true to their types. The whole suite runs on the
pure build; where a compiler is at hand CI also builds the compiled wheel, plays seeded
games on it against the pure engines step by step and runs the engine tests on it
(packaging/test-compiled-wheel.sh, packaging/check-compiled-wheel.sh).
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

# The modules the wheel compiles (dotted names). Left out on purpose: modules whose
# classes other code subclasses or extends at run time (actions, which are frozen
# dataclasses with class-level `kind`s, a pattern mypyc does not compile; the Qt UI),
# and code that is not on the games' hot paths. A class of a module left out may not
# subclass a class compiled here ("interpreted classes cannot inherit from compiled",
# raised only when the class is first used; tests/packaging/test_build_info.py checks
# it), except in the modules of EXPERT_ONLY below.
COMPILED_MODULES: tuple[str, ...] = (
    "modernart_desktop.core.events",
    "modernart_desktop.core.legal",
    "modernart_desktop.core.game",
    "modernart_desktop.core.match",
    "modernart_desktop.core.rng",
    "modernart_desktop.ai.random_agent",
    "modernart_desktop.ai.ranking",
    "modernart_desktop.ai.search",
    "modernart_desktop.ai.selfplay",
    "modernart_desktop.games.common.ranking",
    "modernart_desktop.games.common.turns",
    "modernart_desktop.games.modern_art.components",
    "modernart_desktop.games.modern_art.rules",
    "modernart_desktop.games.modern_art.state",
    "modernart_desktop.games.modern_art.view",
    "modernart_desktop.games.modern_art.ai.heuristic",
    "modernart_desktop.games.modern_art.ai.knowledge",
    "modernart_desktop.games.modern_art.ai.sampler",
    "modernart_desktop.games.modern_art.ai.search_kit",
    "modernart_desktop.games.modern_art.ai.valuation",
    "modernart_desktop.games.modern_art_card_game.components",
    "modernart_desktop.games.modern_art_card_game.rules",
    "modernart_desktop.games.modern_art_card_game.state",
    "modernart_desktop.games.modern_art_card_game.view",
    "modernart_desktop.games.modern_art_card_game.ai.heuristic",
    "modernart_desktop.games.modern_art_card_game.ai.outlook",
    "modernart_desktop.games.modern_art_card_game.ai.sampler",
    "modernart_desktop.games.modern_art_card_game.ai.search_kit",
    "modernart_desktop.games.modern_art_card_game.ai.situation",
    "modernart_desktop.games.art_society.components",
    "modernart_desktop.games.art_society.gallery",
    "modernart_desktop.games.art_society.rules",
    "modernart_desktop.games.art_society.scoring",
    "modernart_desktop.games.art_society.state",
    "modernart_desktop.games.art_society.view",
    "modernart_desktop.games.art_society.ai.heuristic",
    "modernart_desktop.games.art_society.ai.sampler",
    "modernart_desktop.games.art_society.ai.search_kit",
    "modernart_desktop.games.friesematenten.board",
    "modernart_desktop.games.friesematenten.components",
    "modernart_desktop.games.friesematenten.effects",
    "modernart_desktop.games.friesematenten.rules",
    "modernart_desktop.games.friesematenten.state",
    "modernart_desktop.games.friesematenten.view",
    "modernart_desktop.games.friesematenten.ai.heuristic",
    "modernart_desktop.games.friesematenten.ai.sampler",
    "modernart_desktop.games.friesematenten.ai.search_kit",
)

# The Expert levels' kits, which subclass their game's compiled search kit and which
# mypyc cannot compile itself (a constructor taking `**kit` after defaults). Expert is
# not offered in the app; benchmarks try it (benchmarks/level_variant.py). In the
# compiled build Friesematenten's raises the TypeError above when made (Art Society's
# is made and plays), so try Expert levels on the pure build (the editable install).
# Leaving the two search kits pure instead made mypyc's compiled imports fail at start
# ("native module ... was replaced after initialization", mypy 2.4.1).
EXPERT_ONLY: tuple[str, ...] = (
    "modernart_desktop.games.art_society.ai.expert",
    "modernart_desktop.games.friesematenten.ai.expert",
)

_PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def compiled_modules(root: Path = _PACKAGE_ROOT) -> list[str]:
    """The modules of COMPILED_MODULES that run compiled here: an extension module
    beside the .py file (in the folder that holds the package, `root`), which Python's
    import system prefers to it. Found without importing anything."""
    found = []
    for name in COMPILED_MODULES:
        base = root.joinpath(*name.split("."))
        if any(base.with_name(base.name + suffix).exists() for suffix in EXTENSION_SUFFIXES):
            found.append(name)
    return found


COMPILED = "compiled (mypyc)"
PARTLY_COMPILED = "partly compiled (mypyc)"
PURE = "pure Python"


def build_kind(root: Path = _PACKAGE_ROOT) -> str:
    """COMPILED (every module of COMPILED_MODULES runs compiled), PARTLY_COMPILED or PURE."""
    n = len(compiled_modules(root))
    if n == 0:
        return PURE
    return COMPILED if n == len(COMPILED_MODULES) else PARTLY_COMPILED


def describe(root: Path = _PACKAGE_ROOT) -> str:
    """Which build runs, for `modernart --version`: 'pure Python', 'compiled (mypyc)', or
    'partly compiled (mypyc, N of M modules)' (a build some of whose modules failed)."""
    compiled = len(compiled_modules(root))
    if compiled == 0:
        return PURE
    if compiled == len(COMPILED_MODULES):
        return COMPILED
    return f"partly compiled (mypyc, {compiled} of {len(COMPILED_MODULES)} modules)"
