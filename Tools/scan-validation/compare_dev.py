import json, sys
from pathlib import Path
from build_truth import build
S = Path("/work/shared/screens")
import numpy as np
rect_err, ink_err, rr_err, verdict_diff, nl = [], [], [], [], 0
for n in range(1, 13):
    dev = json.loads((S / f"page-{n}.truth.json").read_text())
    dom = json.loads(Path(f"/tmp/repro/_dom/page-{n}.json").read_text())
    p = build(dev, dom, "/tmp/repro", f"page-{n}")
    if any(p["notes"].values()): print(n, p["notes"])
    dv = {r["id"]: r for r in dev["runs"]}
    for r in p["runs"]:
        d = dv[r["id"]]
        for s in r["rects"]:
            a, b = r["rects"][s], d["rects"][s]
            if len(a) != len(b): nl += 1; print("nlines", n, r["id"], s, a, b); continue
            e = max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
            rect_err.append(e)
            if e > 0.6: print("rect", n, r["id"], r["kind"], s, a, b)
            a, b = r["ink"].get(s, []), d["ink"].get(s, [])
            if len(a) == len(b):
                e = max([abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)] or [0])
                ink_err.append(e)
                if e > 2: print("ink", n, r["id"], s, a, b)
            else: print("ink nlines", n, r["id"], s, a, b)
        if "ratio_range" in r:
            e = max(abs(r["ratio_range"][0] - d["ratio_range"][0]), abs(r["ratio_range"][1] - d["ratio_range"][1]), abs(r["ratio"]-d["ratio"]))
            rr_err.append(e)
            if e > 0.01 or r["bg"] != d["bg"] or r["fg"] != d["fg"]: print("complex", n, r["id"], r["ratio_range"], d["ratio_range"], r["fg"], d["fg"], r["bg"], d["bg"], r["bg_detail"]["pixels"], d["bg_detail"]["pixels"])
        if (r["aa"], r["aaa"]) != (d["aa"], d["aaa"]): verdict_diff.append((n, r["id"], r["aa"], r["aaa"], d["aa"], d["aaa"]))
print("rect max err", max(rect_err), "p99", np.percentile(rect_err, 99), "ink err max", max(ink_err), "frac exact", np.mean(np.array(ink_err) == 0), "ratio_range max err", max(rr_err), "verdict diffs", verdict_diff)
