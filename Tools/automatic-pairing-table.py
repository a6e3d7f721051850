#!/usr/bin/env python3
"""Prints README's table of automatic pairing on ../shared/realworld: for every token file,
palette and asset catalog there, `legible check INPUT --format json` is run once (no pairs
file), and the row gives the exit status, the pairs automatic pairing found, how many by each
naming convention, and for exit 2 what the message says is missing. A run that stops because a
value it could not compute takes part in a pair is run again with --allow-skipped to count its
pairs; its row keeps exit 2 and names the value. Files that reference each
other (COMBINED) are also checked together.

Usage: Tools/automatic-pairing-table.py [--legible PATH] [--realworld DIR] [--sample N]
  --legible    the binary (default .build/release/legible, else .build/debug/legible)
  --realworld  the data (default ../shared/realworld)
  --sample N   also print N pairs per file, chosen with a fixed seed, for checking by hand
"""
import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

root = Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser()
parser.add_argument("--legible")
parser.add_argument("--realworld", default=str(root.parent / "shared" / "realworld"))
parser.add_argument("--sample", type=int, default=0)
args = parser.parse_args()
legible = args.legible or next(
    (str(p) for p in [root / ".build/release/legible", root / ".build/debug/legible"] if p.exists()), None)
if legible is None:
    sys.exit("error: no legible binary: run swift build first, or give --legible")
data = Path(args.realworld)
if not data.is_dir():
    sys.exit(f"error: {data} is not a directory")

TOKEN_SUFFIXES = (".json", ".json5", ".css", ".gpl", ".ase", ".xml")
inputs = []
for path in sorted(data.rglob("*")):
    if any(part.endswith(".xcassets") for part in path.relative_to(data).parts[:-1]):
        continue  # inside a catalog: the catalog is the input
    if path.is_dir() and path.suffix == ".xcassets":
        inputs.append(path)
    elif path.is_file() and path.name.endswith(TOKEN_SUFFIXES) and "screenshots" not in path.parts:
        inputs.append(path)

# Files that reference each other's tokens, checked together as their projects use them.
COMBINED = [
    ["android/newpipe/app/src/main/res"],
    ["css/element-compound/cpd-theme-light-hc-base.css", "css/element-compound/cpd-common-semantic.css"],
    ["tokens/material3/m3-baseline-palette.css", "tokens/material3/m3-baseline-theme-light.css",
     "tokens/material3/m3-baseline-theme-dark.css"],
    ["tokens/open-props/props.colors.css", "tokens/open-props/theme.light.css"],
    ["tokens/primer/src/base-color-light.json5", "tokens/primer/src/functional-primitives-light.json5"],
    ["tokens/spectrum/spectrum-color-palette.json", "tokens/spectrum/spectrum-semantic-color-palette.json"],
    ["tokens/style-dictionary/sd-transitive-core.json5", "tokens/style-dictionary/sd-transitive-font.json5"],
    ["tokens/tokens-studio/workday-canvas-base-palette.json", "tokens/tokens-studio/workday-canvas-sys-color.json"],
]


def shorten(message):
    """The part of an exit-2 message that names what is missing."""
    message = message.removeprefix("error: ").replace(str(data) + "/", "")
    if "no color could be computed" in message and "'" in message:
        detail = message[message.index("'"):].split(" (neither")[0]
        return "no color computed; first: " + detail
    if "token names: " in message:
        return "no pairs: " + message.split("token names: ", 1)[1].split(". Conventions tried")[0]
    return message if len(message) <= 140 else message[:137] + "..."


print("| Input | Exit | Pairs | By convention | Note |")
print("| --- | --- | --- | --- | --- |")
samples = []
for group in [[path] for path in inputs] + [[data / p for p in c] for c in COMBINED]:
    if not all(p.exists() for p in group):
        continue
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        command = [legible, "check", *map(str, group), "--format", "json", "-o", str(out)]
        run = subprocess.run(command, capture_output=True, text=True, cwd=root)
        skipped_note = ""
        if run.returncode == 2 and "--allow-skipped to check the other pairs" in run.stderr:
            # A value that could not be computed takes part in a pair, so the run stops (exit
            # 2); the pairs are still counted, from a second run with --allow-skipped.
            first = shorten(run.stderr.strip().splitlines()[-1]).split(", which could not")[0]
            skipped_note = f"exit 2 without --allow-skipped: {first} could not be computed"
            rerun = subprocess.run(command + ["--allow-skipped"], capture_output=True, text=True, cwd=root)
            run = subprocess.CompletedProcess(run.args, 2, rerun.stdout, rerun.stderr)
        report = json.loads(out.read_text()) if out.exists() else None
    name = " + ".join(str(p.relative_to(data)) for p in group)
    if report is None:
        message = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ""
        print(f"| `{name}` | {run.returncode} | 0 | | {shorten(message).replace('|', '/')} |")
        continue
    automatic = report.get("automatic_pairing") or {}
    conventions = ", ".join(f"{c['convention']} {c['pairs']}" for c in automatic.get("conventions", []))
    canvases = "; ".join(f"{c['pairs']} over {c['name']}" for c in automatic.get("canvases", []))
    note = "; ".join(n for n in [skipped_note, f"translucent: {canvases}" if canvases else ""] if n)
    failed = report["summary"]["failed"]
    print(f"| `{name}` | {run.returncode} | {automatic.get('pairs', 0)} ({failed} fail) | {conventions} | {note} |")
    if args.sample:
        pairs = report["pairs"]
        random.seed(13)
        for p in random.sample(pairs, min(args.sample, len(pairs))):
            over = f" over {p['surface']['name']}" if "surface" in p else ""
            samples.append(f"{name}: {p['foreground']['name']} on {p['background']['name']}{over} "
                           f"[{p['appearance']}] {p['role']} {p['ratio']:.2f} {p['status']}")
if samples:
    print()
    print("\n".join(samples))
