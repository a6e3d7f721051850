#!/usr/bin/env python3
"""Build the iOS-styled validation set: pages from ios_pages.py rendered at 2x and 3x in headless
Chromium, truth by the rules of /work/shared/screens/README.md, and lossy copies of the held-out part.

    make_ios.py OUT            # OUT/tune (tuned on), OUT/holdout (never tuned on),
                               # OUT/holdout-jpeg85, OUT/holdout-down3to2, OUT/holdout-p3
    make_ios.py OUT copies tune jpeg85 down3to2   # OUT/tune-jpeg85, OUT/tune-down3to2 (tuned on)

Truth per run (one `data-tid` element): line boxes from the live DOM, ink boxes from the difference
with the text-hidden render, the backdrop from the text-hidden render at 2x. A run is solid when every
backdrop pixel under its line boxes is within 2 of the median (then fg = its CSS colour composited
over that median, the ratio of the two 8-bit colours, `pass`/`fail`, and `ambiguous` within 0.02 of
the requirement); otherwise it is gradient/image: per-pixel ratios, the [p5, p95] rule.
"""
import json, re, sys, zlib, struct, io
from pathlib import Path
import numpy as np
from PIL import Image
from render import driver, render
from build_truth import measure_runs
from ios_pages import page

WALL = Path("/usr/share/wallpapers")
# (seed, appearance, font, Dynamic Type category); fonts of the held-out part are never tuned on.
TUNE = [(1, "light", "Inter", "L"), (2, "dark", "Inter", "XL"), (3, "light-hc", "Roboto", "AX2"),
        (4, "dark-hc", "Roboto", "M"), (5, "light", "Roboto", "AX5"), (6, "dark", "Inter", "xS"),
        (7, "light", "Inter", "XXXL"), (8, "dark", "Roboto", "AX3")]
HOLDOUT = [(101, "light", "Manrope", "L"), (102, "dark", "Manrope", "AX1"), (103, "light-hc", "Noto Sans", "XXL"),
           (104, "dark-hc", "Noto Sans", "AX4"), (105, "light", "Noto Sans", "AX5"), (106, "dark", "Manrope", "S"),
           (107, "light", "Manrope", "XL"), (108, "dark", "Noto Sans", "L"), (109, "light-hc", "Manrope", "AX3"),
           (110, "dark", "Noto Sans", "XXXL")]
# A second held-out part (issue 16 follow-up), other fonts again and new seeds: never tuned on.
HOLDOUT2 = [(201, "light", "Lato", "L"), (202, "dark", "Open Sans", "AX2"), (203, "light-hc", "DejaVu Sans", "XL"),
            (204, "dark-hc", "Lato", "S"), (205, "light", "Open Sans", "XXXL"), (206, "dark", "DejaVu Sans", "AX5")]
# A third held-out part (issue 16): fonts never used in this set (PyPI fontpkg-* packages), new seeds.
HOLDOUT3 = [(301, "light", "IBM Plex Sans", "L"), (302, "dark", "Source Sans 3", "AX2"),
            (303, "light-hc", "Nunito Sans", "XL"), (304, "dark-hc", "IBM Plex Sans", "AX4"),
            (305, "light", "Source Sans 3", "XXXL"), (306, "dark", "Nunito Sans", "AX1")]
# A second tuning part (session 7): fonts used nowhere else in the validation sets (PyPI fontpkg-*
# packages Figtree, Rubik, Karla, Poppins), new seeds, every appearance; rules may be tuned on it.
TUNE2 = [(401, "light", "Figtree", "L"), (402, "dark", "Rubik", "AX2"), (403, "light-hc", "Karla", "XL"),
         (404, "dark-hc", "Poppins", "M"), (405, "light", "Rubik", "AX5"), (406, "dark", "Figtree", "XXXL"),
         (407, "light", "Karla", "AX1"), (408, "dark", "Poppins", "S")]
# A third tuning part (session 13): four more fonts used nowhere else (PyPI fontpkg-mulish,
# fontpkg-outfit, fontpkg-plus-jakarta-sans, fontpkg-barlow), new seeds, every appearance.
TUNE3 = [(501, "light", "Mulish", "XXL"), (502, "dark", "Outfit", "L"), (503, "light-hc", "Plus Jakarta Sans", "AX3"),
         (504, "dark-hc", "Barlow", "XL"), (505, "light", "Outfit", "AX4"), (506, "dark", "Mulish", "M"),
         (507, "light", "Barlow", "AX2"), (508, "dark", "Plus Jakarta Sans", "XXXL")]
# A fourth tuning part and a fourth held-out part (session 14): fonts used nowhere else (PyPI fontpkg-public-sans,
# -hanken-grotesk, -albert-sans, -instrument-sans to tune on; -red-hat-text, -onest, -be-vietnam-pro held out).
TUNE4 = [(601, "light", "Public Sans", "XL"), (602, "dark", "Hanken Grotesk", "AX1"),
         (603, "light-hc", "Albert Sans", "L"), (604, "dark-hc", "Instrument Sans", "AX3"),
         (605, "light", "Hanken Grotesk", "XXXL"), (606, "dark", "Public Sans", "S"),
         (607, "light", "Instrument Sans", "AX5"), (608, "dark", "Albert Sans", "XXL")]
HOLDOUT4 = [(701, "light", "Red Hat Text", "XL"), (702, "dark", "Onest", "AX2"), (703, "light-hc", "Be Vietnam Pro", "L"),
            (704, "dark-hc", "Red Hat Text", "AX4"), (705, "light", "Onest", "XXXL"), (706, "dark", "Be Vietnam Pro", "M")]
# A fifth tuning part (session 14): wide fonts used nowhere else (PyPI fontpkg-lexend, -atkinson-hyperlegible,
# -sora), new seeds.
TUNE5 = [(801, "light", "Lexend", "XL"), (802, "dark", "Atkinson Hyperlegible", "AX2"), (803, "light-hc", "Sora", "L"),
         (804, "dark-hc", "Lexend", "S"), (805, "light", "Atkinson Hyperlegible", "XXXL"), (806, "dark", "Sora", "AX5")]
SCALES = [2, 3]


def photos(out):
    d = out / "_photos"
    d.mkdir(parents=True, exist_ok=True)
    got = []
    for f in sorted(WALL.glob("*/contents/images/1920x1080.jpg"))[:10]:
        p = d / (f.parts[-4] + ".jpg")
        if not p.exists():
            im = Image.open(f).convert("RGB")
            im.resize((960, 540), Image.LANCZOS).save(p, quality=92)
        got.append(p.resolve().as_uri())
    return got


def truth(name, meta, dom, rdir, seed, appearance, font, cat):
    imgs = {s: np.asarray(Image.open(rdir / f"{name}@{s}x.png").convert("RGB")).astype(np.int16) for s in SCALES}
    hids = {s: np.asarray(Image.open(rdir / "_hidden" / f"{name}@{s}x.png").convert("RGB")).astype(np.int16)
            for s in SCALES}
    for m in meta.values():
        if m["component"] == "dimmed-row":  # text under the alert's 40 % black scrim
            m["dim"] = 0.4
    runs = measure_runs(meta, dom, imgs, hids, SCALES, 2, family=font)
    return {"schema": "screens-truth/1", "page": name, "generator": {"profile": "ios", "seed": seed},
            "template": "ios", "theme": appearance, "dynamic_type": cat, "viewport_css": [dom["width"], dom["height"]],
            "scales": SCALES, "images": {str(s): {"file": f"{name}@{s}x.png", "width": int(imgs[s].shape[1]),
                                                  "height": int(imgs[s].shape[0])} for s in SCALES},
            "fonts": {"body": font}, "renderer": "chromium (headless)", "thresholds": {"aa": [4.5, 3], "aaa": [7, 4.5]},
            "runs": runs, "axe_unmatched": []}


def p3_png(rgb, path):
    """Display P3 pixel values of an sRGB image, tagged with a cICP chunk (primaries 12, transfer 13)."""
    x = rgb.astype(np.float64) / 255
    lin = np.where(x <= 0.04045, x / 12.92, ((x + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.8224621, 0.1775380, 0.0], [0.0331941, 0.9668058, 0.0], [0.0170827, 0.0723974, 0.9105199]])
    p = np.clip(lin @ m.T, 0, 1)
    enc = np.where(p <= 0.0031308, p * 12.92, 1.055 * p ** (1 / 2.4) - 0.055)
    buf = io.BytesIO()
    Image.fromarray(np.round(enc * 255).astype(np.uint8)).save(buf, "PNG")
    b = buf.getvalue()
    chunk = b"cICP" + bytes([12, 13, 0, 1])
    c = struct.pack(">I", 4) + chunk + struct.pack(">I", zlib.crc32(chunk))
    Path(path).write_bytes(b[:33] + c + b[33:])  # after the signature and IHDR


def copies(src, out, part="holdout", kinds=("jpeg85", "down3to2", "p3")):
    """The lossy copies of one part: OUT/PART-KIND, one 2x shot per page, truth restricted to 2x."""
    for kind in kinds:
        d = out / (part + "-" + kind)
        d.mkdir(parents=True, exist_ok=True)
        for tf in sorted(src.glob("*.truth.json")):
            t = json.loads(tf.read_text())
            name = t["page"]
            t["images"] = {"2": t["images"]["2"]}
            t["scales"] = [2]
            t["copy"] = kind
            (d / tf.name).write_text(json.dumps(t))
            if kind == "jpeg85":
                im = Image.open(src / f"{name}@2x.png").convert("RGB")
                buf = io.BytesIO()
                im.save(buf, "JPEG", quality=85)
                Image.open(buf).convert("RGB").save(d / f"{name}@2x.png")
            elif kind == "down3to2":
                im = Image.open(src / f"{name}@3x.png").convert("RGB")
                w, h = t["images"]["2"]["width"], t["images"]["2"]["height"]
                im.resize((w, h), Image.LANCZOS).save(d / f"{name}@2x.png")
            else:
                p3_png(np.asarray(Image.open(src / f"{name}@2x.png").convert("RGB")), d / f"{name}@2x.png")


def main(out, parts=("tune", "holdout")):
    out = Path(out)
    ph = photos(out)
    d = driver()
    try:
        for part, specs in (("tune", TUNE), ("holdout", HOLDOUT), ("holdout2", HOLDOUT2), ("holdout3", HOLDOUT3),
                            ("tune2", TUNE2), ("tune3", TUNE3), ("tune4", TUNE4), ("holdout4", HOLDOUT4), ("tune5", TUNE5)):
            if part not in parts:
                continue
            pdir = out / part
            rdir = out / "_render"
            pdir.mkdir(parents=True, exist_ok=True)
            for seed, app, font, cat in specs:
                name = "ios-%d" % seed
                if (pdir / f"{name}.truth.json").exists():
                    continue
                html, meta = page(seed, app, font, cat, ph)
                hp = pdir / f"{name}.html"
                hp.write_text(html)
                dom = render(d, hp, name, 390, SCALES, rdir)
                t = truth(name, meta, dom, rdir, seed, app, font, cat)
                (pdir / f"{name}.truth.json").write_text(json.dumps(t))
                for s in SCALES:
                    (pdir / f"{name}@{s}x.png").write_bytes((rdir / f"{name}@{s}x.png").read_bytes())
                fails = sum(r["aa"] == "fail" for r in t["runs"])
                print(part, name, app, font, cat, "runs", len(t["runs"]), "of", len(meta), "AA fail", fails, flush=True)
    finally:
        d.quit()
    if "holdout" in parts:
        copies(out / "holdout", out)


if __name__ == "__main__":
    # make_ios.py OUT [tune|tune2|tune3|tune4|tune5|holdout|holdout2|holdout3|holdout4]: tune and holdout by default; pages already built are kept.
    # make_ios.py OUT copies PART [KIND ...]: only the lossy copies of a built part (e.g. `copies tune
    # jpeg85 down3to2` builds OUT/tune-jpeg85 and OUT/tune-down3to2, a tuning counterpart of holdout-*).
    if sys.argv[2:3] == ["copies"]:
        out = Path(sys.argv[1])
        copies(out / sys.argv[3], out, sys.argv[3], tuple(sys.argv[4:]) or ("jpeg85", "down3to2", "p3"))
        sys.exit(0)
    main(sys.argv[1] if len(sys.argv) > 1 else "/work/iosset", sys.argv[2:] or ("tune", "holdout"))
