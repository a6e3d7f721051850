"""Montage of crops (enlarged) with the truth line boxes (green) and the reported region (red)."""
import json, sys
from PIL import Image, ImageDraw
items = json.loads(sys.argv[1]); out = sys.argv[2]
tiles = []
for img, rect, reg in items:
    im = Image.open("/work/valset/" + img).convert("RGB")
    x, y, w, h = rect
    pad = max(12, h)
    box = (max(0, x - pad), max(0, y - pad), min(im.width, x + w + pad), min(im.height, y + h + pad))
    c = im.crop(box); k = max(1, min(4, 500 // max(1, c.width), 200 // max(1, c.height)))
    c = c.resize((c.width * k, c.height * k), Image.NEAREST); d = ImageDraw.Draw(c)
    d.rectangle([(x - box[0]) * k, (y - box[1]) * k, (x + w - box[0]) * k, (y + h - box[1]) * k], outline=(0, 255, 0))
    if reg:
        d.rectangle([(reg[0] - box[0]) * k, (reg[1] - box[1]) * k, (reg[0] + reg[2] - box[0]) * k, (reg[1] + reg[3] - box[1]) * k], outline=(255, 0, 0))
    lab = Image.new("RGB", (c.width, 14), (255, 255, 255)); ImageDraw.Draw(lab).text((2, 1), "%s %s" % (img, rect), fill=(0, 0, 0))
    t = Image.new("RGB", (c.width, c.height + 14), (255, 255, 255)); t.paste(lab, (0, 0)); t.paste(c, (0, 14)); tiles.append(t)
W = max(t.width for t in tiles); H = sum(t.height + 6 for t in tiles)
M = Image.new("RGB", (W, H), (200, 200, 200)); yy = 0
for t in tiles: M.paste(t, (0, yy)); yy += t.height + 6
M.save(out); print(out, M.size)
