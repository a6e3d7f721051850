#!/bin/sh
# Scores one legible build on the dev set and every part of the iOS set (make_ios.py OUT).
#   score_ios.sh LEGIBLE OUT REPORTS   (REPORTS/<part>/ gets the reports, REPORTS/<part>.txt the score)
L=$1; OUT=${2:-/work/iosset}; R=${3:-/tmp/ios-reports}
SCORER=/work/shared/screens/score_scan.py
for part in dev tune holdout holdout-jpeg85 holdout-down3to2 holdout-p3 holdout2 holdout3; do
  src=$OUT/$part; [ "$part" = dev ] && src=/work/shared/screens
  [ -d "$src" ] || continue
  mkdir -p "$R/$part"
  "$L" scan "$src" --output-dir "$R/$part" --jobs 1 > /dev/null 2>&1
  python3 $SCORER --truth "$src" --reports "$R/$part" --json "$R/$part.json" > "$R/$part.txt"
  python3 - "$part" "$R/$part.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[2]))["scan"]["aa"]
f = lambda k, m: "-" if not s.get(k) or s[k][m] is None else "%.3f" % s[k][m]
print("%-17s R/P %s/%s  large %s/%s  solid %s/%s  image %s/%s  2x %s/%s  3x %s/%s" % ((sys.argv[1],) + tuple(
    f(k, m) for k in ("all", "size=large", "bg=solid", "bg=image", "scale=2x", "scale=3x") for m in ("recall", "precision"))))
PY
done
