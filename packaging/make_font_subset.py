"""Make the bundled CJK font: a subset of Noto Sans CJK SC (SIL OFL 1.1), renamed "SgsSans".

    python packaging/make_font_subset.py [path/to/NotoSansCJK-Regular.ttc]

Needs `fonttools` (pip install fonttools) and the Noto CJK collections (Debian: fonts-noto-cjk).
The subset keeps ASCII, common punctuation, the 3,755 most common characters (GB 2312 level 1)
and every character in the project's texts, so the program never draws boxes on machines
without CJK fonts. Re-run it when texts gain characters (tests/ui/test_font.py tells you).
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
FAMILY = "SgsSans"
TEXT_GLOBS = ["sgs_desktop/**/*.py", "sgs_desktop/**/*.toml", "sgs_desktop/**/*.csv", "docs/*.md", "README.md"]


def gb2312_level1() -> str:
    out = []
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):
                out.append(bytes([hi, lo]).decode("gb2312"))
    return "".join(out)


def project_text() -> str:
    chars: set[str] = set()
    for pattern in TEXT_GLOBS:
        for path in ROOT.glob(pattern):
            chars.update(path.read_text(encoding="utf-8"))
    return "".join(sorted(chars))


def charset() -> str:
    ascii_ = "".join(chr(c) for c in range(0x20, 0x7F))
    punct = "，。、；：？！“”‘’（）《》【】—…·～￥％＋－×÷＝＜＞／　"
    suits = "♠♥♣♦"
    return "".join(sorted(set(ascii_ + punct + suits + gb2312_level1() + project_text())))


def make(ttc: Path, style: str) -> Path:
    font = TTCollection(str(ttc)).fonts[2]          # index 2: Noto Sans CJK SC
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(text=charset())
    sub.subset(font)
    names = font["name"]
    for rec in names.names:
        if rec.nameID in (1, 16):
            rec.string = FAMILY
        elif rec.nameID in (4,):
            rec.string = f"{FAMILY} {style}"
        elif rec.nameID in (6,):
            rec.string = f"{FAMILY}-{style}"
    out = OUT / f"{FAMILY}-{style}.otf"
    font.save(str(out))
    return out


def main() -> None:
    """Only the regular weight is bundled (Qt draws bold from it) to keep the program small."""
    reg = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
    OUT.mkdir(parents=True, exist_ok=True)
    out = make(reg, "Regular")
    print(f"{out}: {out.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
