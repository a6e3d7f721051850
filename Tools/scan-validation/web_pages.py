#!/usr/bin/env python3
"""Seeded web-styled pages (HTML) for the second web validation set (make_web.py).

Layouts the dev set does not have: a SaaS marketing page, an analytics dashboard, a sign-up page,
a documentation page, a pricing page, a blog/news grid and an admin table. Sections: navigation bars,
heroes on gradients and photographs (Debian wallpaper packages), logo strips, feature cards, pricing
cards (a big price beside a small "/month"), stat cards with delta chips, tables with status badges,
forms (labels, placeholders, values, helper and error text, a disabled button), paragraphs with
inline links and bold labels, chips/badges/tags, buttons of many sizes, code blocks, text right at
the size boundaries (18, 18.67, 19, 23, 24, 25 px in 400/600/700; 14 px bold), thin 10-12 px text,
footers with small print. Text colours are chosen against the surface they sit on, aiming at a
contrast ratio drawn near 3:1, 4.5:1 or 7:1 (both sides) or clearly off them.

Every text run carries `data-tid`; SVG icons carry none. `page(seed, ...)` returns (html, meta),
meta mapping each tid to its CSS colour, component, background kind (`gradient`/`image` when it
lies on one) and `exempt` for disabled controls.
"""
import random
import numpy as np
from build_truth import contrast as ratio, hexc, lum as _lum
from fonts import font_faces


def rgb(h):
    return np.array([int(h[i:i + 2], 16) for i in (1, 3, 5)], dtype=np.float64)


def mix(a, b, t):
    return a * (1 - t) + b * t


# target-ratio bands
BANDS = {"fail": (1.3, 2.4), "near3": (2.55, 3.45), "near45": (3.85, 5.15), "near7": (6.2, 7.9), "pass": (8.5, 16)}
ROLE = {  # probability of each band per text role
    "body": {"pass": 0.55, "near7": 0.2, "near45": 0.2, "near3": 0.05},
    "muted": {"near45": 0.45, "near3": 0.25, "fail": 0.1, "near7": 0.15, "pass": 0.05},
    "accent": {"near3": 0.35, "near45": 0.4, "fail": 0.1, "pass": 0.15},
    "faint": {"fail": 0.45, "near3": 0.35, "near45": 0.2},
}
HUES = ["#2563eb", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#ca8a04", "#16a34a", "#0d9488", "#0891b2",
        "#4f46e5", "#64748b", "#9333ea"]
WORDS = ("analytics workflow deploy pipeline revenue customers growth secure platform teams insights realtime "
         "dashboard invoices billing reports storage backups monitor alerts uptime latency region cluster "
         "integrations webhooks tokens access roles members projects releases changelog roadmap support "
         "pricing annual monthly starter business enterprise unlimited seats usage export import sync").split()
NAMES = ["Acme", "Northwind", "Globex", "Initech", "Umbrella", "Hooli", "Stark", "Wayne", "Vandelay", "Soylent",
         "Tyrell", "Cyberdyne", "Wonka", "Gringotts", "Oscorp", "Aperture"]


class Web:
    def __init__(self, seed, theme, fonts, photos):
        self.r = random.Random(seed)
        self.fonts, self.photos = fonts, photos
        self.meta, self.n, self.css = {}, 0, []
        r = self.r
        self.accent = rgb(r.choice(HUES))
        if theme == "dark":
            self.bg, self.surface, self.surface2 = rgb("#0b1020"), rgb("#151b2e"), rgb("#1f2740")
            self.border = "#2b3552"
        else:
            self.bg, self.surface = rgb(r.choice(["#ffffff", "#f8fafc", "#fafaf9"])), rgb("#ffffff")
            self.surface2 = rgb(r.choice(["#f1f5f9", "#f3f4f6", "#eef2ff", "#f5f5f4"]))
            self.border = "#e2e8f0"
        self.theme = theme

    # ---------------------------------------------------------------- colours
    def target(self, role):
        p = ROLE[role]
        band = self.r.choices(list(p), weights=list(p.values()))[0]
        return self.r.uniform(*BANDS[band])

    def col(self, bg, role="body", hue=None):
        """A colour on the line bg -> hue -> black/white whose ratio over bg is nearest a target drawn for role."""
        T = self.target(role)
        hue = self.accent if hue is None else hue
        ext = np.zeros(3) if _lum(bg) > 0.18 else np.full(3, 255.0)
        ts = np.linspace(0, 1, 120)[:, None]
        cand = np.concatenate([mix(bg, hue, ts), mix(hue, ext, ts)])
        cand = np.round(cand)
        i = int(np.argmin(np.abs(ratio(cand, bg) - T)))
        return hexc(cand[i])

    def alpha(self, bg, role="muted"):
        """rgba() black or white text whose composite over bg is nearest a drawn target."""
        T = self.target(role)
        dark = _lum(bg) > 0.18
        ext = np.zeros(3) if dark else np.full(3, 255.0)
        a = np.linspace(0.05, 1, 96)
        c = np.round(mix(bg, ext, a[:, None]))
        i = int(np.argmin(np.abs(ratio(c, bg) - T)))
        return "rgba(%d,%d,%d,%.2f)" % (0 if dark else 255, 0 if dark else 255, 0 if dark else 255, a[i])

    def textc(self, bg, role="body"):
        return self.alpha(bg, role) if self.r.random() < 0.2 else self.col(bg, role, hue=self.r.choice(
            [self.accent, rgb("#334155"), rgb("#6b7280"), rgb(self.r.choice(HUES))]))

    # ---------------------------------------------------------------- runs
    def t(self, text, color, px, weight=400, comp="text", tag="span", style="", bg=None, exempt=False, attrs=""):
        self.n += 1
        tid = "w%d" % self.n
        self.meta[tid] = {"color_css": color, "component": comp}
        if bg:
            self.meta[tid]["bg"] = bg
        if exempt:
            self.meta[tid]["exempt"] = True
        fs = px if isinstance(px, str) else "%gpx" % px
        return '<%s data-tid="%s"%s style="color:%s;font-size:%s;font-weight:%d;%s">%s</%s>' % (
            tag, tid, attrs, color, fs, weight, style, text, tag)

    def words(self, lo=1, hi=3, cap=True):
        s = " ".join(self.r.choice(WORDS) for _ in range(self.r.randint(lo, hi)))
        return s[:1].upper() + s[1:] if cap else s

    def icon(self, color, px=20):
        d = self.r.choice(["M4 12h16M12 4v16", "M5 13l4 4L19 7", "M12 3l9 18H3z", "M4 6h16v12H4zM4 8l8 6 8-6",
                           "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20M12 7v5l3 3"])
        return ('<svg width="%d" height="%d" viewBox="0 0 24 24" style="flex:none"><path d="%s" fill="none" '
                'stroke="%s" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>' % (px, px, d, color))

    def hx(self, c):
        return hexc(c)

    # ---------------------------------------------------------------- sections
    def nav(self):
        r = self.r
        dark = r.random() < 0.35
        bg = rgb("#0f172a") if dark else self.surface
        links = "".join(self.t(self.words(1, 1), self.textc(bg, r.choice(["body", "muted"])), r.choice([13, 14, 15, 16]),
                               r.choice([400, 500, 600]), "nav-link", "a", "text-decoration:none")
                        for _ in range(r.randint(3, 5)))
        cta_bg = self.accent
        cta = self.t(r.choice(["Sign up", "Get started", "Try free", "Book a demo"]), self.col(cta_bg, "accent", rgb("#ffffff")),
                     r.choice([13, 14, 15]), r.choice([500, 600, 700]), "button", "a",
                     "padding:8px 14px;border-radius:8px;text-decoration:none;background:%s" % self.hx(cta_bg))
        logo = self.t(r.choice(NAMES) + r.choice(["", ".io", " Cloud", "HQ"]), self.col(bg, "body"), r.choice([18, 19, 20, 22]),
                      700, "logo", style="font-family:'%s'" % self.fonts["heading"])
        return ('<nav style="display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px;padding:14px 24px;background:%s;'
                'border-bottom:1px solid %s">%s<div style="display:flex;flex-wrap:wrap;gap:8px 20px;flex:1">%s</div>%s</nav>'
                % (self.hx(bg), self.border, logo, links, cta))

    def hero(self):
        r = self.r
        kind = r.choice(["gradient", "image", "image"])
        if kind == "gradient":
            a, b = rgb(r.choice(HUES)), rgb(r.choice(HUES))
            if r.random() < 0.4:
                b = mix(a, np.full(3, 255.0), 0.7)
            css = "linear-gradient(%ddeg,%s,%s)" % (r.choice([90, 120, 135, 160, 180]), self.hx(a), self.hx(b))
            mid = mix(a, b, 0.5)
        else:
            s = r.choice([0, 0, 0.25, 0.45, 0.6])
            sc = "0,0,0" if r.random() < 0.75 else "255,255,255"
            css = "linear-gradient(rgba(%s,%.2f),rgba(%s,%.2f)),url(%s) center/cover" % (sc, s, sc, s, r.choice(self.photos))
            mid = np.full(3, 90.0 * (1 - s) + (255 * s if sc != "0,0,0" else 0))
        light_text = _lum(mid) < 0.3 or r.random() < 0.3
        white = lambda role: ("rgba(255,255,255,%.2f)" % r.choice([1, 0.92, 0.8, 0.7, 0.6])) if light_text else \
            self.col(mid, role, rgb("#111827"))
        title = self.t(self.words(3, 6), white("body"), r.choice([32, 36, 40, 48, 56]), r.choice([600, 700, 800]),
                       "hero-title", "h1", "margin:0 0 12px;line-height:1.1;font-family:'%s'" % self.fonts["heading"], bg=kind)
        sub = self.t(self.words(8, 16) + ".", white("muted"), r.choice([16, 18, 19, 20]), r.choice([400, 400, 500]),
                     "hero-subtitle", "p", "margin:0 0 20px;max-width:560px", bg=kind)
        btn_bg = rgb("#ffffff") if light_text else rgb("#111827")
        b1 = self.t(self.words(1, 2), self.col(btn_bg, "body"), r.choice([15, 16, 18]), 600, "button", "a",
                    "display:inline-block;padding:12px 20px;border-radius:10px;background:%s;text-decoration:none" % self.hx(btn_bg))
        b2 = self.t(self.words(1, 2), white("body"), r.choice([15, 16, 18]), 600, "button-outline", "a",
                    "display:inline-block;padding:11px 19px;border-radius:10px;border:1px solid currentColor;"
                    "text-decoration:none", bg=kind)
        note = self.t(self.words(4, 8), white("faint"), r.choice([11, 12, 13]), 400, "hero-note", "div",
                      "margin-top:14px", bg=kind)
        eyebrow = self.t(self.words(1, 3).upper(), white("accent"), r.choice([12, 13, 14]), 700, "eyebrow", "div",
                         "letter-spacing:.08em;margin-bottom:10px", bg=kind)
        return ('<section style="padding:%dpx 24px;background:%s;text-align:%s">%s%s%s<div style="display:flex;'
                'flex-wrap:wrap;gap:12px;justify-content:inherit">%s%s</div>%s</section>'
                % (r.choice([48, 64, 88]), css, r.choice(["left", "center"]), eyebrow, title, sub, b1, b2, note))

    def logos(self):
        r = self.r
        bg = self.bg
        items = "".join(self.t(n, self.textc(bg, "faint"), r.choice([18, 19, 20, 23, 24, 25]), r.choice([600, 700]),
                               "logo-strip") for n in r.sample(NAMES, r.randint(4, 6)))
        return ('<section style="padding:24px;background:%s;text-align:center">%s<div style="display:flex;flex-wrap:wrap;'
                'gap:16px 36px;justify-content:center;margin-top:12px">%s</div></section>'
                % (self.hx(bg), self.t("Trusted by teams at", self.textc(bg, "muted"), r.choice([12, 13, 14]), 500,
                                       "caption", "div"), items))

    def card(self, inner, bg, extra=""):
        return ('<div style="background:%s;border:1px solid %s;border-radius:14px;padding:20px;%s">%s</div>'
                % (self.hx(bg), self.border, extra, inner))

    def features(self):
        r = self.r
        bg = self.r.choice([self.bg, self.surface2])
        cards = []
        for _ in range(r.randint(3, 6)):
            cb = self.surface
            head = '<div style="display:flex;gap:10px;align-items:center">%s%s</div>' % (
                self.icon(self.hx(self.accent)), self.t(self.words(1, 3), self.col(cb, "body"), r.choice([16, 18, 19, 20]),
                                                         r.choice([600, 700]), "card-title"))
            body = self.t(self.words(10, 22) + ".", self.textc(cb, "muted"), r.choice([14, 15, 16]), r.choice([300, 400]),
                          "card-text", "p", "margin:8px 0 0;line-height:1.5")
            link = self.t("Learn more →", self.col(cb, "accent"), 14, 600, "link", "a",
                          "display:inline-block;margin-top:10px") if r.random() < 0.5 else ""
            cards.append(self.card(head + body + link, cb))
        h = self.t(self.words(2, 5), self.col(bg, r.choice(["body", "accent", "muted"])), r.choice([23, 24, 25, 28, 32]),
                   r.choice([400, 600, 700]), "section-title", "h2", "margin:0 0 16px;font-family:'%s'" % self.fonts["heading"])
        return ('<section style="padding:40px 24px;background:%s">%s<div style="display:grid;grid-template-columns:'
                'repeat(auto-fit,minmax(240px,1fr));gap:16px">%s</div></section>' % (self.hx(bg), h, "".join(cards)))

    def pricing(self):
        r = self.r
        bg = self.bg
        cards = []
        for i, plan in enumerate(r.sample(["Starter", "Basic", "Pro", "Team", "Business", "Enterprise"], 3)):
            pop = i == 1
            cb = self.accent if pop and r.random() < 0.5 else self.surface
            tag = self.t("Most popular", self.col(mix(cb, np.full(3, 255.0), 0.85) if cb is self.accent else self.surface2, "accent"),
                         12, 700, "badge", style="display:inline-block;padding:2px 8px;border-radius:999px;background:%s"
                         % self.hx(mix(cb, np.full(3, 255.0), 0.85) if cb is self.accent else self.surface2)) if pop else ""
            name = self.t(plan, self.col(cb, "body", rgb("#ffffff") if cb is self.accent else None), r.choice([14, 16, 18]), 700,
                          "plan-name", "div", "text-transform:uppercase;letter-spacing:.05em")
            price = self.t("$%d" % r.choice([0, 9, 12, 19, 29, 49, 99, 249]), self.col(cb, "body", rgb("#ffffff") if cb is
                                                                                   self.accent else None),
                           r.choice([36, 40, 44, 48]), r.choice([700, 800]), "price")
            per = self.t(r.choice(["/month", "/mo", "per user / month", "/year"]), self.textc(cb, "muted"),
                         r.choice([13, 14, 15]), 400, "price-unit", style="margin-left:4px")
            feats = "".join('<li style="display:flex;gap:8px;align-items:center;margin:6px 0">%s%s</li>' % (
                self.icon(self.hx(self.accent) if cb is not self.accent else "#fff", 16),
                self.t(self.words(2, 4), self.textc(cb, r.choice(["body", "muted"])), r.choice([14, 15]), 400, "feature"))
                for _ in range(r.randint(3, 5)))
            bb = rgb("#ffffff") if cb is self.accent else self.accent
            btn = self.t("Choose " + plan, self.col(bb, "accent", rgb("#ffffff") if cb is not self.accent else self.accent),
                         r.choice([14, 15, 16]), 600, "button", "div",
                         "margin-top:14px;text-align:center;padding:10px;border-radius:8px;background:%s" % self.hx(bb))
            cards.append(self.card('%s%s<div style="display:flex;align-items:baseline;margin:8px 0">%s%s</div><ul style="'
                                   'list-style:none;padding:0;margin:0">%s</ul>%s' % (tag, name, price, per, feats, btn), cb))
        return ('<section style="padding:40px 24px;background:%s">%s<div style="display:grid;grid-template-columns:'
                'repeat(auto-fit,minmax(230px,1fr));gap:18px;align-items:start">%s</div></section>'
                % (self.hx(bg), self.t(self.words(2, 4), self.col(bg, r.choice(["body", "accent", "muted"])),
                                       r.choice([24, 28, 32]), 700, "section-title", "h2", "margin:0 0 18px;text-align:center"), "".join(cards)))

    def chip(self, bg_card, comp="chip"):
        r = self.r
        h = rgb(r.choice(HUES))
        cbg = mix(bg_card, h, r.choice([0.1, 0.15, 0.2])) if r.random() < 0.75 else h
        return self.t(self.words(1, 1), self.col(cbg, r.choice(["accent", "muted", "body"]), h if r.random() < 0.7 else None),
                      r.choice([11, 12, 13]), r.choice([500, 600, 700]), comp,
                      style="display:inline-block;padding:2px 8px;border-radius:%s;background:%s" % (
                          r.choice(["999px", "4px", "6px"]), self.hx(cbg)))

    def stats(self):
        r = self.r
        bg = self.surface2 if self.theme == "light" else self.bg
        cards = []
        for _ in range(r.randint(3, 4)):
            cb = self.surface
            if r.random() < 0.3:  # a highlighted card on a gradient
                a = rgb(r.choice(HUES))
                g = "linear-gradient(135deg,%s,%s)" % (self.hx(a), self.hx(mix(a, np.zeros(3), r.choice([0.3, 0.5]))))
                w = lambda al: "rgba(255,255,255,%.2f)" % al
                cards.append('<div style="background:%s;border-radius:14px;padding:20px">%s%s%s</div>' % (g, self.t(
                    self.words(1, 2), w(r.choice([0.9, 0.75, 0.6])), r.choice([12, 13, 14]), 500, "stat-label", "div",
                    bg="gradient"), self.t(r.choice(["$12,040", "87%", "4.9"]), w(1), r.choice([28, 32]), 700, "stat-value", "div",
                                           "margin:4px 0", bg="gradient"), self.t(
                    "+%d%% this month" % r.randint(2, 40), w(r.choice([0.8, 0.6])), 12, 400, "stat-note", "div", bg="gradient")))
                continue
            lab = self.t(self.words(1, 2), self.textc(cb, "muted"), r.choice([12, 13, 14]), r.choice([400, 500, 600]),
                         "stat-label", "div")
            val = self.t(r.choice(["$48,210", "12.4k", "98.2%", "3,402", "1.8s", "€9,870"]), self.col(cb, "body"),
                         r.choice([24, 28, 30, 32]), r.choice([600, 700]), "stat-value", "div", "margin:4px 0")
            cards.append(self.card(lab + val + self.chip(cb, "delta-chip") + " " + self.t(
                "vs last " + r.choice(["week", "month"]), self.textc(cb, "faint"), r.choice([11, 12]), 400, "stat-note"), cb))
        return ('<section style="padding:24px;background:%s;display:grid;grid-template-columns:repeat(auto-fit,'
                'minmax(200px,1fr));gap:16px">%s</section>' % (self.hx(bg), "".join(cards)))

    def table(self):
        r = self.r
        cb = self.surface
        head_bg = self.surface2
        cols = r.sample(["Name", "Status", "Plan", "Owner", "Updated", "Region", "Amount", "Seats"], r.randint(3, 5))
        th = "".join('<th style="text-align:left;padding:10px 12px;background:%s">%s</th>' % (self.hx(head_bg), self.t(
            c.upper() if r.random() < 0.5 else c, self.textc(head_bg, "muted"), r.choice([11, 12, 13]), r.choice([600, 700]),
            "table-header")) for c in cols)
        rows = []
        for i in range(r.randint(4, 7)):
            zb = mix(cb, self.surface2, 1.0) if i % 2 and r.random() < 0.5 else cb
            cells = []
            for j, c in enumerate(cols):
                if c == "Status":
                    cells.append(self.chip(zb, "status-badge"))
                else:
                    cells.append(self.t(r.choice(NAMES) + " " + self.words(1, 1, False) if j == 0 else self.words(1, 1),
                                        self.textc(zb, "body" if j == 0 else "muted"), r.choice([13, 14]),
                                        600 if j == 0 and r.random() < 0.5 else 400, "table-cell"))
            rows.append("<tr>%s</tr>" % "".join('<td style="padding:10px 12px;border-top:1px solid %s;background:%s">%s</td>'
                                               % (self.border, self.hx(zb), x) for x in cells))
        title = self.t(self.words(1, 3), self.col(cb, "body"), r.choice([16, 18, 19, 20]), r.choice([600, 700]), "card-title",
                       "div", "margin-bottom:12px")
        return ('<section style="padding:24px;background:%s">%s</section>' % (self.hx(self.bg), self.card(
            title + '<div style="overflow:hidden"><table style="border-collapse:collapse;width:100%%">'
            '<tr>%s</tr>%s</table></div>' % (th, "".join(rows)), cb)))

    def form(self):
        r = self.r
        cb = self.surface
        fields = []
        for _ in range(r.randint(3, 5)):
            ib = rgb("#ffffff") if self.theme == "light" else self.surface2
            self.n += 1
            tid = "w%d" % self.n
            if r.random() < 0.6:
                pc = self.textc(ib, r.choice(["muted", "faint"]))
                self.css.append('[data-tid="%s"]::placeholder{color:%s;opacity:1}' % (tid, pc))
                self.meta[tid] = {"color_css": pc, "component": "placeholder"}
                inp = ('<input data-tid="%s" placeholder="%s" style="font:inherit;font-size:%dpx;color:%s">'
                       % (tid, self.words(2, 3), r.choice([14, 15, 16]), self.textc(ib, "body")))
            else:
                vc = self.textc(ib, "body")
                self.meta[tid] = {"color_css": vc, "component": "input-value"}
                inp = ('<input data-tid="%s" value="%s" style="font:inherit;font-size:%dpx;color:%s">'
                       % (tid, r.choice(["jane@example.com", "Acme Inc.", "+1 555 0100", "Berlin"]), r.choice([14, 15, 16]), vc))
            inp = inp.replace('style="', 'style="width:100%%;box-sizing:border-box;padding:10px 12px;border:1px solid %s;'
                              'border-radius:8px;background:%s;' % (self.border, self.hx(ib)), 1)
            err = r.random() < 0.25
            helper = self.t(self.words(4, 8, True) + ".", self.col(cb, "muted", rgb("#dc2626")) if err else self.textc(
                cb, r.choice(["muted", "faint"])), r.choice([11, 12, 13]), 400, "error-text" if err else "helper-text", "div",
                "margin-top:4px")
            fields.append('<div style="margin-bottom:14px">%s%s%s</div>' % (self.t(self.words(1, 2), self.textc(cb, "body"),
                          r.choice([13, 14]), r.choice([500, 600, 700]), "label", "label", "display:block;margin-bottom:6px"),
                          inp, helper))
        check = ('<div style="display:flex;gap:8px;align-items:center;margin:10px 0"><span style="width:16px;height:16px;'
                 'border:1px solid %s;border-radius:4px;flex:none"></span>%s</div>' % (self.border, self.t(
                     "I agree to the " + self.words(1, 2, False), self.textc(cb, "muted"), r.choice([13, 14]), 400, "checkbox-label")))
        sub = self.t(r.choice(["Create account", "Continue", "Save changes"]), self.col(self.accent, "accent", rgb("#ffffff")),
                     r.choice([14, 15, 16, 18]), 600, "button", "div",
                     "padding:11px;border-radius:8px;text-align:center;background:%s" % self.hx(self.accent))
        dis_bg = mix(cb, rgb("#94a3b8"), 0.3)
        dis = self.t("Disabled", self.hx(mix(dis_bg, rgb("#475569"), 0.35)), 14, 600, "button-disabled", "div",
                     "margin-top:8px;padding:10px;border-radius:8px;text-align:center;background:%s" % self.hx(dis_bg),
                     exempt=True) if r.random() < 0.5 else ""
        return ('<section style="padding:32px 24px;background:%s"><div style="max-width:440px;margin:0 auto">%s</div></section>'
                % (self.hx(self.surface2), self.card(self.t(self.words(2, 3), self.col(cb, r.choice(["body", "accent"])), r.choice([22, 23, 24, 25]),
                                                            r.choice([400, 600, 700]), "form-title", "h2", "margin:0 0 16px")
                                                     + "".join(fields) + check + sub + dis, cb)))

    def prose(self):
        r = self.r
        bg = r.choice([self.bg, self.surface])
        out = [self.t(self.words(3, 6), self.col(bg, r.choice(["body", "accent", "muted"])), r.choice([23, 24, 25, 28]),
                      r.choice([400, 600, 700]), "article-title", "h2", "margin:0 0 12px;font-family:'%s'" % self.fonts["heading"])]
        for _ in range(r.randint(2, 3)):
            pc = self.textc(bg, r.choice(["body", "body", "muted"]))
            parts = []
            for k in range(r.randint(2, 4)):
                parts.append(" " + self.words(4, 9, False) + " ")
                if k % 2 == 0:
                    parts.append(self.t(self.words(1, 3, False), self.col(bg, "accent"), "inherit", r.choice([400, 500, 600]),
                                        "inline-link", "a", "text-decoration:underline"))
                else:
                    parts.append(self.t(self.words(1, 2), self.textc(bg, "body"), "inherit", 700, "bold-label", "b"))
            size = r.choice([15, 16, 17, 18])
            out.append(self.t("".join(parts) + ".", pc, size, r.choice([300, 400]), "paragraph", "p",
                              "line-height:1.6;margin:0 0 12px;max-width:720px"))
        return '<section style="padding:32px 24px;background:%s">%s</section>' % (self.hx(bg), "".join(out))

    def chips(self):
        r = self.r
        bg = r.choice([self.bg, self.surface2])
        return ('<section style="padding:20px 24px;background:%s;display:flex;flex-wrap:wrap;gap:8px;align-items:center">'
                '%s%s</section>' % (self.hx(bg), self.t("Tags:", self.textc(bg, "muted"), 13, 600, "label"),
                                    " ".join(self.chip(bg, r.choice(["chip", "tag", "badge"])) for _ in range(r.randint(5, 9)))))

    def buttons(self):
        r = self.r
        bg = r.choice([self.bg, self.surface])
        out = []
        for px, pad in r.sample([(12, "4px 8px"), (13, "6px 10px"), (14, "8px 14px"), (15, "9px 16px"), (16, "10px 18px"),
                                 (18, "12px 22px"), (19, "12px 22px"), (20, "14px 26px"), (24, "16px 30px")], 6):
            style = r.choice(["filled", "filled", "outline", "ghost", "soft"])
            h = rgb(r.choice(HUES))
            if style == "filled":
                b = h
                c = self.col(b, "accent", rgb("#ffffff"))
                css = "background:%s" % self.hx(b)
            elif style == "soft":
                b = mix(bg, h, 0.15)
                c = self.col(b, "accent", h)
                css = "background:%s" % self.hx(b)
            else:
                c = self.col(bg, "accent", h)
                css = "border:1px solid %s" % (c if style == "outline" else "transparent")
            out.append(self.t(self.words(1, 2), c, px, r.choice([500, 600, 700]), "button-" + style, "a",
                              "display:inline-block;padding:%s;border-radius:%s;text-decoration:none;%s"
                              % (pad, r.choice(["6px", "8px", "999px"]), css)))
        return ('<section style="padding:20px 24px;background:%s;display:flex;flex-wrap:wrap;gap:12px;align-items:center">'
                '%s</section>' % (self.hx(bg), "".join(out)))

    def code(self):
        r = self.r
        cbg = rgb(r.choice(["#0d1117", "#1e1e2e", "#282c34", "#f6f8fa", "#fdf6e3"]))
        mono = "font-family:'%s';white-space:pre" % self.fonts["mono"]
        lines = []
        for _ in range(r.randint(4, 8)):
            kind = r.random()
            if kind < 0.25:
                lines.append(self.t("// " + self.words(3, 6, False), self.col(cbg, r.choice(["faint", "muted"]), rgb("#6b7280")),
                                    r.choice([12, 13, 14]), 400, "code-comment", "div", mono))
            else:
                kw = self.t(r.choice(["const", "let", "return", "import", "await"]), self.col(cbg, "accent", rgb(r.choice(HUES))),
                            "inherit", 400, "code-keyword", style=mono)
                sv = self.t('"%s"' % self.words(1, 2, False), self.col(cbg, "accent", rgb(r.choice(HUES))), "inherit", 400,
                            "code-string", style=mono)
                lines.append(self.t("%s %s = %s;" % (kw, r.choice(WORDS), sv), self.col(cbg, "body"), r.choice([12, 13, 14]), 400,
                                    "code", "div", mono))
        code = self.t("npm install " + r.choice(WORDS), self.col(self.surface2, "body"), 13, 400, "inline-code", "code",
                      "background:%s;padding:2px 5px;border-radius:4px;font-family:'%s'" % (self.hx(self.surface2),
                                                                                           self.fonts["mono"]))
        inline = self.t("Run " + code + " to " + self.words(2, 4, False) + ".", self.textc(self.bg, "body"), 15, 400,
                        "paragraph", "p", "margin:0 0 10px")
        return ('<section style="padding:24px;background:%s">%s<div style="background:%s;border-radius:10px;padding:16px;'
                'overflow:hidden;line-height:1.6">%s</div></section>'
                % (self.hx(self.bg), inline, self.hx(cbg), "".join(lines)))

    def boundary(self):
        r = self.r
        bg = r.choice([self.bg, self.surface, self.surface2])
        rows = []
        for px, w in r.sample([(18, 400), (18, 600), (18, 700), (18.67, 400), (18.67, 700), (19, 400), (19, 600), (19, 700),
                               (23, 400), (23, 600), (23, 700), (24, 400), (24, 600), (25, 400), (14, 700), (14, 600),
                               (25, 700), (18.67, 600)], 8):
            T = r.choice([r.uniform(2.7, 2.95), r.uniform(3.05, 3.4), r.uniform(4.1, 4.42), r.uniform(4.58, 4.9)])
            hue = rgb(r.choice(HUES + ["#6b7280", "#64748b"]))
            ext = np.zeros(3) if _lum(bg) > 0.18 else np.full(3, 255.0)
            ts = np.linspace(0, 1, 200)[:, None]
            cand = np.round(np.concatenate([mix(bg, hue, ts), mix(hue, ext, ts)]))
            c = hexc(cand[int(np.argmin(np.abs(ratio(cand, bg) - T)))])
            rows.append("<div>%s</div>" % self.t(self.words(2, 4), c, px, w, "boundary", style="line-height:1.4"))
        return '<section style="padding:24px;background:%s">%s</section>' % (self.hx(bg), "".join(rows))

    def photo_cards(self):
        r = self.r
        cards = []
        for _ in range(r.randint(2, 4)):
            s = r.choice([0, 0.2, 0.4, 0.55])
            # white text under a dark fade, or (one in three) dark text under a light wash
            light = r.random() < 0.33
            sc, tc = ("255,255,255", "17,24,39") if light else ("0,0,0", "255,255,255")
            cards.append('<div style="border-radius:14px;overflow:hidden;min-height:180px;padding:16px;display:flex;'
                         'flex-direction:column;justify-content:flex-end;background:linear-gradient(transparent 30%%,'
                         'rgba(%s,%.2f)),url(%s) center/cover">%s<div>%s</div>%s</div>' % (
                             sc, s + 0.25 if light else s, r.choice(self.photos), '<div>%s</div>' % self.t(
                                 self.words(1, 1).upper(), "rgb(%s)" % tc, 11, 700, "photo-tag",
                                 style="padding:2px 6px;border-radius:4px;background:rgba(%s,%.2f)" % (sc, r.choice([0.2, 0.4, 0.6])),
                                 bg="image"),
                             self.t(self.words(3, 6), "rgba(%s,%.2f)" % (tc, r.choice([1, 0.9, 0.75])), r.choice([18, 19, 20, 24]),
                                    r.choice([600, 700]), "photo-title", bg="image"),
                             self.t(self.words(2, 4), "rgba(%s,%.2f)" % (tc, r.choice([0.85, 0.7, 0.55])), r.choice([12, 13]),
                                    400, "photo-meta", "div", bg="image")))
        return ('<section style="padding:24px;background:%s;display:grid;grid-template-columns:repeat(auto-fit,'
                'minmax(260px,1fr));gap:16px">%s</section>' % (self.hx(self.bg), "".join(cards)))

    def banner(self):
        r = self.r
        h = rgb(r.choice(HUES))
        b = mix(self.bg, h, r.choice([0.08, 0.12, 0.2]))
        return ('<div style="margin:16px 24px;padding:12px 16px;border-radius:10px;background:%s;border-left:4px solid %s;'
                'display:flex;gap:10px;align-items:center">%s%s</div>' % (self.hx(b), self.hx(h), self.icon(self.hx(h)), self.t(
                    self.words(6, 12) + ".", self.col(b, r.choice(["muted", "accent", "body"]), h), r.choice([13, 14, 15]), 400,
                    "alert-text")))

    def cta_band(self):
        r = self.r
        a, b = self.accent, rgb(r.choice(HUES))
        css = "linear-gradient(90deg,%s,%s)" % (self.hx(a), self.hx(b))
        return ('<section style="padding:40px 24px;background:%s;text-align:center">%s%s</section>' % (css, self.t(
            self.words(3, 5), "rgba(255,255,255,%.2f)" % r.choice([1, 0.9, 0.8]), r.choice([24, 28, 32]), 700, "cta-title", "h2",
            "margin:0 0 8px", bg="gradient"), self.t(self.words(6, 10), "rgba(255,255,255,%.2f)" % r.choice([0.9, 0.75, 0.6]),
                                                      r.choice([15, 16, 18]), 400, "cta-text", "p", "margin:0", bg="gradient")))

    def footer(self):
        r = self.r
        bg = rgb(r.choice(["#0f172a", "#111827", "#18181b"])) if r.random() < 0.6 else self.surface2
        cols = []
        for _ in range(r.randint(3, 4)):
            cols.append("<div>%s%s</div>" % (self.t(self.words(1, 1), self.textc(bg, "body"), r.choice([13, 14]), r.choice([600, 700]),
                                                    "footer-heading", "div", "margin-bottom:8px"),
                                             "".join("<div>%s</div>" % self.t(self.words(1, 2), self.textc(bg, "muted"),
                                                                              r.choice([12, 13, 14]), 400, "footer-link", "a",
                                                                              "text-decoration:none;line-height:1.9")
                                                     for _ in range(r.randint(3, 5)))))
        legal = self.t("© 2026 %s Inc. %s." % (r.choice(NAMES), self.words(6, 12)), self.textc(bg, r.choice(["faint", "muted"])),
                       r.choice([10, 11, 12]), r.choice([300, 400]), "small-print", "div", "margin-top:20px")
        return ('<footer style="padding:32px 24px;background:%s"><div style="display:grid;grid-template-columns:repeat(auto-fit,'
                'minmax(140px,1fr));gap:20px">%s</div>%s</footer>' % (self.hx(bg), "".join(cols), legal))

    def testimonial(self):
        """Quotes over a photograph (under a scrim or straight on it) or a soft gradient."""
        r = self.r
        out = []
        for _ in range(r.randint(1, 2)):
            if r.random() < 0.65:
                s = r.choice([0, 0.3, 0.5, 0.7])
                css = "linear-gradient(rgba(0,0,0,%.2f),rgba(0,0,0,%.2f)),url(%s) center/cover" % (s, s, r.choice(self.photos))
                kind, c = "image", lambda a: "rgba(255,255,255,%.2f)" % a
            else:
                a, b = rgb(r.choice(HUES)), rgb(r.choice(HUES))
                a, b = mix(a, np.full(3, 255.0), 0.8), mix(b, np.full(3, 255.0), r.choice([0.5, 0.7, 0.9]))
                css = "linear-gradient(%ddeg,%s,%s)" % (r.choice([45, 90, 180]), hexc(a), hexc(b))
                kind, c = "gradient", lambda al: "rgba(17,24,39,%.2f)" % al
            q = self.t("“" + self.words(10, 20) + ".”", c(r.choice([1, 0.9, 0.75])), r.choice([18, 19, 20, 23, 24]),
                       r.choice([400, 500]), "quote", "p", "margin:0 0 14px;max-width:640px;line-height:1.5", bg=kind)
            who = self.t(r.choice(["Jane Cooper", "Ravi Patel", "Mia Chen", "Tom Okafor"]), c(r.choice([1, 0.85])),
                         r.choice([14, 15]), 700, "quote-author", "div", bg=kind)
            role = self.t(self.words(1, 2) + " at " + r.choice(NAMES), c(r.choice([0.8, 0.65, 0.5])), r.choice([12, 13]), 400,
                          "quote-role", "div", bg=kind)
            out.append('<div style="padding:%dpx 28px;border-radius:%s;background:%s">%s%s%s</div>'
                       % (r.choice([32, 48, 64]), r.choice(["0", "16px"]), css, q, who, role))
        return '<section style="padding:24px;background:%s;display:grid;gap:16px">%s</section>' % (self.hx(self.bg),
                                                                                                    "".join(out))

    def sidebar_wrap(self, main_html):
        """Dashboard shell: a sidebar with nav items (one selected) beside the main column."""
        r = self.r
        sb = rgb(r.choice(["#0f172a", "#1e1b4b", "#f8fafc", "#111827"]))
        items = []
        sel = r.randrange(6)
        for i in range(6):
            ib = mix(sb, self.accent, 0.25) if i == sel else sb
            items.append('<div style="padding:8px 12px;border-radius:8px;background:%s">%s</div>' % (self.hx(ib), self.t(
                self.words(1, 1), self.textc(ib, "body" if i == sel else "muted"), r.choice([13, 14]), 600 if i == sel else 400,
                "sidebar-item")))
        side = '<aside style="width:200px;flex:none;padding:16px;background:%s">%s%s</aside>' % (
            self.hx(sb), self.t(r.choice(NAMES), self.col(sb, "body"), 18, 700, "logo", "div", "margin-bottom:16px"), "".join(items))
        return '<div style="display:flex">%s<div style="flex:1;min-width:0">%s</div></div>' % (side, main_html)


LAYOUTS = {
    "marketing": ["nav", "hero", "logos", "features", "testimonial", "boundary", "chips", "cta_band", "footer"],
    "pricing": ["nav", "hero", "pricing", "boundary", "testimonial", "banner", "footer"],
    "dashboard": ["SIDEBAR", "stats", "table", "banner", "chips", "photo_cards", "boundary"],
    "signup": ["nav", "hero", "form", "testimonial", "photo_cards", "boundary", "prose", "footer"],
    "docs": ["nav", "banner", "prose", "code", "buttons", "boundary", "cta_band", "footer"],
    "blog": ["nav", "photo_cards", "prose", "testimonial", "boundary", "chips", "buttons", "footer"],
    "admin": ["SIDEBAR", "stats", "form", "table", "code", "boundary", "testimonial"],
}


def page(seed, layout, theme, fonts, photos, width):
    w = Web(seed, theme, fonts, photos)
    secs = LAYOUTS[layout]
    side = secs[0] == "SIDEBAR" and width >= 900
    parts = [getattr(w, s)() for s in secs if s != "SIDEBAR"]
    body = "".join(parts)
    if side:
        body = w.sidebar_wrap(body)
    fam = [fonts["body"], fonts["heading"], fonts["mono"]]
    html = ('<!doctype html><html><head><meta charset="utf-8"><style>%s'
            'body{margin:0;font-family:"%s",sans-serif;line-height:1.4;background:%s;-webkit-font-smoothing:antialiased}'
            '%s</style></head><body style="width:%dpx">%s</body></html>'
            % (font_faces(fam), fonts["body"], hexc(w.bg), "".join(w.css), width, body))
    return html, w.meta
