"""Issue 27: `modernart --version` and the About dialog say which build of the engines runs,
pure Python (an editable install, any machine without a C compiler) or compiled with mypyc
(the wheel where a compiler was found), from the extension modules actually present."""

from __future__ import annotations

import ast
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from modernart_desktop import __version__, build_info
from modernart_desktop.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]


def _checkout_is_pure() -> None:
    if build_info.compiled_modules():  # e.g. `setup.py build_ext --inplace` was run here
        pytest.skip("this checkout has compiled engine modules beside its sources")


def test_every_module_the_wheel_compiles_is_a_source_file_of_the_package() -> None:
    for name in build_info.COMPILED_MODULES:
        assert ROOT.joinpath(*name.split(".")).with_suffix(".py").is_file(), name
    assert len(set(build_info.COMPILED_MODULES)) == len(build_info.COMPILED_MODULES)


def _compiled_names_imported(tree: ast.Module, compiled: set[str]) -> dict[str, str]:
    """Local name -> the compiled module it comes from (a class of it, or the module)."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                if node.module in compiled or f"{node.module}.{alias.name}" in compiled:
                    names[alias.asname or alias.name] = node.module
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in compiled:
                    names[alias.asname or alias.name.split(".")[0]] = alias.name
    return names


def test_no_module_left_pure_subclasses_a_compiled_class() -> None:
    # Compiled, such a subclass raises "interpreted classes cannot inherit from compiled"
    # when it is first used, in the compiled build only (Friesematenten's Expert kit did).
    compiled = set(build_info.COMPILED_MODULES)
    offenders = []
    for path in sorted((ROOT / "modernart_desktop").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        if module in compiled or module in build_info.EXPERT_ONLY:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = _compiled_names_imported(tree, compiled)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for base in node.bases:
                    head = ast.unparse(base).split(".")[0].split("[")[0]
                    if head in names:
                        offenders.append(f"{module}.{node.name}({ast.unparse(base)} of {names[head]})")
    assert offenders == [], f"compile these too, or leave their bases pure: {offenders}"


def test_the_version_says_pure_python_when_no_module_is_compiled(capsys: pytest.CaptureFixture[str]) -> None:
    _checkout_is_pure()
    with pytest.raises(SystemExit) as done:
        build_parser().parse_args(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"modernart {__version__} (engines: pure Python)"


def _fake_package(tmp_path: Path, compiled: tuple[str, ...]) -> Path:
    """A package tree with every listed module's .py, and an extension module beside some."""
    for name in build_info.COMPILED_MODULES:
        base = tmp_path.joinpath(*name.split("."))
        base.parent.mkdir(parents=True, exist_ok=True)
        base.with_suffix(".py").write_text("")
        if name in compiled:
            base.with_name(base.name + EXTENSION_SUFFIXES[0]).write_bytes(b"")
    return tmp_path


def test_the_build_is_named_from_the_extension_modules_beside_the_sources(tmp_path: Path) -> None:
    every = build_info.COMPILED_MODULES
    assert build_info.describe(_fake_package(tmp_path / "pure", ())) == "pure Python"
    assert build_info.describe(_fake_package(tmp_path / "all", every)) == "compiled (mypyc)"
    assert build_info.build_kind(_fake_package(tmp_path / "all", every)) == build_info.COMPILED
    partly = _fake_package(tmp_path / "partly", every[:3])
    assert build_info.compiled_modules(partly) == list(every[:3])
    assert build_info.describe(partly) == f"partly compiled (mypyc, 3 of {len(every)} modules)"
    assert build_info.build_kind(partly) == build_info.PARTLY_COMPILED


def test_the_about_dialog_names_the_build(qtbot) -> None:
    _checkout_is_pure()
    from modernart_desktop.ui.about_dialog import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert f"Version {__version__} (game engines: pure Python)" in dialog.body.text()
