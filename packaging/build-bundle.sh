#!/usr/bin/env bash
# One command for the desktop bundle (PyInstaller, one folder): dist/modernart/.
#   packaging/build-bundle.sh              # from the checkout: engines in pure Python
#   packaging/build-bundle.sh --compiled   # from the wheel: engines compiled with mypyc where a
#                                          # C compiler exists (else the wheel is pure Python)
# Both use .venv (made by the README's install command). Then:
#   QT_QPA_PLATFORM=offscreen dist/modernart/modernart --smoke-test   (and --version: which build)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-.venv/bin/python}
"$PY" -m PyInstaller --version >/dev/null 2>&1 || "$PY" -m pip install -q "pyinstaller>=6.0"
if [ "${1:-}" = --compiled ]; then
  # The wheel, built without isolation (offline) by .venv, whose test extra brings mypy (mypyc).
  rm -rf build/bundle-wheel build/bundle-venv
  "$PY" -m build --wheel --no-isolation --outdir build/bundle-wheel .
  # A venv holding the wheel alone, lent .venv's packages (PySide6, PyInstaller...) through a
  # path file: the checkout's editable install stays out of sight (its .pth is not read).
  "$PY" -m venv --without-pip build/bundle-venv
  BPY=$ROOT/build/bundle-venv/bin/python
  site=$("$BPY" -c "import sysconfig; print(sysconfig.get_path('purelib'))")
  "$PY" -c "import sysconfig; print(sysconfig.get_path('purelib'))" > "$site/zz_build_dependencies.pth"
  "$PY" -m pip --python "$BPY" install -q --no-deps --no-index build/bundle-wheel/modernart_desktop-*.whl
  # Run away from the checkout, so the installed package is the one bundled.
  (cd build && MODERNART_BUNDLE_INSTALLED=1 "$BPY" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" "$ROOT/packaging/modernart.spec")
else
  "$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/modernart.spec
fi
echo "bundle: dist/modernart/ ($(du -sh dist/modernart | cut -f1)); start it with dist/modernart/modernart"
