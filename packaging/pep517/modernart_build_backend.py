"""The wheel's build backend: setuptools' own, plus mypy (whose mypyc compiles the
engines, see setup.py) among what a wheel build installs first, but only where a C
compiler and Python's headers are found. Anywhere else, and for editable installs and
sdists, the build needs exactly what pyproject.toml lists, and the wheel is pure Python.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sysconfig
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  (every hook not defined here)

MYPYC = "mypy>=1.10"


def _may_compile() -> bool:
    if os.environ.get("MODERNART_PURE", "") not in ("", "0"):
        return False
    compiler = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    words = shlex.split(compiler)
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    return bool(words) and shutil.which(words[0]) is not None and headers.exists()


def get_requires_for_build_wheel(config_settings=None):
    requires = list(_setuptools.get_requires_for_build_wheel(config_settings))
    return [*requires, MYPYC] if _may_compile() else requires
