#!/usr/bin/env bash
# Builds the wheel with the engines compiled (mypyc; needs a C compiler and Python's headers)
# and checks it: installed alone into a fresh venv and run away from the checkout, it says
# it is the compiled build and plays every seeded game of benchmarks/seeded_outcomes.py the
# same as the pure engines. About two CPU-minutes to compile, two to play.
#   packaging/check-compiled-wheel.sh          # uses .venv (the README's install: mypy included)
# Exit 0 only if the wheel is compiled and every game is the same.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-.venv/bin/python}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$PY" -m build --wheel --no-isolation --outdir "$out/wheel" . >"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; exit 1; }
grep "modernart-desktop build:" "$out/build.log" || true
"$PY" -m venv --without-pip "$out/venv"
site=$("$out/venv/bin/python" -c "import sysconfig; print(sysconfig.get_path('purelib'))")
# The dependencies are lent by .venv (a path file: its editable install stays out of sight).
"$PY" -c "import sysconfig; print(sysconfig.get_path('purelib'))" >"$site/zz_dependencies.pth"
"$PY" -m pip --python "$out/venv/bin/python" install -q --no-deps --no-index "$out"/wheel/modernart_desktop-*.whl
cd "$out"
version=$(env -u PYTHONPATH "$out/venv/bin/modernart" --version)
echo "$version"
case "$version" in
  *"(engines: compiled (mypyc))") ;;
  *) echo "the wheel's engines are not compiled (no C compiler, no Python headers or no mypyc?)"; exit 1 ;;
esac
env -u PYTHONPATH "$out/venv/bin/python" "$ROOT/benchmarks/seeded_outcomes.py" check
