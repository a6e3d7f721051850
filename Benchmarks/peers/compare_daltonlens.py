#!/usr/bin/env python3
"""Compare `legible simulate` with DaltonLens 0.1.5 on real sRGB screenshots (issue 4, "Done when").

Usage:
    pip install daltonlens==0.1.5 pillow numpy
    python3 Benchmarks/peers/compare_daltonlens.py LEGIBLE_BINARY SCREENSHOTS_DIR [--tolerance 2]

    e.g. swift build -c release --product legible
         python3 Benchmarks/peers/compare_daltonlens.py .build/release/legible \
             /work/shared/realworld/screenshots

Every *.png under SCREENSHOTS_DIR (recursively) whose `legible info --format json` color_space is
`untagged` or `srgb` (no color conversion, so both tools see the same samples) is simulated by
`legible simulate FILE -o OUT --deficiency D --method M [--severity S]` and by DaltonLens on the same
RGB samples (alpha dropped; legible keeps alpha unchanged, so only R, G, B are compared).

Cases (all that DaltonLens 0.1.5 implements and legible exposes):
  Machado 2009  protan/deutan/tritan at severity 1.0 and 0.5   Simulator_Machado2009()
  Viénot 1999   protan/deutan                                  Simulator_Vienot1999()  (default
                LMSModel_sRGB_SmithPokorny75)
  Brettel 1997  protan/deutan/tritan                           Simulator_Brettel1997() (defaults:
                LMSModel_sRGB_SmithPokorny75, use_vischeck_anchors=False, use_white_as_neutral=True)

Columns, over all channels of all files of a case:
  max, p99.9   |legible - DaltonLens| in 8-bit levels
  diff>=1      share of channels that differ at all;  >tol: channels beyond the tolerance
  L-ref        max |legible - round(ref)| (share of channels != in brackets), where ref is
               DaltonLens's own pipeline run in float64 (x * 255 before quantising)
  D-ref        max |DaltonLens - floor(ref)| (share !=). DaltonLens quantises by truncation
               (`(clip(x,0,1)*255).astype(uint8)`), legible rounds half up.
  explained    share of the differing channels where legible == round(ref) and
               DaltonLens == floor(ref): the rounding-versus-truncation difference, nobody's error.
Exit status 1 when any case exceeds the tolerance.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image
from daltonlens import convert, simulate

D = simulate.Deficiency
# (label, legible deficiency name, severity or None, --method, DaltonLens simulator, deficiency, severity)
CASES = [
    ("machado protan 1.0", "protanopia", None, "machado2009", "machado", D.PROTAN, 1.0),
    ("machado deutan 1.0", "deuteranopia", None, "machado2009", "machado", D.DEUTAN, 1.0),
    ("machado tritan 1.0", "tritanopia", None, "machado2009", "machado", D.TRITAN, 1.0),
    ("machado protan 0.5", "protanomaly", 0.5, "machado2009", "machado", D.PROTAN, 0.5),
    ("machado deutan 0.5", "deuteranomaly", 0.5, "machado2009", "machado", D.DEUTAN, 0.5),
    ("machado tritan 0.5", "tritanomaly", 0.5, "machado2009", "machado", D.TRITAN, 0.5),
    ("vienot protan 1.0", "protanopia", None, "vienot1999", "vienot", D.PROTAN, 1.0),
    ("vienot deutan 1.0", "deuteranopia", None, "vienot1999", "vienot", D.DEUTAN, 1.0),
    ("brettel protan 1.0", "protanopia", None, "brettel1997", "brettel", D.PROTAN, 1.0),
    ("brettel deutan 1.0", "deuteranopia", None, "brettel1997", "brettel", D.DEUTAN, 1.0),
    ("brettel tritan 1.0", "tritanopia", None, "brettel1997", "brettel", D.TRITAN, 1.0),
]


def simulator(name):
    if name == "machado":
        return simulate.Simulator_Machado2009()
    if name == "vienot":
        return simulate.Simulator_Vienot1999(convert.LMSModel_sRGB_SmithPokorny75())
    return simulate.Simulator_Brettel1997(
        convert.LMSModel_sRGB_SmithPokorny75(), use_vischeck_anchors=False, use_white_as_neutral=True)


def reference_float64(sim, rgb8, deficiency, severity):
    """DaltonLens's pipeline in float64, before quantisation: sRGB-encoded value x 255."""
    lin = convert.linearRGB_from_sRGB(rgb8.astype(np.float64) / 255.0)
    out = sim._simulate_cvd_linear_rgb(lin, deficiency, severity)
    return convert.sRGB_from_linearRGB(out) * 255.0


def color_space(legible, path):
    out = subprocess.run([legible, "info", path, "--format", "json"], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return json.loads(out.stdout).get("color_space")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("legible", help="path to the legible binary")
    ap.add_argument("screenshots", help="folder searched recursively for *.png")
    ap.add_argument("--tolerance", type=int, default=2, help="allowed 8-bit difference (default 2)")
    ap.add_argument("--examples", type=int, default=3, help="worst pixels printed per failing case")
    args = ap.parse_args()

    files = []
    for root, _, names in os.walk(args.screenshots):
        for name in sorted(names):
            if name.lower().endswith(".png"):
                path = os.path.join(root, name)
                space = color_space(args.legible, path)
                print(f"# {os.path.relpath(path, args.screenshots)}: color_space={space}"
                      + ("" if space in ("untagged", "srgb") else "  (skipped)"), file=sys.stderr)
                if space in ("untagged", "srgb"):
                    files.append(path)
    files.sort()
    if not files:
        sys.exit("no untagged or sRGB PNG found under " + args.screenshots)
    inputs = {f: np.asarray(Image.open(f).convert("RGB")) for f in files}
    pixels = sum(a.shape[0] * a.shape[1] for a in inputs.values())
    print(f"{len(files)} files, {pixels} pixels; daltonlens 0.1.5, numpy {np.__version__}")

    header = f"| case | max | p99.9 | diff>=1 | >{args.tolerance} | L-ref | D-ref | explained |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for label, name, sev, method, simname, deficiency, severity in CASES:
            sim = simulator(simname)
            diffs, lref, dref, examples = [], 0, 0, []
            lcount = dcount = differing = explained = 0
            lexamples = []
            for f in files:
                rgb = inputs[f]
                out_path = os.path.join(tmp, "out.png")
                cmd = [args.legible, "simulate", f, "-o", out_path, "--deficiency", name, "--method", method]
                if sev is not None:
                    cmd += ["--severity", str(sev)]
                subprocess.run(cmd, check=True, capture_output=True)
                ours = np.asarray(Image.open(out_path).convert("RGB")).astype(np.int16)
                theirs = sim.simulate_cvd(rgb, deficiency, severity=severity).astype(np.int16)
                ref = reference_float64(sim, rgb, deficiency, severity)
                ref_round = np.floor(np.clip(ref, 0, 255) + 0.5).astype(np.int16)
                ref_trunc = np.floor(np.clip(ref, 0, 255)).astype(np.int16)
                d = np.abs(ours - theirs)
                diffs.append(d.ravel())
                lref = max(lref, int(np.abs(ours - ref_round).max()))
                dref = max(dref, int(np.abs(theirs - ref_trunc).max()))
                lcount += int((ours != ref_round).sum())
                dcount += int((theirs != ref_trunc).sum())
                differing += int((d > 0).sum())
                if len(lexamples) < 2:
                    for y, x, c in zip(*np.nonzero(ours != ref_round)):
                        if len(lexamples) < 2:
                            lexamples.append((x, y, rgb[y, x].tolist(), "RGB"[c], int(ours[y, x, c]),
                                              int(theirs[y, x, c]), round(float(ref[y, x, c]), 4)))
                explained += int(((d > 0) & (ours == ref_round) & (theirs == ref_trunc)).sum())
                if d.max() > args.tolerance:
                    for y, x in zip(*np.nonzero(d.max(axis=2) > args.tolerance)):
                        if len(examples) < args.examples:
                            examples.append((os.path.basename(f), x, y, rgb[y, x].tolist(), ours[y, x].tolist(),
                                             theirs[y, x].tolist(), np.round(ref[y, x], 3).tolist()))
            all_d = np.concatenate(diffs)
            over = int((all_d > args.tolerance).sum())
            failed |= over > 0
            print(f"| {label} | {all_d.max()} | {np.percentile(all_d, 99.9):.0f} | "
                  f"{100 * (all_d >= 1).mean():.2f}% | {over} | {lref} ({100 * lcount / all_d.size:.4f}%) | "
                  f"{dref} ({100 * dcount / all_d.size:.4f}%) | {100 * explained / max(differing, 1):.3f}% |")
            for e in lexamples:
                print(f"#   legible != round(ref) at ({e[0]},{e[1]}) in {e[2]}, {e[3]}: legible {e[4]}, "
                      f"daltonlens {e[5]}, ref {e[6]}")
            for e in examples:
                print(f"|   {e[0]} ({e[1]},{e[2]}) in {e[3]}: legible {e[4]}, daltonlens {e[5]}, ref {e[6]} |")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
