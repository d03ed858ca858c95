"""Start-up of the app: the venv's `modernart --smoke-test` next to the bundle's.

    .venv/bin/python benchmarks/startup.py [--runs 5] [--bundle dist/modernart]

Each run starts the program headless (QT_QPA_PLATFORM=offscreen) with a fresh data
folder, lets it open the start page, load every game, AI level and language and quit;
the figure is the wall time from launch to exit (median and best of the runs; the first
run of each is a cold start and is counted). Also prints the bundle's size on disk.
The checkout's .qm files are built first (packaging/build_translations.py, git-ignored),
so neither program spends its start compiling translations.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def time_runs(command: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            env = dict(
                os.environ, QT_QPA_PLATFORM="offscreen", MODERNART_BIND="127.0.0.1", MODERNART_DATA_DIR=data
            )
            started = time.perf_counter()
            done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
            elapsed = time.perf_counter() - started
        if done.returncode != 0:
            raise SystemExit(f"{command[0]} --smoke-test failed:\n{done.stdout}\n{done.stderr}")
        times.append(elapsed)
    return times


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    p = argparse.ArgumentParser(description="time the smoke test of the venv app and of the bundle")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--bundle", type=Path, default=ROOT / "dist" / "modernart")
    args = p.parse_args()
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build_translations.py")], check=True, capture_output=True
    )
    venv_cmd = [str(Path(sys.executable).parent / "modernart"), "--smoke-test"]
    rows = [("venv (modernart)", venv_cmd)]
    bundle_exe = args.bundle / "modernart"
    if bundle_exe.is_file():
        rows.append(("bundle (PyInstaller)", [str(bundle_exe), "--smoke-test"]))
    else:
        print(f"no bundle at {args.bundle}: build it with packaging/build-bundle.sh")
    print(f"start-up, --smoke-test, {args.runs} runs each, {os.cpu_count()} cores")
    for name, command in rows:
        t = time_runs(command, args.runs)
        print(f"  {name:<22} median {statistics.median(t):.2f} s, best {min(t):.2f} s, first {t[0]:.2f} s")
    if bundle_exe.is_file():
        print(f"  bundle size: {size_of(args.bundle) / 2**20:.0f} MiB on disk ({args.bundle})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
