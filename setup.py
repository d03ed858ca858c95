"""Build step of the wheel; the project itself is described in pyproject.toml.

The checkout keeps `resources/` (icons, in-app rules) and `translations/` (.ts sources)
at the top level. A wheel has no checkout beside it, so building it copies
`resources/` into the package and compiles every .ts into a .qm inside it:
`modernart_desktop/resources/` and `modernart_desktop/translations/`, the second place
the app looks (the first is the checkout). Editable installs skip this: they run
from the checkout, where the app finds both folders (and builds the .qm itself).
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _translations_builder():
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "packaging" / "build_translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPyWithAppData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        package = Path(self.build_lib) / "modernart_desktop"
        shutil.copytree(ROOT / "resources", package / "resources", dirs_exist_ok=True)
        _translations_builder().compile_all(ROOT / "translations", package / "translations")


setup(cmdclass={"build_py": BuildPyWithAppData})
