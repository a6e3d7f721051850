#!/usr/bin/env python3
"""JPEG quality-90 round trip of the valset (Pillow defaults: 4:2:0 chroma subsampling), saved back as PNG."""
from PIL import Image
import glob, io, os, shutil
SRC, DST = "/work/valset", "/work/valset-jpeg90"
os.makedirs(DST, exist_ok=True)
for f in sorted(glob.glob(SRC + "/page-*.png")):
    b = io.BytesIO(); Image.open(f).convert("RGB").save(b, "JPEG", quality=90); b.seek(0)
    Image.open(b).convert("RGB").save(os.path.join(DST, os.path.basename(f)))
for f in glob.glob(SRC + "/page-*.truth.json"):
    shutil.copy(f, DST)
