import json, sys
from PIL import Image, ImageDraw
name, s = sys.argv[1], sys.argv[2]
crop = [int(v) for v in sys.argv[3].split(",")] if len(sys.argv) > 3 else None
t = json.load(open(f"/work/valset/{name}.truth.json"))
im = Image.open(f"/work/valset/{name}@{s}x.png").convert("RGB")
d = ImageDraw.Draw(im)
col = {"fail": (255, 0, 0), "pass": (0, 170, 0), "ambiguous": (255, 160, 0), "exempt": (120, 120, 255)}
for r in t["runs"]:
    for q in r["rects"].get(s, []):
        d.rectangle([q[0], q[1], q[0] + q[2], q[1] + q[3]], outline=col[r["aa"]])
    for q in r.get("ink", {}).get(s, []):
        d.rectangle([q[0], q[1], q[0] + q[2] - 1, q[1] + q[3] - 1], outline=(255, 0, 255))
if crop:
    im = im.crop(crop)
out = f"/work/valset-aux/overlays/{name}@{s}x" + ("_%d_%d" % (crop[0], crop[1]) if crop else "") + ".png"
im.save(out); print(out, im.size)
