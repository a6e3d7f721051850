"""The scanned shots of one truth folder, for analyze.py and error_classes.py: per image of each
page, its scale, the regions of its report (none when the report is missing) and every run's
rectangles at that scale, as score_scan.py's matcher wants them."""
import json
import sys
from pathlib import Path

sys.path.insert(0, "/work/shared/screens")
import score_scan as sc


def shots(truth, reports):
    """Yield (page, image, scale, regions, run_rects) for every image of every page under truth."""
    for page in sc.load_truth(Path(truth)):
        for s_key, img in sorted(page["images"].items()):
            s = int(s_key)
            rp = Path(reports) / (Path(img["file"]).stem + ".json")
            regs = json.loads(rp.read_text()).get("regions", []) if rp.exists() else []
            yield page, img, s, regs, [sc.run_rects(t, s) for t in page["runs"]]
