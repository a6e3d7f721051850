#!/usr/bin/env python3
"""Build a screens-truth/1 file for a re-rendered variant of a dev page.

Inputs: the dev truth (colours, size class, required, verdicts for solid runs), the DOM dump from
render.py (line boxes per scale), and the normal + text-hidden screenshots.

    build_truth.py --dev DEV.truth.json --render DIR --name page-101 --out OUT.truth.json [--fonts JSON]
"""
import argparse, json, math, re
from pathlib import Path
import numpy as np
from PIL import Image


def lin(c):
    c = np.asarray(c, dtype=np.float64) / 255.0
    return np.where(c <= 0.03928, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def lum(rgb):
    l = lin(rgb)
    return 0.2126 * l[..., 0] + 0.7152 * l[..., 1] + 0.0722 * l[..., 2]


def contrast(a, b):
    la, lb = lum(a), lum(b)
    return (np.maximum(la, lb) + 0.05) / (np.minimum(la, lb) + 0.05)


def hexc(rgb):
    return "#%02x%02x%02x" % tuple(int(round(v)) for v in rgb)


def parse_css_color(s):
    m = re.match(r"rgba?\(([^)]*)\)", s.strip())
    p = [float(x) for x in re.split(r"[ ,/]+", m.group(1).strip()) if x]
    return p[:3], (p[3] if len(p) > 3 else 1.0)


def verdict_complex(lo, hi, req):
    if hi < req:
        return "fail"
    if lo >= req:
        return "pass"
    return "ambiguous"


def pix_box(r, W, H):
    x0, y0 = max(0, int(math.floor(r[0]))), max(0, int(math.floor(r[1])))
    x1, y1 = min(W, int(math.ceil(r[0] + r[2]))), min(H, int(math.ceil(r[1] + r[3])))
    return x0, y0, x1, y1


def ink_boxes(diff, lines, others, s, W, H):
    """Tight boxes of the changed pixels near each line box (not growing into the run's other lines or
    other runs' line boxes)."""
    boxes = []
    for li, r in enumerate(lines):
        mv, mh = max(2.0, 0.2 * r[3]), 2.0 * s
        # do not grow into the neighbouring lines of the same run
        top, bot = r[1] - mv, r[1] + r[3] + mv
        for j, q in enumerate(lines):
            if j == li:
                continue
            if q[1] + q[3] / 2 > r[1] + r[3] / 2:
                bot = min(bot, max(r[1] + r[3], q[1]))
            else:
                top = max(top, min(r[1], q[1] + q[3]))
        x0, y0, x1, y1 = pix_box([r[0] - mh, top, r[2] + 2 * mh, bot - top], W, H)
        m = diff[y0:y1, x0:x1].copy()
        for q in others:  # text of other runs lying next to this line
            qx0, qy0, qx1, qy1 = pix_box(q, W, H)
            if inter_area(q, r) > 0:
                continue
            ax0, ay0, ax1, ay1 = max(qx0, x0), max(qy0, y0), min(qx1, x1), min(qy1, y1)
            if ax1 > ax0 and ay1 > ay0:
                m[ay0 - y0:ay1 - y0, ax0 - x0:ax1 - x0] = False
        ys, xs = np.nonzero(m)
        if len(xs):
            boxes.append([int(x0 + xs.min()), int(y0 + ys.min()), int(xs.max() - xs.min() + 1), int(ys.max() - ys.min() + 1)])
    return boxes


def build(dev, dom, rdir, name, fonts=None, truth_scale=2, ink_thresh=8):
    rdir = Path(rdir)
    scales = sorted(int(s) for s in dom["scales"])
    imgs, hids = {}, {}
    for s in scales:
        imgs[s] = np.asarray(Image.open(rdir / f"{name}@{s}x.png").convert("RGB")).astype(np.int16)
        hids[s] = np.asarray(Image.open(rdir / "_hidden" / f"{name}@{s}x.png").convert("RGB")).astype(np.int16)
    ts = truth_scale if truth_scale in scales else max(scales)
    devruns = {r["id"]: r for r in dev["runs"]}
    # all line rects per scale (device px) for ink disambiguation
    all_rects = {s: {tid: [[v * s for v in r] for r in e["rects"]] for tid, e in dom["scales"][str(s)].items()} for s in scales}
    runs, notes = [], {"dropped": [], "solid_bg_mismatch": [], "kind_changed": [], "text_changed": []}
    for dr in dev["runs"]:
        tid = dr["id"]
        e1 = dom["scales"][str(ts)].get(tid)
        if e1 is None or not e1["rects"]:
            notes["dropped"].append(tid)
            continue
        if e1["text"] != dr["text"] and dr["kind"] == "text":
            notes["text_changed"].append(tid)
        run = {k: dr[k] for k in ("id", "text", "component", "kind") if k in dr}
        run["font"] = {"family": re.sub(r"^['\"]|['\"]$", "", e1["family"].split(",")[0].strip()),
                       "size_px": dr["font"]["size_px"], "weight": dr["font"]["weight"]}
        assert abs(e1["size"] - dr["font"]["size_px"]) < 0.01 and e1["weight"] == dr["font"]["weight"], (tid, e1, dr["font"])
        for k in ("size_class", "color_css", "opacity", "text_shadow", "bg_kind", "bg_complex"):
            run[k] = dr[k]
        run["rects"] = {}
        for s in scales:
            e = dom["scales"][str(s)][tid]
            run["rects"][str(s)] = [[round(v * s, 2) for v in r] for r in e["rects"]]
        if any(dom["scales"][str(s)][tid]["clipped"] for s in scales):
            run["clipped"] = True
        # ---- ink boxes: pixels that change when text is drawn, near each line box ----
        ink = {}
        for s in scales:
            img, hid = imgs[s], hids[s]
            H, W = img.shape[:2]
            diff = np.abs(img - hid).max(axis=2) > ink_thresh
            lines = run["rects"][str(s)]
            others = [r for t2, rs in all_rects[s].items() if t2 != tid for r in rs]
            boxes = ink_boxes(diff, lines, others, s, W, H)
            if boxes:
                ink[str(s)] = boxes
        if not ink:
            notes["dropped"].append(tid + "(no ink)")
            continue
        run["ink"] = ink
        # ---- backdrop under the line boxes at the truth scale ----
        hid = hids[ts]
        H, W = hid.shape[:2]
        px = []
        for r in run["rects"][str(ts)]:
            x0, y0, x1, y1 = pix_box(r, W, H)
            px.append(hid[y0:y1, x0:x1].reshape(-1, 3))
        px = np.concatenate(px).astype(np.float64)
        med = np.median(px, axis=0)
        col, a = parse_css_color(dr["color_css"])
        a_eff = a * dr["opacity"]
        run["check"] = {}
        if dr["bg_kind"] == "solid":
            for k in ("fg", "bg", "fg_exact", "bg_exact", "ratio"):
                run[k] = dr[k]
            bg = np.array([int(dr["bg"][i:i + 2], 16) for i in (1, 3, 5)], dtype=np.float64)
            dev_px = np.abs(px - bg).max(axis=1)
            run["check"]["bg_pixel_max_dev"] = float(np.abs(med - bg).max())
            run["check"]["bg_pixel_frac_off"] = round(float((dev_px > 2).mean()), 4)
            run["aa"], run["aaa"] = dr["aa"], dr["aaa"]
            if np.abs(med - bg).max() > 1 and dr["aa"] != "exempt":
                notes["solid_bg_mismatch"].append((tid, dr["bg"], hexc(med)))
                run["aa"] = run["aaa"] = "ambiguous"
                run["ambiguous_reason"] = "rendered backdrop differs from the dev bg"
        else:
            fgpx = a_eff * np.array(col) + (1 - a_eff) * px
            fgq = np.round(fgpx)
            ratios = contrast(fgq, np.round(px))
            lo, hi = float(np.percentile(ratios, 5)), float(np.percentile(ratios, 95))
            bgm = np.round(med)
            fg = np.round(a_eff * np.array(col) + (1 - a_eff) * bgm)
            run["fg"], run["bg"] = hexc(fg), hexc(bgm)
            run["fg_exact"] = [round(float(v), 1) for v in a_eff * np.array(col) + (1 - a_eff) * bgm]
            run["bg_exact"] = [float(v) for v in bgm]
            run["ratio"] = round(float(contrast(fg, bgm)), 3)
            run["ratio_range"] = [round(lo, 3), round(hi, 3)]
            L = lum(px)
            order = np.argsort(L)
            run["bg_detail"] = {"css": dr.get("bg_detail", {}).get("css"), "luma_p5": hexc(px[order[int(0.05 * (len(L) - 1))]]),
                                "luma_p95": hexc(px[order[int(0.95 * (len(L) - 1))]]), "pixels": int(len(px))}
            if dr["aa"] == "exempt":
                run["aa"] = run["aaa"] = "exempt"
            else:
                run["aa"] = verdict_complex(lo, hi, dr["required"]["aa"])
                run["aaa"] = verdict_complex(lo, hi, dr["required"]["aaa"])
                if run["aa"] == "fail":
                    run["aaa"] = "fail"
            # sanity: does the hidden backdrop look flat (was this really a complex background here?)
            run["check"]["bg_spread"] = float(np.abs(px - med).max())
        run["required"] = dr["required"]
        if "exempt_reason" in dr:
            run["exempt_reason"] = dr["exempt_reason"]
        run["dev_id"] = tid
        runs.append(run)
    page = {k: dev[k] for k in ("schema", "generator", "template", "theme", "renderer", "thresholds")}
    page["page"] = name
    page["derived_from"] = dev["page"]
    page["viewport_css"] = [dom["width"], dom["height"]]
    page["scales"] = scales
    page["images"] = {str(s): {"file": f"{name}@{s}x.png", "width": int(imgs[s].shape[1]), "height": int(imgs[s].shape[0])} for s in scales}
    page["fonts"] = fonts or dev["fonts"]
    page["runs"] = runs
    page["axe_unmatched"] = []
    page["notes"] = notes
    return page


def inter_area(a, b):
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return max(0.0, x1 - x0) * max(0.0, y1 - y0)


def measure_runs(meta, dom, imgs, hids, scales, ts, family=None, exclude_nested=False):
    """Truth runs of a generated page (make_ios.py, make_web.py): one run per `data-tid` in meta.

    meta: tid -> {color_css, component, optional bg ("gradient"/"image": the kind a non-flat backdrop is
    labelled), dim (0..1, a black scrim over the text), exempt (disabled control)}. dom: render.py's dump;
    imgs/hids: scale -> normal / text-hidden screenshot (int16 HxWx3); ts: the scale the backdrop is read at.
    A run is solid when every backdrop pixel under its line boxes is within 2 of their median (fg = the
    CSS colour over that median, `ambiguous` within 0.02 of the requirement), else gradient/image with
    the per-pixel [p5, p95] rule. Size class from the computed size and weight (700 or more is bold).
    exclude_nested: leave out of a run's backdrop the line boxes of runs lying inside its own (web pages:
    the backdrop of a paragraph is not its inline code chip's).
    """
    rects = {s: {t: [[v * s for v in r] for r in e["rects"]] for t, e in dom["scales"][str(s)].items()} for s in scales}
    diffs = {s: np.abs(imgs[s] - hids[s]).max(axis=2) > 8 for s in scales}
    runs = []
    for tid, m in meta.items():
        e = dom["scales"][str(ts)].get(tid)
        if not e or not e["rects"]:
            continue
        size, weight = e["size"], e["weight"]
        large = size >= 24 or (weight >= 700 and size >= 18.67)
        req = {"aa": 3.0 if large else 4.5, "aaa": 4.5 if large else 7.0}
        fam = family or re.sub(r"^['\"]|['\"]$", "", e["family"].split(",")[0].strip())
        run = {"id": tid, "text": e["text"], "component": m["component"], "kind": e.get("kind", "text"),
               "font": {"family": fam, "size_px": size, "weight": weight},
               "size_class": "large" if large else "normal", "color_css": m["color_css"], "opacity": 1.0,
               "text_shadow": None, "required": req, "rects": {}, "ink": {}}
        for s in scales:
            run["rects"][str(s)] = [[round(v * s, 2) for v in r] for r in dom["scales"][str(s)][tid]["rects"]]
            H, W = imgs[s].shape[:2]
            others = [r for t2, rs in rects[s].items() if t2 != tid for r in rs]
            b = ink_boxes(diffs[s], run["rects"][str(s)], others, s, W, H)
            if b:
                run["ink"][str(s)] = b
        if len(run["ink"]) < len(scales):
            continue
        if any(dom["scales"][str(s)][tid].get("clipped") for s in scales):
            run["clipped"] = True
        hid = hids[ts]
        H, W = hid.shape[:2]
        chunks = []
        for r in run["rects"][str(ts)]:
            x0, y0, x1, y1 = pix_box(r, W, H)
            keep = np.ones((y1 - y0, x1 - x0), dtype=bool)
            if exclude_nested:  # line boxes of runs nested in this one (a link, a bold label, an inline code chip)
                for q in (q for t2, rs in rects[ts].items() if t2 != tid for q in rs):
                    if q[0] >= r[0] - 1 and q[1] >= r[1] - 1 and q[0] + q[2] <= r[0] + r[2] + 1 and q[1] + q[3] <= r[1] + r[3] + 1:
                        # with a margin for an inline chip's padding (6 / 3 CSS px)
                        qx0, qy0, qx1, qy1 = pix_box([q[0] - 6 * ts, q[1] - 3 * ts, q[2] + 12 * ts, q[3] + 6 * ts], W, H)
                        keep[max(0, qy0 - y0):max(0, qy1 - y0), max(0, qx0 - x0):max(0, qx1 - x0)] = False
            if not keep.any():
                keep[:] = True
            chunks.append(hid[y0:y1, x0:x1][keep])
        px = np.concatenate(chunks).astype(np.float64)
        med = np.median(px, axis=0)
        col, a = parse_css_color(m["color_css"]) if m["color_css"].startswith("rgb") else (
            [int(m["color_css"][i:i + 2], 16) for i in (1, 3, 5)], 1.0)
        col = np.array(col, dtype=np.float64)
        dim = m.get("dim", 0.0)
        fg_over = lambda b: a * col * (1 - dim) + (1 - a) * b
        spread = float(np.abs(px - med).max())
        run["check"] = {"bg_spread": spread}
        if spread <= 2:
            bg = np.round(med)
            fg = np.round(fg_over(bg))
            ratio = float(contrast(fg, bg))
            run.update(bg_kind="solid", bg_complex=False, fg=hexc(fg), bg=hexc(bg), ratio=round(ratio, 3))
            for lvl in ("aa", "aaa"):
                run[lvl] = "ambiguous" if abs(ratio - req[lvl]) < 0.02 else ("pass" if ratio >= req[lvl] else "fail")
        else:
            ratios = contrast(np.round(fg_over(px)), np.round(px))
            lo, hi = float(np.percentile(ratios, 5)), float(np.percentile(ratios, 95))
            bg = np.round(med)
            fg = np.round(fg_over(bg))
            run.update(bg_kind=m.get("bg", "image"), bg_complex=True, fg=hexc(fg), bg=hexc(bg),
                       ratio=round(float(contrast(fg, bg)), 3), ratio_range=[round(lo, 3), round(hi, 3)])
            run["aa"] = verdict_complex(lo, hi, req["aa"])
            run["aaa"] = "fail" if run["aa"] == "fail" else verdict_complex(lo, hi, req["aaa"])
        if m.get("exempt"):
            run["aa"] = run["aaa"] = "exempt"
            run["exempt_reason"] = "disabled"
        runs.append(run)
    return runs


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--dev", required=True)
    ap.add_argument("--render", required=True)
    ap.add_argument("--name", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--fonts")
    a = ap.parse_args()
    dev = json.loads(Path(a.dev).read_text())
    dom = json.loads((Path(a.render) / "_dom" / f"{a.name}.json").read_text())
    page = build(dev, dom, a.render, a.name, json.loads(a.fonts) if a.fonts else None)
    Path(a.out).write_text(json.dumps(page))
    n = page["notes"]
    print(a.name, len(page["runs"]), "runs; dropped", n["dropped"], "solid mismatch", n["solid_bg_mismatch"], "text changed", n["text_changed"])
