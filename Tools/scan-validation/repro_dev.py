import json, sys
from pathlib import Path
from render import driver, render
S = Path("/work/shared/screens")
d = driver()
try:
    for n in range(1, 13):
        t = json.loads((S / f"page-{n}.truth.json").read_text())
        dom = render(d, S / f"page-{n}.html", f"page-{n}", t["viewport_css"][0], t["scales"], "/tmp/repro")
        print(n, t["viewport_css"], dom["height"], dom["scroll_width"], flush=True)
finally:
    d.quit()
