#!/usr/bin/env bash
# One command for the desktop bundle (PyInstaller, one folder): dist/modernart/.
#   packaging/build-bundle.sh            # uses .venv (made by the README's install command)
# Then: QT_QPA_PLATFORM=offscreen dist/modernart/modernart --smoke-test
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
"$PY" -m PyInstaller --version >/dev/null 2>&1 || "$PY" -m pip install -q "pyinstaller>=6.0"
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/modernart.spec
echo "bundle: dist/modernart/ ($(du -sh dist/modernart | cut -f1)); start it with dist/modernart/modernart"
