#!/usr/bin/env python3
"""Build the second web-styled held-out set: new layouts (web_pages.py) in fonts never tuned on, at widths
360-1440 CSS px and scales 1x/2x/3x, truth by the rules of /work/shared/screens/README.md
(build_truth.measure_runs), and lossy copies.

    make_web.py OUT        # OUT/pages, OUT/jpeg85 (2x shots through JPEG quality 85),
                           # OUT/down3to2 (3x shots Lanczos-resized to the 2x size); pages already built are kept
    make_web.py OUT --seeds 2001-2012   # a TUNING part of the same generator: seeds outside the report
                           # set's 1001-1020, layout/theme/fonts/width/scales drawn from each seed (tuning_specs)

Nobody tunes on the default set (seeds 1001-1020): it is a report set. Seeds 2001 and up are for tuning.
"""
import argparse, io, json, random
from pathlib import Path
import numpy as np
from PIL import Image
from render import driver, render
from build_truth import measure_runs
from web_pages import page

WALL = Path("/usr/share/wallpapers")
# photographs the iOS set does not use
PHOTOS = ["Path", "Canopee", "Cascade", "Flow", "Honeywave", "Kokkini", "Opal", "SafeLanding", "Shell", "Volna",
          "summer_1am", "Altai"]
F = {  # body, heading, mono
    "plex": ("IBM Plex Sans", "IBM Plex Sans", "IBM Plex Mono"),
    "source": ("Source Sans 3", "Source Sans 3", "Source Code Pro"),
    "work": ("Work Sans", "Merriweather", "IBM Plex Mono"),
    "dm": ("DM Sans", "DM Sans", "JetBrains Mono"),
    "pt": ("PT Sans", "PT Serif", "JetBrains Mono"),
    "merri": ("Merriweather", "Montserrat", "Source Code Pro"),
    "nunito": ("Nunito Sans", "Nunito Sans", "IBM Plex Mono"),
    "mont": ("Montserrat", "Montserrat", "JetBrains Mono"),
    "ptserif": ("PT Serif", "PT Sans", "Source Code Pro"),
}
# (seed, layout, theme, fonts, width CSS px, scales)
PAGES = [(1001, "marketing", "light", "work", 1440, [1, 2]), (1002, "pricing", "dark", "plex", 1280, [1, 2]),
         (1003, "dashboard", "light", "source", 1366, [1, 2]), (1004, "signup", "light", "dm", 390, [1, 2, 3]),
         (1005, "docs", "light", "pt", 1024, [1, 2]), (1006, "blog", "dark", "merri", 768, [1, 2]),
         (1007, "admin", "dark", "nunito", 1200, [1, 2]), (1008, "marketing", "dark", "mont", 360, [1, 2, 3]),
         (1009, "pricing", "light", "source", 820, [2]), (1010, "dashboard", "dark", "plex", 960, [1, 2]),
         (1011, "signup", "dark", "ptserif", 1120, [1, 2]), (1012, "docs", "dark", "dm", 414, [1, 2, 3]),
         (1013, "blog", "light", "nunito", 1440, [1]), (1014, "admin", "light", "work", 600, [1, 2, 3]),
         (1015, "marketing", "light", "plex", 1024, [1, 2]), (1016, "pricing", "dark", "pt", 480, [2, 3]),
         (1017, "docs", "light", "mont", 1280, [1, 2]), (1018, "signup", "light", "source", 375, [2, 3]),
         (1019, "blog", "dark", "source", 1366, [1, 2]), (1020, "admin", "light", "dm", 1440, [1])]


REPORT_SEEDS = {spec[0] for spec in PAGES}
LAYOUTS = ["marketing", "pricing", "dashboard", "signup", "docs", "blog", "admin"]
WIDTHS = [360, 375, 390, 414, 480, 600, 768, 820, 960, 1024, 1120, 1200, 1280, 1366, 1440]


def tuning_specs(first, last):
    """Page specs for seeds first..last (none of the report set's): the layout cycles through LAYOUTS so
    every layout appears; theme, fonts, width and scales come from random.Random(seed)."""
    specs = []
    for seed in range(first, last + 1):
        if seed in REPORT_SEEDS:
            raise SystemExit(f"make_web.py: seed {seed} belongs to the report set (1001-1020); pick others")
        r = random.Random(seed * 7919)
        width = r.choice(WIDTHS)
        scales = [1, 2, 3] if width <= 414 and r.random() < 0.5 else r.choice([[1, 2], [2], [1, 2], [2, 3]])
        specs.append((seed, LAYOUTS[(seed - first) % len(LAYOUTS)], r.choice(["light", "dark"]), r.choice(sorted(F)),
                      width, scales))
    return specs


def photos(out):
    d = out / "_photos"
    d.mkdir(parents=True, exist_ok=True)
    got = []
    for n in PHOTOS:
        p = d / (n + ".jpg")
        if not p.exists():
            src = sorted((WALL / n / "contents" / "images").glob("*x*.*"))
            src = sorted(src, key=lambda f: abs(int(f.stem.split("x")[0]) - 1920))[0]
            Image.open(src).convert("RGB").resize((1280, 720), Image.LANCZOS).save(p, quality=90)
        got.append(p.resolve().as_uri())
    return got


def truth(name, meta, dom, rdir, spec):
    seed, layout, theme, fk, width, scales = spec
    imgs = {s: np.asarray(Image.open(rdir / f"{name}@{s}x.png").convert("RGB")).astype(np.int16) for s in scales}
    hids = {s: np.asarray(Image.open(rdir / "_hidden" / f"{name}@{s}x.png").convert("RGB")).astype(np.int16)
            for s in scales}
    ts = 2 if 2 in scales else max(scales)
    runs = measure_runs(meta, dom, imgs, hids, scales, ts, exclude_nested=True)
    return {"schema": "screens-truth/1", "page": name, "generator": {"profile": "web2", "seed": seed},
            "template": layout, "theme": theme, "viewport_css": [dom["width"], dom["height"]], "scales": scales,
            "images": {str(s): {"file": f"{name}@{s}x.png", "width": int(imgs[s].shape[1]),
                                "height": int(imgs[s].shape[0])} for s in scales},
            "fonts": dict(zip(("body", "heading", "mono"), F[fk])), "renderer": "chromium (headless)",
            "thresholds": {"aa": [4.5, 3], "aaa": [7, 4.5]}, "backdrop_scale": ts, "runs": runs, "axe_unmatched": []}


def copies(src, out):
    for kind in ("jpeg85", "down3to2"):
        d = out / kind
        d.mkdir(parents=True, exist_ok=True)
        for tf in sorted(src.glob("*.truth.json")):
            t = json.loads(tf.read_text())
            name = t["page"]
            if "2" not in t["images"] or (kind == "down3to2" and "3" not in t["images"]):
                continue
            t["images"] = {"2": t["images"]["2"]}
            t["scales"] = [2]
            t["copy"] = kind
            for r in t["runs"]:
                r["rects"] = {"2": r["rects"]["2"]}
                r["ink"] = {"2": r["ink"]["2"]}
            (d / tf.name).write_text(json.dumps(t))
            if kind == "jpeg85":
                buf = io.BytesIO()
                Image.open(src / f"{name}@2x.png").convert("RGB").save(buf, "JPEG", quality=85)
                Image.open(buf).convert("RGB").save(d / f"{name}@2x.png")
            else:
                w, h = t["images"]["2"]["width"], t["images"]["2"]["height"]
                Image.open(src / f"{name}@3x.png").convert("RGB").resize((w, h), Image.LANCZOS).save(d / f"{name}@2x.png")


def main(out, specs):
    out = Path(out)
    ph = photos(out)
    pdir, rdir = out / "pages", out / "_render"
    pdir.mkdir(parents=True, exist_ok=True)
    d = driver()
    try:
        for spec in specs:
            seed, layout, theme, fk, width, scales = spec
            name = "web-%d" % seed
            if (pdir / f"{name}.truth.json").exists():
                continue
            fonts = dict(zip(("body", "heading", "mono"), F[fk]))
            html, meta = page(seed, layout, theme, fonts, ph, width)
            hp = pdir / f"{name}.html"
            hp.write_text(html)
            dom = render(d, hp, name, width, scales, rdir)
            t = truth(name, meta, dom, rdir, spec)
            (pdir / f"{name}.truth.json").write_text(json.dumps(t))
            for s in scales:
                (pdir / f"{name}@{s}x.png").write_bytes((rdir / f"{name}@{s}x.png").read_bytes())
            n = lambda k, v: sum(r[k] == v for r in t["runs"])
            print(name, layout, theme, F[fk][0], width, scales, "runs", len(t["runs"]), "of", len(meta), "AA fail",
                  n("aa", "fail"), "ambiguous", n("aa", "ambiguous"), "image/gradient",
                  sum(r["bg_complex"] for r in t["runs"]), flush=True)
    finally:
        d.quit()
    copies(pdir, out)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="Build the second web-styled set (report) or a tuning part of it.")
    ap.add_argument("out", nargs="?", default="/work/webset2")
    ap.add_argument("--seeds", help="FIRST-LAST: a tuning part with these seeds instead of the report set's pages")
    a = ap.parse_args()
    if a.seeds:
        lo, _, hi = a.seeds.partition("-")
        main(a.out, tuning_specs(int(lo), int(hi or lo)))
    else:
        main(a.out, PAGES)
