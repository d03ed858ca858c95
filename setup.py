"""Build step of the wheel; the project itself is described in pyproject.toml.

The checkout keeps `resources/` (icons, in-app rules) and `translations/` (.ts sources)
at the top level. A wheel has no checkout beside it, so building it copies
`resources/` into the package and compiles every .ts into a .qm inside it:
`modernart_desktop/resources/` and `modernart_desktop/translations/`, the second place
the app looks (the first is the checkout). Editable installs skip this: they run
from the checkout, where the app finds both folders (and builds the .qm itself).

A wheel is also built with the engines compiled by mypyc (the modules
modernart_desktop/build_info.py names) where mypyc and a working C compiler are at
hand; anywhere else, and whenever compiling fails, it is the same package in pure
Python. Editable installs, sdists and metadata builds never compile. The environment
variable MODERNART_PURE=1 asks for a pure Python wheel.
"""

from __future__ import annotations

import importlib.util
import inspect
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
GROUP = "modernart_desktop_engines"  # the compiled engines' shared library: GROUP__mypyc.*.so


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _note(text: str) -> None:
    print(f"modernart-desktop build: {text}", file=sys.stderr)


class BuildPyWithAppData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        package = Path(self.build_lib) / "modernart_desktop"
        shutil.copytree(ROOT / "resources", package / "resources", dirs_exist_ok=True)
        _load("build_translations", ROOT / "packaging" / "build_translations.py").compile_all(
            ROOT / "translations", package / "translations"
        )


class BuildExtOrPure(build_ext):
    """Compile the engines; if the compiler fails, the wheel is pure Python instead."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # a compiler error of any kind: never required
            _note(f"compiling the engines failed ({exc}); the wheel is pure Python")
            for ext in self.extensions:
                built = Path(self.get_ext_fullpath(ext.name))
                built.unlink(missing_ok=True)
            self.extensions = []


def _compiler_works() -> bool:
    """A C compiler that finds Python's headers (a bare gcc without python3-dev does not)."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "probe.c"
        source.write_text("#include <Python.h>\nint probe(void) { return 0; }\n")
        try:  # setuptools' own compiler set-up, as build_ext uses it
            from setuptools._distutils.ccompiler import new_compiler
            from setuptools._distutils.sysconfig import customize_compiler

            compiler = new_compiler()
            customize_compiler(compiler)
            compiler.compile([str(source)], output_dir=tmp, include_dirs=[sysconfig.get_paths()["include"]])
        except Exception:  # no compiler, no headers, or no such set-up: pure Python
            return False
    return True


def _engine_extensions() -> list:
    """The mypyc extension modules of a wheel build, or [] for a pure Python one."""
    if os.environ.get("MODERNART_PURE", "") not in ("", "0"):
        _note("MODERNART_PURE is set: the wheel is pure Python")
        return []
    if not {"bdist_wheel", "build_ext"} & set(sys.argv[1:]):
        return []  # editable installs, sdists, metadata: nothing to compile
    try:
        from mypyc.build import mypycify
    except ImportError:
        _note("mypyc is not installed: the wheel is pure Python")
        return []
    if not _compiler_works():
        _note("no working C compiler (or no Python headers): the wheel is pure Python")
        return []
    modules = _load("build_info", ROOT / "modernart_desktop" / "build_info.py").COMPILED_MODULES
    paths = [str(Path(*name.split("."))) + ".py" for name in modules]
    # One shared library under a stable name (not a hash): the bundle's spec names it.
    named = {"group_name": GROUP} if "group_name" in inspect.signature(mypycify).parameters else {}
    try:
        return mypycify(paths, opt_level="3", **named)
    except (Exception, SystemExit) as exc:  # mypyc refused the code (SystemExit on type errors): stay pure
        _note(f"mypyc could not compile the engines ({exc!r}); the wheel is pure Python")
        return []


setup(
    cmdclass={"build_py": BuildPyWithAppData, "build_ext": BuildExtOrPure},
    ext_modules=_engine_extensions(),
)
