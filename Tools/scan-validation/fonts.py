"""@font-face rules for the fonts of the PyPI `fontpkg-*` packages (make_web.py, make_ios.py holdout3):
the pages load them from site-packages, so nothing is installed system-wide."""
import json
from pathlib import Path

SITE = Path(__import__("selenium").__file__).resolve().parents[1]  # the site-packages holding fontpkg_*


def font_faces(families):
    """CSS text: one @font-face per upright file of each named family found; "" for other families."""
    css = []
    for d in sorted(SITE.glob("fontpkg_*")):
        mf = d / "metadata.json"
        if not mf.exists():
            continue
        m = json.loads(mf.read_text())
        if m["family"] not in families:
            continue
        for f in m["files"]:
            if f["style"] != "normal":
                continue
            w = "100 900" if f["variable"] else str(f["weight"])
            css.append('@font-face{font-family:"%s";src:url(%s);font-weight:%s;font-style:normal}'
                       % (m["family"], (d / f["path"]).as_uri(), w))
    return "".join(css)
