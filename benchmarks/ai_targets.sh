#!/usr/bin/env bash
# The AI targets of issue 4, measured with the tournament command (slow: hours on a
# shared 2-core machine). Figures go to benchmarks/results/ as JSON, tables to stdout.
# Usage: benchmarks/ai_targets.sh [games] [jobs]
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-400}
JOBS=${2:-2}
OUT=benchmarks/results
mkdir -p "$OUT"
run() {
    local name=$1; shift
    echo "== $name: modernart tournament $*"
    .venv/bin/modernart tournament --game modern_art --players 4 --seed 1 --jobs "$JOBS" --quiet --json "$@" \
        | tee "$OUT/$name.json" | python3 -c '
import json, sys
d = json.load(sys.stdin)
for a in d["agents"]:
    print(f"{a[\"name\"]:<8} win {a[\"win_rate\"]*100:5.1f}% [{a[\"ci_low\"]*100:.1f}-{a[\"ci_high\"]*100:.1f}] "
          f"money {a[\"mean_score\"]:.0f} median {a[\"median_decision_s\"]:.3f}s p95 {a[\"p95_decision_s\"]:.3f}s")
print(f"wall {d[\"wall_s\"]:.0f} s")'
}
# Normal against three Random agents: at least 90%.
run normal_vs_random --agents normal,random,random,random --games "$GAMES"
# Strong against three Normal: at least 40%, median decision <= 1 s, p95 <= 2.5 s.
run strong_vs_normal --agents strong,normal,normal,normal --games "$GAMES"
# One of each level: Expert > Strong > Normal > Easy.
run ladder --agents expert,strong,normal,easy --games "$GAMES"
