#!/usr/bin/env python3
"""One line of AA recall/precision per split (all, size, background, scale) and the p90 errors of a
score_scan.py --json file.   summary.py NAME SCORE.json"""
import json, sys

s = json.load(open(sys.argv[2]))["scan"]
aa, err = s["aa"], s["error"]
f = lambda k, m: "-" if not aa.get(k) or aa[k][m] is None else "%.3f" % aa[k][m]
keys = ["all", "size=normal", "size=large", "bg=solid", "bg=gradient", "bg=image", "scale=1x", "scale=2x", "scale=3x"]
cols = ["%s %s/%s(n%d)" % (k.split("=")[-1], f(k, "recall"), f(k, "precision"), aa[k]["recall_n"])
        for k in keys if k in aa]
p90 = lambda n: "-" if not err.get("all", {}).get(n) else "%.2f" % err["all"][n]["p90"]
print("%-14s R/P %s | p90 fg %s bg %s ratio %s" % (sys.argv[1], "  ".join(cols), p90("fg"), p90("bg"), p90("ratio")))
