// Returns {tid: {rects:[[x,y,w,h],...], clipped:bool, kind, family, size, weight, text}} in CSS px.
// Line boxes: Range.getClientRects over the element's own text nodes, merged per line,
// clipped to overflow-clipping ancestors. Inputs: content box + measured text width + font height.
(function () {
  const out = {};
  const clipRectsOf = (el) => {
    // intersection of all overflow-clipping ancestors' padding boxes
    let clip = null;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
        const r = a.getBoundingClientRect();
        const bl = parseFloat(cs.borderLeftWidth), bt = parseFloat(cs.borderTopWidth);
        const br = parseFloat(cs.borderRightWidth), bb = parseFloat(cs.borderBottomWidth);
        let c = [r.left + bl, r.top + bt, r.right - br, r.bottom - bb];
        if (cs.overflowX === 'visible') { c[0] = -1e9; c[2] = 1e9; }
        if (cs.overflowY === 'visible') { c[1] = -1e9; c[3] = 1e9; }
        clip = clip ? [Math.max(clip[0], c[0]), Math.max(clip[1], c[1]), Math.min(clip[2], c[2]), Math.min(clip[3], c[3])] : c;
      }
    }
    return clip;
  };
  const selfClip = (el) => {
    const cs = getComputedStyle(el);
    if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
      const r = el.getBoundingClientRect();
      return [r.left + parseFloat(cs.borderLeftWidth), r.top + parseFloat(cs.borderTopWidth),
              r.right - parseFloat(cs.borderRightWidth), r.bottom - parseFloat(cs.borderBottomWidth)];
    }
    return null;
  };
  const inter = (a, b) => !b ? a : [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  for (const el of document.querySelectorAll('[data-tid]')) {
    const tid = el.getAttribute('data-tid');
    const cs = getComputedStyle(el);
    let lines = [];
    let kind = 'text';
    let text = '';
    let clipped = false;
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') {
      const val = el.value;
      kind = val ? 'input-value' : 'placeholder';
      text = val || el.getAttribute('placeholder') || '';
      const pcs = val ? cs : getComputedStyle(el, '::placeholder');
      ctx.font = `${pcs.fontStyle} ${pcs.fontWeight} ${pcs.fontSize} ${pcs.fontFamily}`;
      const tw = ctx.measureText(text).width;
      // font height: content-area height of a span with the same font
      const mm = ctx.measureText(text || 'x');
      const fh = Math.round(mm.fontBoundingBoxAscent) + Math.round(mm.fontBoundingBoxDescent);
      const r = el.getBoundingClientRect();
      const l = r.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft);
      const t = r.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
      const rr = r.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight);
      const bb = r.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
      const ch = bb - t;
      const y = t + (ch - fh) / 2;
      let box = [l, y, Math.min(l + tw, rr), y + fh];
      if (l + tw > rr + 0.5) clipped = true;
      lines.push(box);
    } else {
      const raw = [];
      for (const n of el.childNodes) {
        if (n.nodeType !== 3 || !n.textContent.trim()) continue;
        text += n.textContent;
        const rg = document.createRange();
        rg.selectNodeContents(n);
        for (const r of rg.getClientRects()) if (r.width > 0 && r.height > 0) raw.push([r.left, r.top, r.right, r.bottom]);
      }
      // merge per line (vertical overlap > 50% of the smaller)
      raw.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      for (const r of raw) {
        let m = null;
        for (const L of lines) {
          const ov = Math.min(L[3], r[3]) - Math.max(L[1], r[1]);
          if (ov > 0.5 * Math.min(L[3] - L[1], r[3] - r[1])) { m = L; break; }
        }
        if (m) { m[0] = Math.min(m[0], r[0]); m[1] = Math.min(m[1], r[1]); m[2] = Math.max(m[2], r[2]); m[3] = Math.max(m[3], r[3]); }
        else lines.push(r.slice());
      }
      // own overflow (ellipsis on the element itself) + ancestors
      const sc = selfClip(el);
      if (sc && (el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5)) clipped = true;
      const clip = inter(clipRectsOf(el) || [-1e9, -1e9, 1e9, 1e9], sc);
      lines = lines.map(L => {
        const c = inter(L, clip);
        if (c[0] > L[0] + 0.5 || c[2] < L[2] - 0.5 || c[1] > L[1] + 0.5 || c[3] < L[3] - 0.5) clipped = true;
        return c;
      });
    }
    lines = lines.filter(L => L[2] - L[0] > 0.5 && L[3] - L[1] > 0.5);
    out[tid] = {
      rects: lines.map(L => [L[0] + window.scrollX, L[1] + window.scrollY, L[2] - L[0], L[3] - L[1]]),
      clipped, kind, text: text.replace(/\s+/g, ' ').trim(),
      family: cs.fontFamily, size: parseFloat(cs.fontSize), weight: parseInt(cs.fontWeight),
      color: cs.color, shadow: cs.textShadow === 'none' ? null : cs.textShadow,
    };
  }
  return out;
})();
