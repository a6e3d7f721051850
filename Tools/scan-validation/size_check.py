"""Reported font size vs truth size per family, and size-class agreement, over best-matching regions."""
import json, sys, statistics as st
from collections import defaultdict
from pathlib import Path
sys.path.insert(0, "/work/shared/screens")
import score_scan as sc
truth, reps = Path(sys.argv[1]), Path(sys.argv[2])
M = sc.Matcher(); agg = defaultdict(list); cls = defaultdict(lambda: [0, 0, 0])
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
            if bool(g.get("large")) != (t["size_class"] == "large"):
                c[1 if t["size_class"] == "large" else 2] += 1
print("%-18s %5s %8s %8s %8s   %s" % ("family", "n", "p10", "median", "p90", "large->normal / normal->large"))
for fam in sorted(agg, key=lambda f: -len(agg[f])):
    xs = sorted(agg[fam]); n = len(xs)
    print("%-18s %5d %8.3f %8.3f %8.3f   %d / %d" % (fam, n, xs[n // 10], st.median(xs), xs[(9 * n) // 10], cls[fam][1], cls[fam][2]))
