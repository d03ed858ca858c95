"""Issue 13: the wheel installed alone (no checkout beside it) starts the app.

The test builds the sdist and the wheel from this checkout (`python -m build`, without
isolation so it needs no network), installs the wheel into a fresh virtual environment
with `--no-deps` and lends it the test environment's dependencies through a path file
(only the folder, not that environment's own .pth hooks, so the editable install of the
checkout stays out of sight). Then, from a directory far from the checkout, it runs
`modernart --version`, `modernart simulate` and `modernart --smoke-test`.

The wheel is built pure Python here (MODERNART_PURE=1): compiling the engines with mypyc
takes minutes; .ci/run builds the compiled wheel once, after the suite, and tests it
(packaging/test-compiled-wheel.sh).
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tarfile
import venv
from pathlib import Path

import pytest

import modernart_desktop
from modernart_desktop.core import registry

ROOT = Path(__file__).resolve().parents[2]
# One worker builds the wheel once for every test here (pytest-xdist, pyproject.toml).
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheel")]


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: int = 180) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{cmd} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("dist")
    _run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        cwd=ROOT,
        env=dict(os.environ, MODERNART_PURE="1"),
    )
    (wheel,) = out.glob("modernart_desktop-*.whl")
    (sdist,) = out.glob("modernart_desktop-*.tar.gz")
    return wheel, sdist


@pytest.fixture(scope="module")
def installed(built: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    wheel, _ = built
    env_dir = tmp_path_factory.mktemp("fresh") / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    site = Path(
        _run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], cwd=env_dir
        ).strip()
    )
    deps = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    (site / "zz_test_dependencies.pth").write_text("\n".join(sorted(deps)) + "\n")
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--no-deps",
            "--no-index",
            "-q",
            str(wheel),
        ],
        cwd=env_dir,
    )
    return env_dir, site


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MODERNART_TRANSLATIONS")}
    env.update(QT_QPA_PLATFORM="offscreen", MODERNART_BIND="127.0.0.1", MODERNART_DATA_DIR=str(tmp / "data"))
    return env


def test_the_sdist_carries_what_the_wheel_is_built_from(built: tuple[Path, Path]) -> None:
    _, sdist = built
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    for needed in (
        "setup.py",
        "pyproject.toml",
        "packaging/pep517/modernart_build_backend.py",  # the build backend (pyproject.toml)
        "packaging/build_translations.py",
        "translations/app_pl.ts",
    ):
        assert needed in names
    assert any(n.startswith("resources/rules/") for n in names)


def test_the_installed_wheel_uses_its_own_files_not_the_checkout(
    installed: tuple[Path, Path], tmp_path: Path
) -> None:
    env_dir, site = installed
    probe = (
        "import modernart_desktop; from modernart_desktop.ui.i18n import qm_files;"
        "from modernart_desktop.ui.rules_viewer import rules_path;"
        "print(modernart_desktop.__file__);"
        "print(*qm_files('pl'), *qm_files('fr'), sep='\\n');"
        "print(rules_path('modern_art', 'fr'));"
        "from modernart_desktop.ui.app_icon import icon_files; print(*icon_files(), sep='\\n');"
        "from modernart_desktop.ui.sound.board import sound_files; print(*sound_files(), sep='\\n')"
    )
    lines = _run([str(env_dir / "bin" / "python"), "-c", probe], cwd=tmp_path, env=_env(tmp_path)).split()
    assert lines[0] == str(site / "modernart_desktop" / "__init__.py")
    assert len(lines) > 3  # the package file, .qm files of both languages, the rules
    for path in lines[1:]:
        assert path.startswith(str(site / "modernart_desktop")), path  # shipped, not built at start
    assert any(p.endswith("app_pl.qm") for p in lines) and any(p.endswith("app_fr.qm") for p in lines)
    assert any(p.endswith(".svg") for p in lines) and any("512x512" in p for p in lines)  # the icons
    assert any(p.endswith("sounds/your_turn.wav") for p in lines)  # the sound cues (issue 35)


def test_the_wheel_names_the_sounds_licence_in_its_metadata(built: tuple[Path, Path]) -> None:
    import zipfile

    wheel, _ = built
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        metadata = zf.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "License-File: resources/sounds/LICENSE.md" in metadata
    assert any(n.endswith(".dist-info/licenses/resources/sounds/LICENSE.md") for n in names)
    assert "modernart_desktop/resources/sounds/gavel.wav" in names


def test_the_installed_command_reports_its_version_and_simulates(
    installed: tuple[Path, Path], tmp_path: Path
) -> None:
    env_dir, _ = installed
    modernart = str(env_dir / "bin" / "modernart")
    version = _run([modernart, "--version"], cwd=tmp_path, env=_env(tmp_path))
    assert version.strip() == f"modernart {modernart_desktop.__version__} (engines: pure Python)"
    for game in registry.available():
        out = _run([modernart, "simulate", "--game", game, "--games", "3"], cwd=tmp_path, env=_env(tmp_path))
        assert "games finished: 3 of 3" in out


def test_the_installed_app_opens_headless_in_every_language(
    installed: tuple[Path, Path], tmp_path: Path
) -> None:
    env_dir, _ = installed
    out = _run([str(env_dir / "bin" / "modernart"), "--smoke-test"], cwd=tmp_path, env=_env(tmp_path))
    assert "smoke: start page shown: yes" in out
    for lang in ("pl", "fr"):
        (line,) = [line for line in out.splitlines() if line.startswith(f"smoke: {lang} (")]
        assert "start page translated: yes" in line, line
    assert "smoke: passed" in out
