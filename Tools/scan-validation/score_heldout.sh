#!/bin/sh
# Scores one legible build on the report-only held-out sets (never tuned on): the iOS holdout3 part
# (make_ios.py OUT holdout3) and the second web set (make_web.py WEB: pages, jpeg85, down3to2).
#   score_heldout.sh LEGIBLE [IOS] [WEB] [REPORTS]   (REPORTS/<part>/ reports, REPORTS/<part>.txt|.json scores)
L=$1; IOS=${2:-/work/iosset}; WEB=${3:-/work/webset2}; R=${4:-/tmp/heldout-reports}
SCORER=/work/shared/screens/score_scan.py
for part in ios-holdout3 web2-pages web2-jpeg85 web2-down3to2; do
  case $part in ios-*) src=$IOS/${part#ios-} ;; *) src=$WEB/${part#web2-} ;; esac
  [ -d "$src" ] || continue
  mkdir -p "$R/$part"
  "$L" scan "$src" --output-dir "$R/$part" --jobs 1 > /dev/null 2>&1
  python3 $SCORER --truth "$src" --reports "$R/$part" --json "$R/$part.json" > "$R/$part.txt"
  python3 "$(dirname "$0")/summary.py" "$part" "$R/$part.json"
done
