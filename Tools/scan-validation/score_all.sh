#!/bin/bash
# Scan dev set, valset and the JPEG-90 valset with the frozen snapshot binary and score all three.
set -e
V=/work/valset; S=/work/shared/screens/score_scan.py
mkdir -p $V/reports-snapshot $V/reports-dev-snapshot $V/reports-jpeg90-snapshot $V/scores
nice -n 10 $V/legible-snapshot scan $V --output-dir $V/reports-snapshot >/dev/null || true
nice -n 10 $V/legible-snapshot scan /work/shared/screens --output-dir $V/reports-dev-snapshot >/dev/null || true
nice -n 10 $V/legible-snapshot scan /work/valset-jpeg90 --output-dir $V/reports-jpeg90-snapshot >/dev/null || true
python3 $S --truth /work/shared/screens --reports $V/reports-dev-snapshot --json $V/scores/dev.json > $V/scores/dev.txt
python3 $S --truth $V --reports $V/reports-snapshot --json $V/scores/valset.json > $V/scores/valset.txt
python3 $S --truth /work/valset-jpeg90 --reports $V/reports-jpeg90-snapshot --json $V/scores/jpeg90.json > $V/scores/jpeg90.txt
python3 $V/tools/analyze.py /work/shared/screens $V/reports-dev-snapshot > $V/scores/dev_failures.txt
python3 $V/tools/analyze.py $V $V/reports-snapshot > $V/scores/valset_failures.txt
python3 $V/tools/analyze.py /work/valset-jpeg90 $V/reports-jpeg90-snapshot > $V/scores/jpeg90_failures.txt
python3 $V/tools/size_check.py $V $V/reports-snapshot > $V/scores/valset_sizes.txt
python3 $V/tools/size_check.py /work/shared/screens $V/reports-dev-snapshot > $V/scores/dev_sizes.txt
