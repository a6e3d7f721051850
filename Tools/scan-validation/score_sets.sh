#!/bin/bash
# score_sets.sh BINARY REPORTDIR [set ...]  -- scans each set with BINARY and scores it; prints one summary line per set
# and writes REPORTDIR/summary.txt. Tune sets: dev valset ios-tune ios-tune2 ios-tune3 ios-tune-jpeg85 ios-tune-down3to2 ios-tune3-jpeg85 ios-tune3-down3to2
# ios-tune4 ios-tune4-jpeg85 ios-tune4-down3to2 ios-tune5 ios-tune5-jpeg85 ios-tune5-down3to2 web2tune-pages web2tune-jpeg85 web2tune-down3to2
# web3tune-pages web3tune-jpeg85 web3tune-down3to2. Report-only: ios-holdout ios-holdout-jpeg85 ios-holdout-down3to2
# ios-holdout-p3 ios-holdout2 ios-holdout3 ios-holdout4 ios-holdout4-jpeg85 ios-holdout4-down3to2 ios-holdout4-p3 web2-pages web2-jpeg85 web2-down3to2.
L=$(readlink -f $1); R=$2; shift 2
SETS=${@:-dev valset ios-tune ios-tune2 ios-tune3 ios-tune-jpeg85 ios-tune-down3to2 ios-tune3-jpeg85 ios-tune3-down3to2 ios-tune4 ios-tune4-jpeg85 ios-tune4-down3to2 ios-tune5 ios-tune5-jpeg85 ios-tune5-down3to2 web2tune-pages web2tune-jpeg85 web2tune-down3to2 web3tune-pages web3tune-jpeg85 web3tune-down3to2 ios-holdout ios-holdout-jpeg85 ios-holdout-down3to2 ios-holdout-p3 ios-holdout2 ios-holdout3 ios-holdout4 ios-holdout4-jpeg85 ios-holdout4-down3to2 ios-holdout4-p3 web2-pages web2-jpeg85 web2-down3to2}
T=$(dirname "$(readlink -f "$0")"); S=/work/shared/screens/score_scan.py
mkdir -p $R
for s in $SETS; do
  case $s in
    dev) src=/work/shared/screens ;;
    valset) src=/work/valset ;;
    ios-*) src=/work/iosset/${s#ios-} ;;
    web2tune-*) src=/work/webset2-tune/${s#web2tune-} ;;
    web3tune-*) src=/work/webset3-tune/${s#web3tune-} ;;
    web2-*) src=/work/webset2/${s#web2-} ;;
  esac
  [ -d "$src" ] || { echo "$s: missing $src"; continue; }
  rm -rf $R/$s; mkdir -p $R/$s
  nice -n 5 "$L" scan "$src" --output-dir "$R/$s" --jobs 1 > /dev/null 2>&1
  python3 $S --truth "$src" --reports "$R/$s" --json "$R/$s.json" > "$R/$s.txt"
  python3 $T/summary.py "$s" "$R/$s.json"
done | tee -a $R/summary.txt
