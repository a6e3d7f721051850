#!/usr/bin/env python3
"""Seeded iOS-styled phone pages (HTML) for the scan validation set.

Layouts: status bar, large-title bar, search field, grouped lists (icon tiles, secondary values,
badges, chevrons), segmented controls, buttons, chat bubbles (with emoji), widgets over photographs
(Debian wallpaper packages), an alert over dimmed content, a sheet, a tab bar on a blurred material,
Dynamic Type samples (xS to AX5) and text right at the size boundaries (18/19 px bold, 23/24 px).
Colours: iOS semantic colours in light, dark and both increased-contrast appearances.

Every text run carries `data-tid`; icons (inline SVG, Material Icons glyphs) and lone emoji carry none,
so a failing region on them is a false alarm. `page(seed, ...)` returns (html, meta) where meta maps
each tid to the CSS colour it was given and its component.
"""
import random
from fonts import font_faces

# iOS semantic colours (UIKit, approximate), per appearance.
APPEAR = {
    "light": dict(bg="#f2f2f7", cell="#ffffff", label="rgba(0,0,0,1)", sec="rgba(60,60,67,0.6)",
                  ter="rgba(60,60,67,0.3)", sep="rgba(60,60,67,0.29)", fill="rgba(118,118,128,0.12)",
                  blue="#007aff", red="#ff3b30", green="#34c759", orange="#ff9500", gray="#8e8e93",
                  indigo="#5856d6", pink="#ff2d55", teal="#30b0c7", gray5="#e5e5ea", mat="rgba(249,249,249,0.78)"),
    "dark": dict(bg="#000000", cell="#1c1c1e", label="rgba(255,255,255,1)", sec="rgba(235,235,245,0.6)",
                 ter="rgba(235,235,245,0.3)", sep="rgba(84,84,88,0.6)", fill="rgba(118,118,128,0.24)",
                 blue="#0a84ff", red="#ff453a", green="#30d158", orange="#ff9f0a", gray="#8e8e93",
                 indigo="#5e5ce6", pink="#ff375f", teal="#40c8e0", gray5="#2c2c2e", mat="rgba(30,30,30,0.75)"),
    "light-hc": dict(bg="#ebebf0", cell="#ffffff", label="rgba(0,0,0,1)", sec="rgba(60,60,67,0.76)",
                     ter="rgba(60,60,67,0.6)", sep="rgba(60,60,67,0.37)", fill="rgba(118,118,128,0.2)",
                     blue="#0040dd", red="#d70015", green="#248a3d", orange="#c93400", gray="#6c6c70",
                     indigo="#3634a3", pink="#d30f45", teal="#008299", gray5="#d8d8dc", mat="rgba(249,249,249,0.9)"),
    "dark-hc": dict(bg="#000000", cell="#242426", label="rgba(255,255,255,1)", sec="rgba(235,235,245,0.7)",
                    ter="rgba(235,235,245,0.4)", sep="rgba(84,84,88,0.8)", fill="rgba(118,118,128,0.32)",
                    blue="#409cff", red="#ff6961", green="#30db5b", orange="#ffb340", gray="#aeaeb2",
                    indigo="#7d7aff", pink="#ff6482", teal="#5de6ff", gray5="#363638", mat="rgba(30,30,30,0.88)"),
}
# Dynamic Type: text-style base sizes at Large, and size-category factors (body 17 -> 53 at AX5).
STYLES = dict(large_title=(34, 700), title1=(28, 400), title2=(22, 400), title3=(20, 400), headline=(17, 600),
              body=(17, 400), callout=(16, 400), subhead=(15, 400), footnote=(13, 400), caption1=(12, 400),
              caption2=(11, 400))
CATEGORY = {"xS": 0.82, "S": 0.88, "M": 0.94, "L": 1.0, "XL": 1.12, "XXL": 1.24, "XXXL": 1.35,
            "AX1": 1.65, "AX2": 1.94, "AX3": 2.35, "AX4": 2.76, "AX5": 3.12}
WORDS = ("Wi-Fi Bluetooth Cellular Battery Privacy Notifications Sounds Focus Screen Time General Display Wallpaper "
         "Siri Photos Camera Mail Calendar Notes Reminders Health Wallet Music Maps Weather Passwords Accessibility "
         "Storage Keyboard Language Region Date Time Software Update AirDrop Handoff Family Sharing iCloud Backup "
         "Morning run Weekly summary Shared album Lunch with Sam Flight to Lisbon Invoice paid Package delivered").split()
EMOJI = ["😀", "🎉", "👍", "❤️", "🔥", "🌧️", "☕", "🚲", "📦", "✈️", "🍕", "⭐"]
ICONS = ["home", "search", "settings", "person", "favorite", "notifications", "mail", "photo_camera", "wifi",
         "bluetooth", "battery_full", "lock", "share", "delete", "edit", "more_horiz", "calendar_today", "map"]
SVG = {  # stroke paths in a 24x24 box
    "chevron": "M9 5l7 7-7 7", "magnifier": "M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M15.5 15.5L20 20",
    "gear": "M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2",
    "bell": "M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4", "heart": "M12 20l-7-7a4.5 4.5 0 0 1 7-6a4.5 4.5 0 0 1 7 6z",
    "person": "M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c1-4 4-6 8-6s7 2 8 6", "plus": "M12 5v14M5 12h14",
    "house": "M3 11l9-7 9 7M5 10v10h14V10", "bubble": "M4 5h16v11H9l-5 4z", "star": "M12 3l2.7 5.8 6.3.7-4.7 4.3 1.3 6.2L12 17l-5.6 3 1.3-6.2L3 9.5l6.3-.7z",
}


class Page:
    def __init__(self, seed, appearance, font, category, photos):
        self.r = random.Random(seed)
        self.c = APPEAR[appearance]
        self.font, self.cat, self.photos = font, category, photos
        self.meta, self.n = {}, 0
        self.appearance = appearance

    def size(self, style):
        base, w = STYLES[style]
        f = CATEGORY[self.cat]
        if style == "large_title" and f > 1.35:
            f = 1.35 + (f - 1.35) * 0.5
        return max(10, round(base * f)), w

    def t(self, text, color, style=None, px=None, weight=None, comp="text", extra=""):
        self.n += 1
        tid = "t%d" % self.n
        if style:
            px2, w2 = self.size(style)
            px, weight = px or px2, weight or w2
        self.meta[tid] = {"color_css": color, "component": comp}
        return ('<span data-tid="%s" style="color:%s;font-size:%dpx;font-weight:%d;%s">%s</span>'
                % (tid, color, px, weight, extra, text))

    def svg(self, name, color, px, width=2.0):
        return ('<svg width="%d" height="%d" viewBox="0 0 24 24" style="flex:none"><path d="%s" fill="none" '
                'stroke="%s" stroke-width="%.1f" stroke-linecap="round" stroke-linejoin="round"/></svg>'
                % (px, px, SVG[name], color, width))

    def icon(self, color, px):
        return '<span class="mi" style="color:%s;font-size:%dpx">%s</span>' % (color, px, self.r.choice(ICONS))

    def words(self, lo=1, hi=3):
        return " ".join(self.r.choice(WORDS) for _ in range(self.r.randint(lo, hi)))

    def tint(self):
        return self.c[self.r.choice(["blue", "red", "green", "orange", "indigo", "pink", "teal", "gray"])]

    # ---------------------------------------------------------------- sections
    def status_bar(self):
        c = self.c
        return ('<div class="row" style="padding:14px 24px 6px;justify-content:space-between">%s<span class="row" '
                'style="gap:6px">%s%s</span></div>' % (self.t("9:41", c["label"], px=17, weight=600, comp="status"),
                                                       self.icon(c["label"], 18), self.icon(c["label"], 18)))

    def large_title(self):
        c = self.c
        edit = self.t(self.r.choice(["Edit", "Done", "Select"]), c["blue"], "body", comp="bar-button")
        title = self.t(self.r.choice(["Settings", "Messages", "Library", "Activity", "Today", "Inbox"]),
                       c["label"], "large_title", comp="large-title")
        return ('<div style="padding:6px 16px"><div class="row" style="justify-content:flex-end">%s</div>'
                '<div style="margin-top:4px">%s</div></div>' % (edit, title))

    def search(self):
        c = self.c
        return ('<div class="row" style="margin:8px 16px;padding:8px;border-radius:10px;background:%s;gap:6px">'
                '%s%s</div>' % (c["fill"], self.svg("magnifier", c["sec"], 20), self.t("Search", c["sec"], "body",
                                                                                      comp="placeholder")))

    def grouped(self):
        c, r = self.c, self.r
        out = ['<div style="margin:18px 16px 0">']
        if r.random() < 0.8:
            out.append('<div style="padding:0 16px 6px">%s</div>' % self.t(self.words(1, 2).upper(), c["sec"],
                                                                           "footnote", comp="section-header"))
        out.append('<div style="background:%s;border-radius:10px;overflow:hidden">' % c["cell"])
        for i in range(r.randint(2, 5)):
            tile = ""
            if r.random() < 0.7:
                tile = ('<span class="row" style="flex:none;justify-content:center;width:29px;height:29px;'
                        'border-radius:7px;background:%s">%s</span>' % (self.tint(), self.svg(
                            r.choice(["gear", "bell", "heart", "person", "house", "star", "bubble"]), "#ffffff", 19)))
            right = []
            if r.random() < 0.5:
                right.append(self.t(self.words(1, 1), c["sec"], "body", comp="secondary-value"))
            if r.random() < 0.25:
                right.append('<span class="row" style="justify-content:center;min-width:22px;height:22px;padding:0 6px;'
                             'border-radius:11px;background:%s">%s</span>' % (c["red"], self.t(
                                 str(r.randint(1, 19)), "#ffffff", px=r.choice([13, 14, 15]), weight=r.choice([400, 600]),
                                 comp="badge")))
            right.append(self.svg("chevron", c["ter"], r.choice([14, 16, 18]), 2.5))
            sep = "border-top:0.5px solid %s;" % c["sep"] if i else ""
            sub = ""
            if r.random() < 0.3:
                sub = "<div>%s</div>" % self.t(self.words(2, 4), c["sec"], "subhead", comp="subtitle")
            out.append('<div class="row" style="padding:10px 16px;gap:12px;min-height:24px;%s">%s<div style="flex:1">'
                       '<div>%s</div>%s</div><span class="row" style="gap:6px">%s</span></div>'
                       % (sep, tile, self.t(self.words(1, 2), c["label"], "body", comp="row-title"), sub, "".join(right)))
        out.append("</div>")
        if r.random() < 0.5:
            out.append('<div style="padding:6px 16px">%s</div>' % self.t(
                "Allow apps to request to " + self.words(3, 6).lower() + ".", c["sec"], "footnote", comp="footer"))
        out.append("</div>")
        return "".join(out)

    def segmented(self):
        c, r = self.c, self.r
        n = r.randint(2, 4)
        sel = r.randrange(n)
        segs = []
        for i in range(n):
            bg = "background:%s;border-radius:7px;box-shadow:0 1px 3px rgba(0,0,0,.12);" % (
                "#ffffff" if self.appearance.startswith("light") else "#636366") if i == sel else ""
            segs.append('<span class="row" style="flex:1;justify-content:center;padding:5px 0;%s">%s</span>' % (
                bg, self.t(r.choice(["Day", "Week", "Month", "Year", "All", "Unread", "Flagged"]), c["label"],
                           px=13, weight=600 if i == sel else 500, comp="segment")))
        return ('<div class="row" style="margin:16px;padding:2px;border-radius:9px;background:%s">%s</div>'
                % (c["fill"], "".join(segs)))

    def buttons(self):
        c, r = self.c, self.r
        tint = self.tint()
        filled = ('<div class="row" style="justify-content:center;margin:8px 16px;padding:14px;border-radius:12px;'
                  'background:%s">%s</div>' % (tint, self.t(self.words(1, 2), "#ffffff", "headline", comp="button")))
        tinted = ('<div class="row" style="justify-content:center;margin:8px 16px;padding:12px;border-radius:12px;'
                  'background:color-mix(in srgb, %s 15%%, %s)">%s</div>'
                  % (tint, c["cell"], self.t(self.words(1, 2), tint, "body", weight=600, comp="button")))
        plain = '<div class="row" style="justify-content:center;gap:6px;margin:8px">%s%s</div>' % (
            self.svg("plus", c["blue"], 20), self.t(self.words(1, 2), c["blue"], "body", comp="button"))
        return filled + tinted + (plain if r.random() < 0.6 else "")

    def chat(self):
        c, r = self.c, self.r
        out = ['<div style="padding:10px 12px">', '<div style="text-align:center;margin:6px">%s</div>'
               % self.t("Today " + r.choice(["9:41", "10:02", "18:30"]), c["sec"], "caption1", comp="timestamp")]
        for i in range(r.randint(3, 6)):
            mine = r.random() < 0.5
            txt = self.words(2, 7)
            if r.random() < 0.4:
                txt += " " + r.choice(EMOJI)
            bg, fg = (c["blue"], "#ffffff") if mine else (c["gray5"], c["label"])
            out.append('<div class="row" style="justify-content:%s;margin:3px 0"><div style="max-width:72%%;'
                       'padding:8px 12px;border-radius:18px;background:%s">%s</div></div>'
                       % ("flex-end" if mine else "flex-start", bg, self.t(txt, fg, "body", comp="bubble")))
            if r.random() < 0.2:
                out.append('<div style="text-align:right;font-size:28px">%s</div>' % r.choice(EMOJI))  # lone emoji
        out.append('<div style="text-align:right">%s</div></div>' % self.t("Delivered", c["sec"], "caption2",
                                                                           comp="status"))
        return "".join(out)

    def widgets(self):
        r = self.r
        photo = r.choice(self.photos)
        white = r.choice(["#ffffff", "rgba(255,255,255,0.85)", "rgba(255,255,255,0.6)"])
        big = self.t(r.choice(["9:41", "10:08", "21:15"]), white, px=r.choice([64, 76, 88]), weight=r.choice([600, 700]),
                     comp="clock")
        date = self.t(r.choice(["Tuesday, 1 December", "Friday 14", "Mon 3 March"]), white, px=20, weight=600,
                      comp="date")
        tiles = []
        for _ in range(2):
            tiles.append('<div style="flex:1;padding:12px;border-radius:20px;background:rgba(255,255,255,0.18);'
                         '-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px) saturate(1.8)">%s<div>%s</div>'
                         '<div>%s</div></div>' % (self.icon("#ffffff", 22), self.t(self.words(1, 1), "#ffffff",
                                                                                   "headline", comp="widget-title"),
                                                  self.t(self.words(1, 3), "rgba(255,255,255,0.7)", "footnote",
                                                         comp="widget-text")))
        scrim = "linear-gradient(rgba(0,0,0,%.2f),rgba(0,0,0,%.2f))," % ((r.choice([0.25, 0.45]),) * 2) if r.random() < 0.6 else ""
        return ('<div style="margin:16px 0;padding:28px 16px;background:%surl(%s) center/cover">'
                '<div style="text-align:center">%s</div><div style="text-align:center;margin-bottom:16px">%s</div>'
                '<div class="row" style="gap:12px;align-items:stretch">%s</div></div>'
                % (scrim, photo, date, big, "".join(tiles)))

    def alert(self):
        c, r = self.c, self.r
        behind = "".join('<div style="padding:10px 16px;border-top:0.5px solid %s">%s</div>' % (
            c["sep"], self.t(self.words(2, 4), c["label"], "body", comp="dimmed-row")) for _ in range(4))
        btns = "".join('<div class="row" style="flex:1;justify-content:center;padding:11px;border-left:0.5px solid %s">'
                       '%s</div>' % (c["sep"], self.t(lbl, c["red"] if lbl == "Delete" else c["blue"], "body",
                                                      weight=600 if lbl != "Cancel" else 400, comp="alert-button"))
                       for lbl in ("Cancel", r.choice(["OK", "Delete", "Allow"])))
        box = ('<div style="position:absolute;left:50%%;top:30px;transform:translateX(-50%%);width:270px;'
               'border-radius:14px;overflow:hidden;background:%s;-webkit-backdrop-filter:blur(30px);'
               'backdrop-filter:blur(30px)"><div style="padding:18px 16px 14px;text-align:center"><div>%s</div>'
               '<div style="margin-top:4px">%s</div></div><div class="row" style="border-top:0.5px solid %s">%s</div>'
               '</div>' % (c["mat"], self.t(self.words(1, 3) + "?", c["label"], "headline", comp="alert-title"),
                           self.t("This action " + self.words(3, 6).lower() + ".", c["label"], "footnote",
                                  comp="alert-message"), c["sep"], btns))
        return ('<div style="position:relative;margin-top:16px;background:%s">%s<div style="position:absolute;inset:0;'
                'background:rgba(0,0,0,0.4)"></div>%s</div>' % (c["cell"], behind, box))

    def sheet(self):
        c = self.c
        return ('<div style="margin-top:16px;border-radius:12px 12px 0 0;background:%s;padding:6px 16px 16px">'
                '<div style="margin:0 auto 8px;width:36px;height:5px;border-radius:3px;background:%s"></div>'
                '<div class="row" style="justify-content:space-between">%s%s%s</div><div style="margin-top:12px">%s'
                '</div></div>' % (c["cell"], c["ter"], self.t("Cancel", c["blue"], "body", comp="bar-button"),
                                  self.t(self.words(1, 2), c["label"], "headline", comp="sheet-title"),
                                  self.t("Done", c["blue"], "headline", comp="bar-button"),
                                  self.t(self.words(4, 9), c["sec"], "subhead", comp="sheet-text")))

    def type_samples(self):
        c, r = self.c, self.r
        rows = []
        for style in r.sample(sorted(STYLES), 4):
            col = r.choice([c["label"], c["sec"], c["ter"], self.tint()])
            rows.append("<div>%s</div>" % self.t(self.words(1, 3), col, style, comp="type-" + style))
        for px, w in r.sample([(18, 700), (19, 700), (18, 600), (19, 600), (20, 700), (23, 400), (24, 400),
                               (23, 600), (24, 600), (17, 400), (17, 600), (28, 700), (40, 700), (53, 400)], 4):
            rows.append("<div>%s</div>" % self.t(self.words(1, 3), r.choice([c["sec"], self.tint(), c["ter"]]),
                                                 px=px, weight=w, comp="boundary"))
        return '<div style="padding:12px 16px;background:%s;margin-top:12px">%s</div>' % (c["cell"], "".join(rows))

    def tab_bar(self):
        c, r = self.c, self.r
        behind = ('<div style="height:70px;background:url(%s) center/cover"></div>' % r.choice(self.photos)
                  if r.random() < 0.5 else "".join('<div style="padding:4px 16px">%s</div>' % self.t(
                      self.words(3, 5), c["label"], "body", comp="scrolled-row") for _ in range(2)))
        sel = r.randrange(4)
        items = "".join('<div style="flex:1;text-align:center">%s<div>%s</div></div>' % (
            self.svg(r.choice(["house", "star", "person", "bubble", "gear", "heart"]), c["blue"] if i == sel else c["gray"],
                     26, 1.8), self.t(r.choice(["Home", "Browse", "Library", "Search", "For You", "Radio"]),
                                      c["blue"] if i == sel else c["gray"], px=10, weight=500, comp="tab-label"))
            for i in range(4))
        return ('<div style="position:relative;margin-top:16px">%s<div class="row" style="position:absolute;left:0;'
                'right:0;bottom:0;padding:6px 0 4px;background:%s;-webkit-backdrop-filter:blur(20px) saturate(1.8);'
                'backdrop-filter:blur(20px) saturate(1.8);border-top:0.5px solid %s">%s</div></div>'
                % (behind, c["mat"], c["sep"], items))

    def html(self, width):
        r = self.r
        parts = [self.status_bar(), self.large_title(), self.search()]
        pool = [self.grouped, self.grouped, self.segmented, self.buttons, self.chat, self.widgets, self.alert,
                self.sheet, self.type_samples, self.grouped, self.widgets, self.type_samples]
        r.shuffle(pool)
        parts += [f() for f in pool[:7]]
        parts.append(self.tab_bar())
        return ('<!doctype html><html><head><meta charset="utf-8"><style>' + font_faces([self.font]) +
                '@font-face{font-family:"Material Icons";src:url(file:///usr/share/fonts/truetype/'
                'material-design-icons-iconfont/MaterialIcons-Regular.ttf)}'
                '.mi{font-family:"Material Icons";font-feature-settings:"liga";line-height:1;display:inline-block}'
                '.row{display:flex;align-items:center}body{margin:0;font-family:"%s","Noto Color Emoji",sans-serif;'
                'line-height:1.3;background:%s;-webkit-font-smoothing:antialiased}</style></head>'
                '<body style="width:%dpx">%s</body></html>' % (self.font, self.c["bg"], width, "".join(parts)))


def page(seed, appearance, font, category, photos, width=390):
    p = Page(seed, appearance, font, category, photos)
    return p.html(width), p.meta
