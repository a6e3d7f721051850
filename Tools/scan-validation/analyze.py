#!/usr/bin/env python3
"""Per-page list of AA misses and AA false positives, using score_scan.py's matcher.
    analyze.py TRUTH_DIR REPORTS_DIR [N per page]"""
import json, sys
from pathlib import Path
sys.path.insert(0, "/work/shared/screens")
import score_scan as sc
from shots import shots

truth, reps = Path(sys.argv[1]), Path(sys.argv[2])
N = int(sys.argv[3]) if len(sys.argv) > 3 else 4
M = sc.Matcher()
allmiss, allfp = [], []
for page, img, s, regs, rects in shots(truth, reps):
        runs = page["runs"]
        mt = [sorted(((M.score([float(v) for v in g["rect"]], rs), i) for i, rs in enumerate(rects) if M.score([float(v) for v in g["rect"]], rs) >= 0), reverse=True) for g in regs]
        found = set()
        for j, g in enumerate(regs):
            if g.get("aa") == "fail":
                hits = [i for _, i in mt[j] if runs[i]["aa"] == "fail"]
                found |= set(hits)
                if not hits and not any(runs[i]["aa"] in sc.DONT_CARE for _, i in mt[j]):
                    best = runs[mt[j][0][1]] if mt[j] else None
                    allfp.append((img["file"], [round(v) for v in g["rect"]], best["text"][:40] if best else "(no run)",
                                  best["id"] if best else "", best["bg_kind"] if best else "", best["ratio"] if best else None,
                                  best["required"]["aa"] if best else None, g.get("ratio"), g.get("foreground"), g.get("background")))
        for i, t in enumerate(runs):
            if t["aa"] == "fail" and i not in found:
                # best region any verdict
                bj = max(((sc_, j) for j, m in enumerate(mt) for sc_, ii in m if ii == i), default=None)
                g = regs[bj[1]] if bj else None
                allmiss.append((img["file"], t["id"], [round(v) for v in t["rects"][str(s)][0]], t["text"][:40], t["component"], t["bg_kind"],
                                t["size_class"], t["font"]["size_px"], t["ratio"], t.get("ratio_range"), t["required"]["aa"],
                                (g.get("ratio"), g.get("aa"), g.get("foreground"), g.get("background"), [round(v) for v in g["rect"]]) if g else "no region"))
print("== AA misses: %d ==" % len(allmiss))
for m in allmiss:
    print(m)
print("== AA false positives: %d ==" % len(allfp))
for f in allfp:
    print(f)
