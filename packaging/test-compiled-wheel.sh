#!/usr/bin/env bash
# The build players get, tested (issue 36; .ci/run runs this after the pure suite). Where
# a C compiler and Python's headers are at hand, it builds the wheel with the engines
# compiled (mypyc) once, from a copy of this checkout, and
#  1. runs packaging/check-compiled-wheel.sh on it: installed alone, the wheel says it is
#     compiled and plays the seeded games, and seeded random games of every game at every
#     player count step by step, the same as the pure engines of .venv;
#  2. runs the engine test folders on its compiled modules: the wheel's extension modules
#     are put beside the sources in that copy (where build_info.compiled_modules() finds
#     them and Python imports them in place of the .py files) and the tests run there;
#     tests marked pure_build skip (tests/conftest.py).
# Without a compiler the wheel comes out pure Python: it says so and exits 0.
#   packaging/test-compiled-wheel.sh                  # ENGINE_TESTS below
#   packaging/test-compiled-wheel.sh tests/core ...   # other test paths
#   packaging/test-compiled-wheel.sh --build DIR      # only the build, into DIR (a C compile
#   packaging/test-compiled-wheel.sh --from DIR [...] # takes one core: .ci/run starts it first)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-.venv/bin/python}
case "$PY" in /*) ;; *) PY=$ROOT/$PY ;; esac
# The rules engines' own tests, the contract every game keeps, and the LAN host and client
# (the host applies every action through the engines).
ENGINE_TESTS=(tests/contract tests/core tests/modern_art tests/card_game tests/art_society tests/friesematenten tests/net)
phase=all
case "${1:-}" in
  --build | --from) phase=${1#--}; work=$(realpath "$2"); shift 2 ;;
  *) work=$(mktemp -d) ;;
esac
if [ "$phase" != build ]; then trap 'rm -rf "$work"' EXIT; fi
if [ "$phase" != from ]; then
  mkdir -p "$work/tree"
  # the checkout's files as git lists them (no venv, no build leftovers)
  git ls-files -z --cached --others --exclude-standard |
    tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$work/tree"
  start=$SECONDS
  (cd "$work/tree" && "$PY" -m build --wheel --no-isolation --outdir "$work/wheel" . >"$work/build.log" 2>&1) ||
    { tail -30 "$work/build.log"; exit 1; }
  echo "the wheel built in $((SECONDS - start)) s" >>"$work/build.log"
  if [ "$phase" = build ]; then exit 0; fi
fi
grep "modernart-desktop build:\|the wheel built in" "$work/build.log" || true
wheel=$(echo "$work"/wheel/modernart_desktop-*.whl)
so_files() { "$PY" -c 'import sys, zipfile; print(*[n for n in zipfile.ZipFile(sys.argv[1]).namelist() if n.endswith(".so")])' "$wheel"; }
if [ -z "$(so_files)" ]; then
  if grep -q "compiling the engines failed\|mypyc could not compile" "$work/build.log"; then
    echo "a C compiler is here but the engines did not compile:"; tail -40 "$work/build.log"; exit 1
  fi
  echo "note: the wheel is pure Python here (no C compiler, Python headers or mypyc): the compiled build is not tested"
  exit 0
fi
bash packaging/check-compiled-wheel.sh "$wheel"
cd "$work/tree"
rm -rf build
# shellcheck disable=SC2046
"$PY" -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(".", sys.argv[2:])' "$wheel" $(so_files)
env -u PYTHONPATH "$PY" -c '
import os
import modernart_desktop
from modernart_desktop import build_info
assert os.path.dirname(modernart_desktop.__file__) == os.path.abspath("modernart_desktop"), modernart_desktop.__file__
print("the tests below run on the engines", build_info.describe())
assert build_info.describe() == build_info.COMPILED'
if [ $# -eq 0 ]; then set -- "${ENGINE_TESTS[@]}"; fi
env -u PYTHONPATH "$PY" -m pytest -q "$@"
