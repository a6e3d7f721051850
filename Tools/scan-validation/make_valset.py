#!/usr/bin/env python3
"""Make the proxy validation set: every dev page re-rendered in two variants with other font families
(a: same viewport width, b: another width), truth rebuilt from the live DOM and the text-hidden render."""
import json, re, sys, shutil
from pathlib import Path
from render import driver, render
from build_truth import build

S = Path("/work/shared/screens")
OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/valset")
# per dev page: variant a (same width) and b (new width); family maps dev family -> new family
SANS = {"a": "Open Sans", "b": "Lato"}
V = {
    1: [dict(w=1280, fam={"Roboto": "Open Sans", "Liberation Mono": "Fira Code"}),
        dict(w=1440, fam={"Roboto": "Caladea", "Liberation Mono": "Hack"})],
    2: [dict(w=390, fam={"DejaVu Sans": "Cantarell", "Liberation Mono": "Noto Sans Mono"}),
        dict(w=360, fam={"DejaVu Sans": "Noto Serif", "Liberation Mono": "Fira Code"})],
    3: [dict(w=1280, fam={"DejaVu Serif": "Caladea", "Liberation Mono": "Hack"}),
        dict(w=1100, fam={"DejaVu Serif": "Lato", "Liberation Mono": "Fira Code"})],
    4: [dict(w=820, fam={"Liberation Serif": "Roboto Slab", "DejaVu Sans Mono": "Fira Code"}),
        dict(w=768, fam={"Liberation Serif": "Open Sans", "DejaVu Sans Mono": "Noto Sans Mono"})],
    5: [dict(w=390, fam={"Liberation Serif": "Lato", "DejaVu Sans Mono": "Hack"}),
        dict(w=414, fam={"Liberation Serif": "C059", "DejaVu Sans Mono": "Fira Code"})],
    6: [dict(w=820, fam={"DejaVu Sans": "Carlito", "Liberation Mono": "Noto Sans Mono"}),
        dict(w=900, fam={"DejaVu Sans": "URW Gothic", "Liberation Mono": "Hack"})],
    7: [dict(w=1024, fam={"Liberation Serif": "Noto Serif", "Liberation Mono": "Fira Code"}),
        dict(w=900, fam={"Liberation Serif": "Cantarell", "Liberation Mono": "Noto Sans Mono"})],
    8: [dict(w=1024, fam={"DejaVu Serif": "Open Sans", "Liberation Mono": "Hack"}),
        dict(w=900, fam={"DejaVu Serif": "P052", "Liberation Mono": "Fira Code"})],
    9: [dict(w=1280, fam={"Roboto": "Lato", "DejaVu Serif": "Roboto Slab", "Liberation Mono": "Noto Sans Mono"}),
        dict(w=1366, fam={"Roboto": "Carlito", "DejaVu Serif": "Caladea", "Liberation Mono": "Fira Code"})],
    10: [dict(w=1280, fam={"Noto Sans": "URW Gothic", "DejaVu Sans Mono": "Fira Code"}),
         dict(w=1100, fam={"Noto Sans": "Noto Serif", "DejaVu Sans Mono": "Hack"})],
    11: [dict(w=1280, fam={"Liberation Sans": "Cantarell", "Liberation Mono": "Hack"}),
         dict(w=1440, fam={"Liberation Sans": "Open Sans", "Liberation Mono": "Noto Sans Mono"})],
    12: [dict(w=1280, fam={"DejaVu Sans": "Caladea", "Liberation Mono": "Fira Code"}),
         dict(w=1100, fam={"DejaVu Sans": "Lato", "Liberation Mono": "Hack"})],
}


def rewrite(html, w0, w, fam):
    for old, new in fam.items():
        html = html.replace("'%s'" % old, "'%s'" % new)
        html = html.replace('"%s"' % old, '"%s"' % new)
    html, n = re.subn(r'(<body style="[^"]*?)width:%dpx' % w0, r'\g<1>width:%dpx' % w, html, count=1)
    assert n == 1
    return html


def main(only=None):
    OUT.mkdir(parents=True, exist_ok=True)
    render_dir = Path("/work/valset-aux/render")
    d = driver()
    log = []
    try:
        for n in range(1, 13):
            if only and n not in only:
                continue
            dev = json.loads((S / f"page-{n}.truth.json").read_text())
            src = (S / f"page-{n}.html").read_text()
            w0 = dev["viewport_css"][0]
            for vi, v in enumerate(V[n]):
                name = "page-%d%02d" % (vi + 1, n)
                html = rewrite(src, w0, v["w"], v["fam"])
                hp = OUT / f"{name}.html"
                hp.write_text(html)
                dom = render(d, hp, name, v["w"], dev["scales"], render_dir)
                fonts = {k: v["fam"].get(f, f) for k, f in dev["fonts"].items()}
                page = build(dev, dom, render_dir, name, fonts)
                page["variant"] = {"dev_page": dev["page"], "width_css": v["w"], "dev_width_css": w0, "font_map": v["fam"]}
                (OUT / f"{name}.truth.json").write_text(json.dumps(page))
                for s in dev["scales"]:
                    shutil.copy(render_dir / f"{name}@{s}x.png", OUT / f"{name}@{s}x.png")
                nt = page["notes"]
                msg = "%s from page-%d w=%d h=%d sw=%d runs=%d/%d dropped=%s solid_mismatch=%s text_changed=%s" % (
                    name, n, v["w"], dom["height"], dom["scroll_width"], len(page["runs"]), len(dev["runs"]),
                    nt["dropped"], nt["solid_bg_mismatch"], nt["text_changed"])
                print(msg, flush=True)
                log.append(msg)
    finally:
        d.quit()
    (render_dir / "build.log").write_text("\n".join(log) + "\n")


if __name__ == "__main__":
    main({int(x) for x in sys.argv[2].split(",")} if len(sys.argv) > 2 else None)
