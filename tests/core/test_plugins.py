"""Games are plug-ins declared as entry points (DESIGN principle 17): the registry
finds them without `core/` importing `games/`, and a game id claimed twice is an error."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from importlib.metadata import EntryPoint
from pathlib import Path
from typing import Any

import pytest

from modernart_desktop.core import registry

PACKAGE = Path(__file__).resolve().parents[2] / "modernart_desktop"


def test_the_core_never_imports_the_games_package():
    pattern = re.compile(
        r"^\s*(from\s+modernart_desktop(\.games\b|\s+import\s+games\b)|import\s+modernart_desktop\.games\b)",
        re.M,
    )
    offenders = [
        p.name for p in (PACKAGE / "core").rglob("*.py") if pattern.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def _declared(group: str) -> list[str]:
    """The plug-ins pyproject.toml declares in an entry-point group."""
    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8"))
    return list(project["project"]["entry-points"][group])


def test_every_game_is_found_through_its_entry_point():
    code = (
        "import sys\n"
        "from modernart_desktop.core import registry\n"
        "assert not any(n.startswith('modernart_desktop.games.') for n in sys.modules)\n"
        "print(','.join(registry.available()))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().split(",") == sorted(_declared("modernart_desktop.games"))


def _fresh_registry(monkeypatch, points):
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_loaded", False)
    monkeypatch.setattr(registry, "entry_points", lambda group: points if group == registry.GROUP else [])


@dataclass
class _Point:
    """An entry point as `importlib.metadata` gives it: a name, a value, load()."""

    name: str
    value: str
    obj: Any

    def load(self) -> Any:
        return self.obj


def test_two_plug_ins_claiming_one_game_id_is_an_error(monkeypatch):
    from modernart_desktop.games.modern_art import GAME
    from modernart_desktop.games.modern_art.rules import ModernArt

    _fresh_registry(
        monkeypatch,
        [
            _Point("modern_art", "modernart_desktop.games.modern_art:GAME", GAME),
            _Point("modern_art_fork", "someone_else.fork:GAME", ModernArt()),
        ],
    )
    with pytest.raises(registry.DuplicateGame, match="modern_art"):
        registry.load_all()
    # a failed load is not remembered as done: the next call tries (and fails) again
    with pytest.raises(registry.DuplicateGame):
        registry.available()


@pytest.mark.pure_build("subclasses a compiled class")
def test_a_second_game_class_under_a_taken_id_is_refused(monkeypatch):
    from modernart_desktop.games.modern_art import GAME
    from modernart_desktop.games.modern_art_card_game import GAME as CARD_GAME

    _fresh_registry(monkeypatch, [])
    registry.register(GAME)
    registry.register(GAME)  # the same game again is no conflict
    impostor = type("Impostor", (type(CARD_GAME),), {"game_id": GAME.game_id})()
    with pytest.raises(registry.DuplicateGame):
        registry.register(impostor)


def test_an_entry_point_that_names_no_game_is_refused(monkeypatch):
    _fresh_registry(monkeypatch, [EntryPoint("odd", "modernart_desktop.core.registry:GROUP", registry.GROUP)])
    with pytest.raises(TypeError):
        registry.load_all()
