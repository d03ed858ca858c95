"""The long fuzz campaign: every target of fuzz/harnesses.py under atheris, one process at
a time at the lowest priority, until each has had its CPU minutes; prints executions,
coverage and findings, and appends one line per run to benchmarks/fuzz_log.md.

    .venv/bin/python benchmarks/fuzz.py                      # 20 CPU-minutes per target
    .venv/bin/python benchmarks/fuzz.py --cpu-minutes 5 net saves
    .venv/bin/python benchmarks/fuzz.py --totals             # the log's totals per target

The corpus each run grows is kept in fuzz/work/<target>/ (not in git), so a campaign
can be spread over several sittings; fuzz/corpus/<target>/ holds the seeds (from real
captures and saves, fuzz/make_corpus.py). A crash or a broken contract leaves its input
in fuzz/findings/<target>/ (`fuzz/run.py <target> --replay FILE` shows it); each one
found so far is a test under tests/fuzz/. Needs atheris (`pip install atheris`).
"""

from __future__ import annotations

import argparse
import re
import resource
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FUZZ = ROOT / "fuzz"
LOG = ROOT / "benchmarks" / "fuzz_log.md"
TARGETS = ("net", "actions", "saves", "history")
LOG_HEAD = """# Fuzz campaign log

One line per run of `benchmarks/fuzz.py` (atheris 3, libFuzzer; `nice -n 19`, one process at a
time on a shared 2-core machine). CPU minutes are the fuzzing process's user + system time;
`execs` the inputs it ran, `cov`/`ft` libFuzzer's coverage counters at the end (edges / features
of the instrumented `modernart_desktop` code), `corpus` the kept inputs, `findings` crash or
contract-breaking inputs written in that run.

| date (UTC) | target | wall s | CPU min | execs | cov | ft | corpus | findings |
|---|---|---|---|---|---|---|---|---|
"""
ROW = re.compile(r"^\| [^|]+ \| (\w+) \| [^|]+ \| ([\d.]+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$")


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(target: str, seconds: int) -> dict[str, float | int]:
    work = FUZZ / "work" / target
    findings = FUZZ / "findings" / target
    work.mkdir(parents=True, exist_ok=True)
    findings.mkdir(parents=True, exist_ok=True)
    before = set(findings.iterdir())
    cmd = [
        "nice",
        "-n",
        "19",
        sys.executable,
        str(FUZZ / "run.py"),
        target,
        f"-max_total_time={seconds}",
        f"-artifact_prefix={findings}/",
        "-print_final_stats=1",
        "-timeout=60",
        "-rss_limit_mb=1536",
        str(work),
        str(FUZZ / "corpus" / target),
    ]
    cpu0, wall0 = children_cpu(), time.monotonic()
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, errors="replace")
    cpu, wall = children_cpu() - cpu0, time.monotonic() - wall0
    err = proc.stderr
    stats = {k: int(v) for k, v in re.findall(r"stat::(\w+):\s+(\d+)", err)}
    last = re.findall(r"cov: (\d+) ft: (\d+) corp: (\d+)", err)
    cov, ft, corp = (int(x) for x in last[-1]) if last else (0, 0, 0)
    new = sorted(set(findings.iterdir()) - before)
    for path in new:
        print(f"  FINDING {target}: {path.relative_to(ROOT)}")
        start = err.rfind("Uncaught Python exception")
        tail = err[start:] if start >= 0 else err[-2000:]
        print("    " + "\n    ".join(tail.strip().splitlines()[:30]))
    return {
        "wall": wall,
        "cpu": cpu,
        "execs": stats.get("number_of_executed_units", 0),
        "cov": cov,
        "ft": ft,
        "corpus": len(list(work.iterdir())),
        "findings": len(new),
    }


def log_row(target: str, r: dict[str, float | int]) -> None:
    if not LOG.exists():
        LOG.write_text(LOG_HEAD)
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M")
    line = (
        f"| {stamp} | {target} | {r['wall']:.0f} | {r['cpu'] / 60:.2f} | {r['execs']} | {r['cov']} "
        f"| {r['ft']} | {r['corpus']} | {r['findings']} |\n"
    )
    with LOG.open("a") as f:
        f.write(line)


def totals() -> dict[str, list[float]]:
    """Per target: CPU minutes, executions, best coverage, findings (summed over the log)."""
    out: dict[str, list[float]] = {}
    if LOG.exists():
        for line in LOG.read_text().splitlines():
            m = ROW.match(line)
            if m:
                t = out.setdefault(m[1], [0.0, 0, 0, 0])
                t[0] += float(m[2])
                t[1] += int(m[3])
                t[2] = max(t[2], int(m[4]))
                t[3] += int(m[7])
    return out


def print_totals() -> None:
    print(f"{'target':<9} {'CPU min':>8} {'execs':>10} {'best cov':>9} {'findings':>9}")
    for target, (cpu, execs, cov, found) in sorted(totals().items()):
        print(f"{target:<9} {cpu:>8.1f} {execs:>10.0f} {cov:>9.0f} {found:>9.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("targets", nargs="*", default=list(TARGETS), help=f"any of {TARGETS}")
    parser.add_argument("--cpu-minutes", type=float, default=20.0, help="per target, this sitting")
    parser.add_argument("--chunk", type=int, default=300, help="wall seconds of one libFuzzer run")
    parser.add_argument("--totals", action="store_true", help="only print the log's totals")
    args = parser.parse_args()
    if args.totals:
        print_totals()
        return
    for target in args.targets:
        spent = 0.0
        while spent < args.cpu_minutes * 60:
            r = run_once(target, args.chunk)
            spent += float(r["cpu"])
            log_row(target, r)
            print(
                f"{target}: {r['execs']} execs in {r['cpu'] / 60:.1f} CPU min ({r['wall']:.0f} s), "
                f"cov {r['cov']} ft {r['ft']}, corpus {r['corpus']}, findings {r['findings']}",
                flush=True,
            )
            if r["cpu"] < 1.0:  # it could not start (atheris missing?)
                break
    print_totals()


if __name__ == "__main__":
    main()
