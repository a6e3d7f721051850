#!/usr/bin/env python3
"""Error classes of the AA misses and AA false positives of one scanned set, using score_scan.py's matcher.
    error_classes.py TRUTH_DIR REPORTS_DIR [-v]
Per failing run: hit, NOREGION (no region matches it), or a miss because the region read it large
(SIZE(large)), its ink (fg-high: the estimated ink against the true background alone passes) or
its background (bg-high) too far out, on an image backdrop, or both; per passing run matched by a
failing region: SIZE(normal), image, or ratio-low (fg overshoot/under), or covered-by-hit when every
such region matches a failing run better (a hit there); failing regions matching no
run (FP:norun). Then the ratio of the estimated ink against the true background over the true
ratio (solid runs), and with -v one line per miss / false positive."""
import json, sys
from pathlib import Path
from collections import Counter
sys.path.insert(0, "/work/shared/screens")
import score_scan as sc
from shots import shots
def hx(h): return sc.parse_hex(h)
def lum(c):
    f=lambda v: (v/255)/12.92 if v/255<=0.04045 else ((v/255+0.055)/1.055)**2.4
    r,g,b=(f(x) for x in c); return 0.2126*r+0.7152*g+0.0722*b
def ratio(a,b):
    la,lb=lum(a),lum(b); return (max(la,lb)+0.05)/(min(la,lb)+0.05)
truth, reps = Path(sys.argv[1]), Path(sys.argv[2]); V = "-v" in sys.argv
M = sc.Matcher(); cls = Counter(); rows = []
fgerr = []
for page, img, s, regs, rects in shots(truth, reps):
        runs = page["runs"]
        sc_ = [[M.score([float(v) for v in g["rect"]], rs) for rs in rects] for g in regs]
        for i, t in enumerate(runs):
            if t["aa"] not in ("fail", "pass"): continue
            ms = [(sc_[j][i], j) for j in range(len(regs)) if sc_[j][i] >= 0]
            anyfail = [j for _, j in ms if regs[j].get("aa") == "fail"]
            if t["aa"] == "fail" and anyfail: cls["fail:hit"] += 1; 
            if not ms:
                if t["aa"] == "fail": cls["fail:NOREGION"] += 1; rows.append(("NOREGION", img["file"], t["id"], t["text"][:30], t["bg_kind"], t["size_class"], t["font"]["size_px"], t["ratio"]))
                continue
            j = max(ms)[1]; g = regs[j]
            tf, tb = hx(t.get("fg")), hx(t.get("bg"))
            gf, gb = hx(g["foreground"]), hx(g["background"])
            if t["bg_kind"] == "solid" and tf and tb:
                # fg overshoot: region fg farther from bg than truth (in luminance contrast)
                fgerr.append((ratio(gf, tb) / ratio(tf, tb), t["aa"], img["file"], t["id"]))
            if t["aa"] == "fail" and not anyfail:
                large = g.get("large"); tl = t["size_class"] == "large"
                if large and not tl and g["ratio"] < 4.5: c = "SIZE(large)"
                elif t["bg_kind"] != "solid": c = "image-ratio-high"
                else:
                    rf = ratio(gf, tb); rb = ratio(tf, gb)
                    req = t["required"]["aa"]
                    c = "fg-high" if rf >= req and rb < req else "bg-high" if rb >= req and rf < req else "both-high" if rf>=req else "combo-high"
                    c += "(fg %s)" % ("overshoot" if ratio(gf,tb) > ratio(tf,tb) else "under")
                cls["fail:miss:" + c] += 1
                rows.append(("MISS " + c, img["file"], t["id"], t["text"][:30], t["bg_kind"], t["size_class"], t["font"]["size_px"], t["font"]["weight"], t["ratio"], t["fg"], t["bg"], "->", round(g["ratio"], 3), g["foreground"], g["background"], g.get("large")))
            if t["aa"] == "pass" and anyfail:
                # A failing region whose best match is another, failing run (a code line's token run
                # inside its line, a label beside its field) is a hit there, not an error of this run.
                def best(jj): return max(range(len(runs)), key=lambda k: sc_[jj][k])
                if all(best(jj) != i and runs[best(jj)]["aa"] == "fail" for jj in anyfail):
                    cls["pass:covered-by-hit"] += 1
                    continue
                jj = anyfail[0]; g = regs[jj]
                large = g.get("large"); tl = t["size_class"] == "large"
                if tl and not large and g["ratio"] >= 3: c = "SIZE(normal)"
                elif t["bg_kind"] != "solid": c = "image-ratio-low"
                else:
                    gf, gb = hx(g["foreground"]), hx(g["background"])
                    c = "ratio-low(fg %s)" % ("overshoot" if ratio(gf,tb) > ratio(tf,tb) else "under")
                cls["pass:FP:" + c] += 1
                rows.append(("FP " + c, img["file"], t["id"], t["text"][:30], t["bg_kind"], t["size_class"], t["font"]["size_px"], t["font"]["weight"], t["ratio"], t["fg"], t["bg"], "->", round(g["ratio"], 3), g["foreground"], g["background"], g.get("large")))
        for j, g in enumerate(regs):
            if g.get("aa") != "fail": continue
            ms = [i for i in range(len(runs)) if sc_[j][i] >= 0]
            if not ms: cls["FP:norun"] += 1; rows.append(("FP-NORUN", img["file"], [round(v) for v in g["rect"]], round(g["ratio"],2), g["foreground"], g["background"]))
            elif all(runs[i]["aa"] in sc.DONT_CARE for i in ms): cls["FP:dontcare"] += 1
for k, v in sorted(cls.items()): print("%-40s %d" % (k, v))
import statistics
if fgerr:
    for a in ("fail", "pass"):
        e = sorted(x[0] for x in fgerr if x[1] == a)
        if e: print(a, "ratio(est fg, true bg)/true ratio: n", len(e), "p10 %.3f p50 %.3f p90 %.3f" % (e[len(e)//10], e[len(e)//2], e[9*len(e)//10]))
if V:
    for r in rows: print(*r)
