#!/usr/bin/env python3
"""Render one HTML page in headless Chromium (WebDriver) at several device scale factors.

For each scale: a normal screenshot, a screenshot with all text hidden, and the DOM line boxes.
Writes OUT/<name>@Sx.png, OUT/_hidden/<name>@Sx.png, OUT/_dom/<name>.json

    render.py page.html --name page-101 --width 1100 --scales 1,2 --out DIR
"""
import argparse, base64, json, time
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

HERE = Path(__file__).resolve().parent
RECTS_JS = "\n".join(l for l in (HERE / "dom_rects.js").read_text().splitlines() if not l.startswith("//"))

STILL_CSS = ("*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}"
             "::-webkit-scrollbar{display:none!important;width:0!important;height:0!important}")
HIDE_CSS = ("*,*::before,*::after{color:transparent!important;-webkit-text-fill-color:transparent!important;"
            "text-shadow:none!important;text-decoration-color:transparent!important;caret-color:transparent!important}"
            "*::placeholder{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important}")


def driver():
    o = Options()
    o.binary_location = "/usr/bin/chromium"
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb", "--hide-scrollbars",
              "--disable-dev-shm-usage", "--font-render-hinting=none" if False else "--disable-extensions",
              "--window-size=1280,900"]:
        o.add_argument(a)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=o)


def add_style(d, css, sid):
    d.execute_script("const s=document.createElement('style');s.id=arguments[1];s.textContent=arguments[0];"
                     "document.head.appendChild(s);", css, sid)


def fonts_ready(d):
    d.execute_async_script("const cb=arguments[arguments.length-1];document.fonts.ready.then(()=>"
                           "requestAnimationFrame(()=>requestAnimationFrame(()=>cb(1))));")


def set_metrics(d, w, h, s):
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": int(w), "height": int(h), "deviceScaleFactor": s, "mobile": False})


def shot(d, path):
    r = d.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False, "fromSurface": True})
    Path(path).write_bytes(base64.b64decode(r["data"]))


def render(d, html_path, name, width, scales, out, min_height=0):
    out = Path(out)
    (out / "_hidden").mkdir(parents=True, exist_ok=True)
    (out / "_dom").mkdir(parents=True, exist_ok=True)
    set_metrics(d, width, 900, 1)
    d.get(Path(html_path).resolve().as_uri())
    add_style(d, STILL_CSS, "still")
    fonts_ready(d)
    # full height at this width
    h = d.execute_script("return Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight))")
    h = max(h, min_height)
    set_metrics(d, width, h, 1)
    fonts_ready(d)
    h2 = d.execute_script("return Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight))")
    if h2 != h:
        h = max(h2, min_height)
        set_metrics(d, width, h, 1)
        fonts_ready(d)
    sw = d.execute_script("return document.documentElement.scrollWidth")
    dom = {"width": width, "height": h, "scroll_width": sw, "scales": {}}
    for s in scales:
        set_metrics(d, width, h, s)
        fonts_ready(d)
        dom["scales"][str(s)] = d.execute_script("return " + RECTS_JS)
        shot(d, out / f"{name}@{s}x.png")
    add_style(d, HIDE_CSS, "hide")
    for s in scales:
        set_metrics(d, width, h, s)
        fonts_ready(d)
        shot(d, out / "_hidden" / f"{name}@{s}x.png")
    (out / "_dom" / f"{name}.json").write_text(json.dumps(dom))
    return dom


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("--name", required=True)
    ap.add_argument("--width", type=int, required=True)
    ap.add_argument("--scales", default="1,2")
    ap.add_argument("--min-height", type=int, default=0)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    d = driver()
    try:
        dom = render(d, a.html, a.name, a.width, [int(x) for x in a.scales.split(",")], a.out, a.min_height)
        print(a.name, dom["width"], dom["height"], dom["scroll_width"])
    finally:
        d.quit()
