"""Reported font size vs truth size per family, and size-class agreement, over best-matching regions.
   size_check.py TRUTH_DIR REPORTS_DIR
Also: the share of runs whose true size lies in ScanRegion.fontSizeRange (font_size_px / 1.09 ... / 0.90),
and how many of the wrong size classes carry size_uncertain."""
import json, sys, statistics as st
from collections import defaultdict
from pathlib import Path
sys.path.insert(0, "/work/shared/screens")
import score_scan as sc
truth, reps = Path(sys.argv[1]), Path(sys.argv[2])
M = sc.Matcher(); agg = defaultdict(list); cls = defaultdict(lambda: [0, 0, 0, 0, 0])
for page in sc.load_truth(truth):
    for s_key, img in page["images"].items():
        s = int(s_key); rp = reps / (Path(img["file"]).stem + ".json")
        regs = json.loads(rp.read_text())["regions"] if rp.exists() else []
        for t in page["runs"]:
            if t["kind"] != "text" or len(t["rects"][s_key]) != 1: continue
            rr = sc.run_rects(t, s); best = None
            for g in regs:
                v = M.score([float(x) for x in g["rect"]], rr)
                if v >= 0.5 and (best is None or v > best[0]): best = (v, g)
            if not best or "font_size_px" not in best[1]: continue
            g = best[1]; fam = t["font"]["family"]
            agg[fam].append(g["font_size_px"] / t["font"]["size_px"])
            c = cls[fam]; c[0] += 1
            c[3] += g["font_size_px"] / 1.09 <= t["font"]["size_px"] <= g["font_size_px"] / 0.90
            if bool(g.get("large")) != (t["size_class"] == "large"):
                c[1 if t["size_class"] == "large" else 2] += 1
                c[4] += bool(g.get("size_uncertain"))
print("%-18s %5s %8s %8s %8s   %-30s %8s %s" % ("family", "n", "p10", "median", "p90", "large->normal / normal->large", "in range", "wrong class flagged"))
for fam in sorted(agg, key=lambda f: -len(agg[f])):
    xs = sorted(agg[fam]); n = len(xs); c = cls[fam]
    print("%-18s %5d %8.3f %8.3f %8.3f   %-30s %8.3f %d of %d" % (fam, n, xs[n // 10], st.median(xs), xs[(9 * n) // 10],
          "%d / %d" % (c[1], c[2]), c[3] / max(1, c[0]), c[4], c[1] + c[2]))
