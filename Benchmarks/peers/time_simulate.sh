#!/usr/bin/env bash
# Whole-process timing of `legible simulate` against the numpy and DaltonLens peer pipelines
# (issue 4, "Benchmarks": at least 2x faster than numpy, 4x faster than DaltonLens).
#
# usage: Benchmarks/peers/time_simulate.sh LEGIBLE_BINARY [IMAGE] [RUNS]
#   LEGIBLE_BINARY  e.g. .build/release/legible (build with `swift build -c release --product legible`)
#   IMAGE           default /work/shared/bench/data/ui_4k.png (3840x2160 RGB8)
#   RUNS            timed rounds, default 7 (minimum 5), after one warm-up round
# Env: PEER_PYTHON   python with numpy, pillow, daltonlens==0.1.5 (default: python3)
#      PEER_SIMULATE the peer script (default /work/shared/bench/peers/peer_simulate.py; it is only
#                    read, outputs go to a temporary folder)
#
# Commands timed, interleaved (each round runs all three, in a rotating order):
#   legible:    LEGIBLE simulate IMAGE -o OUT --deficiency deuteranopia --method machado2009
#   numpy:      PYTHON PEER_SIMULATE numpy IMAGE OUT
#   daltonlens: PYTHON PEER_SIMULATE daltonlens IMAGE OUT
# All three use the same Machado 2009 deutan severity 1.0 matrix. Thread counts are left at
# their defaults (legible uses every core; numpy's BLAS may too). hyperfine is not used because it
# is not installable here; the loop below reports medians of wall-clock time per command and the
# median of the per-round ratios. It then checks that legible's output equals the numpy
# pipeline's within 1 level (and reports DaltonLens's, which truncates instead of rounding).
set -euo pipefail
LEGIBLE="${1:?usage: $0 LEGIBLE_BINARY [IMAGE] [RUNS]}"
IMAGE="${2:-/work/shared/bench/data/ui_4k.png}"
RUNS="${3:-7}"
PYTHON="${PEER_PYTHON:-python3}"
PEER="${PEER_SIMULATE:-/work/shared/bench/peers/peer_simulate.py}"
[ "$RUNS" -ge 5 ] || { echo "RUNS must be at least 5" >&2; exit 2; }
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT

"$PYTHON" - "$LEGIBLE" "$IMAGE" "$RUNS" "$PEER" "$OUT" <<'EOF'
import statistics, subprocess, sys, time
import numpy as np
from PIL import Image

legible, image, runs, peer, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
commands = {
    "legible": [legible, "simulate", image, "-o", f"{out}/legible.png",
                "--deficiency", "deuteranopia", "--method", "machado2009"],
    "numpy": [sys.executable, peer, "numpy", image, f"{out}/numpy.png"],
    "daltonlens": [sys.executable, peer, "daltonlens", image, f"{out}/daltonlens.png"],
}
names = list(commands)
times = {n: [] for n in names}
for round_index in range(runs + 1):  # round 0 is the warm-up
    order = names[round_index % 3:] + names[:round_index % 3]
    for n in order:
        start = time.perf_counter()
        subprocess.run(commands[n], check=True, stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        if round_index > 0:
            times[n].append(elapsed)

im = Image.open(image)
print(f"image {image} ({im.width}x{im.height}), {runs} timed rounds + 1 warm-up, interleaved")
print("| command | median s | min s | max s | peer / legible (median of per-round ratios) |")
print("|---|---:|---:|---:|---:|")
for n in names:
    ratios = [p / l for p, l in zip(times[n], times["legible"])]
    print(f"| {n} | {statistics.median(times[n]):.3f} | {min(times[n]):.3f} | {max(times[n]):.3f} | "
          f"{statistics.median(ratios):.2f}x |")
for n in names:
    print(f"# {n} runs: " + " ".join(f"{t:.3f}" for t in times[n]))

ours = np.asarray(Image.open(f"{out}/legible.png").convert("RGB")).astype(np.int16)
ok = True
for n in ("numpy", "daltonlens"):
    theirs = np.asarray(Image.open(f"{out}/{n}.png").convert("RGB")).astype(np.int16)
    d = np.abs(ours - theirs)
    print(f"CHECK legible vs {n}: max {d.max()} levels, {100 * (d > 0).mean():.3f}% of channels differ")
    if n == "numpy" and d.max() > 1:
        ok = False
sys.exit(0 if ok else 1)
EOF
