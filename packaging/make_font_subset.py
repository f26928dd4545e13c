"""Make the bundled CJK fonts: subsets of open-licence fonts, renamed as the SIL OFL 1.1 asks of a
Modified Version.

    python packaging/make_font_subset.py [sans|kai|all]

- "SgsSans" (the text face): Noto Sans CJK SC Regular (Debian: fonts-noto-cjk).
- "SgsKai" (the brush face: card and general names, titles, seals): LXGW WenKai Bold 霞鹜文楷
  (Debian: fonts-lxgw-wenkai; its Reserved Font Names "霞鹜" and "LXGW" are not used by the subset).

Needs `fonttools` (pip install fonttools). Each subset keeps ASCII, common punctuation, the 3,755
most common characters (GB 2312 level 1) and every character in the project's texts, so the
program never draws boxes on machines without CJK fonts. Re-run it when texts gain characters
(tests/ui/test_font.py tells you).
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

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


NOTO = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
WENKAI = Path("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf")


def make(font: TTFont, family: str, style: str, suffix: str) -> Path:
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
            rec.string = family
        elif rec.nameID in (4,):
            rec.string = f"{family} {style}"
        elif rec.nameID in (6,):
            rec.string = f"{family}-{style}"
        elif rec.nameID in (2, 17):
            rec.string = style
        elif rec.nameID == 3:
            rec.string = f"{family}-{style};sgs-desktop subset"
    out = OUT / f"{family}-{style}.{suffix}"
    font.save(str(out))
    return out


def main() -> None:
    """Only one weight of each is bundled (Qt draws bold from the text face) to keep the program small."""
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    OUT.mkdir(parents=True, exist_ok=True)
    outs = []
    if which in ("sans", "all"):
        outs.append(make(TTCollection(str(NOTO)).fonts[2], FAMILY, "Regular", "otf"))   # index 2: Noto Sans CJK SC
    if which in ("kai", "all"):
        outs.append(make(TTFont(str(WENKAI)), "SgsKai", "Bold", "ttf"))
    for out in outs:
        print(f"{out}: {out.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
