#!/usr/bin/env python3
"""Generate Tests/Fixtures/daltonlens/: a synthetic 64x48 sRGB PNG and DaltonLens 0.1.5's outputs.

Usage (from the repository root):
    pip install daltonlens==0.1.5 pillow numpy
    python3 Benchmarks/peers/make_daltonlens_fixture.py [OUTPUT_DIR]   # default Tests/Fixtures/daltonlens

The input is drawn here with numpy (no third-party pixels): gradients plus saturated patches, saved
as an untagged 8-bit RGB PNG. The outputs are DaltonLens's `simulate_cvd` results for three cases,
saved as 8-bit RGB PNG; DaltonLensMatchTests.swift checks legible against them within 2 levels.
"""
import os
import sys

import numpy as np
from PIL import Image
from daltonlens import convert, simulate

WIDTH, HEIGHT = 64, 48
CASES = {
    # file name: (simulator, deficiency, severity)
    "machado2009-deutan-1.0.png": (simulate.Simulator_Machado2009(), simulate.Deficiency.DEUTAN, 1.0),
    "vienot1999-protan-1.0.png": (
        simulate.Simulator_Vienot1999(convert.LMSModel_sRGB_SmithPokorny75()), simulate.Deficiency.PROTAN, 1.0),
    "brettel1997-tritan-1.0.png": (
        simulate.Simulator_Brettel1997(convert.LMSModel_sRGB_SmithPokorny75(),
                                       use_vischeck_anchors=False, use_white_as_neutral=True),
        simulate.Deficiency.TRITAN, 1.0),
}


def synthetic_image():
    x = np.arange(WIDTH)[None, :].repeat(16, axis=0)
    y = np.arange(16)[:, None].repeat(WIDTH, axis=1)
    im = np.zeros((HEIGHT, WIDTH, 3), dtype=np.int64)
    # Rows 0-15: red to green across, blue rising down.
    im[0:16, :, 0] = x * 255 // 63
    im[0:16, :, 1] = 255 - x * 255 // 63
    im[0:16, :, 2] = y * 17
    # Rows 16-23: a neutral ramp 0..255; rows 24-31: blue to yellow across.
    im[16:24, :, :] = (np.arange(WIDTH) * 255 // 63)[None, :, None]
    im[24:32, :, 0] = np.arange(WIDTH) * 255 // 63
    im[24:32, :, 1] = np.arange(WIDTH) * 255 // 63
    im[24:32, :, 2] = 255 - np.arange(WIDTH) * 255 // 63
    # Rows 32-47: 8x8 saturated patches, then seeded random colors.
    patches = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255),
               (0, 0, 0), (255, 255, 255), (213, 94, 0), (0, 114, 178), (230, 159, 0), (86, 180, 233),
               (0, 158, 115), (240, 228, 66), (204, 121, 167), (128, 128, 128)]
    for i, color in enumerate(patches):
        row, col = divmod(i, 8)
        im[32 + row * 8:40 + row * 8, col * 8:col * 8 + 8] = color
    rng = np.random.default_rng(20261130)
    im[44:48, 32:64] = rng.integers(0, 256, size=(4, 32, 3))
    return im.astype(np.uint8)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/daltonlens"
    os.makedirs(out_dir, exist_ok=True)
    rgb = synthetic_image()
    Image.fromarray(rgb, "RGB").save(os.path.join(out_dir, "input-64x48.png"))
    for name, (sim, deficiency, severity) in CASES.items():
        result = sim.simulate_cvd(rgb, deficiency, severity=severity)
        Image.fromarray(result, "RGB").save(os.path.join(out_dir, name))
        print(name, result.shape, result.dtype)


if __name__ == "__main__":
    main()
