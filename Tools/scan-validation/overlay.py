#!/usr/bin/env python3
"""Draw a page's truth on its screenshot: line boxes coloured by AA verdict (red fail, green pass,
orange ambiguous, blue exempt), ink boxes in magenta.
    overlay.py NAME SCALE [x0,y0,x1,y1] [--src DIR] [--out DIR]   (defaults /work/valset, /work/valset-aux/overlays)"""
import argparse, json
from pathlib import Path
from PIL import Image, ImageDraw

ap = argparse.ArgumentParser()
ap.add_argument("name")
ap.add_argument("s")
ap.add_argument("crop", nargs="?")
ap.add_argument("--src", default="/work/valset")
ap.add_argument("--out", default="/work/valset-aux/overlays")
a = ap.parse_args()
name, s = a.name, a.s
crop = [int(v) for v in a.crop.split(",")] if a.crop else None
t = json.load(open(f"{a.src}/{name}.truth.json"))
im = Image.open(f"{a.src}/{name}@{s}x.png").convert("RGB")
d = ImageDraw.Draw(im)
col = {"fail": (255, 0, 0), "pass": (0, 170, 0), "ambiguous": (255, 160, 0), "exempt": (120, 120, 255)}
for r in t["runs"]:
    for q in r["rects"].get(s, []):
        d.rectangle([q[0], q[1], q[0] + q[2], q[1] + q[3]], outline=col[r["aa"]])
    for q in r.get("ink", {}).get(s, []):
        d.rectangle([q[0], q[1], q[0] + q[2] - 1, q[1] + q[3] - 1], outline=(255, 0, 255))
if crop:
    im = im.crop(crop)
Path(a.out).mkdir(parents=True, exist_ok=True)
out = f"{a.out}/{name}@{s}x" + ("_%d_%d" % (crop[0], crop[1]) if crop else "") + ".png"
im.save(out); print(out, im.size)
