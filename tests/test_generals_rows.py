"""The table of generals (packs/data/generals.csv) names each general once per mode."""

import csv
from collections import Counter
from pathlib import Path

import sgs_desktop.packs as packs

CSV = Path(packs.__file__).parent / "data" / "generals.csv"


def test_each_general_is_one_row_per_mode():
    with CSV.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    twice = [key for key, n in Counter((r["mode"], r["id"]) for r in rows).items() if n > 1]
    assert rows and twice == []
