"""The docs' pictures (docs/img/, made by tests/ui/doc_images.py from the gui tests' screenshots):
each one README.md or a docs page shows exists, each file there is shown somewhere, and each stays
small (the repository keeps them)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMG = ROOT / "docs" / "img"


def shown() -> set[Path]:
    out = set()
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for ref in re.findall(r"!\[[^\]]*\]\(([^)\s]+\.png)\)", doc.read_text(encoding="utf-8")):
            out.add((doc.parent / ref).resolve())
    return out


def test_every_picture_shown_exists_and_every_picture_is_shown():
    pictures = {p.resolve() for p in IMG.glob("*.png")}
    assert (ROOT / "docs" / "img" / "table.png").resolve() in shown()       # (the README's first screen)
    assert shown() - pictures == set(), "shown but missing"
    assert pictures - shown() == set(), "in docs/img but shown nowhere"


def test_the_pictures_are_small_pngs():
    for p in IMG.glob("*.png"):
        data = p.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", p.name
        assert len(data) <= 300 * 1024, (p.name, len(data))
