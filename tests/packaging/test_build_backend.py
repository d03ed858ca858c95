"""Issue 27: the in-tree build backend (packaging/pep517, named by pyproject.toml) asks for
mypy (mypyc) only to build a wheel where a C compiler and Python's headers are found, so
the README's editable install and any machine without a compiler need nothing more."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def backend(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "modernart_build_backend", ROOT / "packaging" / "pep517" / "modernart_build_backend.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    # setuptools' own answer (it would run setup.py for it): what pyproject.toml lists
    monkeypatch.setattr(
        module._setuptools, "get_requires_for_build_wheel", lambda config_settings=None: ["wheel"]
    )
    monkeypatch.delenv("MODERNART_PURE", raising=False)
    return module


def test_a_wheel_build_asks_for_mypyc_only_where_it_can_compile(
    backend: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(backend, "_may_compile", lambda: True)
    assert backend.get_requires_for_build_wheel() == ["wheel", backend.MYPYC]
    monkeypatch.setattr(backend, "_may_compile", lambda: False)
    assert backend.get_requires_for_build_wheel() == ["wheel"]


def test_editable_installs_and_sdists_are_setuptools_own_builds(backend: ModuleType) -> None:
    from setuptools import build_meta

    for hook in (
        "get_requires_for_build_editable",
        "prepare_metadata_for_build_editable",
        "build_editable",
        "get_requires_for_build_sdist",
        "build_sdist",
        "prepare_metadata_for_build_wheel",
        "build_wheel",
    ):
        assert getattr(backend, hook) is getattr(build_meta, hook), hook


def test_no_compiler_or_modernart_pure_means_no_compiling(
    backend: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CC", "no-such-c-compiler-here")
    assert not backend._may_compile()
    monkeypatch.delenv("CC")
    monkeypatch.setenv("MODERNART_PURE", "1")
    assert not backend._may_compile()
