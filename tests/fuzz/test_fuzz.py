"""The fuzz targets (fuzz/harnesses.py) in the test suite.

- Every seed of fuzz/corpus/ (real LAN captures, saves and a history file) and every
  input the fuzzer ever found a fault with (tests/fuzz/crashes/<target>/) passes its
  target: a stable error or a result, never an exception, never a changed state on a
  refused action.
- A short coverage-guided run of each target (atheris, about 10 s each) finds nothing;
  skipped where atheris is not installed. The long campaign is benchmarks/fuzz.py.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FUZZ = ROOT / "fuzz"
CRASHES = Path(__file__).resolve().parent / "crashes"
TARGETS = ("net", "actions", "saves", "history")
SHORT_RUN_SECONDS = 10


def _harnesses():
    spec = importlib.util.spec_from_file_location("fuzz_harnesses", FUZZ / "harnesses.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _inputs(folder: Path, target: str) -> list[Path]:
    return sorted((folder / target).iterdir()) if (folder / target).is_dir() else []


@pytest.fixture(scope="module")
def harnesses(tmp_path_factory):
    os.environ["MODERNART_DATA_DIR"] = str(tmp_path_factory.mktemp("fuzz-data"))
    return _harnesses()


@pytest.mark.parametrize("target", TARGETS)
def test_every_seed_and_every_past_finding_passes(harnesses, target):
    seeds = _inputs(FUZZ / "corpus", target)
    assert len(seeds) >= 10, "the seed corpus is made by fuzz/make_corpus.py"
    found = _inputs(CRASHES, target)
    for path in seeds + found:
        harnesses.TARGETS[target](path.read_bytes())


@pytest.mark.skipif(importlib.util.find_spec("atheris") is None, reason="atheris is not installed")
@pytest.mark.parametrize("target", TARGETS)
def test_a_short_fuzz_run_finds_nothing(tmp_path, target):
    corpus = tmp_path / "corpus"  # what the run adds goes here, not into the seeds
    corpus.mkdir()
    env = dict(os.environ, MODERNART_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.run(
        [
            sys.executable,
            str(FUZZ / "run.py"),
            target,
            f"-max_total_time={SHORT_RUN_SECONDS}",
            f"-artifact_prefix={tmp_path}/",
            "-print_final_stats=1",
            "-timeout=30",
            str(corpus),
            str(FUZZ / "corpus" / target),
        ],
        capture_output=True,
        text=True,
        errors="replace",
        env=env,
        timeout=SHORT_RUN_SECONDS + 120,
    )
    found = sorted(p.name for p in tmp_path.glob("crash-*")) + sorted(
        p.name for p in tmp_path.glob("timeout-*")
    )
    assert proc.returncode == 0 and not found, proc.stderr[-4000:]
    runs = re.search(r"stat::number_of_executed_units:\s+(\d+)", proc.stderr)
    assert runs and int(runs[1]) > 0
