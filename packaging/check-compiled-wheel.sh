#!/usr/bin/env bash
# Builds the wheel with the engines compiled (mypyc; needs a C compiler and Python's headers)
# and checks it: installed alone into a fresh venv and run away from the checkout, it says
# it is the compiled build, plays every seeded game of benchmarks/seeded_outcomes.py the
# same as the pure engines, and plays seeded random games of every game at every player
# count step by step the same as the pure engines of .venv (packaging/engine_trace.py: the
# events, the state and the legal actions after every step). About two CPU-minutes to
# compile, two to play, one to trace each build.
#   packaging/check-compiled-wheel.sh              # uses .venv (the README's install: mypy included)
#   packaging/check-compiled-wheel.sh WHEEL        # checks a compiled wheel built already (.ci/run)
# TRACE_GAMES=N: the traced games per game and player count (default 3).
# Exit 0 only if the wheel is compiled and every game is the same.
set -euo pipefail
wheel=${1:+$(realpath "$1")}
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-.venv/bin/python}
case "$PY" in /*) ;; *) PY=$ROOT/$PY ;; esac
out=$(mktemp -d)
pure=
trap 'if [ -n "$pure" ]; then kill "$pure" 2>/dev/null || true; fi; rm -rf "$out"' EXIT
# The pure engines' trace (.venv's editable install) is made meanwhile, on another core.
games=${TRACE_GAMES:-3}
env -u PYTHONPATH "$PY" "$ROOT/packaging/engine_trace.py" trace --games "$games" --out "$out/pure.json" &
pure=$!
if [ -n "$wheel" ]; then
  mkdir "$out/wheel" && cp "$wheel" "$out/wheel/"
else
  "$PY" -m build --wheel --no-isolation --outdir "$out/wheel" . >"$out/build.log" 2>&1 ||
    { tail -30 "$out/build.log"; exit 1; }
  grep "modernart-desktop build:" "$out/build.log" || true
fi
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
# The step-by-step trace of the wheel's engines, compared with the pure engines'.
env -u PYTHONPATH "$out/venv/bin/python" "$ROOT/packaging/engine_trace.py" trace --games "$games" --out "$out/compiled.json"
wait "$pure"
"$PY" "$ROOT/packaging/engine_trace.py" compare "$out/pure.json" "$out/compiled.json"
